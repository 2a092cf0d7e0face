// Reading one ingredient line (docs/decisions/067-allergens.md). Everything is compiled once, at module
// load, from the data in lexicon.ts: a word trie for phrases, the known words, a one-edit spelling index.
// A line is then read in one pass over its tokens, with no regular expression built per call:
//   1. spelling variants are read as the word ("mayonnese"); words no list knows are split when two lexicon
//      words run together ("peanutbutter") or corrected when one edit from a long allergen word;
//   2. free-from words are found ("gluten-free", "dairy free", "non-dairy", "vegan", "eggless");
//   3. the longest known phrase is taken at each word ("peanut butter" before "butter");
//   4. neighbours adjust what a phrase holds: a plant word before a dairy noun ("oat milk"), a gluten-free
//      grain before a gluten noun ("rice noodles"), a named nut before "nuts", "fresh" before a pasta,
//      a count before "whites";
//   5. a free-from word removes its classes from its part of the line (up to a comma, "or", "and"…);
//   6. the line is "check the label" when a phrase says so (a composite product, a maker), a product was
//      made free-from, or a brand-looking word or a ® or ™ appears (`brandLooking`).
import { type AllergenClass, type ClassMask, classesOf, parseClasses } from "./classes";
import { KNOWN_WORDS, LEXICON } from "./lexicon";
import { CLASS_NAMES } from "./names";
import { canonical, fold, phraseKeys, type Token, tokenize } from "./text";

const F = {
  label: 1,
  dairy: 2,
  sub: 4,
  plant: 8,
  gfq: 16,
  gfh: 32,
  pasta: 64,
  nut: 128,
  white: 256,
  plain: 512,
  head: 1024,
  unit: 2048,
} as const;
type FlagName = keyof typeof F;

type Entry = { phrase: string; mask: ClassMask; flags: number };
type Node = { next: Map<string, Node>; entry: Entry | null };

const node = (): Node => ({ next: new Map(), entry: null });

const MILK = parseClasses("milk");
const EGG = parseClasses("egg");
const GLUTEN = parseClasses("gluten");
const NUTS = parseClasses("tree_nut peanut");
const FISH = parseClasses("fish");
const ANIMAL = parseClasses("milk egg fish crustacean mollusc");
const SEA = parseClasses("fish crustacean mollusc");

function insert(root: Node, keys: readonly string[], entry: Entry, source: string) {
  let at = root;
  for (const key of keys) {
    let next = at.next.get(key);
    if (!next) {
      next = node();
      at.next.set(key, next);
    }
    at = next;
  }
  if (at.entry && (at.entry.mask !== entry.mask || at.entry.flags !== entry.flags))
    throw new Error(`${source}: "${entry.phrase}" is already "${at.entry.phrase}" with other classes`);
  at.entry ??= entry;
}

/** `phrase, phrase => classes ; flags` lines into a trie; every word seen is added to `known`. */
function compile(text: string, source: string, known: Set<string>): Node {
  const root = node();
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    if (line.includes("~>")) {
      const [variants = "", word = ""] = line.split("~>");
      const to = canonical(word.trim());
      for (const v of variants.split(",")) if (v.trim()) SPELLINGS.set(canonical(v.trim()), to);
      continue;
    }
    const [phrases, rest] = line.split("=>");
    if (!phrases || rest === undefined) throw new Error(`${source}: no "=>" in ${line}`);
    const [classText = "", flagText = ""] = rest.split(";");
    const mask = classText.trim() === "-" ? 0 : parseClasses(classText.trim());
    let flags = 0;
    for (const f of flagText.trim().split(/\s+/)) {
      if (!f) continue;
      if (!(f in F)) throw new Error(`${source}: unknown flag "${f}"`);
      flags |= F[f as FlagName];
    }
    for (const phrase of phrases.split(",")) {
      const keys = phraseKeys(phrase);
      if (keys.length === 0) continue;
      for (const k of keys) known.add(k);
      insert(root, keys, { phrase: phrase.trim(), mask, flags }, source);
    }
  }
  return root;
}

