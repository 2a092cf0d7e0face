import { describe, expect, test } from "vitest";
import { defaultLocation, shoppingCategory } from "./categories";
import { foodsMixingMassAndVolume, forNotes, planNeeds } from "./needs";
import {
  addQuantities,
  type DensityOf,
  foodKey,
  inventoryUnit,
  mergeLines,
  type Quantity,
  sameFood,
  subtractStock,
  tidy,
} from "./quantities";

const q = (quantity: number | null, unit: string | null = null): Quantity => ({ quantity, unit });

describe("merging two amounts of one food", () => {
  test.each([
    ["cups + cups", q(1, "cup"), q(2, "cups"), q(3, "cup")],
    ["g + kg, in the first unit", q(500, "g"), q(1, "kg"), q(1500, "g")],
    ["kg + g", q(1, "kilogram"), q(250, "gram"), q(1.25, "kilogram")],
    ["'2 onions' + '1 onion' (no unit)", q(2), q(1), q(3)],
    ["tablespoons + teaspoons", q(1, "tablespoon"), q(3, "teaspoon"), q(2, "tablespoon")],
    ["cans + cans", q(1, "can"), q(2, "cans"), q(3, "can")],
    ["a piece is a bare count", q(2, "piece"), q(1), q(3, "piece")],
    ["a dozen is twelve", q(6), q(1, "dozen"), q(18)],
    ["no amount + an amount", q(null), q(2, "cup"), q(2, "cup")],
  ])("%s", (_, a, b, sum) => {
    expect(addQuantities(a, b)).toEqual(sum);
  });

  test.each([
    ["mass and volume", q(1, "cup"), q(100, "g")],
    ["cans and a bare count", q(1, "can"), q(2)],
    ["cloves and heads", q(3, "clove"), q(1, "head")],
  ])("%s do not add", (_, a, b) => {
    expect(addQuantities(a, b)).toBeNull();
  });
});

describe("subtracting the pantry", () => {
  test.each([
    ["500 ml needed with 1 l in stock: nothing to buy", q(500, "ml"), [q(1, "l")], null],
    ["2 cups needed with 1 cup: one to buy", q(2, "cup"), [q(1, "cup")], q(1, "cup")],
    ["1 kg needed with 250 g and 250 g: 0.5 kg", q(1, "kg"), [q(250, "g"), q(250, "g")], q(0.5, "kg")],
    ["3 onions with 1 onion", q(3), [q(1)], q(2)],
    ["no unit and none held", q(2), [], q(2)],
    ["a kilogram does not say how many cups", q(2, "cup"), [q(1, "kg")], q(2, "cup")],
    ["to taste, some held", q(null), [q(1, "jar")], null],
    ["to taste, none held", q(null), [], q(null)],
  ])("%s", (_, needed, stock, left) => {
    expect(subtractStock(needed, stock)).toEqual(left);
  });
});

// Grams per millilitre as the food table's household measures give them (ADR 032): a cup (236.59 ml)
// of flour weighs 125 g, of granulated sugar 200 g, of butter 227 g, of whole milk 244 g.
const CUP_ML = 236.5882365;
const DENSITY: Record<string, number> = {
  flour: 125 / CUP_ML,
  sugar: 200 / CUP_ML,
  butter: 227 / CUP_ML,
  milk: 244 / CUP_ML,
};
const densityOf: DensityOf = (key) => DENSITY[key] ?? null;

