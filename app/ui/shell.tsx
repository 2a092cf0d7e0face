import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import * as css from "./shell.css";

export function AppShell({ children, year }: { children: ReactNode; year: number }) {
  return (
    <>
      <a className={`${css.skipLink} skip-link`} href="#main">
        Skip to content
      </a>
      <header className={css.header} data-print="hide">
        <Link to="/" className={css.brand}>
          Family Meal Planner
        </Link>
      </header>
      <main id="main" className={css.main} tabIndex={-1}>
        {children}
      </main>
      <footer className={css.footer}>© {year} Family Meal Planner</footer>
    </>
  );
}

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
    <p className={css.muted}>
      If you contact support, quote this reference: <code className={css.mono}>{id}</code>
    </p>
  );
}