const KNOWN = new Set<string>();
/** Spelling variants, read as the word they spell: "mayonnese" is "mayonnaise" in every phrase. */
const SPELLINGS = new Map<string, string>();
const LEXICON_ROOT = compile(LEXICON, "lexicon", KNOWN);
const CLASS_NAME_ROOT = compile(CLASS_NAMES, "names", new Set());
for (const word of KNOWN_WORDS.split(/\s+/)) if (word) KNOWN.add(canonical(fold(word)));
for (const variant of SPELLINGS.keys()) KNOWN.add(variant);

/** A one-word entry of the lexicon, by its canonical key. */
const single = (key: string): Entry | null => LEXICON_ROOT.next.get(key)?.entry ?? null;

// ---------------------------------------------------------------- spelling: one edit from a long allergen word
// Only long words are corrected, and never an English inflection: within one edit of an allergen word lie
// "surgeon" (sturgeon), "writing" (whiting), "crumbled" (crumbed), "gingerly" (gingelly).
const MIN_FUZZY = 8;
const INFLECTED = /(?:ing|ed|er|ly|est|ness|ment|tion|able)$/;
const DELETES = new Map<string, string[]>();
for (const [key, child] of LEXICON_ROOT.next) {
  if (!child.entry || child.entry.mask === 0 || key.length < MIN_FUZZY) continue;
  for (const variant of [key, ...deletions(key)]) {
    const list = DELETES.get(variant);
    if (list) list.push(key);
    else DELETES.set(variant, [key]);
  }
}

function deletions(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < word.length; i++) out.push(word.slice(0, i) + word.slice(i + 1));
  return out;
}

/** Optimal string alignment distance ≤ 1 (one insertion, deletion, substitution or swap of neighbours). */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (i === a.length) return true;
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  const [long, short] = a.length > b.length ? [a, b] : [b, a];
  return long.slice(i + 1) === short.slice(i);
}

const corrections = new Map<string, string | null>();

/** The allergen word an unknown long word misspells, when there is exactly one reading of it. */
function corrected(word: string): string | null {
  const cached = corrections.get(word);
  if (cached !== undefined) return cached;
  let found: string | null = null;
  if (word.length >= MIN_FUZZY && !INFLECTED.test(word)) {
    const candidates = new Set<string>();
    for (const variant of [word, ...deletions(word)])
      for (const key of DELETES.get(variant) ?? [])
        if (key[0] === word[0] && withinOneEdit(word, key)) candidates.add(key);
    const masks = new Set([...candidates].map((k) => single(k)!.mask));
    if (candidates.size > 0 && masks.size === 1) found = [...candidates][0]!;
  }
  if (corrections.size > 20_000) corrections.clear();
  corrections.set(word, found);
  return found;
}

/**
 * Two lexicon words run together ("peanutbutter", "almondmilk", "eggwhites", "glutenfree", "sesameoil"):
 * both halves one-word entries of the lexicon, one of them an allergen's, or together one of its phrases.
 * Merely known words are not enough: "bowling" is not "bow" + "ling", "seaport" not "sea" + "port".
 */
function splitCompound(word: string): [string, string] | null {
  for (let k = 3; k <= word.length - 3; k++) {
    const left = canonical(word.slice(0, k));
    const right = canonical(word.slice(k));
    const l = single(left) ?? single(SPELLINGS.get(left) ?? "");
    const r = right === "free" ? FREE : (single(right) ?? single(SPELLINGS.get(right) ?? ""));
    if (l && r && (l.mask !== 0 || r.mask !== 0)) return [word.slice(0, k), word.slice(k)];
    if (LEXICON_ROOT.next.get(left)?.next.get(right)?.entry) return [word.slice(0, k), word.slice(k)];
  }
  return null;
}
const FREE: Entry = { phrase: "free", mask: 0, flags: 0 };

/** The tokens with unknown words split or corrected. */
function normalised(tokens: Token[]): Token[] {
  let out: Token[] | null = null;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    let replacement: Token[] | null = null;
    const spelled = t.kind === "word" ? SPELLINGS.get(t.key) : undefined;
    if (spelled) replacement = [{ ...t, key: spelled }];
    else if (t.kind === "word" && t.text.length >= 6 && !KNOWN.has(t.key) && !t.key.endsWith("fish")) {
      const parts = splitCompound(t.text);
      if (parts) {
        replacement = parts.map((p) => ({ kind: "word", text: p, key: canonical(p), shape: 0 }));
      } else {
        const fixed = corrected(t.key);
        if (fixed) replacement = [{ ...t, key: fixed }];
      }
    }
    if (replacement) {
      out ??= tokens.slice(0, i);
      out.push(...replacement);
    } else out?.push(t);
  }
  return out ?? tokens;
}

