// The rendered-page cache (docs/decisions/012-page-cache.md; which pages: 049). Rendering the month page
// costs about ten milliseconds of CPU (route matching, the loaders, React, the data for hydration),
// and the same page is asked for again and again: the 30-second background refresh of every open
// planner, reloads, the back button. So a rendered answer (the document or its .data) is kept in this
// process's memory under a key made of everything it depends on:
//   - the request: path and query, and the whole Cookie header (the session, the theme), so an entry
//     is only ever served to the session it was rendered for;
//   - the data: the household's meal log head and page revisions (app/domain/meal-plan/freshness.server.ts);
//   - the household's calendar day, in its time zone (today's highlight, the expiring count; ADR 037),
//     and the server's year (the footer's).
// The revisions are read before the page is rendered, so an entry never claims data older than its
// key. A hit still checks the session in the database (a signed-out or expired session falls through
// to the app, which sends the person to sign in), and gets a fresh CSP nonce and request id.
import { createHash, randomBytes } from "node:crypto";
import { constants, crc32, deflateRawSync } from "node:zlib";
import { LRUCache } from "lru-cache";
import { isDatabaseUnavailable } from "~/db/unavailable";
import { householdToday } from "~/domain/household/time-zone";
import { type PageRevisions, readPageRevisions } from "~/domain/meal-plan/freshness.server";
import { type Auth, sessionAuth, sessionIdOf } from "./auth.server";
import { db } from "./database.server";
import { requestIdFromHeader } from "./request-id.server";
import { securityHeaders } from "./security-headers.server";

/**
 * The pages kept (docs/decisions/049-page-cache-for-household-pages.md): each shows only the
 * household's data, the shared recipes and the navigation, every table of which the page revisions
 * count, and renders nothing per request but the CSP nonce. A page that renders a fresh key per load
 * (the recipe page's quick-add forms, every form page) or reads what no revision counts (the admin
 * area, settings, the assistant, inventory, shopping, community) is not listed. The nutrition analysis
 * joined in ADR 054: its meals, members and goals are all counted.
 * A page joins this list only with the tests in page-cache.server.test.ts that change what it shows.
 */
export const CACHED_PAGES = [
  "/meal-planner",
  "/",
  "/meal-planner/history",
  "/recipes",
  "/family",
  "/nutrition-analysis",
] as const;

/** Each page's document address (with and without a trailing slash) and its single-fetch data. */
const CACHEABLE_PATHS = new Set(
  CACHED_PAGES.flatMap((page) => (page === "/" ? ["/", "/_root.data"] : [page, `${page}/`, `${page}.data`])),
);

/** Whether server.js should ask the cache before the app (a cheap test of the path alone). */
export function isCachedPath(pathname: string): boolean {
  return CACHEABLE_PATHS.has(pathname);
}
/** Answers rendered per request; never stored, always made afresh. */
const PER_REQUEST_HEADERS = new Set([
  "content-security-policy",
  "x-request-id",
  "x-page-cache",
  "date",
  "set-cookie",
]);

type Entry = {
  status: number;
  headers: [string, string][];
  /** The body cut at each occurrence of the nonce it was rendered with (one part without one). */
  parts: Buffer[];
  /**
   * The same parts compressed once, to be joined into a gzip answer around a new nonce (gzipParts);
   * made at the entry's first gzip hit, not when it is kept: most addresses are never asked again, and
   * a page just rendered is already compressed once for its own answer.
   */
  deflated?: Buffer[];
};

function megabytes(): number {
  const asked = Number(process.env.PAGE_CACHE_MB ?? "64");
  return Number.isFinite(asked) && asked >= 0 ? asked : 64;
}

let cache: LRUCache<string, Entry> | null | undefined;
function store(): LRUCache<string, Entry> | null {
  if (cache === undefined) {
    const mb = megabytes();
    cache =
      mb === 0
        ? null
        : new LRUCache<string, Entry>({
            maxSize: mb * 1024 * 1024,
            // The parts, and room for their compressed copy made later (never larger, in practice).
            sizeCalculation: (entry) => 2 * entry.parts.reduce((n, part) => n + part.length, 0) + 512,
            // Pages nobody asks for again leave after a while, whatever the memory.
            ttl: 15 * 60 * 1000,
          });
  }
  return cache;
}

/** Drops every entry (tests; PAGE_CACHE_MB=0 turns the cache off altogether). */
export function clearPageCache() {
  cache = undefined;
}

export type PageCacheRequest = {
  method: string;
  url: string;
  headers: Headers;
  /** The client takes gzip (server.js asks express, which weighs Accept-Encoding's q-values). */
  gzip?: boolean;
};

export type PageCacheAnswer =
  /** Not a cacheable request: the app answers as always. */
  | { kind: "skip" }
  /**
   * Cacheable but not cached yet: the app renders it and `keepRenderedPage` stores it under `key`. The
   * lookup found the session's person and flags; server.js hands them to the loaders (ADR 061).
   */
  | { kind: "miss"; key: string; caller: Auth }
  | { kind: "hit"; status: number; headers: [string, string][]; body: Buffer }
  /** The database did not answer the lookup: the app answers 503 without asking it again (ADR 018). */
  | { kind: "unavailable" };

/**
 * The part of a kept page's key that moves with the calendar: the household's day in its own zone
 * (what its pages call today, docs/decisions/037-inventory.md) and the server's year (the footer's).
 * Two households in different zones may be on different days at the same instant.
 */
export function pageDayKey(timeZone: string | null, now: Date): string {
  return `${householdToday(timeZone, now)}/${now.getFullYear()}`;
}

