// The app's one HTTP client for URLs that users give us (ADR 007). It resolves each host itself,
// refuses when any address is not public, then connects only to the addresses it checked, so a DNS
// answer that changes between the check and the connection (DNS rebinding) cannot reach inside.
import { lookup as dnsLookup } from "node:dns/promises";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import type { Readable } from "node:stream";
import zlib from "node:zlib";
import { checkUrl, type OutboundPolicy, publicOnly, publicOrLoopback } from "./address-policy";

export const DEFAULT_DEADLINE_MS = 10_000;
export const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
export const DEFAULT_MAX_REDIRECTS = 3;

const USER_AGENT = "FamilyMealPlanner/0.1 (recipe import)";
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export type ResolvedAddress = { address: string; family: 4 | 6 };
/** Resolves a host name to all of its addresses; injectable so tests never leave loopback. */
export type ResolveHost = (hostname: string) => Promise<ResolvedAddress[]>;

export type FetchPageOptions = {
  /** Test and development switch: also any port on a loopback address. See outboundPolicyFromEnv. */
  allowLoopback?: boolean;
  /** Overrides allowLoopback; tests use it to treat a loopback address as if it were public. */
  policy?: OutboundPolicy;
  lookup?: ResolveHost;
  /** One deadline for everything: lookups, connections, redirects and the body. */
  deadlineMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Cancels the fetch, e.g. when the user's own request is aborted. */
  signal?: AbortSignal;
};

export type FetchedPage = { url: string; status: number; contentType: string; body: string };
export type FetchedImage = { url: string; status: number; contentType: string; bytes: Buffer };

export type OutboundErrorCode =
  | "refused"
  | "invalid-url"
  | "not-found"
  | "unreachable"
  | "timeout"
  | "too-large"
  | "wrong-type"
  | "too-many-redirects"
  | "http-status"
  | "aborted";

/** A fetch that failed, with a message fit to show the user. The cause stays for the server log. */
export class OutboundError extends Error {
  /** The HTTP status, when the site answered with an error. */
  readonly status: number | undefined;

  constructor(
    readonly code: OutboundErrorCode,
    message: string,
    options?: { cause?: unknown; status?: number },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = "OutboundError";
    this.status = options?.status;
  }
}

/**
 * OUTBOUND_ALLOW_LOOPBACK=1 lets the importer fetch from this machine (any port on 127.0.0.0/8 or ::1),
 * for end-to-end tests against a local fixture server (which run the production build, so NODE_ENV cannot
 * tell tests apart). Nothing else turns it on; server.js warns at start when it is set.
 */
export function outboundPolicyFromEnv(environment: Record<string, string | undefined> = process.env): {
  allowLoopback: boolean;
} {
  return { allowLoopback: environment.OUTBOUND_ALLOW_LOOPBACK === "1" };
}

const PAGE: Wanted = {
  accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.1",
  matches: (mediaType) => mediaType === "text/html" || mediaType === "application/xhtml+xml",
  refusal: "That link does not point to a web page.",
};

// SVG is refused: it is a document that can carry scripts, not a picture to store.
const IMAGE: Wanted = {
  accept: "image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.9,*/*;q=0.1",
  matches: (mediaType) => mediaType.startsWith("image/") && mediaType !== "image/svg+xml",
  refusal: "That link does not point to a picture.",
};

type Wanted = { accept: string; matches: (mediaType: string) => boolean; refusal: string };

/** An HTML page (text/html or application/xhtml+xml), decoded to a string. */
export async function fetchPage(input: string, options: FetchPageOptions = {}): Promise<FetchedPage> {
  const { bytes, ...response } = await fetchBytes(input, options, PAGE);
  return { ...response, body: decodeHtml(bytes, response.contentType) };
}

/** A picture (any image/* but SVG), as bytes; the caller sniffs what it really is. */
export async function fetchImage(input: string, options: FetchPageOptions = {}): Promise<FetchedImage> {
  return fetchBytes(input, options, IMAGE);
}