// ---------------------------------------------------------------- free-from words
const SINGLE_MARKERS = new Map<string, ClassMask>([
  ["nondairy", MILK],
  ["dairyless", MILK],
  ["eggless", EGG],
  ["flourless", GLUTEN],
  ["glutenless", GLUTEN],
  ["unsulphured", parseClasses("sulphite")],
  ["unsulfured", parseClasses("sulphite")],
  ["vegan", ANIMAL],
  ["vegetarian", SEA],
  ["veggie", SEA],
]);
const NEGATIONS = new Set(["non", "without", "no"]);
/** Class names that never make a free-from: "lactose-free milk" is still milk. */
const NOT_FREE_FROM = new Set([
  "lactose",
  "wheat",
  "oat",
  "barley",
  "rye",
  "spelt",
  "kamut",
  "whey",
  "casein",
]);

type Marker = { start: number; end: number; mask: ClassMask };

/** The class name phrase at `i` (longest), as [end, mask]. */
function classNameAt(tokens: readonly Token[], i: number): [number, ClassMask] | null {
  let at: Node | undefined = CLASS_NAME_ROOT;
  let best: [number, ClassMask] | null = null;
  for (let j = i; j < tokens.length; j++) {
    const t = tokens[j]!;
    if (t.kind !== "word") break;
    at = at.next.get(t.key);
    if (!at) break;
    if (at.entry && !(j === i && NOT_FREE_FROM.has(t.key))) best = [j + 1, at.entry.mask];
  }
  return best;
}

/** Words without which a line has no free-from: most lines skip the search. */
const MARKER_WORDS = new Set([...SINGLE_MARKERS.keys(), ...NEGATIONS, "free", "plant"]);

function findMarkers(tokens: readonly Token[]): Marker[] {
  const markers: Marker[] = [];
  if (!tokens.some((t) => MARKER_WORDS.has(t.key))) return markers;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind !== "word") continue;
    const one = SINGLE_MARKERS.get(t.key);
    if (one !== undefined) {
      markers.push({ start: i, end: i + 1, mask: one });
      continue;
    }
    const next = tokens[i + 1];
    if (t.key === "plant" && next?.key === "based") {
      markers.push({ start: i, end: i + 2, mask: ANIMAL });
      i++;
      continue;
    }
    if (NEGATIONS.has(t.key)) {
      const name = classNameAt(tokens, i + 1);
      if (name) {
        markers.push({ start: i, end: name[0], mask: name[1] });
        i = name[0] - 1;
      }
      continue;
    }
    if (t.key === "free" && (next?.key === "from" || next?.key === "of")) {
      const name = classNameAt(tokens, i + 2);
      if (name) {
        markers.push({ start: i, end: name[0], mask: name[1] });
        i = name[0] - 1;
      }
      continue;
    }
    const name = classNameAt(tokens, i);
    if (name && tokens[name[0]]?.key === "free") {
      markers.push({ start: i, end: name[0] + 1, mask: name[1] });
      i = name[0];
    }
  }
  return markers;
}

// ---------------------------------------------------------------- parts of a line
const PART_WORDS = new Set(["or", "and", "with", "plus", "but"]);
/** A part that begins so continues the one before it: "gluten-free pasta (such as penne)". */
const CONTINUING = new Set([
  "such",
  "like",
  "eg",
  "e",
  "preferably",
  "ideally",
  "ie",
  "i",
  "for",
  "we",
  "my",
  "any",
]);

/** Each token's part: parts end at separators and at "or", "and", "with", "plus", "but". */
function partsOf(tokens: readonly Token[]): Int32Array {
  const part = new Int32Array(tokens.length);
  let p = 0;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind === "sep" || (t.kind === "word" && PART_WORDS.has(t.key))) p++;
    part[i] = p;
  }
  return part;
}

// ---------------------------------------------------------------- hits
type Hit = { start: number; end: number; mask: ClassMask; flags: number; label: boolean };

const FISH_MORPH: Entry = { phrase: "…fish", mask: FISH, flags: 0 };

