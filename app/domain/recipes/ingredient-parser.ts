// The one place a text line becomes a structured ingredient: recipe forms, imports, the JSON API and the
// assistant's "add to collection". Pure and free of server code, so the browser can run it as well.
// parse-ingredient reads the numbers (fractions, unicode fractions, ranges) and the unit; this module
// maps its units onto our canonical list and takes notes, "to taste" and spoken amounts ("a pinch",
// "two", "half a cup") itself (docs/decisions/006-ingredient-parser.md).
import { type ParseIngredientOptions, parseIngredient, unitsOfMeasure } from "parse-ingredient";

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
] as const;

export type IngredientUnit = (typeof INGREDIENT_UNITS)[number];

export type ParsedIngredient = {
  original: string;
  quantity: number | null;
  quantity_max: number | null;
  unit: IngredientUnit | null;
  name: string;
  note: string | null;
};

export type IngredientParseOptions = {
  /** The quantity of a line that states none (the spec's AI rule "otherwise quantity is 1 with no unit"). */
  defaultQuantity?: number;
};

/** Every spelling we accept for a canonical unit, besides the unit's own name. */
const UNIT_ALIASES: Record<IngredientUnit, readonly string[]> = {
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
    "teaspoonful",
    "teaspoonfuls",
    "tea-spoonful",
    "tea-spoonfuls",
    "t",
    "t.",
  ],
  ounce: ["ounces", "oz", "oz.", "ozs"],
  pound: ["pounds", "lb", "lb.", "lbs", "lbs."],
  gram: ["grams", "g", "g.", "gr", "gr.", "gm", "gms", "gramme", "grammes"],
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
    if (!(spelling in CASE_SENSITIVE_UNITS)) UNIT_BY_SPELLING.set(spelling.toLowerCase(), unit);
  }
}

/** The canonical unit for a spelling ('Tbsp', 'lbs', 'mL', 'litres', 'pkg' …); null when it is not one of ours. */
export function normaliseUnit(input: string | null | undefined): IngredientUnit | null {
  if (typeof input !== "string") return null;
  const spelling = input.trim();
  if (!spelling) return null;
  return CASE_SENSITIVE_UNITS[spelling] ?? UNIT_BY_SPELLING.get(spelling.toLowerCase()) ?? null;
}

const isIngredientUnit = (value: string): value is IngredientUnit =>
  (INGREDIENT_UNITS as readonly string[]).includes(value);

// The library's own units that are not ours (jar-like counts, sizes, lengths, pints …) are ignored, so their
// word stays at the front of the name: '1 jar pickles' → 1, no unit, 'jar pickles' (ADR 006).
const OUR_SPELLINGS = new Set(
  INGREDIENT_UNITS.flatMap((unit) => [unit, ...UNIT_ALIASES[unit]]).map((s) => s.toLowerCase()),
);
const LIBRARY_OPTIONS: ParseIngredientOptions = {
  normalizeUOM: false,
  additionalUOMs: Object.fromEntries(
    INGREDIENT_UNITS.map((unit) => [
      unit,
      { short: unit, plural: UNIT_ALIASES[unit][0] ?? unit, alternates: UNIT_ALIASES[unit] },
    ]),
  ),
  ignoreUOMs: Object.entries(unitsOfMeasure)
    .filter(([id]) => !isIngredientUnit(id))
    .flatMap(([id, uom]) => [id, uom.short, uom.plural, ...(uom.alternates ?? [])])
    .filter((spelling) => !OUR_SPELLINGS.has(spelling.toLowerCase())),
};

const FRACTION_CHARS = "¼½¾⅐⅑⅒⅓⅔⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞";
const NUMBER_WORDS = [
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
] as const;
const NUMBER_WORD = `(?:${NUMBER_WORDS.join("|")})`;

