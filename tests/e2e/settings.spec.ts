// Settings (docs/product.md#settings), with JavaScript on and off: units, theme, the password change that
// signs the other session out, the export with a meal's history, deleting the account, the user menu's
// way in, the Family tab, personal API tokens, signing out another session, the subscription's cancel and
// reactivate, and clearing all data. Every visit runs axe and the 390 px check.
import { readFile } from "node:fs/promises";
import { bearer, registerViaApi, signIn, signInWithCookie } from "../support/accounts";
import { expect, PHONE, test } from "../support/e2e";

test("A cook switches to imperial units and reads a recipe in cups and ounces", async ({
  page,
  request,
  visit,
}) => {
  const cook = await registerViaApi(request);
  const created = await request.post("/api/recipes", {
    headers: bearer(cook.token),
    data: {
      name: "Pancakes",
      instructions: "Whisk and fry.",
      servings: 4,
      ingredients: [
        { name: "milk", quantity: 250, unit: "milliliter" },
        { name: "flour", quantity: 200, unit: "gram" },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()).data;
  await signIn(page, cook);
  await visit(`/recipes/${id}`);
  const list = page.getByRole("list", { name: /^Ingredients for/ });
  await expect(list.getByRole("listitem")).toHaveText(["250 milliliters milk", "200 grams flour"]);

  await visit("/settings/preferences");
  await page.getByLabel("Imperial (ounces, pounds, cups)").check();
  await page.getByRole("button", { name: "Save Measurement Preferences" }).click();
  await expect(page.getByRole("status")).toHaveText("Measurement preferences saved!");
  await visit(`/recipes/${id}`);
  await expect(list.getByRole("listitem")).toHaveText(["1.1 cups milk", "7.1 ounces flour"]);
});

test("Metric shows a recipe's cups and a shopping list's cups in millilitres; imperial shows them in cups", async ({
  page,
  request,
  visit,
}) => {
  // Nine pages, each checked with axe at two widths: ≈ 25 s alone, over 30 s on a loaded machine.
  test.slow();
  const cook = await registerViaApi(request);
  const headers = bearer(cook.token);
  const created = await request.post("/api/recipes", {
    headers,
    data: {
      name: "Cheese sauce",
      instructions: "Melt and stir.",
      servings: 4,
      ingredients: [
        { name: "milk", quantity: 2, unit: "cup" },
        { name: "butter", quantity: 1, unit: "tablespoon" },
        { name: "cheddar", quantity: 8, unit: "ounce" },
        { name: "garlic", quantity: 2, unit: "clove" },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()).data;
  const list = (await (await request.get("/api/shopping-lists", { headers })).json()).data[0];
  const item = await request.post(`/api/shopping-lists/${list.id}/items`, {
    headers,
    data: { name: "Cream", quantity: 2, unit: "cup", category: "Dairy" },
  });
  expect(item.status(), await item.text()).toBe(201);
  await signIn(page, cook);

  // Metric, the default: converted and rounded for the kitchen; the clove stays a clove.
  await visit(`/recipes/${id}`);
  const ingredients = page.getByRole("list", { name: /^Ingredients for/ });
  await expect(ingredients.getByRole("listitem")).toHaveText([
    "470 milliliters milk",
    "1 tablespoon butter",
    "225 grams cheddar",
    "2 cloves garlic",
  ]);
  await visit("/shopping-list");
  const cream = page.getByRole("listitem").filter({ hasText: "Cream" });
  await expect(cream).toContainText("470 ml · Dairy");
  // The item keeps what was typed: its edit form shows cups.
  await cream.getByRole("link", { name: "Edit Cream" }).click();
  await expect(page.getByLabel("Quantity")).toHaveValue("2");
  await expect(page.getByLabel("Unit")).toHaveValue("cup");

  await visit("/settings/preferences");
  await page.getByLabel("Imperial (ounces, pounds, cups)").check();
  await page.getByRole("button", { name: "Save Measurement Preferences" }).click();
  await expect(page.getByRole("status")).toHaveText("Measurement preferences saved!");
  await visit(`/recipes/${id}`);
  await expect(ingredients.getByRole("listitem")).toHaveText([
    "2 cups milk",
    "1 tablespoon butter",
    "8 ounces cheddar",
    "2 cloves garlic",
  ]);
  await visit("/shopping-list");
  await expect(cream).toContainText("2 cups · Dairy");

  // And back to metric.
  await visit("/settings/preferences");
  await page.getByLabel("Metric (grams, kilograms, millilitres, litres)").check();
  await page.getByRole("button", { name: "Save Measurement Preferences" }).click();
  await expect(page.getByRole("status")).toHaveText("Measurement preferences saved!");
  await visit("/shopping-list");
  await expect(cream).toContainText("470 ml · Dairy");
});

test("A person picks the dark theme, and every page arrives dark; on a phone the tabs are a menu", async ({
  page,
  request,
  visit,
}) => {
  const person = await registerViaApi(request);
  await signIn(page, person);
  await visit("/settings/preferences");
  await expect(page.locator("html")).toHaveClass(/theme-system/);
  await page.getByLabel("Dark").check();
  await page.getByRole("button", { name: "Save Theme Preferences" }).click();
  await expect(page.getByRole("status")).toHaveText("Theme preferences saved!");
  await expect(page.locator("html")).toHaveClass(/theme-dark/);
  // The server renders the class: the first byte of the document is already dark.
  const html = await (await page.request.get("/settings/subscription")).text();
  expect(html).toMatch(/<html[^>]*class="theme-dark"/);

  await page.setViewportSize(PHONE);
  await visit("/settings/subscription");
  await expect(page.getByText("No payment provider is connected")).toBeVisible();
  await page.getByText("Settings: Subscription").click();
  await page.getByRole("navigation", { name: "Settings tabs" }).getByRole("link", { name: "Family" }).click();
  await expect(page).toHaveURL(/\/settings\/family$/);
  await expect(page.getByRole("heading", { name: "Meal Planning Settings" })).toBeVisible();
  await visit("/settings/advanced");
});

test("Changing the password signs out the person's other browser", async ({
  page,
  request,
  browser,
  javaScriptEnabled,
  visit,
}) => {
  const person = await registerViaApi(request);
  const elsewhere = await browser.newContext({ javaScriptEnabled });
  const other = await elsewhere.newPage();
  try {
    await signIn(other, person);
    await signIn(page, person);
    await visit("/settings/account");
    await expect(page.getByRole("heading", { name: "Active Sessions" })).toBeVisible();
    await page.getByLabel("Current password", { exact: true }).nth(1).fill(person.password);
    await page.getByLabel("New password", { exact: true }).fill("a-new-secret-pw");
    await page.getByLabel("Confirm new password").fill("something else");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByText("Passwords do not match!")).toBeVisible();

    await page.getByLabel("Current password", { exact: true }).nth(1).fill(person.password);
    await page.getByLabel("New password", { exact: true }).fill("a-new-secret-pw");
    await page.getByLabel("Confirm new password").fill("a-new-secret-pw");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByRole("status")).toHaveText(
      // The token registration gave is revoked too.
      "Password updated successfully! 1 other session signed out, 1 API token revoked.",
    );
    await other.goto("/settings/account");
    await expect(other).toHaveURL(/\/login/);
    await page.reload();
    await expect(page).toHaveURL(/\/settings\/account$/);
  } finally {
    await elsewhere.close();
  }
});

test("A person exports the family's data, finds a planned meal with its history, then deletes the account", async ({
  page,
  request,
  visit,
}) => {
  const person = await registerViaApi(request);
  const meal = await request.post("/api/meal-plans", {
    headers: bearer(person.token),
    data: { title: "Exported curry", meal_type: "dinner", date: "2027-03-04" },
  });
  expect(meal.status()).toBe(201);
  await signIn(page, person);
  await visit("/settings/advanced");
  await expect(page.getByText("not available on this install")).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export Data" }).click(),
  ]);
  const exported = JSON.parse(await readFile((await download.path()) ?? "", "utf8"));
  const planned = exported.meal_plans.find((m: { title: string }) => m.title === "Exported curry");
  expect(planned.history.map((e: { event_type: string }) => e.event_type)).toEqual(["MealPlanned"]);

  await page.getByLabel("Type DELETE to confirm.").fill("delete");
  await page.getByLabel("Current password").fill(person.password);
  await page.getByRole("button", { name: "Delete Account" }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText("Your account has been deleted.")).toBeVisible();
  const signIn2 = await request.post("/api/login", {
    data: { email: person.email, password: person.password },
  });
  expect(signIn2.status()).toBe(401);
});

test("The user menu's Settings link opens Settings; the Family tab fits a phone", async ({
  page,
  request,
  visit,
  checkA11y,
}) => {
  const person = await registerViaApi(request);
  await signIn(page, person);
  const header = page.getByRole("banner");
  await header.locator("summary", { hasText: person.name }).click();
  await header.getByRole("link", { name: "Settings", exact: true }).click();
  await expect(page).toHaveURL(/\/settings\/account$/);
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await checkA11y();

  // Family: the household's settings as a tab of Settings, checked at 390 px by the visit.
  await visit("/settings/family");
  await expect(
    page.getByRole("navigation", { name: "Settings", exact: true }).getByRole("link", { name: "Family" }),
  ).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { name: "Family Dietary Settings" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Meal Planning Settings" })).toBeVisible();
  await page.setViewportSize(PHONE);
  await visit("/settings/family");
  await expect(page.getByText("Settings: Family")).toBeVisible();
});

test("A person creates a personal API token, sees it once, and revokes it", async ({
  page,
  request,
  visit,
  checkA11y,
}) => {
  const person = await registerViaApi(request);
  await signIn(page, person);
  await visit("/settings/account");
  const tokens = page.getByRole("region", { name: "API Tokens" });
  await tokens.getByLabel("Token name").fill("Kitchen tablet");
  await tokens.getByRole("button", { name: "Create API Token" }).click();
  await expect(tokens.getByRole("status")).toContainText("Copy it now: it cannot be shown again.");
  const secret = (await page.getByTestId("new-token").textContent())?.trim() ?? "";
  expect(secret.length).toBeGreaterThan(20);
  await expect(tokens.getByText(/^Kitchen tablet · created/)).toBeVisible();
  await checkA11y();
  // The token works.
  expect((await request.get("/api/user", { headers: bearer(secret) })).status()).toBe(200);

  // Shown once: the page opened again lists the token but not its secret. (A GET: reloading the
  // refused-or-answered post's page would send it again.)
  await visit("/settings/account");
  await expect(page.getByTestId("new-token")).toHaveCount(0);
  await expect(page.getByText(secret)).toHaveCount(0);
  await expect(tokens.getByText(/^Kitchen tablet · created/)).toBeVisible();

  await tokens.getByRole("button", { name: "Revoke Kitchen tablet" }).click();
  await expect(page.getByRole("status")).toHaveText("The API token was revoked.");
  await expect(tokens.getByText(/^Kitchen tablet/)).toHaveCount(0);
  await checkA11y();
  expect((await request.get("/api/user", { headers: bearer(secret) })).status()).toBe(401);
});

test("A person signs out their other session from the Account tab", async ({
  page,
  request,
  visit,
  checkA11y,
}) => {
  const person = await registerViaApi(request);
  // The other session: an HTTP client signed in through the form, with its own cookie.
  await signInWithCookie(request, person);
  expect((await request.get("/settings/account", { maxRedirects: 0 })).status()).toBe(200);
  await signIn(page, person);
  await visit("/settings/account");
  const sessions = page.getByRole("region", { name: "Active Sessions" });
  await expect(sessions.getByRole("listitem")).toHaveCount(2);
  await expect(sessions.getByText(/this browser$/)).toHaveCount(1);
  await sessions.getByRole("button", { name: /^Sign out the session from/ }).click();
  await expect(page.getByRole("status")).toHaveText("The session was signed out.");
  await expect(sessions.getByRole("listitem")).toHaveCount(1);
  await expect(sessions.getByRole("button", { name: /^Sign out the session from/ })).toHaveCount(0);
  await checkA11y();
  // The other client is signed out; this browser is not.
  const other = await request.get("/settings/account", { maxRedirects: 0 });
  expect(other.status()).toBe(302);
  expect(other.headers().location).toMatch(/^\/login/);
  await visit("/settings/account");
  await expect(page).toHaveURL(/\/settings\/account$/);
});

test("The owner upgrades, cancels through the confirmation, and reactivates the subscription", async ({
  page,
  request,
  visit,
  checkA11y,
}) => {
  const person = await registerViaApi(request);
  await signIn(page, person);
  await visit("/settings/subscription");
  const status = page.locator("dt", { hasText: /^Status$/ }).locator("xpath=following-sibling::dd[1]");
  await expect(status).toHaveText(/^Free trial \(ends on /);
  await page.getByRole("button", { name: "Upgrade" }).click();
  await expect(page.getByRole("status")).toHaveText("Subscription upgraded: the Premium plan is active.");
  await expect(status).toHaveText("Active");

  // Cancel asks first; keeping it changes nothing.
  await page.getByRole("link", { name: "Cancel Subscription" }).click();
  const confirm = page
    .getByRole("alert")
    .filter({ hasText: "Are you sure you want to cancel your subscription?" });
  await expect(confirm).toBeVisible();
  await checkA11y();
  await confirm.getByRole("link", { name: "Keep my subscription" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(status).toHaveText("Active");
  await page.getByRole("link", { name: "Cancel Subscription" }).click();
  await confirm.getByRole("button", { name: "Yes, cancel" }).click();
  await expect(page.getByRole("status")).toHaveText("Subscription canceled!");
  await expect(status).toHaveText("Canceled");
  await expect(page.getByRole("link", { name: "Cancel Subscription" })).toHaveCount(0);
  await checkA11y();

  await page.getByRole("button", { name: "Reactivate" }).click();
  await expect(page.getByRole("status")).toHaveText("Subscription reactivated!");
  await expect(status).toHaveText("Active");
  await checkA11y();
  // The API reads the same status.
  const api = await request.get("/api/settings/subscription", { headers: bearer(person.token) });
  expect((await api.json()).data.status).toBe("active");
});

test("A person clears all data with the typed confirmation: the recipes and plans are gone, the account stays signed in", async ({
  page,
  request,
  visit,
  checkA11y,
}) => {
  const person = await registerViaApi(request);
  const headers = bearer(person.token);
  const tag = `cl${Date.now()}`;
  const recipe = await request.post("/api/recipes", {
    headers,
    data: {
      name: `Cleared pie ${tag}`,
      instructions: "Bake.",
      ingredients: [{ name: "apples", quantity: 3 }],
    },
  });
  expect(recipe.status(), await recipe.text()).toBe(201);
  const meal = await request.post("/api/meal-plans", {
    headers,
    data: { title: `Cleared supper ${tag}`, meal_type: "dinner", date: "2027-03-04" },
  });
  expect(meal.status(), await meal.text()).toBe(201);
  await signIn(page, person);
  await visit(`/recipes?view=list&search=${tag}`);
  await expect(page.getByText(`Cleared pie ${tag}`).first()).toBeVisible();
  await visit("/meal-planner/history");
  await expect(page.getByText(`Cleared supper ${tag}`).first()).toBeVisible();

  await visit("/settings/advanced");
  // A wrong word clears nothing and says what to type.
  await page.getByLabel("Type CLEAR to confirm.").fill("clean");
  await page.getByRole("button", { name: "Clear All Data" }).click();
  await expect(page.getByLabel("Type CLEAR to confirm.")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Type CLEAR to confirm.")).toHaveCount(2); // the label and the error
  await checkA11y();
  await page.getByLabel("Type CLEAR to confirm.").fill("CLEAR");
  await page.getByRole("button", { name: "Clear All Data" }).click();
  await expect(page.getByRole("status")).toHaveText("All data cleared!");
  await expect(page).toHaveURL(/\/settings\/advanced$/);
  await checkA11y();

  // Still signed in, with nothing of before.
  await visit(`/recipes?view=list&search=${tag}`);
  await expect(page).toHaveURL(/\/recipes/);
  await expect(page.getByText(`Cleared pie ${tag}`)).toHaveCount(0);
  await visit("/meal-planner/history");
  await expect(page.getByText(`Cleared supper ${tag}`)).toHaveCount(0);
  await expect(page.getByRole("banner").getByText(person.name).first()).toBeVisible();
});
