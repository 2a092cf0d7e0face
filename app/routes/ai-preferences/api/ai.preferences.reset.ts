// POST /api/ai/preferences/reset (no body) → {success, message: 'Preferences reset to defaults.', data,
// saved: false}: the caller's AI planning preferences back to the defaults (docs/product.md#ai-assistant).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { AI_PREFERENCE_MESSAGES } from "~/domain/ai-preferences/constants";
import { resetAiPreferences } from "~/domain/ai-preferences/preferences.server";
import { ApiError, api, apiOk, requireApiAuth } from "~/web/api.server";
import { db } from "~/web/database.server";

export const loader = api(async (_args: LoaderFunctionArgs) => {
  throw new ApiError(405, "Method not allowed. Use POST.");
});

export const action = api(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== "POST") throw new ApiError(405, "Method not allowed. Use POST.");
  const { user } = await requireApiAuth(request);
  const stored = await resetAiPreferences(await db(), user.id);
  return apiOk({ message: AI_PREFERENCE_MESSAGES.reset, data: stored.preferences, saved: stored.saved });
});
