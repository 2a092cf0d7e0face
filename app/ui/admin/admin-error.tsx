// Error pages of the admin routes: a missing user or feature flag (404) gets its own words and a way
// back to the list; anything else gets the route's title with a Try again link (app/ui/kit/route-error.tsx).
import { RouteErrorBoundary } from "~/ui/kit/route-error";

export function AdminRouteError({ title, back }: { title: string; back: { to: string; label: string } }) {
  return (
    <RouteErrorBoundary
      notFound={{ title: "Not found", message: "We could not find that.", back }}
      forbidden={{
        title: "Not allowed",
        message: "Only administrators can do that.",
        back: { to: "/", label: "Go to the home page" },
      }}
      fallback={{ title }}
    />
  );
}
