// The quantity algebra of the closed loop (docs/decisions/039-pantry-loop.md): an amount is normalised to a
// base (grams, millilitres, or a count of one kind of piece) so that amounts of the same food can be added
// (a shopping list merging two recipes' cups of rice) and subtracted (what the pantry already holds).
// Mass adds to mass, volume to volume, counts to counts of the same piece ('2 cans' never adds to
// '2 onions'); mass and volume of one food meet only through that food's density, which the caller looks
// up in the food table's household measures and passes in (a cup of flour is 125 g, of milk 244 g); with
// none, they stay apart. Pure: the planner, the list, the pantry and the recipe cards all use these same
// functions.
import { INVENTORY_UNITS } from "../inventory/constants";
import { normaliseUnit } from "../recipes/units";

export type Dimension = "mass" | "volume" | "count";

/** An amount as a user or a recipe wrote it. `quantity` null: 'salt to taste', no amount. */
export type Quantity = { quantity: number | null; unit: string | null };

/** An amount in its base: grams, millilitres, or pieces of `piece` ("" a bare count, 'can', 'clove' …). */
export type BaseAmount = { dimension: Dimension; piece: string; amount: number };

const GRAMS: Readonly<Record<string, number>> = {
  milligram: 0.001,
  gram: 1,
  kilogram: 1000,
  ounce: 28.349523125,
  pound: 453.59237,
};

const MILLILITRES: Readonly<Record<string, number>> = {
  milliliter: 1,
  centiliter: 10,
  deciliter: 100,
  liter: 1000,
  teaspoon: 4.92892159375,
  tablespoon: 14.78676478125,
  "fluid ounce": 29.5735295625,
  cup: 236.5882365,
  pint: 473.176473,
  quart: 946.352946,
  gallon: 3785.411784,
  // 1/16 teaspoon, the usual kitchen convention (as app/domain/nutrition/ingredient-grams.ts counts it).
  pinch: 0.308057599609375,
};

// Units the pantry form offers that the ingredient parser does not know, and spellings of a bare count.
const EXTRA_UNITS: Readonly<Record<string, { piece: string; each: number }>> = {
  piece: { piece: "", each: 1 },
  pieces: { piece: "", each: 1 },
  pc: { piece: "", each: 1 },
  pcs: { piece: "", each: 1 },
  whole: { piece: "", each: 1 },
  each: { piece: "", each: 1 },
  ea: { piece: "", each: 1 },
  dozen: { piece: "", each: 12 },
  box: { piece: "box", each: 1 },
  boxes: { piece: "box", each: 1 },
  bottle: { piece: "bottle", each: 1 },
  bottles: { piece: "bottle", each: 1 },
  jar: { piece: "jar", each: 1 },
  jars: { piece: "jar", each: 1 },
  bag: { piece: "bag", each: 1 },
  bags: { piece: "bag", each: 1 },
};

/** A unit as written → how one of it reads in the base; null for a unit we cannot place. */
function unitBase(unit: string | null): { dimension: Dimension; piece: string; factor: number } {
  const written = (unit ?? "").trim().toLowerCase();
  if (written === "") return { dimension: "count", piece: "", factor: 1 };
  const extra = EXTRA_UNITS[written];
  if (extra) return { dimension: "count", piece: extra.piece, factor: extra.each };
  const canonical = normaliseUnit(unit) ?? normaliseUnit(written);
  if (canonical && canonical in GRAMS) return { dimension: "mass", piece: "", factor: GRAMS[canonical]! };
  if (canonical && canonical in MILLILITRES)
    return { dimension: "volume", piece: "", factor: MILLILITRES[canonical]! };
  if (canonical === "whole" || canonical === "piece") return { dimension: "count", piece: "", factor: 1 };
  // Any other piece (can, clove, slice, bunch, a word we do not know) counts only with itself.
  return { dimension: "count", piece: canonical ?? singular(written), factor: 1 };
}

/** The amount in its base; null when it has no amount ('to taste'). */
export function toBase(q: Quantity): BaseAmount | null {
  if (q.quantity === null || !Number.isFinite(q.quantity)) return null;
  const { dimension, piece, factor } = unitBase(q.unit);
  return { dimension, piece, amount: q.quantity * factor };
}

/** A base amount expressed in `unit` (which must be compatible; see `compatible`). */
export function fromBase(amount: number, unit: string | null): number {
  return amount / unitBase(unit).factor;
}

