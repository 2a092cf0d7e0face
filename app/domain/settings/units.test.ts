import { describe, expect, it } from "vitest";
import { inUnitSystem } from "./units";

const amount = (quantity: number | null, unit: string | null, quantityMax: number | null = null) => ({
  quantity,
  quantityMax,
  unit,
});

describe("inUnitSystem", () => {
  it("leaves every amount as written in metric", () => {
    expect(inUnitSystem(amount(500, "gram"), "metric")).toEqual(amount(500, "gram"));
    expect(inUnitSystem(amount(2, "cup"), "metric")).toEqual(amount(2, "cup"));
  });

  it("shows grams as ounces, and a pound or more as pounds", () => {
    const small = inUnitSystem(amount(100, "gram"), "imperial");
    expect(small.unit).toBe("ounce");
    expect(small.quantity).toBeCloseTo(3.527, 3);
    const large = inUnitSystem(amount(1, "kilogram"), "imperial");
    expect(large.unit).toBe("pound");
    expect(large.quantity).toBeCloseTo(2.2046, 4);
  });

  it("shows millilitres as cups, tablespoons or teaspoons by size", () => {
    expect(inUnitSystem(amount(250, "milliliter"), "imperial")).toMatchObject({ unit: "cup" });
    expect(inUnitSystem(amount(250, "milliliter"), "imperial").quantity).toBeCloseTo(1.0567, 4);
    expect(inUnitSystem(amount(1, "liter"), "imperial").quantity).toBeCloseTo(4.2268, 4);
    expect(inUnitSystem(amount(30, "milliliter"), "imperial")).toMatchObject({ unit: "tablespoon" });
    expect(inUnitSystem(amount(5, "milliliter"), "imperial")).toMatchObject({ unit: "teaspoon" });
  });

  it("converts both ends of a range with one unit chosen by the larger", () => {
    const range = inUnitSystem(amount(300, "gram", 500), "imperial");
    expect(range.unit).toBe("pound");
    expect(range.quantity).toBeCloseTo(0.661, 3);
    expect(range.quantityMax).toBeCloseTo(1.102, 3);
  });

  it("keeps units it does not convert and amounts without a number", () => {
    expect(inUnitSystem(amount(2, "clove"), "imperial")).toEqual(amount(2, "clove"));
    expect(inUnitSystem(amount(3, "cup"), "imperial")).toEqual(amount(3, "cup"));
    expect(inUnitSystem(amount(null, "gram"), "imperial")).toEqual(amount(null, "gram"));
    expect(inUnitSystem(amount(4, null), "imperial")).toEqual(amount(4, null));
  });
});
