import { expect, test, vi } from "vitest";
import { describeEachBackend, useAppDatabase } from "../../tests/support/db";
import { createSession } from "../domain/accounts/sessions.server";
import { registerUser } from "../domain/accounts/users.server";
import { createFlag, updateFlag } from "../domain/admin/feature-flags.server";
import { saveTimeZone } from "../domain/household/household.server";
import { sessionCookie } from "./auth.server";
import { assertCsrf, CsrfError } from "./csrf.server";
import { householdZone, requireAdmin, requireFlag, requireGuest, requireUser } from "./guards.server";

process.env.SESSION_SECRET ??= "a-test-secret-that-is-long-enough-to-sign-cookies";
const now = new Date();

async function redirectOf(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get("Location");
    throw thrown;
  }
}

describeEachBackend("page guards", (ctx) => {
  useAppDatabase(ctx);

  async function signedIn(role: "admin" | "member") {
    const user = await registerUser(ctx().db, {
      name: `Guard ${role}`,
      email: `guard-${role}-${Math.floor(performance.now() * 1000)}@example.com`,
      password: "password-123",
      role,
      now,
    });
    const session = await createSession(ctx().db, { userId: user.id, remember: false, userAgent: null, now });
    const probe = new Request("http://localhost/");
    const cookie = await sessionCookie(probe).serialize(session.id);
    const request = (path: string, init: RequestInit = {}) =>
      new Request(`http://localhost${path}`, {
        ...init,
        headers: { Cookie: cookie.split(";")[0]!, ...init.headers },
      });
    return { user, session, request };
  }

  test("the household's time zone comes with the session, once per request; a token caller's is read", async () => {
    const { user, request } = await signedIn("member");
    await saveTimeZone(ctx().db, user, "America/Denver");
    const page = request("/");
    expect(await householdZone(page, user)).toBe("America/Denver");
    // Read once for the request: a change after it is seen by the next request, not this one.
    await saveTimeZone(ctx().db, user, null);
    expect(await householdZone(page, user)).toBe("America/Denver");
    expect(await householdZone(request("/"), user)).toBeNull();
    // Another person than the session's (a bearer token's caller has no session): read from the table.
    await saveTimeZone(ctx().db, user, "Europe/Oslo");
    expect(await householdZone(new Request("http://localhost/"), user)).toBe("Europe/Oslo");
  });

  test("guests go to /login with a return path; signed-in users pass", async () => {
    expect(await redirectOf(requireUser(new Request("http://localhost/family?x=1")))).toBe(
      "/login?redirectTo=%2Ffamily%3Fx%3D1",
    );
    const { user, request } = await signedIn("member");
    await expect(requireUser(request("/family"))).resolves.toMatchObject({ id: user.id });
    expect(await redirectOf(requireGuest(request("/login")))).toBe("/");
  });

  test("a member opening an admin route goes home and a warning is logged", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const member = await signedIn("member");
    expect(await redirectOf(requireAdmin(member.request("/admin/users")))).toBe("/");
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/refused \/admin\/users/));
    const admin = await signedIn("admin");
    await expect(requireAdmin(admin.request("/admin"))).resolves.toMatchObject({ role: "admin" });
    warn.mockRestore();
  });

  test("a flagged route sends the user home while the flag is off for their role, or unknown", async () => {
    const key = `guard_flag_${Math.floor(performance.now() * 1000)}`;
    const flag = await createFlag(ctx().db, {
      name: "Guarded",
      key,
      description: null,
      enabledFor: ["admin"],
    });
    const member = await signedIn("member");
    const admin = await signedIn("admin");
    expect(await redirectOf(requireFlag(member.request("/guarded"), key))).toBe("/");
    await expect(requireFlag(admin.request("/guarded"), key)).resolves.toMatchObject({ role: "admin" });
    await updateFlag(ctx().db, flag.id, {
      name: "Guarded",
      key,
      description: null,
      enabledFor: ["admin", "member"],
    });
    await expect(requireFlag(member.request("/guarded"), key)).resolves.toMatchObject({ role: "member" });
    expect(await redirectOf(requireFlag(member.request("/guarded"), "no_such_flag"))).toBe("/");
  });

  test("a cookie session's change needs its CSRF token", async () => {
    const { session, request } = await signedIn("member");
    const post = (headers: Record<string, string>) => request("/x", { method: "POST", headers });
    await expect(assertCsrf(post({}))).rejects.toBeInstanceOf(CsrfError);
    await expect(assertCsrf(post({ "X-CSRF-TOKEN": "nope" }))).rejects.toBeInstanceOf(CsrfError);
    await expect(assertCsrf(post({ "X-CSRF-TOKEN": session.csrfToken }))).resolves.toBeUndefined();
    const form = new FormData();
    form.set("_csrf", session.csrfToken);
    await expect(assertCsrf(post({}), form)).resolves.toBeUndefined();
  });
});
