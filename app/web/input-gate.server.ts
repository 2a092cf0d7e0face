// The one gate every request's input passes before anything reads it (docs/decisions/016-input-gate.md):
// API bodies (readBody), page forms (readForm, readMultipartForm), query strings and route parameters
// (api() for /api, the root loader and the few resource routes for pages). It refuses text that no field
// of ours may hold: the C0 control characters other than tab, line feed and carriage return (NUL above
// all, which PostgreSQL text refuses), and UTF-16 surrogates without their pair (which jsonb refuses and
// UTF-8 cannot encode). Nothing is cleaned up silently: the request is answered 422 and nothing is stored.

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
