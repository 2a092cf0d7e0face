// From what a page or the API was given to what a command needs: the parsed body (snake_case,
// app/domain/meal-plan/schemas.ts) in the domain's names (`toMealRequest`, `toMealPatch`), then made
// complete against the household (`resolveMeal`, `resolvePatch`: recipe snapshot, default time, members
// and their portions). The commands (meal-commands.server.ts) take the resolved fields.
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import type { User } from "../accounts/users.server";
import { DomainError, NotFoundError } from "../errors";
import { getDefaultMealTime } from "../household/household.server";
import { listMembers } from "../household/members.server";
import type { NutritionValues } from "../nutrition/constants";
import { getRecipe } from "../recipes/recipes.server";
import { REMINDER } from "./constants";
import type { MealFields, MealType, NutritionSource, RecipeSnapshot, RecurrenceRule } from "./events";
import type { CalendarMeal } from "./meal-queries.server";
import type { MealInput } from "./schemas";

export type Actor = Pick<User, "id" | "name" | "householdId">;

/** What callers give: the parsed form or API body (app/domain/meal-plan/schemas.ts), in domain names. */
export type MealRequest = {
  mealType: MealType;
  title: string;
  date: string;
  time: string | null;
  recipeId: number | null;
  description: string;
  notes: string;
  servings: number;
  memberIds: number[];
  portions: Record<string, number>;
  forNames: string[];
  /** Member name → percent (the spec's portion_sizes may be keyed by name). */
  portionNames?: Record<string, number>;
  reminderMinutes: number | null;
  nutrition: NutritionValues | null;
  recurrence: RecurrenceRule | null;
};

const stringKeys = (map: Record<number, number>): Record<string, number> =>
  Object.fromEntries(Object.entries(map).map(([k, v]) => [String(k), Number(v)]));

/** The parsed body (app/domain/meal-plan/schemas.ts, snake_case) in the domain's names. */
export function toMealRequest(input: MealInput): MealRequest {
  return {
    mealType: input.meal_type,
    title: input.title,
    date: input.date,
    time: input.time,
    recipeId: input.recipe_id,
    description: input.description,
    notes: input.notes,
    servings: input.servings,
    memberIds: input.family_member_ids,
    portions: stringKeys(input.portion_sizes),
    portionNames: input.portion_names,
    forNames: input.for_names,
    reminderMinutes: input.reminder ? input.reminder_minutes : null,
    nutrition: input.nutrition,
    recurrence: input.recurrence
      ? {
          pattern: input.recurrence.pattern,
          days: input.recurrence.days,
          monthlyOption: input.recurrence.monthly_option,
          endDate: input.recurrence.end_date,
        }
      : null,
  };
}

/** Only the fields a PUT carried. */
export function toMealPatch(input: Partial<MealInput>): Partial<MealRequest> {
  const patch: Partial<MealRequest> = {};
  if (input.meal_type !== undefined) patch.mealType = input.meal_type;
  if (input.title !== undefined) patch.title = input.title;
  if (input.date !== undefined) patch.date = input.date;
  if (input.time !== undefined) patch.time = input.time;
  if (input.recipe_id !== undefined) patch.recipeId = input.recipe_id;
  if (input.description !== undefined) patch.description = input.description;
  if (input.notes !== undefined) patch.notes = input.notes;
  if (input.servings !== undefined) patch.servings = input.servings;
  if (input.family_member_ids !== undefined) patch.memberIds = input.family_member_ids;
  if (input.portion_sizes !== undefined) patch.portions = stringKeys(input.portion_sizes);
  if (input.portion_names !== undefined) patch.portionNames = input.portion_names;
  if (input.for_names !== undefined) patch.forNames = input.for_names;
  if (input.reminder !== undefined || input.reminder_minutes !== undefined)
    patch.reminderMinutes = input.reminder === false ? null : (input.reminder_minutes ?? REMINDER.default);
  if (input.nutrition !== undefined) patch.nutrition = input.nutrition;
  return patch;
}

export async function recipeSnapshot(
  db: Kysely<DB>,
  actor: Actor,
  recipeId: number,
): Promise<RecipeSnapshot> {
  try {
    const recipe = await getRecipe(db, { id: actor.id, householdId: actor.householdId }, recipeId);
    const known = Object.values(recipe.nutrition).some((v) => v !== null);
    return {
      id: recipe.id,
      title: recipe.name,
      servings: recipe.servings,
      nutrition: known ? recipe.nutrition : null,
    };
  } catch (error) {
    if (error instanceof NotFoundError)
      throw new DomainError("The chosen recipe was not found.", "recipe_id");
    throw error;
  }
}

/** The household's members as a lookup, to check ids and to default portions. */
async function memberDefaults(db: Kysely<DB>, householdId: number) {
  const members = await listMembers(db, householdId);
  return new Map(members.map((m) => [m.id, m]));
}

