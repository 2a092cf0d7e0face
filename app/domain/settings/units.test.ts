import { describe, expect, it } from "vitest";
import type { UnitSystem } from "./constants";
import { type Amount, inUnitSystem, kitchenRound, listAmount, shownAmount } from "./units";

const amount = (quantity: number | null, unit: string | null, quantityMax: number | null = null) => ({
  quantity,
  quantityMax,
  unit,
});

describe("inUnitSystem", () => {
  it("leaves a metric amount as written in metric, and an imperial one in imperial", () => {
    expect(inUnitSystem(amount(500, "gram"), "metric")).toEqual(amount(500, "gram"));
    // Metric shows cups in millilitres (ADR 044); until then it left them as written.
    expect(inUnitSystem(amount(2, "cup"), "metric").unit).toBe("milliliter");
    expect(inUnitSystem(amount(2, "cups"), "imperial")).toEqual(amount(2, "cups"));
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

const ML_HALF_TSP = 4.92892159375 / 2;
/** The canonical name of the spellings the tables use. */
const normalised = (unit: string) =>
  (
    ({
      tsp: "teaspoon",
      Tbsp: "tablespoon",
      "fl oz": "fluid ounce",
      cups: "cup",
      quarts: "quart",
      oz: "ounce",
      lb: "pound",
      lbs: "pound",
      ml: "milliliter",
      l: "liter",
      g: "gram",
      kg: "kilogram",
    }) as Record<string, string>
  )[unit] ?? unit;

// Every imperial unit into metric, exactly: [quantity, unit as written, expected quantity, expected unit].
// Spoons stay spoons in metric too (ADR 068): see "spoons in either system" below.
const TO_METRIC: [number, string, number, string][] = [
  [1, "fluid ounce", 29.574, "milliliter"],
  [8, "fl oz", 236.588, "milliliter"],
  [1, "cup", 236.588, "milliliter"],
  [2, "cups", 473.176, "milliliter"],
  [4, "cups", 946.353, "milliliter"],
  [5, "cups", 1.183, "liter"],
  [1, "pint", 473.176, "milliliter"],
  [1, "quart", 946.353, "milliliter"],
  [2, "quarts", 1.893, "liter"],
  [1, "gallon", 3.785, "liter"],
  [1, "ounce", 28.35, "gram"],
  [4, "oz", 113.398, "gram"],
  [1, "pound", 453.592, "gram"],
  [2.5, "lb", 1.134, "kilogram"],
  [3, "lbs", 1.361, "kilogram"],
];

// Every metric unit into imperial, exactly.
const TO_IMPERIAL: [number, string, number, string][] = [
  [5, "milliliter", 1.014, "teaspoon"],
  [2, "ml", 0.406, "teaspoon"],
  [15, "milliliter", 1.014, "tablespoon"],
  [45, "ml", 3.043, "tablespoon"],
  [60, "milliliter", 0.254, "cup"],
  [500, "ml", 2.113, "cup"],
  [1.5, "liter", 6.34, "cup"],
  [2, "l", 8.454, "cup"],
  [28, "gram", 0.988, "ounce"],
  [200, "g", 7.055, "ounce"],
  [454, "gram", 1.001, "pound"],
  [1.2, "kg", 2.646, "pound"],
];

describe("inUnitSystem, table", () => {
  it.each(TO_METRIC)("%d %s in metric is %d %s", (quantity, unit, expected, expectedUnit) => {
    const shown = inUnitSystem(amount(quantity, unit), "metric");
    expect(shown.unit).toBe(expectedUnit);
    expect(shown.quantity).toBeCloseTo(expected, 2);
  });

  it.each(TO_IMPERIAL)("%d %s in imperial is %d %s", (quantity, unit, expected, expectedUnit) => {
    const shown = inUnitSystem(amount(quantity, unit), "imperial");
    expect(shown.unit).toBe(expectedUnit);
    expect(shown.quantity).toBeCloseTo(expected, 2);
  });

  it.each([
    ["clove"],
    ["cloves"],
    ["can"],
    ["piece"],
    ["pcs"],
    ["pinch"],
    ["slice"],
    ["bunch"],
    ["stick"],
    ["handful"],
    ["jar"],
    [null],
  ] as [string | null][])("leaves %s untouched in both systems", (unit) => {
    for (const system of ["metric", "imperial"] as const) {
      expect(inUnitSystem(amount(3, unit), system)).toEqual(amount(3, unit));
    }
  });

  it("converts a range into metric with one unit chosen by the larger end", () => {
    const range = inUnitSystem(amount(3, "cup", 5), "metric");
    expect(range.unit).toBe("liter");
    expect(range.quantity).toBeCloseTo(0.71, 2);
    expect(range.quantityMax).toBeCloseTo(1.183, 3);
  });
});

describe("kitchenRound", () => {
  it.each([
    [1.23, "milliliter", 1.23],
    [2.46, "milliliter", 2.46],
    [4.93, "milliliter", 4.93],
    [7.39, "milliliter", 7.5],
    [14.79, "milliliter", 15],
    [28.35, "gram", 28],
    [29.57, "milliliter", 30],
    [59.15, "milliliter", 60],
    [78.86, "milliliter", 80],
    [113.4, "gram", 115],
    [118.29, "milliliter", 120],
    [236.59, "milliliter", 235],
    [453.59, "gram", 450],
    [473.18, "milliliter", 470],
    [946.35, "milliliter", 950],
    [3.785, "liter", 3.785],
    [7.055, "ounce", 7.055],
  ])("%d %s is shown as %d", (value, unit, expected) => {
    expect(kitchenRound(value, unit)).toBeCloseTo(expected, 6);
  });

  it("never moves an amount of 5 or more by more than 5 %", () => {
    for (let value = 5; value < 1000; value += 0.37) {
      expect(Math.abs(kitchenRound(value, "gram") - value) / value).toBeLessThanOrEqual(0.05);
    }
  });
});

describe("spoons in either system", () => {
  // Issue 34: a teaspoon of cumin read '4.9 milliliters' in a metric household.
  it.each(["teaspoon", "tsp", "tablespoon", "Tbsp"])("1 %s stays a spoon in metric and imperial", (unit) => {
    expect(inUnitSystem(amount(1, unit), "metric")).toEqual(amount(1, unit));
    expect(inUnitSystem(amount(1, unit), "imperial")).toEqual(amount(1, unit));
  });

  it("a few millilitres read as teaspoons in imperial; metric keeps what was written", () => {
    expect(inUnitSystem(amount(5, "milliliter"), "imperial")).toMatchObject({ unit: "teaspoon" });
    expect(inUnitSystem(amount(5, "milliliter"), "metric")).toEqual(amount(5, "milliliter"));
  });
});

describe("shownAmount", () => {
  const shown = (quantity: number, unit: string, system: UnitSystem | undefined, max: number | null = null) =>
    shownAmount(amount(quantity, unit, max), system);

  it.each([
    [2, "cup", "metric", amount(470, "milliliter")],
    [1, "cup", "metric", amount(235, "milliliter")],
    [0.5, "teaspoon", "metric", amount(0.5, "teaspoon")],
    [1, "tablespoon", "metric", amount(1, "tablespoon")],
    [ML_HALF_TSP, "milliliter", "imperial", amount(0.5, "teaspoon")],
    [8, "ounce", "metric", amount(225, "gram")],
    [1, "gallon", "metric", amount(3.785411784, "liter")],
    [250, "milliliter", "imperial", amount(250 / 236.5882365, "cup")],
    [2, "cup", "imperial", amount(2, "cup")],
    [250, "milliliter", "metric", amount(250, "milliliter")],
  ] as [number, string, UnitSystem, Amount][])("%d %s in %s", (quantity, unit, system, expected) => {
    const result = shown(quantity, unit, system);
    expect(result.unit).toBe(expected.unit);
    expect(result.quantity).toBeCloseTo(expected.quantity ?? 0, 6);
  });

  it("shows amounts as written when no system is given", () => {
    expect(shown(2, "cup", undefined)).toEqual(amount(2, "cup"));
  });

  it("rounds both ends of a range", () => {
    expect(shown(1, "cup", "metric", 2)).toEqual(amount(235, "milliliter", 470));
  });
});

// Round trips: a converted amount, converted back, is within 5 % of what was written.
describe("round trips", () => {
  const back = (a: Amount, there: UnitSystem, home: UnitSystem) => {
    const shown = shownAmount(a, there);
    return inUnitSystem(shown, home);
  };
  const inBase = (a: Amount) => {
    const unit = a.unit ?? "";
    const factor: Record<string, number> = {
      gram: 1,
      kilogram: 1000,
      ounce: 28.349523125,
      pound: 453.59237,
      milliliter: 1,
      liter: 1000,
      teaspoon: 4.92892159375,
      tablespoon: 14.78676478125,
      cup: 236.5882365,
      "fluid ounce": 29.5735295625,
      pint: 473.176473,
      quart: 946.352946,
      gallon: 3785.411784,
    };
    return (a.quantity ?? 0) * (factor[unit] ?? Number.NaN);
  };

  it.each(TO_METRIC.map(([q, unit]) => [q, unit] as const))("%d %s → metric → imperial", (q, unit) => {
    const result = back(amount(q, unit), "metric", "imperial");
    const original = inBase(amount(q, normalised(unit)));
    expect(Math.abs(inBase(result) - original) / original).toBeLessThanOrEqual(0.05);
  });

  it.each(TO_IMPERIAL.map(([q, unit]) => [q, unit] as const))("%d %s → imperial → metric", (q, unit) => {
    const result = back(amount(q, unit), "imperial", "metric");
    const original = inBase(amount(q, normalised(unit)));
    expect(Math.abs(inBase(result) - original) / original).toBeLessThanOrEqual(0.05);
  });
});

describe("listAmount", () => {
  it.each([
    [2, "cup", "metric", { quantity: 470, unit: "ml", converted: true }],
    [2, "cups", "metric", { quantity: 470, unit: "ml", converted: true }],
    [16, "oz", "metric", { quantity: 450, unit: "g", converted: true }],
    [3, "lb", "metric", { quantity: 1.4, unit: "kg", converted: true }],
    [500, "g", "imperial", { quantity: 1.1, unit: "lb", converted: true }],
    [100, "g", "imperial", { quantity: 3.5, unit: "oz", converted: true }],
    [1, "l", "imperial", { quantity: 4.2, unit: "cup", converted: true }],
    [2, "cup", "imperial", { quantity: 2, unit: "cup", converted: false }],
    [500, "g", "metric", { quantity: 500, unit: "g", converted: false }],
    [6, "piece", "metric", { quantity: 6, unit: "piece", converted: false }],
    [2, null, "metric", { quantity: 2, unit: null, converted: false }],
    [2, "cup", undefined, { quantity: 2, unit: "cup", converted: false }],
  ] as [number, string | null, UnitSystem | undefined, ReturnType<typeof listAmount>][])(
    "%d %s in %s",
    (quantity, unit, system, expected) => {
      expect(listAmount(quantity, unit, system)).toEqual(expected);
    },
  );
});
