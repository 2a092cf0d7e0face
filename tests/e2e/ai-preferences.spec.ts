// AI planning preferences in the browser, with JavaScript on and off (docs/product.md#ai-assistant):
// change the diet type and cuisines, save, reload and find them; reset to the defaults; a refused entry
// shown under its field with the input kept. Each visit runs axe and the 390 px check (tests/support/e2e.ts).
import type { Page } from "@playwright/test";
import { registerViaApi, signIn } from "../support/accounts";
import { expect, PHONE, test } from "../support/e2e";

const PATH = "/settings/ai-planning";

async function saveVegetarianItalianThai(page: Page) {
  await page.getByLabel("Diet type").selectOption("vegetarian");
  const cuisines = page.getByRole("group", { name: "Preferred cuisines" });
  await cuisines.getByLabel("Italian").check();
  await cuisines.getByLabel("Thai").check();
  await page.getByLabel("Meals per day").fill("2");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Preferences saved successfully!")).toBeVisible();
}

test("A member sets a vegetarian diet with Italian and Thai cuisines, and finds them after a reload", async ({
  page,
  request,
  visit,
  checkA11y,
}) => {
  await signIn(page, await registerViaApi(request));
  await visit(PATH);
  // A tab of Settings: the page's heading, the tab list with AI Planning current, the form's own title.
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await expect(
    page
      .getByRole("navigation", { name: "Settings", exact: true })
      .getByRole("link", { name: "AI Planning" }),
  ).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { level: 2, name: "AI Planning Preferences" })).toBeVisible();
  // The defaults: no particular diet, 3 meals a day, Moderate, inventory and leftovers on.
  await expect(page.getByLabel("Diet type")).toHaveValue("none");
  await expect(page.getByLabel("Meals per day")).toHaveValue("3");
  await expect(page.getByLabel("Moderate")).toBeChecked();
  await expect(page.getByLabel("Use what is in my inventory")).toBeChecked();

  await saveVegetarianItalianThai(page);
  await expect(page).toHaveURL(PATH);
  await checkA11y();

  await page.reload();
  await expect(page.getByLabel("Diet type")).toHaveValue("vegetarian");
  const cuisines = page.getByRole("group", { name: "Preferred cuisines" });
  await expect(cuisines.getByLabel("Italian")).toBeChecked();
  await expect(cuisines.getByLabel("Thai")).toBeChecked();
  await expect(cuisines.getByLabel("Greek")).not.toBeChecked();
  await expect(page.getByLabel("Meals per day")).toHaveValue("2");
  await expect(page.getByText("Preferences saved successfully!")).toHaveCount(0);
});

test("A member resets the AI planning preferences to the defaults", async ({
  page,
  request,
  visit,
  checkA11y,
  javaScriptEnabled,
}) => {
  await signIn(page, await registerViaApi(request));
  await visit(PATH);
  await saveVegetarianItalianThai(page);

  // With JavaScript the reset is confirmed first ('Are you sure…'); without it the form posts at once.
  const asked: string[] = [];
  page.on("dialog", async (dialog) => {
    asked.push(dialog.message());
    await dialog.accept();
  });
  await page.getByRole("button", { name: "Reset to defaults" }).click();
  await expect(page.getByText("Preferences reset to defaults.")).toBeVisible();
  expect(asked).toEqual(
    javaScriptEnabled ? ["Are you sure you want to reset your preferences to defaults?"] : [],
  );
  await expect(page.getByLabel("Diet type")).toHaveValue("none");
  await expect(
    page.getByRole("group", { name: "Preferred cuisines" }).getByLabel("Italian"),
  ).not.toBeChecked();
  await expect(page.getByLabel("Meals per day")).toHaveValue("3");
  await checkA11y();
});

test("A member who lists an allergy twice is told so under Allergies, the rest of the input kept", async ({
  page,
  request,
  visit,
  checkA11y,
}) => {
  await signIn(page, await registerViaApi(request));
  await visit(PATH);
  await page.getByLabel("Diet type").selectOption("vegan");
  const allergies = page.getByRole("group", { name: "Allergies" });
  await allergies.getByLabel("Nuts", { exact: true }).check();
  await allergies.getByLabel("Other (comma-separated)").fill("nuts");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("Failed to save preferences.");
  await expect(page.getByText("nuts is already in the allergies list.")).toBeVisible();
  await expect(page.getByLabel("Diet type")).toHaveValue("vegan");
  await checkA11y();
  // Nothing was saved. (A GET: reloading the refused post's page would post it again.)
  await page.goto(PATH);
  await expect(page.getByLabel("Diet type")).toHaveValue("none");
});

test("On a phone, the AI Planning tab shows the Settings menu with AI Planning current", async ({
  page,
  request,
  visit,
}) => {
  await signIn(page, await registerViaApi(request));
  await page.setViewportSize(PHONE);
  await visit(PATH);
  await page.getByText("Settings: AI Planning").click();
  await page
    .getByRole("navigation", { name: "Settings tabs" })
    .getByRole("link", { name: "Account" })
    .click();
  await expect(page).toHaveURL(/\/settings\/account$/);
  await expect(page.getByText("Settings: Account")).toBeVisible();
});
