import { describe, expect, it } from "vitest";
import type { CalendarMeal } from "../meal-plan/meal-queries.server";
import { entryOf } from "./analysis.server";

const meal = (extra: Partial<CalendarMeal>) =>
  ({
    date: "2026-11-25",
    title: "Stew",
    mealType: "dinner",
    memberIds: [],
    portions: {},
    nutrition: { calories: 600, protein: 30, carbs: 50, fat: 20, fiber: null, sugar: null },
    dishes: [],
    ...extra,
  }) as CalendarMeal;

describe("a meal as one person ate it", () => {
  it.each([
    ["the whole household: one serving", meal({}), undefined, 60, 600],
    ["a meal for everyone: the member's default portion", meal({}), 7, 60, 360],
    ["listed with a stored portion", meal({ memberIds: [7], portions: { "7": 150 } }), 7, 60, 900],
    ["listed without a stored portion: a full one", meal({ memberIds: [7] }), 7, 60, 600],
  ] as const)("%s", (_, m, memberId, defaultPortion, calories) => {
    const entry = entryOf(m, memberId, defaultPortion);
    expect(entry.nutrition.calories).toBe(calories);
    expect(entry.nutrition.fiber).toBeNull();
  });
});
