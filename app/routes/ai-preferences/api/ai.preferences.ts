// GET /api/ai/preferences → {success, data: {default_diet_type, preferred_cuisines, …}, saved}: the
// caller's AI planning preferences (the defaults until saved).
// POST /api/ai/preferences {…the preferences} (also wrapped in `preferences`) → {success, message:
// 'Preferences saved successfully!', data, saved}. The spec sends the whole object; a field left out
// keeps its current value. A field that breaks its rule is a 422 with the field's message and nothing is
// saved (docs/product.md#ai-assistant).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { AI_PREFERENCE_FIELDS, AI_PREFERENCE_MESSAGES } from "~/domain/ai-preferences/constants";
import {
  getAiPreferences,
  type StoredAiPreferences,
  saveAiPreferences,
} from "~/domain/ai-preferences/preferences.server";
import { AiPreferencesSchema } from "~/domain/ai-preferences/schemas";
import { ApiError, api, apiOk, readBody, requireApiAuth } from "~/web/api.server";
import { db } from "~/web/database.server";

const preferencesAnswer = (stored: StoredAiPreferences, message?: string) =>
  apiOk({ ...(message ? { message } : {}), data: stored.preferences, saved: stored.saved });

export const loader = api(async ({ request }: LoaderFunctionArgs) => {
  const { user } = await requireApiAuth(request);
  return preferencesAnswer(await getAiPreferences(await db(), user.id));
});

export const action = api(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== "POST") throw new ApiError(405, "Method not allowed. Use GET or POST.");
  const { user } = await requireApiAuth(request);
  const body = await readBody(request);
  const given =
    body.preferences && typeof body.preferences === "object" && !Array.isArray(body.preferences)
      ? (body.preferences as Record<string, unknown>)
      : body;
  const database = await db();
  const current = (await getAiPreferences(database, user.id)).preferences;
  const merged = Object.fromEntries(
    AI_PREFERENCE_FIELDS.map((field) => [field, given[field] === undefined ? current[field] : given[field]]),
  );
  const preferences = AiPreferencesSchema.parse(merged);
  return preferencesAnswer(
    await saveAiPreferences(database, user.id, preferences, new Date()),
    AI_PREFERENCE_MESSAGES.saved,
  );
});