describe("mass against volume, through the food's density", () => {
  test.each([
    ["flour: 2 cups needed, 200 g held → 0.4 cup", "flour", q(2, "cups"), [q(200, "g")], q(0.4, "cups")],
    ["flour: 2 cups needed, 250 g held → nothing", "flour", q(2, "cup"), [q(250, "g")], null],
    ["flour: 500 g needed, 2 cups held → 250 g", "flour", q(500, "g"), [q(2, "cup")], q(250, "g")],
    ["sugar: 1 cup needed, 100 g held → 0.5 cup", "sugar", q(1, "cup"), [q(100, "g")], q(0.5, "cup")],
    ["sugar: 100 g needed, 1 cup held → nothing", "sugar", q(100, "g"), [q(1, "cup")], null],
    [
      "butter: 4 tbsp needed, 28.4 g held → 2 tbsp",
      "butter",
      q(4, "tablespoon"),
      [q(28.375, "g")],
      q(2, "tablespoon"),
    ],
    ["butter: 1 lb needed, 1 cup held → about 0.5 lb", "butter", q(1, "lb"), [q(1, "cup")], q(0.5, "lb")],
    ["milk: 1 l needed, 244 g held → 0.764 l", "milk", q(1, "l"), [q(244, "g")], q(0.764, "l")],
    ["milk: 500 g needed, 1 cup and 250 g held", "milk", q(500, "g"), [q(1, "cup"), q(250, "g")], q(6, "g")],
    [
      "no density known: nothing subtracted, kept in full",
      "saffron",
      q(2, "cup"),
      [q(200, "g")],
      q(2, "cup"),
    ],
    ["no density known, grams needed, cups held", "mystery flour", q(300, "g"), [q(1, "cup")], q(300, "g")],
  ])("%s", (_, food, needed, stock, left) => {
    const result = subtractStock(needed, stock, densityOf(food));
    if (left === null || result === null) expect(result).toEqual(left);
    else {
      expect(result.unit).toBe(left.unit);
      expect(result.quantity).toBeCloseTo(left.quantity!, 2);
    }
  });

  test.each([
    ["flour: 1 cup + 125 g = 2 cups", "flour", q(1, "cup"), q(125, "g"), q(2, "cup")],
    ["sugar: 100 g + 1 cup = 300 g", "sugar", q(100, "g"), q(1, "cup"), q(300, "g")],
    ["butter: 2 tbsp + 28.375 g = 4 tbsp", "butter", q(2, "tbsp"), q(28.375, "g"), q(4, "tbsp")],
    ["milk: 1 cup + 244 g = 2 cups", "milk", q(1, "cup"), q(244, "g"), q(2, "cup")],
  ])("%s", (_, food, a, b, sum) => {
    const result = addQuantities(a, b, densityOf(food));
    expect(result?.unit).toBe(sum.unit);
    expect(result?.quantity).toBeCloseTo(sum.quantity!, 2);
  });

  test("without a density, or for pieces, mass and volume still do not add", () => {
    expect(addQuantities(q(1, "cup"), q(100, "g"), null)).toBeNull();
    expect(addQuantities(q(2, "can"), q(100, "g"), 1)).toBeNull();
    expect(subtractStock(q(2, "can"), [q(400, "g")], 1)).toEqual(q(2, "can"));
  });

  test("list lines of a food with a density merge across mass and volume; others stay apart", () => {
    const merged = mergeLines(
      [
        { name: "flour", ...q(2, "cup"), extra: "Bread" },
        { name: "Flour", ...q(250, "g"), extra: "Cake" },
        { name: "saffron", ...q(1, "tsp"), extra: "Paella" },
        { name: "saffron", ...q(1, "g"), extra: "Rice" },
      ],
      densityOf,
    );
    expect(merged.map((m) => [m.name, tidy(m.quantity ?? 0), m.unit, m.extras])).toEqual([
      ["flour", 4, "cup", ["Bread", "Cake"]],
      ["saffron", 1, "tsp", ["Paella"]],
      ["saffron", 1, "g", ["Rice"]],
    ]);
  });

  test("the plan: cups of flour and sugar needed, grams of them in the pantry", () => {
    const meals = [{ id: 1, title: "Cake", servings: 8, recipes: [{ id: 10, servings: 8 }] }];
    const ingredients = new Map([
      [
        10,
        [
          { name: "flour", quantity: 2, unit: "cup", category: null },
          { name: "sugar", quantity: 1, unit: "cup", category: null },
          { name: "milk", quantity: 1, unit: "cup", category: null },
          { name: "saffron", quantity: 1, unit: "tsp", category: null },
        ],
      ],
    ]);
    const pantry = [
      { id: 1, name: "Flour", quantity: 200, unit: "g" },
      { id: 2, name: "Sugar", quantity: 1, unit: "kg" },
      { id: 3, name: "Saffron", quantity: 1, unit: "g" },
    ];
    expect(foodsMixingMassAndVolume(meals, ingredients, pantry).sort()).toEqual([
      "flour",
      "saffron",
      "sugar",
    ]);
    const { needs, covered } = planNeeds(meals, ingredients, pantry, densityOf);
    expect(needs.map((n) => [n.name, n.quantity, n.unit])).toEqual([
      ["flour", 0.4, "cup"],
      ["milk", 1, "cup"],
      // No density for saffron: the gram in the pantry says nothing about a teaspoon.
      ["saffron", 1, "tsp"],
    ]);
    expect(needs[0]!.fromPantry).toBeCloseTo(1.6, 3);
    expect(covered.map((c) => c.name)).toEqual(["sugar"]);
    // Without densities, as before: nothing subtracted across mass and volume.
    expect(planNeeds(meals, ingredients, pantry).needs.map((n) => [n.name, n.quantity])).toEqual([
      ["flour", 2],
      ["sugar", 1],
      ["milk", 1],
      ["saffron", 1],
    ]);
  });
});

