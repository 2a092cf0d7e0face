// The pantry, with JavaScript on and off (docs/product.md#inventory), and its feature flag. The flag
// story turns the seeded inventory flag off for members for a moment, so every story here that opens
// the inventory as a member holds one lock (tests/support/flag-lock.ts) across both projects while it
// runs; the flag is always turned back on.
import type { APIRequestContext, Page } from "@playwright/test";
import { ADMIN, bearer, registerViaApi, signIn, tokenFor } from "../support/accounts";
import { expect, test } from "../support/e2e";
import { withFlagLock } from "../support/flag-lock";

const day = (offset: number) => {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit" }).format(date);
};

const inventoryLinks = (page: Page) => page.locator('header a[href="/inventory"]');

test("A member adds a yoghurt, sees it expiring soon, filters the list, edits and removes an item", async ({
  page,
  request,
  visit,
  checkA11y,
  javaScriptEnabled,
}) => {
  // Room to wait for the other project's story holding the flag lock, then run.
  test.setTimeout(240_000);
  const member = await registerViaApi(request);
  await withFlagLock(async () => {
    await signIn(page, member);
    await visit("/inventory");
    await expect(page.getByRole("heading", { level: 1, name: "Inventory" })).toBeVisible();
    await expect(page.getByText("No items found matching your criteria.")).toHaveText(
      "No items found matching your criteria. Try adjusting your filters or add some new items.",
    );

    // With JavaScript the form opens in a dialog over the list; without it, it is a page of its own.
    await page.getByRole("link", { name: "Add Item" }).click();
    let form = page.locator("main");
    if (javaScriptEnabled) {
      form = page.getByRole("dialog", { name: "Add Item" });
      await expect(form).toBeVisible();
      await expect(page).toHaveURL(/\/inventory$/);
    } else {
      await expect(page).toHaveURL(/\/inventory\/new$/);
      await expect(page.getByRole("heading", { level: 1, name: "Add Item" })).toBeVisible();
    }
    await expect(form.getByLabel("Purchase date")).toHaveValue(day(0));
    // The threshold shows only while the alert is on, once the script runs; without it, always.
    const threshold = form.getByLabel("Low-stock threshold");
    if (javaScriptEnabled) await expect(threshold).toBeHidden();
    else await expect(threshold).toBeVisible();
    await form.getByLabel("Low-stock alert").check();
    await expect(threshold).toBeVisible();
    await expect(threshold).toHaveValue("1");
    await checkA11y();

    await form.getByLabel("Name").fill("Greek yoghurt");
    await form.getByLabel("Category").selectOption("Dairy & Eggs");
    await form.getByLabel("Location").selectOption("Fridge");
    await form.getByLabel("Unit").selectOption("g");
    await form.getByLabel("Expiry date").fill(day(2));
    await form.getByLabel("Quantity").fill("500");
    await form.getByLabel("Barcode").fill("4006381333931");
    await form.getByRole("button", { name: "Add Item" }).click();
    await expect(page).toHaveURL(/\/inventory$/);
    if (javaScriptEnabled) await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: "Added" })).toHaveText(
      "Added “Greek yoghurt” to your inventory.",
    );
    // One item, however the form was sent (it carries an idempotency key).
    await expect(page.getByRole("listitem").filter({ hasText: "Greek yoghurt" })).toHaveCount(1);
    await expect(page.getByText("You have 1 item expiring soon.")).toContainText(
      "You have 1 item expiring soon. Check the list below for details.",
    );
    const yoghurt = page.getByRole("listitem").filter({ hasText: "Greek yoghurt" });
    await expect(yoghurt).toContainText("Expiring soon");
    await expect(yoghurt).toContainText("500 g · Fridge · Dairy & Eggs");
    await expect(yoghurt).toContainText("Expires in 2 days");
    await checkA11y();

    // A second item through the API, then the filters narrow the list on the server.
    const peas = await request.post("/api/inventory", {
      headers: bearer(member.token),
      data: { name: "Peas", category: "Frozen Foods", quantity: 2, unit: "package", location: "Freezer" },
    });
    expect(peas.status()).toBe(201);
    await visit("/inventory");
    await page.getByLabel("Location").selectOption("freezer");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/location=freezer/);
    await expect(page.getByRole("listitem").filter({ hasText: "Peas" })).toContainText("Valid");
    await expect(page.getByRole("listitem").filter({ hasText: "Greek yoghurt" })).toHaveCount(0);
    await visit("/inventory?expiration=expired");
    await expect(page.getByText("No items found matching your criteria.")).toBeVisible();

    // Edit: low on stock once the alert is on and the quantity is at the threshold.
    await visit("/inventory");
    await page.getByRole("link", { name: "Edit Peas" }).click();
    form = page.locator("main");
    if (javaScriptEnabled) {
      form = page.getByRole("dialog", { name: "Edit Item" });
      await expect(form).toBeVisible();
    } else {
      await expect(page.getByRole("heading", { level: 1, name: "Edit Item" })).toBeVisible();
    }
    await expect(form.getByLabel("Name")).toHaveValue("Peas");
    await checkA11y();
    await form.getByLabel("Quantity").fill("1");
    await form.getByLabel("Low-stock alert").check();
    await form.getByRole("button", { name: "Save Changes" }).click();
    await expect(page).toHaveURL(/\/inventory$/);
    if (javaScriptEnabled) await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("listitem").filter({ hasText: "Peas" })).toContainText("Low stock");

    // The dashboard counts what expires soon and shows each place.
    await visit("/");
    await expect(page.getByRole("link", { name: /Expiring Items/ })).toContainText("1");
    const status = page.getByRole("region", { name: "Inventory Status" });
    await expect(status.getByRole("link", { name: /Freezer/ })).toContainText("1 low on stock");

    // Remove asks first, on a page of its own.
    await visit("/inventory");
    await page.getByRole("link", { name: "Remove Peas" }).click();
    await expect(page.getByText("Are you sure you want to remove Peas from your inventory?")).toBeVisible();
    await checkA11y();
    await page.getByRole("button", { name: "Remove", exact: true }).click();
    await expect(page).toHaveURL(/\/inventory$/);
    await expect(page.getByRole("status").filter({ hasText: "Removed" })).toHaveText(
      "Removed “Peas” from your inventory.",
    );
    await expect(page.getByRole("listitem").filter({ hasText: "Peas" })).toHaveCount(0);
  });
});