/** Whether two units measure the same thing: mass with mass, volume with volume, a piece with itself. */
export function compatible(a: string | null, b: string | null): boolean {
  const x = unitBase(a);
  const y = unitBase(b);
  return x.dimension === y.dimension && x.piece === y.piece;
}

/** The key amounts of one food are grouped by: those with the same class can be added. */
export function unitClass(unit: string | null): string {
  const { dimension, piece } = unitBase(unit);
  return dimension === "count" ? `count:${piece}` : dimension;
}

/**
 * A food's grams per millilitre, by its food key (`foodKey`), from the food table's household measures;
 * null when the table gives none. It lets '200 g flour' in the pantry count against '2 cups flour'.
 */
export type DensityOf = (key: string) => number | null;
export const NO_DENSITY: DensityOf = () => null;

/** How many grams per millilitre, when it is a usable number. */
const usable = (gramsPerMl: number | null | undefined): gramsPerMl is number =>
  typeof gramsPerMl === "number" && Number.isFinite(gramsPerMl) && gramsPerMl > 0;

/**
 * `q` in the base of `unit` (grams, millilitres or pieces); mass and volume cross at `gramsPerMl` when it
 * is given. Null when `q` has no amount or the two cannot meet.
 */
export function amountIn(q: Quantity, unit: string | null, gramsPerMl?: number | null): number | null {
  const base = toBase(q);
  if (!base) return null;
  const target = unitBase(unit);
  if (base.dimension === target.dimension && base.piece === target.piece) return base.amount;
  if (!usable(gramsPerMl)) return null;
  if (base.dimension === "volume" && target.dimension === "mass") return base.amount * gramsPerMl;
  if (base.dimension === "mass" && target.dimension === "volume") return base.amount / gramsPerMl;
  return null;
}

/** Whether amounts in these two units can meet: the same class, or mass and volume with a density. */
export function convertible(a: string | null, b: string | null, gramsPerMl?: number | null): boolean {
  return amountIn({ quantity: 1, unit: a }, b, gramsPerMl) !== null;
}

/** Whether these amounts mix mass and volume: then their food's density is worth looking up. */
export function mixesMassAndVolume(amounts: readonly Quantity[]): boolean {
  const dimensions = new Set(
    amounts.filter((a) => a.quantity !== null).map((a) => unitBase(a.unit).dimension),
  );
  return dimensions.has("mass") && dimensions.has("volume");
}

/**
 * a + b, in a's unit; null when they cannot be added (or a has no amount, in which case b decides). Mass
 * and volume add when the food's density is given.
 */
export function addQuantities(a: Quantity, b: Quantity, gramsPerMl?: number | null): Quantity | null {
  if (a.quantity === null) return b.quantity === null ? a : { ...b };
  if (b.quantity === null) return { ...a };
  const added = amountIn(b, a.unit, gramsPerMl);
  if (added === null) return null;
  const base = toBase(a)!.amount + added;
  return { quantity: tidy(fromBase(base, a.unit)), unit: a.unit };
}

/**
 * What is left to buy of `needed` when `stock` is held (in the needed unit). Stock of an incompatible
 * unit subtracts nothing (a kilogram of flour does not say how many cups) unless the food's density is
 * given; then grams count against cups and the other way round. No amount needed ('salt to taste') is
 * covered by any stock at all.
 */
export function subtractStock(
  needed: Quantity,
  stock: readonly Quantity[],
  gramsPerMl?: number | null,
): Quantity | null {
  if (needed.quantity === null) return stock.some((s) => (s.quantity ?? 1) > 0) ? null : needed;
  const held = stock.reduce((sum, s) => sum + (amountIn(s, needed.unit, gramsPerMl) ?? 0), 0);
  const left = toBase(needed)!.amount - held;
  if (left <= 1e-9) return null;
  return { quantity: tidy(fromBase(left, needed.unit)), unit: needed.unit };
}

/** Rounds away floating-point dust (0.30000000000000004) without losing a cook's precision. */
export function tidy(n: number): number {
  return Math.round(n * 1000) / 1000;
}

// --- names --------------------------------------------------------------------------------------------

