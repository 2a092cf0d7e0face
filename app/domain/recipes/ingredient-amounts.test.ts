// Amounts as European and hurried cooks write them (issue 34, finding 1; ADR 068): metric measures in full,
// and a large bare number before a food is grams, never that many pieces. Lines written for this test.
import { describe, expect, test } from "vitest";
import { BARE_GRAMS_FROM, parseIngredientLine, readIngredientLine } from "./ingredient-parser";

const amount = (line: string) => {
  const r = readIngredientLine(line);
  return { quantity: r.quantity, unit: r.unit, food: r.food };
};

describe("metric measures in full", () => {
  test.each([
    ["9 dl milk", 9, "deciliter", "milk"],
    ["1,5 dl whipping cream", 1.5, "deciliter", "whipping cream"],
    ["2 decilitres of stock", 2, "deciliter", "stock"],
    ["70cl water", 70, "centiliter", "water"],
    ["4 cl dark rum", 4, "centiliter", "dark rum"],
    ["500 mg saffron", 500, "milligram", "saffron"],
    ["0,5 l buttermilk", 0.5, "liter", "buttermilk"],
    ["1.2 kg floury potatoes", 1.2, "kilogram", "floury potatoes"],
  ])("'%s' is %d %s of %s", (line, quantity, unit, food) => {
    expect(amount(line)).toEqual({ quantity, unit, food });
  });
});

describe(`a bare number of ${BARE_GRAMS_FROM} or more is grams`, () => {
  test.each([
    ["800 crushed tomatoes", 800, "crushed tomatoes"],
    ["Crushed tomatoes (about 800 gramms for 500 gramms of pasta)", 800, "Crushed tomatoes"],
    ["250 flour, sifted", 250, "flour"],
    ["200 yogurt (raw or flavoured)", 200, "yogurt"],
    ["150 grated cheddar", 150, "cheddar"],
  ])("'%s' is %d g", (line, quantity, food) => {
    expect(amount(line)).toEqual({ quantity, unit: "gram", food });
    expect(parseIngredientLine(line).unit).toBe("gram");
  });

  test.each([
    ["12 eggs", 12, "eggs"],
    ["20 cherry tomatoes", 20, "cherry tomatoes"],
    ["60 almonds", 60, "almonds"],
    ["50 saffron threads", 50, "saffron threads"],
    ["100 chocolate chips", 100, "chocolate chips"],
  ])("a count stays a count: '%s'", (line, quantity, food) => {
    expect(amount(line)).toEqual({ quantity, unit: null, food });
  });

  test("a size or container said of each keeps its count", () => {
    expect(amount("2 x 400g tins tomatoes")).toMatchObject({ quantity: 2, unit: "can" });
    expect(amount("1 (400 g) can chickpeas")).toMatchObject({ quantity: 1, unit: "can" });
    expect(amount("100 ml milk")).toMatchObject({ quantity: 100, unit: "milliliter" });
  });
});