function findHits(tokens: readonly Token[], consumed: Uint8Array): Hit[] {
  const hits: Hit[] = [];
  let i = 0;
  while (i < tokens.length) {
    const t = tokens[i]!;
    // "200 gram flour" is a weight of flour, not gram (chickpea) flour.
    if (t.kind !== "word" || consumed[i] || (t.key === "gram" && tokens[i - 1]?.kind === "number")) {
      i++;
      continue;
    }
    let at: Node | undefined = LEXICON_ROOT;
    let best: Entry | null = null;
    let bestEnd = i;
    for (let j = i; j < tokens.length; j++) {
      const u = tokens[j]!;
      if (u.kind !== "word" || consumed[j]) break;
      at = at.next.get(u.key);
      if (!at) break;
      if (at.entry) {
        best = at.entry;
        bestEnd = j + 1;
      }
    }
    if (!best && t.key.length > 4 && t.key.endsWith("fish")) {
      best = FISH_MORPH;
      bestEnd = i + 1;
    }
    if (best) {
      hits.push({
        start: i,
        end: bestEnd,
        mask: best.mask,
        flags: best.flags,
        label: (best.flags & F.label) !== 0,
      });
      i = bestEnd;
    } else i++;
  }
  return hits;
}

const NUMBER_WORDS = new Set([
  "a",
  "an",
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
  "dozen",
  "half",
  "couple",
  "few",
  "several",
]);
const SIZES = new Set(["large", "medium", "small", "extra", "jumbo", "big", "free", "range", "organic"]);
const AFTER_WHITES = new Set([
  "beaten",
  "whisked",
  "lightly",
  "stiffly",
  "only",
  "at",
  "from",
  "room",
  "reserved",
  "whipped",
  "of",
  "whisk",
  "to",
  "for",
  "left",
  "separated",
]);
const FRESH = new Set(["fresh", "homemade", "handmade"]);

function countedBefore(tokens: readonly Token[], i: number): boolean {
  let j = i - 1;
  while (j >= 0 && tokens[j]!.kind === "word" && SIZES.has(tokens[j]!.key)) j--;
  const t = tokens[j];
  return t !== undefined && (t.kind === "number" || (t.kind === "word" && NUMBER_WORDS.has(t.key)));
}

/** Whether a word follows at `i`, past numbers and a bracketed aside ("1 roll (8 oz) goat cheese"). */
function wordFollows(tokens: readonly Token[], i: number): boolean {
  let depth = 0;
  for (let j = i; j < tokens.length; j++) {
    const t = tokens[j]!;
    if (t.text === "(") depth++;
    else if (t.text === ")") depth = Math.max(0, depth - 1);
    else if (depth === 0) {
      if (t.kind === "word") return true;
      if (t.kind === "sep") return false;
    }
  }
  return false;
}

/** Neighbours adjusting what a phrase holds (step 4). */
function adjust(tokens: readonly Token[], hits: Hit[]) {
  for (let h = 0; h < hits.length; h++) {
    const hit = hits[h]!;
    const prev = h > 0 && hits[h - 1]!.end === hit.start ? hits[h - 1]! : null;
    if (hit.flags & F.dairy && prev && prev.flags & F.plant) {
      hit.mask &= ~MILK;
      if (hit.flags & F.sub) hit.label = true;
    }
    if (hit.flags & F.gfh && prev && prev.flags & F.gfq) hit.mask &= ~GLUTEN;
    if (hit.flags & F.head && prev) hit.label = prev.label;
    if (hit.flags & F.nut && prev && prev.mask & NUTS) hit.mask = 0;
    if (hit.flags & F.pasta) {
      const before = tokens[hit.start - 1];
      if (before?.kind === "word" && FRESH.has(before.key)) hit.mask |= EGG;
    }
    if (hit.flags & F.unit && countedBefore(tokens, hit.start) && wordFollows(tokens, hit.end)) hit.mask = 0;
    if (hit.flags & F.white && countedBefore(tokens, hit.start)) {
      const after = tokens[hit.end];
      if (after?.kind !== "word" || AFTER_WHITES.has(after.key)) hit.mask |= EGG;
    }
  }
}

/** A free-from word's classes leave its part, the part before when its own holds nothing else, and the
 *  parts after that continue it (step 5). */
