// A small client for an OpenAI-compatible chat server (the official `openai` SDK, 6.x): one structured
// answer per call, validated with a zod schema, with tools the model may call in between
// (docs/decisions/041-openai-client-and-ai-preferences.md).
//
// - Tools are closures the caller binds to the signed-in household: the model sends arguments, never a
//   household or user id of its choosing; arguments are checked with the tool's zod schema, and a refusal
//   or a bad argument goes back to the model as a tool error, never up as a crash.
// - One deadline for the whole call (every round, every tool): 180 s by default.
// - A final reply that is not JSON, or not the schema's shape, is asked for once more; a second bad one is
//   AiReplyInvalid. The SDK's own retries are off: 429 and 5xx go straight to the caller, typed.
// - The caller holds no database transaction while this waits: a tool opens and closes its own reads.
import OpenAI from "openai";
import type {
  ChatCompletion,
  ChatCompletionCreateParamsNonStreaming,
  ChatCompletionMessageParam,
  ChatCompletionTool,
} from "openai/resources/chat/completions";
import { z } from "zod";
import { DEFAULT_OPENAI_TIMEOUT_MS } from "./config";
import { AiError, AiRateLimited, AiReplyInvalid, AiTimeout, AiToolRefused, AiUnavailable } from "./errors";

/** A tool the model may call. `run` is the caller's closure (bound to its household); it may throw AiToolRefused. */
export type AiTool = {
  name: string;
  description: string;
  parameters: z.ZodType;
  // biome-ignore lint/suspicious/noExplicitAny: the arguments are whatever `parameters` parsed them to.
  run(args: any): unknown;
};

/** Defines a tool whose `run` sees the arguments typed by its schema. */
export function defineTool<S extends z.ZodType>(tool: {
  name: string;
  description: string;
  parameters: S;
  run(args: z.output<S>): unknown;
}): AiTool {
  return tool;
}

export type AiMessage = { role: "system" | "user" | "assistant"; content: string };

export type ToolCallRecord = {
  name: string;
  outcome: "ok" | "invalid-arguments" | "refused" | "failed" | "unknown";
};

export type StructuredAnswer<T> = {
  data: T;
  /** Every tool call the model made, in order, with how it ended (for logs and tests). */
  toolCalls: ToolCallRecord[];
  /** 1, or 2 when the first final reply was refused and asked for again. */
  attempts: number;
};

export type OpenAiClient = {
  readonly model: string;
  chatStructured<S extends z.ZodType>(request: {
    messages: AiMessage[];
    schema: S;
    schemaName: string;
    tools?: AiTool[];
  }): Promise<StructuredAnswer<z.output<S>>>;
};

export type OpenAiClientOptions = {
  apiKey: string;
  /** An OpenAI-compatible server; the SDK's default (api.openai.com) when undefined. */
  baseURL?: string;
  model: string;
  timeoutMs?: number;
  /** How many times the model may ask for tools before it must answer. */
  maxToolRounds?: number;
};

export const MAX_TOOL_ROUNDS = 4;
/** A tool's answer is cut to this many characters before it goes back to the model. */
export const TOOL_RESULT_LIMIT = 20_000;

export function createOpenAiClient(options: OpenAiClientOptions): OpenAiClient {
  const timeoutMs = options.timeoutMs ?? DEFAULT_OPENAI_TIMEOUT_MS;
  const maxToolRounds = options.maxToolRounds ?? MAX_TOOL_ROUNDS;
  // The SDK's own fetch (global fetch), not the SSRF-safe client: the base URL is the operator's
  // configuration, never a user's input, and may well be a model server on a private address (ADR 041).
  const sdk = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    timeout: timeoutMs,
    maxRetries: 0,
  });

  return {
    model: options.model,
    async chatStructured({ messages, schema, schemaName, tools = [] }) {
      const deadline = Date.now() + timeoutMs;
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      const byName = new Map(tools.map((t) => [t.name, t]));
      const toolParams: ChatCompletionTool[] = tools.map((t) => ({
        type: "function",
        function: { name: t.name, description: t.description, parameters: jsonSchemaOf(t.parameters) },
      }));
      const responseFormat: ChatCompletionCreateParamsNonStreaming["response_format"] = {
        type: "json_schema",
        json_schema: { name: schemaName, schema: jsonSchemaOf(schema), strict: false },
      };
      const conversation: ChatCompletionMessageParam[] = messages.map((m) => ({ ...m }));
      const toolCalls: ToolCallRecord[] = [];

      const ask = async (allowTools: boolean): Promise<ChatCompletion> => {
        const remaining = deadline - Date.now();
        if (remaining <= 0) throw new AiTimeout(timeoutMs);
        try {
          return await sdk.chat.completions.create(
            {
              model: options.model,
              messages: conversation,
              response_format: responseFormat,
              ...(toolParams.length ? { tools: toolParams, tool_choice: allowTools ? "auto" : "none" } : {}),
            },
            { signal: controller.signal, timeout: remaining, maxRetries: 0 },
          );
        } catch (error) {
          throw toAiError(error, timeoutMs, controller.signal.aborted);
        }
      };

      try {
        let rounds = 0;
        let attempts = 0;
        for (;;) {
          const completion = await ask(rounds < maxToolRounds);
          const message = completion.choices[0]?.message;
          if (!message) throw new AiUnavailable("The AI service answered without a message.", undefined);
          const calls = (message.tool_calls ?? []).filter((c) => c.type === "function");
          if (calls.length > 0 && rounds < maxToolRounds) {
            rounds += 1;
            conversation.push({ role: "assistant", content: message.content ?? null, tool_calls: calls });
            for (const call of calls) {
              const { record, content } = await runTool(byName.get(call.function.name), call.function);
              toolCalls.push(record);
              conversation.push({ role: "tool", tool_call_id: call.id, content });
              if (Date.now() >= deadline) throw new AiTimeout(timeoutMs);
            }
            continue;
          }
          attempts += 1;
          const reply = message.content ?? "";
          const problem = readReply(reply, schema);
          if (problem.ok) return { data: problem.data, toolCalls, attempts };
          if (attempts >= 2)
            throw new AiReplyInvalid(`The AI reply was refused twice: ${problem.why}`, reply);
          conversation.push({ role: "assistant", content: reply });
          conversation.push({
            role: "user",
            content: `Your reply could not be used: ${problem.why} Answer again with only a JSON object that matches the "${schemaName}" schema.`,
          });
        }
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });
  return rest;
}

