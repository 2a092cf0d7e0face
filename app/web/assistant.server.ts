// Which assistant provider answers this server's requests (docs/decisions/040-assistant.md): the
// offline one unless OpenAI is configured and its adapter is registered here.
import { isFlagEnabled } from "~/domain/admin/feature-flags.server";
import { AI_FLAG, AI_TEXTS } from "~/domain/assistant/constants";
import { localProvider } from "~/domain/assistant/local-provider";
import { type AssistantProvider, type ProviderChoice, providerInUse } from "~/domain/assistant/provider";
import { ApiError, requireApiAuth } from "./api.server";
import { getAuth } from "./auth.server";
import { db } from "./database.server";
import { env } from "./env.server";

export function assistantProvider(): { provider: AssistantProvider; choice: ProviderChoice } {
  const config = env();
  const choice = providerInUse({
    openaiKey: config.OPENAI_API_KEY,
    openaiAvailable: false,
    model: config.OPENAI_MODEL,
  });
  return { provider: localProvider, choice };
}

/** An API caller of the assistant: signed in (else the chat's 401 text) and with the AI flag on. */
export async function requireAssistantCaller(request: Request) {
  const auth = await getAuth(request);
  if (!auth) throw new ApiError(401, AI_TEXTS.sessionExpired);
  const { user } = await requireApiAuth(request);
  if (!(await isFlagEnabled(await db(), AI_FLAG, user.role)))
    throw new ApiError(403, "The AI assistant is turned off for your account.");
  return user;
}