function applyMarkers(tokens: readonly Token[], hits: Hit[], markers: readonly Marker[]) {
  if (markers.length === 0) return;
  const part = partsOf(tokens);
  const hitParts = new Set(hits.map((h) => part[h.start]!));
  const firstWordOfPart = new Map<number, string>();
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind === "word" && !PART_WORDS.has(t.key) && !firstWordOfPart.has(part[i]!))
      firstWordOfPart.set(part[i]!, t.key);
  }
  const maxPart = tokens.length > 0 ? part[tokens.length - 1]! : 0;
  for (const m of markers) {
    const own = part[m.start]!;
    const parts = new Set([own]);
    if (!hitParts.has(own) && own > 0) parts.add(own - 1);
    for (let p = own + 1; p <= maxPart && CONTINUING.has(firstWordOfPart.get(p) ?? ""); p++) parts.add(p);
    for (const hit of hits) {
      if (!parts.has(part[hit.start]!) || (hit.mask & m.mask) === 0) continue;
      hit.mask &= ~m.mask;
      // A made-free-from product ("vegan butter", "gluten-free pasta") depends on its maker.
      if (hit.mask === 0 && !(hit.flags & F.plain)) hit.label = true;
    }
  }
}

// ---------------------------------------------------------------- brands
const BRAND_SIGNS = /[\u00ae\u2122\u00a9]/;

/** A Capitalised, ALL-CAPS or camelCase word no list knows, past the line's first word: a brand. */
function brandLooking(tokens: readonly Token[], hits: readonly Hit[]): boolean {
  const inHit = new Uint8Array(tokens.length);
  for (const h of hits) for (let i = h.start; i < h.end; i++) inHit[i] = 1;
  // Title Case Lines and SHOUTED LINES say nothing of brands; whether a line is so is judged on the words we
  // know ("2 Cups All-Purpose Flour", "Bean Sprouts"), since a brand's own words are unknown and capitalised
  // ("4 Kraft Singles").
  let known = 0;
  let capitalised = 0;
  let allCaps = 0;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind !== "word" || !(inHit[i] || KNOWN.has(t.key))) continue;
    known++;
    if (t.shape === 1) capitalised++;
    if (t.shape === 2) allCaps++;
  }
  const titleCase = known >= 2 && capitalised / known >= 0.75;
  const shouted = known >= 2 && allCaps / known >= 0.75;
  let first = -1;
  let unknownCapitals = 0;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind !== "word") continue;
    if (first < 0) first = i;
    if (t.shape !== 0 && !inHit[i] && !KNOWN.has(t.key)) unknownCapitals++;
  }
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind !== "word" || inHit[i] || KNOWN.has(t.key) || t.text.length < 3) continue;
    if (t.shape === 3) return true;
    // Short capitals are abbreviations ("PEI mussels", "BBQ"), longer ones a maker's name ("KNORR").
    if (t.shape === 2 && !shouted && t.text.length >= 4) return true;
    // A line's first word is capitalised as a sentence ("Kiwi, peeled", "Snow Peas"), unless another unknown
    // capitalised word follows ("Tony Chachere's"). Makers known by name are in the lexicon ("Kraft").
    if (t.shape === 1 && !titleCase && (i !== first || unknownCapitals > 1)) return true;
  }
  return false;
}

// ---------------------------------------------------------------- the line
export type LineReading = {
  classes: AllergenClass[];
  /** The line could not be read with confidence: "check the label". Never treated as safe by callers. */
  checkLabel: boolean;
};

type Read = { mask: ClassMask; label: boolean };

/** The classes a text holds and whether it is to be checked on the label. */
export function readText(text: string): Read {
  const tokens = normalised(tokenize(text));
  const markers = findMarkers(tokens);
  const consumed = new Uint8Array(tokens.length);
  for (const m of markers) for (let i = m.start; i < m.end; i++) consumed[i] = 1;
  const hits = findHits(tokens, consumed);
  adjust(tokens, hits);
  applyMarkers(tokens, hits, markers);
  let mask = 0;
  let label = false;
  for (const h of hits) {
    mask |= h.mask;
    if (h.label) label = true;
  }
  if (!label) label = BRAND_SIGNS.test(text) || brandLooking(tokens, hits);
  return { mask, label };
}

const LINE_CACHE_SIZE = 20_000;
const lineCache = new Map<string, Read>();

