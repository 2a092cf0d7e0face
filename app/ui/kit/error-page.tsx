// The error page every error boundary draws: a titled panel with the page's sentences and links, the
// request reference to quote to support, and the page for a request the input gate refused.
import { isRouteErrorResponse } from "@remix-run/react";
import type { ReactNode } from "react";
import * as css from "./error-page.css";

export function ErrorPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={css.errorPanel} aria-labelledby="error-title">
      <h1 id="error-title">{title}</h1>
      {children}
    </section>
  );
}

export function RequestReference({ id }: { id: string }) {
  if (!id) return null;
  return (
    <p className={css.reference}>
      If you contact support, quote this reference: <code className={css.mono}>{id}</code>
    </p>
  );
}

/**
 * The page a request refused by the input gate answers (422, docs/decisions/016-input-gate.md): the
 * server's sentence names the field; the link drops the query string, which may be what was refused.
 * Null for any other error, so each error boundary goes on with its own cases.
 */
export function refusedInputPage(error: unknown, pathname: string): ReactNode | null {
  if (!isRouteErrorResponse(error) || error.status !== 422) return null;
  return (
    <ErrorPanel title="Not accepted">
      <p>
        {typeof error.data === "string" && error.data
          ? error.data
          : "The form contains characters that are not allowed."}
      </p>
      <p>Remove them and try again.</p>
      <p>
        <a href={pathname}>Back to the page</a>
      </p>
    </ErrorPanel>
  );
}
