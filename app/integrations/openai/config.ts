// Whether the OpenAI provider is configured, read from the environment (README: OPENAI_API_KEY,
// OPENAI_BASE_URL, OPENAI_MODEL). Without a key the assistant uses its local provider; the AI page shows
// the reason this gives.

export const DEFAULT_OPENAI_MODEL = "gpt-4o-mini";
/** The spec's AI timeout: 180 s for one whole answer (docs/product.md#ai-assistant). */
export const DEFAULT_OPENAI_TIMEOUT_MS = 180_000;

export type OpenAiConfig =
  | { configured: true; apiKey: string; baseURL: string | undefined; model: string }
  | { configured: false; reason: string };

type Env = Record<string, string | undefined>;

export function openAiConfigFromEnv(env: Env = process.env): OpenAiConfig {
  const apiKey = env.OPENAI_API_KEY?.trim();
  if (!apiKey) return { configured: false, reason: "OPENAI_API_KEY is not set." };
  const rawBase = env.OPENAI_BASE_URL?.trim();
  let baseURL: string | undefined;
  if (rawBase) {
    let url: URL;
    try {
      url = new URL(rawBase);
    } catch {
      return { configured: false, reason: "OPENAI_BASE_URL is not a valid URL." };
    }
    if (url.protocol !== "http:" && url.protocol !== "https:")
      return { configured: false, reason: "OPENAI_BASE_URL must be an http or https URL." };
    if (url.username || url.password)
      return { configured: false, reason: "OPENAI_BASE_URL must not contain a user name or password." };
    baseURL = url.toString().replace(/\/$/, "");
  }
  const model = env.OPENAI_MODEL?.trim() || DEFAULT_OPENAI_MODEL;
  return { configured: true, apiKey, baseURL, model };
}
