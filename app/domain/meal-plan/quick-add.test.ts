import { expect, test } from "vitest";
import { mealServings, quickAddChoice } from "./quick-add";

test("a quick add is one of today's four or tomorrow's three meals, the type in any case", () => {
  expect(quickAddChoice("today", "Snack")).toEqual({ day: "today", type: "snack" });
  expect(quickAddChoice("tomorrow", "dinner")).toEqual({ day: "tomorrow", type: "dinner" });
  expect(quickAddChoice("tomorrow", "snack")).toBeNull();
  expect(quickAddChoice("yesterday", "dinner")).toBeNull();
  expect(quickAddChoice("today", null)).toBeNull();
});

test("a recipe's servings as a meal takes them: whole, 1 to 12, 4 when unknown", () => {
  expect(mealServings(2.4)).toBe(2);
  expect(mealServings(40)).toBe(12);
  expect(mealServings(null)).toBe(4);
});