/** Looks a request up; the caller sends a hit as it is and passes a miss's key to the app. */
export async function lookUpPage(request: PageCacheRequest): Promise<PageCacheAnswer> {
  const entries = store();
  if (!entries || request.method !== "GET") return { kind: "skip" };
  const url = new URL(request.url);
  if (!CACHEABLE_PATHS.has(url.pathname)) return { kind: "skip" };
  if (request.headers.has("authorization")) return { kind: "skip" };
  const cookie = request.headers.get("cookie") ?? "";
  const sessionId = await sessionIdOf(cookie, url.protocol === "https:");
  if (!sessionId) return { kind: "skip" };

  const now = new Date();
  let row: PageRevisions | undefined;
  try {
    row = await readPageRevisions(await db(), sessionId, now);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(`[page-cache] database unavailable (${reason}); the app answers 503`);
    return { kind: "unavailable" };
  }
  if (!row) return { kind: "skip" };

  const key = createHash("sha256")
    .update(
      JSON.stringify([
        url.pathname,
        url.search,
        cookie,
        request.headers.get("accept") ?? "",
        pageDayKey(row.timeZone, now),
        row.household,
        row.sequence ?? 0,
        row.revision ?? 0,
        row.everyPage ?? 0,
      ]),
    )
    .digest("base64url");
  const entry = entries.get(key);
  if (!entry) return { kind: "miss", key, caller: sessionAuth(sessionId, row.caller) };

  const nonce = randomBytes(16).toString("base64");
  const headers: [string, string][] = [
    ...entry.headers,
    ...Object.entries(securityHeaders(nonce)).filter(([name]) => name === "Content-Security-Policy"),
    ["X-Request-Id", requestIdFromHeader(request.headers.get("x-request-id"))],
    ["X-Page-Cache", "hit"],
    ["Vary", "Accept-Encoding"],
  ];
  if (request.gzip) {
    headers.push(["Content-Encoding", "gzip"]);
    return { kind: "hit", status: entry.status, headers, body: gzipParts(entry, nonce) };
  }
  return { kind: "hit", status: entry.status, headers, body: joinParts(entry.parts, nonce) };
}

// A hit for a client that takes gzip is compressed without compressing the page again. Each part is
// deflated once, at the entry's first gzip hit, as a stream of its own ended by a full flush (byte-aligned, and no
// back-reference can reach into another part), the last one finished. A hit joins them in order with
// the new nonce between them as a stored (uncompressed) block, inside a gzip header and a trailer with
// the CRC-32 and length of the whole page: one valid gzip stream (RFC 1951 §3.2.3–4, RFC 1952).
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

function deflateParts(parts: Buffer[]): Buffer[] {
  return parts.map((part, i) =>
    deflateRawSync(part, i < parts.length - 1 ? { finishFlush: constants.Z_FULL_FLUSH } : {}),
  );
}

/** A non-final stored block holding `bytes` (at most 65,535), starting on a byte boundary. */
function storedBlock(bytes: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.writeUInt8(0, 0); // BFINAL 0, BTYPE 00 (stored), then padding to the byte boundary
  head.writeUInt16LE(bytes.length, 1);
  head.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([head, bytes]);
}

function gzipParts(entry: Entry, nonce: string): Buffer {
  entry.deflated ??= deflateParts(entry.parts);
  const deflated = entry.deflated;
  const glue = Buffer.from(nonce);
  const pieces: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  entry.parts.forEach((part, i) => {
    if (i > 0) {
      pieces.push(storedBlock(glue));
      crc = crc32(glue, crc);
      length += glue.length;
    }
    pieces.push(deflated[i]!);
    crc = crc32(part, crc);
    length += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  pieces.push(trailer);
  return Buffer.concat(pieces);
}

function joinParts(parts: Buffer[], nonce: string): Buffer {
  if (parts.length === 1) return parts[0]!;
  const glue = Buffer.from(nonce);
  const pieces: Buffer[] = [];
  parts.forEach((part, i) => {
    if (i > 0) pieces.push(glue);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
}

function splitParts(body: Buffer, nonce: string | undefined): Buffer[] {
  if (!nonce) return [body];
  const glue = Buffer.from(nonce);
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(glue); at !== -1; at = body.indexOf(glue, from)) {
    parts.push(body.subarray(from, at));
    from = at + glue.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

/** Whether an answer the app rendered for a miss may be kept: a plain, complete 200 for everyone. */
export function isKeepable(status: number, headers: Headers): boolean {
  return (
    status === 200 && !headers.has("set-cookie") && !/no-store/i.test(headers.get("cache-control") ?? "")
  );
}

/**
 * Keeps what the app rendered for a miss. `nonce` is the CSP nonce the document was rendered with;
 * a hit gets a new one in its place.
 */
export function keepRenderedPage(
  key: string,
  answer: { status: number; headers: Headers; body: Buffer; nonce?: string },
) {
  const entries = store();
  if (!entries || !isKeepable(answer.status, answer.headers)) return;
  const headers: [string, string][] = [];
  answer.headers.forEach((value, name) => {
    if (!PER_REQUEST_HEADERS.has(name.toLowerCase())) headers.push([name, value]);
  });
  const parts = splitParts(answer.body, answer.nonce);
  entries.set(key, { status: answer.status, headers, parts });
}

/** The key a miss was given, from the load context server.js passes in. */
export function pageCacheKeyOf(context: unknown): string | null {
  const key = (context as { pageCacheKey?: unknown } | undefined)?.pageCacheKey;
  return typeof key === "string" ? key : null;
}
