// An ingredient as the recipe page shows it at the chosen servings: '4 cups flour, sifted',
// '300 grams bacon cubes, 0.7 lb', '2 jars of apple sauce'. Pure, so the server and the browser agree.
// The amount follows the spec's scaling display rule (formatQuantity); a second measure in the notes
// ('1/3 lb', '½ cup', '+ 2 tbsp') is the same food measured again, so it scales with it; a name read as
// one of something ('a jar of apple sauce', '1 onion') becomes plural when more than one is shown.
import type { UnitSystem } from "../settings/constants";
import { shownAmount } from "../settings/units";
import { formatQuantity, normaliseUnit, scaleQuantity } from "./units";

const PLURAL_UNITS: Record<string, string> = {
  pinch: "pinches",
  bunch: "bunches",
  whole: "whole",
  leaf: "leaves",
};

/** A canonical unit's label: 'cup' or 'cups', 'pinch' or 'pinches'. */
export function unitLabel(unit: string, plural: boolean) {
  if (!plural) return unit;
  return PLURAL_UNITS[unit] ?? `${unit}s`;
}

export type IngredientLine = {
  quantity: number | null;
  quantity_max: number | null;
  unit: string | null;
  name: string;
  notes: string | null;
};

/**
 * '4 cups flour, sifted', '1–2 cloves garlic', 'salt, to taste' at the chosen servings, in the person's
 * measurement system when one is given (app/domain/settings/units.ts); without one, in the recipe's own
 * units. A second measure in the notes stays in the units it was written in.
 */
export function ingredientText(
  i: IngredientLine,
  recipeServings: number,
  servings: number,
  system?: UnitSystem,
) {
  const inSystem = shownAmount(
    {
      quantity: scaleQuantity(i.quantity, recipeServings, servings),
      quantityMax: scaleQuantity(i.quantity_max, recipeServings, servings),
      unit: i.unit,
    },
    system,
  );
  const q = inSystem.quantity;
  const max = inSystem.quantityMax;
  const shownUnit = inSystem.unit;
  const amount =
    q === null
      ? ""
      : max !== null && max > q
        ? `${formatQuantity(q)}–${formatQuantity(max)}`
        : formatQuantity(q);
  const shown = max ?? q;
  const unit = shownUnit ? unitLabel(shownUnit, (shown ?? 1) > 1) : "";
  const written = i.quantity_max ?? i.quantity;
  // Only a name written for one (or less) is made plural; '2 eggs' already is. A name written for more,
  // shown for one or less, is made singular: '1 egg', not '1 eggs' (ADR 068).
  const name =
    i.unit || written === null || shown === null
      ? i.name
      : written <= 1 && shown > 1
        ? pluralName(i.name)
        : written > 1 && shown <= 1
          ? singularName(i.name)
          : i.name;
  const text = [amount, unit, name].filter(Boolean).join(" ");
  const factor = i.quantity === null ? 1 : scaleFactor(recipeServings, servings);
  const notes = i.notes ? scaleNote(i.notes, factor, i.unit) : null;
  return notes ? `${text}, ${notes}` : text;
}

const scaleFactor = (recipeServings: number, servings: number) =>
  scaleQuantity(1, recipeServings, servings) ?? 1;

// ---------------------------------------------------------------------------------------- notes

const FRACTIONS: Record<string, number> = {
  "¼": 1 / 4,
  "½": 1 / 2,
  "¾": 3 / 4,
  "⅓": 1 / 3,
  "⅔": 2 / 3,
  "⅛": 1 / 8,
  "⅜": 3 / 8,
  "⅝": 5 / 8,
  "⅞": 7 / 8,
};
const FRACTION = `[${Object.keys(FRACTIONS).join("")}]`;
const NUMBER = `(?:\\d+\\s+\\d+\\/\\d+|\\d+\\/\\d+|\\d+(?:[.,]\\d+)?\\s*${FRACTION}?|${FRACTION})`;
// '+ 2 tbsp', 'about 200 g', '1/3 lb', '1–2 cups', '½ cup (optional)': prefix, amount, range, unit, rest.
const MEASURE = new RegExp(
  `^(\\+\\s*|~\\s*|(?:about|approx\\.?|approximately|around|roughly)\\s+)?(${NUMBER})(?:\\s*(?:-|–|—|to)\\s*(${NUMBER}))?\\s*([A-Za-z]+\\.?)(?![\\p{L}])(.*)$`,
  "iu",
);
// A size per piece or per container ('60 g each', '400 g per tin') does not grow with the servings.
const PER_PIECE = /\b(?:each|per|apiece|a piece)\b/i;
// The size of a can or a package ('1 (12 ounce) can tomatoes' → note '12 ounce') stays as written.
const CONTAINER_UNITS = new Set(["can", "package"]);

