// The error page every page route shows (docs/decisions/026-page-action-kit.md), loaded only when a
// route errs (route-error.tsx): refused input (422), an expired form (419), an unavailable database
// (503) and a changed-meanwhile thing (409) read alike everywhere; not found (404), not allowed (403)
// and gone (410) get the area's words and a way back; anything else is a generic sentence with the
// request id to quote, the details staying in the server log.
import { isRouteErrorResponse, Link, useLocation, useRouteError } from "@remix-run/react";
import { useState } from "react";
import { readErrorRef } from "~/web/error-ref";
import { CSRF_MESSAGE, UNAVAILABLE_MESSAGE } from "~/web/messages";
import { useDocumentRequestId } from "./document-context";
import { ErrorPanel, RequestReference, refusedInputPage } from "./error-page";
import type { RouteErrorTexts } from "./route-error";

const sentOr = (data: unknown, otherwise: string) => (typeof data === "string" && data ? data : otherwise);

export default function RouteErrorPage(texts: RouteErrorTexts) {
  const error = useRouteError();
  const requestId = useErrorReference();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const refused = refusedInputPage(error, location.pathname);
  if (refused) return refused;

  if (isRouteErrorResponse(error)) {
    if (error.status === 419) {
      return (
        <ErrorPanel title="Page expired">
          <p>{CSRF_MESSAGE}</p>
          <p>
            <a href={here}>Refresh the page</a>
          </p>
        </ErrorPanel>
      );
    }
    if (error.status === 503) {
      // The database is down, restarting or hung (docs/decisions/018-database-faults.md): nothing is
      // wrong with the request.
      return (
        <ErrorPanel title="Temporarily unavailable">
          <title>Temporarily unavailable | Family Meal Planner</title>
          <p>{UNAVAILABLE_MESSAGE}</p>
          <p>
            <a href={here}>Try again</a>
          </p>
        </ErrorPanel>
      );
    }
    if (error.status === 409) {
      return (
        <ErrorPanel title="Changed by someone else">
          <p>{sentOr(error.data, "This item was changed by someone else. Reload it and try again.")}</p>
          <p>
            <a href={here}>Reload the page</a>
          </p>
        </ErrorPanel>
      );
    }
    const page =
      error.status === 404
        ? texts.notFound
        : error.status === 410
          ? (texts.gone ?? texts.notFound)
          : error.status === 403
            ? texts.forbidden
            : undefined;
    if (page) {
      return (
        <ErrorPanel title={page.title}>
          <p>{sentOr(error.data, page.message)}</p>
          <p>
            <Link to={page.back.to}>{page.back.label}</Link>
          </p>
        </ErrorPanel>
      );
    }
    if (error.status === 400 && texts.badRequest !== undefined && texts.fallback) {
      return (
        <ErrorPanel title={texts.fallback.title}>
          <p>{sentOr(error.data, texts.badRequest)}</p>
          <p>
            <a href={here}>Try again</a>
          </p>
        </ErrorPanel>
      );
    }
    if (!texts.fallback) {
      return (
        <ErrorPanel title={error.status === 404 ? "Page not found" : `${error.status} ${error.statusText}`}>
          <p>
            {error.status === 404
              ? "We could not find the page you asked for."
              : "The request could not be completed."}
          </p>
          <p>
            <a href="/">Go to the home page</a>
          </p>
        </ErrorPanel>
      );
    }
  }

  if (texts.fallback) {
    return (
      <ErrorPanel title={texts.fallback.title}>
        <p>Something went wrong on our side. Please try again.</p>
        <RequestReference id={requestId} />
        <p>
          <a href={texts.fallback.retryTo ?? here}>{texts.fallback.retryLabel ?? "Try again"}</a>
        </p>
      </ErrorPanel>
    );
  }
  return (
    <ErrorPanel title="Something went wrong">
      <title>Error | Family Meal Planner</title>
      <p>Sorry, an unexpected error happened on our side. Please try again in a moment.</p>
      <RequestReference id={requestId} />
      <p>
        <a href="/">Go to the home page</a>
      </p>
    </ErrorPanel>
  );
}

// On the server the id comes from the request; in the browser from the cookie that the failed
// response set, so a failed client-side navigation shows the id of its own request.
function useErrorReference(): string {
  const fromServer = useDocumentRequestId();
  const [id] = useState(() =>
    typeof document === "undefined" ? fromServer : (readErrorRef(document.cookie) ?? fromServer),
  );
  return id;
}
