// GET and PUT /api/settings/preferences {units?, theme?, notifications?: {recipes?, meal_plans?, inventory?}}:
// the caller's preferences; a PUT changes only what it sends.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { getPreferences, type Preferences, savePreferences } from "~/domain/settings/preferences.server";
import { PreferencesApiSchema } from "~/domain/settings/schemas";
import { ApiError, api, apiOk, readBody, requireApiAuth } from "~/web/api.server";
import { db } from "~/web/database.server";

const json = (p: Preferences) => ({ units: p.units, theme: p.theme, notifications: p.notifications });

export const loader = api(async ({ request }: LoaderFunctionArgs) => {
  const { user } = await requireApiAuth(request);
  return apiOk({ data: json(await getPreferences(await db(), user.id)) });
});

export const action = api(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== "PUT" && request.method !== "PATCH")
    throw new ApiError(405, "Method not allowed. Use PUT.");
  const { user } = await requireApiAuth(request);
  const input = PreferencesApiSchema.parse(await readBody(request));
  const saved = await savePreferences(await db(), user.id, input, new Date());
  return apiOk({ message: "Preferences saved!", data: json(saved) });
});
