// The admin area: users and feature flags, with JavaScript on and off. Stories run in parallel against
// one server, so each makes its own users and flags and never touches the seeded ones. The long stories
// are marked slow: every page they pass through is checked with axe.
import { randomBytes } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { ADMIN, bearer, newAccount, registerViaApi, signIn, tokenFor } from "../support/accounts";
import { expect, test } from "../support/e2e";

const suffix = () => randomBytes(4).toString("hex");

/** A form's primary button and its Cancel link: the same height, side by side on one line. */
async function expectButtonsSideBySide(page: Page, primary: string, cancel = "Cancel") {
  const main = await page.getByRole("main").getByRole("button", { name: primary, exact: true }).boundingBox();
  const other = await page.getByRole("main").getByRole("link", { name: cancel, exact: true }).boundingBox();
  if (!main || !other) throw new Error(`${primary} or ${cancel} is not shown.`);
  expect(Math.abs(main.height - other.height), `${primary} and ${cancel} heights`).toBeLessThanOrEqual(1);
  expect(Math.abs(main.y - other.y), `${primary} and ${cancel} on one line`).toBeLessThanOrEqual(1);
  expect(other.x).toBeGreaterThan(main.x + main.width);
}

async function createFlagViaApi(
  request: APIRequestContext,
  token: string,
  flag: { name: string; key: string; enabled_for: string[] },
) {
  const response = await request.post("/api/admin/features", {
    headers: bearer(token),
    data: { ...flag, description: `Made by a story (${flag.key})` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data.id as number;
}

test("An admin creates, edits and deletes a user", async ({ page, visit, checkA11y, expectConsoleError }) => {
  test.slow();
  expectConsoleError(/status of 422/);
  const account = newAccount("managed");
  await signIn(page, ADMIN);
  await visit("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Panel" })).toBeVisible();
  await expect(page.getByText("Total Users")).toBeVisible();
  await expect(page.getByText("Online")).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: /^Administrator$/ })).toBeVisible();

  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Users" }).click();
  await expect(page.getByRole("heading", { name: "User Management" })).toBeVisible();
  await checkA11y();
  await page.getByRole("link", { name: "Add User" }).click();
  await expect(page.getByRole("heading", { name: "Add User" })).toBeVisible();
  await checkA11y();

  // Mistakes first: shown under the fields, the input kept.
  await page.getByLabel("Name", { exact: true }).fill(account.name);
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByLabel("Confirm Password").fill(`${account.password}-typo`);
  await page.getByRole("button", { name: "Create User" }).click();
  await expect(page.getByText("The password field confirmation does not match.")).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(account.name);
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(account.email);
  await checkA11y();

  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByLabel("Confirm Password").fill(account.password);
  await page.getByLabel("Role", { exact: true }).selectOption("member");
  await page.getByRole("button", { name: "Create User" }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole("status")).toHaveText(`Created the user “${account.name}”.`);
  const row = page.getByRole("row", { name: new RegExp(account.email) });
  await expect(row).toContainText(account.name);
  await expect(row).toContainText("Member");
  await checkA11y();

  await row.getByRole("link", { name: `Edit ${account.name}` }).click();
  await expect(page.getByRole("heading", { name: "Edit User" })).toBeVisible();
  // The message was about the last change: it is gone on the next page.
  await expect(page.getByRole("status")).toBeEmpty();
  await expectButtonsSideBySide(page, "Update User", "Cancel");
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(account.email);
  await checkA11y();
  const renamed = `${account.name} Renamed`;
  await page.getByLabel("Name", { exact: true }).fill(renamed);
  await page.getByLabel("Role", { exact: true }).selectOption("admin");
  await page.getByRole("button", { name: "Update User" }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole("status")).toHaveText(`Saved your changes to the user “${renamed}”.`);
  const renamedRow = page.getByRole("row", { name: new RegExp(account.email) });
  await expect(renamedRow).toContainText(renamed);
  await expect(renamedRow).toContainText("Admin");

  await renamedRow.getByRole("link", { name: `Delete ${renamed}` }).click();
  await expect(page.getByRole("heading", { name: "Delete User" })).toBeVisible();
  await expect(page.getByText("Are you sure you want to delete the user")).toContainText(
    `Are you sure you want to delete the user ${renamed}? This action cannot be undone.`,
  );
  await checkA11y();
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole("status")).toHaveText(`Deleted the user “${renamed}”.`);
  await expect(page.getByRole("row", { name: new RegExp(account.email) })).toHaveCount(0);
  await checkA11y();
});

