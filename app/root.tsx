import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from "@remix-run/react";
import type { ReactNode } from "react";
import "./styles/global.css";
import "./styles/print.css";
import "./styles/theme.css";
import { AssistantButton } from "~/ui/assistant/chat-modal";
import { useNonce } from "~/ui/kit/document-context";
import { FlashMessage } from "~/ui/kit/flash-message";
import { RouteErrorBoundary } from "~/ui/kit/route-error";
import { AppShell } from "~/ui/kit/shell";
import { THEMES, type Theme, themeClass } from "./styles/theme";
import { csrfTokenFor } from "./web/csrf.server";
import { takeFlash } from "./web/flash.server";
import { flagsOn, getOptionalUser } from "./web/guards.server";
import { cleanSearchParams } from "./web/input-gate.server";
import { HEADERLESS } from "./web/navigation";

export const meta: MetaFunction = () => [{ title: "Family Meal Planner" }];

export const links: LinksFunction = () => [{ rel: "icon", href: "data:," }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  // Every page's query string and path parameters pass the input gate here, before its own loader's
  // answer is used (docs/decisions/016-input-gate.md).
  cleanSearchParams(request, params);
  const cookie = request.headers.get("Cookie") ?? "";
  const chosen = /(?:^|;\s*)theme=(\w+)/.exec(cookie)?.[1];
  const user = await getOptionalUser(request);
  // The stored preference of a signed-in person, else the browser's last choice: rendered on <html>
  // by the server, so the page never flashes the wrong theme (docs/product.md#settings).
  const theme: Theme = user?.theme ?? (THEMES.includes(chosen as Theme) ? (chosen as Theme) : "system");
  const flags = user ? await flagsOn(request, user) : [];
  const csrf = await csrfTokenFor(request);
  // A message the last action left (post/redirect/get); taken here, so it shows once.
  const { flash, setCookie: flashCookie } = await takeFlash(request);
  const headers = new Headers();
  if (csrf.setCookie) headers.append("Set-Cookie", csrf.setCookie);
  if (flashCookie) headers.append("Set-Cookie", flashCookie);
  return data(
    {
      theme,
      year: new Date().getFullYear(),
      user: user ? { id: user.id, name: user.name, role: user.role } : null,
      flags,
      csrfToken: csrf.token,
      flash,
    },
    { headers },
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
          renderAi={(item, className) => (
            <AssistantButton to={item.to} label={item.label} className={className} />
          )}
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
  return (
    <>
      <FlashMessage />
      <Outlet />
    </>
  );
}

// The last resort: an error no page route's boundary took (the root loader's own, or one above them).
export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
