// First: Zod must be in jitless mode before any route module builds a schema (see the module).
import "./zod-jitless.client";
import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { type ReactNode, useState } from "react";
import "./styles/global.css";
import "./styles/print.css";
import "./styles/theme.css";
import { enabledFlagKeys } from "./domain/admin/feature-flags.server";
import { THEMES, type Theme, themeClass } from "./styles/theme";
import { useDocumentRequestId, useNonce } from "./ui/document-context";
import { AppShell, ErrorPanel, RequestReference, refusedInputPage } from "./ui/shell";
import { csrfTokenFor } from "./web/csrf.server";
import { db } from "./web/database.server";
import { readErrorRef } from "./web/error-ref";
import { getOptionalUser } from "./web/guards.server";
import { cleanSearchParams } from "./web/input-gate.server";
import { CSRF_MESSAGE, UNAVAILABLE_MESSAGE } from "./web/messages";
import { HEADERLESS } from "./web/navigation";

export const meta: MetaFunction = () => [{ title: "Family Meal Planner" }];

export const links: LinksFunction = () => [{ rel: "icon", href: "data:," }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  // Every page's query string and path parameters pass the input gate here, before its own loader's
  // answer is used (docs/decisions/016-input-gate.md).
  cleanSearchParams(request, params);
  const cookie = request.headers.get("Cookie") ?? "";
  const chosen = /(?:^|;\s*)theme=(\w+)/.exec(cookie)?.[1];
  const theme: Theme = THEMES.includes(chosen as Theme) ? (chosen as Theme) : "system";
  const user = await getOptionalUser(request);
  const flags = user ? await enabledFlagKeys(await db(), user.role) : [];
  const csrf = await csrfTokenFor(request);
  return data(
    {
      theme,
      year: new Date().getFullYear(),
      user: user ? { id: user.id, name: user.name, role: user.role } : null,
      flags,
      csrfToken: csrf.token,
    },
    csrf.setCookie ? { headers: { "Set-Cookie": csrf.setCookie } } : undefined,
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  const { pathname } = useLocation();
  return (
    <html lang="en" className={themeClass(root?.theme ?? "system")}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {root?.csrfToken ? <meta name="csrf-token" content={root.csrfToken} /> : null}
        <Meta />
        <Links />
      </head>
      <body>
        <AppShell
          year={root?.year ?? new Date().getFullYear()}
          user={root?.user ?? null}
          flags={root?.flags ?? []}
          showHeader={!HEADERLESS.includes(pathname)}
          pathname={pathname}
        >
          {children}
        </AppShell>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const requestId = useErrorReference();
  const location = useLocation();
  const refused = refusedInputPage(error, location.pathname);
  if (refused) return refused;
  if (isRouteErrorResponse(error) && error.status === 419) {
    return (
      <ErrorPanel title="Page expired">
        <p>{CSRF_MESSAGE}</p>
        <p>
          <a href={`${location.pathname}${location.search}`}>Refresh the page</a>
        </p>
      </ErrorPanel>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 503) {
    // The database is down, restarting or hung (docs/decisions/018-database-faults.md): nothing is wrong with the request.
    return (
      <ErrorPanel title="Temporarily unavailable">
        <title>Temporarily unavailable | Family Meal Planner</title>
        <p>{UNAVAILABLE_MESSAGE}</p>
        <p>
          <a href={`${location.pathname}${location.search}`}>Try again</a>
        </p>
      </ErrorPanel>
    );
  }
  if (isRouteErrorResponse(error)) {
    return (
      <ErrorPanel title={error.status === 404 ? "Page not found" : `${error.status} ${error.statusText}`}>
        <p>
          {error.status === 404
            ? "We could not find the page you asked for."
            : "The request could not be completed."}
        </p>
        <p>
          <a href="/">Go to the home page</a>
        </p>
      </ErrorPanel>
    );
  }
  return (
    <ErrorPanel title="Something went wrong">
      <title>Error | Family Meal Planner</title>
      <p>Sorry, an unexpected error happened on our side. Please try again in a moment.</p>
      <RequestReference id={requestId} />
      <p>
        <a href="/">Go to the home page</a>
      </p>
    </ErrorPanel>
  );
}

// On the server the id comes from the request; in the browser from the cookie that the failed
// response set, so a failed client-side navigation shows the id of its own request.
function useErrorReference(): string {
  const fromServer = useDocumentRequestId();
  const [id] = useState(() =>
    typeof document === "undefined" ? fromServer : (readErrorRef(document.cookie) ?? fromServer),
  );
  return id;
}
