// The message a page action left for this page (app/web/flash.server.ts), in a status region so screen
// readers announce it. The root loader hands it over once; it stays on the page it arrived with (a
// background refresh does not clear it) and is gone on the next page.
import { useLocation, useMatches, useRouteLoaderData } from "@remix-run/react";
import { useState } from "react";

type Flash = { message: string; id: string };

/**
 * The flash message of this page, or null. A page that shows it in a place of its own (beside the
 * thing it is about) says so with `handle = { flash: "inline" }` and calls this hook.
 */
export function useFlashMessage(): string | null {
  const root = useRouteLoaderData("root") as { flash?: Flash | null } | undefined;
  const flash = root?.flash ?? null;
  const { key } = useLocation();
  const [held, setHeld] = useState<(Flash & { key: string }) | null>(flash ? { ...flash, key } : null);
  if (flash && flash.id !== held?.id) {
    setHeld({ ...flash, key });
    return flash.message;
  }
  return held && held.key === key ? held.message : null;
}

/** The flash message where no page shows it itself: above the page. */
export function FlashMessage({ className }: { className?: string }) {
  const matches = useMatches();
  const inline = matches.some((m) => (m.handle as { flash?: string } | undefined)?.flash === "inline");
  const message = useFlashMessage();
  if (inline || !message) return null;
  return (
    <p role="status" className={className}>
      {message}
    </p>
  );
}
