// 'Modify' on a plan card with the local provider: only what the instruction reaches changes.
import { describe, expect, test } from "vitest";
import { candidate } from "../../../tests/support/assistant-candidates";
import { localProvider } from "./local-provider";
import { readRevision, revisePlan } from "./modify";
import type { Candidate } from "./planner";
import { DEFAULT_AI_PREFERENCES } from "./preferences";
import type { HouseholdTools } from "./provider";
import { NO_CONSTRAINTS } from "./safety";
import type { PlanDraft } from "./schemas";

let nextId = 1;
const recipe = (title: string, mealType: string, ingredients: string[]): Candidate =>
  candidate(nextId++, title, mealType, ingredients);

const LIBRARY = [
  recipe("Salmon bake", "dinner", ["2 salmon fillets", "1 lemon"]),
  recipe("Beef stew", "dinner", ["500 g beef", "3 carrots"]),
  recipe("Cod tacos", "dinner", ["400 g cod", "8 tortillas"]),
  recipe("Bean chili", "dinner", ["2 cans kidney beans", "1 onion"]),
  recipe("Vegetable stir fry", "dinner", ["1 pepper", "1 broccoli"]),
  recipe("Mushroom risotto", "dinner", ["300 g rice", "200 g mushrooms"]),
  recipe("Lentil soup", "lunch", ["200 g lentils", "1 carrot"]),
];
const id = (title: string) => LIBRARY.find((r) => r.title === title)!.id;
const dinner = (title: string) => ({
  title,
  mealType: "dinner" as const,
  time: "18:30",
  recipeId: id(title),
  include: true,
});
const PLAN: PlanDraft = {
  days: [
    { label: "Day 1", date: null, meals: [dinner("Salmon bake")] },
    { label: "Day 2", date: null, meals: [dinner("Beef stew")] },
    {
      label: "Day 3",
      date: null,
      meals: [{ ...dinner("Lentil soup"), mealType: "lunch", time: "12:30" }, dinner("Cod tacos")],
    },
  ],
};
const titles = (plan: PlanDraft | null) => plan?.days.map((d) => d.meals.map((m) => m.title)) ?? null;

const revised = (instruction: string) => {
  const revision = readRevision(instruction, PLAN);
  if (!revision) return null;
  return revisePlan({
    plan: PLAN,
    revision,
    candidates: LIBRARY,
    constraints: NO_CONSTRAINTS,
    preferences: { ...DEFAULT_AI_PREFERENCES, considerLeftovers: false },
    mealTimes: {},
    inventory: [],
    dailyCalories: null,
    seed: instruction,
  });
};

describe("modifying a plan", () => {
  test.each([
    ["swap day 2 dinner", [["Salmon bake"], ["NEW"], ["Lentil soup", "Cod tacos"]]],
    ["no fish", [["NEW"], ["Beef stew"], ["Lentil soup", "NEW"]]],
    ["make it vegetarian", [["NEW"], ["NEW"], ["Lentil soup", "NEW"]]],
  ])("%s changes only what it names", (instruction, shape) => {
    const result = revised(instruction)!;
    const after = titles(result.plan)!;
    const before = titles(PLAN)!;
    expect(after.map((day, d) => day.map((t, m) => (t === before[d]![m] ? t : "NEW")))).toEqual(shape);
    const all = after.flat();
    expect(new Set(all).size).toBe(all.length);
    expect(result.changes.length).toBe(shape.flat().filter((t) => t === "NEW").length);
  });

  test("no fish leaves no fish; vegetarian leaves no meat or fish", () => {
    expect(titles(revised("no fish")!.plan)!.flat()).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/salmon|cod/i)]),
    );
    for (const title of titles(revised("make it vegetarian")!.plan)!.flat())
      expect(["Bean chili", "Vegetable stir fry", "Mushroom risotto", "Lentil soup"]).toContain(title);
  });

  test("an instruction with nothing to act on is not a revision", () => {
    expect(readRevision("hmm, not sure", PLAN)).toBeNull();
    expect(readRevision("day 2", PLAN)).toBeNull();
  });

  test("a replaced dinner takes its leftovers with it", () => {
    const plan: PlanDraft = {
      days: [
        { label: "Day 1", date: null, meals: [dinner("Salmon bake")] },
        {
          label: "Day 2",
          date: null,
          meals: [
            { ...dinner("Salmon bake"), title: "Leftovers: Salmon bake", mealType: "lunch", leftover: true },
            dinner("Beef stew"),
          ],
        },
      ],
    };
    const result = revisePlan({
      plan,
      revision: readRevision("swap day 1 dinner", plan)!,
      candidates: LIBRARY,
      constraints: NO_CONSTRAINTS,
      preferences: DEFAULT_AI_PREFERENCES,
      mealTimes: {},
      inventory: [],
      dailyCalories: null,
      seed: "x",
    });
    const newDinner = result.plan!.days[0]!.meals[0]!;
    expect(newDinner.title).not.toBe("Salmon bake");
    expect(result.plan!.days[1]!.meals[0]).toMatchObject({
      title: `Leftovers: ${newDinner.title}`,
      recipeId: newDinner.recipeId,
      leftover: true,
    });
    expect(result.plan!.days[1]!.meals[1]!.title).toBe("Beef stew");
  });

  test("the local provider answers the revised plan, or a question when it cannot tell what to change", async () => {
    const tools = {
      today: "2026-11-26",
      recipePool: async () => LIBRARY,
      constraints: async () => NO_CONSTRAINTS,
      preferences: async () => DEFAULT_AI_PREFERENCES,
      mealTimes: async () => ({}),
      inventory: async () => [],
      dailyCalories: async () => null,
    } as unknown as HouseholdTools;
    const request = (instruction: string) => ({
      message: instruction,
      previousMessages: [],
      parameters: {} as never,
      plan: { ...PLAN, name: "Meal Plan 1" },
      instruction,
    });
    const swap = await localProvider.modifyPlan(request("swap day 2 dinner"), tools);
    expect(swap.content).toMatch(/^Here is Meal Plan 1, changed as you asked/);
    expect(titles(swap.mealPlan)![0]).toEqual(["Salmon bake"]);
    const unclear = await localProvider.modifyPlan(request("hmm"), tools);
    expect(unclear.mealPlan).toBeNull();
    expect(unclear.content).toMatch(/swap day 2 dinner/);
  });
});