const IRREGULAR: Readonly<Record<string, string>> = {
  leaves: "leaf",
  loaves: "loaf",
  halves: "half",
  knives: "knife",
  potatoes: "potato",
  tomatoes: "tomato",
  mangoes: "mango",
  cherries: "cherry",
  berries: "berry",
  chilies: "chili",
  chillies: "chilli",
  anchovies: "anchovy",
  radishes: "radish",
  peaches: "peach",
  dishes: "dish",
  children: "child",
  geese: "goose",
  mice: "mouse",
};

/** A word in the singular: 'onions' → 'onion', 'berries' → 'berry', 'glass' and 'couscous' stay. */
export function singular(word: string): string {
  const w = word.toLowerCase();
  if (IRREGULAR[w]) return IRREGULAR[w];
  if (w.length <= 3 || /(ss|us|is|ys)$/.test(w)) return w;
  if (w.endsWith("ies")) return `${w.slice(0, -3)}y`;
  if (/(ch|sh|x|z)es$/.test(w)) return w.slice(0, -2);
  if (w.endsWith("oes")) return w.slice(0, -2);
  if (w.endsWith("s")) return w.slice(0, -1);
  return w;
}

/**
 * The one name key of a food, shared by the list, the pantry and the recipe cards: lower case, words
 * singular, punctuation and extra spaces gone. Two names match only when their keys are equal, so
 * 'Onions' is 'onion' but 'green onion' is not 'onion' (different foods sharing a word stay apart).
 */
export function foodKey(name: string): string {
  return name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\(.*?\)/g, " ")
    .replace(/[^a-z0-9\s-]/g, " ")
    .split(/[\s-]+/)
    .filter(Boolean)
    .map(singular)
    .join(" ");
}

/** Whether two names are the same food (the one matching rule, docs/decisions/039-pantry-loop.md). */
export function sameFood(a: string, b: string): boolean {
  return foodKey(a) === foodKey(b);
}

// --- merging ------------------------------------------------------------------------------------------

/** One line to merge: a name, an amount, and whatever the caller carries along (sources, notes). */
export type Line<T> = Quantity & { name: string; extra: T };
export type Merged<T> = Quantity & { name: string; key: string; extras: T[] };

/**
 * Lines of the same food added together (case-insensitive, singular or plural), in the first line's unit
 * and name; amounts that cannot be added stay separate lines: cups and grams of the same food unless
 * `densityOf` knows the food.
 */
export function mergeLines<T>(lines: readonly Line<T>[], densityOf: DensityOf = NO_DENSITY): Merged<T>[] {
  const merged = new Map<string, Merged<T>>();
  for (const line of lines) {
    const key = foodKey(line.name);
    let cls = line.quantity === null ? "none" : unitClass(line.unit);
    // With a density, mass and volume of the food are one group, in the first line's unit.
    const gramsPerMl = cls === "mass" || cls === "volume" ? densityOf(key) : null;
    if (usable(gramsPerMl)) cls = "measure";
    const group = `${key}|${cls}`;
    const found = merged.get(group);
    if (!found) {
      merged.set(group, {
        name: line.name,
        key,
        quantity: line.quantity === null ? null : tidy(line.quantity),
        unit: line.unit,
        extras: [line.extra],
      });
      continue;
    }
    const sum = addQuantities(found, line, gramsPerMl);
    if (sum) {
      found.quantity = sum.quantity;
      found.unit = sum.unit;
    }
    found.extras.push(line.extra);
  }
  return [...merged.values()];
}

// --- pantry units -------------------------------------------------------------------------------------

const TO_INVENTORY_UNIT: Readonly<Record<string, string>> = {
  milligram: "mg",
  gram: "g",
  kilogram: "kg",
  milliliter: "ml",
  centiliter: "cl",
  deciliter: "dl",
  liter: "l",
  ounce: "oz",
  pound: "lb",
  tablespoon: "tbsp",
  teaspoon: "tsp",
  whole: "piece",
  piece: "piece",
  cup: "cup",
  bunch: "bunch",
  can: "can",
  package: "package",
  slice: "slice",
};

/** A recipe's or a list's unit as the pantry writes it ('gram' → 'g'); a bare count is 'piece'. */
export function inventoryUnit(unit: string | null): string {
  const written = (unit ?? "").trim();
  if (written === "") return "piece";
  if ((INVENTORY_UNITS as readonly string[]).includes(written.toLowerCase())) return written.toLowerCase();
  const canonical = normaliseUnit(written);
  return (canonical && TO_INVENTORY_UNIT[canonical]) ?? canonical ?? written.toLowerCase();
}
