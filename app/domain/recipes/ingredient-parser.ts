// The one place a text line becomes a structured ingredient: recipe forms, imports, the JSON API and the
// assistant's "add to collection". Pure and free of server code, so the browser can run it as well.
// parse-ingredient reads the numbers (fractions, unicode fractions, ranges) and the unit; this module
// maps its units onto our canonical list and takes notes, "to taste" and spoken amounts ("a pinch",
// "two", "half a cup") itself (docs/decisions/006-ingredient-parser.md).
import { type ParseIngredientOptions, parseIngredient, unitsOfMeasure } from "parse-ingredient";
import {
  INGREDIENT_UNITS,
  type IngredientUnit,
  isIngredientUnit,
  normaliseUnit,
  UNIT_ALIASES,
} from "./units";

// The units and the quantity formatting live in ./units.ts, which the browser loads without the parser.
export { formatQuantity, INGREDIENT_UNITS, type IngredientUnit, normaliseUnit, scaleQuantity } from "./units";

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
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
  "twenty",
] as const;
const NUMBER_WORD = `(?:${NUMBER_WORDS.join("|")})`;

const numberWordValue = (word: string) =>
  NUMBER_WORDS.indexOf(word.toLowerCase() as (typeof NUMBER_WORDS)[number]) + 1;
const DIGITS = `[0-9${FRACTION_CHARS}][0-9${FRACTION_CHARS}./]*`;

// 'a dozen eggs', 'half a dozen', 'two dozen', '1 dozen' (a count, not a unit).
const DOZEN = new RegExp(
  `^(?:(half\\s+an?|an?|${NUMBER_WORD}|[0-9]+(?:\\.[0-9]+)?)\\s+)?dozen\\b(?:\\s+of\\b)?`,
  "i",
);
// 'one and a half cups', '2 and a half', '1 and 1/2': a whole number and a fraction.
const AND_A_HALF = new RegExp(
  `^(${NUMBER_WORD}|[0-9]+)\\s+and\\s+(?:(an?\\s+half|an?\\s+quarter|three\\s+quarters)|([0-9]+/[0-9]+|[${FRACTION_CHARS}]))\\b`,
  "i",
);
// 'a couple of eggs', 'a couple cloves' is two; 'a few' stays vague.
const COUPLE = /^an?\s+couple\s+(?:of\s+)?(?=\S)/i;
// 'three quarters of a cup', 'a third of a cup', 'two thirds cup'.
const PARTS = /^(?:(an?|one|two|three)\s+)(third|thirds|quarters)\s+(?:of\s+)?(?:an?\s+)?(?=\S)/i;
// '2 cups/250 grams flour': a measure glued to the next by a slash is read as two.
// '2 x 400g tins': a count of containers, then the size of one.
const TIMES = /^([0-9]+)\s*[x×]\s*(?=[0-9])/i;
const SLASHED_MEASURE = new RegExp(`(\\p{L}\\.?)\\s*/\\s*(?=[0-9${FRACTION_CHARS}])`, "gu");
// 'between 1 and 2 cups' is '1 to 2 cups'.
const BETWEEN = new RegExp(
  `^between\\s+(${DIGITS}|${NUMBER_WORD})\\s+and\\s+(?=[0-9${FRACTION_CHARS}]|${NUMBER_WORD}\\b)`,
  "i",
);

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
  out = out.replace(BETWEEN, "$1 to ");
  out = out.replace(DOZEN, (_, count: string | undefined) => {
    const c = (count ?? "a").toLowerCase();
    const n = /^half/.test(c) ? 0.5 : /^an?$/.test(c) ? 1 : numberWordValue(c) || Number(c);
    return String(n * 12);
  });
  out = out.replace(
    AND_A_HALF,
    (_, whole: string, part: string | undefined, fraction: string | undefined) => {
      const n = numberWordValue(whole) || Number(whole);
      const p = part?.toLowerCase() ?? "";
      if (fraction) return `${n} ${fraction}`;
      return String(n + (p.startsWith("three") ? 0.75 : p.endsWith("quarter") ? 0.25 : 0.5));
    },
  );
  out = out.replace(COUPLE, "2 ");
  out = out.replace(PARTS, (_, count: string, part: string) => {
    const c = count.toLowerCase();
    const n = c === "two" ? 2 : c === "three" ? 3 : 1;
    return `${(n / (part.toLowerCase().startsWith("third") ? 3 : 4)).toFixed(3)} `;
  });
  out = out.replace(SPOKEN_RANGE, (_, first: string, second: string | undefined) => {
    const a = numberWordValue(first);
    const b = second ? numberWordValue(second) : 0;
    return b ? `${a}-${b}` : String(a);
  });
  out = out.replace(SLASHED_MEASURE, "$1 / ");
  out = out.replace(TIMES, "$1 ");
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
  const id = found.unitOfMeasureID;
  // 'fl oz.': the library reads 'fl oz' and leaves the dot.
  let description = id ? found.description.replace(/^\.(?=\s|$)/, "") : found.description;
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

