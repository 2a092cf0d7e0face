// POST /api/settings/clear-data {confirmation: "CLEAR"}: the Advanced tab's "Clear all data" for API
// clients, with the page's typed confirmation (in capitals or not). The account stays and moves to a new,
// empty household of the same name; refused (422) while other accounts share the household (ADR 043).
import type { ActionFunctionArgs } from "@remix-run/node";
import { CLEAR_CONFIRM_WORD, SETTINGS_TEXTS } from "~/domain/settings/constants";
import { clearAllData } from "~/domain/settings/household-data.server";
import { confirmationSchema } from "~/domain/settings/schemas";
import { ApiError, api, apiOk, readBody, requireApiAuth } from "~/web/api.server";
import { db } from "~/web/database.server";

const ClearSchema = confirmationSchema(CLEAR_CONFIRM_WORD);

export const loader = api(async () => {
  throw new ApiError(405, "Method not allowed. Use POST.");
});

export const action = api(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== "POST") throw new ApiError(405, "Method not allowed. Use POST.");
  const { user } = await requireApiAuth(request);
  ClearSchema.parse(await readBody(request));
  const { householdId } = await clearAllData(await db(), user, new Date());
  return apiOk({ message: SETTINGS_TEXTS.dataCleared, data: { household_id: householdId } });
});
