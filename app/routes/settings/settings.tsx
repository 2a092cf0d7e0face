// Settings (docs/product.md#settings): the page's heading and its six tabs, each tab a nested route of its
// own address, so every tab works without JavaScript. AI Planning's tab is the AI area's route module
// (app/routes/ai-preferences/settings.ai-planning.tsx), nested here in app/routes.ts.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { PageHeader } from "~/ui/kit/page-title";
import * as css from "~/ui/settings/settings.css";
import { SettingsRouteError } from "~/ui/settings/settings-error";
import { SettingsTabs } from "~/ui/settings/settings-tabs";
import { requireUser } from "~/web/guards.server";

export const meta: MetaFunction = () => [{ title: "Settings | Family Meal Planner" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

export default function Settings() {
  return (
    <section aria-labelledby="settings-title" className={css.panel}>
      <PageHeader id="settings-title" title="Settings" />
      <SettingsTabs />
      <Outlet />
    </section>
  );
}

export function ErrorBoundary() {
  return <SettingsRouteError title="Error loading settings" retryTo="/settings/account" />;
}
