// One id per request, shared by the error log and the page that tells the user about the error.
// Remix hands handleError, handleRequest and handleDataRequest the same Request object.
import { randomUUID } from "node:crypto";
import { ERROR_REF_COOKIE } from "./error-ref";

const ids = new WeakMap<Request, string>();
const failed = new WeakSet<Request>();

export function requestIdFor(request: Request): string {
  let id = ids.get(request);
  if (!id) {
    // A proxy's id is kept when it looks like one, so logs line up across hops.
    const incoming = request.headers.get("x-request-id");
    id = incoming && /^[\w.-]{8,64}$/.test(incoming) ? incoming : randomUUID();
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
