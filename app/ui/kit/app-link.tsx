// A link to an absolute address of the app, drawn as a plain anchor (docs/decisions/063).
//
// The router's <Link> resolves its target against the route tree and the current location on every
// render (useHref, useResolvedPath, the prefetch hooks): a month of the planner draws some two hundred
// links, and that resolution was about a tenth of the page's server render. A target that is already an
// absolute path needs none of it, so `AppLink` writes the anchor itself, and with JavaScript one click
// listener on the document (`useAppLinks`, mounted once by the shell) turns a plain left click on it
// into a client-side navigation, as <Link> would. `data-discover` lets Remix learn the target's route
// ahead, as it does for its own links. Keep <Link> for relative targets and for its options (state,
// replace, preventScrollReset, prefetch).
import { useNavigate } from "@remix-run/react";
import { type AnchorHTMLAttributes, useEffect } from "react";

export type AppLinkProps = { to: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href">;

/** `to` is an absolute path of the app (it starts with a single "/"), with its query and hash. */
export function AppLink({ to, ...rest }: AppLinkProps) {
  return <a href={to} data-discover="true" data-app-link="" {...rest} />;
}

/**
 * The address a click on `link` navigates to within the app, or null when the browser should follow
 * it itself: another button or a modifier key (a new tab or window, a download), a target other than
 * this frame, a download link, or another origin.
 */
export function appLinkTarget(
  event: Pick<MouseEvent, "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey" | "defaultPrevented">,
  link: Pick<HTMLAnchorElement, "href" | "target" | "hasAttribute">,
  origin: string,
): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  if (link.target && link.target !== "_self") return null;
  if (link.hasAttribute("download")) return null;
  let url: URL;
  try {
    url = new URL(link.href);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** With JavaScript, a plain click on any `AppLink` of the document is a client-side navigation. */
export function useAppLinks() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.("a[data-app-link]");
      if (!(link instanceof HTMLAnchorElement)) return;
      const to = appLinkTarget(event, link, window.location.origin);
      if (to === null) return;
      event.preventDefault();
      navigate(to);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}
