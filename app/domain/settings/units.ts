// Quantities in the measurement system a person chose (docs/product.md#settings, ADR 044). What is stored
// never changes: recipes, list items and pantry rows keep their amounts as written, and every page turns
// them into the reader's system as it shows them. Metric (the default) shows cups, fluid ounces, pints,
// quarts, gallons, ounces and pounds as millilitres, litres, grams or kilograms; imperial shows grams,
// kilograms, millilitres and litres as ounces, pounds, cups or spoons. Spoons stay spoons in both (a
// teaspoon of cumin, not '4.9 milliliters'; ADR 068). Counts (cloves, cans, pieces, a pinch) and words we
// do not know stay as written. Pure, so the server and the browser agree.
import { inventoryUnit } from "../pantry/quantities";
import { formatQuantity, normaliseUnit } from "../recipes/units";
import type { UnitSystem } from "./constants";

const GRAMS_PER_OUNCE = 28.349523125;
const OUNCES_PER_POUND = 16;
const GRAMS_PER_POUND = GRAMS_PER_OUNCE * OUNCES_PER_POUND;
const ML_PER_CUP = 236.5882365;
const ML_PER_TABLESPOON = 14.78676478125;
const ML_PER_TEASPOON = 4.92892159375;

/** One of each unit in grams or millilitres; a unit missing here is never converted. */
const MASS: Readonly<Record<string, number>> = {
  milligram: 0.001,
  gram: 1,
  kilogram: 1000,
  ounce: GRAMS_PER_OUNCE,
  pound: GRAMS_PER_POUND,
};
const VOLUME: Readonly<Record<string, number>> = {
  milliliter: 1,
  centiliter: 10,
  deciliter: 100,
  liter: 1000,
  teaspoon: ML_PER_TEASPOON,
  tablespoon: ML_PER_TABLESPOON,
  "fluid ounce": ML_PER_CUP / 8,
  cup: ML_PER_CUP,
  pint: ML_PER_CUP * 2,
  quart: ML_PER_CUP * 4,
  gallon: ML_PER_CUP * 16,
};
/** Kitchen measures in either system: a metric kitchen measures a teaspoon too (5 ml). */
const SPOONS = new Set(["teaspoon", "tablespoon"]);
const METRIC_UNITS = new Set([
  "milligram",
  "gram",
  "kilogram",
  "milliliter",
  "centiliter",
  "deciliter",
  "liter",
]);

export type Amount = { quantity: number | null; quantityMax: number | null; unit: string | null };

const scaled = (amount: Amount, factor: number, unit: string): Amount => ({
  quantity: amount.quantity === null ? null : amount.quantity * factor,
  quantityMax: amount.quantityMax === null ? null : amount.quantityMax * factor,
  unit,
});

const largest = (amount: Amount, factor: number) => (amount.quantityMax ?? amount.quantity ?? 0) * factor;

function toImperialWeight(amount: Amount, grams: number): Amount {
  // A pound or more reads in pounds; less in ounces.
  return largest(amount, grams) >= GRAMS_PER_POUND
    ? scaled(amount, grams / GRAMS_PER_POUND, "pound")
    : scaled(amount, grams / GRAMS_PER_OUNCE, "ounce");
}

function toImperialVolume(amount: Amount, ml: number): Amount {
  const size = largest(amount, ml);
  // A quarter cup or more reads in cups; then tablespoons; a small amount in teaspoons.
  if (size >= ML_PER_CUP / 4) return scaled(amount, ml / ML_PER_CUP, "cup");
  if (size >= ML_PER_TABLESPOON) return scaled(amount, ml / ML_PER_TABLESPOON, "tablespoon");
  return scaled(amount, ml / ML_PER_TEASPOON, "teaspoon");
}

// A thousand or more reads in kilograms or litres.
const toMetric = (amount: Amount, base: number, small: string, large: string): Amount =>
  largest(amount, base) >= 1000 ? scaled(amount, base / 1000, large) : scaled(amount, base, small);

/**
 * The amount in the chosen system, exactly (no rounding; see `shownAmount`). The unit may be written any
 * way the recipe parser reads ('cups', 'Tbsp', 'oz', 'g'); a converted amount carries the canonical name
 * ('milliliter', 'ounce'). Units already in the system, counts and unknown words come back untouched.
 */
