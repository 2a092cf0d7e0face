// How a command's expected version and idempotency key are read from what a caller sent, one rule for
// the JSON API (app/web/meal-api.server.ts) and the page actions (app/web/page-action.server.ts), so a
// form field and a header mean the same thing (docs/decisions/026-page-action-kit.md). Each reader
// answers undefined when nothing was sent and null when something unreadable was; the caller decides
// what an unreadable value answers (422 JSON for the API, a 400 page for a form).

import { IDEMPOTENCY_KEY_MESSAGE, parseIdempotencyKey } from "~/domain/idempotency";

export const VERSION_MESSAGE = "The version must be a whole number (the version you last saw).";

/** `version` (a form field or JSON number) or an `If-Match` entity tag: "3" and W/"3" read as 3. */
export function readVersion(value: unknown): number | undefined | null {
  // If-Match: * asks for no particular version.
  if (value === undefined || value === null || value === "" || value === "*") return undefined;
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  const m = /^(?:W\/)?"?(\d{1,15})"?$/.exec(text);
  return m ? Number(m[1]) : null;
}

export { IDEMPOTENCY_KEY_MESSAGE };

/** The `Idempotency-Key` header or an `idempotency_key` field, by the domain's one rule. */
export function readIdempotencyKey(value: unknown): string | undefined | null {
  const result = parseIdempotencyKey(value);
  return result.ok ? result.key : null;
}
