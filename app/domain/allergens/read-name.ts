// Reading an allergy's (or a dislike's) name as a family typed it (docs/decisions/067-allergens.md).
// The name is cut into items at commas, brackets, colons, slashes, "and", "or"; each item loses the words
// that do not change what it names ("severe", "allergy", "anaphylaxis", "intolerant to"…). An item is then
//   - a class name ("milk", "dairy", "coeliac", "seafood", "tree nuts"): its classes;
//   - for an allergy, a food the lexicon reads ("prawns", "pecorino", "pine nuts"): the food's classes — a
//     person allergic to one fish is kept from all fish, as an allergist would advise;
//   - anything else ("kiwi", "nightshades"): a literal word, matched by name in recipes and shown to the
//     family as not recognised.
// A dislike uses class names only; a food it names stays a word ("cheese" does not rule out butter).
import { type AllergenClass, type ClassMask, classesOf, parseClasses } from "./classes";
import { CLASS_NAMES, NAME_NOISE, NAME_SEPARATORS } from "./names";
import { textMask } from "./read-line";
import { canonical, fold, tokenize } from "./text";

/** An allergy (or dislike) name as a family typed it. */
export type AllergyReading = {
  /** The text as typed, trimmed. */
  name: string;
  /** The classes it names (empty when not recognised). */
  classes: AllergenClass[];
  /** Not recognised as an allergen: the literal word(s) matched by name in recipes, and shown to the family.
   *  Several unrecognised items are listed with ", " between them ("kiwi, mango"): see `allergyLiterals`. */
  literal: string | null;
};

const CLASS_PHRASES = new Map<string, ClassMask>();
for (const raw of CLASS_NAMES.split("\n")) {
  const line = raw.trim();
  if (!line) continue;
  const [phrases = "", classes = ""] = line.split("=>");
  const mask = parseClasses(classes.trim());
  for (const phrase of phrases.split(",")) {
    const key = keysOf(phrase).join(" ");
    if (key) CLASS_PHRASES.set(key, (CLASS_PHRASES.get(key) ?? 0) | mask);
  }
}
const NOISE = new Set(NAME_NOISE.split(/\s+/).filter(Boolean).map(canonical));
const SKIP_ITEM = new Set(["not", "except", "excluding", "but", "can"]);
const ALLOWED = new Set(["ok", "okay", "fine", "tolerate", "tolerates", "tolerated", "allowed"]);
const ITEM_SPLIT = new RegExp(`[,;/()\\[\\]:&+|]|\\b(?:${NAME_SEPARATORS.join("|")})\\b`, "iu");
const WORD = /[\p{L}\p{N}]+(?:['\u2019][\p{L}]+)*/gu;

function keysOf(text: string): string[] {
  return tokenize(text)
    .filter((t) => t.kind === "word")
    .map((t) => t.key);
}

type ItemReading = { mask: ClassMask; literal: string | null };

/** One item of a name: a class name, (for an allergy) a food, or a literal word. */
function readItem(item: string, foods: boolean): ItemReading | null {
  const keys = keysOf(item);
  // "not coconut", "baked ok", "except almonds": what the person may eat, not an allergy.
  if (keys.length === 0 || SKIP_ITEM.has(keys[0]!) || keys.some((k) => ALLOWED.has(k))) return null;
  const content = keys.filter((k) => !NOISE.has(k));
  if (content.length === 0) return null;
  const whole = CLASS_PHRASES.get(content.join(" "));
  if (whole !== undefined) return { mask: whole, literal: null };
  if (foods) {
    const mask = textMask(content.join(" "));
    if (mask !== 0) return { mask, literal: null };
  }
  // A class name leading other words ("milk products please") still names the class.
  for (let n = content.length - 1; n >= 1; n--) {
    const lead = CLASS_PHRASES.get(content.slice(0, n).join(" "));
    if (lead !== undefined) return { mask: lead, literal: null };
  }
  const words = (item.match(WORD) ?? []).filter((w) => !NOISE.has(canonical(fold(w))));
  return { mask: 0, literal: words.join(" ").toLowerCase() || null };
}

function readName(name: string, foods: boolean): AllergyReading {
  const trimmed = name.trim();
  let mask = 0;
  const literals: string[] = [];
  for (const item of trimmed.split(ITEM_SPLIT)) {
    const read = readItem(item, foods);
    if (!read) continue;
    mask |= read.mask;
    if (read.literal && !literals.includes(read.literal)) literals.push(read.literal);
  }
  // Nothing but noise ("severe allergy"): nothing is recognised, so the whole name is the word matched.
  if (mask === 0 && literals.length === 0 && trimmed) literals.push(trimmed.toLowerCase());
  return {
    name: trimmed,
    classes: classesOf(mask),
    literal: literals.length > 0 ? literals.join(", ") : null,
  };
}

/** An allergy's name read: its classes, or the literal word(s) it is matched by. */
export const readAllergyName = (name: string): AllergyReading => readName(name, true);

/** A dislike's name read: class names ("dairy", "seafood") give classes; a food stays a literal word. */
export const readDislikeName = (name: string): AllergyReading => readName(name, false);

/** "We don't recognise 'X' as an allergen; we avoid recipes that mention it by name." */
export const unrecognisedAllergyText = (name: string): string =>
  `We don't recognise '${name.trim()}' as an allergen; we avoid recipes that mention it by name.`;

/** The words an unrecognised name is matched by, one per item ("kiwi, mango" → ["kiwi", "mango"]). */
export const allergyLiterals = (reading: Pick<AllergyReading, "literal">): string[] =>
  reading.literal
    ? reading.literal
        .split(", ")
        .map((w) => w.trim())
        .filter(Boolean)
    : [];