async function fetchBytes(input: string, options: FetchPageOptions, wanted: Wanted): Promise<FetchedImage> {
  const policy = options.policy ?? (options.allowLoopback ? publicOrLoopback : publicOnly);
  const resolveHost = options.lookup ?? resolveWithDns;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const deadline = AbortSignal.timeout(options.deadlineMs ?? DEFAULT_DEADLINE_MS);
  const signal = options.signal ? AbortSignal.any([deadline, options.signal]) : deadline;

  try {
    let current = input;
    for (let redirects = 0; ; redirects++) {
      const target = await checkTarget(current, policy, resolveHost, signal);
      const response = await get(target, policy, wanted.accept, signal);
      const status = response.statusCode ?? 0;

      if (REDIRECT_STATUSES.has(status)) {
        const location = response.headers.location;
        response.destroy();
        if (!location) throw httpStatusError(status);
        if (redirects >= maxRedirects) throw new OutboundError("too-many-redirects", "Too many redirects.");
        current = nextUrl(location, target.url);
        continue;
      }
      if (status < 200 || status > 299) {
        response.destroy();
        throw httpStatusError(status);
      }

      const contentType = response.headers["content-type"] ?? "";
      const mediaType = (contentType.split(";")[0] ?? "").trim().toLowerCase();
      if (!wanted.matches(mediaType)) {
        response.destroy();
        throw new OutboundError("wrong-type", wanted.refusal);
      }
      const declared = Number(response.headers["content-length"]);
      if (Number.isFinite(declared) && declared > maxBytes) {
        response.destroy();
        throw tooLarge(maxBytes);
      }
      const bytes = await readBody(response, maxBytes);
      return { url: target.url.href, status, contentType, bytes };
    }
  } catch (error) {
    throw asOutboundError(error, deadline, signal);
  }
}

type Target = { url: URL; hostname: string; port: number; addresses: ResolvedAddress[] };

async function checkTarget(
  input: string,
  policy: OutboundPolicy,
  resolveHost: ResolveHost,
  signal: AbortSignal,
): Promise<Target> {
  const check = checkUrl(input, policy);
  if (!check.ok) {
    const code = check.reason === "address" || check.reason === "port" ? "refused" : "invalid-url";
    throw new OutboundError(code, check.message);
  }
  const { url, port } = check;
  const hostname = url.hostname.replace(/^\[(.*)\]$/, "$1");
  const family = isIP(hostname);
  const addresses: ResolvedAddress[] =
    family === 4 || family === 6
      ? [{ address: hostname, family }]
      : await untilAborted(resolveHost(hostname), signal);
  if (addresses.length === 0) throw new OutboundError("not-found", "We could not find that website.");
  // One refused address refuses the host: we will not pick the harmless one and hope.
  if (addresses.some((a) => !policy.allowsAddress(a.address, port))) {
    throw new OutboundError("refused", "That address is not allowed.");
  }
  return { url, hostname, port, addresses };
}

function get(
  target: Target,
  policy: OutboundPolicy,
  accept: string,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const { url, hostname, port, addresses } = target;
  const [first] = addresses as [ResolvedAddress, ...ResolvedAddress[]];
  // Hands the socket the addresses already checked instead of asking DNS again.
  const lookup: LookupFunction = (_host, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, addresses);
    else callback(null, first.address, first.family);
  };
  const isHttps = url.protocol === "https:";
  const request = (isHttps ? https : http).request({
    protocol: url.protocol,
    hostname,
    port,
    path: `${url.pathname}${url.search}`,
    method: "GET",
    headers: {
      Host: url.host,
      "User-Agent": USER_AGENT,
      Accept: accept,
      "Accept-Encoding": "gzip, deflate, br",
    },
    agent: false,
    lookup,
    signal,
    ...(isHttps && isIP(hostname) === 0 ? { servername: hostname } : {}),
  });
  // Belt and braces: whatever the connection ended up on must itself pass the policy.
  request.once("socket", (socket) => {
    socket.once("connect", () => {
      const remote = socket.remoteAddress;
      if (!remote || !policy.allowsAddress(remote, port)) {
        request.destroy(new OutboundError("refused", "That address is not allowed."));
      }
    });
  });
  return new Promise((resolve, reject) => {
    request.once("response", resolve);
    // `on`, not `once`: a second error after the first (e.g. while destroying) must not go unhandled.
    request.on("error", reject);
    request.end();
  });
}

