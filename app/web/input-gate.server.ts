// The one gate every request's input passes before anything reads it (docs/decisions/016-input-gate.md):
// API bodies (readBody), page forms (readForm, readMultipartForm), query strings and route parameters
// (api() for /api, the root loader and the few resource routes for pages). It refuses text that no field
// of ours may hold: the C0 control characters other than tab, line feed and carriage return (NUL above
// all, which PostgreSQL text refuses), DEL and the C1 controls, and UTF-16 surrogates without their pair
// (which jsonb refuses and UTF-8 cannot encode); and a body whose bytes are not UTF-8 (raw, or
// percent-encoded in a form), which a lenient decoder would turn into U+FFFD. Nothing is cleaned up
// silently: the request is answered 422 and nothing is stored.

import { hasRefusedCharacters, REFUSED_CHARACTERS } from "~/domain/input-readers";

export { hasRefusedCharacters };

/** Field name → messages, the API's `errors` shape. */
export type RefusedFields = Record<string, string[]>;

export const REFUSED_MESSAGE = REFUSED_CHARACTERS;
/** At most this many fields are named in one answer: a hostile body can hold thousands. */
const MAX_REPORTED = 20;

/** A field name safe to echo back: the refused characters of a hostile key become U+FFFD. */
function shownName(name: string): string {
  if (!hasRefusedCharacters(name)) return name;
  let out = "";
  for (const ch of name) out += hasRefusedCharacters(ch) ? "\uFFFD" : ch;
  return out;
}

const messageFor = (field: string) => `The ${field} field ${REFUSED_MESSAGE}`;

/**
 * The fields of `value` (JSON: objects, arrays, strings; keys included) that hold refused characters,
 * named by their path ("ingredients.0.name"); `{}` when there is none. The walk uses its own stack,
 * so a deeply nested body cannot overflow the call stack here.
 */
export function refusedFields(value: unknown, root = "body"): RefusedFields {
  const found: RefusedFields = {};
  let count = 0;
  const report = (path: string) => {
    const field = path || root;
    if (found[field] || count >= MAX_REPORTED) return;
    found[field] = [messageFor(field)];
    count++;
  };
  const stack: [unknown, string][] = [[value, ""]];
  while (stack.length > 0 && count < MAX_REPORTED) {
    const [item, path] = stack.pop() as [unknown, string];
    if (typeof item === "string") {
      if (hasRefusedCharacters(item)) report(path);
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) stack.push([item[i], path ? `${path}.${i}` : String(i)]);
    } else if (item !== null && typeof item === "object" && !(item instanceof Blob)) {
      const entries = Object.entries(item);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i] as [string, unknown];
        const name = path ? `${path}.${shownName(key)}` : shownName(key);
        if (hasRefusedCharacters(key)) report(name);
        else stack.push([child, name]);
      }
    }
  }
  return found;
}

/** The refused fields of a form or a query string (repeated names are checked one by one). */
export function refusedEntries(
  entries: Iterable<[string, FormDataEntryValue]>,
  label: (name: string) => string = (name) => name,
): RefusedFields {
  const found: RefusedFields = {};
  let count = 0;
  for (const [name, value] of entries) {
    if (count >= MAX_REPORTED) break;
    // A file's bytes are judged by its own rules (uploads.server.ts); its name is never stored.
    if (hasRefusedCharacters(name) || (typeof value === "string" && hasRefusedCharacters(value))) {
      const field = label(shownName(name));
      if (!found[field]) {
        found[field] = [messageFor(field)];
        count++;
      }
    }
  }
  return found;
}

export const NOT_UTF8 = "is not valid UTF-8 text.";
const notUtf8 = (field: string) =>
  `The ${field} ${field === "body" ? "of the request" : "field"} ${NOT_UTF8}`;

/** Thrown by the gate; api() answers it as a 422 in the API's error shape, pages as a 422 page. */
export class RefusedInputError extends Error {
  constructor(readonly errors: RefusedFields) {
    super(Object.values(errors)[0]?.[0] ?? `The request ${REFUSED_MESSAGE}`);
    this.name = "RefusedInputError";
  }
}

const assertNone = (errors: RefusedFields) => {
  if (Object.keys(errors).length > 0) throw new RefusedInputError(errors);
};

/** A parsed JSON (or form) body: throws RefusedInputError when any text in it is refused. */
export function assertCleanBody(value: unknown): void {
  assertNone(refusedFields(value));
}

/** A posted form: throws RefusedInputError when a field or its name holds refused characters. */
export function assertCleanForm(form: FormData): void {
  assertNone(refusedEntries(form.entries()));
}

/**
 * The request's query string and route parameters (Remix hands them over percent-decoded, so `%00`
 * arrives as NUL): throws RefusedInputError when either holds refused characters.
 */
export function assertCleanQuery(request: Request, params: Record<string, string | undefined> = {}): void {
  const query = refusedEntries(new URL(request.url).searchParams.entries());
  const path = refusedFields(params);
  assertNone({ ...path, ...query });
}

