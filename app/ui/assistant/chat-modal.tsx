// The amber AI button (docs/product.md#ai-assistant). Without JavaScript it is a link to /ai-meal-planner.
// With it, a click opens the chat in a modal dialog over the current page (./chat-dialog.tsx). The
// dialog's code is fetched when the button is first pointed at, focused or clicked, not with every page
// (issue 13's JavaScript budget): every page shows the button, few pages open the chat.
import { useLocation } from "@remix-run/react";
import { lazy, type MouseEvent, Suspense, useEffect, useRef, useState } from "react";

const loadDialog = () => import("./chat-dialog");
const ChatDialog = lazy(loadDialog);

export function AssistantButton(props: { to: string; label: string; className: string }) {
  const [open, setOpen] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  // A link in the chat (Add to Calendar, a saved recipe) goes to another page: the chat closes there.
  const { key } = useLocation();
  const openedAt = useRef(key);
  useEffect(() => {
    if (key !== openedAt.current) setOpen(false);
  }, [key]);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openedAt.current = key;
    setOpen(true);
  };
  // Started before the click where the device tells us one may come, so the dialog opens at once.
  const prefetch = () => void loadDialog().catch(() => {});
  return (
    <>
      <a
        ref={link}
        href={props.to}
        className={props.className}
        aria-label="AI assistant"
        aria-haspopup="dialog"
        onClick={onClick}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onTouchStart={prefetch}
      >
        {props.label}
      </a>
      {open ? (
        <Suspense fallback={null}>
          <ChatDialog
            to={props.to}
            onClose={() => {
              setOpen(false);
              link.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
