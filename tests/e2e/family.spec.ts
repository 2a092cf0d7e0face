// The Family area: members, the family name, settings, invitations and the extra-member charge, with
// JavaScript on and off. Every story registers its own account(s), so each has a household of its own.
import type { Page } from "@playwright/test";
import { bearer, registerViaApi, signIn } from "../support/accounts";
import { expect, expectAccessible, test } from "../support/e2e";

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

/** Adds a member by posting the page's own form (a quick way to set up a big family). */
async function addMemberByPost(page: Page, name: string, age: number) {
  const response = await page.request.post("/family/members/new", {
    multipart: { _csrf: await csrfToken(page), name, age: String(age), relationship: "Child" },
    maxRedirects: 0,
  });
  expect(response.status(), await response.text()).toBe(302);
}

test("A parent adds a child with a nut allergy and an 80% portion, then edits her", async ({
  page,
  request,
  visit,
  checkA11y,
  expectConsoleError,
  javaScriptEnabled,
}) => {
  // A long story: without JavaScript every axe check renders the page again in a probe context.
  test.slow();
  expectConsoleError(/status of 422/);
  const account = await registerViaApi(request);
  // One of the household's recipes, offered as a favourite meal (its title holds a comma).
  const recipe = await request.post("/api/recipes", {
    headers: bearer(account.token),
    data: { name: "Fish pie, with peas", ingredients: ["500 g fish"], instructions: "Bake." },
  });
  expect(recipe.status()).toBe(201);
  await signIn(page, account);
  await visit("/family");
  await expect(page.getByRole("heading", { level: 1, name: "Family Members" })).toBeVisible();
  await expect(page.getByRole("article", { name: account.name })).toContainText("Primary");

  // With JavaScript the form opens in a dialog over the Family page; without it, it is a page.
  await page.getByRole("link", { name: "Add Family Member", exact: true }).click();
  let form = page.locator("main");
  if (javaScriptEnabled) {
    form = page.getByRole("dialog", { name: "Add Family Member" });
    await expect(form).toBeVisible();
    await expect(page).toHaveURL(/\/family$/);
  } else {
    await expect(page).toHaveURL(/\/family\/members\/new$/);
    await expect(page.getByRole("heading", { level: 1, name: "Add Family Member" })).toBeVisible();
  }
  await checkA11y();

  // A mistake first: the same allergy twice. The message is under the list; the input is kept.
  await form.getByLabel("Name", { exact: true }).fill("Mia");
  await form.getByLabel("Age").fill("7");
  await form.getByLabel("Gender").selectOption("female");
  await form.getByLabel("Relationship").selectOption("Child");
  await expect(form.getByLabel("Activity level")).toHaveValue("moderate");
  await expect(form.getByLabel("Default portion size")).toHaveValue("100");
  await form.getByLabel("Default portion size").fill("80");
  let allergies = form.getByRole("group", { name: "Allergies" });
  await allergies.getByLabel("Nuts", { exact: true }).check();
  await allergies.getByLabel("Other (comma-separated)").fill("nuts");
  await form.getByRole("button", { name: "Add Family Member" }).click();
  await expect(allergies.getByText("nuts is already in the allergies list.")).toBeVisible();
  await expect(form.getByLabel("Name", { exact: true })).toHaveValue("Mia");
  await expect(form.getByLabel("Age")).toHaveValue("7");
  await expect(form.getByLabel("Default portion size")).toHaveValue("80");
  await expect(allergies.getByLabel("Nuts", { exact: true })).toBeChecked();
  await checkA11y();

  await allergies.getByLabel("Other (comma-separated)").fill("Kiwi");
  await form.getByRole("button", { name: "Add Family Member" }).click();
  await expect(page).toHaveURL(/\/family$/);
  if (javaScriptEnabled) await expect(page.getByRole("dialog")).toHaveCount(0);
  const card = page.getByRole("article", { name: "Mia" });
  await expect(card).toContainText("7 years old");
  await expect(card.getByRole("list", { name: "Allergies" })).toHaveText(/Nuts\s*Kiwi/);
  await expect(card).toContainText("Dislikes: None");
  await expect(card).toContainText("Favourite meals: None set");
  await checkA11y();

  await card.getByRole("link", { name: "Edit Mia" }).click();
  if (javaScriptEnabled) {
    form = page.getByRole("dialog", { name: "Edit Family Member" });
    await expect(form).toBeVisible();
  } else {
    await expect(page.getByRole("heading", { level: 1, name: "Edit Family Member" })).toBeVisible();
  }
  allergies = form.getByRole("group", { name: "Allergies" });
  await expect(form.getByLabel("Default portion size")).toHaveValue("80");
  await expect(form.getByText("80%")).toBeVisible();
  await expect(allergies.getByLabel("Nuts", { exact: true })).toBeChecked();
  await expect(allergies.getByLabel("Kiwi", { exact: true })).toBeChecked();
  await expect(form.getByLabel("Relationship")).toHaveValue("Child");
  await checkA11y();

  await form.getByLabel("Age").fill("8");
  await form.getByRole("group", { name: "Dietary preferences" }).getByLabel("Vegetarian").check();
  await allergies.getByLabel("Kiwi", { exact: true }).uncheck();
  await form.getByRole("group", { name: "Dislikes" }).getByLabel("Mushrooms").check();
  const favourites = form.getByRole("group", { name: "Favourite meals" });
  await favourites.getByLabel("Fish pie, with peas", { exact: true }).check();
  await favourites.getByLabel("Other (comma-separated)").fill("Pancakes");
  await form.getByRole("button", { name: "Update Family Member" }).click();
  await expect(page).toHaveURL(/\/family$/);
  if (javaScriptEnabled) await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(card).toContainText("8 years old");
  await expect(card.getByRole("list", { name: "Dietary preferences" })).toHaveText("Vegetarian");
  await expect(card.getByRole("list", { name: "Allergies" })).toHaveText("Nuts");
  await expect(card).toContainText("Dislikes: Mushrooms");
  await expect(card).toContainText("Favourite meals: Fish pie, with peas, Pancakes");
  const people = await request.get("/api/family-members", { headers: bearer(account.token) });
  const mia = (await people.json()).data.find((m: { name: string }) => m.name === "Mia");
  expect(mia.favorite_meals).toEqual(["Fish pie, with peas", "Pancakes"]);
  await checkA11y();
});