/** `readText`, remembered for the lines a page reads again. */
export function readLine(line: string): Read {
  const known = lineCache.get(line);
  if (known) return known;
  const read = readText(line);
  if (lineCache.size >= LINE_CACHE_SIZE) lineCache.clear();
  lineCache.set(line, read);
  return read;
}

// ---------------------------------------------------------------- the food table's signal
const FOOD_CACHE = new Map<string, ClassMask>();
const DAIRY_GROUP = "Dairy and Egg Products";
/** Groups whose flours and noodles are not wheat ("Seeds, sunflower seed flour", "Carob flour",
 *  "Noodles, chinese, cellophane"): a gluten reading there needs a gluten cereal named. */
const NOT_CEREAL_GROUPS = new Set([
  "Nut and Seed Products",
  "Legumes and Legume Products",
  "Vegetables and Vegetable Products",
  "Fruits and Fruit Juices",
  "Spices and Herbs",
]);
/** SR's category words that open a description: the food is named after them ("Cereals, corn grits"). */
const CATEGORY_HEADS = new Set([
  "nuts",
  "seeds",
  "cereals",
  "cereals ready-to-eat",
  "babyfood",
  "snacks",
  "candies",
  "beverages",
  "spices",
  "fast foods",
  "fast food",
]);
const GLUTEN_CEREAL =
  /\b(?:wheat|barley|rye|oats?|spelt|semolina|durum|bulgur|couscous|malt|breaded|bread)\b/i;
const NOT_DAIRY = /substitute|imitation|non-?dairy/i;

/**
 * What the food-table match of a line adds: its USDA description read like a line, and what its food group
 * says of a food the description does not name (a "Dairy and Egg Products" food is milk or egg; "Fish,",
 * "Crustaceans," and "Mollusks," foods are their class). "Nuts," and "Seeds," open SR's descriptions of
 * every nut and seed ("Cereals," every cereal, "Candies," every sweet…), so the name after them is what is
 * read ("Nuts, coconut meat" is coconut; "Cereals, corn grits" is corn). In groups whose flours are not
 * wheat's (seeds, legumes, vegetables…), gluten is added only when a gluten cereal is named.
 */
export function foodClasses(food: { description: string; group: string | null }): ClassMask {
  const key = `${food.group ?? ""}\u0000${food.description}`;
  const known = FOOD_CACHE.get(key);
  if (known !== undefined) return known;
  const comma = food.description.indexOf(",");
  const head = (comma < 0 ? food.description : food.description.slice(0, comma)).trim().toLowerCase();
  const tail = comma < 0 ? "" : food.description.slice(comma + 1);
  let mask: ClassMask;
  const cerealsNamed = !NOT_CEREAL_GROUPS.has(food.group ?? "") || GLUTEN_CEREAL.test(food.description);
  if (CATEGORY_HEADS.has(head)) {
    mask = readText(tail).mask;
    if (!cerealsNamed) mask &= ~GLUTEN;
    if (mask === 0 && head === "nuts" && !/coconut/i.test(tail)) mask = parseClasses("tree_nut");
  } else {
    mask = readText(food.description).mask;
    if (!cerealsNamed) mask &= ~GLUTEN;
    if (head === "fish") mask |= FISH;
    else if (head === "crustaceans") mask |= parseClasses("crustacean");
    else if (head === "mollusks") mask |= parseClasses("mollusc");
    if (food.group === DAIRY_GROUP && mask === 0 && !NOT_DAIRY.test(food.description))
      mask = head.startsWith("egg") ? EGG : MILK;
    if (food.group === "Finfish and Shellfish Products" && (mask & SEA) === 0) mask |= FISH;
  }
  if (FOOD_CACHE.size > 20_000) FOOD_CACHE.clear();
  FOOD_CACHE.set(key, mask);
  return mask;
}

/**
 * What one ingredient line holds. `food` is the food-table match of the line when there is one (its USDA
 * description and food group): a second signal that may add classes, never remove one.
 */
export function readIngredientLine(
  line: string,
  food?: { description: string; group: string | null } | null,
): LineReading {
  const read = readLine(line);
  const mask = food ? read.mask | foodClasses(food) : read.mask;
  return { classes: classesOf(mask), checkLabel: read.label };
}

/** The classes of a text, as a mask (for recipes and names, which read many texts). */
export const textMask = (text: string): ClassMask => readLine(text).mask;
