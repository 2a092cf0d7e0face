// Error pages of the family routes: a missing member (404, 410) and a refused action (403) get their own
// words; anything else gets the route's fallback with a Try again link (app/ui/kit/route-error.tsx).
import { RouteErrorBoundary } from "~/ui/kit/route-error";

const BACK = { to: "/family", label: "Back to your family" };

export function FamilyRouteError({ title, retryTo }: { title: string; retryTo?: string }) {
  return (
    <RouteErrorBoundary
      notFound={{ title: "Not found", message: "We could not find that.", back: BACK }}
      forbidden={{ title: "Not allowed", message: "We could not find that.", back: BACK }}
      fallback={{ title, retryTo }}
    />
  );
}
