// Quantities in the measurement system a person chose (docs/product.md#settings). Recipes keep their
// amounts as written; metric (the default) shows them so, and imperial turns grams, kilograms, millilitres
// and litres into ounces, pounds, cups and spoons. Pure, so the server and the browser agree (ADR 043).
import type { UnitSystem } from "./constants";

const GRAMS_PER_OUNCE = 28.349523125;
const OUNCES_PER_POUND = 16;
const ML_PER_CUP = 236.5882365;
const ML_PER_TABLESPOON = 14.78676478125;
const ML_PER_TEASPOON = 4.92892159375;

export type Amount = { quantity: number | null; quantityMax: number | null; unit: string | null };

const scaled = (amount: Amount, factor: number, unit: string): Amount => ({
  quantity: amount.quantity === null ? null : amount.quantity * factor,
  quantityMax: amount.quantityMax === null ? null : amount.quantityMax * factor,
  unit,
});

function toImperialWeight(amount: Amount, grams: number): Amount {
  const largest = (amount.quantityMax ?? amount.quantity ?? 0) * grams;
  // A pound or more reads in pounds; less in ounces.
  return largest >= GRAMS_PER_OUNCE * OUNCES_PER_POUND
    ? scaled(amount, grams / (GRAMS_PER_OUNCE * OUNCES_PER_POUND), "pound")
    : scaled(amount, grams / GRAMS_PER_OUNCE, "ounce");
}

function toImperialVolume(amount: Amount, ml: number): Amount {
  const largest = (amount.quantityMax ?? amount.quantity ?? 0) * ml;
  // A quarter cup or more reads in cups; then tablespoons; a small amount in teaspoons.
  if (largest >= ML_PER_CUP / 4) return scaled(amount, ml / ML_PER_CUP, "cup");
  if (largest >= ML_PER_TABLESPOON) return scaled(amount, ml / ML_PER_TABLESPOON, "tablespoon");
  return scaled(amount, ml / ML_PER_TEASPOON, "teaspoon");
}

/** The amount in the chosen system; units the system does not change (cups in metric, cloves) stay. */
export function inUnitSystem(amount: Amount, system: UnitSystem): Amount {
  if (system === "metric" || amount.quantity === null) return amount;
  switch (amount.unit) {
    case "gram":
      return toImperialWeight(amount, 1);
    case "kilogram":
      return toImperialWeight(amount, 1000);
    case "milliliter":
      return toImperialVolume(amount, 1);
    case "liter":
      return toImperialVolume(amount, 1000);
    default:
      return amount;
  }
}
