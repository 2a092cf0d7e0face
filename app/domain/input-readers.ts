// Strict readers for values that arrive from forms (always strings) and from JSON (any type), shared by
// the schemas (docs/decisions/016-input-gate.md). A value is read only when its type is the expected one
// or a string that plainly writes it: nothing goes through String() or Number(), so `{}` never becomes
// "[object Object]", `true` never 1 and `[]` never 0. A reader answers undefined for anything else, and
// `orRaw` hands the value itself to the schema, which then refuses it with the field's own message.

/**
 * The one rule for characters no text of ours may hold (the web layer's input gate applies it to every
 * request): C0 controls other than tab, LF and CR, and UTF-16 surrogates without their pair. Schemas that
 * parse JSON out of a text field ('["Soy"]') apply it again to what they parsed.
 */
export function hasRefusedCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20) {
      if (c !== 0x09 && c !== 0x0a && c !== 0x0d) return true;
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

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** A finite number, or a string written as a plain decimal ('4', ' 2.5 ', '-1'); else undefined. */
export function readDecimal(v: unknown): number | undefined {
  if (typeof v === "number") return Number.isFinite(v) ? v : undefined;
  if (typeof v !== "string") return undefined;
  const s = v.trim();
  return DECIMAL.test(s) ? Number(s) : undefined;
}

const TRUE_WORDS = new Set(["true", "on", "1", "yes"]);
const FALSE_WORDS = new Set(["false", "off", "0", "no", ""]);

/**
 * A switch: a boolean, 1 or 0, or the words forms and clients send ('on', 'true', 'yes', '1' and their
 * opposites); not given is false (an unticked checkbox is not posted). Anything else is undefined.
 */
export function readBoolean(v: unknown): boolean | undefined {
  if (v === undefined || v === null) return false;
  if (typeof v === "boolean") return v;
  if (v === 1 || v === 0) return v === 1;
  if (typeof v !== "string") return undefined;
  const word = v.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  return FALSE_WORDS.has(word) ? false : undefined;
}

/** Text: a string (trimmed) or a finite number written out; not given is ''. Anything else is undefined. */
export function readText(v: unknown): string | undefined {
  if (v === undefined || v === null) return "";
  if (typeof v === "string") return v.trim();
  if (typeof v === "number" && Number.isFinite(v)) return String(v);
  return undefined;
}

/** For z.preprocess: the reader's value, or the raw input for the schema to refuse. */
export const orRaw =
  <T>(read: (v: unknown) => T | undefined) =>
  (v: unknown): unknown => {
    const value = read(v);
    return value === undefined ? v : value;
  };
