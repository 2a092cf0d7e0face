// Who is calling: a browser session (signed HttpOnly cookie → sessions table) or an API bearer token.
// Also starts and ends sessions, and the web login through remix-auth's FormStrategy.
import { timingSafeEqual } from "node:crypto";
import { createCookie, redirect } from "@remix-run/node";
import { LRUCache } from "lru-cache";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { INVALID_CREDENTIALS } from "~/domain/accounts/messages";
import { LoginSchema } from "~/domain/accounts/schemas";
import {
  createSession,
  deleteSession,
  type FoundSession,
  findSession,
  findUserByToken,
  REMEMBER_DAYS,
} from "~/domain/accounts/sessions.server";
import { type User, verifyCredentials } from "~/domain/accounts/users.server";
import { db } from "./database.server";
import { env } from "./env.server";
import { fromLoadContext, oncePerRequest } from "./request-scope.server";

export type Auth =
  /** `flags` (on for the user's role) and the household's time zone are read with the session. */
  | {
      user: User;
      via: "session";
      sessionId: string;
      csrfToken: string;
      flags: string[];
      householdTimeZone: string | null;
    }
  | { user: User; via: "token"; token: string };

/** Over HTTPS the cookie is Secure and `__Host-` prefixed (no Domain, Path=/), as browsers require. */
export function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

function cookieNamed(name: string, secure: boolean, maxAgeSeconds?: number) {
  return createCookie(secure ? `__Host-${name}` : name, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure,
    secrets: [env().SESSION_SECRET],
    ...(maxAgeSeconds ? { maxAge: maxAgeSeconds } : {}),
  });
}

export const sessionCookie = (request: Request, maxAgeSeconds?: number) =>
  cookieNamed("fmp_session", isHttps(request), maxAgeSeconds);

// A browser sends the same Cookie header with every request, and checking its signature (an HMAC) was
// a few per cent of a page's cost, paid twice for a kept page (the page cache, then the app). The answer
// for a header is the same as long as the secret is (a revoked session is the sessions table's business,
// asked on every request), so the last answers are kept (issue 13).
const sessionIds = new LRUCache<string, Promise<string | null>>({ max: 1000 });
let sessionIdsSecret: string | undefined;

/** The session id a Cookie header carries (signature checked), for a request over HTTPS or not. */
export function sessionIdOf(cookieHeader: string | null, secure: boolean): Promise<string | null> {
  if (!cookieHeader) return Promise.resolve(null);
  const secret = env().SESSION_SECRET;
  if (secret !== sessionIdsSecret) {
    sessionIds.clear();
    sessionIdsSecret = secret;
  }
  const key = `${secure ? 1 : 0}${cookieHeader}`;
  let known = sessionIds.get(key);
  if (!known) {
    known = cookieNamed("fmp_session", secure)
      .parse(cookieHeader)
      .then((value) => (typeof value === "string" && value.length > 0 ? value : null));
    sessionIds.set(key, known);
    known.catch(() => sessionIds.delete(key));
  }
  return known;
}
export const anonymousCsrfCookie = (request: Request) => cookieNamed("fmp_csrf", isHttps(request));

export function readSessionId(request: Request): Promise<string | null> {
  return sessionIdOf(request.headers.get("Cookie"), isHttps(request));
}

export function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get("Authorization") ?? "");
  return match?.[1] ?? null;
}

const resolved = new WeakMap<object, Promise<Auth | null>>();

/**
 * The caller, or null. A bearer token wins over a cookie; tokens are never read from the URL. Read once
 * per page request, however many loaders ask (request-scope.server.ts).
 */
export function getAuth(request: Request): Promise<Auth | null> {
  return oncePerRequest(resolved, request, () => {
    // A page the page cache missed: its lookup found the session's person a moment ago (ADR 061).
    const known = fromLoadContext(request, KNOWN_CALLER);
    return known ? Promise.resolve(known as Auth) : resolve(request);
  });
}

/** The load context's name for the caller the page cache's lookup found (server.js sets it). */
export const KNOWN_CALLER = "knownCaller";

async function resolve(request: Request): Promise<Auth | null> {
  const database = await db();
  const now = new Date();
  const token = bearerToken(request);
  if (token) {
    const user = await findUserByToken(database, token, now);
    return user ? { user, via: "token", token } : null;
  }
  const sessionId = await readSessionId(request);
  if (!sessionId) return null;
  const found = await findSession(database, sessionId, now);
  return found ? sessionAuth(sessionId, found) : null;
}

/** The caller of a browser session that was found (by `findSession`, or by the page cache's lookup). */
export function sessionAuth(sessionId: string, found: FoundSession): Auth {
  return {
    user: found.user,
    via: "session",
    sessionId,
    csrfToken: found.csrfToken,
    flags: found.flags,
    householdTimeZone: found.householdTimeZone,
  };
}

/** Starts a browser session. Without "remember me" the cookie ends with the browser (and the
 * session after 12 hours at most); with it, both last 30 days. Returns the Set-Cookie value. */
export async function startSession(request: Request, user: User, remember: boolean): Promise<string> {
  const session = await createSession(await db(), {
    userId: user.id,
    remember,
    userAgent: request.headers.get("User-Agent"),
    now: new Date(),
  });
  const cookie = sessionCookie(request, remember ? REMEMBER_DAYS * 24 * 3600 : undefined);
  return cookie.serialize(session.id);
}

/** Deletes the session server-side (so a stolen cookie is dead too) and clears the cookie. */
export async function endSession(request: Request): Promise<string> {
  const sessionId = await readSessionId(request);
  if (sessionId) await deleteSession(await db(), sessionId);
  return sessionCookie(request).serialize("", { maxAge: 0 });
}

export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

// --- web login through remix-auth ----------------------------------------------------------------

export class InvalidCredentialsError extends Error {
  constructor() {
    super(INVALID_CREDENTIALS);
  }
}

export const authenticator = new Authenticator<{ user: User; remember: boolean }>();
authenticator.use(
  new FormStrategy(async ({ form }) => {
    const parsed = LoginSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) throw new InvalidCredentialsError();
    const user = await verifyCredentials(await db(), parsed.data.email, parsed.data.password);
    if (!user) throw new InvalidCredentialsError();
    return { user, remember: parsed.data.remember };
  }),
  "user-pass",
);

export function redirectToLogin(request: Request): never {
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  throw redirect(back === "/" ? "/login" : `/login?redirectTo=${encodeURIComponent(back)}`);
}
