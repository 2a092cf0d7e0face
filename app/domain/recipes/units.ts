// The canonical ingredient units, their spellings, and how a quantity is scaled and written: the part
// of the ingredient parser (./ingredient-parser.ts) that pages need in the browser, in a module of its
// own so that showing a recipe does not load the parser (issue 13's JavaScript budget).

/** The spec's canonical units, in the spec's order. */
export const INGREDIENT_UNITS = [
  "cup",
  "tablespoon",
  "teaspoon",
  "ounce",
  "pound",
  "gram",
  "kilogram",
  "milliliter",
  "liter",
  "pinch",
  "slice",
  "clove",
  "whole",
  "can",
  "package",
  "bunch",
  // Added by ADR 031 so that nutrition can weigh them; the spec's sixteen come first, in its order.
  "quart",
  "pint",
  "gallon",
  "fluid ounce",
  "stick",
  "head",
  "rib",
  "leaf",
  "piece",
  // Added by ADR 068: the metric measures European recipes write ('9 dl milk', '70 cl water', '500 mg').
  "deciliter",
  "centiliter",
  "milligram",
] as const;

export type IngredientUnit = (typeof INGREDIENT_UNITS)[number];

/** Every spelling we accept for a canonical unit, besides the unit's own name. */
export const UNIT_ALIASES: Record<IngredientUnit, readonly string[]> = {
  cup: ["cups", "c", "c."],
  tablespoon: [
    "tablespoons",
    "tbsp",
    "tbsp.",
    "tbsps",
    "tbs",
    "tbs.",
    "tbl",
    "tbl.",
    "tblsp",
    "tblsp.",
    "tbspn",
    "tblspn",
    "tablespoonful",
    "tablespoonfuls",
    "table-spoonful",
    "table-spoonfuls",
    "T",
    "T.",
  ],
  teaspoon: [
    "teaspoons",
    "tsp",
    "tsp.",
    "tsps",
    "tsps.",
    "tspn",
    "teaspoonful",
    "teaspoonfuls",
    "tea-spoonful",
    "tea-spoonfuls",
    "t",
    "t.",
  ],
  ounce: ["ounces", "oz", "oz.", "ozs"],
  pound: ["pounds", "lb", "lb.", "lbs", "lbs."],
  // 'gramm' and 'gramms' are the German word, as recipes translated from it keep it.
  gram: ["grams", "g", "g.", "gr", "gr.", "gm", "gms", "gramme", "grammes", "gramm", "gramms"],
  kilogram: ["kilograms", "kg", "kg.", "kgs", "kilo", "kilos", "kilogramme", "kilogrammes"],
  milliliter: ["milliliters", "millilitre", "millilitres", "ml", "ml.", "mls"],
  liter: ["liters", "litre", "litres", "l", "l.", "lt", "ltr", "ltrs"],
  pinch: ["pinches"],
  slice: ["slices"],
  clove: ["cloves"],
  whole: [],
  // A tin is the British can; a pack or packet is a package.
  can: ["cans", "tin", "tins"],
  package: [
    "packages",
    "pkg",
    "pkg.",
    "pkgs",
    "pkgs.",
    "pack",
    "packs",
    "packet",
    "packets",
    "pkt",
    "pkts",
    "pck",
    "pcks",
  ],
  bunch: ["bunches"],
  quart: ["quarts", "qt", "qt.", "qts", "qts."],
  pint: ["pints", "pt", "pt.", "pts", "pts."],
  gallon: ["gallons", "gal", "gal.", "gals", "gals."],
  "fluid ounce": [
    "fluid ounces",
    "fl oz",
    "fl. oz.",
    "fl. oz",
    "fl oz.",
    "fl.oz.",
    "fl.oz",
    "floz",
    "fl-oz",
    "fluid oz",
    "fluid oz.",
    "fl ounce",
    "fl ounces",
  ],
  stick: ["sticks"],
  head: ["heads"],
  rib: ["ribs"],
  leaf: ["leaves"],
  piece: ["pieces", "pc", "pc.", "pcs", "pcs."],
  deciliter: ["deciliters", "decilitre", "decilitres", "dl", "dl."],
  centiliter: ["centiliters", "centilitre", "centilitres", "cl", "cl."],
  milligram: ["milligrams", "milligramme", "milligrammes", "mg", "mg."],
};

// Capital T is a tablespoon and small t a teaspoon; every other spelling is matched without case.
const CASE_SENSITIVE_UNITS: Readonly<Record<string, IngredientUnit>> = {
  T: "tablespoon",
  "T.": "tablespoon",
  t: "teaspoon",
  "t.": "teaspoon",
};

const UNIT_BY_SPELLING = new Map<string, IngredientUnit>();
for (const unit of INGREDIENT_UNITS) {
  for (const spelling of [unit, ...UNIT_ALIASES[unit]]) {
    if (!Object.hasOwn(CASE_SENSITIVE_UNITS, spelling)) UNIT_BY_SPELLING.set(spelling.toLowerCase(), unit);
  }
}

/** The canonical unit for a spelling ('Tbsp', 'lbs', 'mL', 'litres', 'pkg' …); null when it is not one of ours. */
export function normaliseUnit(input: string | null | undefined): IngredientUnit | null {
  if (typeof input !== "string") return null;
  const spelling = input.trim();
  if (!spelling) return null;
  // Own keys only: a line's word such as 'toString' is not a unit (Object.prototype's names are not).
  const caseSensitive = Object.hasOwn(CASE_SENSITIVE_UNITS, spelling)
    ? CASE_SENSITIVE_UNITS[spelling]
    : undefined;
  return caseSensitive ?? UNIT_BY_SPELLING.get(spelling.toLowerCase()) ?? null;
}

export const isIngredientUnit = (value: string): value is IngredientUnit =>
  (INGREDIENT_UNITS as readonly string[]).includes(value);

/** The spec's scaling display rule: a whole number as is, otherwise one decimal without a trailing '.0'. */
export function formatQuantity(n: number): string {
  if (!Number.isFinite(n)) return "";
  // The nudge keeps 1.45 (stored as 1.4499…) rounding up like it reads.
  const rounded = Math.round(n * 10 + Math.sign(n) * 1e-9) / 10;
  return String(rounded === 0 ? 0 : rounded);
}

/** quantity × chosen ÷ recipe servings; a recipe serving fewer than one counts as serving one. */
export function scaleQuantity(
  quantity: number | null,
  recipeServings: number,
  chosenServings: number,
): number | null {
  if (quantity === null || !Number.isFinite(quantity)) return quantity;
  if (!Number.isFinite(chosenServings) || chosenServings < 0) return quantity;
  const servings = Number.isFinite(recipeServings) && recipeServings >= 1 ? recipeServings : 1;
  return (quantity * chosenServings) / servings;
}
