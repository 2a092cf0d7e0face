// The error boundary every page route uses (docs/decisions/026-page-action-kit.md): its `ErrorBoundary`
// is `<RouteErrorBoundary … />`, given only the words of its area. The page itself (route-error-page.tsx)
// is loaded only when a route errs: no page pays for it on every visit (docs/decisions/057). On the server
// the document waits for it; in the browser the server's error page stays until it has loaded.
import { lazy, Suspense } from "react";
// The error panel's styles stay in the root's stylesheet, so a server-rendered error page is styled
// without JavaScript; only the page's code waits.
import "./error-page.css";

/** One kind of error page: its heading, its sentence when the server sent none, and the way back. */
export type ErrorPage = {
  title: string;
  message: string;
  back: { to: string; label: string };
};

export type RouteErrorTexts = {
  /** Not found; also gone (410) unless `gone` is given. */
  notFound?: ErrorPage;
  forbidden?: ErrorPage;
  gone?: ErrorPage;
  /** A 400 (a request the page could not read) shown under the fallback's title with its reason. */
  badRequest?: string;
  /** Anything unexpected: the page's own heading and a retry link (the same address by default). */
  fallback?: { title: string; retryTo?: string; retryLabel?: string };
};

const RouteErrorPage = lazy(() => import("./route-error-page"));

export function RouteErrorBoundary(texts: RouteErrorTexts) {
  return (
    <Suspense fallback={null}>
      <RouteErrorPage {...texts} />
    </Suspense>
  );
}
