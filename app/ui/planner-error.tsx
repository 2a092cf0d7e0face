// Error pages of the planner routes: an expired form (419) and a missing meal (404) get their own words;
// anything else gets the route's title with a Try Again link to the same address.
import { isRouteErrorResponse, useLocation, useRouteError } from "@remix-run/react";
import { MEAL_TEXTS } from "~/domain/meal-plan/constants";
import { CSRF_MESSAGE } from "~/web/messages";
import { ErrorPanel, refusedInputPage } from "./kit/error-page";

export function PlannerRouteError({ title }: { title: string }) {
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
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <ErrorPanel title="Meal not found">
        <p>{typeof error.data === "string" && error.data ? error.data : MEAL_TEXTS.notFound}</p>
        <p>
          <a href="/meal-planner">Back to the meal planner</a>
        </p>
      </ErrorPanel>
    );
  }
  return (
    <ErrorPanel title={title}>
      <p>Something went wrong on our side. Please try again.</p>
      <p>
        <a href={here}>Try Again</a>
      </p>
    </ErrorPanel>
  );
}
