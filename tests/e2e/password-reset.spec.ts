// The way back in without a mail server (docs/product.md#settings, ADR 043): an admin issues a one-time
// reset link for a user, shown once; the user opens it signed out, sets a new password and signs in with
// it; the same link a second time is refused with a plain message. With JavaScript on and off.
import { ADMIN, newAccount, registerViaApi, signIn } from "../support/accounts";
import { expect, test } from "../support/e2e";

test("An admin gives a locked-out user a one-time reset link; it works once", async ({
  page,
  request,
  visit,
  checkA11y,
}) => {
  test.slow();
  const user = await registerViaApi(request, newAccount("resetme"));
  const newPassword = `New-secret-${Date.now()}`;

  await signIn(page, ADMIN);
  await visit(`/admin/users/${user.id}/edit`);
  await expect(page.getByRole("heading", { name: "Password reset link" })).toBeVisible();
  await page.getByRole("button", { name: "Create Password Reset Link" }).click();
  const shown = page.getByRole("status").filter({ hasText: "it is shown only this once" });
  await expect(shown).toContainText(`A one-time link for ${user.email}, valid for 24 hours.`);
  const link = (await page.getByTestId("reset-link").textContent())?.trim() ?? "";
  expect(link).toMatch(/\/reset-password\/[\w-]{20,}$/);
  await checkA11y();
  // Shown once: the page opened again does not show it.
  await visit(`/admin/users/${user.id}/edit`);
  await expect(page.getByTestId("reset-link")).toHaveCount(0);
  await expect(page.getByText("give the user a one-time link to set a new password")).toBeVisible();

  // The user's side: nobody is signed in.
  await page.context().clearCookies();
  const path = new URL(link).pathname;
  const opened = await visit(path);
  expect(opened?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
  await expect(page.getByText(`New password for ${user.email}`)).toBeVisible();
  // A mismatch is shown under the field; the link is not used up by it.
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill(`${newPassword}-typo`);
  await page.getByRole("button", { name: "Set New Password" }).click();
  await expect(page.getByText("Passwords do not match!")).toBeVisible();
  await checkA11y();
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill(newPassword);
  await page.getByRole("button", { name: "Set New Password" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("status")).toHaveText(
    "Your password has been changed. Sign in with the new one.",
  );
  await checkA11y();

  // The old password no longer works; the new one does.
  const old = await request.post("/api/login", { data: { email: user.email, password: user.password } });
  expect(old.status()).toBe(401);
  await signIn(page, { email: user.email, password: newPassword });
  await expect(page.getByText(user.name).first()).toBeVisible();

  // The same link again, signed out: refused, with what to do next.
  await page.context().clearCookies();
  const again = await visit(path);
  expect(again?.status()).toBe(410);
  await expect(page.getByText("This password reset link can no longer be used")).toContainText(
    "it was used already, it expired, or a newer link replaced it. Ask an administrator for a new one.",
  );
  await expect(page.getByLabel("New password", { exact: true })).toHaveCount(0);
  await page.getByRole("link", { name: "Back to sign in" }).click();
  await expect(page).toHaveURL(/\/login$/);
});
