// The OpenAI client against a fake OpenAI-compatible server on loopback (tests/support/fake-openai.ts):
// each scripted reply ends in the documented behaviour (docs/decisions/041-openai-client-and-ai-preferences.md).
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { z } from "zod";
import {
  type FakeOpenAi,
  hang,
  reply,
  startFakeOpenAi,
  status,
  toolCall,
} from "../../../tests/support/fake-openai";
import { createOpenAiClient, defineTool, readReply } from "./client.server";
import { AiRateLimited, AiReplyInvalid, AiTimeout, AiToolRefused, AiUnavailable } from "./errors";

const PlanSchema = z.object({
  days: z.array(z.object({ day: z.string(), dinner: z.string() })).min(1),
});
const plan = { days: [{ day: "Monday", dinner: "Lentil soup" }] };
const messages = [
  { role: "system" as const, content: "You plan meals." },
  { role: "user" as const, content: "Plan Monday's dinner." },
];

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(async () => {
  await fake.close();
});

const client = (timeoutMs?: number) =>
  createOpenAiClient({ apiKey: "sk-test", baseURL: fake.baseURL, model: "fake-model", timeoutMs });
const ask = (timeoutMs?: number, tools = [householdRecipe(1)]) =>
  client(timeoutMs).chatStructured({ messages, schema: PlanSchema, schemaName: "meal_plan", tools });

// Two households' recipes; a tool bound to one household by the caller's closure.
const recipes = new Map([
  [11, { householdId: 1, title: "Lentil soup" }],
  [99, { householdId: 2, title: "Grandma's secret stew" }],
]);
function householdRecipe(householdId: number) {
  return defineTool({
    name: "read_recipe",
    description: "Reads one of the household's recipes by id.",
    parameters: z.object({ recipeId: z.number().int().positive() }),
    run({ recipeId }) {
      const recipe = recipes.get(recipeId);
      if (!recipe || recipe.householdId !== householdId)
        throw new AiToolRefused("No recipe with that id in this household.");
      return { id: recipeId, title: recipe.title };
    },
  });
}

const toolMessages = (index: number): { role: string; content: string }[] =>
  (fake.requests[index]?.body.messages ?? []).filter((m: { role: string }) => m.role === "tool");

