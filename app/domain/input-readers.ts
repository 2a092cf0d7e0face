// Strict readers for values that arrive from forms (always strings) and from JSON (any type), shared by
// the schemas (docs/decisions/016-input-gate.md). A value is read only when its type is the expected one
// or a string that plainly writes it: nothing goes through String() or Number(), so `{}` never becomes
// "[object Object]", `true` never 1, `[]` never 0, "0x10" never 16 and 5 never "5". A reader answers
// undefined for anything else, and `orRaw` hands the schema a value it cannot accept, which it then
// refuses with the field's own message. One reading for the JSON API and the page forms: a page's
// number inputs (type=number) never send padded text, and their checkboxes send "on" or nothing.

/**
 * The one rule for characters no text of ours may hold (the web layer's input gate applies it to every
 * request): C0 controls other than tab, LF and CR, DEL (U+007F), the C1 controls (U+0080–U+009F), and
 * UTF-16 surrogates without their pair. Schemas that parse JSON out of a text field ('["Soy"]') apply it
 * again to what they parsed.
 */
export function hasRefusedCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20) {
      if (c !== 0x09 && c !== 0x0a && c !== 0x0d) return true;
    } else if (c >= 0x7f && c <= 0x9f) {
      return true;
    } else if (c >= 0xd800 && c <= 0xdfff) {
      const next = text.charCodeAt(i + 1);
      if (c > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) return true;
      i++;
    }
  }
  return false;
}

export const REFUSED_CHARACTERS = "contains characters that are not allowed.";
export const allowedText = (text: string) => !hasRefusedCharacters(text);

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** Not given: undefined, null, or a string of only spaces. An empty array or object is given. */
export const isBlank = (v: unknown): v is undefined | null | string =>
  v === undefined || v === null || (typeof v === "string" && v.trim() === "");

/** A plain decimal as people write it: '5', '2.5', '-1', '.5'. No sign '+', exponent, hex or padding. */
const DECIMAL = /^-?(\d+(\.\d+)?|\.\d+)$/;

/**
 * A finite number, or a string written as a plain decimal ('4', '2.5', '-1'); else undefined. Hex
 * ('0x10'), exponents ('1e3'), padded text (' 5 ') and a digit string too long for a finite number are
 * not numbers here: Number() would read them, a person did not write them.
 */
export function readDecimal(v: unknown): number | undefined {
  if (typeof v === "number") return Number.isFinite(v) ? v : undefined;
  if (typeof v !== "string" || !DECIMAL.test(v)) return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
}

/** Money is kept in whole cents: a number with at most two decimals (19.99, 5, 0.5; not 0.125 or 1e-9). */
export const isWholeCents = (n: number): boolean => Number.isFinite(n) && Number(n.toFixed(2)) === n;

/**
 * A switch: a boolean, the words the pages' forms send ('on' and 'off', 'true' and 'false'), or what the
 * spec's boolean rule (Laravel's) takes besides: 1 and 0, '1' and '0'. Not given (absent, null, '') is
 * false, as an unticked checkbox is not posted. Anything else ('yes', 2, `{}`, `[]`, 'TRUE') is undefined.
 */
export function readBoolean(v: unknown): boolean | undefined {
  if (v === undefined || v === null || v === "") return false;
  if (typeof v === "boolean") return v;
  if (v === "true" || v === "on" || v === 1 || v === "1") return true;
  if (v === "false" || v === "off" || v === 0 || v === "0") return false;
  return undefined;
}

/** Text: a string (trimmed); not given is ''. Anything else (a number, a boolean, a list) is undefined. */
export function readText(v: unknown): string | undefined {
  if (v === undefined || v === null) return "";
  return typeof v === "string" ? v.trim() : undefined;
}

/**
 * What `orRaw` hands the schema for a string its reader refused: a value no schema accepts. Not the
 * string itself, since a page form's parser (conform's coercion) would read "0x10" with Number() again.
 */
export const NOT_READ: unique symbol = Symbol("not read");

/** For z.preprocess: the reader's value, or a value the schema refuses (the raw one unless it is text). */
export const orRaw =
  <T>(read: (v: unknown) => T | undefined) =>
  (v: unknown): unknown => {
    const value = read(v);
    if (value !== undefined) return value;
    return typeof v === "string" ? NOT_READ : v;
  };