const APPROXIMATELY = new RegExp(
  `^(?:~|≈|<|about|approx\\.?|approximately|around|roughly|circa|ca\\.|up to|from)\\s*(?=[0-9${FRACTION_CHARS}]|${NUMBER_WORD}\\b|half\\b)`,
  "i",
);
const SPOKEN_RANGE = new RegExp(
  `^(${NUMBER_WORD})\\b(?:\\s*(?:-|–|—|\\bto\\b|\\bor\\b)\\s*(${NUMBER_WORD})\\b)?`,
  "i",
);
// 'half a cup', 'a half wine-glass', 'a quarter of a pound'; not 'half and half'.
const HALF_OR_QUARTER = /^(?:an?\s+)?(half|quarter)\s+(?!and\b)(?:of\s+)?(?:an?\s+)?(?=\S)/i;
// 'a' or 'an' opening a line is one ('a pinch of salt', 'a jar of apple sauce', 'an onion'), unless one of
// the next two words makes the amount vague ('a little sugar', 'a few leaves', 'a good bit of grease').
const ONE_BY_ARTICLE =
  /^an?\s+(?!(?:\S+\s+)?(?:little|few|couple|bit|lot|lots|touch|hint|coating|amount|quantity|some)\b)(?=\S)/i;
// 'Pinch of salt', 'Pinch salt', 'Cup of milk': a line opening with one of our unit names means one of it.
// Only 'pinch' goes without 'of', so 'Pound cake' stays a name.
const UNIT_WITHOUT_NUMBER = new RegExp(
  `^(?:pinch\\b(?=\\s+\\S)|(?:${INGREDIENT_UNITS.filter((u) => u !== "whole").join("|")}|litre|tin|packet)\\s+of\\b)`,
  "i",
);
// '1.5kg-2kg chicken' and '200 g - 250 g flour': the unit before the dash is said twice.
const REPEATED_UNIT_RANGE =
  /^([0-9][0-9.,/ ]*?)\s*([a-z]+\.?)\s*(-|–|—|\bto\b)\s*([0-9][0-9.,/ ]*?)\s*\2(?![a-z])/i;

/** Rewrites the amount at the start of a line into something parse-ingredient reads. */
function normaliseAmount(text: string): string {
  let out = text
    .replace(/⁄/g, "/")
    // '0,5 l' is a decimal comma; '1,000 g' (three digits after the comma) is a thousands separator.
    .replace(/(\d),(\d{1,2})(?!\d)/g, "$1.$2");
  out = out.replace(APPROXIMATELY, "");
  out = out.replace(SPOKEN_RANGE, (_, first: string, second: string | undefined) => {
    const a = NUMBER_WORDS.indexOf(first.toLowerCase() as (typeof NUMBER_WORDS)[number]) + 1;
    const b = second ? NUMBER_WORDS.indexOf(second.toLowerCase() as (typeof NUMBER_WORDS)[number]) + 1 : 0;
    return b ? `${a}-${b}` : String(a);
  });
  out = out.replace(HALF_OR_QUARTER, (_, part: string) => (part.toLowerCase() === "half" ? "0.5 " : "0.25 "));
  out = out.replace(ONE_BY_ARTICLE, "1 ");
  if (UNIT_WITHOUT_NUMBER.test(out)) out = `1 ${out}`;
  out = out.replace(REPEATED_UNIT_RANGE, (whole, a: string, unit: string, _dash: string, b: string) =>
    normaliseUnit(unit) ? `${a.trim()}-${b.trim()} ${unit}` : whole,
  );
  return out;
}

/** Splits off every top-level '(…)' group; an unclosed '(' runs to the end of the line. */
function takeParentheses(text: string): { rest: string; groups: string[] } {
  let rest = "";
  let group = "";
  let depth = 0;
  const groups: string[] = [];
  for (const char of text) {
    if (char === "(") {
      if (depth > 0) group += char;
      depth += 1;
    } else if (char === ")" && depth > 0) {
      depth -= 1;
      if (depth > 0) group += char;
      else {
        groups.push(group);
        group = "";
        rest += " ";
      }
    } else if (depth > 0) group += char;
    else rest += char;
  }
  if (depth > 0) groups.push(group);
  return { rest, groups: groups.map(tidy).filter(Boolean) };
}

