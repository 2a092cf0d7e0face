import { describe, expect, test } from "vitest";
import { usdaFoodIndex } from "../../../tests/support/food-index";
import { matchFood, queryWords, rankFoods, stem } from "./food-matching";

const index = usdaFoodIndex();
const matched = (name: string) => matchFood(index, name)?.food.description ?? null;

test("words are singular and lower case", () => {
  expect(["Onions", "tomatoes", "berries", "leaves", "peaches", "asparagus", "glass"].map(stem)).toEqual([
    "onion",
    "tomato",
    "berry",
    "leaf",
    "peach",
    "asparagus",
    "glass",
  ]);
  expect(queryWords("2% milk")).toContain("milkfat");
  expect(queryWords("freshly chopped parsley")).toEqual(["parsley"]);
});

describe("the plain, raw, common form wins", () => {
  test.each([
    ["onion", "Onions, raw"],
    ["onions", "Onions, raw"],
    ["red onion", "Onions, raw"],
    ["flour", "Wheat flour, white, all-purpose, enriched, bleached"],
    ["all-purpose flour", "Wheat flour, white, all-purpose, enriched, bleached"],
    ["butter", "Butter, salted"],
    ["unsalted butter", "Butter, without salt"],
    ["eggs", "Egg, whole, raw, fresh"],
    ["large eggs", "Egg, whole, raw, fresh"],
    ["milk", "Milk, whole, 3.25% milkfat, with added vitamin D"],
    ["2% milk", "Milk, reduced fat, fluid, 2% milkfat, with added vitamin A and vitamin D"],
    ["salt", "Salt, table"],
    ["kosher salt", "Salt, table"],
    ["freshly ground black pepper", "Spices, pepper, black"],
    ["garlic", "Garlic, raw"],
    ["garlic cloves", "Garlic, raw"],
    ["extra-virgin olive oil", "Oil, olive, salad or cooking"],
    ["sugar", "Sugars, granulated"],
    ["brown sugar", "Sugars, brown"],
    ["tomatoes", "Tomatoes, red, ripe, raw, year round average"],
    ["carrots", "Carrots, raw"],
    ["fresh lemon juice", "Lemon juice, raw"],
    ["honey", "Honey"],
    ["baking soda", "Leavening agents, baking soda"],
    ["vanilla extract", "Vanilla extract"],
    ["heavy cream", "Cream, fluid, heavy whipping"],
    ["nutmeg", "Spices, nutmeg, ground"],
    ["walnuts", "Nuts, walnuts, english"],
    ["bacon", "Pork, cured, bacon, unprepared"],
    ["chicken broth", "Soup, chicken broth, ready-to-serve"],
    ["spinach", "Spinach, raw"],
    ["zucchini", "Squash, summer, zucchini, includes skin, raw"],
  ])("%s → %s", (name, description) => {
    expect(matched(name)).toBe(description);
  });
});

describe("synonyms: the cook's word finds the table's", () => {
  test.each([
    ["scallions", "Onions, spring or scallions (includes tops and bulb), raw"],
    ["green onions", "Onions, spring or scallions (includes tops and bulb), raw"],
    ["cilantro", "Coriander (cilantro) leaves, raw"],
    ["fresh coriander", "Coriander (cilantro) leaves, raw"],
    ["garbanzo beans", "Chickpeas (garbanzo beans, bengal gram), mature seeds, raw"],
    ["chickpeas", "Chickpeas (garbanzo beans, bengal gram), mature seeds, raw"],
    ["ground beef", "Beef, ground, 80% lean meat / 20% fat, raw"],
    ["powdered sugar", "Sugars, powdered"],
    ["courgette", "Squash, summer, zucchini, includes skin, raw"],
    ["red pepper flakes", "Spices, pepper, red or cayenne"],
  ])("%s → %s", (name, description) => {
    expect(matched(name)).toBe(description);
  });
});

test("a name the table does not hold matches nothing", () => {
  expect(matchFood(index, "xyzzy plumbus")).toBeNull();
  expect(matchFood(index, "")).toBeNull();
  expect(matchFood(index, "to taste")).toBeNull();
});

test("the ranking lists alternatives cheapest first, for choosing another food", () => {
  const ranked = rankFoods(index, "onion", 5);
  expect(ranked[0]!.food.description).toBe("Onions, raw");
  expect(ranked.map((m) => m.food.description)).not.toContain(
    "Onion rings, breaded, par fried, frozen, unprepared",
  );
  for (let i = 1; i < ranked.length; i++) expect(ranked[i]!.cost).toBeGreaterThanOrEqual(ranked[i - 1]!.cost);
});

test("a name like one of Object's own properties is a name like any other (found by the API fuzzer)", () => {
  for (const name of ["constructor", "__proto__", "toString", "hasOwnProperty"]) {
    expect(() => matchFood(index, name)).not.toThrow();
    expect(() => rankFoods(index, name, 5, true)).not.toThrow();
  }
  expect(queryWords("constructor")).toEqual(["constructor"]);
});
