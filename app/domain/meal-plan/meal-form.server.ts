// What the Add/Edit Meal form shows and needs to read a post: the household's members and which of them
// is 'me', each meal type's usual time, and the recipes one can plan (docs/product.md#meal-form).
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import type { User } from "../accounts/users.server";
import { type RecipeConflict, recipeConflicts } from "../assistant/meal-warnings.server";
import { defaultMealTime, getHouseholdAndMembers } from "../household/household.server";
import { listMembers, type Member } from "../household/members.server";
import { listRecipeOptions } from "../recipes/queries.server";
import { MEAL_TYPES, type MealType } from "./constants";

export type MealFormMember = { id: number; name: string; defaultPortion: number };
export type MealFormRecipe = {
  id: number;
  name: string;
  servings: number;
  group: "own" | "starter" | "saved";
};
export type MealFormData = {
  members: MealFormMember[];
  /** 'Just Me': the member linked to the user, else the primary member. */
  meId: number | null;
  typeTimes: Record<MealType, string>;
  recipes: MealFormRecipe[];
};

/** Who can eat a meal: what reading the form's 'For Who' needs. */
export type MealPeople = Pick<MealFormData, "members" | "meId">;

/** The household's members and which of them is 'me'. */
export async function loadMealPeople(db: Kysely<DB>, user: User): Promise<MealPeople> {
  return mealPeopleOf(await listMembers(db, user.householdId), user);
}

function mealPeopleOf(members: Member[], user: User): MealPeople {
  const me = members.find((m) => m.userId === user.id) ?? members.find((m) => m.isPrimary) ?? null;
  return {
    members: members.map((m) => ({ id: m.id, name: m.name, defaultPortion: m.defaultPortionSize })),
    meId: me?.id ?? null,
  };
}

/**
 * Everything the form shows: the people, the usual time of each meal type, the recipes one can plan,
 * and the warnings for recipes that hold someone's allergy or dislike. The household and its members
 * are read once, for the form and its warnings.
 */
export async function loadMealFormData(
  db: Kysely<DB>,
  user: User,
): Promise<MealFormData & { conflicts: RecipeConflict[] }> {
  const known = await getHouseholdAndMembers(db, user.householdId);
  // The recipes one can plan: the household's, the starter library and saved ones, by name.
  const recipes: MealFormRecipe[] = await listRecipeOptions(db, user);
  return {
    ...mealPeopleOf(known.members, user),
    typeTimes: Object.fromEntries(
      MEAL_TYPES.map((t) => [t, defaultMealTime(known.household.mealTimes, t)]),
    ) as Record<MealType, string>,
    recipes,
    conflicts: await recipeConflicts(db, user, known),
  };
}