async function setMemberFlag(request: APIRequestContext, token: string, on: boolean) {
  const flags = (await (await request.get("/api/admin/features", { headers: bearer(token) })).json())
    .data as {
    id: number;
    name: string;
    key: string;
    description: string | null;
  }[];
  const flag = flags.find((f) => f.key === "inventory_enabled");
  if (!flag) throw new Error("The inventory flag is seeded.");
  const response = await request.put(`/api/admin/features/${flag.id}`, {
    headers: bearer(token),
    data: { ...flag, enabled_for: on ? ["admin", "member"] : ["admin"] },
  });
  expect(response.status()).toBe(200);
  return flag;
}

test("An admin turns the inventory off for members: it leaves their menu and its page sends them home", async ({
  page,
  request,
  browser,
  visit,
  javaScriptEnabled,
  baseURL,
}) => {
  // Room to wait for the other project's story holding the flag lock, then run.
  test.setTimeout(240_000);
  const member = await registerViaApi(request);
  const adminToken = await tokenFor(request, ADMIN);
  // Something on the member's shopping list, whose 'Purchased → pantry' follows the flag too.
  const lists = await (await request.get("/api/shopping-lists", { headers: bearer(member.token) })).json();
  const added = await request.post(`/api/shopping-lists/${lists.data[0].id}/items`, {
    headers: bearer(member.token),
    data: { name: "Lemons", quantity: 3, category: "Produce" },
  });
  expect(added.status(), await added.text()).toBe(201);
  const toPantry = () => memberPage.getByRole("button", { name: "Purchased → pantry: Lemons" });
  const context = await browser.newContext({ javaScriptEnabled, baseURL });
  const memberPage = await context.newPage();
  try {
    await signIn(memberPage, member);
    await withFlagLock(async () => {
      try {
        await memberPage.goto("/");
        await expect(inventoryLinks(memberPage)).not.toHaveCount(0);

        await signIn(page, ADMIN);
        await visit("/admin/features");
        const row = page.getByRole("row", { name: /inventory_enabled/ });
        await expect(row).toContainText("Member");
        await row.getByRole("link", { name: /^Edit/ }).click();
        await expect(page.getByRole("heading", { name: "Edit Feature" })).toBeVisible();
        await page.getByLabel("Member", { exact: true }).uncheck();
        await page.getByRole("button", { name: "Update Feature" }).click();
        await expect(page).toHaveURL(/\/admin\/features$/);
        await expect(page.getByRole("row", { name: /inventory_enabled/ })).not.toContainText("Member");

        await memberPage.goto("/");
        await expect(inventoryLinks(memberPage)).toHaveCount(0);
        await expect(memberPage.getByRole("link", { name: /Expiring Items/ })).toHaveCount(0);
        await memberPage.goto("/inventory");
        await expect(memberPage).toHaveURL(/\/$/);
        await expect(memberPage.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
        const api = await request.get("/api/inventory", { headers: bearer(member.token) });
        expect(api.status()).toBe(403);
        // The shopping list still checks items off, but offers no way into the pantry.
        await memberPage.goto("/shopping-list");
        await expect(memberPage.getByRole("button", { name: "Mark Lemons as purchased" })).toBeVisible();
        await expect(toPantry()).toHaveCount(0);
      } finally {
        await setMemberFlag(request, adminToken, true);
      }
      await memberPage.goto("/inventory");
      await expect(memberPage.getByRole("heading", { level: 1, name: "Inventory" })).toBeVisible();
      await memberPage.goto("/shopping-list");
      await expect(toPantry()).toBeVisible();
    });
  } finally {
    await context.close();
  }
});
