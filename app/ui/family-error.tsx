// Error pages of the family routes: an expired form (419), a missing member (404) and a refused
// action (403) get their own words; anything else gets the route's fallback with a Try again link.
import { isRouteErrorResponse, useLocation, useRouteError } from "@remix-run/react";
import { CSRF_MESSAGE } from "~/web/messages";
import { ErrorPanel, refusedInputPage } from "./kit/error-page";

export function FamilyRouteError({ title, retryTo }: { title: string; retryTo?: string }) {
  const error = useRouteError();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const refused = refusedInputPage(error, location.pathname);
  if (refused) return refused;
  if (isRouteErrorResponse(error) && error.status === 419) {
    return (
      <ErrorPanel title="Page expired">
        <p>{CSRF_MESSAGE}</p>
        <p>
          <a href={here}>Refresh the page</a>
        </p>
      </ErrorPanel>
    );
  }
  if (isRouteErrorResponse(error) && (error.status === 404 || error.status === 403 || error.status === 410)) {
    const message = typeof error.data === "string" && error.data ? error.data : "We could not find that.";
    return (
      <ErrorPanel title={error.status === 403 ? "Not allowed" : "Not found"}>
        <p>{message}</p>
        <p>
          <a href="/family">Back to your family</a>
        </p>
      </ErrorPanel>
    );
  }
  return (
    <ErrorPanel title={title}>
      <p>Something went wrong on our side. Please try again.</p>
      <p>
        <a href={retryTo ?? here}>Try again</a>
      </p>
    </ErrorPanel>
  );
}
