import { expect, test } from "vitest";
import type { RecordedEvent } from "../../events/types";
import { describeEvent, describeMealEvent, historyLines } from "./event-words";
import type { MealEvent } from "./events";

const names = new Map<number, string>();
const nutrition = { calories: 320, protein: 20, carbs: null, fat: null, fiber: null, sugar: null };
// The same values in jsonb's key order (shorter keys first), as an old event read back from the log has them.
const reordered = { fat: null, carbs: null, fiber: null, sugar: null, protein: 20, calories: 320 };

test("a meal's history leaves out the fields a change did not change", () => {
  const event = {
    type: "MealChanged",
    data: {
      mealId: 4,
      changes: {
        recipe: {
          from: { id: 3, title: "Grandma's stew", servings: 4, nutrition },
          to: { nutrition: reordered, servings: 4, title: "Grandma's stew", id: 3 },
        },
        nutrition: { from: nutrition, to: reordered },
        servings: { from: 4, to: 2 },
      },
    },
  } as MealEvent;
  expect(describeMealEvent(event, names)).toBe("Servings: 4 → 2");
});

test("a renewed recipe snapshot under the same title says it was updated; nothing changed says so", () => {
  const renewed = {
    type: "MealChanged",
    data: {
      mealId: 4,
      changes: {
        recipe: {
          from: { id: 3, title: "Grandma's stew", servings: 4, nutrition },
          to: { id: 3, title: "Grandma's stew", servings: 6, nutrition },
        },
        nutrition: { from: nutrition, to: { ...nutrition, fiber: 3 } },
      },
    },
  } as MealEvent;
  expect(describeMealEvent(renewed, names)).toBe(
    'Recipe: "Grandma\'s stew" (updated); Nutrition per serving: 320 kcal, protein 20 g → 320 kcal, protein 20 g, fiber 3 g',
  );
  const nothing = {
    type: "MealChanged",
    data: { mealId: 4, changes: { nutrition: { from: nutrition, to: reordered } } },
  } as MealEvent;
  expect(describeMealEvent(nothing, names)).toBe("Saved without changes");
});

test("Meal Details and the log name the source and the meal with the same words", () => {
  const planned = {
    type: "MealPlanned",
    data: { mealId: 4, title: "Soup", date: "2026-11-24", mealType: "dinner", time: "18:00" },
    globalPosition: 1,
    transactionId: "1",
    householdId: 2,
    householdSequence: 1,
    streamId: "meal-4",
    streamVersion: 1,
    metadata: { householdId: 2, actor: { userId: 1, name: "Anna" }, source: "api" },
    recordedAt: new Date("2026-11-23T10:05:00Z"),
    previousHash: "",
    hash: "",
  } as unknown as RecordedEvent;
  const [line] = historyLines([planned], names);
  expect(line).toMatchObject({ who: "Anna", source: "API token" });
  expect(line?.what).toMatch(/^Planned "Soup" for /);
  expect(describeEvent(planned)).toMatch(/^Anna via API token, .*: Planned "Soup" for /);
});