async function resolvePeople(
  db: Kysely<DB>,
  householdId: number,
  request: Pick<MealRequest, "memberIds" | "portions" | "forNames" | "portionNames">,
) {
  const members = await memberDefaults(db, householdId);
  const byName = new Map([...members.values()].map((m) => [m.name.toLowerCase(), m]));
  // Names in `for` that are members count as those members; others are kept as written.
  const named = request.forNames.map((name) => byName.get(name.trim().toLowerCase()));
  const memberIds = [...new Set([...request.memberIds, ...named.flatMap((m) => (m ? [m.id] : []))])];
  for (const id of memberIds)
    if (!members.has(id))
      throw new DomainError("That family member is not in your family.", "family_member_ids");
  const portionByName: Record<string, number> = {};
  for (const [name, value] of Object.entries(request.portionNames ?? {})) {
    const member = byName.get(name.trim().toLowerCase());
    if (member) portionByName[String(member.id)] = value;
  }
  // A missing portion falls back to the member's default portion, else 100 (docs/product.md#meal-form).
  const portions: Record<string, number> = {};
  for (const id of memberIds)
    portions[String(id)] =
      request.portions[String(id)] ?? portionByName[String(id)] ?? members.get(id)?.defaultPortionSize ?? 100;
  const forNames =
    memberIds.length > 0
      ? memberIds.map((id) => members.get(id)!.name)
      : request.forNames.filter((_, i) => !named[i]);
  return { memberIds, portions, forNames };
}

/** A request made complete: recipe snapshot and title, default time, portions, nutrition. */
export async function resolveMeal(db: Kysely<DB>, actor: Actor, request: MealRequest): Promise<MealFields> {
  const recipe = request.recipeId ? await recipeSnapshot(db, actor, request.recipeId) : null;
  const title = request.title.trim() || recipe?.title || "";
  const time = request.time ?? (await getDefaultMealTime(db, actor.householdId, request.mealType));
  const people = await resolvePeople(db, actor.householdId, request);
  // Manual nutrition only without a recipe (docs/product.md#meal-form); a recipe brings its own per serving.
  const nutrition = recipe ? recipe.nutrition : request.nutrition;
  const nutritionSource: NutritionSource | null = nutrition ? (recipe ? "computed" : "manual") : null;
  return {
    date: request.date,
    time,
    mealType: request.mealType,
    title,
    recipe,
    description: request.description,
    notes: request.notes,
    servings: request.servings,
    ...people,
    reminderMinutes: request.reminderMinutes,
    nutrition,
    nutritionSource,
    dishes: [],
  };
}

/**
 * A request's fields resolved against the stored meal (recipe snapshot, default time, members). Only
 * what the request carries changes: a PUT keeps the date unless it was changed (docs/product.md).
 */
export async function resolvePatch(
  db: Kysely<DB>,
  actor: Actor,
  current: CalendarMeal,
  patch: Partial<MealRequest>,
): Promise<Partial<MealFields>> {
  const changes: Partial<MealFields> = {};
  if (patch.date !== undefined) changes.date = patch.date;
  if (patch.mealType !== undefined) changes.mealType = patch.mealType;
  if (patch.time !== undefined)
    changes.time =
      patch.time ?? (await getDefaultMealTime(db, actor.householdId, patch.mealType ?? current.mealType));
  if (patch.description !== undefined) changes.description = patch.description;
  if (patch.notes !== undefined) changes.notes = patch.notes;
  if (patch.servings !== undefined) changes.servings = patch.servings;
  if (patch.reminderMinutes !== undefined) changes.reminderMinutes = patch.reminderMinutes;
  if (patch.recipeId !== undefined) {
    changes.recipe = patch.recipeId ? await recipeSnapshot(db, actor, patch.recipeId) : null;
    if (changes.recipe) {
      changes.nutrition = changes.recipe.nutrition;
      changes.nutritionSource = changes.recipe.nutrition ? "computed" : null;
    }
  }
  if (patch.title !== undefined)
    changes.title = patch.title.trim() || changes.recipe?.title || current.recipeTitle || current.title;
  else if (changes.recipe && current.recipeTitle === current.title) changes.title = changes.recipe.title;
  if (
    patch.nutrition !== undefined &&
    !(changes.recipe ?? (patch.recipeId === undefined && current.recipeId))
  ) {
    changes.nutrition = patch.nutrition;
    changes.nutritionSource = patch.nutrition ? "manual" : null;
  }
  if (patch.memberIds !== undefined || patch.portions !== undefined || patch.portionNames !== undefined) {
    const people = await resolvePeople(db, actor.householdId, {
      memberIds: patch.memberIds ?? current.memberIds,
      portions: { ...current.portions, ...(patch.portions ?? {}) },
      forNames: patch.forNames ?? current.forNames,
      portionNames: patch.portionNames,
    });
    Object.assign(changes, people);
  }
  return changes;
}
