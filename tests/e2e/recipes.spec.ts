// Recipes in the browser: create (pasted lines, a picture), scale, favourite, search and filter, the
// starter library, import from a page, and another family's private recipe — with JavaScript on and off.
// Every story registers its own account, so each has a household (and recipes) of its own.
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { bearer, newAccount, registerViaApi, signIn } from "../support/accounts";
import { expect, test } from "../support/e2e";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

const unique = () => Math.random().toString(36).slice(2, 8);

async function csrfToken(page: Page) {
  // Asked of the server with the page's own cookies rather than read from the document: with JavaScript,
  // the document right after signing in may still be settling into the new session.
  const answer = await page.request.get("/sanctum/csrf-cookie");
  const token = decodeURIComponent(
    /XSRF-TOKEN=([^;]+)/.exec(answer.headers()["set-cookie"] ?? "")?.[1] ?? "",
  );
  expect(token).toBeTruthy();
  return token;
}

type QuickRecipe = {
  name: string;
  servings?: number;
  cuisine?: string;
  isPublic?: boolean;
  ingredients?: [quantity: string, unit: string, name: string, notes?: string][];
};

/** Saves a recipe by posting the page's own form (quick set-up); answers its id. */
async function createRecipeByPost(page: Page, recipe: QuickRecipe) {
  const fields: Record<string, string> = {
    _csrf: await csrfToken(page),
    intent: "save",
    name: recipe.name,
    servings: String(recipe.servings ?? 4),
    difficulty_level: "Easy",
    cuisine_type: recipe.cuisine ?? "",
    "instructions[0]": "Mix and cook.",
  };
  if (recipe.isPublic) fields.is_public = "on";
  (recipe.ingredients ?? [["2", "cup", "flour"]]).forEach(([quantity, unit, name, notes], i) => {
    fields[`ingredients[${i}].quantity`] = quantity;
    fields[`ingredients[${i}].unit`] = unit;
    fields[`ingredients[${i}].name`] = name;
    if (notes) fields[`ingredients[${i}].notes`] = notes;
  });
  const response = await page.request.post("/recipes/new", { multipart: fields, maxRedirects: 0 });
  expect(response.status(), await response.text()).toBe(302);
  const id = /\/recipes\/(\d+)/.exec(response.headers().location ?? "")?.[1];
  expect(id).toBeTruthy();
  return Number(id);
}

async function signedIn(page: Page, request: Parameters<typeof registerViaApi>[0]) {
  const account = await registerViaApi(request);
  await signIn(page, account);
  return account;
}

/**
 * A cook who reads cups and spoons: these stories are about reading and scaling amounts as written, and
 * metric, the default, shows cups in millilitres (docs/product.md#settings).
 */
