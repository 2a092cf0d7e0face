// The shopping list in a shop (docs/product.md#shopping-list, ADR 038), with JavaScript on and off: every
// page is checked with axe and at 390 px by the fixtures. Each story registers its own household.
import type { APIRequestContext } from "@playwright/test";
import { bearer, registerViaApi, signIn } from "../support/accounts";
import { expect, test } from "../support/e2e";

async function addByApi(request: APIRequestContext, token: string, item: Record<string, unknown>) {
  const headers = bearer(token);
  const list = (await (await request.get("/api/shopping-lists", { headers })).json()).data[0];
  const response = await request.post(`/api/shopping-lists/${list.id}/items`, { headers, data: item });
  expect(response.status(), await response.text()).toBe(201);
}

test("A parent fills the list, sorts it, checks items off within a budget and removes one after confirming", async ({
  page,
  request,
  visit,
  checkA11y,
  javaScriptEnabled,
}) => {
  test.slow();
  const account = await registerViaApi(request);
  await signIn(page, account);
  await visit("/shopping-list");
  await expect(page.getByRole("heading", { level: 1, name: "Shopping List" })).toBeVisible();
  await expect(
    page.getByText("Your shopping list is empty. Add items or generate from your meal plan."),
  ).toBeVisible();

  // A budget for the list.
  await page.getByRole("link", { name: "Set a budget" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit List" })).toBeVisible();
  await page.getByLabel("Budget").fill("8");
  await page.getByRole("button", { name: "Save list" }).click();
  await expect(page.getByRole("heading", { name: "Budget" })).toBeVisible();

  // One item through the Add Shopping Item form, two more through the API. With JavaScript the form opens
  // in a dialog over the list; without it, it is a page of its own.
  await page.getByRole("link", { name: "Add Item" }).first().click();
  let form = page.locator("main");
  if (javaScriptEnabled) {
    form = page.getByRole("dialog", { name: "Add Shopping Item" });
    await expect(form).toBeVisible();
    await expect(page).toHaveURL(/\/shopping-list$/);
  } else {
    await expect(page).toHaveURL(/\/shopping-list\/items\/new$/);
    await expect(page.getByRole("heading", { level: 1, name: "Add Shopping Item" })).toBeVisible();
  }
  await expect(form.getByLabel("Name")).toBeVisible();
  await expect(form.getByLabel("Actual price")).toHaveCount(0);
  await expect(form.getByLabel("Purchased")).toHaveCount(0);
  await checkA11y();
  await form.getByLabel("Name").fill("Milk");
  await form.getByLabel("Quantity").fill("2");
  await form.getByLabel("Unit").fill("l");
  await form.getByLabel("Category").selectOption("Dairy");
  await form.getByLabel("Estimated price").fill("1.80");
  await form.getByRole("button", { name: "Add Item" }).click();
  await expect(page.getByText("Milk added to your shopping list")).toBeVisible();
  await expect(page).toHaveURL(/\/shopping-list$/);
  if (javaScriptEnabled) await expect(page.getByRole("dialog")).toHaveCount(0);
  // One item, however the form was sent (it carries an idempotency key).
  await expect(page.getByRole("region", { name: /To buy/ }).getByRole("listitem")).toHaveCount(1);
  await addByApi(request, account.token, {
    name: "Bread",
    quantity: 1,
    category: "Bakery",
    estimatedPrice: 2.2,
  });
  await addByApi(request, account.token, {
    name: "Apples",
    quantity: 6,
    category: "Produce",
    estimatedPrice: 3.5,
    priority: 1,
  });

  await visit("/");
  await expect(page.getByRole("link", { name: /Shopping List Items/ })).toContainText("3");

  await visit("/shopping-list");
  await expect(page.getByText("Estimated total")).toBeVisible();
  await expect(page.getByText("7.50")).toBeVisible();
  const toBuy = page.getByRole("region", { name: /To buy/ });
  const names = () => toBuy.locator("li p:first-child").allInnerTexts();
  // By category (the default): Produce, Dairy, Bakery in the form's order.
  expect((await names()).map((n) => n.replace(/High$/, "").trim())).toEqual(["Apples", "Milk", "Bread"]);
  await page.getByLabel("Sort by").selectOption("name");
  await page.getByRole("button", { name: "Sort" }).click();
  await expect(page).toHaveURL(/sort=name/);
  expect((await names()).map((n) => n.replace(/High$/, "").trim())).toEqual(["Apples", "Bread", "Milk"]);

  // The Edit Item form (a dialog with JavaScript): Purchased shows, the actual price only for a purchased
  // item; a note is saved.
  await page.getByRole("link", { name: "Edit Bread" }).click();
  form = page.locator("main");
  if (javaScriptEnabled) {
    form = page.getByRole("dialog", { name: "Edit Item" });
    await expect(form).toBeVisible();
  } else {
    await expect(page.getByRole("heading", { level: 1, name: "Edit Item" })).toBeVisible();
  }
  await expect(form.getByLabel("Purchased")).toBeVisible();
  await expect(form.getByLabel("Actual price")).toHaveCount(0);
  await expect(form.getByLabel("Name")).toHaveValue("Bread");
  await checkA11y();
  await form.getByLabel("Notes").fill("Wholemeal");
  await form.getByRole("button", { name: "Save Item" }).click();
  await expect(page.getByText("Bread updated")).toBeVisible();
  await expect(page).toHaveURL(/\/shopping-list(\?sort=name)?$/);
  if (javaScriptEnabled) await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("listitem").filter({ hasText: "Bread" })).toContainText("Wholemeal");

  // Checking off: Bread moves to Purchased Items with its estimate as the price paid.
  await page.getByRole("button", { name: "Mark Bread as purchased" }).click();
  const purchased = page.locator("details", { hasText: "Purchased Items" });
  await expect(purchased).toContainText("Purchased Items (1)");
  await purchased.locator("summary").click();
  await expect(purchased).toContainText("paid 2.20");
  await expect(purchased.getByRole("link", { name: "Edit Bread" })).toHaveCount(0);
  await expect(page.getByText("33%")).toBeVisible();
  await checkA11y();

  await page.getByRole("button", { name: "Mark Apples as purchased" }).click();
  await expect(page.locator("details", { hasText: "Purchased Items" })).toContainText("Purchased Items (2)");
  await expect(page.getByText("20% or less of the budget is left.")).toHaveCount(0);
  await page.getByRole("button", { name: "Mark Milk as purchased" }).click();
  await expect(page.getByText("20% or less of the budget is left.")).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Budget spent" })).toHaveAttribute(
    "aria-valuenow",
    "94",
  );

  // Removing asks first.
  const bought = page.locator("details", { hasText: "Purchased Items" });
  // Without JavaScript every check-off loaded the page again (the section closed); with it, it stayed open.
  if (!(await bought.evaluate((d) => (d as HTMLDetailsElement).open)))
    await bought.locator("summary").click();
  await bought.getByRole("link", { name: "Remove Milk" }).click();
  await expect(page.getByText("Are you sure you want to remove Milk from your shopping list?")).toBeVisible();
  await checkA11y();
  await page.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByText("Milk removed from your shopping list")).toBeVisible();
  await expect(page.getByText("Purchased Items (2)")).toBeVisible();
});