test("An admin cannot delete their own account or change their own role", async ({
  page,
  request,
  visit,
  checkA11y,
  expectConsoleError,
}) => {
  test.slow();
  expectConsoleError(/status of 422/);
  const me = newAccount("admin");
  const created = await request.post("/api/admin/users", {
    headers: bearer(await tokenFor(request, ADMIN)),
    data: { ...me, password_confirmation: me.password, role: "admin" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const myId = (await created.json()).data.id as number;
  await signIn(page, me);

  await visit("/admin/users");
  const row = page.getByRole("row", { name: new RegExp(me.email) });
  await expect(row.getByRole("button", { name: `Delete ${me.name}` })).toBeDisabled();

  await row.getByRole("link", { name: `Edit ${me.name}` }).click();
  await expect(page.getByRole("heading", { name: "Edit User" })).toBeVisible();
  await expect(page.getByLabel("Role", { exact: true })).toHaveValue("admin");
  await checkA11y();
  await page.getByLabel("Role", { exact: true }).selectOption("member");
  await page.getByRole("button", { name: "Update User" }).click();
  await expect(page.getByText("You cannot change your own role.")).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(me.name);
  await checkA11y();

  await visit(`/admin/users/${myId}/delete`);
  await expect(page.getByRole("button", { name: "Delete", exact: true })).toBeDisabled();

  await visit("/admin");
  await expect(page.getByRole("definition").filter({ hasText: me.name })).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: /^Admin$/ })).toBeVisible();
});

test("A member cannot open the admin area", async ({ page, request, visit }) => {
  const member = await registerViaApi(request);
  await signIn(page, member);
  await visit("/admin");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Admin Panel" })).toHaveCount(0);
  await visit("/admin/users/new");
  await expect(page).toHaveURL(/\/$/);
});

