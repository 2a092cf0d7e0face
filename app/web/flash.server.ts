// The message a page action leaves for the next page (post/redirect/get): kept in a small signed cookie
// session of its own, read once by the root loader, which commits the emptied session so the message
// shows once (a reload does not show it again). It replaced the ?notice=, ?saved= and ?imported=
// addresses (docs/decisions/026-page-action-kit.md).
import { createCookieSessionStorage, redirect } from "@remix-run/node";
import { isHttps } from "./auth.server";
import { env } from "./env.server";

type FlashData = Record<string, never>;
type Flash = { message: string; id: string };
type FlashSession = { flash: Flash };

/** A message longer than this is cut: it travels in a cookie (names in it are limited well below). */
export const FLASH_LIMIT = 500;

function storage(request: Request) {
  const secure = isHttps(request);
  return createCookieSessionStorage<FlashData, FlashSession>({
    cookie: {
      // Over HTTPS `__Host-` (no Domain, Path=/), as for the session cookie (app/web/auth.server.ts).
      name: secure ? "__Host-fmp_flash" : "fmp_flash",
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure,
      secrets: [env().SESSION_SECRET],
    },
  });
}

/** The Set-Cookie header that leaves `message` for the next page. */
export async function flashCookie(request: Request, message: string): Promise<string> {
  const store = storage(request);
  const session = await store.getSession();
  // The id tells two equal messages apart, so the page shows a repeated one again.
  session.flash("flash", { message: message.slice(0, FLASH_LIMIT), id: crypto.randomUUID() });
  return store.commitSession(session);
}

/** A redirect that carries a message to the page it leads to. */
export async function redirectWithFlash(
  request: Request,
  url: string,
  message: string,
  init: ResponseInit = {},
) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await flashCookie(request, message));
  return redirect(url, { ...init, headers });
}

/**
 * The message left for this page, if any, and the Set-Cookie that removes it (null when there was
 * none, so a page without a message sets no cookie and stays cacheable).
 */
export async function takeFlash(
  request: Request,
): Promise<{ flash: Flash | null; setCookie: string | null }> {
  const cookie = request.headers.get("Cookie");
  if (!cookie?.includes("fmp_flash=")) return { flash: null, setCookie: null };
  const store = storage(request);
  const session = await store.getSession(cookie);
  const value = session.get("flash");
  const flash =
    value && typeof value.message === "string" && typeof value.id === "string"
      ? { message: value.message, id: value.id }
      : null;
  return { flash, setCookie: await store.destroySession(session) };
}
