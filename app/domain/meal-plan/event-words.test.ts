import { expect, test } from "vitest";
import { describeMealEvent } from "./event-words";
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
    "Recipe: Grandma's stew (updated); Nutrition per serving: 320 kcal, protein 20g → 320 kcal, protein 20g, fiber 3g",
  );
  const nothing = {
    type: "MealChanged",
    data: { mealId: 4, changes: { nutrition: { from: nutrition, to: reordered } } },
  } as MealEvent;
  expect(describeMealEvent(nothing, names)).toBe("Saved without changes");
});