test("The primary member cannot be removed", async ({
  page,
  request,
  visit,
  checkA11y,
  expectConsoleError,
}) => {
  expectConsoleError(/status of 409/);
  const account = await registerViaApi(request);
  await signIn(page, account);
  await addMemberByPost(page, "Theo", 4);
  await visit("/family");
  const primary = page.getByRole("article", { name: account.name });
  await expect(primary).toContainText("Primary");
  await expect(primary.getByRole("link", { name: `Edit ${account.name}` })).toBeVisible();
  await expect(primary.getByRole("link", { name: /Remove/ })).toHaveCount(0);
  // Another member has the link.
  await expect(
    page.getByRole("article", { name: "Theo" }).getByRole("link", { name: "Remove Theo" }),
  ).toBeVisible();

  // Typing the address gives no Remove button, and a forged POST is refused.
  const editHref = await primary.getByRole("link", { name: `Edit ${account.name}` }).getAttribute("href");
  const removePath = (editHref ?? "").replace(/\/edit$/, "/remove");
  await visit(removePath);
  await expect(page.getByText("is the primary family member and cannot be removed")).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove" })).toHaveCount(0);
  const refused = await page.request.post(removePath, {
    form: { _csrf: await csrfToken(page) },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(409);
  await visit("/family");
  await expect(page.getByRole("article", { name: account.name })).toBeVisible();

  // Removing another member asks first.
  await page.getByRole("link", { name: "Remove Theo" }).click();
  await expect(page.getByText("Are you sure you want to remove")).toHaveText(
    "Are you sure you want to remove Theo from your family?",
  );
  await checkA11y();
  await page.getByRole("button", { name: "Remove" }).click();
  await expect(page).toHaveURL(/\/family$/);
  await expect(page.getByRole("article", { name: "Theo" })).toHaveCount(0);
  await checkA11y();
});

test("A parent renames the family", async ({ page, request, visit, checkA11y, javaScriptEnabled }) => {
  const account = await registerViaApi(request);
  await signIn(page, account);
  await visit("/family");
  const newName = `The ${account.name.split(" ").at(-1)} Family`;
  if (javaScriptEnabled) {
    // Click to edit; Esc cancels, Enter saves.
    const toggle = page.getByRole("button", { name: /edit family name/ });
    const oldName = (await toggle.textContent()) ?? "";
    await toggle.click();
    await page.getByLabel("Family name").fill("Not this one");
    await page.getByLabel("Family name").press("Escape");
    await expect(page.getByRole("button", { name: /edit family name/ })).toHaveText(oldName);
    await page.getByRole("button", { name: /edit family name/ }).click();
    await page.getByLabel("Family name").fill(newName);
    await checkA11y();
    await page.getByLabel("Family name").press("Enter");
    await expect(page.getByRole("button", { name: /edit family name/ })).toHaveText(newName);
  } else {
    // A blank name is refused by the server, in words, on the field.
    await page.getByLabel("Family name").fill("   ");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("The family name is required.")).toBeVisible();
    await expect(page.getByLabel("Family name")).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Family name").fill(newName);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/\/family$/);
    await expect(page.getByLabel("Family name")).toHaveValue(newName);
  }
  await checkA11y();
  await visit("/family/people");
  await expect(page.getByText(newName)).toBeVisible();
});

test("A parent changes the dinner time in the family settings", async ({
  page,
  request,
  visit,
  checkA11y,
  expectConsoleError,
  javaScriptEnabled,
}) => {
  // A long story: without JavaScript every axe check renders the page again in a probe context.
  test.slow();
  expectConsoleError(/status of 422/);
  const account = await registerViaApi(request);
  await signIn(page, account);
  await visit("/family");
  // With JavaScript the settings open in a dialog over the Family page; without it, as a page.
  await page.getByRole("link", { name: "Settings" }).click();
  let settings = page.locator("main");
  if (javaScriptEnabled) {
    settings = page.getByRole("dialog", { name: "Family Settings" });
    await expect(page).toHaveURL(/\/family$/);
  } else {
    await expect(page).toHaveURL(/\/family\/settings$/);
  }
  await expect(settings.getByRole("heading", { name: "Meal Planning Settings" })).toBeVisible();
  await expect(settings.getByLabel("Dinner")).toHaveValue("18:30");
  await expect(settings.getByLabel("Breakfast")).toHaveValue("07:30");
  await checkA11y();

  await settings.getByLabel("Dinner").fill("19:15");
  await settings.getByRole("button", { name: "Save meal times" }).click();
  await expect(settings.getByText("Settings saved successfully!")).toBeVisible();
  await expect(settings.getByLabel("Dinner")).toHaveValue("19:15");
  await checkA11y();

  // Family-wide allergies: a duplicate is refused, a new one is kept.
  const allergies = settings.getByRole("group", { name: "Allergies" });
  await allergies.getByLabel("Peanuts", { exact: true }).check();
  await allergies.getByLabel("Other (comma-separated)").fill("peanuts");
  await settings.getByRole("button", { name: "Save dietary preferences" }).click();
  await expect(allergies.getByText("peanuts is already in the allergies list.")).toBeVisible();
  await expect(settings.getByText("Settings saved successfully!")).toHaveCount(0);
  await checkA11y();
  await allergies.getByLabel("Other (comma-separated)").fill("Lupin");
  await settings.getByRole("button", { name: "Save dietary preferences" }).click();
  await expect(settings.getByText("Settings saved successfully!")).toBeVisible();
  if (javaScriptEnabled) {
    await settings.getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  }

  await visit("/family/settings");
  await expect(page.getByLabel("Dinner")).toHaveValue("19:15");
  const saved = page.getByRole("group", { name: "Allergies" });
  await expect(saved.getByLabel("Peanuts", { exact: true })).toBeChecked();
  await expect(saved.getByLabel("Lupin", { exact: true })).toBeChecked();

  // The planner uses the household's times: a new dinner starts at 19:15 (docs/product.md#meal-form).
  await visit("/meal-planner/new?type=dinner");
  await expect(page.getByLabel("Time")).toHaveValue("19:15");
});

test("A parent sets the family's time zone and finds it chosen after a reload", async ({
  page,
  request,
  visit,
}) => {
  const account = await registerViaApi(request);
  await signIn(page, account);
  await visit("/family/settings");
  const zone = page.getByLabel("Time zone", { exact: true });
  // Nothing chosen yet: the server's zone, named in the first option.
  await expect(zone).toHaveValue("");
  await expect(zone.locator("option").first()).toHaveText(/^Server default \(.+\)$/);
  await zone.selectOption("Pacific/Kiritimati");
  await page.getByRole("button", { name: "Save time zone" }).click();
  await expect(page.getByText("Settings saved successfully!")).toBeVisible();

  await visit("/family/settings");
  await expect(page.getByLabel("Time zone", { exact: true })).toHaveValue("Pacific/Kiritimati");
  await expect(page.getByLabel("Time zone", { exact: true }).locator("option:checked")).toHaveText(
    "Pacific/Kiritimati",
  );
});

test("A parent saves the settings twice on the settings page itself and is told each time", async ({
  page,
  request,
  visit,
  javaScriptEnabled,
}) => {
  const account = await registerViaApi(request);
  await signIn(page, account);
  // The page, not the dialog: with JavaScript a save redirects back to the same page.
  await visit("/family/settings");
  await page.getByLabel("Dinner").fill("19:00");
  await page.getByRole("button", { name: "Save meal times" }).click();
  await expect(page.getByText("Settings saved successfully!")).toBeVisible();
  await expect(page.getByLabel("Dinner")).toHaveValue("19:00");

  // With JavaScript typing hides the message (beside a new mistake it would mislead); either way the
  // next save shows it again.
  await page.getByLabel("Breakfast").fill("08:00");
  if (javaScriptEnabled) await expect(page.getByText("Settings saved successfully!")).toHaveCount(0);
  await page.getByRole("button", { name: "Save meal times" }).click();
  await expect(page.getByText("Settings saved successfully!")).toBeVisible();
  await expect(page.getByLabel("Breakfast")).toHaveValue("08:00");
});

test("A parent invites a second account, which then sees the same family", async ({
  page,
  request,
  browser,
  visit,
  checkA11y,
  axeProbe,
  javaScriptEnabled,
}) => {
  // A long story: without JavaScript every axe check renders the page again in a probe context.
  test.slow();
  const parent = await registerViaApi(request);
  await signIn(page, parent);
  await addMemberByPost(page, "Ada", 9);
  await visit("/family");
  await page.getByRole("link", { name: "People and invitations" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "People and invitations" })).toBeVisible();
  await checkA11y();
  await page.getByLabel("Role").selectOption("member");
  await page.getByRole("button", { name: "Create invite link" }).click();
  const link = page.getByLabel(/Invitation link/);
  await expect(link).toHaveValue(/\/invite\/[\w-]{20,}$/);
  const inviteUrl = await link.inputValue();
  await checkA11y();

  const partner = await registerViaApi(request);
  const context = await browser.newContext();
  try {
    const other = await context.newPage();
    await other.goto(inviteUrl);
    await expect(other.getByRole("heading", { name: /^Join / })).toBeVisible();
    await expect(other.getByRole("link", { name: "Create an account to join" })).toHaveAttribute(
      "href",
      /\/register\?invite=/,
    );
    await expectAccessible(other, axeProbe, javaScriptEnabled);
    await other.getByRole("link", { name: "Sign in to join" }).click();
    await other.getByLabel("Email address").fill(partner.email);
    await other.getByLabel("Password").fill(partner.password);
    await other.getByRole("button", { name: "Sign in" }).click();
    await expect(other).toHaveURL(/\/invite\//);
    await expect(other.getByText("Nobody else uses")).toBeVisible();
    await expectAccessible(other, axeProbe, javaScriptEnabled);
    await other.getByRole("button", { name: /^Join / }).click();
    await expect(other).toHaveURL(/\/family$/);
    await expect(other.getByRole("article", { name: "Ada" })).toBeVisible();
    await expect(other.getByRole("article", { name: parent.name })).toContainText("Primary");
    await expectAccessible(other, axeProbe, javaScriptEnabled);

    // The link works once.
    await other.goto(inviteUrl);
    await expect(other.getByText("This invitation link is invalid, used or expired.")).toBeVisible();
  } finally {
    await context.close();
  }

  // The parent sees the new account among the family's people.
  await visit("/family/people");
  await expect(page.getByRole("row", { name: new RegExp(partner.email) })).toContainText("Member");
});

test("Over five members the extra charge is shown", async ({ page, request, visit, checkA11y }) => {
  const account = await registerViaApi(request);
  await signIn(page, account);
  for (const [index, name] of ["Ava", "Ben", "Cleo", "Dan"].entries())
    await addMemberByPost(page, name, 3 + index);
  await visit("/family");
  await expect(page.getByRole("article")).toHaveCount(5);
  await expect(page.getByText("The free plan includes up to 5 members")).toHaveCount(0);

  await page.getByRole("link", { name: "Add family member", exact: true }).click();
  await page.getByLabel("Name", { exact: true }).fill("Eli");
  await page.getByLabel("Age").fill("1");
  await page.getByRole("button", { name: "Add Family Member" }).click();
  await expect(page).toHaveURL(/\/family$/);
  await expect(page.getByRole("article")).toHaveCount(6);
  await expect(
    page.getByText(
      "6 family members. The free plan includes up to 5 members. You are being charged $1.99 extra per month",
    ),
  ).toBeVisible();
  await checkA11y();
});
