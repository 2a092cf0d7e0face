import { describe, expect, test } from "vitest";
import { DEFAULT_OPENAI_MODEL, openAiConfigFromEnv } from "./config";

describe("the OpenAI configuration", () => {
  test("without a key it is not configured, and says why", () => {
    expect(openAiConfigFromEnv({})).toEqual({ configured: false, reason: "OPENAI_API_KEY is not set." });
    expect(openAiConfigFromEnv({ OPENAI_API_KEY: "  " }).configured).toBe(false);
  });

  test("a key alone: the SDK's default server and the default model", () => {
    expect(openAiConfigFromEnv({ OPENAI_API_KEY: "sk-1" })).toEqual({
      configured: true,
      apiKey: "sk-1",
      baseURL: undefined,
      model: DEFAULT_OPENAI_MODEL,
    });
  });

  test("a compatible server and a model", () => {
    expect(
      openAiConfigFromEnv({
        OPENAI_API_KEY: "sk-1",
        OPENAI_BASE_URL: "http://127.0.0.1:11434/v1/",
        OPENAI_MODEL: "llama3.1",
      }),
    ).toMatchObject({ configured: true, baseURL: "http://127.0.0.1:11434/v1", model: "llama3.1" });
  });

  test.each([
    ["not a url", "OPENAI_BASE_URL is not a valid URL."],
    ["ftp://models.example/v1", "OPENAI_BASE_URL must be an http or https URL."],
    ["https://user:pw@models.example/v1", "OPENAI_BASE_URL must not contain a user name or password."],
  ])("a base URL %s is refused", (base, reason) => {
    expect(openAiConfigFromEnv({ OPENAI_API_KEY: "sk-1", OPENAI_BASE_URL: base })).toEqual({
      configured: false,
      reason,
    });
  });
});
