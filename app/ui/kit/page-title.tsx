// A page's header: its one <h1> (the page's accessible name, by id) and the toolbar beside it.
import type { ReactNode } from "react";
import * as css from "./page.css";

export function PageHeader(props: {
  id: string;
  title: ReactNode;
  /** The toolbar's buttons and links. */
  children?: ReactNode;
  /** Buttons mean nothing on paper: the toolbar is left out of the printed page. */
  toolbarHiddenInPrint?: boolean;
}) {
  return (
    <div className={css.header}>
      <h1 id={props.id} className={css.title}>
        {props.title}
      </h1>
      {props.children ? (
        <div className={css.toolbar} data-print={props.toolbarHiddenInPrint ? "hide" : undefined}>
          {props.children}
        </div>
      ) : null}
    </div>
  );
}
