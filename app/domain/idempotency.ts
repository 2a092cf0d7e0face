// The idempotency key of a create (ADR 010): one rule for the JSON API's Idempotency-Key header (or
// `idempotency_key` field) and the pages' hidden `idempotency_key` fields. A key is 1 to
// IDEMPOTENCY_KEY_MAX characters once trimmed. The API answers 422 for a key that breaks the rule; a page,
// whose keys the server itself writes into the form, plans without one (a tampered key saves nothing twice
// only if it is kept, so it is dropped rather than refusing the user's meal).

export const IDEMPOTENCY_KEY_MAX = 200;
export const IDEMPOTENCY_KEY_MESSAGE = `The idempotency key must be 1 to ${IDEMPOTENCY_KEY_MAX} characters.`;

export type IdempotencyKeyResult =
  | { ok: true; key: string | undefined }
  | { ok: false; message: typeof IDEMPOTENCY_KEY_MESSAGE };

/** undefined or null: no key was sent (ok, key undefined); otherwise the trimmed key or the rule's message. */
export function parseIdempotencyKey(raw: unknown): IdempotencyKeyResult {
  if (raw === undefined || raw === null) return { ok: true, key: undefined };
  const key = typeof raw === "string" ? raw.trim() : "";
  if (key === "" || key.length > IDEMPOTENCY_KEY_MAX) return { ok: false, message: IDEMPOTENCY_KEY_MESSAGE };
  return { ok: true, key };
}

/** A page's key: the key when it keeps the rule, else undefined (the page plans without one). */
export function pageIdempotencyKey(raw: unknown): string | undefined {
  const result = parseIdempotencyKey(raw);
  return result.ok ? result.key : undefined;
}

/**
 * A key a page may carry in its address (`/meal-planner/new?key=`): the same rule, in the characters of a
 * generated key (letters, digits, '_' and '-'), so the address needs no escaping.
 */
export const isAddressIdempotencyKey = (raw: string | null | undefined): raw is string =>
  typeof raw === "string" && pageIdempotencyKey(raw) === raw && /^[\w-]+$/.test(raw);