/** '1 lb 2 oz', '1lb 2oz': pounds and the ounces after them make one measure. */
function withOunces(amount: Amount, description: string): { quantity: number | null; rest: string } {
  if (amount.unit !== "pound" || amount.quantity === null || amount.quantity_max !== null)
    return { quantity: amount.quantity, rest: description };
  const ounces = readAmount(description);
  if (ounces.unit !== "ounce" || ounces.quantity === null || ounces.quantity_max !== null)
    return { quantity: amount.quantity, rest: description };
  return { quantity: amount.quantity + ounces.quantity / 16, rest: ounces.description.trim() };
}

type SecondAmount = {
  unit: IngredientUnit | null;
  description: string;
  note: string | null;
  /** How the second amount relates to the first: the same food measured again, more of it, or one unit's size. */
  kind: "alternative" | "plus" | "each" | null;
  measure: Amount | null;
};

/**
 * A second amount straight after the first: '100 g / ½ cup butter' and '1 cup + 2 tbsp butter' keep it as a
 * note; '1 15 oz can tomatoes' is one can of 15 oz. Returns the unit and name left over, and the note.
 */
// 'a 2-inch piece of ginger', '1 (3 inch) cinnamon stick': a length says how big the piece is.
const LENGTH_THEN_UNIT =
  /^([0-9]+(?:\.[0-9]+)?|[0-9]+\/[0-9]+|[½¼¾])[- ]?(?:inch|inches|in\.|cm)\s+(\p{L}+)\s+(?:of\s+)?/iu;

