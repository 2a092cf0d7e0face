// Which assistant provider answers this server's requests (docs/decisions/040-assistant.md): the
// offline one unless OpenAI is configured and its adapter is registered here.
import { isFlagEnabled } from "~/domain/admin/feature-flags.server";
import { AI_FLAG, AI_TEXTS } from "~/domain/assistant/constants";
import { localProvider } from "~/domain/assistant/local-provider";
import {
  type AssistantProvider,
  busyProvider,
  type ProviderChoice,
  providerInUse,
} from "~/domain/assistant/provider";
import { createOpenAiClient } from "~/integrations/openai/client.server";
import { openAiConfigFromEnv } from "~/integrations/openai/config";
import { createRateLimiter } from "~/integrations/openai/rate-limit";
import { ApiError, requireApiAuth } from "./api.server";
import { getAuth } from "./auth.server";
import { db } from "./database.server";
import { env } from "./env.server";
import { openAiProvider } from "./openai-provider.server";

let openai: { key: string; provider: AssistantProvider } | null = null;
/** One request budget per user for the model (10 a minute): the local provider has none. */
const limiter = createRateLimiter();

/**
 * The provider for this request and why. With a user id, a user over the model's rate limit gets a busy
 * provider: the offline planner answers that request and its reply says the AI service was busy (ADR 046).
 */
export function assistantProvider(userId?: number): { provider: AssistantProvider; choice: ProviderChoice } {
  const config = env();
  const openaiConfig = openAiConfigFromEnv({
    OPENAI_API_KEY: config.OPENAI_API_KEY,
    OPENAI_BASE_URL: config.OPENAI_BASE_URL,
    OPENAI_MODEL: config.OPENAI_MODEL,
  });
  const choice = providerInUse({
    openaiKey: config.OPENAI_API_KEY,
    openaiAvailable: openaiConfig.configured,
    model: openaiConfig.configured ? openaiConfig.model : config.OPENAI_MODEL,
  });
  if (choice.name !== "openai" || !openaiConfig.configured) return { provider: localProvider, choice };
  if (userId !== undefined && !limiter.take(String(userId)).allowed)
    return {
      provider: busyProvider("openai"),
      choice: {
        name: "local",
        reason: "You sent many requests in the last minute: the offline planner answers this one.",
      },
    };
  const key = `${openaiConfig.apiKey}|${openaiConfig.baseURL ?? ""}|${openaiConfig.model}`;
  if (openai?.key !== key)
    openai = {
      key,
      provider: openAiProvider(
        createOpenAiClient({
          apiKey: openaiConfig.apiKey,
          baseURL: openaiConfig.baseURL,
          model: openaiConfig.model,
        }),
      ),
    };
  return { provider: openai.provider, choice };
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
