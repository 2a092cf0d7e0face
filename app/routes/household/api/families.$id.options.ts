// GET /api/families/{id}/options → {success, data: {allergies, dietaryPreferences, dislikes,
// healthConditions, favoriteMeals, timeZone, + snake_case}}; PUT the same lists and the time zone (either
// spelling): only what the body holds changes (a time zone of null or "" is the server's, ADR 037).
// Only the caller's own household: any other id answers 404.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type { User } from "~/domain/accounts/users.server";
import { NotFoundError } from "~/domain/errors";
import {
  assertCan,
  type FamilyOptions,
  getHousehold,
  saveFamilyOptions,
  saveTimeZone,
} from "~/domain/household/household.server";
import { optionsJson } from "~/domain/household/present";
import { FamilyOptionsSchema } from "~/domain/household/schemas";
import { TimeZoneSchema } from "~/domain/household/time-zone";
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
  const zoneGiven = "time_zone" in body ? body.time_zone : body.timeZone;
  // Checked before anything is saved, so a bad zone leaves the lists unchanged too.
  const zone =
    "time_zone" in body || "timeZone" in body ? TimeZoneSchema.parse({ time_zone: zoneGiven }) : null;
  // The schema fills absent lists with []; only the lists that were sent are saved.
  const changes: Partial<FamilyOptions> = {};
  for (const { key, option } of LISTS) {
    const list = input[key];
    if (key in mapped && list) changes[option] = list;
  }
  let household = await saveFamilyOptions(database, user, changes);
  if (zone) household = await saveTimeZone(database, user, zone.time_zone);
  return apiOk({ message: "Family settings saved successfully", data: optionsJson(household) });
});
