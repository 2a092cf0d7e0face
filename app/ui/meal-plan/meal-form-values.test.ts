import { expect, test } from "vitest";
import {
  editMealValues,
  forWhoOf,
  mealServings,
  mealValuesFromPayload,
  newMealValues,
} from "./meal-form-values";

const members = [
  { id: 1, name: "Ann", defaultPortion: 100 },
  { id: 2, name: "Ben", defaultPortion: 50 },
];

test("who eats: everyone, just me, or chosen members", () => {
  expect(forWhoOf([1, 2], members, 1)).toBe("whole-family");
  expect(forWhoOf([1], members, 1)).toBe("just-me");
  expect(forWhoOf([2], members, 1)).toBe("custom");
});

test("a recipe's servings as the meal form takes them: whole, 1 to 12, 4 when unknown", () => {
  expect([0.4, 2.6, 40, null].map(mealServings)).toEqual([1, 3, 12, 4]);
});

test("a new meal is for everyone at their default portions; an edit of a meal for everyone ticks everyone", () => {
  const fresh = newMealValues({
    date: "2026-11-25",
    mealType: "dinner",
    time: "18:00",
    recipe: null,
    members,
  });
  expect(fresh.members).toEqual(["1", "2"]);
  expect(fresh.portions).toEqual({ 1: "100", 2: "50" });
  const edit = editMealValues(
    {
      mealType: "lunch",
      recipeId: 7,
      recipeTitle: "Soup",
      title: "Soup",
      date: "2026-11-25",
      time: "12:00",
      servings: 2,
      memberIds: [],
      portions: {},
      nutrition: null,
      description: "",
      notes: "",
      reminderMinutes: null,
    },
    members,
    1,
  );
  expect(edit.for_who).toBe("whole-family");
  // The recipe's own title follows the recipe.
  expect(edit.title).toBe("");
});

test("a refused post comes back as typed, a posted usual time marked as following the type", () => {
  const fallback = newMealValues({
    date: "2026-11-25",
    mealType: "dinner",
    time: "18:00",
    recipe: null,
    members,
  });
  const back = mealValuesFromPayload(
    {
      meal_type: "lunch",
      time: "18:00",
      time_auto: "18:00",
      members: "2",
      for_who: "custom",
      reminder: "on",
    },
    fallback,
  );
  expect(back.meal_type).toBe("lunch");
  expect(back.members).toEqual(["2"]);
  expect(back.for_who).toBe("custom");
  expect(back.reminder).toBe(true);
  expect(back.time_auto).toBe(true);
  expect(back.portions).toEqual(fallback.portions);
});
