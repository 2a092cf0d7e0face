import { expect, test } from "vitest";
import { parseCsv, readUsdaFoods, readUsdaPortions } from "./usda-sr.server";

test("CSV cells keep quoted commas, doubled quotes and empty cells", () => {
  expect(parseCsv('a,"b, c","pat (1"" sq)",\r\n1,,3,4\n')).toEqual([
    ["a", "b, c", 'pat (1" sq)', ""],
    ["1", "", "3", "4"],
  ]);
  expect(parseCsv("x,y")).toEqual([["x", "y"]]);
});

test("the shipped food table holds 8,789 foods and 15,438 household measures, empty cells as null", () => {
  const foods = readUsdaFoods();
  expect(foods).toHaveLength(8789);
  expect(foods.find((f) => f.ndb_no === "20081")).toMatchObject({
    description: "Wheat flour, white, all-purpose, enriched, bleached",
    food_group: "Cereal Grains and Pasta",
    kcal: 364,
    carbs_g: 76.31,
  });
  expect(foods.filter((f) => f.sugar_g === null)).toHaveLength(8789 - 6957);
  const portions = readUsdaPortions();
  expect(portions).toHaveLength(15438);
  expect(portions.find((p) => p.ndb_no === "01001" && p.seq === 1)).toEqual({
    ndb_no: "01001",
    seq: 1,
    amount: 1,
    measure: 'pat (1" sq, 1/3" high)',
    gram_weight: 5,
  });
});
