// The assistant's OpenAI provider against the fake OpenAI-compatible server on loopback: the model reads
// the household only through the bound tools, and its answers come back in the domain's shapes.
import { afterAll, beforeAll, expect, test } from "vitest";
import { answer } from "~/domain/assistant/assistant";
import { AI_TEXTS } from "~/domain/assistant/constants";
import { DEFAULT_AI_PREFERENCES } from "~/domain/assistant/preferences";
import { busyProvider, type HouseholdTools } from "~/domain/assistant/provider";
import { createOpenAiClient } from "~/integrations/openai/client.server";
import { candidate } from "../../tests/support/assistant-candidates";
import { type FakeOpenAi, reply, startFakeOpenAi, status, toolCall } from "../../tests/support/fake-openai";
import { openAiProvider } from "./openai-provider.server";

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(async () => {
  await fake.close();
});

const dal = () =>
  candidate(11, "Lentil dal", "dinner", ["1 cup red lentils"], {
    cuisine: "Indian",
    tags: ["vegetarian"],
    calories: 320,
    own: true,
  });

/** One household's tools: its searches see only its own recipe. */
const tools: HouseholdTools = {
  today: "2026-11-26",
  searchRecipes: async () => [dal()],
  recipePool: async () => [dal()],
  constraints: async () => ({ allergies: [{ term: "peanut", who: ["Ana"] }], diets: [], dislikes: [] }),
  preferences: async () => DEFAULT_AI_PREFERENCES,
  mealTimes: async () => ({ dinner: "18:30" }),
  inventory: async () => ["rice"],
  dailyCalories: async () => 2000,
  nutritionSummary: async () => ["Calories: 1,850 a day against 2,000."],
  calendar: async () => [],
};

const provider = () =>
  openAiProvider(createOpenAiClient({ apiKey: "sk-test", baseURL: fake.baseURL, model: "fake-model" }));

test("a plan: the model searches through the bound tool, then answers in the plan's shape", async () => {
  fake.script(
    toolCall("search_recipes", { text: "lentil" }),
    reply({
      content: "Here is a plan.",
      recipes: [],
      mealPlan: {
        days: [
          {
            label: "Thursday",
            date: "2026-11-26",
            meals: [{ title: "Lentil dal", mealType: "dinner", recipeId: 11 }],
          },
        ],
      },
    }),
  );
  const before = fake.requests.length;
  const answer = await provider().mealPlan(
    { message: "Plan a vegetarian dinner for today", previousMessages: [], parameters: {} as never },
    tools,
  );
  expect(answer.mealPlan?.days[0]?.meals[0]).toMatchObject({
    title: "Lentil dal",
    recipeId: 11,
    include: true,
  });
  const second = fake.requests[before + 1]!.body;
  // The tool's answer went back to the model; the model was told which tools exist and today's date.
  expect(JSON.stringify(second.messages)).toContain("Lentil dal");
  expect(second.messages[0].content).toContain("2026-11-26");
  expect(second.tools.map((t: { function: { name: string } }) => t.function.name).sort()).toEqual([
    "household_constraints",
    "nutrition_summary",
    "read_calendar",
    "search_recipes",
  ]);
  // No tool takes a household or a user: the model cannot ask for anyone else's data.
  expect(JSON.stringify(second.tools)).not.toMatch(/household_?id|user_?id/i);
});

test("an intent comes back in the domain's shape", async () => {
  fake.script(
    reply({
      intent: "RECIPE_SEARCH",
      parameters: { query: "soup", meal_type: ["dinner"] },
      confidence: 0.9,
      clarificationQuestion: null,
    }),
  );
  const intent = await provider().analyseIntent({ message: "find me a soup", previousMessages: [] }, tools);
  expect(intent).toMatchObject({
    intent: "RECIPE_SEARCH",
    confidence: 0.9,
    parameters: { query: "soup", days: null },
  });
});

test("a 429 from the AI service: the offline planner answers the turn and the reply says the service was busy", async () => {
  fake.script(status(429, { "Retry-After": "20" }));
  const before = fake.requests.length;
  const turn = await answer(provider(), tools, {
    message: "plan 2 days of vegetarian dinners",
    previousMessages: [],
  });
  // One request reached the server (the intent); the rest of the turn never asked it again.
  expect(fake.requests.length - before).toBe(1);
  expect(turn.answeredOffline).toBe(true);
  expect(turn.content.startsWith(AI_TEXTS.busy)).toBe(true);
  expect(turn.responseType).toBe("mealPlan");
  expect(turn.mealPlan?.days.flatMap((d) => d.meals).map((m) => m.title)).toContain("Lentil dal");
});

test("a 429 on the answer after a good intent is busy too; a 500 stays the failure it was", async () => {
  fake.script(
    reply({
      intent: "RECIPE_SEARCH",
      parameters: { query: "lentil" },
      confidence: 0.9,
      clarificationQuestion: null,
    }),
    status(429),
  );
  const busy = await answer(provider(), tools, { message: "find a lentil recipe", previousMessages: [] });
  expect(busy).toMatchObject({ answeredOffline: true, responseType: "recipes" });
  expect(busy.recipes.map((r) => r.title)).toEqual(["Lentil dal"]);

  fake.script(
    reply({
      intent: "RECIPE_SEARCH",
      parameters: { query: "lentil" },
      confidence: 0.9,
      clarificationQuestion: null,
    }),
    status(500),
  );
  const errors: unknown[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => errors.push(args);
  try {
    await expect(
      answer(provider(), tools, { message: "find a lentil recipe", previousMessages: [] }),
    ).rejects.toThrow(AI_TEXTS.failed);
  } finally {
    console.error = original;
  }
  expect(errors).toHaveLength(1);
});

test("a user past their model budget is answered offline with the same words, without a request", async () => {
  const before = fake.requests.length;
  const turn = await answer(busyProvider("openai"), tools, {
    message: "find a lentil recipe",
    previousMessages: [],
  });
  expect(fake.requests.length).toBe(before);
  expect(turn.content.startsWith(AI_TEXTS.busy)).toBe(true);
});
