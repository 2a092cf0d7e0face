import type { Locator } from "@playwright/test";
import { registerViaApi, signIn } from "../support/accounts";
import { expect, PHONE, test } from "../support/e2e";

test("A guest opening the app is sent to sign in, without the header", async ({ page, visit }) => {
  await visit("/");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page).toHaveTitle(/Sign in/);
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toContainText(`© ${new Date().getFullYear()}`);
});

test("A keyboard user skips straight to the content", async ({ page, visit }) => {
  await visit("/login");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main$/);
});

test("A visitor who follows a broken link gets a friendly 404 page", async ({
  page,
  visit,
  expectConsoleError,
}) => {
  expectConsoleError(/status of 404/);
  const response = await visit("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("main").getByText("/no/such/page")).toBeVisible();
  await page.getByRole("link", { name: "Go to the home page" }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test("Every page is sent with an enforced CSP whose nonce is on the page's scripts", async ({ page }) => {
  const response = await page.goto("/login");
  const headers = response!.headers();
  const csp = headers["content-security-policy"] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
    expect(csp).toContain(directive);
  }
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBeTruthy();
  expect(headers["x-request-id"]).toMatch(/^[\w-]{8,}$/);
  const nonces = await page
    .locator("script:not([src])")
    .evaluateAll((els) => els.map((e) => (e as HTMLScriptElement).nonce));
  expect(nonces.length).toBeGreaterThan(0);
  expect(new Set(nonces)).toEqual(new Set([nonce]));
});

test("The health check answers JSON with the database status and version", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({
    status: "ok",
    db: "ok",
    version: expect.stringMatching(/^\d+\.\d+\.\d+/),
  });
});

test("A member's header menus open one at a time and close like menus", async ({
  page,
  request,
  checkA11y,
  javaScriptEnabled,
}) => {
  test.slow();
  const account = await registerViaApi(request);
  // Signed in through the form: with JavaScript the header appears by a client-side navigation.
  await signIn(page, account);
  await checkA11y();
  const header = page.getByRole("banner");
  const more = header.locator("summary", { hasText: "More" });
  const accountMenu = header.locator("summary", { hasText: account.name });
  const family = header
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Family", exact: true });
  const isOpen = (summary: Locator) => summary.evaluate((s) => (s.parentElement as HTMLDetailsElement).open);

  // Without JavaScript they are plain <details>: each opens and closes with its button.
  await more.click();
  await expect(family).toBeVisible();
  await accountMenu.click();
  await expect(header.getByRole("button", { name: "Logout" })).toBeVisible();
  if (!javaScriptEnabled) {
    await accountMenu.click();
    await expect(header.getByRole("button", { name: "Logout" })).toBeHidden();
    await more.click();
    await expect(family).toBeHidden();
    await more.click();
    await family.click();
    await expect(page).toHaveURL(/\/family$/);
    expect(await isOpen(more)).toBe(false);
    return;
  }

  // With JavaScript, opening one closed the other; a click outside closes it.
  expect(await isOpen(more)).toBe(false);
  await page.getByRole("heading", { level: 1 }).click();
  expect(await isOpen(accountMenu)).toBe(false);

  // Escape closes the menu and gives the focus back to its button, from the button or from inside.
  await more.focus();
  await page.keyboard.press("Enter");
  await expect(family).toBeVisible();
  // Tab goes to the menu's first link (Nutrition Analysis, before Family, since that screen exists).
  const firstInMore = more.locator("xpath=..").getByRole("link").first();
  await page.keyboard.press("Tab");
  await expect(firstInMore).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(family).toBeHidden();
  await expect(more).toBeFocused();

  // Following a link in a menu closes it (the header stays across the client-side navigation). The
  // header's links are plain anchors; with JavaScript a click is still a client-side navigation: a
  // mark left on the window survives it, and the link is the current page afterwards.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await more.click();
  await family.click();
  await expect(page).toHaveURL(/\/family$/);
  await expect(family).toBeHidden();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  const familyLinks = header.locator('a[href="/family"]');
  await expect(familyLinks).toHaveCount(2); // the wide header's More menu and the phone's Menu
  for (const link of await familyLinks.all()) await expect(link).toHaveAttribute("aria-current", "page");

  // On a phone: the Menu and the account's initials, one open at a time, inside the screen.
  await page.setViewportSize(PHONE);
  const menu = header.locator("summary", { hasText: /^Menu$/ });
  await menu.click();
  const mobileNav = header.getByRole("navigation", { name: "Mobile" });
  await expect(mobileNav.getByRole("link", { name: "Meal Planner" })).toBeVisible();
  const box = await mobileNav.boundingBox();
  expect(box?.x).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(PHONE.width);
  await accountMenu.click();
  await expect(header.getByRole("button", { name: "Logout" })).toBeVisible();
  await expect(mobileNav).toBeHidden();
  await page.keyboard.press("Escape");
  await expect(header.getByRole("button", { name: "Logout" })).toBeHidden();
  await expect(accountMenu).toBeFocused();
});