describe("one food or two", () => {
  test.each([
    ["Onions", "onion", true],
    ["ONION", "onion", true],
    ["Tomatoes", "tomato", true],
    ["berries", "Berry", true],
    ["green onion", "onion", false],
    ["onion powder", "onion", false],
    ["garlic", "garlic cloves", false],
    ["couscous", "couscous", true],
  ])("%s / %s → %s", (a, b, same) => {
    expect(sameFood(a, b)).toBe(same);
  });

  test("the key is lower case and singular", () => {
    expect(foodKey("  Red  Bell-Peppers ")).toBe("red bell pepper");
  });
});

describe("merging lines", () => {
  test("duplicates merged case-insensitively, different foods sharing a word apart", () => {
    const merged = mergeLines([
      { name: "Onion", ...q(2), extra: "Chili" },
      { name: "onions", ...q(1), extra: "Soup" },
      { name: "green onion", ...q(3), extra: "Soup" },
      { name: "rice", ...q(1, "cup"), extra: "Chili" },
      { name: "Rice", ...q(200, "g"), extra: "Soup" },
      { name: "rice", ...q(1, "cup"), extra: "Curry" },
    ]);
    expect(merged.map((m) => [m.name, m.quantity, m.unit, m.extras])).toEqual([
      ["Onion", 3, null, ["Chili", "Soup"]],
      ["green onion", 3, null, ["Soup"]],
      ["rice", 2, "cup", ["Chili", "Curry"]],
      ["Rice", 200, "g", ["Soup"]],
    ]);
  });
});

describe("what the plan needs", () => {
  test("scaled by servings, merged with 'For' notes, minus the pantry", () => {
    const { needs, covered } = planNeeds(
      [
        { id: 1, title: "Chili", servings: 8, recipes: [{ id: 10, servings: 4 }] },
        { id: 2, title: "Soup", servings: 4, recipes: [{ id: 20, servings: 4 }] },
      ],
      new Map([
        [
          10,
          [
            { name: "onion", quantity: 1, unit: null, category: null },
            { name: "milk", quantity: 250, unit: "milliliter", category: null },
            { name: "salt", quantity: null, unit: null, category: null },
          ],
        ],
        [
          20,
          [
            { name: "Onions", quantity: 2, unit: null, category: null },
            { name: "chicken broth", quantity: 1, unit: "liter", category: null },
          ],
        ],
      ]),
      [
        { id: 1, name: "Milk", quantity: 1, unit: "l" },
        { id: 2, name: "onion", quantity: 1, unit: "piece" },
        { id: 3, name: "salt", quantity: 1, unit: "jar" },
      ],
    );
    expect(needs.map((n) => [n.name, n.quantity, n.unit, n.notes, n.category])).toEqual([
      ["onion", 3, null, "For Chili, For Soup", "Produce"],
      ["chicken broth", 1, "liter", "For Soup", "Canned Goods"],
    ]);
    expect(needs[0]!.fromPantry).toBe(1);
    expect(covered.map((c) => c.name)).toEqual(["milk", "salt"]);
  });

  test("notes name each meal once", () => {
    expect(forNotes(["Tacos", "Tacos", "Chili"])).toBe("For Tacos, For Chili");
  });
});

describe("aisles and places", () => {
  test.each([
    ["frozen peas", null, "Frozen"],
    ["chicken breast", null, "Meat"],
    ["salmon fillet", null, "Seafood"],
    ["cheddar cheese", null, "Dairy"],
    ["red bell pepper", null, "Produce"],
    ["black pepper", null, "Dry Goods"],
    ["mystery", null, "Other"],
    ["mystery", "Dairy & Eggs", "Dairy"],
  ])("%s (%s) → %s", (name, category, aisle) => {
    expect(shoppingCategory(name, category)).toBe(aisle);
  });

  test.each([
    ["Frozen", "Freezer"],
    ["Dairy", "Fridge"],
    ["Produce", "Fridge"],
    ["Dry Goods", "Pantry"],
  ])("%s → %s", (category, location) => {
    expect(defaultLocation(category)).toBe(location);
  });

  test("recipe units as the pantry writes them", () => {
    expect([
      inventoryUnit("gram"),
      inventoryUnit(null),
      inventoryUnit("tablespoon"),
      inventoryUnit("jar"),
    ]).toEqual(["g", "piece", "tbsp", "jar"]);
  });
});
