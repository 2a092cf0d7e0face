// Error pages of the settings tabs: a missing session or token gets its own words; anything else the
// tab's fallback with a Try again link (app/ui/kit/route-error.tsx).
import { RouteErrorBoundary } from "~/ui/kit/route-error";

const BACK = { to: "/settings/account", label: "Back to Settings" };

export function SettingsRouteError({ title, retryTo }: { title: string; retryTo: string }) {
  return (
    <RouteErrorBoundary
      notFound={{ title: "Not found", message: "We could not find that.", back: BACK }}
      forbidden={{ title: "Not allowed", message: "You cannot change that.", back: BACK }}
      fallback={{ title, retryTo }}
    />
  );
}