type ReadReply<T> = { ok: true; data: T } | { ok: false; why: string };

/** The final reply as the schema's value, or why not (in words the model can act on). */
export function readReply<S extends z.ZodType>(reply: string, schema: S): ReadReply<z.output<S>> {
  let value: unknown;
  try {
    value = JSON.parse(stripFence(reply));
  } catch {
    return { ok: false, why: "it is not valid JSON." };
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, why: `it does not match the schema (${issuesText(parsed.error)}).` };
}

/** Some compatible servers wrap JSON in a Markdown fence even when asked not to. */
function stripFence(text: string): string {
  const match = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/.exec(text);
  return match?.[1] ?? text;
}

function issuesText(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`)
    .join("; ");
}

/** Runs one tool call; every failure becomes a message for the model, never an exception. */
async function runTool(
  tool: AiTool | undefined,
  call: { name: string; arguments: string },
): Promise<{ record: ToolCallRecord; content: string }> {
  const name = call.name;
  if (!tool)
    return { record: { name, outcome: "unknown" }, content: toolError(`There is no tool named "${name}".`) };
  let raw: unknown;
  try {
    raw = call.arguments.trim() ? JSON.parse(call.arguments) : {};
  } catch {
    return {
      record: { name, outcome: "invalid-arguments" },
      content: toolError("The arguments are not valid JSON."),
    };
  }
  const args = tool.parameters.safeParse(raw);
  if (!args.success)
    return {
      record: { name, outcome: "invalid-arguments" },
      content: toolError(`The arguments are not valid: ${issuesText(args.error)}.`),
    };
  try {
    const result = await tool.run(args.data);
    const text = JSON.stringify(result ?? null);
    return { record: { name, outcome: "ok" }, content: text.slice(0, TOOL_RESULT_LIMIT) };
  } catch (error) {
    if (error instanceof AiToolRefused)
      return { record: { name, outcome: "refused" }, content: toolError(error.message) };
    // Whatever broke stays in the server's log; the model only learns that the tool failed.
    console.error(`[ai] tool ${name} failed`, error);
    return { record: { name, outcome: "failed" }, content: toolError("The tool failed. Answer without it.") };
  }
}

const toolError = (message: string) => JSON.stringify({ error: message });

function toAiError(error: unknown, timeoutMs: number, deadlinePassed: boolean): AiError {
  if (error instanceof AiError) return error;
  if (deadlinePassed || error instanceof OpenAI.APIConnectionTimeoutError)
    return new AiTimeout(timeoutMs, { cause: error });
  if (error instanceof OpenAI.RateLimitError) {
    const header = error.headers?.get("retry-after");
    const seconds = header && /^\d+$/.test(header) ? Number(header) : undefined;
    return new AiRateLimited(seconds, { cause: error });
  }
  if (error instanceof OpenAI.APIError && error.status !== undefined) {
    return new AiUnavailable(
      error.status >= 500
        ? `The AI service failed (HTTP ${error.status}).`
        : `The AI service refused the request (HTTP ${error.status}).`,
      error.status,
      { cause: error },
    );
  }
  if (error instanceof OpenAI.APIConnectionError)
    return new AiUnavailable("The AI service could not be reached.", undefined, { cause: error });
  return new AiUnavailable("The AI request failed.", undefined, { cause: error });
}