/** The page side's answer to a refused request: a 422 the route's error page shows in plain words. */
export function refusedInputResponse(error: RefusedInputError): Response {
  return new Response(error.message, {
    status: 422,
    statusText: "Unprocessable Content",
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

/** For page loaders and resource routes: the query string, once the gate let it through. */
export function cleanSearchParams(
  request: Request,
  params: Record<string, string | undefined> = {},
): URLSearchParams {
  try {
    assertCleanQuery(request, params);
  } catch (error) {
    if (error instanceof RefusedInputError) throw refusedInputResponse(error);
    throw error;
  }
  return new URL(request.url).searchParams;
}

// ---------------------------------------------------------------------------------------------------
// Bodies as bytes: decoded strictly, so invalid UTF-8 is refused rather than stored as U+FFFD.

const strictUtf8 = () => new TextDecoder("utf-8", { fatal: true });

/** Bytes as UTF-8 text; throws RefusedInputError naming `field` when they are not UTF-8. */
export function decodeUtf8(bytes: ArrayBuffer | Uint8Array, field = "body"): string {
  try {
    return strictUtf8().decode(bytes);
  } catch {
    throw new RefusedInputError({ [field]: [notUtf8(field)] });
  }
}

const HEX = /^[0-9A-Fa-f]{2}$/;

/** One name or value of a form encoding, percent-decoded to bytes ('+' is a space), read strictly. */
function decodeFormComponent(text: string): string | undefined {
  if (!text.includes("%")) return text.replaceAll("+", " ");
  const bytes: number[] = [];
  const encoder = new TextEncoder();
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    const hex = text.slice(i + 1, i + 3);
    if (ch === "%" && HEX.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else if (ch === "+") bytes.push(0x20);
    else {
      // A character outside ASCII taken with its pair, so it is encoded whole.
      const code = text.codePointAt(i) as number;
      const whole = String.fromCodePoint(code);
      bytes.push(...encoder.encode(whole));
      i += whole.length - 1;
    }
  }
  try {
    return strictUtf8().decode(new Uint8Array(bytes));
  } catch {
    return undefined;
  }
}

/**
 * A form-encoded body (application/x-www-form-urlencoded) as FormData, its bytes and each percent-encoded
 * name and value read as UTF-8 strictly: a field that is not UTF-8 is refused by its name.
 */
export function parseUrlEncodedForm(bytes: ArrayBuffer | Uint8Array): FormData {
  const text = decodeUtf8(bytes);
  const form = new FormData();
  const refused: RefusedFields = {};
  for (const pair of text.split("&")) {
    if (pair === "") continue;
    const at = pair.indexOf("=");
    const rawName = at === -1 ? pair : pair.slice(0, at);
    const rawValue = at === -1 ? "" : pair.slice(at + 1);
    const name = decodeFormComponent(rawName);
    const value = decodeFormComponent(rawValue);
    if (name === undefined || value === undefined) {
      const field = name === undefined ? "body" : shownName(name);
      if (Object.keys(refused).length < MAX_REPORTED && !refused[field]) refused[field] = [notUtf8(field)];
      continue;
    }
    form.append(name, value);
  }
  assertNone(refused);
  return form;
}

/** How often U+FFFD occurs in the text fields (names and values) of a parsed form. */
function replacementsIn(form: FormData): number {
  let count = 0;
  const countIn = (text: string) => {
    for (let i = text.indexOf("\uFFFD"); i !== -1; i = text.indexOf("\uFFFD", i + 1)) count++;
  };
  for (const [name, value] of form.entries()) {
    countIn(name);
    if (typeof value === "string") countIn(value);
  }
  return count;
}

/** How often the UTF-8 of U+FFFD (EF BF BD) occurs in the bytes. */
function replacementBytesIn(bytes: Uint8Array): number {
  let count = 0;
  for (let i = bytes.indexOf(0xef); i !== -1 && i + 2 < bytes.length; i = bytes.indexOf(0xef, i + 1))
    if (bytes[i + 1] === 0xbf && bytes[i + 2] === 0xbd) count++;
  return count;
}

export const BROKEN_FORM = "The form could not be read: send it as a form encoding or JSON.";

/** The platform's form parser, its refusal of a broken body (a cut multipart, no boundary) a 422. */
async function formOf(parse: () => Promise<FormData>): Promise<FormData> {
  try {
    return await parse();
  } catch (error) {
    if (error instanceof TypeError) throw new RefusedInputError({ body: [BROKEN_FORM] });
    throw error;
  }
}

/**
 * A posted form, urlencoded or multipart, read so that text that is not UTF-8 is refused (a 422 through
 * RefusedInputError), never stored as U+FFFD. A multipart form is parsed by the platform; each U+FFFD in
 * its text must then have come as the three bytes that encode it, else a part was not UTF-8.
 */
export async function readRequestForm(request: Request): Promise<FormData> {
  const type = request.headers.get("Content-Type") ?? "";
  if (type.includes("application/x-www-form-urlencoded"))
    return parseUrlEncodedForm(await request.arrayBuffer());
  if (!type.includes("multipart/form-data")) return formOf(() => request.formData());
  const bytes = new Uint8Array(await request.arrayBuffer());
  const form = await formOf(() => new Response(bytes, { headers: { "Content-Type": type } }).formData());
  if (replacementsIn(form) > replacementBytesIn(bytes))
    throw new RefusedInputError({ body: [notUtf8("body")] });
  return form;
}
