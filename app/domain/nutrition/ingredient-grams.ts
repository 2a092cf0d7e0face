// How many grams an ingredient's amount is, for the food it was matched to. Mass converts directly;
// volume goes through the food's own household measures (a cup of flour is 125 g, not 237 g of water);
// a count ('2 large eggs', '1 onion') through measures named by size or piece ('large', 'medium',
// 'clove', 'slice'). docs/decisions/032-food-table-and-matching.md
import type { FoodPortion } from "./food-matching";

/** What the matcher needs of a parsed line (app/domain/recipes/ingredient-parser.ts gives it). */
export type IngredientAmount = {
  quantity: number | null;
  /** The top of a range ('2 to 3 carrots'); the middle of the range is weighed. */
  quantity_max?: number | null;
  unit: string | null;
  name: string;
  /** A size word the parser kept ('large'); read from the name when absent. */
  size?: string | null;
};

export type Grams =
  | { grams: number; via: string; estimated?: true }
  | { grams: null; reason: "no-amount" | "no-conversion" };

const GRAMS_PER: Record<string, number> = {
  mg: 0.001,
  g: 1,
  kg: 1000,
  oz: 28.349523125,
  lb: 453.59237,
};

/** Millilitres per unit (US customary measures, as SR's are). */
const ML_PER: Record<string, number> = {
  ml: 1,
  cl: 10,
  dl: 100,
  l: 1000,
  tsp: 4.92892159375,
  tbsp: 14.78676478125,
  "fl oz": 29.5735295625,
  cup: 236.5882365,
  pint: 473.176473,
  quart: 946.352946,
  gallon: 3785.411784,
  // A pinch is 1/16 teaspoon and a dash 1/8, by the usual kitchen convention.
  pinch: 0.308057599609375,
  dash: 0.61611519921875,
};

/** Spellings of units → the keys above, or a count word SR names its measures by. */
const UNIT_ALIASES: Record<string, string> = {
  milligram: "mg",
  gram: "g",
  gramme: "g",
  kilogram: "kg",
  kilo: "kg",
  ounce: "oz",
  pound: "lb",
  milliliter: "ml",
  millilitre: "ml",
  centiliter: "cl",
  centilitre: "cl",
  deciliter: "dl",
  decilitre: "dl",
  milligramme: "mg",
  liter: "l",
  litre: "l",
  teaspoon: "tsp",
  tablespoon: "tbsp",
  tbs: "tbsp",
  tbl: "tbsp",
  "fluid ounce": "fl oz",
  "fl. oz": "fl oz",
  c: "cup",
  pt: "pint",
  qt: "quart",
  gal: "gallon",
  whole: "",
  each: "",
  piece: "piece",
  rib: "stalk",
  packet: "package",
  pkg: "package",
  leaf: "leaf",
  leave: "leaf",
};

const SIZE_WORDS = ["extra large", "jumbo", "large", "medium", "small"] as const;
/** The measures a bare count means, most typical first ('1 onion' is a medium one). */
const COUNT_MEASURES = ["medium", "whole", "large", "fruit", "item", "piece", "each", "small", "unit"];

/** A unit as written → its canonical key; "" for a bare count. */
export function canonicalUnit(unit: string | null): string {
  if (!unit) return "";
  const u = unit.trim().toLowerCase().replace(/\.$/, "");
  const singular = u.length > 3 && u.endsWith("s") && !u.endsWith("ss") ? u.slice(0, -1) : u;
  for (const candidate of [u, singular]) {
    if (candidate in GRAMS_PER || candidate in ML_PER) return candidate;
    if (candidate in UNIT_ALIASES) return UNIT_ALIASES[candidate]!;
  }
  return singular;
}

