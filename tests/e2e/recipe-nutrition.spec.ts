// A recipe's nutrition computed from its ingredients (docs/decisions/032-food-table-and-matching.md):
// the form's Calculate fills the fields in without saving, and the saved recipe says where its values
// came from and which ingredients were not counted — with JavaScript on and off.
import type { Page } from "@playwright/test";
import { bearer, registerViaApi, signIn } from "../support/accounts";
import { expect, test } from "../support/e2e";

async function signedIn(page: Page, request: Parameters<typeof registerViaApi>[0]) {
  await signIn(page, await registerViaApi(request));
}

test("A cook calculates a new recipe's nutrition, saves it and sees it computed from the ingredients", async ({
  page,
  request,
  visit,
}) => {
  test.slow();
  await signedIn(page, request);
  await visit("/recipes/new");
  const name = `Rice bowl ${Math.random().toString(36).slice(2, 8)}`;
  await page.getByLabel("Title").fill(name);
  await page.getByLabel("Servings").fill("2");
  await page
    .getByLabel("Paste ingredients (one per line)")
    .fill("200 g white rice\n2 large eggs\nsalt to taste");
  await page.getByRole("button", { name: "Add lines" }).click();
  await expect(
    page.getByRole("group", { name: "Ingredient 3", exact: true }).getByLabel("Ingredient", { exact: true }),
  ).toHaveValue("salt");
  await page.getByLabel("Step 1").fill("Cook the rice, fry the eggs.");

  await page.getByRole("button", { name: "Calculate" }).click();
  const calories = page.getByLabel("Calories (kcal)");
  await expect(calories).not.toHaveValue("");
  expect(Number(await calories.inputValue())).toBeGreaterThan(300);
  // Nothing was saved: still the form, with what was typed.
  await expect(page.getByLabel("Title")).toHaveValue(name);
  await expect(page).toHaveURL(/\/recipes\/new$/);

  await page.getByRole("button", { name: "Create Recipe" }).click();
  await expect(page).toHaveURL(/\/recipes\/\d+$/);
  const nutrition = page.getByRole("region", { name: "Nutrition per serving" });
  await expect(nutrition).toContainText("Computed from ingredients");
  await expect(nutrition).toContainText("Not counted: salt");
  await expect(nutrition).toContainText("kcal");
});

test("A cook chooses which food an ingredient is counted as, and the saved nutrition follows the choice", async ({
  page,
  request,
  visit,
}) => {
  test.slow();
  const user = await registerViaApi(request);
  await signIn(page, user);
  const created = await request.post("/api/recipes", {
    headers: bearer(user.token),
    data: { name: "Glass of milk", servings: 1, ingredients: ["1 cup milk"], instructions: "Pour." },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = (await created.json()).data.id as number;

  await visit(`/recipes/${id}/edit`);
  const counted = page.getByRole("group", { name: "Ingredient 1", exact: true }).getByLabel("Counted as");
  // The matcher's best is the default; the list offers the nearest others.
  await expect(counted).toHaveValue("");
  await expect(counted.locator("option").first()).toHaveText(/^Best match: Milk/);
  await counted.selectOption({ label: "Milk, sheep, fluid" });
  await page.getByRole("button", { name: "Update Recipe" }).click();
  await expect(page).toHaveURL(new RegExp(`/recipes/${id}$`));
  const nutrition = page.getByRole("region", { name: "Nutrition per serving" });
  await expect(nutrition).toContainText("Computed from ingredients");
  const kcal = Number(/(\d+(?:\.\d+)?)\s*kcal/.exec((await nutrition.textContent()) ?? "")?.[1]);
  // A cup of sheep's milk is about 265 kcal; the matcher's whole cow's milk would be about 149.
  expect(kcal).toBeGreaterThan(240);
  expect(kcal).toBeLessThan(290);

  await visit(`/recipes/${id}/edit`);
  await expect(
    page.getByRole("group", { name: "Ingredient 1", exact: true }).getByLabel("Counted as"),
  ).toHaveValue(/^\d{5}$/);
  await expect(
    page
      .getByRole("group", { name: "Ingredient 1", exact: true })
      .getByLabel("Counted as")
      .locator("option:checked"),
  ).toHaveText("Milk, sheep, fluid");
});

test("A cook searches the whole food table for an ingredient, picks goat's milk and the saved nutrition follows", async ({
  page,
  request,
  visit,
  checkA11y,
  javaScriptEnabled,
}) => {
  test.slow();
  const user = await registerViaApi(request);
  await signIn(page, user);
  const created = await request.post("/api/recipes", {
    headers: bearer(user.token),
    data: { name: "Glass of milk", servings: 1, ingredients: ["1 cup milk"], instructions: "Pour." },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, nutrition } = (await created.json()).data as { id: number; nutrition: { calories: number } };
  // Saved through the API, its nutrition is computed at once: a cup of whole cow's milk, about 149 kcal.
  expect(nutrition.calories).toBeGreaterThan(140);
  expect(nutrition.calories).toBeLessThan(160);

  await visit(`/recipes/${id}/edit`);
  const row = page.getByRole("group", { name: "Ingredient 1", exact: true });
  const counted = row.getByLabel("Counted as");
  // Goat's milk is not among the foods the line's own words offer.
  await expect(counted.locator("option", { hasText: "goat" })).toHaveCount(0);
  await row.getByText("Find another food").click();
  await row.getByLabel("Search the food table").fill("goat milk");
  // With JavaScript the search is asked of GET /api/foods in place; without it the button posts the form.
  const asked = javaScriptEnabled
    ? page.waitForResponse((r) => r.url().includes("/api/foods?q=goat%20milk"))
    : null;
  await row.getByRole("button", { name: "Find food for ingredient 1" }).click();
  if (asked) expect((await asked).status()).toBe(200);
  // Without JavaScript the form comes back with what was typed; with it the list fills in place.
  await expect(row.getByRole("status")).toContainText(/found/);
  await expect(row.getByLabel("Search the food table")).toHaveValue("goat milk");
  await checkA11y();
  await row.getByLabel("Counted as").selectOption({ label: "Milk, goat, fluid, with added vitamin D" });
  await page.getByRole("button", { name: "Update Recipe" }).click();
  await expect(page).toHaveURL(new RegExp(`/recipes/${id}$`));
  const facts = page.getByRole("region", { name: "Nutrition per serving" });
  await expect(facts).toContainText("Computed from ingredients");
  const kcal = Number(/(\d+(?:\.\d+)?)\s*kcal/.exec((await facts.textContent()) ?? "")?.[1]);
  // A cup of goat's milk (244 g at 69 kcal per 100 g) is about 168 kcal.
  expect(kcal).toBeGreaterThan(160);
  expect(kcal).toBeLessThan(180);

  // The choice is kept: the edit form shows it chosen.
  await visit(`/recipes/${id}/edit`);
  await expect(
    page
      .getByRole("group", { name: "Ingredient 1", exact: true })
      .getByLabel("Counted as")
      .locator("option:checked"),
  ).toHaveText("Milk, goat, fluid, with added vitamin D");
});
