// Error pages of the inventory routes: a missing item (404) gets its own words and a way back to the
// list; anything else gets the route's title with a Try again link (app/ui/kit/route-error.tsx).
import { INVENTORY_TEXTS } from "~/domain/inventory/constants";
import { RouteErrorBoundary } from "~/ui/kit/route-error";

const BACK = { to: "/inventory", label: "Back to the inventory" };

export function InventoryRouteError({ title }: { title: string }) {
  return (
    <RouteErrorBoundary
      notFound={{ title: "Not found", message: INVENTORY_TEXTS.notFound, back: BACK }}
      forbidden={{ title: "Not allowed", message: INVENTORY_TEXTS.notFound, back: BACK }}
      fallback={{ title }}
    />
  );
}
