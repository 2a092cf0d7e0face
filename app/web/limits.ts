// The HTTP edge's limits, in one place: how big a request may be before any work is done on it. The
// production server (server.js, through app/web/edge.server.ts) refuses what is over them while the body
// streams in, before authentication, CSRF or parsing; the API's JSON reader checks the shape of what it
// parses. Pure decisions only (no I/O), so they are tested as a table. See the README's "Limits" and
// docs/decisions/015-http-edge-limits.md.
import { AVATAR_MAX_BYTES } from "~/domain/household/schemas";
import { IMAGE_MAX_BYTES } from "~/domain/recipes/constants";

export const KiB = 1024;
export const MiB = 1024 * KiB;

/** A JSON body to the API. */
export const JSON_BODY_MAX_BYTES = 1 * MiB;
/** A page's form post (urlencoded, or multipart without a picture field). */
export const FORM_BODY_MAX_BYTES = 1 * MiB;
/** The recipe form with its picture (multipart): the picture's own limit plus room for the text fields. */
export const RECIPE_PICTURE_FORM_MAX_BYTES = IMAGE_MAX_BYTES + FORM_BODY_MAX_BYTES;
/** The family member form with its avatar (multipart). */
export const AVATAR_FORM_MAX_BYTES = AVATAR_MAX_BYTES + FORM_BODY_MAX_BYTES;
/** A recipe sent to the API with its picture as a base64 data URL (4 characters per 3 bytes). */
export const RECIPE_PICTURE_JSON_MAX_BYTES = Math.ceil((IMAGE_MAX_BYTES * 4) / 3) + JSON_BODY_MAX_BYTES;

/** Nesting of arrays and objects in a JSON body (real payloads are 3–4 deep). */
export const JSON_MAX_DEPTH = 32;
/** Items of one array, or fields of one object, in a JSON body (the longest real list is 500). */
export const JSON_MAX_ITEMS = 1000;

/** Request bodies being read at once, per server process; over it the answer is 503 with Retry-After. */
export const CONCURRENT_BODIES_MAX = 32;
/** Of those, bodies over the 1 MB form limit (pictures): each may hold ≈10–14 MB while it is parsed. */
export const CONCURRENT_LARGE_BODIES_MAX = 4;
/** What a 503 for "too many bodies at once" asks the client to wait. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

/** How long a refused request's connection stays open (its body unread) so the client reads the answer. */
export const REFUSED_LINGER_MS = 2_000;

/** The request target (path and query); longer is a 414. */
export const URL_MAX_LENGTH = 8 * KiB;
/** Request line and headers together (Node's maxHeaderSize); Node itself answers 431 past it. */
export const HEADERS_MAX_BYTES = 16 * KiB;

/** Sent over HTTPS only (a browser ignores it over plain HTTP, and it must not pin a dev host). */
export const HSTS_VALUE = "max-age=31536000; includeSubDomains";

export type BodyClass = {
  name: "json" | "recipe-picture-json" | "form" | "recipe-picture-form" | "avatar-form";
  maxBytes: number;
  /** Under /api: errors are JSON {success:false, message}. */
  api: boolean;
};

const PICTURE_ROUTES: [RegExp, BodyClass][] = [
  [
    /^\/api\/recipes(?:\/\d+)?$/,
    { name: "recipe-picture-json", maxBytes: RECIPE_PICTURE_JSON_MAX_BYTES, api: true },
  ],
  [
    /^\/recipes\/(?:new|[^/]+\/edit)$/,
    { name: "recipe-picture-form", maxBytes: RECIPE_PICTURE_FORM_MAX_BYTES, api: false },
  ],
  [
    /^\/family\/members\/(?:new|[^/]+\/edit)$/,
    { name: "avatar-form", maxBytes: AVATAR_FORM_MAX_BYTES, api: false },
  ],
];

/**
 * The path as the router will see it: percent-decoded, any case, repeated or trailing slashes dropped,
 * and without the `.data` that a page's form gets when JavaScript submits it (Remix's single fetch).
 */