/** A measure's unit and modifier: "cup, chopped" → cup / "chopped"; "tbsp chopped" → tbsp / "chopped". */
function measureUnit(measure: string): { unit: string; rest: string } {
  const text = measure.toLowerCase().trim();
  const m = /^(fl oz|[a-z]+)\b[\s,]*(.*)$/.exec(text);
  if (!m) return { unit: "", rest: text };
  return { unit: canonicalUnit(m[1]!), rest: m[2]!.replace(/^\(.*\)$/, "").trim() };
}

/** Grams for one amount of the food; quantity null ("salt to taste") counts nothing. */
export function gramsFor(
  amount: IngredientAmount,
  portions: readonly FoodPortion[],
  water: number | null,
): Grams {
  const low = amount.quantity;
  if (low === null || !(low > 0)) return { grams: null, reason: "no-amount" };
  const high = amount.quantity_max;
  const quantity = high != null && high > low ? (low + high) / 2 : low;
  const unit = canonicalUnit(amount.unit);
  if (unit in GRAMS_PER) return { grams: quantity * GRAMS_PER[unit]!, via: unit };
  if (unit in ML_PER) return byVolume(quantity, unit, portions, water);
  return byCount(quantity, unit, sizeOf(amount), portions);
}

function byVolume(
  quantity: number,
  unit: string,
  portions: readonly FoodPortion[],
  water: number | null,
): Grams {
  const ml = quantity * ML_PER[unit]!;
  const volumes = portions
    .map((p) => ({ p, ...measureUnit(p.measure) }))
    .filter((m) => m.unit in ML_PER && m.p.amount > 0);
  // The same unit unmodified first, then any volume unmodified, then modified ones ('cup, chopped').
  const best =
    volumes.find((m) => m.unit === unit && m.rest === "") ??
    volumes.find((m) => m.rest === "") ??
    volumes.find((m) => m.unit === unit) ??
    volumes[0];
  if (best) {
    const gramsPerMl = best.p.gram_weight / (best.p.amount * ML_PER[best.unit]!);
    return { grams: ml * gramsPerMl, via: best.p.measure };
  }
  // A watery food with no volume measure (a broth, a juice) weighs about what water does.
  if (water !== null && water >= 80) return { grams: ml, via: "water density", estimated: true };
  return { grams: null, reason: "no-conversion" };
}

function sizeOf(amount: IngredientAmount): string | null {
  const text = `${amount.size ?? ""} ${amount.name}`.toLowerCase();
  return SIZE_WORDS.find((size) => new RegExp(`\\b${size}\\b`).test(text)) ?? null;
}

function byCount(
  quantity: number,
  unit: string,
  size: string | null,
  portions: readonly FoodPortion[],
): Grams {
  const counts = portions
    .map((p) => ({ p, text: p.measure.toLowerCase(), ...measureUnit(p.measure) }))
    .filter((m) => !(m.unit in ML_PER) && !(m.unit in GRAMS_PER) && m.p.amount > 0);
  const startsWith = (word: string) => counts.find((m) => m.unit === word || m.text.startsWith(`${word} `));
  const mentions = (word: string) =>
    counts.find((m) => new RegExp(`\\b${word}\\b`).test(m.text.split("(")[0]!));
  const wanted = unit !== "" ? [unit] : size ? [size] : COUNT_MEASURES;
  for (const word of wanted) {
    const found = startsWith(word) ?? mentions(word);
    if (found) return { grams: (quantity * found.p.gram_weight) / found.p.amount, via: found.p.measure };
  }
  // A size the table does not list for this food: its medium, else its first piece.
  if (unit === "" && size) return byCount(quantity, "", null, portions);
  return { grams: null, reason: "no-conversion" };
}

/**
 * A food's grams per millilitre from its own household measures (the same choice of measure as a
 * volume is weighed by); null when it has none. A watery food is not guessed at water's density here:
 * the pantry would rather keep an item on the list than leave it off on a guess (ADR 039).
 */
export function gramsPerMillilitre(portions: readonly FoodPortion[]): number | null {
  const litre = byVolume(1000, "ml", portions, null);
  return litre.grams === null ? null : litre.grams / 1000;
}
