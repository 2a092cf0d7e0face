import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { type ReactNode, useState } from "react";
import "./styles/global.css";
import "./styles/print.css";
import "./styles/theme.css";
import { THEMES, type Theme, themeClass } from "./styles/theme";
import { useDocumentRequestId, useNonce } from "./ui/document-context";
import { AppShell, ErrorPanel, RequestReference } from "./ui/shell";
import { readErrorRef } from "./web/error-ref";

export const meta: MetaFunction = () => [{ title: "Family Meal Planner" }];

export const links: LinksFunction = () => [{ rel: "icon", href: "data:," }];

export async function loader({ request }: LoaderFunctionArgs) {
  const cookie = request.headers.get("Cookie") ?? "";
  const chosen = /(?:^|;\s*)theme=(\w+)/.exec(cookie)?.[1];
  const theme: Theme = THEMES.includes(chosen as Theme) ? (chosen as Theme) : "system";
  return { theme, year: new Date().getFullYear() };
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  return (
    <html lang="en" className={themeClass(data?.theme ?? "system")}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <AppShell year={data?.year ?? new Date().getFullYear()}>{children}</AppShell>
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
