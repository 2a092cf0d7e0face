import { expect, test } from "../support/e2e";

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
