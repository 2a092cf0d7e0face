// One id per request, shared by the error log and the page that tells the user about the error.
// Remix hands handleError, handleRequest and handleDataRequest the same Request object.
import { randomUUID } from "node:crypto";
import { ERROR_REF_COOKIE } from "./error-ref";

const ids = new WeakMap<Request, string>();
const failed = new WeakSet<Request>();

/**
 * A request's id from its X-Request-Id header: a proxy's id is kept when it looks like one, so logs
 * line up across hops; otherwise a new one. server.js gives every request its id this way as it
 * arrives (and writes it into the header, so the app finds the same one), to name the requests in
 * flight in a worker that stops answering (docs/decisions/064-supervised-workers.md).
 */
export function requestIdFromHeader(incoming: string | null | undefined): string {
  return incoming && /^[\w.-]{8,64}$/.test(incoming) ? incoming : randomUUID();
}

export function requestIdFor(request: Request): string {
  let id = ids.get(request);
  if (!id) {
    id = requestIdFromHeader(request.headers.get("x-request-id"));
    ids.set(request, id);
  }
  return id;
}

export function logRequestError(error: unknown, request: Request) {
  if (request.signal.aborted) return; // the client went away: nothing to report
  failed.add(request);
  const id = requestIdFor(request);
  const { method, url } = request;
  console.error(`[error] request ${id} ${method} ${new URL(url).pathname}`, error);
}

/** Adds X-Request-Id, and the error reference cookie when this request logged an error. */
export function tagResponse(request: Request, headers: Headers) {
  const id = requestIdFor(request);
  headers.set("X-Request-Id", id);
  if (failed.has(request)) {
    headers.append("Set-Cookie", `${ERROR_REF_COOKIE}=${id}; Path=/; Max-Age=600; SameSite=Lax`);
  }
}
