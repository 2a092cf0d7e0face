// The community page in the browser, with JavaScript on and off (docs/product.md#community): one family
// shares a recipe with 'Share My Recipe', another finds it with the search, saves it, rates and reviews
// it, and reads the review on the recipe's page. Every visit runs axe and the 390 px check
// (tests/support/e2e.ts).
import { randomBytes } from "node:crypto";
import { ADMIN, bearer, registerViaApi, signIn } from "../support/accounts";
import { expect, test } from "../support/e2e";

test("A parent shares a recipe; another family finds it, saves it and reviews it", async ({
  page,
  request,
  visit,
  checkA11y,
}) => {
  test.slow();
  const tag = `zest${randomBytes(4).toString("hex")}`;
  const title = `Lemon risotto ${tag}`;
  const owner = await registerViaApi(request);
  const created = await request.post("/api/recipes", {
    headers: bearer(owner.token),
    data: {
      name: title,
      description: "Bright and creamy.",
      cuisine_type: "Italian",
      cook_time: 25,
      instructions: "Toast the rice, then add stock slowly.",
      ingredients: [{ name: "arborio rice", quantity: 300, unit: "gram" }],
    },
  });
  expect(created.status()).toBe(201);

  // The owner shares it from the community page.
  await signIn(page, owner);
  await visit("/community");
  await expect(page.getByRole("heading", { level: 1, name: "Community Recipes" })).toBeVisible();
  await page.getByText("Share My Recipe").click();
  await page.getByLabel("Recipe to share").selectOption({ label: title });
  await page.getByRole("button", { name: "Share", exact: true }).click();
  await expect(page.getByText("Your recipe is now shared with the community.")).toBeVisible();
  await checkA11y();

  // Another family searches for it.
  await page.context().clearCookies();
  const cook = await registerViaApi(request);
  await signIn(page, cook);
  await visit("/community");
  await expect(page.getByRole("heading", { name: "Community Shared Recipes" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search" }).fill(tag);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Search Results" })).toBeVisible();
  await expect(page.getByText("Page 1 of 1")).toBeVisible();
  const card = page.getByRole("article", { name: title });
  await expect(card.getByText(owner.name)).toBeVisible();
  await expect(card.getByText("0 saves")).toBeVisible();
  await card.getByRole("button", { name: `Save (${title})` }).click();
  await expect(card.getByRole("button", { name: `Saved (${title})` })).toBeVisible();
  await expect(card.getByText("1 save", { exact: true })).toBeVisible();
  await checkA11y();

  // Nothing matches: the empty texts.
  await visit(`/community?search=${tag}-nothing`);
  await expect(page.getByText("No recipes found")).toBeVisible();
  await expect(page.getByText("Try adjusting your search criteria or share your own recipe.")).toBeVisible();

  // Rated and reviewed on the recipe's page, where the review is shown.
  await visit(`/community?search=${tag}&show=saved`);
  await page.getByRole("link", { name: title, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await page.getByLabel("4 stars").check();
  await page.getByLabel("Short review (optional)").fill("Zesty and worth the stirring.");
  await page.getByRole("button", { name: "Rate" }).click();
  await expect(page.getByText("Thanks, your rating was saved.")).toBeVisible();
  const reviews = page.getByRole("region", { name: "Reviews" });
  await expect(reviews.getByText("Zesty and worth the stirring.")).toBeVisible();
  await expect(reviews.getByText(`${cook.name} (you)`)).toBeVisible();
  await checkA11y();

  // The dashboard shows the newest shared recipes of other families, with 'View all'.
  await visit("/");
  const recent = page.getByRole("region", { name: "Recent Community Recipes" });
  await expect(recent).toBeVisible();
  await expect(recent.getByRole("link", { name: "View all community recipes" })).toHaveAttribute(
    "href",
    "/community",
  );
});

test("A cook reports a shared recipe; it is hidden for them and an admin unshares it", async ({
  page,
  request,
  visit,
  checkA11y,
}) => {
  test.slow();
  const tag = `spam${randomBytes(4).toString("hex")}`;
  const title = `Mystery stew ${tag}`;
  const owner = await registerViaApi(request);
  const created = await request.post("/api/recipes", {
    headers: bearer(owner.token),
    data: { name: title, instructions: "Stir.", ingredients: [{ name: "water" }] },
  });
  const id = (await created.json()).data.id as number;
  expect((await request.post(`/api/recipes/${id}/share`, { headers: bearer(owner.token) })).status()).toBe(
    200,
  );

  const cook = await registerViaApi(request);
  await signIn(page, cook);
  await visit(`/community?search=${tag}`);
  const card = page.getByRole("article", { name: title });
  await card.getByText(`Report ${title}`).click();
  await card.getByLabel("What is wrong with it? (optional)").fill("Not food.");
  await card.getByRole("button", { name: "Report recipe" }).click();
  await expect(page.getByText("The recipe is hidden for you")).toBeVisible();
  await expect(page.getByText("No recipes found")).toBeVisible();
  await checkA11y();

  await page.context().clearCookies();
  await signIn(page, ADMIN);
  await visit("/admin/reports");
  await expect(page.getByRole("link", { name: /Reports \(\d+ open\)/ })).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(title) });
  await expect(row.getByText("Not food.")).toBeVisible();
  await row.getByRole("button", { name: `Unshare the report on ${title}` }).click();
  await expect(page.getByText("The recipe was unshared and its reports closed.")).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(title) })).toHaveCount(0);
  await checkA11y();
});
