// The turn's checks hold whatever the provider answers: a stand-in provider plays a model that suggests
// a nut recipe, plans one, names a recipe the user cannot read, answers nonsense or never answers.
import { describe, expect, test, vi } from "vitest";
import { candidate as testCandidate } from "../../../tests/support/assistant-candidates";
import { AssistantError, answer } from "./assistant";
import { AI, AI_TEXTS } from "./constants";
import { localProvider } from "./local-provider";
import type { Candidate } from "./planner";
import { DEFAULT_AI_PREFERENCES } from "./preferences";
import type { AssistantProvider, HouseholdTools } from "./provider";

const candidate = (id: number, title: string, mealType: string, ingredients: string[]): Candidate =>
  testCandidate(id, title, mealType, ingredients, { totalMinutes: 20, cookMinutes: 10, own: true });

const POOL = [
  candidate(1, "Satay noodles", "dinner", ["3 tbsp peanut butter", "200 g noodles"]),
  candidate(2, "Bean chili", "dinner", ["2 cans beans"]),
  candidate(3, "Lentil soup", "dinner", ["200 g lentils"]),
];

const tools: HouseholdTools = {
  today: "2026-11-26",
  searchRecipes: async () => POOL,
  recipePool: async () => POOL,
  constraints: async () => ({ allergies: [{ term: "Peanuts", who: ["Sam"] }], diets: [], dislikes: [] }),
  preferences: async () => DEFAULT_AI_PREFERENCES,
  mealTimes: async () => ({ dinner: "18:30" }),
  inventory: async () => [],
  dailyCalories: async () => null,
  nutritionSummary: async () => [],
  calendar: async () => [],
};

const model = (overrides: Partial<AssistantProvider>): AssistantProvider => ({
  ...localProvider,
  name: "openai",
  ...overrides,
});
const ask = (message: string) => ({ message, previousMessages: [] });

describe("every answer is checked", () => {
  test("a suggested recipe with the family's allergen is dropped, and the answer says why", async () => {
    const provider = model({
      searchRecipes: async () => ({
        content: "Try these:",
        recipes: [
          { ...POOL[0]!, ingredients: ["peanuts", "noodles"], id: null } as never,
          { id: null, title: "Tomato soup", ingredients: ["6 tomatoes"] } as never,
        ],
        mealPlan: null,
      }),
    });
    const reply = await answer(provider, tools, ask("find me a recipe for dinner"));
    expect(reply.recipes.map((r) => r.title)).toEqual(["Tomato soup"]);
    expect(reply.content).toContain(
      `I left out "Satay noodles" because it contains peanuts (Sam's allergy).`,
    );
  });

  test("a planned meal with the allergen is replaced by a safe recipe; an unreadable recipe id is forgotten and replaced", async () => {
    const provider = model({
      mealPlan: async () => ({
        content: "Here is your plan.",
        recipes: [],
        mealPlan: {
          days: [
            {
              label: "Day 1",
              date: null,
              meals: [{ title: "Satay noodles", mealType: "dinner", time: null, recipeId: 1, include: true }],
            },
            {
              label: "Day 2",
              date: null,
              meals: [
                { title: "Someone's stew", mealType: "dinner", time: null, recipeId: 999, include: true },
              ],
            },
          ],
        },
      }),
    });
    const reply = await answer(provider, tools, ask("plan 2 days of dinners"));
    const meals = reply.mealPlan!.days.flatMap((d) => d.meals);
    expect(meals.map((m) => m.title)).not.toContain("Satay noodles");
    expect(["Bean chili", "Lentil soup"]).toContain(meals[0]!.title);
    // A recipe id the user may not read is forgotten; its title alone cannot be checked for the
    // family's allergies, so that meal is replaced too (ADR 067).
    expect(meals.map((m) => m.title)).not.toContain("Someone's stew");
    expect(reply.content).toContain(`I left out "Someone's stew" because I could not check its ingredients`);
    expect(reply.content).toMatch(/instead\./);
  });

  test("an answer that is not the schema's is the failure text; one that never comes is the timeout text", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = model({ generalAnswer: async () => ({ content: "" }) as never });
    await expect(answer(broken, tools, ask("how do i store basil?"))).rejects.toThrow(AI_TEXTS.failed);
    const silent = model({ generalAnswer: () => new Promise(() => {}) });
    const error = await answer(silent, tools, ask("how do i store basil?"), { timeoutMs: 20 }).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(AssistantError);
    expect(error.message).toBe(AI_TEXTS.timeout);
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });

  test("when the intent analysis fails, the keyword guess answers at 0.5", async () => {
    const provider = model({
      analyseIntent: async () => {
        throw new Error("model down");
      },
    });
    const reply = await answer(provider, tools, ask("plan 2 days of dinners"));
    expect(reply.intent).toMatchObject({ intent: "MEAL_PLAN", confidence: AI.fallbackConfidence });
    expect(reply.responseType).toBe("mealPlan");
  });
});