describe("the OpenAI client", () => {
  test("a valid structured reply is parsed, with the model, the key, the schema and the tools sent", async () => {
    fake.script(reply(plan));
    const answer = await ask();
    expect(answer).toEqual({ data: plan, toolCalls: [], attempts: 1 });
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.authorization).toBe("Bearer sk-test");
    expect(request?.body.model).toBe("fake-model");
    expect(request?.body.messages).toEqual(messages);
    expect(request?.body.response_format.type).toBe("json_schema");
    expect(request?.body.response_format.json_schema.name).toBe("meal_plan");
    expect(request?.body.response_format.json_schema.schema.properties.days.type).toBe("array");
    expect(request?.body.tools[0].function.name).toBe("read_recipe");
    expect(request?.body.tools[0].function.parameters.properties.recipeId.type).toBe("integer");
  });

  test("malformed JSON, then a valid reply: asked once more, and the second answer is used", async () => {
    fake.script(reply("Sure! Here is your plan: {days:"), reply(plan));
    const answer = await ask();
    expect(answer.data).toEqual(plan);
    expect(answer.attempts).toBe(2);
    expect(fake.requests).toHaveLength(2);
    const retry = fake.requests[1]?.body.messages.at(-1);
    expect(retry.role).toBe("user");
    expect(retry.content).toContain("not valid JSON");
  });

  test("malformed twice: AiReplyInvalid, after exactly two requests", async () => {
    fake.script(reply("not json"), reply("still { not json"), reply(plan));
    const error = await ask().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiReplyInvalid);
    expect((error as AiReplyInvalid).reply).toBe("still { not json");
    expect(fake.requests).toHaveLength(2);
  });

  test("a reply that breaks the schema is asked for again, and twice is AiReplyInvalid", async () => {
    fake.script(reply({ days: [] }), reply({ days: [{ day: "Monday" }] }));
    const error = await ask().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiReplyInvalid);
    expect(fake.requests[1]?.body.messages.at(-1).content).toContain("does not match the schema");

    fake.script(reply({ days: "Monday" }), reply(plan));
    expect((await ask()).data).toEqual(plan);
  });

  test("a tool call: the tool runs with the model's arguments and the model answers from its result", async () => {
    fake.script(toolCall("read_recipe", { recipeId: 11 }), reply(plan));
    const answer = await ask();
    expect(answer.data).toEqual(plan);
    expect(answer.toolCalls).toEqual([{ name: "read_recipe", outcome: "ok" }]);
    const [result] = toolMessages(1);
    expect(JSON.parse(result?.content ?? "")).toEqual({ id: 11, title: "Lentil soup" });
    const assistant = fake.requests[1]?.body.messages.find((m: { role: string }) => m.role === "assistant");
    expect(assistant.tool_calls[0].function.name).toBe("read_recipe");
  });

  test("a tool call for another household's recipe: refused, the model told so, nothing of it leaks", async () => {
    fake.script(toolCall("read_recipe", { recipeId: 99 }), reply(plan));
    const answer = await ask();
    expect(answer.data).toEqual(plan);
    expect(answer.toolCalls).toEqual([{ name: "read_recipe", outcome: "refused" }]);
    expect(JSON.parse(toolMessages(1)[0]?.content ?? "")).toEqual({
      error: "No recipe with that id in this household.",
    });
    expect(JSON.stringify(fake.requests)).not.toContain("secret stew");
  });

  test("bad tool arguments, an unknown tool and a tool that throws each go back to the model as an error", async () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = defineTool({
      name: "broken",
      description: "Always fails.",
      parameters: z.object({}),
      run() {
        throw new Error("database password is hunter2");
      },
    });
    fake.script(
      toolCall("read_recipe", { recipeId: "eleven" }),
      toolCall("read_recipe", "{not json"),
      toolCall("delete_everything", {}),
      toolCall("broken", {}),
      reply(plan),
    );
    const answer = await client().chatStructured({
      messages,
      schema: PlanSchema,
      schemaName: "meal_plan",
      tools: [householdRecipe(1), broken],
    });
    expect(answer.toolCalls.map((c) => c.outcome)).toEqual([
      "invalid-arguments",
      "invalid-arguments",
      "unknown",
      "failed",
    ]);
    const errors = toolMessages(4).map((m) => JSON.parse(m.content).error as string);
    expect(errors[0]).toContain("recipeId");
    expect(errors[1]).toBe("The arguments are not valid JSON.");
    expect(errors[2]).toBe('There is no tool named "delete_everything".');
    expect(errors[3]).toBe("The tool failed. Answer without it.");
    expect(JSON.stringify(fake.requests)).not.toContain("hunter2");
    expect(spy).toHaveBeenCalledOnce();
    spy.mockRestore();
  });

  test("a model that keeps calling tools must answer after the last allowed round", async () => {
    const again = toolCall("read_recipe", { recipeId: 11 });
    fake.script(again, again, again, again, reply(plan));
    const answer = await ask();
    expect(answer.toolCalls).toHaveLength(4);
    expect(fake.requests[4]?.body.tool_choice).toBe("none");
    expect(fake.requests[3]?.body.tool_choice).toBe("auto");
  });

  test("a server that does not answer in time: AiTimeout", async () => {
    fake.script(hang());
    const started = Date.now();
    const error = await ask(300).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiTimeout);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  test("429: AiRateLimited with the server's Retry-After, and no retry of its own", async () => {
    fake.script(status(429, { "Retry-After": "7" }), reply(plan));
    const error = await ask().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiRateLimited);
    expect((error as AiRateLimited).retryAfterSeconds).toBe(7);
    expect(fake.requests).toHaveLength(1);
  });

  test("500: AiUnavailable, and no retry of its own", async () => {
    fake.script(status(500), reply(plan));
    const error = await ask().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiUnavailable);
    expect((error as AiUnavailable).status).toBe(500);
    expect(fake.requests).toHaveLength(1);
  });

  test("a server that is not there: AiUnavailable", async () => {
    const gone = await startFakeOpenAi();
    const baseURL = gone.baseURL;
    await gone.close();
    const error = await createOpenAiClient({ apiKey: "k", baseURL, model: "m" })
      .chatStructured({ messages, schema: PlanSchema, schemaName: "meal_plan" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiUnavailable);
  });
});

describe("reading a final reply", () => {
  test("JSON in a Markdown fence is read; prose is not", () => {
    expect(readReply('```json\n{"days":[{"day":"Mon","dinner":"Soup"}]}\n```', PlanSchema)).toEqual({
      ok: true,
      data: { days: [{ day: "Mon", dinner: "Soup" }] },
    });
    expect(readReply("Here you go", PlanSchema).ok).toBe(false);
  });
});
