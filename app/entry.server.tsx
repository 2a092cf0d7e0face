// Renders documents with the security headers (enforced CSP with a per-request nonce) and tags
// every response with its request id. Errors are logged here, with that id, and nowhere else.
import { randomBytes } from "node:crypto";
import type {
  ActionFunctionArgs,
  AppLoadContext,
  EntryContext,
  HandleDocumentRequestFunction,
  LoaderFunctionArgs,
} from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { DocumentInfoProvider } from "~/ui/kit/document-context";
import { closeDatabase, getDatabase } from "./web/database.server";
import { addRetryAfter } from "./web/database-faults.server";
import { documentContext } from "./web/document-routes.server";
import { documentSink, wholeResponse } from "./web/document-sink.server";
import {
  isCachedPath,
  isKeepable,
  keepRenderedPage,
  lookUpPage,
  pageCacheKeyOf,
} from "./web/page-cache.server";
import { logRequestError, requestIdFor, tagResponse } from "./web/request-id.server";
import { securityHeaders } from "./web/security-headers.server";

// Open (or start) the database, take the data-folder lock and migrate before serving anything.
await getDatabase();

/** Called by server.js once the HTTP server has stopped. */
export const shutdown = closeDatabase;

/** server.js serves the build with its loaders and actions answering a database fault with 503 (ADR 018). */
export { guardRoutes } from "./web/database-faults.server";
/** server.js sends a document rendered here in one write (docs/decisions/059). */
export { wholeBodyOf } from "./web/document-sink.server";
/** server.js puts the edge's limits in front of everything (app/web/limits.ts, README "Limits"). */
export { createEdge } from "./web/edge.server";
export { HEADERS_MAX_BYTES } from "./web/limits";
/** server.js gives each request its id as it arrives, to name the requests of a worker that hangs (ADR 064). */
export { requestIdFromHeader } from "./web/request-id.server";
/** server.js asks the page cache before the app (docs/decisions/012-page-cache.md). */
export { isCachedPath, lookUpPage };

export const streamTimeout = 5_000;

export function handleError(error: unknown, { request }: LoaderFunctionArgs | ActionFunctionArgs) {
  logRequestError(error, request);
}

export async function handleDataRequest(
  response: Response,
  { request, context }: LoaderFunctionArgs | ActionFunctionArgs,
) {
  tagResponse(request, response.headers);
  addRetryAfter(response.status, response.headers);
  for (const [name, value] of Object.entries(securityHeaders())) {
    if (!response.headers.has(name)) response.headers.set(name, value);
  }
  // A cached page's data that server.js found missing from the page cache: keep it.
  const cacheKey = pageCacheKeyOf(context);
  if (
    cacheKey &&
    request.method === "GET" &&
    response.body &&
    isKeepable(response.status, response.headers)
  ) {
    const body = Buffer.from(await response.arrayBuffer());
    keepRenderedPage(cacheKey, { status: response.status, headers: response.headers, body });
    response.headers.set("X-Page-Cache", "miss");
    return wholeResponse(body, { status: response.status, headers: response.headers });
  }
  return response;
}

const handleRequest: HandleDocumentRequestFunction = (
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) => {
  const nonce = randomBytes(16).toString("base64");
  const requestId = requestIdFor(request);
  for (const [name, value] of Object.entries(securityHeaders(nonce))) responseHeaders.set(name, value);
  tagResponse(request, responseHeaders);
  addRetryAfter(responseStatusCode, responseHeaders);
  // A cached page server.js found missing from the page cache is kept once rendered.
  const cacheKey = pageCacheKeyOf(loadContext);
  const keep = cacheKey !== null && isKeepable(responseStatusCode, responseHeaders);

  // No page streams (none defers data), so every document is rendered whole and leaves as one buffer:
  // one write instead of one per React chunk (docs/decisions/022-request-cost.md).
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let timer: NodeJS.Timeout | undefined;
    const { pipe, abort } = renderToPipeableStream(
      <DocumentInfoProvider value={{ nonce, requestId }}>
        <RemixServer
          context={documentContext(remixContext, new URL(request.url).pathname)}
          url={request.url}
          abortDelay={streamTimeout}
          nonce={nonce}
        />
      </DocumentInfoProvider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(
            documentSink((html) => {
              if (keep && cacheKey) {
                keepRenderedPage(cacheKey, {
                  status: responseStatusCode,
                  headers: responseHeaders,
                  body: html,
                  nonce,
                });
                responseHeaders.set("X-Page-Cache", "miss");
              }
              clearTimeout(timer);
              resolve(wholeResponse(html, { headers: responseHeaders, status: responseStatusCode }));
            }),
          );
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logRequestError(error, request);
        },
      },
    );
    timer = setTimeout(abort, streamTimeout + 1000);
  });
};

export default handleRequest;
