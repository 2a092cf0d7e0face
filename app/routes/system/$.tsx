// Every URL no other route claims: a real 404 page (status 404, rendered by the root layout).
import type { MetaFunction } from "@remix-run/node";
import { Link, useLocation } from "@remix-run/react";
import { ErrorPanel } from "~/ui/kit/error-page";

export const meta: MetaFunction = () => [{ title: "Page not found | Family Meal Planner" }];

export async function loader() {
  throw new Response("Not Found", { status: 404 });
}

export default function NotFound() {
  return null;
}

export function ErrorBoundary() {
  const location = useLocation();
  return (
    <ErrorPanel title="Page not found">
      <p>
        There is no page at <code>{location.pathname}</code>.
      </p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </ErrorPanel>
  );
}
