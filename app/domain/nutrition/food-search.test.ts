// The free search of the food table (searchFoods): the recipe form's 'Find food' and GET /api/foods.
import { expect, test } from "vitest";
import { usdaFoodIndex } from "../../../tests/support/food-index";
import { FOOD_SEARCH_LIMITS, searchFoods } from "./food-matching";

const index = usdaFoodIndex();
const first = (text: string) => searchFoods(index, text).foods[0]?.description ?? null;

test("every word must be in the food; the plain forms come first; plural or singular alike", () => {
  expect(first("goat milk")).toBe("Milk, goat, fluid, with added vitamin D");
  expect(first("Goat's MILKS")).toBe("Milk, goat, fluid, with added vitamin D");
  const goat = searchFoods(index, "goat milk");
  for (const food of goat.foods) expect(food.description.toLowerCase()).toMatch(/goat/);
  expect(goat.total).toBe(goat.foods.length);
  // No synonym steers it: 'milk' alone finds every milk, not only the matcher's whole milk.
  expect(searchFoods(index, "milk").total).toBeGreaterThan(50);
  expect(first("onions")).toBe("Onions, raw");
  expect(searchFoods(index, "goat unicorn").total).toBe(0);
});

test("the last word may be the start of one, so a search is read as it is typed", () => {
  expect(first("goat mil")).toBe("Milk, goat, fluid, with added vitamin D");
  // The whole word first: 'egg' finds eggs before eggplant and eggnog.
  const egg = searchFoods(index, "egg", { limit: 5 }).foods.map((f) => f.description);
  expect(egg.every((d) => !/eggplant|eggnog/i.test(d))).toBe(true);
  expect(searchFoods(index, "eggpl").foods[0]?.description).toMatch(/^Eggplant/);
});

test("paged: a page of at most 25, the total counted once", () => {
  const all = searchFoods(index, "cheese", { limit: 25 });
  expect(all.foods).toHaveLength(25);
  const second = searchFoods(index, "cheese", { offset: 10, limit: 10 });
  expect(second.total).toBe(all.total);
  expect(second.foods.map((f) => f.ndb_no)).toEqual(all.foods.slice(10, 20).map((f) => f.ndb_no));
  expect(searchFoods(index, "cheese", { limit: 1000 }).foods).toHaveLength(FOOD_SEARCH_LIMITS.perPage);
  expect(searchFoods(index, "cheese", { limit: -3, offset: -1 }).foods).toHaveLength(1);
  expect(searchFoods(index, "cheese", { offset: all.total }).foods).toEqual([]);
});

test("hostile or empty input finds nothing and never throws", () => {
  for (const text of ["", "   ", "%%%", "<script>", null, undefined, 42, { q: "milk" }, ["milk"], "a of the"])
    expect(searchFoods(index, text)).toEqual({ total: 0, foods: [] });
  // Too long: only the first characters and words are read, in well under a second.
  const started = performance.now();
  expect(searchFoods(index, "goat milk ".repeat(30_000)).foods[0]?.ndb_no).toBe("01106");
  expect(searchFoods(index, `milk ${"x".repeat(100_000)}`).total).toBe(0);
  searchFoods(index, "a b c d e f g h i j k l m n o p q r s t u v w x y z ".repeat(200));
  expect(performance.now() - started).toBeLessThan(1000);
});
