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