function tidy(text: string): string {
  return (
    text
      .replace(/\s+/g, " ")
      .replace(/\s+([,.;:!?])/g, "$1")
      // Leading dashes and bullets are list marks ('- 2 cups sugar'); a leading '.' may be '.5 cup'.
      .replace(/^[\s,;:|\-–—•·*+]+|[\s,;:|\-–—]+$/g, "")
      .replace(/([^.])\.$/, "$1")
      .trim()
  );
}

type Amount = { quantity: number | null; quantity_max: number | null; unit: IngredientUnit | null };

/** parse-ingredient on one line, its unit mapped onto ours; the rest of the line is the description. */
function readAmount(text: string): Amount & { description: string } {
  const [found] = parseIngredient(text, LIBRARY_OPTIONS);
  if (!found) return { quantity: null, quantity_max: null, unit: null, description: text };
  let description = found.description;
  const id = found.unitOfMeasureID;
  let unit = id && isIngredientUnit(id) ? id : null;
  // 'whole' is a unit in '2 whole chickens', but part of the name in '2 whole wheat tortillas'.
  if (unit === "whole" && /^(?:wheat|grain|milk|meal|spices?)\b/i.test(description)) unit = null;
  // A unit that is not ours goes back to the front of the name, as written.
  if (id && !unit) description = `${found.unitOfMeasure ?? id} ${description}`;
  let quantity = found.quantity;
  let quantity_max = quantity === null ? null : found.quantity2;
  // The library keeps '5 to 3' as written; we keep quantity ≤ quantity_max.
  if (quantity !== null && quantity_max !== null) {
    if (quantity_max < quantity) [quantity, quantity_max] = [quantity_max, quantity];
    if (quantity_max === quantity) quantity_max = null;
  }
  return { quantity, quantity_max, unit, description };
}

/** What follows an amount: '1 cup of sugar' loses its 'of' in the library, '1/4 of an onion' its article too. */
const afterAmount = (amount: Amount & { description: string }) =>
  amount.quantity === null
    ? amount.description
    : amount.description.replace(/^\s*(?:of\s+)?(?:an?\s+)?(?=\S)/i, "");

/**
 * The amount a parenthesis starts with ('Sugar (100 g)', 'Corn (1 can)', 'Garlic (4-8 large cloves)'), and
 * whether it is nothing but that amount; null when it does not start with one.
 */
function amountInParenthesis(text: string): { amount: Amount; whole: boolean } | null {
  const found = readAmount(normaliseAmount(text));
  if (found.quantity === null) return null;
  const rest = tidy(afterAmount(found));
  if (!rest) return { amount: found, whole: true };
  const unit = found.unit ? null : normaliseUnit(rest);
  if (unit) return { amount: { ...found, unit }, whole: true };
  // '(10%+ fat recommended)' is not an amount of the ingredient.
  return rest.startsWith("%") ? null : { amount: found, whole: false };
}

/**
 * A second amount straight after the first: '100 g / ½ cup butter' and '1 cup + 2 tbsp butter' keep it as a
 * note; '1 15 oz can tomatoes' is one can of 15 oz. Returns the unit and name left over, and the note.
 */
function secondAmount(
  unit: IngredientUnit | null,
  description: string,
): { unit: IngredientUnit | null; description: string; note: string | null } {
  const marker = /^\s*([/+]|or\s)\s*/.exec(description);
  if ((marker && unit) || (!marker && !unit)) {
    const text = description.slice(marker?.[0].length ?? 0);
    const found = readAmount(normaliseAmount(text));
    const rest = found.description.trim();
    if (found.quantity !== null && found.unit && text.endsWith(rest)) {
      const size = tidy(text.slice(0, text.length - rest.length));
      if (marker) return { unit, description: rest, note: marker[1] === "+" ? `+ ${size}` : size };
      const [first = "", ...others] = rest.split(" ");
      const container = normaliseUnit(first);
      if (container) return { unit: container, description: others.join(" "), note: size };
    }
  }
  return { unit, description, note: null };
}

const TO_TASTE = /(?:,\s*)?\bto taste\b[.!]?/gi;
// A full stop after a word of three or more small letters, before a capital: 'cheese. Appenzeller works best'
// is a note, 'St. John's wort' is not.
const SENTENCE_BREAK = /(?<=\p{Ll}{3})\.\s+(?=\p{Lu})/u;

