import { describe, expect, test } from "vitest";
import { usdaFoodIndex } from "../../../tests/support/food-index";
import { canonicalUnit } from "./ingredient-grams";
import { type NutritionIngredient, recipeNutrition } from "./recipe-nutrition";

const index = usdaFoodIndex();
const line = (quantity: number | null, unit: string | null, name: string, size?: string) => {
  const result = recipeNutrition(index, [{ quantity, unit, name, size }], 1).lines[0]!;
  return result;
};

test("units are read in their usual spellings", () => {
  expect(
    ["tablespoon", "Tbsp", "cups", "grams", "ounces", "fl oz", "whole", null].map(canonicalUnit),
  ).toEqual(["tbsp", "tbsp", "cup", "g", "oz", "fl oz", "", ""]);
});

describe("amounts become grams through the food's own measures", () => {
  test("flour by the cup weighs 125 g a cup, not water's 237 g", () => {
    const flour = line(2, "cup", "all-purpose flour");
    expect(flour.food?.ndb_no).toBe("20081");
    expect(flour.grams).toBeCloseTo(250, 5);
    expect(flour.via).toBe("cup");
  });

  test("butter by the tablespoon: 14.2 g each", () => {
    expect(line(3, "tablespoon", "butter").grams).toBeCloseTo(42.6, 5);
  });

  test("eggs by size: 'large' is 50 g, 'medium' 44 g", () => {
    expect(line(2, null, "eggs", "large").grams).toBe(100);
    expect(line(2, null, "large eggs").grams).toBe(100);
    expect(line(3, null, "eggs", "medium").grams).toBe(132);
  });

  test("an onion by count is a medium one (110 g); a large one 150 g", () => {
    const onion = line(1, null, "onion");
    expect(onion.food?.description).toBe("Onions, raw");
    expect(onion.grams).toBe(110);
    expect(line(2, "whole", "onions", "large").grams).toBe(300);
  });

  test("milk by the millilitre goes through its cup (244 g)", () => {
    expect(line(250, "ml", "milk").grams).toBeCloseTo((250 * 244) / 236.5882365, 5);
  });

  test("mass units convert directly", () => {
    expect(line(1, "pound", "ground beef").grams).toBeCloseTo(453.59237, 5);
    expect(line(200, "g", "cheddar cheese").grams).toBe(200);
    expect(line(4, "oz", "cream cheese").grams).toBeCloseTo(113.398, 3);
  });

  test("a range weighs its middle: 2 to 4 eggs are 3 large ones", () => {
    const result = recipeNutrition(
      index,
      [{ quantity: 2, quantity_max: 4, unit: null, name: "large eggs" }],
      1,
    );
    expect(result.lines[0]!.grams).toBe(150);
  });

  test("a clove, a stick and a pinch are the food's own measures", () => {
    expect(line(3, "clove", "garlic").grams).toBe(9);
    expect(line(1, "stick", "butter").grams).toBe(113);
    expect(line(1, "pinch", "salt").grams).toBeCloseTo(6 / 16, 2);
  });
});

describe("lines that add nothing are reported", () => {
  test("an unknown ingredient", () => {
    expect(line(2, "cup", "xyzzy plumbus")).toMatchObject({ food: null, grams: null, status: "unmatched" });
  });

  test("'salt to taste' has a food but no amount", () => {
    expect(line(null, null, "salt")).toMatchObject({
      food: { ndb_no: "02047", description: "Salt, table" },
      grams: null,
      status: "no-amount",
    });
  });

  test("a count of a food that has no piece measure", () => {
    expect(line(2, null, "flour")).toMatchObject({ grams: null, status: "no-conversion" });
  });
});

test("a chosen food (the stored override) wins over the matcher", () => {
  const result = recipeNutrition(index, [{ quantity: 1, unit: "cup", name: "milk", foodId: "01085" }], 1);
  expect(result.lines[0]!.food?.description).toMatch(/^Milk, nonfat/);
});

test("a 15-ingredient recipe: per-100 g values × grams, summed, per serving", () => {
  const ingredients: NutritionIngredient[] = [
    { quantity: 2, unit: "cup", name: "all-purpose flour" },
    { quantity: 0.5, unit: "cup", name: "sugar" },
    { quantity: 0.25, unit: "cup", name: "brown sugar" },
    { quantity: 8, unit: "tablespoon", name: "unsalted butter" },
    { quantity: 2, unit: null, name: "eggs", size: "large" },
    { quantity: 240, unit: "ml", name: "milk" },
    { quantity: 1, unit: "teaspoon", name: "baking soda" },
    { quantity: 2, unit: "teaspoon", name: "baking powder" },
    { quantity: 1, unit: "teaspoon", name: "vanilla extract" },
    { quantity: 1, unit: "teaspoon", name: "cinnamon" },
    { quantity: 1, unit: "cup", name: "walnuts" },
    { quantity: 2, unit: null, name: "bananas" },
    { quantity: 100, unit: "g", name: "honey" },
    { quantity: null, unit: null, name: "salt" },
    { quantity: 1, unit: "pinch", name: "unicorn dust" },
  ];
  const result = recipeNutrition(index, ingredients, 8);
  expect(result.notCounted).toEqual(["salt", "unicorn dust"]);
  // The sums, recomputed by hand from the lines and the table's values, divided by 8 servings.
  let calories = 0;
  let sodium = 0;
  for (const l of result.lines) {
    if (l.grams === null) continue;
    const food = index.foods.get(l.food!.ndb_no)!.food;
    calories += ((food.calories ?? 0) * l.grams) / 100;
    sodium += ((food.sodium ?? 0) * l.grams) / 100;
  }
  expect(result.perServing.calories).toBeCloseTo(calories / 8, 0);
  expect(result.perServing.sodium).toBeCloseTo(sodium / 8, 0);
  // A banana bread of this size is about 500 kcal a slice; the figure must be in that range.
  expect(result.perServing.calories).toBeGreaterThan(400);
  expect(result.perServing.calories).toBeLessThan(650);
  for (const value of Object.values(result.perServing)) expect(value).not.toBeNull();
});

test("no counted line: every value is unknown, not zero", () => {
  const result = recipeNutrition(index, [{ quantity: null, unit: null, name: "salt" }], 2);
  expect(result.perServing.calories).toBeNull();
  expect(result.notCounted).toEqual(["salt"]);
});
