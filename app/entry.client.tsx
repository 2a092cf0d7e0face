import { RemixBrowser } from "@remix-run/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";

// A cancelled request is not an error. When a form's action answers with a redirect, Remix starts the
// next navigation and aborts the action's request; if the last bytes of that answer have not been read
// yet, the turbo-stream decoder's never-awaited `done` promise rejects with the AbortError, and the
// browser reports an "Uncaught (in promise)" for a request that did its job. Only aborts are silenced:
// every other unhandled rejection is still reported (tests/e2e/client-errors.spec.ts; ADR 051).
window.addEventListener("unhandledrejection", (event) => {
  const reason: unknown = event.reason;
  if (reason instanceof DOMException && reason.name === "AbortError") event.preventDefault();
});

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
