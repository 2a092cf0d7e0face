// GET /api/family-members/{id}/dietary-info → {success, data: {dietary_preferences, allergies,
// disliked_ingredients, health_conditions, favorite_meals, + the client's camelCase names}}; PUT any of
// those lists (either spelling) → only those lists of that member change. Another household's member: 404.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { assertCan } from "~/domain/household/household.server";
import { getMember, type Member, updateMember } from "~/domain/household/members.server";
import { type MemberInput, tagList } from "~/domain/household/schemas";
import { ApiError, api, apiOk, idParam, readBody, requireApiAuth } from "~/web/api.server";
import { db } from "~/web/database.server";

const LISTS = [
  { key: "dietary_preferences", alias: "dietaryPreferences", label: "dietary preferences" },
  { key: "allergies", alias: "allergies", label: "allergies" },
  { key: "disliked_ingredients", alias: "dislikes", label: "dislikes" },
  { key: "health_conditions", alias: "healthConditions", label: "health conditions" },
  { key: "favorite_meals", alias: "favoriteMeals", label: "favourite meals" },
] as const;

type ListKey = (typeof LISTS)[number]["key"];

const DietaryInfoSchema = z.object(
  Object.fromEntries(LISTS.map(({ key, label }) => [key, tagList(label).optional()])) as Record<
    ListKey,
    z.ZodOptional<ReturnType<typeof tagList>>
  >,
);

function dietaryJson(m: Member) {
  return {
    dietary_preferences: m.dietaryPreferences,
    allergies: m.allergies,
    disliked_ingredients: m.dislikedIngredients,
    health_conditions: m.healthConditions,
    favorite_meals: m.favoriteMeals,
    dietaryPreferences: m.dietaryPreferences,
    dislikes: m.dislikedIngredients,
    healthConditions: m.healthConditions,
    favoriteMeals: m.favoriteMeals,
  };
}

/** The member as updateMember takes it, unchanged; the caller then replaces some lists. */
function currentInput(m: Member): MemberInput {
  return {
    name: m.name,
    // The Self member made at registration may have no age yet; updateMember stores it as given (null).
    age: m.age as number,
    gender: m.gender,
    relationship: m.relationship as MemberInput["relationship"],
    activity_level: m.activityLevel as MemberInput["activity_level"],
    default_portion_size: m.defaultPortionSize,
    dietary_preferences: m.dietaryPreferences,
    allergies: m.allergies,
    disliked_ingredients: m.dislikedIngredients,
    health_conditions: m.healthConditions,
    favorite_meals: m.favoriteMeals,
    is_primary: m.isPrimary,
    height: m.height ?? undefined,
    weight: m.weight ?? undefined,
    avatar: m.avatar ?? undefined,
  };
}

export const loader = api(async ({ request, params }: LoaderFunctionArgs) => {
  const { user } = await requireApiAuth(request);
  const member = await getMember(await db(), user.householdId, idParam(params.id));
  return apiOk({ data: dietaryJson(member) });
});

export const action = api(async ({ request, params }: ActionFunctionArgs) => {
  if (request.method !== "PUT" && request.method !== "PATCH")
    throw new ApiError(405, "Method not allowed. Use PUT.");
  const { user } = await requireApiAuth(request);
  const database = await db();
  const id = idParam(params.id);
  const current = await getMember(database, user.householdId, id);
  await assertCan(database, user, "canManageMembers");
  const body = await readBody(request);
  const sent: Record<string, unknown> = {};
  for (const { key, alias } of LISTS) {
    const value = body[key] !== undefined ? body[key] : body[alias];
    if (value !== undefined) sent[key] = value;
  }
  const lists = DietaryInfoSchema.parse(sent);
  const input = currentInput(current);
  for (const { key } of LISTS) {
    const list = lists[key];
    if (key in sent && list) input[key] = list;
  }
  const member = await updateMember(database, user.householdId, id, input);
  return apiOk({ message: "Dietary information updated successfully", data: dietaryJson(member) });
});