function secondAmount(unit: IngredientUnit | null, description: string): SecondAmount {
  const length = unit ? null : LENGTH_THEN_UNIT.exec(description);
  const lengthUnit = length?.[2] ? normaliseUnit(length[2]) : null;
  if (length && lengthUnit) {
    const note = tidy(description.slice(0, length[0].indexOf(length[2] ?? "")));
    return {
      unit: lengthUnit,
      description: description.slice(length[0].length),
      note,
      kind: null,
      measure: null,
    };
  }
  const marker = /^\s*([/+]|or\s|plus\s|and\s)\s*/i.exec(description);
  if ((marker && unit) || (!marker && !unit)) {
    // '2 15-oz cans': a size joined to its unit by a hyphen.
    const text = description
      .slice(marker?.[0].length ?? 0)
      .replace(/^([0-9]+(?:\.[0-9]+)?)-(?=\p{L})/u, "$1 ");
    const found = readAmount(normaliseAmount(text));
    const { quantity, rest } = withOunces(found, found.description.trim());
    if (quantity !== null && found.unit && text.endsWith(rest)) {
      const size = tidy(text.slice(0, text.length - rest.length));
      const measure: Amount = {
        quantity,
        quantity_max: found.quantity_max,
        unit: found.unit,
      };
      const how = marker?.[1]?.trim().toLowerCase();
      if (how === "+" || how === "plus" || how === "and")
        return { unit, description: rest.replace(/^of\s+/i, ""), note: `+ ${size}`, kind: "plus", measure };
      if (marker) return { unit, description: rest, note: size, kind: "alternative", measure };
      const [first = "", ...others] = rest.split(" ");
      const container = normaliseUnit(first);
      if (container)
        return { unit: container, description: others.join(" "), note: size, kind: "each", measure };
    }
  }
  return { unit, description, note: null, kind: null, measure: null };
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

/** The words between a number and its unit: '1 heaping tablespoon', '2 large cans', '1 scant cup'. */
const UNIT_MODIFIER =
  /^((?:[0-9¼½¾⅐⅑⅒⅓⅔⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞][0-9¼½¾⅐⅑⅒⅓⅔⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞./ -]*?)\s+)(heaping|heaped|level|scant|generous|rounded|good|big|extra[- ]large|large|medium|small)\s+(?=(\S+))/i;

function takeUnitModifier(text: string): { text: string; modifier: string | null } {
  const found = UNIT_MODIFIER.exec(text);
  if (!found) return { text, modifier: null };
  const [whole, amount = "", modifier = "", next = ""] = found;
  if (!normaliseUnit(next.replace(/[,.]$/, "")) || normaliseUnit(next) === "whole")
    return { text, modifier: null };
  return { text: amount + text.slice(whole.length), modifier: modifier.toLowerCase() };
}

/** A whole amount in a parenthesis, split on ';', ',', '/' and 'or': '(1½ sticks; 170 g)' → two measures. */
function measuresIn(group: string): Amount[] {
  const measures: Amount[] = [];
  for (const part of group.split(/[;,/]|\bor\b|=/)) {
    const found = part.trim() ? amountInParenthesis(part.trim()) : null;
    if (found?.whole && found.amount.unit) measures.push(found.amount);
  }
  return measures;
}

type Reading = Omit<ParsedIngredient, "original"> & {
  alternatives: Amount[];
  plus: Amount[];
  each: Amount | null;
  modifier: string | null;
};

function parseText(original: string): Reading {
  const [main = "", ...alternatives] = original.replace(/\s+/g, " ").split("|");
  const { rest, groups } = takeParentheses(main);
  const toTaste = /\bto taste\b/i.test(rest);
  const text = tidy(toTaste ? rest.replace(TO_TASTE, " ") : rest);
  const notes = [...groups];
  const others: Amount[] = [];
  const plus: Amount[] = [];
  let each: Amount | null = null;

  const modified = takeUnitModifier(normaliseAmount(text));
  const read = readAmount(modified.text);
  const ounces = withOunces(read, afterAmount(read));
  let amount: Amount = { ...read, quantity: ounces.quantity };
  let description = ounces.rest;
  if (read.quantity !== null) {
    const second = secondAmount(read.unit, description);
    amount = { ...amount, unit: second.unit };
    description = second.description;
    if (second.note) notes.push(second.note);
    if (second.measure && second.kind === "alternative") others.push(second.measure);
    if (second.measure && second.kind === "plus") plus.push(second.measure);
    if (second.measure && second.kind === "each") each = second.measure;
  }
  let { name, note } = splitNote(tidy(description));
  if (amount.quantity !== null && !amount.unit && normaliseUnit(tidy(name))) {
    // '150g | 1 cup sugar': the library leaves a unit with nothing after it in the name.
    amount = { ...amount, unit: normaliseUnit(tidy(name)) };
    name = "";
  }
  if (amount.quantity === null && note) {
    // 'Boneless chicken 1/2lb, cubed': the amount follows the name, before the note.
    const trailing = readAmount(name);
    if (trailing.quantity !== null) {
      amount = trailing;
      name = trailing.description;
    }
  }
  let amountFromGroup = -1;
  if (amount.quantity === null) {
    for (const [index, group] of groups.entries()) {
      const found = amountInParenthesis(group);
      if (!found) continue;
      amount = found.amount;
      amountFromGroup = index;
      if (found.whole) notes.splice(index, 1);
      break;
    }
  }
  if (amount.quantity !== null) {
    for (const [index, group] of groups.entries()) {
      if (index === amountFromGroup) continue;
      const measures = measuresIn(group);
      // '1 (12 ounce) can', '2 (15 oz) cans': the parenthesis is the size of one can, not the whole amount.
      if (measures[0] && (!amount.unit || CONTAINERS.has(amount.unit)) && !each) each = measures[0];
      else others.push(...measures);
    }
  }

  if (note) notes.push(note);
  const alternativeTexts = alternatives.map(tidy).filter(Boolean);
  if (!tidy(name) && amount.quantity !== null && alternativeTexts[0]) {
    // '150g | 1 cup sugar': the food is named after the second measure.
    const second = readAmount(normaliseAmount(alternativeTexts[0]));
    const secondName = tidy(afterAmount(second));
    if (second.quantity !== null && secondName) {
      name = secondName;
      alternativeTexts[0] = tidy(
        alternativeTexts[0].slice(0, alternativeTexts[0].length - secondName.length),
      );
    }
  }
  for (const alternative of alternativeTexts) {
    const found = amountInParenthesis(alternative);
    if (found?.whole && found.amount.unit) others.push(found.amount);
  }
  notes.push(...alternativeTexts.filter(Boolean));
  if (modified.modifier) notes.push(modified.modifier);
  if (toTaste) notes.push("to taste");
  name = tidy(name);
  if (bareWeight(amount, each, name)) amount = { ...amount, unit: "gram" };
  return {
    quantity: amount.quantity,
    quantity_max: amount.quantity_max,
    unit: amount.unit,
    name: name || original,
    note: notes.length > 0 ? notes.join("; ") : null,
    alternatives: others,
    plus,
    each,
    modifier: modified.modifier,
  };
}

const CONTAINERS = new Set<IngredientUnit>(["can", "package", "stick", "piece", "whole"]);

/**
 * From this number up, a bare amount (no unit, no measure word, no size of one piece) is grams: nobody
 * cooks with 800 tomatoes or 200 yogurts, but '800 crushed tomatoes' and '200 yogurt' are written by
 * people who left the 'g' out (docs/decisions/068-believable-nutrition.md). The starter recipes' largest
 * real count is 20 ('15-20 olives').
 */
export const BARE_GRAMS_FROM = 50;
// Small things counted by the dozen or more keep counting: '60 almonds', '100 raisins', '50 saffron threads'.
const COUNTED_IN_MANY =
  /\b(?:almonds?|peanuts?|cashews?|hazelnuts?|pistachios?|pecans?|walnuts?|raisins?|sultanas?|currants?|olives?|capers?|peppercorns?|cardamom|pods?|seeds?|\p{L}*berr(?:y|ies)|grapes?|chips?|sprinkles?|threads?|strands?|marshmallows?|kernels?|chocolates?|candies|sweets|cookies|biscuits|crackers?|wafers?|ravioli|tortellini|dumplings?|meatballs?|shrimps?|prawns?)\b/iu;

function bareWeight(amount: Amount, each: Amount | null, name: string): boolean {
  if (amount.quantity === null || amount.unit !== null || each !== null) return false;
  if (amount.quantity < BARE_GRAMS_FROM) return false;
  return !COUNTED_IN_MANY.test(name) && !MEASURE_WORD.test(name) && !SIZE_WORD.test(name);
}

const unreadable = (original: string): Reading => ({
  quantity: null,
  quantity_max: null,
  unit: null,
  name: original,
  note: null,
  alternatives: [],
  plus: [],
  each: null,
  modifier: null,
});

function readLine(line: unknown, options: IngredientParseOptions): Reading & { original: string } {
  const original = typeof line === "string" ? line.trim() : "";
  let parsed: Reading;
  try {
    parsed = parseText(original);
  } catch {
    // A third-party parser runs on anything people paste; a line it cannot read is kept as a name.
    parsed = unreadable(original);
  }
  const fallback = options.defaultQuantity;
  if (parsed.quantity === null && typeof fallback === "number" && Number.isFinite(fallback)) {
    parsed = { ...parsed, quantity: fallback, quantity_max: null };
  }
  return { original, ...parsed };
}

export function parseIngredientLine(line: string, options: IngredientParseOptions = {}): ParsedIngredient {
  const { original, quantity, quantity_max, unit, name, note } = readLine(line, options);
  return { original, quantity, quantity_max, unit, name, note };
}

/** One measure of an ingredient: '250 grams', '1½ sticks', '1–2 cups'. */
export type IngredientMeasure = {
  quantity: number | null;
  quantity_max: number | null;
  unit: IngredientUnit | null;
};

/**
 * A line read for computing with it (nutrition, shopping, pantry): the parsed ingredient, plus the food
 * alone and what was said about it (docs/decisions/031-ingredient-parser-measured.md).
 */
export type IngredientReading = ParsedIngredient & {
  /** The food to look up: 'black pepper' for 'freshly ground black pepper', 'eggs' for '2 large eggs'. */
  food: string;
  /** A size said of each piece: 'large', 'medium', 'small', 'extra-large', 'jumbo'. */
  size: string | null;
  /** The preparation and freshness words taken off the food ('freshly ground', 'thinly sliced', 'fresh'). */
  preparation: string | null;
  /** A measure word that is not one of our units ('dash', 'sprig', 'jar', 'handful'), singular. */
  measure: string | null;
  /** The same food measured again: '2 cups/250 grams flour' → 250 gram. */
  alternatives: IngredientMeasure[];
  /** More of the food in another unit, to add: '1 tablespoon plus 1 teaspoon' → 1 teaspoon. */
  plus: IngredientMeasure[];
  /** The size of one can, package or piece: '2 (15 oz) cans' → 15 ounce. */
  each: IngredientMeasure | null;
};

// Measure words that are not units of ours but stand where a unit stands ('1 dash Worcestershire sauce').
const MEASURE_WORDS: Readonly<Record<string, string>> = {
  dash: "dash",
  dashes: "dash",
  drop: "drop",
  drops: "drop",
  sprig: "sprig",
  sprigs: "sprig",
  jar: "jar",
  jars: "jar",
  bottle: "bottle",
  bottles: "bottle",
  box: "box",
  boxes: "box",
  bag: "bag",
  bags: "bag",
  carton: "carton",
  cartons: "carton",
  container: "container",
  containers: "container",
  handful: "handful",
  handfuls: "handful",
  stalk: "stalk",
  stalks: "stalk",
  ear: "ear",
  ears: "ear",
  knob: "knob",
  knobs: "knob",
  splash: "splash",
  splashes: "splash",
  sprinkle: "sprinkle",
  fillet: "fillet",
  fillets: "fillet",
  strip: "strip",
  strips: "strip",
  sheet: "sheet",
  sheets: "sheet",
  envelope: "envelope",
  envelopes: "envelope",
  loaf: "loaf",
  loaves: "loaf",
  rasher: "rasher",
  rashers: "rasher",
  scoop: "scoop",
  scoops: "scoop",
  squeeze: "squeeze",
  dollop: "dollop",
  dollops: "dollop",
  wedge: "wedge",
  wedges: "wedge",
  link: "link",
  links: "link",
  cube: "cube",
  cubes: "cube",
  bulb: "bulb",
  bulbs: "bulb",
};
const MEASURE_WORD = new RegExp(`^(${Object.keys(MEASURE_WORDS).join("|")})\\s+(?:of\\s+)?(?=\\S)`, "i");
const SIZE_WORD =
  /^(extra[- ]large|extra[- ]small|large|medium|small|jumbo|big|lg\.?|med\.?|sm\.?)(?:[- ]sized?)?\s+(?:of\s+)?(?=\S)/i;
const SIZE_NAMES: Readonly<Record<string, string>> = { lg: "large", med: "medium", sm: "small" };
// Preparation and freshness said before the food. 'ground', 'dried', 'smoked', 'cooked' and 'canned' change
// what the food is (and its nutrition) and stay; after an adverb ('freshly ground') they are preparation.
const PREPARED =
  "chopped|diced|minced|sliced|grated|shredded|crushed|melted|softened|beaten|peeled|cubed|halved|quartered|julienned|packed|sifted|rinsed|drained|trimmed|pitted|seeded|cored|deveined|squeezed|mashed|zested|crumbled|torn|cut|fresh|ripe|chilled|cold|warm|lukewarm|room[- ]temperature|divided|optional|washed|scrubbed|thawed|defrosted|toasted";
const PREPARATION_WORD = new RegExp(
  `^(?:(?:\\p{L}{3,}ly\\s+(?:\\p{L}{3,}ed|ground|cut|torn|beaten|frozen|done))|${PREPARED})(?:\\s*(?:,|and|&)\\s*|\\s+)(?=\\S)`,
  "iu",
);
const TRAILING_PREPARATION = new RegExp(
  `\\s+((?:\\p{L}{3,}ly\\s+)?(?:${PREPARED})(?:\\s+(?:and|&)\\s+(?:${PREPARED}))?|for\\s+(?:garnish(?:ing)?|serving|dusting|frying|greasing|the\\s+\\p{L}+|topping)(?:\\s+.*)?|at\\s+room\\s+temperature)$`,
  "iu",
);

// A preparation word that names a product bought as such: crushed tomatoes come in a can (and weigh, and
// count, unlike raw ones), crushed red pepper is a spice.
const PRODUCT_NAME = /^crushed\s+(?:tomato|red\s+pepper|chil)/i;

const PREPARED_AFTER_COMMA = new RegExp(`(?:\\p{L}{3,}ed|${PREPARED})(?![\\p{L}-])`, "iu");

/** The food in a name, and the size, preparation and measure words around it. */
function foodOf(name: string): Pick<IngredientReading, "food" | "size" | "preparation" | "measure"> {
  // 'a few sprigs of dill': the vague amount is not part of the food (the name keeps it).
  let food = name.replace(/^(?:of|(?:a\s+)?few|a\s+little|a\s+bit\s+of|some|several)\s+(?=\S)/i, "");
  let size: string | null = null;
  let measure: string | null = null;
  const preparation: string[] = [];
  for (let changed = true; changed; ) {
    changed = false;
    const measureWord = MEASURE_WORD.exec(food);
    if (measureWord?.[1] && !measure) {
      measure = MEASURE_WORDS[measureWord[1].toLowerCase()] ?? null;
      food = food.slice(measureWord[0].length);
      changed = true;
    }
    const sizeWord = SIZE_WORD.exec(food);
    if (sizeWord?.[1] && !size) {
      const word = sizeWord[1].toLowerCase().replace(/\.$/, "").replace(" ", "-");
      size = SIZE_NAMES[word] ?? word;
      food = food.slice(sizeWord[0].length);
      changed = true;
    }
    const prepared = PREPARATION_WORD.exec(food);
    if (prepared && !PRODUCT_NAME.test(food)) {
      preparation.push(tidy(prepared[0].replace(/\s*(?:,|and|&)\s*$/i, "")));
      food = food.slice(prepared[0].length);
      changed = true;
    }
  }
  // 'garlic, cloves separated': a comma note the parser's word list did not know, but reads as preparation;
  // 'boneless, skinless chicken breasts' has no such word between its commas and stays.
  let comma = food.indexOf(",");
  while (comma > 0) {
    const next = food.indexOf(",", comma + 1);
    if (PREPARED_AFTER_COMMA.test(food.slice(comma + 1, next > 0 ? next : undefined))) {
      preparation.push(tidy(food.slice(comma + 1)));
      food = food.slice(0, comma);
      break;
    }
    comma = next;
  }
  // 'Juice of 1 lemon', 'zest of 2 limes': the food is the lemon's juice.
  food = food.replace(
    /^(juice|zest)\s+of\s+(.+?)s?$/i,
    (_, part: string, fruit: string) => `${fruit} ${part.toLowerCase()}`,
  );
  const trailing = TRAILING_PREPARATION.exec(food);
  if (trailing?.[1] && trailing.index > 0) {
    preparation.push(trailing[1]);
    food = food.slice(0, trailing.index);
  }
  // 'butter or margarine': the first food is the one to count.
  food = food.replace(/\s+(?:or|and\/or)\s+.*$/i, "");
  return { food: tidy(food), size, preparation: preparation.join(", ") || null, measure };
}

/** A line read for computing: amount, unit, the food alone, and its alternatives and additions. */
export function readIngredientLine(line: string, options: IngredientParseOptions = {}): IngredientReading {
  const { original, quantity, quantity_max, unit, name, note, alternatives, plus, each, modifier } = readLine(
    line,
    options,
  );
  const found = foodOf(name);
  const bare = (m: IngredientMeasure): IngredientMeasure => ({
    quantity: m.quantity,
    quantity_max: m.quantity_max,
    unit: m.unit,
  });
  const sizeModifier = modifier && SIZE_WORD.test(`${modifier} x`) ? modifier.replace(" ", "-") : null;
  return {
    original,
    quantity,
    quantity_max,
    unit,
    name,
    note,
    ...found,
    food: found.food || name,
    size: found.size ?? sizeModifier,
    alternatives: alternatives.map(bare),
    plus: plus.map(bare),
    each: each && bare(each),
  };
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