async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const stream = decompressed(response);
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    const buffer = chunk as Buffer;
    total += buffer.length;
    if (total > maxBytes) {
      response.destroy();
      stream.destroy();
      throw tooLarge(maxBytes);
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

// The cap counts decompressed bytes, so a small gzip bomb is stopped like a large page.
function decompressed(response: IncomingMessage): Readable {
  const encoding = (response.headers["content-encoding"] ?? "identity").trim().toLowerCase();
  const decoder =
    encoding === "gzip" || encoding === "x-gzip"
      ? zlib.createGunzip()
      : encoding === "deflate"
        ? zlib.createInflate()
        : encoding === "br"
          ? zlib.createBrotliDecompress()
          : null;
  if (encoding !== "identity" && encoding !== "" && !decoder) {
    response.destroy();
    throw new OutboundError("unreachable", "We could not read that page.");
  }
  if (!decoder) return response;
  response.once("error", (error) => decoder.destroy(error));
  return response.pipe(decoder);
}

/** Decodes by the charset in Content-Type, else a <meta> in the first 1024 bytes, else UTF-8. */
export function decodeHtml(bytes: Uint8Array, contentType: string): string {
  const fromBom = bomCharset(bytes);
  const label = fromBom ?? charsetParameter(contentType) ?? metaCharset(bytes) ?? "utf-8";
  try {
    return new TextDecoder(label).decode(bytes);
  } catch {
    return new TextDecoder("utf-8").decode(bytes);
  }
}

function bomCharset(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return "utf-8";
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return "utf-16be";
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return "utf-16le";
  return null;
}

function charsetParameter(contentType: string): string | null {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType);
  return match?.[1] ?? null;
}

function metaCharset(bytes: Uint8Array): string | null {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString("latin1");
  const match = /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head);
  const label = match?.[1]?.toLowerCase() ?? null;
  // HTML: a page that says utf-16 in ASCII-compatible bytes is not utf-16.
  return label?.startsWith("utf-16") ? "utf-8" : label;
}

function nextUrl(location: string, base: URL): string {
  try {
    return new URL(location, base).href;
  } catch {
    throw new OutboundError("invalid-url", "The page redirected to an address that is not valid.");
  }
}

async function resolveWithDns(hostname: string): Promise<ResolvedAddress[]> {
  const results = await dnsLookup(hostname, { all: true, verbatim: true });
  return results.map((r) => ({ address: r.address, family: r.family === 6 ? 6 : 4 }));
}

// dns.lookup cannot be cancelled; the deadline still ends the wait for it.
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener("abort", onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener("abort", onAbort);
        reject(error);
      },
    );
  });
}

function httpStatusError(status: number): OutboundError {
  return new OutboundError("http-status", `The page could not be loaded (the site answered ${status}).`, {
    status,
  });
}

function tooLarge(maxBytes: number): OutboundError {
  const mb = 1024 * 1024;
  const size =
    maxBytes >= mb ? `${Math.round(maxBytes / mb)} MB` : `${Math.max(1, Math.round(maxBytes / 1024))} KB`;
  return new OutboundError("too-large", `The page is larger than ${size}.`);
}

function asOutboundError(error: unknown, deadline: AbortSignal, signal: AbortSignal): OutboundError {
  if (error instanceof OutboundError) return error;
  if (deadline.aborted)
    return new OutboundError("timeout", "The page took too long to answer.", { cause: error });
  if (signal.aborted) return new OutboundError("aborted", "The import was cancelled.", { cause: error });
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === "ENOTFOUND" || code === "EAI_AGAIN" || code === "ENODATA") {
    return new OutboundError("not-found", "We could not find that website.", { cause: error });
  }
  return new OutboundError("unreachable", "We could not reach that page.", { cause: error });
}
