// Accounts for the browser and API stories. Every story makes its own user; the seeded admin and demo
// logins come from the e2e server's environment (playwright.config.ts).
import { randomBytes } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "@playwright/test";

export const ADMIN = { email: "admin@e2e.test", password: "Secret-pw-admin-1", name: "Administrator" };
export const DEMO = { email: "demo@e2e.test", password: "Secret-pw-demo-1", name: "Demo Parent" };

export function newAccount(prefix = "user") {
  const id = randomBytes(5).toString("hex");
  return { name: `Test ${prefix} ${id}`, email: `${prefix}-${id}@e2e.test`, password: `Secret-pw-${id}` };
}

/** Registers through the API and returns the bearer token. */
export async function registerViaApi(request: APIRequestContext, account = newAccount()) {
  const response = await request.post("/api/register", {
    data: { ...account, password_confirmation: account.password },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = await response.json();
  return { ...account, token: body.data.token as string, id: body.data.user.id as number };
}

/** Signs in through the login form (works with JavaScript on and off). */
export async function signIn(page: Page, account: { email: string; password: string }, redirectTo?: string) {
  await page.goto(redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : "/login");
  await page.getByLabel("Email address").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

export function bearer(token: string) {
  return { Authorization: `Bearer ${token}` };
}

/** Signs an API request context in with a cookie session through the login form, as a browser would. */
export async function signInWithCookie(
  request: APIRequestContext,
  account: { email: string; password: string },
) {
  const csrf = await request.get("/sanctum/csrf-cookie");
  const token = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(csrf.headers()["set-cookie"] ?? "")?.[1] ?? "");
  const response = await request.post("/login", {
    form: { _csrf: token, email: account.email, password: account.password },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
}

/** A bearer token for an existing account. */
export async function tokenFor(request: APIRequestContext, account: { email: string; password: string }) {
  const response = await request.post("/api/login", { data: account });
  expect(response.status()).toBe(200);
  return (await response.json()).data.token as string;
}
