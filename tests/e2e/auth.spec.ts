import { ADMIN, newAccount, registerViaApi, signIn } from "../support/accounts";
import { expect, test } from "../support/e2e";

test("A visitor starts a free trial and lands on the dashboard, signed in", async ({
  page,
  visit,
  checkA11y,
}) => {
  const account = newAccount("trial");
  await visit("/register");
  await expect(page.getByText("7-day free trial, then $9.99/month")).toBeVisible();
  await page.getByLabel("Full name").fill(account.name);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByLabel("Confirm Password").fill(account.password);
  await page.getByLabel("I agree to the Terms and Conditions").check();
  await page.getByRole("button", { name: "Start free trial" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByRole("banner")).toContainText(account.name);
  await checkA11y();
});

test("Registration mistakes are shown under each field and the input is kept", async ({
  page,
  visit,
  checkA11y,
}) => {
  const account = newAccount("oops");
  await visit("/register");
  await page.getByLabel("Full name").fill(account.name);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByLabel("Confirm Password").fill("different");
  await page.getByRole("button", { name: "Start free trial" }).click();
  await expect(page.getByText("The password field must be at least 8 characters.")).toBeVisible();
  await expect(page.getByText("The password field confirmation does not match.")).toBeVisible();
  await expect(page.getByText("You must accept the Terms and Conditions.")).toBeVisible();
  await expect(page.getByLabel("Full name")).toHaveValue(account.name);
  await expect(page.getByLabel("Email")).toHaveValue(account.email);
  await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await checkA11y();
});

test("Registering with an email already in use says so", async ({
  page,
  request,
  visit,
  expectConsoleError,
}) => {
  expectConsoleError(/status of 422/);
  const existing = await registerViaApi(request);
  await visit("/register");
  await page.getByLabel("Full name").fill("Someone Else");
  await page.getByLabel("Email").fill(existing.email);
  await page.getByLabel("Password", { exact: true }).fill("another-password");
  await page.getByLabel("Confirm Password").fill("another-password");
  await page.getByLabel("I agree to the Terms and Conditions").check();
  await page.getByRole("button", { name: "Start free trial" }).click();
  await expect(page.getByText("The email has already been taken.")).toBeVisible();
});

test("A wrong password shows 'Invalid email or password' and keeps the email; the page says how to get back in", async ({
  page,
  request,
  visit,
  checkA11y,
  expectConsoleError,
}) => {
  expectConsoleError(/status of 401/);
  const account = await registerViaApi(request);
  await visit("/login");
  // The ways back in, without a mail server: a reset link from an administrator, and for the administrator
  // the operator's command.
  const forgot = page.getByText("Forgot your password?");
  await expect(forgot).toContainText("Ask an administrator of this site for a one-time reset link.");
  await expect(forgot).toContainText("npm run seed -- --reset-admin");
  await page.getByLabel("Email address").fill(account.email);
  await page.getByLabel("Password").fill("not-my-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
  await expect(page.getByLabel("Email address")).toHaveValue(account.email);
  await expect(page.getByLabel("Password")).toHaveValue("");
  await checkA11y();
});

test("A member logs out from the user menu and the session is over", async ({ page, request, checkA11y }) => {
  const account = await registerViaApi(request);
  await signIn(page, account);
  await page.getByText(account.name, { exact: false }).first().click();
  await expect(page.getByText("Logged in as")).toBeVisible();
  await checkA11y();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/");
  await expect(page).toHaveURL(/\/login$/);
});

test("A guest opening a protected page signs in and comes back to it", async ({ page, checkA11y }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin$/);
  await checkA11y();
  await page.getByLabel("Email address").fill(ADMIN.email);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test("Only same-site paths are honoured after signing in", async ({ page, request }) => {
  const account = await registerViaApi(request);
  await signIn(page, account, "//evil.example/steal");
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
});

test("A signed-in member who opens the sign-in or register page goes to the dashboard", async ({
  page,
  request,
}) => {
  const account = await registerViaApi(request);
  await signIn(page, account);
  await page.goto("/login");
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/register");
  await expect(page).toHaveURL(/\/$/);
});

test("A member sees the role badge and no admin items; the admin sees the Admin item", async ({
  page,
  request,
  browser,
}) => {
  const account = await registerViaApi(request);
  await signIn(page, account);
  await expect(page.getByRole("link", { name: "Admin" })).toHaveCount(0);
  const adminContext = await browser.newContext();
  try {
    const adminPage = await adminContext.newPage();
    await signIn(adminPage, ADMIN);
    await adminPage.getByText("More").first().click();
    await expect(adminPage.getByRole("link", { name: "Admin" }).first()).toBeVisible();
  } finally {
    await adminContext.close();
  }
});