test("In a shop without a connection, the saved list still opens and a check-off waits to be sent", async ({
  page,
  context,
  request,
  javaScriptEnabled,
  expectConsoleError,
}) => {
  test.skip(!javaScriptEnabled, "The saved copy and the queue of check-offs need JavaScript.");
  expectConsoleError(/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR_FAILED/);
  const account = await registerViaApi(request);
  await addByApi(request, account.token, {
    name: "Eggs",
    quantity: 12,
    category: "Dairy",
    estimatedPrice: 3,
  });
  await signIn(page, account);
  await page.goto("/shopping-list");
  // The page registers its worker; the next visit goes through it and leaves a saved copy.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.reload();
  await expect(page.getByRole("button", { name: "Mark Eggs as purchased" })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(
    page.getByText("You are offline: this is the copy saved when you last opened the list."),
  ).toBeVisible();
  await page.getByRole("button", { name: "Mark Eggs as purchased" }).click();
  await expect(page.getByText("1 check-off will be sent when you are back online.")).toBeVisible();
  await expect(page.locator("details", { hasText: "Purchased Items" })).toContainText("Purchased Items (1)");

  await context.setOffline(false);
  const headers = bearer(account.token);
  await expect
    .poll(async () => {
      const list = (await (await request.get("/api/shopping-lists", { headers })).json()).data[0];
      const detail = (await (await request.get(`/api/shopping-lists/${list.id}`, { headers })).json()).data;
      return detail.items[0].purchased;
    })
    .toBe(true);
  await expect(page.getByText("You are offline")).toHaveCount(0);
});
