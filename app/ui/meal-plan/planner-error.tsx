// Error pages of the planner routes: a missing meal (404) gets its own words; anything else gets the
// route's title with a Try Again link to the same address (app/ui/kit/route-error.tsx does the rest).
import { MEAL_TEXTS } from "~/domain/meal-plan/constants";
import { RouteErrorBoundary } from "~/ui/kit/route-error";

export function PlannerRouteError({ title }: { title: string }) {
  return (
    <RouteErrorBoundary
      notFound={{
        title: "Meal not found",
        message: MEAL_TEXTS.notFound,
        back: { to: "/meal-planner", label: "Back to the meal planner" },
      }}
      fallback={{ title, retryLabel: "Try Again" }}
    />
  );
}
