import { expect, test } from "vitest";
import type { NutritionValues } from "~/domain/nutrition/constants";
import {
  mealNutrition,
  memberCalories,
  nutrientText,
  type PlannerMeal,
  summarize,
  toMonthMeal,
  totalsFromMeals,
} from "./planner-format";

const nutrition = (values: Partial<NutritionValues>): NutritionValues => ({
  calories: null,
  protein: null,
  carbs: null,
  fat: null,
  fiber: null,
  sugar: null,
  ...values,
});

let id = 0;
const meal = (date: string, n: NutritionValues | null, extra: Partial<PlannerMeal> = {}): PlannerMeal => ({
  id: ++id,
  date,
  time: "18:30",
  mealType: "dinner",
  title: `Meal ${id}`,
  description: "",
  recipeId: null,
  isLeftover: false,
  prepared: false,
  version: 1,
  memberIds: [],
  portions: {},
  nutrition: n,
  missingNutrition: n?.calories === null || n === null,
  ...extra,
});

test("a meal stating only calories and protein leaves carbs and fat unknown, not 0", () => {
  const meals = [meal("2026-11-24", nutrition({ calories: 320, protein: 20 }))];
  const [day] = totalsFromMeals(meals);
  expect(day).toMatchObject({
    calories: 320,
    protein: 20,
    carbs: null,
    fat: null,
    meals: 1,
    mealsMissing: 0,
  });
  expect(day?.missing).toMatchObject({ calories: 0, protein: 0, carbs: 1, fat: 1 });
  const summary = summarize("total", totalsFromMeals(meals), []);
  expect(summary.values).toMatchObject({ calories: 320, protein: 20, carbs: null, fat: null });
  // No shares of energy without carbs and fat: not 'Protein 100 % · Carbs 0 % · Fat 0 %'.
  expect(summary.macros).toBeNull();
  expect(summary.empty).toBe(false);
  expect(nutrientText("carbs", summary.values.carbs)).toBe("—");
  expect(nutrientText("calories", summary.values.calories)).toBe("320 kcal");
});

test("sums and averages run over the known values and count what is missing", () => {
  const meals = [
    meal("2026-11-24", nutrition({ calories: 600, protein: 30, carbs: 60, fat: 25 })),
    meal("2026-11-24", nutrition({ calories: 200, protein: 10 })),
    meal("2026-11-25", null),
    meal("2026-11-26", nutrition({ calories: 400, protein: 20, carbs: 40, fat: 10 })),
  ];
  const summary = summarize("average", totalsFromMeals(meals), []);
  // Calories: Tuesday 800, Thursday 400; Wednesday knows none and is no 0-kcal day.
  expect(summary.values.calories).toBe(600);
  expect(summary.days).toBe(2);
  expect(summary.values.carbs).toBe(50);
  expect(summary.values.fiber).toBeNull();
  expect(summary.missing).toMatchObject({ calories: 1, carbs: 2, fat: 2, fiber: 4 });
  expect(summary.meals).toBe(4);
  expect(summary.mealsMissing).toBe(1);
  // Shares from the two meals that state protein, carbs and fat: 50 g protein, 100 g carbs, 35 g fat.
  expect(summary.macroMeals).toBe(2);
  expect(summary.macros).toEqual({ protein: 22, carbs: 44, fat: 34 });
});

test("calories per member: portions, everyone's meals at the default portion, unknown is not 0", () => {
  const members = [
    { id: 1, name: "Ann", defaultPortionSize: 100 },
    { id: 2, name: "Sam", defaultPortionSize: 60 },
    { id: 3, name: "Bo", defaultPortionSize: 100 },
  ];
  const meals = [
    meal("2026-11-24", nutrition({ calories: 600 })),
    meal("2026-11-25", nutrition({ calories: 200 }), { memberIds: [2], portions: { "2": 50 } }),
    meal("2026-11-25", null, { memberIds: [3] }),
    meal("2026-11-26", nutrition({ protein: 5 }), { memberIds: [1, 3] }),
  ];
  const [ann, sam, bo] = memberCalories(meals, members);
  expect(ann).toEqual({ id: 1, name: "Ann", calories: 600, meals: 2, missing: 1 });
  expect(sam).toEqual({ id: 2, name: "Sam", calories: 460, meals: 2, missing: 0 });
  expect(bo).toEqual({ id: 3, name: "Bo", calories: 600, meals: 3, missing: 2 });
  const onlyUnknown = memberCalories([meal("2026-11-25", null, { memberIds: [3] })], members);
  expect(onlyUnknown.map((m) => m.calories)).toEqual([null, null, null]);
  expect(onlyUnknown.map((m) => m.meals)).toEqual([0, 0, 1]);
});

test("toMonthMeal keeps what the month's grid and chosen day draw, and nothing else", () => {
  const full = meal("2026-11-27", {
    calories: 500,
    protein: 20,
    carbs: 50,
    fat: 10,
    fiber: null,
    sugar: null,
  });
  expect(toMonthMeal(full)).toEqual({
    id: full.id,
    date: "2026-11-27",
    time: full.time,
    mealType: full.mealType,
    title: full.title,
    isLeftover: full.isLeftover,
  });
});

test("a meal whose serving holds more than a serving can (4,428 kcal) is shown as unknown and counted as missing", () => {
  const absurd = nutrition({ calories: 4428, protein: 216, carbs: 957, fat: 49, fiber: 295, sugar: 647 });
  expect(mealNutrition({ nutrition: absurd, dishes: [] })).toBeNull();
  const soup = nutrition({ calories: 600, sugar: 10 });
  expect(mealNutrition({ nutrition: soup, dishes: [{ recipe: { nutrition: absurd } }] as never })).toEqual(
    soup,
  );
  const [day] = totalsFromMeals([
    meal("2026-12-04", mealNutrition({ nutrition: absurd, dishes: [] }), { missingNutrition: true }),
    meal("2026-12-04", soup),
  ]);
  expect(day).toMatchObject({ calories: 600, sugar: 10, meals: 2, mealsMissing: 1 });
});