export function inUnitSystem(amount: Amount, system: UnitSystem): Amount {
  if (amount.quantity === null) return amount;
  const unit = normaliseUnit(amount.unit);
  if (!unit || METRIC_UNITS.has(unit) === (system === "metric")) return amount;
  if (system === "metric" && SPOONS.has(unit)) return amount;
  const grams = MASS[unit];
  const ml = VOLUME[unit];
  if (system === "imperial") {
    if (grams !== undefined) return toImperialWeight(amount, grams);
    if (ml !== undefined) return toImperialVolume(amount, ml);
    return amount;
  }
  if (grams !== undefined) return toMetric(amount, grams, "gram", "kilogram");
  if (ml !== undefined) return toMetric(amount, ml, "milliliter", "liter");
  return amount;
}

/**
 * A converted metric amount on a kitchen scale's grid: under 10 to the half, under 50 to the whole, under
 * 250 to 5, then to 10 (236.6 ml → 235 ml, 28.3 g → 28 g, 946 ml → 950 ml); kilograms and litres, and
 * anything under 5, keep the one decimal every amount is shown with (3.785 l → 3.8 l). Each step is at
 * most 5 % of the amount. Imperial amounts keep that one decimal too (1.06 cups → 1.1 cups): the pages
 * show decimals, in which a quarter-cup grid would read '0.3 cup'.
 */
export function kitchenRound(value: number, unit: string): number {
  if (unit !== "gram" && unit !== "milliliter") return value;
  const size = Math.abs(value);
  const step = size < 5 ? 0 : size < 10 ? 0.5 : size < 50 ? 1 : size < 250 ? 5 : 10;
  // The nudge keeps 2.5 (stored as 2.4999…) rounding up like it reads, as formatQuantity does.
  return step === 0 ? value : Math.round(value / step + Math.sign(value) * 1e-9) * step;
}

/** The amount as a page shows it: in the reader's system, rounded for the kitchen when it was converted. */
export function shownAmount(amount: Amount, system: UnitSystem | undefined): Amount {
  if (!system) return amount;
  const converted = inUnitSystem(amount, system);
  if (converted === amount || !converted.unit) return amount;
  const unit = converted.unit;
  return {
    quantity: converted.quantity === null ? null : kitchenRound(converted.quantity, unit),
    quantityMax: converted.quantityMax === null ? null : kitchenRound(converted.quantityMax, unit),
    unit,
  };
}

/**
 * A list's amount ('470 ml', '2 cup', '3'): the shopping list and the pantry write units short, so a
 * converted unit is written as the pantry writes it ('gram' → 'g'); one left alone stays as typed.
 */
export function listAmount(
  quantity: number,
  unit: string | null,
  system: UnitSystem | undefined,
): { quantity: number; unit: string | null; converted: boolean } {
  const amount = { quantity, quantityMax: null, unit };
  const shown = shownAmount(amount, system);
  if (shown === amount || shown.quantity === null) return { quantity, unit, converted: false };
  return {
    quantity: Number(formatQuantity(shown.quantity)),
    unit: inventoryUnit(shown.unit),
    converted: true,
  };
}

/** The words a list writes in full, and their plurals; short units ('g', 'ml', 'tbsp') stay as they are. */
const LIST_PLURALS: Readonly<Record<string, string>> = {
  piece: "pieces",
  can: "cans",
  slice: "slices",
  bunch: "bunches",
  box: "boxes",
  bottle: "bottles",
  jar: "jars",
  package: "packages",
  bag: "bags",
  cup: "cups",
  clove: "cloves",
  stick: "sticks",
  head: "heads",
  rib: "ribs",
  leaf: "leaves",
  pinch: "pinches",
  pint: "pints",
  quart: "quarts",
  gallon: "gallons",
};

/**
 * A list's unit as read after its number: '2 pieces', '1 piece', '0 pieces', '0.5 cup' (as the recipe page
 * says it), '3 cans', '470 ml' (ADR 068).
 */
export function listUnitWord(quantity: number, unit: string | null): string | null {
  if (!unit) return null;
  return quantity > 1 || quantity === 0 ? (LIST_PLURALS[unit.toLowerCase()] ?? unit) : unit;
}
