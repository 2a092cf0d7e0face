// The HTTP edge: what the production server (server.js) does to every request before the app, its
// sessions, CSRF checks and parsers see it (docs/decisions/015). The limits themselves are in ./limits.ts.
// - An over-long URL is a 414.
// - A body is admitted by its route's size limit: a declared Content-Length over it is a 413 before a
//   byte of the body is read; a chunked body is counted as it arrives (413 the moment it passes the
//   limit) and handed on only when complete. A refusal closes the connection, so the rest is never read
//   and memory stays flat. A client that asked `Expect: 100-continue` gets its Continue only when
//   admitted.
// - At most CONCURRENT_BODIES_MAX bodies are read at once (fewer for pictures); past that, 503 with
//   Retry-After.
// - Over HTTPS (as the app decides for Secure cookies: the request's protocol, which honours
//   X-Forwarded-Proto only behind TRUST_PROXY), every answer carries Strict-Transport-Security.
// Under /api the refusals are the API's JSON {success:false, message}; elsewhere a small page.
import type { IncomingMessage, ServerResponse } from "node:http";
import {
  admitBody,
  BUSY_MESSAGE,
  HSTS_VALUE,
  isApiPath,
  REFUSED_LINGER_MS,
  type Reading,
  sizeText,
  tooLargeMessage,
  URL_TOO_LONG_MESSAGE,
  urlTooLong,
} from "./limits";
import { securityHeaders } from "./security-headers.server";

/** Node's request as express hands it on (express adds `protocol`, which honours TRUST_PROXY). */
export type EdgeRequest = IncomingMessage & { protocol?: string };

const TITLES: Record<number, string> = {
  413: "Too large to send",
  400: "Address not valid",
  414: "Address too long",
  503: "Busy, please try again",
};

/** A path with a % escape that decodes to no text ("%zz", "%ED%A0%80"): express would answer its own HTML 400. */
export const MALFORMED_ADDRESS_MESSAGE =
  "The address is not valid: a % in it must be followed by two hex digits that spell UTF-8 text.";