function numberValue(text: string): number {
  const t = text.trim().replace(",", ".");
  const mixed = /^(\d+)\s+(\d+)\/(\d+)$/.exec(t);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const fraction = /^(\d+)\/(\d+)$/.exec(t);
  if (fraction) return Number(fraction[1]) / Number(fraction[2]);
  const glyph = new RegExp(`^(\\d*(?:\\.\\d+)?)\\s*(${FRACTION})$`, "u").exec(t);
  if (glyph) return Number(glyph[1] || 0) + (FRACTIONS[glyph[2] ?? ""] ?? 0);
  return Number(t);
}

/** A unit word at the new amount: a canonical name follows the number ('cup' ↔ 'cups'); 'lb', 'g' stay. */
function unitWord(word: string, amount: number): string {
  const unit = normaliseUnit(word);
  if (!unit) return word;
  const lower = word.toLowerCase();
  if (lower === unit || lower === unitLabel(unit, true)) return unitLabel(unit, amount > 1);
  return word;
}

/** One note part at `factor` times its amount, when it is a measure of the food; otherwise as written. */
function scaleNotePart(part: string, factor: number): string {
  const m = MEASURE.exec(part);
  if (!m || PER_PIECE.test(part)) return part;
  const [, prefix = "", first = "", second, word = "", rest = ""] = m;
  if (!normaliseUnit(word)) return part;
  const low = numberValue(first) * factor;
  const high = second === undefined ? null : numberValue(second) * factor;
  if (!Number.isFinite(low) || (high !== null && !Number.isFinite(high))) return part;
  const amount =
    high !== null && high > low ? `${formatQuantity(low)}–${formatQuantity(high)}` : formatQuantity(low);
  return `${prefix}${amount} ${unitWord(word, high ?? low)}${rest}`;
}

/**
 * The notes at `factor` times the servings: each '; '-separated part that is a measure of the food
 * ('1/3 lb', '+ 2 tbsp', 'about 200 g') is scaled; sizes of a piece or a can are not.
 */
export function scaleNote(note: string, factor: number, unit: string | null = null): string {
  if (factor === 1 || !Number.isFinite(factor) || (unit && CONTAINER_UNITS.has(unit))) return note;
  return note
    .split("; ")
    .map((part) => scaleNotePart(part, factor))
    .join("; ");
}

// ---------------------------------------------------------------------------------------- names

// Words that count a food rather than name it: their plural is theirs, not the food's ('2 sprigs thyme').
const COUNT_WORDS = new Set([
  "bag",
  "bar",
  "block",
  "bottle",
  "bowl",
  "box",
  "carton",
  "container",
  "cube",
  "dash",
  "drop",
  "ear",
  "envelope",
  "fillet",
  "glass",
  "handful",
  "head",
  "jar",
  "knob",
  "leaf",
  "loaf",
  "mug",
  "piece",
  "pint",
  "quart",
  "sachet",
  "sheet",
  "shot",
  "slab",
  "spoonful",
  "sprig",
  "stalk",
  "stick",
  "strip",
  "tub",
]);

// Foods that are not counted ('1 garlic' is a head of it; '2 garlics' reads wrong).
const UNCOUNTED = new Set([
  "basil",
  "beef",
  "bread",
  "broth",
  "butter",
  "cheese",
  "chocolate",
  "cilantro",
  "cinnamon",
  "cocoa",
  "coriander",
  "cream",
  "dill",
  "dough",
  "fish",
  "flour",
  "garlic",
  "ginger",
  "honey",
  "ice",
  "jam",
  "juice",
  "lamb",
  "meat",
  "milk",
  "mint",
  "mustard",
  "nutmeg",
  "oil",
  "oregano",
  "parsley",
  "pasta",
  "pork",
  "rice",
  "rosemary",
  "sage",
  "salt",
  "sauce",
  "spinach",
  "stock",
  "sugar",
  "thyme",
  "vanilla",
  "vinegar",
  "water",
  "wine",
  "yeast",
  "yogurt",
  "zest",
]);