// After a comma, words like these start a note about preparation ('flour, sifted', 'onion, roughly chopped',
// 'zucchini, cut into chunks', 'milk, or water'); anything else ('bone-in, skin-on thighs', 'salt, pepper,
// and herbs') stays in the name.
const NOTE_AFTER_COMMA =
  /^(?:\p{L}{2,}(?:ed|ly)|to|for|cut|into|plus|or|optional|divided|about|approx\.?|at|as|if|in|with|without|preferably|such|e\.g\.?|i\.e\.?|see|room|torn|ground|fresh|frozen|thin|thick|whole|large|medium|small|warm|cold|hot|softened|split|zest|juice|seeds?|skin|peel)(?![\p{L}-])/iu;

/** 'flour, sifted' → name 'flour' and note 'sifted'; a sentence after the name is a note too. */
function splitNote(description: string): { name: string; note: string | null } {
  const sentence = SENTENCE_BREAK.exec(description);
  let name = description;
  const notes: string[] = [];
  if (sentence) {
    notes.push(description.slice(sentence.index + 1));
    name = description.slice(0, sentence.index);
  }
  const comma = name.indexOf(",");
  if (comma >= 0) {
    const after = name.slice(comma + 1).trim();
    if (NOTE_AFTER_COMMA.test(after)) {
      notes.unshift(after);
      name = name.slice(0, comma);
    }
  }
  const note = notes.map(tidy).filter(Boolean).join("; ");
  return { name, note: note || null };
}

function parseText(original: string): Omit<ParsedIngredient, "original"> {
  const [main = "", ...alternatives] = original.replace(/\s+/g, " ").split("|");
  const { rest, groups } = takeParentheses(main);
  const toTaste = /\bto taste\b/i.test(rest);
  const text = tidy(toTaste ? rest.replace(TO_TASTE, " ") : rest);
  const notes = [...groups];

  const read = readAmount(normaliseAmount(text));
  let amount: Amount = read;
  let description = afterAmount(read);
  if (read.quantity !== null) {
    const second = secondAmount(read.unit, description);
    amount = { ...read, unit: second.unit };
    description = second.description;
    if (second.note) notes.push(second.note);
  }
  let { name, note } = splitNote(tidy(description));
  if (amount.quantity === null && note) {
    // 'Boneless chicken 1/2lb, cubed': the amount follows the name, before the note.
    const trailing = readAmount(name);
    if (trailing.quantity !== null) {
      amount = trailing;
      name = trailing.description;
    }
  }
  if (amount.quantity === null) {
    for (const [index, group] of groups.entries()) {
      const found = amountInParenthesis(group);
      if (!found) continue;
      amount = found.amount;
      if (found.whole) notes.splice(index, 1);
      break;
    }
  }

  if (note) notes.push(note);
  notes.push(...alternatives.map(tidy).filter(Boolean));
  if (toTaste) notes.push("to taste");
  name = tidy(name);
  return {
    quantity: amount.quantity,
    quantity_max: amount.quantity_max,
    unit: amount.unit,
    name: name || original,
    note: notes.length > 0 ? notes.join("; ") : null,
  };
}

export function parseIngredientLine(line: string, options: IngredientParseOptions = {}): ParsedIngredient {
  const original = typeof line === "string" ? line.trim() : "";
  let parsed: Omit<ParsedIngredient, "original">;
  try {
    parsed = parseText(original);
  } catch {
    // A third-party parser runs on anything people paste; a line it cannot read is kept as a name.
    parsed = { quantity: null, quantity_max: null, unit: null, name: original, note: null };
  }
  const fallback = options.defaultQuantity;
  if (parsed.quantity === null && typeof fallback === "number" && Number.isFinite(fallback)) {
    parsed = { ...parsed, quantity: fallback, quantity_max: null };
  }
  return { original, ...parsed };
}

/** Parses each non-blank line. */
export function parseIngredientLines(
  lines: readonly string[],
  options: IngredientParseOptions = {},
): ParsedIngredient[] {
  return lines
    .filter((line) => typeof line === "string" && line.trim() !== "")
    .map((line) => parseIngredientLine(line, options));
}

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