test("An admin adds a feature flag, enables it for members, and deletes it", async ({
  page,
  request,
  visit,
  checkA11y,
  expectConsoleError,
}) => {
  test.slow();
  expectConsoleError(/status of 422/);
  const id = suffix();
  const name = `Story flag ${id}`;
  const key = `story_flag_${id}`;
  const member = await registerViaApi(request);
  const memberCheck = async () =>
    (await (await request.get(`/api/features/${key}/check`, { headers: bearer(member.token) })).json())
      .enabled;

  await signIn(page, ADMIN);
  await visit("/admin/features");
  await expect(page.getByRole("row", { name: /shopping_list_enabled/ })).toBeVisible();
  await page.getByRole("link", { name: "Add Feature" }).click();
  await expect(page.getByRole("heading", { name: "Add Feature" })).toBeVisible();
  await expect(page.getByLabel("Admin (always enabled)")).toBeChecked();
  await expect(page.getByLabel("Admin (always enabled)")).toBeDisabled();
  await expectButtonsSideBySide(page, "Create Feature", "Cancel");
  await checkA11y();

  await page.getByLabel("Name", { exact: true }).fill(name);
  // A key that is taken passes the browser's checks and is refused by the server.
  await page.getByLabel("Key", { exact: true }).fill("shopping_list_enabled");
  await page.getByRole("button", { name: "Create Feature" }).click();
  await expect(page.getByText("The key has already been taken.")).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);
  await checkA11y();

  await page.getByLabel("Key", { exact: true }).fill(key);
  await page.getByLabel("Description").fill("Made by the add-enable-delete story.");
  await page.getByRole("button", { name: "Create Feature" }).click();
  await expect(page).toHaveURL(/\/admin\/features$/);
  await expect(page.getByRole("status")).toHaveText(`Created the feature flag “${name}”.`);
  const row = page.getByRole("row", { name: new RegExp(key) });
  await expect(row).toContainText(name);
  await expect(row).toContainText("Made by the add-enable-delete story.");
  await expect(row).toContainText("Admin");
  await expect(row).not.toContainText("Member");
  expect(await memberCheck()).toBe(false);
  await checkA11y();

  await row.getByRole("link", { name: `Edit ${name}` }).click();
  await expect(page.getByRole("heading", { name: "Edit Feature" })).toBeVisible();
  await expect(page.getByLabel("Member", { exact: true })).not.toBeChecked();
  await checkA11y();
  await page.getByLabel("Member", { exact: true }).check();
  await page.getByRole("button", { name: "Update Feature" }).click();
  await expect(page).toHaveURL(/\/admin\/features$/);
  await expect(page.getByRole("status")).toHaveText(`Saved your changes to the feature flag “${name}”.`);
  await expect(row).toContainText("Member");
  expect(await memberCheck()).toBe(true);

  await row.getByRole("link", { name: `Delete ${name}` }).click();
  await expect(page.getByRole("heading", { name: "Delete Feature" })).toBeVisible();
  await expect(page.getByText("Are you sure you want to delete the feature flag")).toContainText(
    `Are you sure you want to delete the feature flag "${name}"? This action cannot be undone.`,
  );
  await expectButtonsSideBySide(page, "Delete", "Cancel");
  await checkA11y();
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/features$/);
  await expect(page.getByRole("status")).toHaveText(`Deleted the feature flag “${name}”.`);
  await expect(page.getByRole("row", { name: new RegExp(key) })).toHaveCount(0);
  expect(await memberCheck()).toBe(false);
  await checkA11y();
});

test("An admin filters feature flags by role", async ({ page, request, visit, checkA11y }) => {
  test.slow();
  const id = suffix();
  const token = await tokenFor(request, ADMIN);
  const adminOnly = { name: `Admin only ${id}`, key: `admin_only_${id}`, enabled_for: ["admin"] };
  const forMembers = { name: `For members ${id}`, key: `for_members_${id}`, enabled_for: ["member"] };
  const ids = [
    await createFlagViaApi(request, token, adminOnly),
    await createFlagViaApi(request, token, forMembers),
  ];
  try {
    await signIn(page, ADMIN);
    await visit("/admin/features");
    const adminRow = page.getByRole("row", { name: new RegExp(adminOnly.key) });
    const memberRow = page.getByRole("row", { name: new RegExp(forMembers.key) });
    await expect(adminRow).toBeVisible();
    await expect(memberRow).toBeVisible();

    await page.getByLabel("Filter by Role").selectOption("member");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/\/admin\/features\?role=member$/);
    await expect(memberRow).toBeVisible();
    await expect(adminRow).toHaveCount(0);
    await expect(page.getByLabel("Filter by Role")).toHaveValue("member");
    await checkA11y();

    await page.getByLabel("Filter by Role").selectOption("admin");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/\?role=admin$/);
    await expect(adminRow).toBeVisible();
    await expect(memberRow).toBeVisible();
    await checkA11y();

    await page.getByLabel("Filter by Role").selectOption("");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/\?role=$/);
    await expect(page.getByLabel("Filter by Role")).toHaveValue("");
    await expect(adminRow).toBeVisible();
    await checkA11y();
  } finally {
    for (const flagId of ids) {
      await request.delete(`/api/admin/features/${flagId}`, { headers: bearer(token) });
    }
  }
});
