// What a new install shows first: the demo household has a family and a plan, a new household is
// named after its owner and its name looks editable, and the starter library can be filtered and has
// pictures even where it has no photographs — with JavaScript on and off.
import { DEMO, registerViaApi, signIn } from "../support/accounts";
import { expect, test } from "../support/e2e";

test("The demo parent finds a family of four and the coming meals planned for them", async ({
  page,
  visit,
}) => {
  // Long: five pages, each checked by axe (twice without JavaScript).
  test.slow();
  await signIn(page, DEMO);
  await visit("/family");
  const members = page.getByRole("list", { name: "Family members" }).getByRole("article");
  await expect(members).toHaveCount(4);
  await expect(page.getByRole("article", { name: "Mia" })).toContainText("Nuts");
  await expect(page.getByRole("article", { name: "Jordan" })).toContainText("Vegetarian");

  // Today has its dinner (and every other day of the fortnight).
  await visit("/meal-planner?view=day");
  await expect(page.getByRole("region", { name: "Dinner" }).getByRole("heading", { level: 4 })).toHaveCount(
    1,
  );
  // Planned through the planner's commands: the history shows the Friday series and the leftovers.
  await visit("/meal-planner/history?type=SeriesPlanned");
  await expect(page.getByRole("table")).toContainText(/Planned "Pan pizza" weekly from/);
  await visit("/meal-planner/history?type=LeftoverPlanned");
  await expect(page.getByRole("table")).toContainText("Planned leftovers");
});

test("A new family is named after its owner, and its name says it can be edited", async ({
  page,
  request,
  visit,
  javaScriptEnabled,
}) => {
  const account = await registerViaApi(request); // "Test user …"
  await signIn(page, account);
  await visit("/family");
  if (javaScriptEnabled) {
    const name = page.getByRole("button", { name: /edit family name/ });
    await expect(name).toHaveText("Test's family");
    // The visible "Edit" is drawn after the name, so the button's text stays the name.
    const edit = await name.evaluate((el) => getComputedStyle(el, "::after").content);
    expect(edit).toBe('"Edit"');
  } else {
    await expect(page.getByLabel("Family name")).toHaveValue("Test's family");
    await expect(page.getByRole("button", { name: "Save" })).toBeVisible();
  }
});

test("A cook filters the starter library and sees a drawn picture where a recipe has no photograph", async ({
  page,
  request,
  visit,
}) => {
  // Long: four pages of the 405-recipe library, each checked by axe (twice without JavaScript).
  test.slow();
  await signIn(page, await registerViaApi(request));
  await visit("/recipes?view=card&cuisine=asian&meal_type=dinner");
  await expect(page.getByRole("article")).not.toHaveCount(0);
  const card = page.getByRole("article").first();
  const title = (await card.getByRole("heading").textContent()) ?? "";
  expect(title).not.toBe("");
  // The placeholder is an image named by the recipe's title; the grey 'No Image Available' box is gone.
  await expect(card.getByRole("img", { name: title })).toBeVisible();
  await expect(page.getByText("No Image Available")).toHaveCount(0);
  // Unknown times read as unknown, never '0 min'.
  await expect(page.getByText("0 min total", { exact: true })).toHaveCount(0);

  await visit("/recipes?view=list&cuisine=italian");
  const rows = page.getByRole("table").locator("tbody tr");
  await expect(rows.first()).toContainText("Italian");
  await expect(page.getByRole("cell", { name: "0 min", exact: true })).toHaveCount(0);

  await visit("/recipes?view=card&search=Älplermagronen");
  const alpine = page.getByRole("article", { name: "Älplermagronen (Alpine macaroni)" });
  // The starter texts' Markdown is gone: the description reads as prose.
  await expect(alpine).toContainText("A swiss favorite, Älplermagronen combines");
  await expect(alpine).not.toContainText("_");
  await alpine.getByRole("link", { name: /View Details/ }).click();
  await expect(page.getByRole("img", { name: "Älplermagronen (Alpine macaroni)" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Prep Time—");
});
