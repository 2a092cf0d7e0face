// POST /api/ai-assistant {message, previousMessages} (docs/api.md#ai-assistant): one chat turn — the
// answer by intent (responseType, message, content, recipes, mealPlan), stored in the user's chat like
// the page's. The spec's client also sends intent, parameters and optimizedPrompt; the server reads the
// intent itself, so a client cannot steer it past the checks. An Idempotency-Key header (or
// `idempotency_key`) sent again answers the stored turn with `replayed: true` and asks no provider; a
// busy AI service is answered by the offline planner with `answeredOffline: true` (ADR 046). Errors: 401 with the session text, 504 with
// the timeout text, 502 with the failure text.
import type { ActionFunctionArgs } from "@remix-run/node";
import { AssistantError } from "~/domain/assistant/assistant";
import { AssistantRequestSchema } from "~/domain/assistant/schemas";
import { chatTurn } from "~/domain/assistant/turn.server";
import { ApiError, api, apiOk, readBody } from "~/web/api.server";
import { assistantProvider, requireAssistantCaller } from "~/web/assistant.server";
import { db } from "~/web/database.server";
import { idempotencyKeyOf } from "~/web/meal-api.server";

export const loader = api(async () => {
  throw new ApiError(405, "Method not allowed. Use POST.");
});

export const action = api(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== "POST") throw new ApiError(405, "Method not allowed. Use POST.");
  const user = await requireAssistantCaller(request);
  const body = await readBody(request);
  const input = AssistantRequestSchema.parse(body);
  const idempotencyKey = idempotencyKeyOf(request, body);
  const { provider } = assistantProvider(user.id);
  try {
    const turn = await chatTurn(await db(), user, provider, { ...input, idempotencyKey }, new Date());
    return apiOk({
      responseType: turn.responseType,
      intent: turn.intent.intent,
      confidence: turn.intent.confidence,
      message: turn.content,
      content: turn.content,
      recipes: turn.recipes,
      mealPlan: turn.plan,
      answeredOffline: turn.answeredOffline === true,
      replayed: turn.replayed,
    });
  } catch (error) {
    if (error instanceof AssistantError)
      throw new ApiError(error.kind === "timeout" ? 504 : 502, error.message);
    throw error;
  }
});