/** Whether the path (the query is read elsewhere) decodes to text. */
export function pathDecodes(target: string): boolean {
  try {
    decodeURIComponent(target.split("?", 1)[0] ?? "");
    return true;
  } catch {
    return false;
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page a browser shows for a refusal: self-contained (no scripts, no app styles), phone-sized. */
export function refusalPage(status: number, message: string): string {
  const title = TITLES[status] ?? "Request refused";
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | Family Meal Planner</title>
<style>body{font:1rem/1.5 system-ui,sans-serif;color:#1f2937;max-width:36rem;margin:3rem auto;padding:0 1rem}a{color:#4338ca}</style>
</head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>
<p>Go back to the page you came from and try again, or <a href="/">go to the start page</a>.</p></main></body></html>
`;
}

/**
 * Reads no more of a refused request's body, and closes the connection a moment after the answer.
 * Closing at once would make the kernel reset the connection over the unread bytes, and a client still
 * sending (Node's fetch, Playwright, some browsers) would lose the answer with it; draining the body
 * instead would read the very bytes refused. So the body is left unread (the socket stops reading: the
 * client's sending stalls on a full window, costing nothing here), the answer goes out with
 * `Connection: close`, and the socket is closed when the client hangs up, or after REFUSED_LINGER_MS at
 * the latest.
 *
 * What the server had already read of the body is dropped at once, not kept for the lingering: a
 * paused request held up to one socket read (64 KB) past its high-water mark, and under a flood of
 * refusals (hundreds a second, each lingering 2 s) those buffers were ≈100 MB of the process, outliving
 * young-generation collections and fragmenting malloc's heap (docs/decisions/015, "Memory").
 */
function stopReading(req: IncomingMessage) {
  req.removeAllListeners("data");
  // IncomingMessage's _read is how the request asks its socket to read on (and how Node, dumping an
  // unread body after the answer, would drain it): a refused body wants nothing more.
  req._read = () => {};
  // What the parser still takes from the socket read that carried the headers is dropped as it comes.
  req.on("readable", () => {
    while (req.read() !== null);
  });
  const socket = req.socket;
  if (!socket || socket.destroyed) return;
  // The HTTP server's socket stops reading from the kernel now, not once the request's buffer is full.
  socket.pause();
  // Node ends a `Connection: close` answer with destroySoon(); keep the socket open for the lingering.
  socket.destroySoon = () => socket.end();
  const timer = setTimeout(() => socket.destroy(), REFUSED_LINGER_MS);
  timer.unref();
  socket.once("close", () => clearTimeout(timer));
}

/** Answers a refusal before the body is read; the rest of the body is never read. */
export function refuse(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  options: { api: boolean; message: string; retryAfterSeconds?: number },
): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = options.api
    ? JSON.stringify({ success: false, message: options.message })
    : refusalPage(status, options.message);
  stopReading(req);
  res.statusCode = status;
  for (const [name, value] of Object.entries(securityHeaders())) res.setHeader(name, value);
  if (!options.api) {
    res.setHeader(
      "Content-Security-Policy",
      "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
  }
  res.setHeader("Content-Type", options.api ? "application/json; charset=utf-8" : "text/html; charset=utf-8");
  res.setHeader("Content-Length", Buffer.byteLength(body));
  res.setHeader("Cache-Control", "no-store");
  if (options.retryAfterSeconds !== undefined)
    res.setHeader("Retry-After", String(options.retryAfterSeconds));
  res.setHeader("Connection", "close");
  res.end(body);
}

export type Edge = {
  /** The middleware: mount it first (also as the server's checkContinue handler). */
  guard: (req: EdgeRequest, res: ServerResponse, next: (error?: unknown) => void) => void;
  /** A chunked body the guard read whole (within its limit), to hand to the app instead of the stream. */
  bufferedBody: (req: IncomingMessage) => Uint8Array<ArrayBuffer> | undefined;
  /** Bodies being read now (for tests and the bench). */
  reading: () => Reading;
};

export function createEdge(): Edge {
  const reading: Reading = { all: 0, large: 0 };
  const bodies = new WeakMap<IncomingMessage, Uint8Array<ArrayBuffer>>();

  function guard(req: EdgeRequest, res: ServerResponse, next: (error?: unknown) => void) {
    if (req.protocol === "https") res.setHeader("Strict-Transport-Security", HSTS_VALUE);
    const target = req.url ?? "/";
    const api = isApiPath(target);
    // Logged without the path: a refused address may carry a secret (an invitation token).
    const log = (status: number, why: string) => console.warn(`[edge] ${status} ${req.method}: ${why}`);
    if (urlTooLong(target)) {
      log(414, `an address of ${target.length} characters`);
      refuse(req, res, 414, { api, message: URL_TOO_LONG_MESSAGE });
      return;
    }
    if (!pathDecodes(target)) {
      log(400, "an address with a malformed % escape");
      refuse(req, res, 400, { api, message: MALFORMED_ADDRESS_MESSAGE });
      return;
    }
    const admission = admitBody({
      path: target,
      contentLength: req.headers["content-length"],
      transferEncoding: req.headers["transfer-encoding"],
      reading,
    });
    const expectsContinue = /^100-continue$/i.test(req.headers.expect ?? "");
    if (admission.kind === "none") {
      if (expectsContinue) res.writeContinue();
      next();
      return;
    }
    const { bodyClass } = admission;
    if (admission.kind === "too-large") {
      log(
        413,
        `Content-Length ${req.headers["content-length"]} over the ${bodyClass.name} limit (${sizeText(bodyClass.maxBytes)})`,
      );
      refuse(req, res, 413, { api, message: tooLargeMessage(bodyClass) });
      return;
    }
    if (admission.kind === "busy") {
      log(503, `${reading.all} bodies (${reading.large} large) being received already`);
      refuse(req, res, 503, { api, message: BUSY_MESSAGE, retryAfterSeconds: admission.retryAfterSeconds });
      return;
    }

    reading.all++;
    if (admission.large) reading.large++;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      reading.all--;
      if (admission.large) reading.large--;
    };
    res.once("close", release);
    if (expectsContinue) res.writeContinue();

    if (admission.kind === "stream") {
      // The HTTP parser stops at Content-Length, so the app can never read more than was admitted.
      req.once("end", release);
      next();
      return;
    }

    const maxBytes = bodyClass.maxBytes;
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size <= maxBytes) {
        chunks.push(chunk);
        return;
      }
      req.off("end", onEnd);
      chunks.length = 0;
      release();
      log(413, `a chunked body past the ${bodyClass.name} limit (${sizeText(bodyClass.maxBytes)})`);
      refuse(req, res, 413, { api, message: tooLargeMessage(bodyClass) });
    };
    const onEnd = () => {
      bodies.set(req, Buffer.concat(chunks, size));
      chunks.length = 0;
      release();
      next();
    };
    req.on("data", onData);
    req.once("end", onEnd);
  }

  return { guard, bufferedBody: (req) => bodies.get(req), reading: () => ({ ...reading }) };
}