async function readsImperial(request: Parameters<typeof registerViaApi>[0], account: { token: string }) {
  const saved = await request.put("/api/settings/preferences", {
    headers: bearer(account.token),
    data: { units: "imperial" },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

test("A cook creates a recipe by pasting three ingredient lines and sees them parsed", async ({
  page,
  request,
  visit,
  checkA11y,
  javaScriptEnabled,
}) => {
  test.slow();
  await readsImperial(request, await signedIn(page, request));
  await visit("/recipes");
  await page.getByRole("main").getByRole("link", { name: "Create Recipe" }).first().click();
  await expect(page).toHaveURL(/\/recipes\/new$/);
  await expect(page.getByRole("heading", { level: 1, name: "Create Recipe" })).toBeVisible();
  await checkA11y();

  await page
    .getByLabel("Paste ingredients (one per line)")
    .fill("2 cups flour, sifted\n1 1/2 cups milk\nsalt to taste");
  await page.getByRole("button", { name: "Add lines" }).click();
  const row = (n: number) => page.getByRole("group", { name: `Ingredient ${n}`, exact: true });
  await expect(row(1).getByLabel("Quantity")).toHaveValue("2");
  await expect(row(1).getByLabel("Unit")).toHaveValue("cup");
  await expect(row(1).getByLabel("Ingredient", { exact: true })).toHaveValue("flour");
  await expect(row(1).getByLabel("Notes")).toHaveValue("sifted");
  await expect(row(2).getByLabel("Quantity")).toHaveValue("1 1/2");
  await expect(row(2).getByLabel("Unit")).toHaveValue("cup");
  await expect(row(2).getByLabel("Ingredient", { exact: true })).toHaveValue("milk");
  await expect(row(3).getByLabel("Quantity")).toHaveValue("");
  await expect(row(3).getByLabel("Ingredient", { exact: true })).toHaveValue("salt");
  await expect(row(3).getByLabel("Notes")).toHaveValue("to taste");
  await expect(row(4)).toHaveCount(0);
  await expect(page.getByLabel("Paste ingredients (one per line)")).toHaveValue("");

  // One more row and a second step, then the step removed again: the rows follow.
  await page.getByRole("button", { name: "Add ingredient" }).click();
  await expect(row(4)).toBeVisible();
  await row(4).getByRole("button", { name: "Remove ingredient 4" }).click();
  await expect(row(4)).toHaveCount(0);
  await page.getByRole("button", { name: "Add step" }).click();
  await expect(page.getByLabel("Step 2")).toBeVisible();
  await page.getByRole("button", { name: "Remove step 2" }).click();
  await expect(page.getByLabel("Step 2")).toHaveCount(0);

  // Saving without a title or a step: the messages are under the fields and the rows are kept.
  await page.getByRole("button", { name: "Create Recipe" }).click();
  await expect(page.getByText("Please enter a recipe title")).toBeVisible();
  await expect(page.getByText("Please add at least one instruction")).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveAttribute("aria-invalid", "true");
  await expect(row(1).getByLabel("Ingredient", { exact: true })).toHaveValue("flour");
  await checkA11y();

  const name = `Pancakes ${unique()}`;
  await page.getByLabel("Title").fill(name);
  await page.getByLabel("Step 1").fill("Whisk everything together and fry in a hot pan.");
  // Tags: a comma-separated field without JavaScript; chips that can be removed with it.
  if (javaScriptEnabled) {
    await page.getByLabel("Tags", { exact: true }).fill("quick");
    await page.getByLabel("Tags", { exact: true }).press("Enter");
    await page.getByLabel("Tags", { exact: true }).fill("sweet, breakfast");
    await page.getByRole("button", { name: "Add tag" }).click();
    await page.getByRole("button", { name: "Remove tag sweet" }).click();
    await expect(page.getByRole("list", { name: "Chosen tags" }).getByRole("listitem")).toHaveText([
      /quick/,
      /breakfast/,
    ]);
  } else {
    await page.getByLabel("Tags", { exact: true }).fill("quick, breakfast, quick");
  }
  await page.getByRole("button", { name: "Create Recipe" }).click();
  await expect(page).toHaveURL(/\/recipes\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText("Recipe saved successfully!");
  const ingredients = page.getByRole("list", { name: /^Ingredients for 4 servings/ });
  await expect(ingredients.getByRole("listitem")).toHaveText([
    "2 cups flour, sifted",
    "1.5 cups milk",
    "salt, to taste",
  ]);
  await expect(page.getByRole("list").filter({ hasText: "Whisk everything" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText([
    "quick",
    "breakfast",
  ]);
  await checkA11y();

  // The checklist ticks without a round trip.
  await page.getByLabel("2 cups flour, sifted").check();
  await expect(page.getByLabel("2 cups flour, sifted")).toBeChecked();
});

test("A cook types three tags and saves the recipe with all three", async ({ page, request, visit }) => {
  await signedIn(page, request);
  await visit("/recipes/new");
  const name = `Pancake stack ${unique()}`;
  await page.getByLabel("Title").fill(name);
  await page
    .getByRole("group", { name: "Ingredient 1", exact: true })
    .getByLabel("Ingredient", { exact: true })
    .fill("flour");
  await page.getByLabel("Step 1").fill("Fry.");
  // Typed as people type: with JavaScript each comma makes a chip, and the last tag is still being typed.
  await page.getByLabel("Tags", { exact: true }).pressSequentially("breakfast, sweet, quick");
  await page.getByRole("button", { name: "Create Recipe" }).click();
  await expect(page).toHaveURL(/\/recipes\/\d+$/);
  await expect(page.getByRole("status")).toHaveText("Recipe saved successfully!");
  await expect(page.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText([
    "breakfast",
    "sweet",
    "quick",
  ]);
});

test("A cook who starts typing tags while the scripts load keeps the focus and every tag", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "Only with JavaScript do the scripts arrive after the page.");
  await signedIn(page, request);
  // The page's scripts are held back until the cook has typed the first tags.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.startsWith("/assets/") && url.pathname.endsWith(".js"),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.goto("/recipes/new", { waitUntil: "domcontentloaded" });
  await page.getByLabel("Title").fill(`Slow-link stack ${unique()}`);
  await page
    .getByRole("group", { name: "Ingredient 1", exact: true })
    .getByLabel("Ingredient", { exact: true })
    .fill("flour");
  await page.getByLabel("Step 1").fill("Fry.");
  const tags = page.getByLabel("Tags", { exact: true });
  await tags.pressSequentially("breakfast, sw");
  release();
  // The scripts arrive: the finished tag becomes a chip, the one being typed stays, and so does the focus.
  await expect(page.getByRole("button", { name: "Remove tag breakfast" })).toBeVisible();
  await expect(tags).toHaveValue("sw");
  await expect(tags).toBeFocused();
  await page.keyboard.type("eet, quick");
  await page.getByRole("button", { name: "Create Recipe" }).click();
  await expect(page).toHaveURL(/\/recipes\/\d+$/);
  await expect(page.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText([
    "breakfast",
    "sweet",
    "quick",
  ]);
});

test("A cook keeps the chosen servings while saving, rating and notes, and the rating is not crossed out", async ({
  page,
  request,
  visit,
  checkA11y,
}) => {
  // Long: without JavaScript every axe check renders the page again in a probe context.
  test.slow();
  await signedIn(page, request);
  const id = await createRecipeByPost(page, {
    name: `Bacon pie ${unique()}`,
    servings: 4,
    ingredients: [
      ["150", "gram", "bacon cubes", "1/3 lb"],
      ["1", "", "jar of apple sauce"],
    ],
  });
  await visit(`/recipes/${id}?servings=8`);
  const list = page.getByRole("list", { name: "Ingredients for 8 servings" });
  // The second measure in the notes scales too, and one jar becomes two jars.
  await expect(list.getByRole("listitem")).toHaveText([
    "300 grams bacon cubes, 0.7 lb",
    "2 jars of apple sauce",
  ]);

  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("button", { name: "Saved" })).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveURL(/servings=8/);
  await expect(list).toBeVisible();

  await page.getByLabel("Your notes on this recipe").fill("Crispy bacon.");
  await page.getByRole("button", { name: "Save Notes" }).click();
  await expect(page.getByRole("status")).toHaveText("Notes saved successfully!");
  await expect(page).toHaveURL(/servings=8/);
  await expect(list).toBeVisible();

  await page.getByLabel("4 stars").check();
  await page.getByRole("button", { name: "Rate", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Thanks, your rating was saved.");
  await expect(page).toHaveURL(/servings=8/);
  await expect(list.getByRole("listitem").first()).toHaveText("300 grams bacon cubes, 0.7 lb");
  await expect(page.getByLabel("4 stars")).toBeChecked();
  // A chosen rating is not struck through; a ticked ingredient is.
  const label = (text: string) => page.locator(`label:text-is("${text}")`);
  await expect(label("4 stars")).toHaveCSS("text-decoration-line", "none");
  await page.getByLabel("2 jars of apple sauce").check();
  await expect(label("2 jars of apple sauce")).toHaveCSS("text-decoration-line", "line-through");
  await checkA11y();
});

test("A cook uploads a picture for a recipe", async ({ page, request, visit, checkA11y }) => {
  // Long: without JavaScript every axe check renders the page again in a probe context.
  test.slow();
  await signedIn(page, request);
  await visit("/recipes/new");
  const name = `Picture pie ${unique()}`;
  await page.getByLabel("Title").fill(name);
  await page
    .getByRole("group", { name: "Ingredient 1", exact: true })
    .getByLabel("Ingredient", { exact: true })
    .fill("pastry");
  await page.getByLabel("Step 1").fill("Bake until golden.");
  await expect(page.getByText("PNG, JPG, GIF or WebP up to 10MB")).toBeVisible();

  // An SVG is refused (it can carry script): the message is under the picture field, nothing is stored.
  await page
    .getByLabel("Picture")
    .setInputFiles({ name: "evil.svg", mimeType: "image/svg+xml", buffer: SVG });
  await page.getByRole("button", { name: "Create Recipe" }).click();
  await expect(page.getByText("Only PNG, JPEG, GIF or WebP images are accepted.")).toBeVisible();
  await expect(page.getByLabel("Picture")).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/recipes\/new$/);
  await expect(page.getByLabel("Title")).toHaveValue(name);
  await checkA11y();

  await page.getByLabel("Picture").setInputFiles({ name: "pie.png", mimeType: "image/png", buffer: PNG });
  await page.getByRole("button", { name: "Create Recipe" }).click();
  await expect(page).toHaveURL(/\/recipes\/\d+$/);
  await expect(page.getByRole("status")).toHaveText("Recipe saved successfully!");
  const picture = page.getByRole("img", { name, exact: true });
  await expect(picture).toBeVisible();
  const src = await picture.getAttribute("src");
  expect(src).toMatch(/^\/recipe-images\/\d+$/);
  const image = await page.request.get(src ?? "");
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");
  await checkA11y();

  // On the list, the card shows it too.
  await visit(`/recipes?search=${encodeURIComponent(name)}`);
  await expect(page.getByRole("article", { name }).locator(`img[src="${src}"]`)).toBeVisible();

  // Editing shows the current picture; 'Remove image' takes it off.
  await page
    .getByRole("article", { name })
    .getByRole("link", { name: /View Details/ })
    .click();
  await page.getByRole("main").getByRole("link", { name: "Edit", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit Recipe" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Current recipe" })).toHaveAttribute("src", src ?? "");
  await expect(page.getByLabel("Title")).toHaveValue(name);
  await expect(
    page.getByRole("group", { name: "Ingredient 1", exact: true }).getByLabel("Ingredient", { exact: true }),
  ).toHaveValue("pastry");
  await checkA11y();
  await page.getByLabel("Remove image").check();
  await page.getByRole("button", { name: "Update Recipe" }).click();
  await expect(page).toHaveURL(/\/recipes\/\d+$/);
  await expect(page.getByRole("status")).toHaveText("Recipe saved successfully!");
  // Without a picture: the drawn placeholder, still an image named by the title.
  const placeholder = page.getByRole("img", { name, exact: true });
  await expect(placeholder).toBeVisible();
  await expect(placeholder).not.toHaveAttribute("src", /./);

  // Deleting asks first, then the recipe is gone from the list.
  await page.getByRole("main").getByRole("link", { name: "Delete", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Delete ${name}?` })).toBeVisible();
  await checkA11y();
  await page.getByRole("button", { name: "Delete recipe" }).click();
  await expect(page).toHaveURL(/\/recipes$/);
  await expect(page.getByRole("status")).toHaveText("The recipe was deleted.");
  await visit(`/recipes?search=${encodeURIComponent(name)}`);
  await expect(page.getByText("No recipes found")).toBeVisible();
});

test("A cook scales a recipe to 8 servings without JavaScript", async ({
  page,
  request,
  visit,
  checkA11y,
}) => {
  await readsImperial(request, await signedIn(page, request));
  const id = await createRecipeByPost(page, {
    name: `Scones ${unique()}`,
    servings: 4,
    ingredients: [
      ["2", "cup", "flour"],
      ["1/2", "teaspoon", "salt"],
    ],
  });
  await visit(`/recipes/${id}`);
  const list = page.getByRole("list", { name: /^Ingredients for/ });
  await expect(list.getByRole("listitem")).toHaveText(["2 cups flour", "0.5 teaspoon salt"]);

  await page.getByRole("link", { name: "More servings" }).click();
  await expect(page).toHaveURL(/servings=5/);
  await expect(list.getByRole("listitem").first()).toHaveText("2.5 cups flour");

  await page.getByLabel("Servings", { exact: true }).fill("8");
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page).toHaveURL(/servings=8/);
  await expect(
    page.getByRole("list", { name: "Ingredients for 8 servings" }).getByRole("listitem"),
  ).toHaveText(["4 cups flour", "1 teaspoon salt"]);
  await checkA11y();

  // The print-friendly page keeps the servings and leaves the forms out.
  await visit(`/recipes/${id}?print=1&servings=8`);
  await expect(page.getByRole("heading", { name: "Ingredients (8 servings)" })).toBeVisible();
  await expect(page.getByRole("main").getByText("4 cups flour")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save Notes" })).toHaveCount(0);

  // Never below one serving; nonsense reads as the recipe's own.
  await visit(`/recipes/${id}?servings=0`);
  await expect(page.getByLabel("Servings", { exact: true })).toHaveValue("1");
  await expect(page.getByRole("button", { name: "Fewer servings" })).toBeDisabled();
  await visit(`/recipes/${id}?servings=lots`);
  await expect(page.getByLabel("Servings", { exact: true })).toHaveValue("4");
});

test("A cook favourites a recipe and finds it under favourites", async ({
  page,
  request,
  visit,
  checkA11y,
}) => {
  // Long: without JavaScript every axe check renders the page again in a probe context.
  test.slow();
  await signedIn(page, request);
  const name = `Favourite stew ${unique()}`;
  const id = await createRecipeByPost(page, { name });
  await visit(`/recipes?search=${encodeURIComponent(name)}`);
  const card = page.getByRole("article", { name });
  await card.getByRole("button", { name: `Save ${name} to favourites` }).click();
  const remove = card.getByRole("button", { name: `Remove ${name} from favourites` });
  await expect(remove).toHaveAttribute("aria-pressed", "true");
  await checkA11y();

  await visit("/recipes");
  await page.getByLabel("Show").selectOption("favorites");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/scope=favorites/);
  await expect(page.getByRole("list", { name: "Recipes" }).getByRole("article")).toHaveCount(1);
  await expect(page.getByRole("article", { name })).toBeVisible();
  await checkA11y();

  // On the recipe page it reads Saved; un-saving there takes it off the favourites.
  await page
    .getByRole("article", { name })
    .getByRole("link", { name: /View Details/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/recipes/${id}$`));
  const saved = page.getByRole("button", { name: "Saved" });
  await expect(saved).toHaveAttribute("aria-pressed", "true");
  await saved.click();
  await expect(page.getByRole("button", { name: "Save", exact: true })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
  await visit("/recipes?scope=favorites");
  await expect(page.getByText("No recipes found")).toBeVisible();
  await expect(page.getByText("Try adjusting your search criteria or create a new recipe.")).toBeVisible();

  // Personal notes and a rating are kept for this cook.
  await visit(`/recipes/${id}`);
  await page.getByLabel("Your notes on this recipe").fill("Double the paprika next time.");
  await page.getByRole("button", { name: "Save Notes" }).click();
  await expect(page.getByRole("status")).toHaveText("Notes saved successfully!");
  await expect(page.getByLabel("Your notes on this recipe")).toHaveValue("Double the paprika next time.");
  await page.getByLabel("4 stars").check();
  await page.getByRole("button", { name: "Rate", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Thanks, your rating was saved.");
  await expect(page.getByLabel("4 stars")).toBeChecked();
  await expect(page.getByRole("main")).toContainText("Rated 4 out of 5,");
  await expect(page.getByText("1 review", { exact: true })).toBeVisible();
  await checkA11y();
});

test("A cook searches and filters recipes", async ({
  page,
  request,
  visit,
  checkA11y,
  javaScriptEnabled,
}) => {
  // Long: without JavaScript every axe check renders the page again in a probe context.
  test.slow();
  await signedIn(page, request);
  const word = `zesty${unique()}`;
  const name = `Lemon risotto ${word}`;
  await createRecipeByPost(page, { name, cuisine: "Italian" });
  await visit("/recipes");

  await page.getByLabel("Search recipes").fill(word);
  // With JavaScript the list follows the typing (half a second after the last key); without, Search.
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`search=${word}`));
  await expect(page.getByRole("article", { name })).toBeVisible();
  await expect(page.getByText("1 recipe", { exact: true })).toBeVisible();

  await page.getByLabel("Cuisine").selectOption("italian");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/cuisine=italian/);
  await expect(page.getByText("1 filter active")).toBeVisible();
  await expect(page.getByRole("article", { name })).toBeVisible();

  await page.getByLabel("Cuisine").selectOption("mexican");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/cuisine=mexican/);
  await expect(page.getByRole("heading", { name: "No recipes found" })).toBeVisible();
  await checkA11y();

  await page.getByRole("link", { name: "Clear all" }).click();
  await expect(page).toHaveURL(/\/recipes$/);
  await expect(page.getByText(/filters? active/)).toHaveCount(0);
  await expect(page.getByLabel("Search recipes")).toHaveValue("");
  await expect(page.getByLabel("Cuisine")).toHaveValue("");

  // The list view: a table whose headers sort; the same column again reverses; the choice is remembered.
  await page.getByRole("link", { name: "List view" }).click();
  await expect(page.getByRole("table")).toBeVisible();
  await page.getByRole("columnheader", { name: "Time" }).getByRole("link").click();
  await expect(page.getByRole("columnheader", { name: "Time" })).toHaveAttribute("aria-sort", "ascending");
  await page.getByRole("columnheader", { name: "Time" }).getByRole("link").click();
  await expect(page.getByRole("columnheader", { name: "Time" })).toHaveAttribute("aria-sort", "descending");
  await checkA11y();
  await visit("/recipes");
  await expect(page.getByRole("table")).toBeVisible();
  await page.getByRole("link", { name: "Card view" }).click();
  await expect(page.getByRole("table")).toHaveCount(0);
});

test("A new household sees the starter recipes", async ({ page, request, visit, checkA11y }) => {
  await signedIn(page, request);
  await visit("/recipes");
  await expect(page.getByRole("navigation", { name: "Pages" })).toContainText(/Page 1 of \d+/);
  const name = "Älplermagronen (Alpine macaroni)";
  await page.getByLabel("Search recipes").fill("Älplermagronen");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const card = page.getByRole("article", { name });
  await expect(card).toBeVisible();
  await card.getByRole("link", { name: /View Details/ }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("list", { name: /^Ingredients for/ })).toContainText("macaroni");
  await expect(page.getByRole("link", { name: "Licence" })).toHaveAttribute("href", "https://unlicense.org/");
  await expect(page.getByRole("link", { name: "Source" })).toHaveAttribute("href", /github\.com/);
  await expect(page.getByRole("link", { name: "schema.org JSON-LD" })).toBeVisible();
  // The starter library belongs to nobody's family: no Edit.
  await expect(page.getByRole("main").getByRole("link", { name: "Edit" })).toHaveCount(0);
  await checkA11y();
});

test("A cook imports a recipe from a page", async ({ page, request, visit, checkA11y }) => {
  const name = `Imported lentil soup ${unique()}`;
  const html = `<!doctype html><html><head><title>${name}</title>
<script type="application/ld+json">${JSON.stringify({
    "@context": "https://schema.org",
    "@type": "Recipe",
    name,
    recipeYield: "2",
    recipeIngredient: ["1 cup red lentils", "2 cups water"],
    recipeInstructions: [{ "@type": "HowToStep", text: "Simmer for 20 minutes." }],
  })}</script></head><body><h1>${name}</h1></body></html>`;
  const server = http.createServer((req, res) => {
    if (req.url === "/recipe.html") {
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      res.end(html);
    } else {
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("Not found");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    await signedIn(page, request);
    await visit("/recipes");
    await page.getByRole("link", { name: "Import Recipe" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Import Recipe" })).toBeVisible();
    await checkA11y();

    await page.getByRole("button", { name: "Import" }).click();
    await expect(page.getByText("Please enter the address of a recipe page.")).toBeVisible();

    await page.getByLabel("Recipe page address").fill(`${origin}/missing.html`);
    await page.getByRole("button", { name: "Import" }).click();
    await expect(page.getByText(/^Failed to import recipe: /)).toBeVisible();
    await expect(page.getByLabel("Recipe page address")).toHaveValue(`${origin}/missing.html`);
    await checkA11y();

    await page.getByLabel("Recipe page address").fill(`${origin}/recipe.html`);
    await page.getByRole("button", { name: "Import" }).click();
    await expect(page).toHaveURL(/\/recipes\/\d+$/);
    await expect(page.getByRole("status")).toHaveText("Recipe imported successfully!");
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByRole("list", { name: /^Ingredients for/ })).toContainText("red lentils");
    await checkA11y();
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

test("A cook imports a page at a long address whose picture is gone, and is told so", async ({
  page,
  request,
  visit,
  checkA11y,
}) => {
  // A page without schema.org data: its title carries the site's name, its picture answers 404.
  const html = `<!doctype html><html><head>
<title>Zucchini Slice Recipe | perfect for school lunches - Julie Goodwin</title>
<meta property="og:site_name" content="Julie Goodwin">
<meta property="og:image" content="/gone.jpg"></head><body><p>A story about zucchini.</p></body></html>`;
  const server = http.createServer((req, res) => {
    if (req.url?.startsWith("/recipes/")) {
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      res.end(html);
    } else {
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("Not found");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    await signedIn(page, request);
    await visit("/recipes/import");
    // Longer than 2,048 characters: refused under the field, as the API does.
    await page.getByLabel("Recipe page address").fill(`${origin}/recipes/${"a".repeat(2048)}`);
    await page.getByRole("button", { name: "Import" }).click();
    await expect(page.getByText("That address is too long: at most 2,048 characters.")).toBeVisible();
    await checkA11y();

    const url = `${origin}/recipes/zucchini-slice-${unique()}?${"utm=school-lunches&".repeat(15)}`;
    expect(url.length).toBeGreaterThan(200);
    await page.getByLabel("Recipe page address").fill(url);
    await page.getByRole("button", { name: "Import" }).click();
    await expect(page).toHaveURL(/\/recipes\/\d+$/);
    await expect(page.getByRole("status")).toHaveText(
      "Recipe imported successfully! Imported without its picture: the site answered 404 when it was asked for it.",
    );
    await expect(
      page.getByRole("heading", { level: 1, name: "Zucchini Slice Recipe | perfect for school lunches" }),
    ).toBeVisible();
    // Without its picture: the drawn placeholder, an image named by the title.
    await expect(
      page.getByRole("img", { name: "Zucchini Slice Recipe | perfect for school lunches", exact: true }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Source" })).toHaveAttribute("href", url);
    await checkA11y();
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

test("Another household's private recipe is 'not found', like a missing one", async ({
  page,
  browser,
  request,
  visit,
}) => {
  // The other family saves a private recipe.
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  let id = 0;
  const secret = `Secret sauce ${unique()}`;
  try {
    const otherPage = await other.newPage();
    const otherAccount = newAccount("other");
    await registerViaApi(other.request, otherAccount);
    await signIn(otherPage, otherAccount);
    id = await createRecipeByPost(otherPage, { name: secret });
  } finally {
    await other.close();
  }

  // Pages answer as the API does: 404, so the page does not reveal that the id exists (ADR 017).
  await signedIn(page, request);
  const response = await visit(`/recipes/${id}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Recipe not found" })).toBeVisible();
  await expect(page.getByText(secret)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Go to Recipes" })).toBeVisible();
  const hiddenText = await page.locator("main").innerText();
  for (const path of [`/recipes/${id}/edit`, `/recipes/${id}/delete`]) {
    const refused = await visit(path);
    expect(refused?.status(), path).toBe(404);
    await expect(page.getByText(secret)).toHaveCount(0);
  }

  // A missing recipe is the friendly 404 page.
  const missing = await visit("/recipes/2147483000");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Recipe not found" })).toBeVisible();
  await expect(
    page.getByText("The recipe you're looking for doesn't exist or has been removed."),
  ).toBeVisible();
  expect(await page.locator("main").innerText()).toBe(hiddenText);
});
