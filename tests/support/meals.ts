// A meal request with sensible defaults, for the planner's tests.
import type { MealRequest } from "../../app/domain/meal-plan/meals.server";

export const mealRequest = (extra: Partial<MealRequest> = {}): MealRequest => ({
  mealType: "dinner",
  title: "Soup",
  date: "2026-11-25",
  time: null,
  recipeId: null,
  description: "",
  notes: "",
  servings: 4,
  memberIds: [],
  portions: {},
  forNames: [],
  reminderMinutes: null,
  nutrition: null,
  recurrence: null,
  ...extra,
});
