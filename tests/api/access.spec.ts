// Who may open what: anonymous, member, admin, bearer token and revoked token against every admin
// and debug route (docs/product.md#navigation-and-feature-flags and docs/product.md#admin).
import { expect, test } from "@playwright/test";
import { ADMIN, bearer, registerViaApi, signInWithCookie, tokenFor } from "../support/accounts";

const ADMIN_PAGES = [
  "/admin",
  "/admin/users",
  "/admin/features",
  "/admin/users/new",
  "/admin/features/new",
  "/admin/reports",
];
const ADMIN_API = ["/api/admin/users", "/api/admin/features"];
const DEBUG = ["/debug-auth-status", "/user-debug", "/api/debug-auth-status", "/api/user-debug"];

test.describe("admin pages", () => {
  test("a guest is sent to sign in, and back afterwards", async ({ request }) => {
    for (const path of ADMIN_PAGES) {
      const r = await request.get(path, { maxRedirects: 0 });
      expect(r.status(), path).toBe(302);
      expect(r.headers().location, path).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
    }
  });

  test("a member is sent home", async ({ request }) => {
    const member = await registerViaApi(request);
    await signInWithCookie(request, member);
    for (const path of ADMIN_PAGES) {
      const r = await request.get(path, { maxRedirects: 0 });
      expect(r.status(), path).toBe(302);
      expect(r.headers().location, path).toBe("/");
    }
  });

  test("an admin opens them", async ({ request }) => {
    await signInWithCookie(request, ADMIN);
    for (const path of ADMIN_PAGES) {
      const r = await request.get(path, { maxRedirects: 0 });
      expect(r.status(), path).toBe(200);
    }
  });
});

test.describe("admin and debug calls", () => {
  test("no token: 401 JSON", async ({ request }) => {
    for (const path of [...ADMIN_API, ...DEBUG]) {
      const r = await request.get(path);
      expect(r.status(), path).toBe(401);
      expect(await r.json(), path).toEqual({ success: false, message: "Unauthenticated." });
    }
  });

  test("a member's token: 403 JSON", async ({ request }) => {
    const member = await registerViaApi(request);
    for (const path of [...ADMIN_API, ...DEBUG]) {
      const r = await request.get(path, { headers: bearer(member.token) });
      expect(r.status(), path).toBe(403);
      expect((await r.json()).success, path).toBe(false);
    }
  });

  test("an admin's token: 200, and the debug answers show no secret", async ({ request }) => {
    const token = await tokenFor(request, ADMIN);
    for (const path of [...ADMIN_API, ...DEBUG]) {
      const r = await request.get(path, {
        headers: { ...bearer(token), "X-CSRF-TOKEN": "some-token-value" },
      });
      expect(r.status(), path).toBe(200);
      const text = await r.text();
      expect(text, path).not.toContain(token);
      expect(text, path).not.toContain("some-token-value");
      expect(text, path).not.toMatch(/argon2|password/i);
    }
    const debug = await (await request.get("/debug-auth-status", { headers: bearer(token) })).json();
    expect(debug.data).toMatchObject({ authenticated: true, via: "token", has_bearer_token: true });
  });

  test("an admin's revoked token: 401", async ({ request }) => {
    const token = await tokenFor(request, ADMIN);
    expect((await request.post("/api/logout", { headers: bearer(token) })).status()).toBe(200);
    for (const path of [...ADMIN_API, ...DEBUG]) {
      expect((await request.get(path, { headers: bearer(token) })).status(), path).toBe(401);
    }
  });

  test("an admin's cookie session opens the debug page", async ({ request }) => {
    await signInWithCookie(request, ADMIN);
    const r = await request.get("/debug-auth-status");
    expect(r.status()).toBe(200);
    expect((await r.json()).data).toMatchObject({ via: "session", has_session_cookie: true });
  });
});