const IRREGULAR: Record<string, string> = {
  leaf: "leaves",
  loaf: "loaves",
  half: "halves",
  knife: "knives",
  potato: "potatoes",
  tomato: "tomatoes",
  mango: "mangoes",
  echo: "echoes",
};

/** One English word made plural ('onion' → 'onions', 'glass' → 'glasses', 'cherry' → 'cherries'). */
export function pluralWord(word: string): string {
  const lower = word.toLowerCase();
  const irregular = IRREGULAR[lower];
  if (irregular)
    return word[0] === word[0]?.toUpperCase() ? irregular[0]?.toUpperCase() + irregular.slice(1) : irregular;
  if (/(?:s|x|z|ch|sh)$/i.test(word)) return `${word}es`;
  if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

const isWord = (word: string | undefined): word is string => !!word && /^\p{L}[\p{L}'-]*$/u.test(word);
const looksPlural = (word: string) => /[^su]s$/i.test(word);

/**
 * A name written for one, for more than one: 'jar of apple sauce' → 'jars of apple sauce',
 * 'sprig thyme' → 'sprigs thyme', 'large onion' → 'large onions'. Names it cannot read ('salt',
 * 'garlic', long descriptions) stay as written.
 */
export function pluralName(name: string): string {
  const words = name.split(" ");
  const of = words.findIndex((w) => w.toLowerCase() === "of");
  // 'jar of apple sauce', 'large glass of milk': the word before 'of' counts.
  const at =
    of > 0 && of <= 2
      ? of - 1
      : COUNT_WORDS.has(words[0]?.toLowerCase() ?? "")
        ? 0
        : words.length <= 4
          ? words.length - 1
          : -1;
  const word = words[at];
  if (at < 0 || !isWord(word) || looksPlural(word) || UNCOUNTED.has(word.toLowerCase())) return name;
  return [...words.slice(0, at), pluralWord(word), ...words.slice(at + 1)].join(" ");
}

const SINGULAR: Record<string, string> = Object.fromEntries(
  Object.entries(IRREGULAR).map(([one, more]) => [more, one]),
);

/** One English word made singular ('eggs' → 'egg', 'cherries' → 'cherry', 'tomatoes' → 'tomato'). */
export function singularWord(word: string): string {
  const lower = word.toLowerCase();
  const irregular = SINGULAR[lower];
  if (irregular)
    return word[0] === word[0]?.toUpperCase() ? irregular[0]?.toUpperCase() + irregular.slice(1) : irregular;
  if (/[^aeiou]ies$/i.test(word)) return `${word.slice(0, -3)}y`;
  if (/(?:x|z|ch|sh|ss)es$/i.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/**
 * A name written for more than one, for one: 'eggs' → 'egg', 'large onions' → 'large onion', 'jars of
 * apple sauce' → 'jar of apple sauce'. Names it cannot read stay as written.
 */
export function singularName(name: string): string {
  const words = name.split(" ");
  const of = words.findIndex((w) => w.toLowerCase() === "of");
  const at = of > 0 && of <= 2 ? of - 1 : words.length <= 4 ? words.length - 1 : -1;
  const word = words[at];
  if (at < 0 || !isWord(word) || !looksPlural(word)) return name;
  return [...words.slice(0, at), singularWord(word), ...words.slice(at + 1)].join(" ");
}

// ---------------------------------------------------------------------------------------- as written

/**
 * A line as its recipe wrote it ('2 cups flour, sifted'), or, when the reader's measurement system
 * changes its amount, as `ingredientText` shows it ('470 milliliters flour, sifted'; ADR 044).
 */
export function writtenLine(i: IngredientLine & { original?: string | null }, system?: UnitSystem): string {
  const amount = { quantity: i.quantity, quantityMax: i.quantity_max, unit: i.unit };
  if (shownAmount(amount, system) !== amount) return ingredientText(i, 1, 1, system);
  return i.original || [i.quantity, i.unit, i.name].filter(Boolean).join(" ");
}
