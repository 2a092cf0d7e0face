// A database that is down, restarting or hung costs a request a 503 with Retry-After, never a 500 or
// an endless wait (docs/decisions/018-database-faults.md). The API's mapper (api.server.ts) answers
// it in JSON; for everything else server.js wraps the build's loaders and actions with `guardRoutes`,
// so a page shows the root boundary's "temporarily unavailable" text.
import type { ServerBuild } from "@remix-run/node";
import { isDatabaseUnavailable } from "~/db/unavailable";
import { UNAVAILABLE_MESSAGE } from "./messages";
import { requestIdFor } from "./request-id.server";
import { linkLoaderRequest } from "./request-scope.server";

/** For a route that answers the fault itself (a form keeps its input and says so). */
export { isDatabaseUnavailable };

/** What a client is told to wait before it tries again: about one restart of the database. */
export const RETRY_AFTER_SECONDS = 5;

export const unavailableHeaders = () => ({ "Retry-After": String(RETRY_AFTER_SECONDS) });

/** A page or its data answered 503 (the thrown response's headers stay with the boundary): say when to retry. */
export function addRetryAfter(status: number, headers: Headers) {
  if (status === 503 && !headers.has("Retry-After")) headers.set("Retry-After", String(RETRY_AFTER_SECONDS));
}

/** One line per failed request (the cause, not a stack): an outage must not flood the log. */
export function logUnavailable(error: unknown, request: Request) {
  if (request.signal.aborted) return;
  const reason = error instanceof Error ? error.message : String(error);
  console.warn(`[db] request ${requestIdFor(request)}: database unavailable (${reason}); answered 503`);
}

export function unavailableResponse(): Response {
  return new Response(UNAVAILABLE_MESSAGE, {
    status: 503,
    statusText: "Service Unavailable",
    headers: {
      ...unavailableHeaders(),
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
    },
  });
}

/** server.js found the database unavailable while it looked the page up (page cache): do not ask again. */
export function flaggedUnavailable(context: unknown): boolean {
  return (context as { databaseUnavailable?: unknown } | undefined)?.databaseUnavailable === true;
}

type Args = { request: Request; context: unknown };
type Handler = (args: Args) => unknown;

function guard(handler: Handler, kind: "loader" | "action"): Handler {
  return async (args) => {
    if (flaggedUnavailable(args.context)) throw unavailableResponse();
    // The loaders of one request read the caller once (request-scope.server.ts).
    if (kind === "loader") linkLoaderRequest(args.request, args.context);
    try {
      return await handler(args);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      logUnavailable(error, args.request);
      throw unavailableResponse();
    }
  };
}

/** The build with every loader and action answering a database fault with a thrown 503. */
export function guardRoutes(build: ServerBuild): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route) continue;
    const module = { ...route.module };
    if (module.loader) module.loader = guard(module.loader as Handler, "loader") as typeof module.loader;
    if (module.action) module.action = guard(module.action as Handler, "action") as typeof module.action;
    routes[id] = { ...route, module };
  }
  return { ...build, routes };
}