export function routerPath(rawPath: string): string {
  let path = rawPath.replace(/[?#].*$/s, "");
  try {
    path = decodeURIComponent(path);
  } catch {
    // Malformed escapes: judged as written.
  }
  path = path
    .toLowerCase()
    .replace(/\/{2,}/g, "/")
    .replace(/\.data$/, "");
  return path.length > 1 ? path.replace(/\/$/, "") : path;
}

export const isApiPath = (rawPath: string) => /^\/api(?:\/|$)/.test(routerPath(rawPath));

/** Which size limit a request to this path gets. */
export function bodyClassFor(rawPath: string): BodyClass {
  const path = routerPath(rawPath);
  for (const [pattern, bodyClass] of PICTURE_ROUTES) if (pattern.test(path)) return bodyClass;
  return isApiPath(path)
    ? { name: "json", maxBytes: JSON_BODY_MAX_BYTES, api: true }
    : { name: "form", maxBytes: FORM_BODY_MAX_BYTES, api: false };
}

export type Reading = { all: number; large: number };

export type Admission =
  /** No body: nothing to limit. */
  | { kind: "none" }
  /** Declared (Content-Length) too large, answered 413 before a byte of the body is read. */
  | { kind: "too-large"; bodyClass: BodyClass }
  /** Too many bodies are being read already: 503 with Retry-After. */
  | { kind: "busy"; bodyClass: BodyClass; retryAfterSeconds: number }
  /** Content-Length within the limit: the HTTP parser stops at it, so the app may stream it. */
  | { kind: "stream"; bodyClass: BodyClass; large: boolean }
  /** Chunked (no length): counted as it arrives, 413 past maxBytes, handed on only when complete. */
  | { kind: "count"; bodyClass: BodyClass; large: boolean };

/**
 * What to do with a request's body, from its headers alone. `contentLength` and `transferEncoding` are
 * the raw header values (Node has already refused a malformed Content-Length, or both headers at once).
 */
export function admitBody(request: {
  path: string;
  contentLength: string | undefined;
  transferEncoding: string | undefined;
  reading: Reading;
}): Admission {
  const bodyClass = bodyClassFor(request.path);
  const declared = request.contentLength === undefined ? null : Number(request.contentLength);
  const chunked = request.transferEncoding !== undefined && declared === null;
  if (!chunked && (declared === null || declared === 0)) return { kind: "none" };
  if (declared !== null && !(declared <= bodyClass.maxBytes)) return { kind: "too-large", bodyClass };
  // A chunked body to a picture route may grow past the form limit: it counts as large from the start.
  const large = declared === null ? bodyClass.maxBytes > FORM_BODY_MAX_BYTES : declared > FORM_BODY_MAX_BYTES;
  if (
    request.reading.all >= CONCURRENT_BODIES_MAX ||
    (large && request.reading.large >= CONCURRENT_LARGE_BODIES_MAX)
  ) {
    return { kind: "busy", bodyClass, retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS };
  }
  return { kind: chunked ? "count" : "stream", bodyClass, large };
}

export const urlTooLong = (requestTarget: string) => requestTarget.length > URL_MAX_LENGTH;

/** "1 MB", "11 MB", "8 KB": sizes as the messages say them. */
export function sizeText(bytes: number): string {
  return bytes >= MiB ? `${Math.round(bytes / MiB)} MB` : `${Math.max(1, Math.round(bytes / KiB))} KB`;
}

export function tooLargeMessage(bodyClass: BodyClass): string {
  const limit = sizeText(bodyClass.maxBytes);
  if (bodyClass.api) return `The request body is too large (at most ${limit}).`;
  if (bodyClass.name === "form") return `What you sent is too large for this form (at most ${limit}).`;
  return `What you sent is too large for this form (at most ${limit}). Choose a smaller picture and try again.`;
}

export const BUSY_MESSAGE = "The server is busy receiving other requests. Please try again in a moment.";
export const URL_TOO_LONG_MESSAGE = `The address is too long (at most ${sizeText(URL_MAX_LENGTH)}).`;

/**
 * Why a JSON text is refused before it is parsed, or null: arrays and objects nested deeper than
 * maxDepth, or one of them holding more than maxItems items. One pass over the characters; strings
 * are skipped, so brackets inside them do not count. Malformed JSON is left to JSON.parse.
 */
export function jsonShapeProblem(
  text: string,
  limits: { maxDepth: number; maxItems: number } = { maxDepth: JSON_MAX_DEPTH, maxItems: JSON_MAX_ITEMS },
): string | null {
  // commas[d] = separators seen so far in the open container at depth d (items = commas + 1).
  const commas: number[] = [];
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (commas.length >= limits.maxDepth)
        return `The JSON body is nested too deeply (at most ${limits.maxDepth} levels).`;
      commas.push(0);
    } else if (c === 0x7d || c === 0x5d) commas.pop();
    else if (c === 0x2c && commas.length > 0) {
      const depth = commas.length - 1;
      const seen = (commas[depth] ?? 0) + 1;
      if (seen >= limits.maxItems)
        return `A list or object in the JSON body has too many items (at most ${limits.maxItems.toLocaleString("en-US")}).`;
      commas[depth] = seen;
    }
  }
  return null;
}
