// CSRF: every state-changing request that a browser makes with our session cookie must carry the
// session's token (hidden form field `_csrf`, or the X-CSRF-TOKEN / X-XSRF-TOKEN header). Signed-out
// forms (login, register) use a token in a signed double-submit cookie. A mismatch answers 419.
import { randomBytes } from "node:crypto";
import { anonymousCsrfCookie, getAuth, readSessionId, sameSecret } from "./auth.server";

export const CSRF_FIELD = "_csrf";

import { CSRF_MESSAGE } from "./messages";

export { CSRF_MESSAGE };

export class CsrfError extends Error {
  constructor() {
    super(CSRF_MESSAGE);
    this.name = "CsrfError";
  }
}

const anonymous = new WeakMap<Request, Promise<{ token: string; setCookie: string | null }>>();

/** The token to render into forms and the csrf-token meta tag, and a Set-Cookie when one is new. */
export async function csrfTokenFor(request: Request): Promise<{ token: string; setCookie: string | null }> {
  const auth = await getAuth(request);
  if (auth?.via === "session") return { token: auth.csrfToken, setCookie: null };
  let found = anonymous.get(request);
  if (!found) {
    found = (async () => {
      const cookie = anonymousCsrfCookie(request);
      const existing = await cookie.parse(request.headers.get("Cookie"));
      if (typeof existing === "string" && existing.length >= 32) return { token: existing, setCookie: null };
      const token = randomBytes(32).toString("base64url");
      return { token, setCookie: await cookie.serialize(token) };
    })();
    anonymous.set(request, found);
  }
  return found;
}

function providedToken(request: Request, form?: FormData): string | null {
  const field = form?.get(CSRF_FIELD);
  if (typeof field === "string" && field) return field;
  return request.headers.get("X-CSRF-TOKEN") ?? request.headers.get("X-XSRF-TOKEN");
}

/** Throws CsrfError unless the request carries the right token. Bearer-token calls need none. */
export async function assertCsrf(request: Request, form?: FormData): Promise<void> {
  const auth = await getAuth(request);
  if (auth?.via === "token") return;
  const provided = providedToken(request, form);
  let expected: string | null = null;
  if (auth?.via === "session") expected = auth.csrfToken;
  else {
    const existing = await anonymousCsrfCookie(request).parse(request.headers.get("Cookie"));
    expected = typeof existing === "string" ? existing : null;
  }
  if (!expected || !provided || !sameSecret(expected, provided)) throw new CsrfError();
}

/** True when the request comes with a session cookie (valid or not), so CSRF rules apply to it. */
export async function hasSessionCookie(request: Request): Promise<boolean> {
  return (await readSessionId(request)) !== null;
}
