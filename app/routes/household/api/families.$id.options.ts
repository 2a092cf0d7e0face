// GET /api/families/{id}/options → {success, data: {allergies, dietaryPreferences, dislikes,
// healthConditions, favoriteMeals, + snake_case}}; PUT the same lists (either spelling): only the lists
// present in the body change. Only the caller's own household: any other id answers 404.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type { User } from "~/domain/accounts/users.server";
import { NotFoundError } from "~/domain/errors";
import {
  assertCan,
  type FamilyOptions,
  getHousehold,
  saveFamilyOptions,
} from "~/domain/household/household.server";
import { optionsJson } from "~/domain/household/present";
import { FamilyOptionsSchema } from "~/domain/household/schemas";
import { ApiError, api, apiOk, idParam, readBody, requireApiAuth } from "~/web/api.server";
import { db } from "~/web/database.server";

/** Body key (snake_case, as the schema names it) → the domain's name, with the camelCase spelling the client sends. */
const LISTS = [
  { key: "allergies", alias: "allergies", option: "allergies" },
  { key: "dietary_preferences", alias: "dietaryPreferences", option: "dietaryPreferences" },
  { key: "dislikes", alias: "dislikes", option: "dislikes" },
  { key: "health_conditions", alias: "healthConditions", option: "healthConditions" },
  { key: "favorite_meals", alias: "favoriteMeals", option: "favoriteMeals" },
] as const;

function ownFamily(user: User, raw: string | undefined): number {
  const id = idParam(raw);
  if (id !== user.householdId) throw new NotFoundError("Family not found.");
  return id;
}

export const loader = api(async ({ request, params }: LoaderFunctionArgs) => {
  const { user } = await requireApiAuth(request);
  return apiOk({ data: optionsJson(await getHousehold(await db(), ownFamily(user, params.id))) });
});

export const action = api(async ({ request, params }: ActionFunctionArgs) => {
  if (request.method !== "PUT" && request.method !== "PATCH")
    throw new ApiError(405, "Method not allowed. Use PUT.");
  const { user } = await requireApiAuth(request);
  ownFamily(user, params.id);
  const database = await db();
  await assertCan(database, user, "canChangeSettings");
  const body = await readBody(request);
  const mapped: Record<string, unknown> = {};
  for (const { key, alias } of LISTS) {
    const value = body[key] !== undefined ? body[key] : body[alias];
    if (value !== undefined) mapped[key] = value;
  }
  const input = FamilyOptionsSchema.parse(mapped);
  // The schema fills absent lists with []; only the lists that were sent are saved.
  const changes: Partial<FamilyOptions> = {};
  for (const { key, option } of LISTS) {
    const list = input[key];
    if (key in mapped && list) changes[option] = list;
  }
  const household = await saveFamilyOptions(database, user, changes);
  return apiOk({ message: "Family settings saved successfully", data: optionsJson(household) });
});
