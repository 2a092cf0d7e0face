// Whether a serving's computed nutrition can be believed (issue 34, finding 1; ADR 068), with the food
// table as shipped: the findings' misreadings, and the rules one by one.
import { describe, expect, test } from "vitest";
import { usdaFoodIndex } from "../../../tests/support/food-index";
import { ingredientOf, storedIngredientOf } from "./calculate.server";
import { believableCalories, believableServing, type CheckedLine, checkServing } from "./plausibility";
import { FRYING_OIL_EATEN_GRAMS, recipeNutrition } from "./recipe-nutrition";

const index = usdaFoodIndex();
const fromLines = (lines: string[], servings: number) =>
  recipeNutrition(
    index,
    lines.map((l) => ingredientOf(l)),
    servings,
  );

describe("the findings' lines", () => {
  test("'800 Crushed tomatoes' is 800 g of canned crushed tomatoes, not 800 tomatoes", () => {
    const result = fromLines(["500 g pasta", "800 Crushed tomatoes", "Olive oil"], 4);
    expect(result.lines[1]).toMatchObject({
      food: { description: "Tomatoes, crushed, canned" },
      grams: 800,
      status: "counted",
    });
    expect(result.perServing.calories).toBeGreaterThan(450);
    expect(result.perServing.calories).toBeLessThan(650);
    expect(result.check).toBeNull();
  });

  test("'9 dl milk' is 900 ml of milk", () => {
    const [milk] = fromLines(["9 dl milk"], 1).lines;
    expect(milk?.food?.description).toMatch(/^Milk, whole/);
    expect(milk?.grams).toBeCloseTo((900 * 244) / 236.5882365, 0);
  });

  test("a litre of oil for deep-frying is not eaten: 60 g of it counts, marked estimated", () => {
    const result = fromLines(["400 g flour", "2 eggs", "1L sunflower oil for frying"], 4);
    expect(result.lines[2]).toMatchObject({
      grams: FRYING_OIL_EATEN_GRAMS,
      status: "counted",
      estimated: true,
    });
    expect(result.lines[2]?.via).toMatch(/frying oil/);
    // The note of a stored line says it too: 'oil (to fry)'.
    const stored = storedIngredientOf({ name: "oil", quantity: 1, unit: "liter", notes: "to fry" });
    expect(stored.forFrying).toBe(true);
    // Two tablespoons for a pan-fry are eaten.
    const pan = fromLines(["2 tbsp olive oil for frying"], 1).lines[0];
    expect(pan?.grams).toBeCloseTo(27, 0);
    expect(pan?.estimated).toBe(false);
  });

  test("chicken tacos of which only the onions could be counted are not a 28 kcal meal", () => {
    const result = fromLines(
      [
        "chicken breasts",
        "two or three onions (preferably red)",
        "adobo seasoning",
        "paprika",
        "cheese",
        "small tortillas",
        "lime",
      ],
      4,
    );
    expect(result.perServing.calories).toBeLessThan(100);
    expect(result.check?.reasons).toEqual([
      `Only 1 of 7 ingredients could be counted: ${Math.round(result.perServing.calories ?? 0)} kcal a serving leaves most of the dish out.`,
    ]);
    expect(result.check?.lines).toEqual([
      "chicken breasts",
      "adobo seasoning",
      "paprika",
      "cheese",
      "tortillas",
      "lime",
    ]);
  });

  test("a whole loaf as one serving is more than a serving can hold, and the flour is named", () => {
    const result = fromLines(["1.5kg flour", "600ml warm water", "3 eggs", "7 tablespoons honey"], 2);
    expect(result.check?.reasons[0]).toMatch(
      /^3,\d{3} kcal a serving is more than a serving can hold \(2,500 kcal at most\)\.$/,
    );
    expect(result.check?.lines).toEqual(["flour"]);
  });
});

describe("the rules", () => {
  const line = (name: string, grams: number, values: CheckedLine["values"], counted = true): CheckedLine => ({
    name,
    counted,
    grams,
    values,
  });

  test("within every limit: believable", () => {
    expect(
      checkServing(
        [line("rice", 400, { calories: 1460, protein: 28, carbs: 320, fat: 2, fiber: 5, sugar: 0 })],
        4,
      ),
    ).toBeNull();
  });

  test("a serving heavier than 3 kg", () => {
    const check = checkServing([line("tomatoes", 24_600, { calories: 4428, carbs: 957, sugar: 647 })], 1);
    expect(check?.reasons).toEqual([
      "4,428 kcal a serving is more than a serving can hold (2,500 kcal at most).",
      "A serving would weigh 24.6 kg, more than anyone eats (3 kg at most).",
    ]);
    expect(check?.lines).toEqual(["tomatoes"]);
  });

  test("grams of a nutrient above the serving's weight, and more energy than pure fat", () => {
    const check = checkServing(
      [line("mystery", 100, { calories: 1200, protein: 10, sugar: 150, carbs: 150 })],
      1,
    );
    expect(check?.reasons).toEqual([
      "150 g of carbs is more than the serving's 100 g.",
      "150 g of sugar is more than the serving's 100 g.",
      "1,200 kcal from 100 g is more energy than pure fat has.",
    ]);
    expect(check?.lines).toEqual(["mystery"]);
  });

  test("calories far below what the protein, carbs and fat give; alcohol's extra calories are no error", () => {
    const low = checkServing(
      [line("bread", 100, { calories: 30, protein: 9, carbs: 49, fat: 3 }), line("salt", 5, { calories: 0 })],
      1,
    );
    expect(low?.reasons).toEqual([
      "Its protein, carbs and fat give 259 kcal, but its calories add up to 30 kcal.",
    ]);
    expect(low?.lines).toEqual(["bread"]);
    expect(
      checkServing([line("wine", 500, { calories: 415, protein: 0.4, carbs: 13.6, fat: 0 })], 1),
    ).toBeNull();
  });

  test("the lines that give most of a figure are named: at least half of it, at most three", () => {
    const check = checkServing(
      [
        line("butter", 500, { calories: 3585, fat: 405 }),
        line("sugar", 400, { calories: 1548, carbs: 400 }),
        line("flour", 100, { calories: 364, carbs: 76 }),
      ],
      2,
    );
    expect(check?.lines).toEqual(["butter"]);
  });

  test("a serving's stored figures above 2,500 kcal are not added to a day", () => {
    expect(believableCalories(2500)).toBe(true);
    expect(believableCalories(2501)).toBe(false);
    expect(believableCalories(null)).toBe(true);
    expect(believableServing({ calories: 4428, sugar: 647 })).toBeNull();
    expect(believableServing({ calories: 600 })).toEqual({ calories: 600 });
  });
});
