// Route guards for pages: who may open what (docs/product.md#navigation-and-feature-flags).
import { redirect } from "@remix-run/node";
import type { Role } from "~/db/schema";
import type { User } from "~/domain/accounts/users.server";
import { enabledFlagKeys } from "~/domain/admin/feature-flags.server";
import { householdTimeZoneOrServer } from "~/domain/household/household.server";
import { getAuth, redirectToLogin } from "./auth.server";
import { assertCsrf, CSRF_MESSAGE, CsrfError } from "./csrf.server";
import { db } from "./database.server";
import {
  assertCleanForm,
  RefusedInputError,
  readRequestForm,
  refusedInputResponse,
} from "./input-gate.server";
import { oncePerRequest } from "./request-scope.server";

export async function getOptionalUser(request: Request): Promise<User | null> {
  return (await getAuth(request))?.user ?? null;
}

/** Signed-in users only; others go to /login and come back afterwards. */
export async function requireUser(request: Request): Promise<User> {
  const user = await getOptionalUser(request);
  if (!user) redirectToLogin(request);
  return user;
}

/** /login and /register: a signed-in user goes to the home page. */
export async function requireGuest(request: Request): Promise<void> {
  if (await getOptionalUser(request)) throw redirect("/");
}

export async function requireRole(request: Request, role: Role): Promise<User> {
  const user = await requireUser(request);
  if (user.role !== role) {
    console.warn(`[access] user ${user.id} (${user.role}) was refused ${new URL(request.url).pathname}`);
    throw redirect("/");
  }
  return user;
}

export const requireAdmin = (request: Request) => requireRole(request, "admin");

/** A flagged screen: when the flag is off for the user's role (or unknown) the user goes home. */
export async function requireFlag(request: Request, key: string): Promise<User> {
  const user = await requireUser(request);
  if (!(await flagsOn(request, user)).includes(key)) throw redirect("/");
  return user;
}

const flagsRead = new WeakMap<object, Promise<string[]>>();

/**
 * The feature flags on for the caller's role: read once per page request (the shell and the page ask),
 * with the session when the caller came by one (app/domain/accounts/sessions.server.ts).
 */
export function flagsOn(request: Request, user: Pick<User, "id" | "role">): Promise<string[]> {
  return oncePerRequest(flagsRead, request, async () => {
    const auth = await getAuth(request);
    if (auth?.via === "session" && auth.user.id === user.id && auth.user.role === user.role)
      return auth.flags;
    return enabledFlagKeys(await db(), user.role);
  });
}

const zonesRead = new WeakMap<object, Promise<string | null>>();

/**
 * The caller's household's time zone (null: the server's), read once per request: with the session when
 * the caller came by one; otherwise read, and the server's zone when it cannot be.
 */
export function householdZone(
  request: Request,
  user: Pick<User, "id" | "householdId">,
): Promise<string | null> {
  return oncePerRequest(zonesRead, request, async () => {
    const auth = await getAuth(request);
    if (auth?.via === "session" && auth.user.id === user.id && auth.user.householdId === user.householdId)
      return auth.householdTimeZone;
    return householdTimeZoneOrServer(await db(), user.householdId);
  });
}

/**
 * Reads a posted form and checks its CSRF token (a mismatch is a 419 page), then passes it through the
 * input gate (refused characters are a 422 page; docs/decisions/016-input-gate.md).
 */
export async function readForm(request: Request): Promise<FormData> {
  const form = await readPageForm(request);
  await checkForm(request, form);
  return form;
}

/** The posted form, its text read as UTF-8 strictly: text that is not UTF-8 is a 422 page. */
export async function readPageForm(request: Request): Promise<FormData> {
  try {
    return await readRequestForm(request);
  } catch (error) {
    if (error instanceof RefusedInputError) throw refusedInputResponse(error);
    throw error;
  }
}

/** The checks every posted page form passes, whichever way it was read. */
export async function checkForm(request: Request, form: FormData): Promise<void> {
  try {
    await assertCsrf(request, form);
    assertCleanForm(form);
  } catch (error) {
    if (error instanceof CsrfError)
      throw new Response(CSRF_MESSAGE, { status: 419, statusText: "Page Expired" });
    if (error instanceof RefusedInputError) throw refusedInputResponse(error);
    throw error;
  }
}
