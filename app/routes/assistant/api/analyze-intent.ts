// POST /api/analyze-intent {message, previousMessages} (docs/api.md#ai-assistant): the message's intent,
// parameters, confidence and clarification question. A provider whose analysis fails is replaced by
// the keyword guess at confidence 0.5, so this answers whenever the input is readable.
import type { ActionFunctionArgs } from "@remix-run/node";
import { analyse } from "~/domain/assistant/assistant";
import { AssistantRequestSchema } from "~/domain/assistant/schemas";
import { householdTools } from "~/domain/assistant/tools.server";
import { todayForHousehold } from "~/domain/household/household.server";
import { ApiError, api, apiOk, readBody } from "~/web/api.server";
import { assistantProvider, requireAssistantCaller } from "~/web/assistant.server";
import { db } from "~/web/database.server";

export const loader = api(async () => {
  throw new ApiError(405, "Method not allowed. Use POST.");
});

export const action = api(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== "POST") throw new ApiError(405, "Method not allowed. Use POST.");
  const user = await requireAssistantCaller(request);
  const input = AssistantRequestSchema.parse(await readBody(request));
  const { provider } = assistantProvider(user.id);
  const database = await db();
  const now = new Date();
  const today = await todayForHousehold(database, user.householdId, now);
  const result = await analyse(provider, householdTools(database, user, now, today), input);
  return apiOk({ ...result, message: result.clarificationQuestion ?? "Intent analysed." });
});
