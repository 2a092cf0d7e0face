// How the allergen reader sees text (docs/decisions/067-allergens.md): accents and case folded away,
// apostrophes dropped ("cow's" is "cows", "za'atar" "zaatar"), hyphens and other punctuation split words
// ("peanut-free" is "peanut free"), and every word compared in one canonical singular form, so "anchovies"
// meets "anchovy", "quiches" "quiche" and "berries" "berry". The canonical form is only ever compared
// with another canonical form (the lexicon is stored in it too), so it need not be a real word.

export type TokenKind = "word" | "number" | "sep";

export type Token = {
  kind: TokenKind;
  /** Lower case, folded ("creme"); for a separator, the character. */
  text: string;
  /** The canonical singular form of a word ("anchovy" for "anchovies"); the text otherwise. */
  key: string;
  /** How it was written: 0 lower case, 1 Capitalised, 2 ALL CAPS, 3 mIxEd (a brand's camel case). */
  shape: 0 | 1 | 2 | 3;
};

const MARKS = /[\u0300-\u036f]/g;
const APOSTROPHES = /['\u2018\u2019\u02bc`\u00b4]/g;
const LETTERS_APART: Record<string, string> = {
  "\u00f8": "o",
  "\u00d8": "O",
  "\u0153": "oe",
  "\u0152": "Oe",
  "\u00e6": "ae",
  "\u00c6": "Ae",
  "\u00df": "ss",
  "\u0142": "l",
  "\u0141": "L",
  "\u0111": "d",
  "\u0110": "D",
};
const APART = /[\u00f8\u00d8\u0153\u0152\u00e6\u00c6\u00df\u0142\u0141\u0111\u0110]/g;
const TOKEN = /[A-Za-z]+|[0-9]+|[,;()/&+:[\]]/g;
const SEPARATOR_OF: Record<string, string> = { "[": "(", "]": ")", ":": "," };

/** Accents off, letters a keyboard lacks spelled out, apostrophes dropped; the case is kept. */
const PLAIN = /^[\x20-\x26\x28-\x5f\x61-\x7e]*$/;

export function foldKeepingCase(text: string): string {
  // Most lines are plain ASCII without an apostrophe or a backtick: nothing to fold.
  if (PLAIN.test(text)) return text;
  return text
    .normalize("NFKD")
    .replace(MARKS, "")
    .replace(APART, (c) => LETTERS_APART[c]!)
    .replace(APOSTROPHES, "");
}

/** Accents, case and apostrophes folded: how two texts are compared. */
export const fold = (text: string) => foldKeepingCase(text).toLowerCase();

const canonicalCache = new Map<string, string>();

/**
 * One form for a word and its plural: "anchovies"/"anchovie"/"anchovy" → "anchovy", "peaches"/"peach" →
 * "peach", "quiches"/"quiche" → "quich", "cookies"/"cookie" → "cooky". Words ending -ss, -us and -is are
 * their own plural ("swiss", "hummus", "couscous").
 */
export function canonical(word: string): string {
  const known = canonicalCache.get(word);
  if (known !== undefined) return known;
  let w = word;
  if (w.length > 3) {
    if (w.endsWith("ies") && w.length > 4) w = `${w.slice(0, -3)}y`;
    else if (w.endsWith("ie")) w = `${w.slice(0, -2)}y`;
    else if (w.endsWith("oes")) w = w.slice(0, -2);
    else if (/(?:ss|sh|ch|x|z)es$/.test(w)) w = w.slice(0, -2);
    else if (/(?:ss|sh|ch|x|z)e$/.test(w)) w = w.slice(0, -1);
    else if (w.endsWith("s") && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  }
  if (canonicalCache.size > 50_000) canonicalCache.clear();
  canonicalCache.set(word, w);
  return w;
}

function shapeOf(raw: string): Token["shape"] {
  const first = raw.charCodeAt(0);
  const upperFirst = first >= 65 && first <= 90;
  if (raw.length === 1) return upperFirst ? 1 : 0;
  let uppers = upperFirst ? 1 : 0;
  for (let i = 1; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if (c >= 65 && c <= 90) uppers++;
  }
  if (uppers === 0) return 0;
  if (uppers === raw.length) return 2;
  if (uppers === 1 && upperFirst) return 1;
  return 3;
}

/** Words, numbers and the separators that end a phrase (, ; ( ) / + and ':' read as ','); '&' is "and". */
export function tokenize(text: string): Token[] {
  const folded = foldKeepingCase(text);
  const out: Token[] = [];
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(folded); m !== null; m = TOKEN.exec(folded)) {
    const raw = m[0];
    const c = raw.charCodeAt(0);
    if (c >= 48 && c <= 57) out.push({ kind: "number", text: raw, key: raw, shape: 0 });
    else if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122)) {
      const lower = raw.toLowerCase();
      out.push({ kind: "word", text: lower, key: canonical(lower), shape: shapeOf(raw) });
    } else if (raw === "&") out.push({ kind: "word", text: "and", key: "and", shape: 0 });
    else {
      const sep = SEPARATOR_OF[raw] ?? raw;
      out.push({ kind: "sep", text: sep, key: sep, shape: 0 });
    }
  }
  return out;
}

/** The canonical words of a phrase, for the lexicon and for a name matched literally. */
export const phraseKeys = (phrase: string): string[] =>
  tokenize(phrase)
    .filter((t) => t.kind === "word")
    .map((t) => t.key);
