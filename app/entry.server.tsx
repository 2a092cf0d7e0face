// Renders documents with the security headers (enforced CSP with a per-request nonce) and tags
// every response with its request id. Errors are logged here, with that id, and nowhere else.
import { randomBytes } from "node:crypto";
import { PassThrough } from "node:stream";
import type {
  ActionFunctionArgs,
  EntryContext,
  HandleDocumentRequestFunction,
  LoaderFunctionArgs,
} from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { DocumentInfoProvider } from "./ui/document-context";
import { closeDatabase, getDatabase } from "./web/database.server";
import { logRequestError, requestIdFor, tagResponse } from "./web/request-id.server";
import { securityHeaders } from "./web/security-headers.server";

// Open (or start) the database, take the data-folder lock and migrate before serving anything.
await getDatabase();

/** Called by server.js once the HTTP server has stopped. */
export const shutdown = closeDatabase;

/** server.js's cluster primary hands this URL to its workers (docs/decisions/004). */
export { databaseUrl } from "./web/database.server";

export const streamTimeout = 5_000;

export function handleError(error: unknown, { request }: LoaderFunctionArgs | ActionFunctionArgs) {
  logRequestError(error, request);
}

export function handleDataRequest(response: Response, { request }: LoaderFunctionArgs | ActionFunctionArgs) {
  tagResponse(request, response.headers);
  for (const [name, value] of Object.entries(securityHeaders())) {
    if (!response.headers.has(name)) response.headers.set(name, value);
  }
  return response;
}

const handleRequest: HandleDocumentRequestFunction = (
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) => {
  const nonce = randomBytes(16).toString("base64");
  const requestId = requestIdFor(request);
  for (const [name, value] of Object.entries(securityHeaders(nonce))) responseHeaders.set(name, value);
  tagResponse(request, responseHeaders);
  const readyEvent = isbot(request.headers.get("user-agent") ?? "") ? "onAllReady" : "onShellReady";

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <DocumentInfoProvider value={{ nonce, requestId }}>
        <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
      </DocumentInfoProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logRequestError(error, request);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
};

export default handleRequest;
