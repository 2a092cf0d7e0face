// A form page that opens in a <dialog> when JavaScript runs; the page itself always works
// (docs/decisions/013-form-dialogs.md).
// <RouteDialogLink> is a plain link to the page. With JavaScript a click opens a modal dialog over
// the current screen instead: the page's loader supplies the form's data (fetcher.load) and the form
// posts to the page's action through a second fetcher, so a refused form comes back into the dialog
// with its messages and the person's input, and the action's redirect after a success refreshes the
// screen underneath and closes the dialog (an action may instead answer data, to stay open with it). Modified clicks (new tab, new window) keep the link.
import { type FetcherWithComponents, useFetcher } from "@remix-run/react";
import { type MouseEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import * as css from "./dialog.css";

/** What a form rendered inside the dialog needs: the fetcher's Form, its busy state and a way out. */
export type DialogHost<Answer = unknown> = {
  /** The address the form was loaded from (its page). */
  href: string;
  Form: FetcherWithComponents<Answer>["Form"];
  busy: boolean;
  /** What is being submitted, while `busy`. */
  formData: FormData | undefined;
  /** The action's last answer (a refused form, or a form that stays open after a save), if any. */
  answer: Answer | undefined;
  close: () => void;
};

export function RouteDialogLink<Data, Answer = unknown>(props: {
  /** The form page; also what the link opens without JavaScript. */
  to: string;
  /** Adds to the address used to load the form (e.g. a fresh idempotency key) at each opening. */
  loadHref?: (to: string) => string;
  title: string;
  className?: string;
  children: ReactNode;
  /** Extra attributes for the link: an accessible label, print visibility. */
  "aria-label"?: string;
  "data-print"?: string;
  render: (data: Data, host: DialogHost<Answer>) => ReactNode;
}) {
  const [href, setHref] = useState<string | null>(null);
  const link = useRef<HTMLAnchorElement>(null);

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setHref(props.loadHref ? props.loadHref(props.to) : props.to);
  };
  const close = useCallback(() => {
    setHref(null);
    link.current?.focus();
  }, []);

  return (
    <>
      <a
        ref={link}
        href={props.to}
        className={props.className}
        onClick={open}
        aria-haspopup="dialog"
        aria-label={props["aria-label"]}
        data-print={props["data-print"]}
      >
        {props.children}
      </a>
      {href ? <RouteDialog href={href} title={props.title} render={props.render} onClose={close} /> : null}
    </>
  );
}

/** The dialog itself, for a form page opened by something other than a link (a GET form's submit). */
export function RouteDialog<Data, Answer>(props: {
  href: string;
  title: string;
  render: (data: Data, host: DialogHost<Answer>) => ReactNode;
  onClose: () => void;
}) {
  const { href, onClose } = props;
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const loader = useFetcher<Data>();
  const submit = useFetcher<Answer>();
  const [loadFailed, setLoadFailed] = useState(false);

  // Load the form's data once per opening and show the dialog at once (with a loading line).
  const requested = useRef(false);
  useEffect(() => {
    if (!requested.current) {
      requested.current = true;
      loader.load(href);
    }
    if (!dialog.current?.open) dialog.current?.showModal();
  }, [href, loader]);
  const loading = useRef(false);
  useEffect(() => {
    if (loader.state !== "idle") loading.current = true;
    else if (loading.current && loader.data === undefined) setLoadFailed(true);
  }, [loader.state, loader.data]);

  // A submission that ends without a new answer was redirected: the action succeeded.
  const submitted = useRef<{ before: Answer | undefined } | null>(null);
  useEffect(() => {
    if (submit.state !== "idle") {
      if (!submitted.current) submitted.current = { before: submit.data };
      return;
    }
    if (!submitted.current) return;
    const { before } = submitted.current;
    submitted.current = null;
    if (submit.data === before) {
      dialog.current?.close();
      onClose();
    }
  }, [submit.state, submit.data, onClose]);

  const close = () => {
    dialog.current?.close();
    onClose();
  };
  const host: DialogHost<Answer> = {
    href,
    Form: submit.Form,
    busy: submit.state !== "idle",
    formData: submit.formData,
    answer: submit.data,
    close,
  };

  return (
    <dialog
      ref={dialog}
      className={css.dialog}
      aria-labelledby={titleId}
      aria-busy={loader.data === undefined || submit.state !== "idle" ? true : undefined}
      onClose={onClose}
    >
      <div className={css.head}>
        <h2 id={titleId} className={css.title}>
          {props.title}
        </h2>
        <button type="button" className={css.closeButton} onClick={close} aria-label="Close">
          ×
        </button>
      </div>
      {loader.data !== undefined ? (
        props.render(loader.data, host)
      ) : loadFailed ? (
        <p role="alert" className={css.error}>
          The form could not be loaded. <a href={href}>Open it as a page</a>.
        </p>
      ) : (
        <p className={css.loading}>Loading…</p>
      )}
    </dialog>
  );
}
