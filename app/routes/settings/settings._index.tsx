// /settings opens its first tab, Account.
import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { SettingsRouteError } from "~/ui/settings/settings-error";
import { requireUser } from "~/web/guards.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return redirect("/settings/account");
}

export default function SettingsIndex() {
  return null;
}

export function ErrorBoundary() {
  return <SettingsRouteError title="Error loading settings" retryTo="/settings/account" />;
}
