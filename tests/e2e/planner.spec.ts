// The meal planner in the browser: the week, month and day views, moving (drag and drop with
// JavaScript, the move form without), leftovers, removing, a meal's history, a conflict between two
// tabs and the dashboard's prepared toggle — with JavaScript on and off. Every story registers its own
// account and seeds its meals through the JSON API; dates are this week's, as the planner opens on today.
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { addDays, format, parseISO, startOfWeek } from "date-fns";
import { bearer, registerViaApi, signIn } from "../support/accounts";
import { expect, test } from "../support/e2e";

type Json = Record<string, unknown>;
type Meal = { id: number; version: number; title: string; date: string; meal_type: string };

const CONFLICT =
  "This meal was changed by someone else. Reload it to see the latest version, then make your change again.";

const iso = (d: Date) => format(d, "yyyy-MM-dd");
const now = new Date();
const weekDay = (n: number) => iso(addDays(startOfWeek(now), n));
const SUN = weekDay(0);
const TUE = weekDay(2);
const WED = weekDay(3);
const THU = weekDay(4);
const SAT = weekDay(6);
/** 'Tue 24 Nov', as the history writes dates. */
const short = (date: string) => format(parseISO(date), "EEE d MMM");
const weekLabel = () => {
  const [first, last] = [parseISO(SUN), parseISO(SAT)];
  return first.getFullYear() === last.getFullYear()
    ? `${format(first, "MMM d")} – ${format(last, "MMM d, yyyy")}`
    : `${format(first, "MMM d, yyyy")} – ${format(last, "MMM d, yyyy")}`;
};

/** A new parent, signed in in the page, with bearer headers for seeding. */
async function parent(page: Page, request: APIRequestContext) {
  const account = await registerViaApi(request);
  await signIn(page, account);
  return { ...account, headers: bearer(account.token) };
}

async function plan(request: APIRequestContext, headers: Record<string, string>, data: Json): Promise<Meal> {
  const response = await request.post("/api/meal-plans", { headers, data: { servings: 4, ...data } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data as Meal;
}

const cell = (page: Page, date: string, type: string) => page.locator(`td[data-cell="${date}|${type}"]`);
const mealCard = (page: Page, title: string) => page.getByRole("article", { name: title, exact: true });

/** Drags with the mouse, in small steps, as a person would (dnd-kit's pointer sensor). */
async function drag(page: Page, source: Locator, target: Locator) {
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error("Nothing to drag or nowhere to drop.");
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 8, from.y + from.height / 2 + 8, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
}

test("A parent sees this week's meals and switches to month and day views", async ({
  page,
  request,
  visit,
  javaScriptEnabled,
}) => {
  test.slow();
  const me = await parent(page, request);
  await plan(request, me.headers, {
    title: "Lasagna",
    meal_type: "dinner",
    date: TUE,
    nutrition: { calories: 600, protein: 30, carbs: 60, fat: 25 },
  });
  await plan(request, me.headers, { title: "Tomato soup", meal_type: "lunch", date: WED });

  await visit("/meal-planner");
  await expect(page.getByRole("heading", { level: 1, name: "Meal Planner" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: weekLabel() })).toBeVisible();
  await expect(page.getByRole("link", { name: "Week", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(page.locator("summary", { hasText: "Family members" })).toContainText("All Members");
  await expect(cell(page, TUE, "dinner")).toContainText("Lasagna");
  await expect(cell(page, WED, "lunch")).toContainText("Tomato soup");
  // Daily totals: the soup has no nutrition, so Wednesday is marked and explained.
  const totals = page.getByRole("row", { name: /Daily totals/ });
  await expect(totals).toContainText("600 kcal");
  await expect(totals).toContainText("P 30g · C 60g · F 25g");
  await expect(totals).toContainText("No data*");
  await expect(page.getByText("* Some meals on this day have no nutrition data")).toBeVisible();
  const summary = page.getByRole("region", { name: "Weekly average" });
  await expect(summary).toContainText("Average daily calories");
  // Wednesday's soup has no nutrition: the average is over the days with data.
  await expect(summary).toContainText("600 kcal");
  await expect(summary).toContainText("Averaged over 1 day with nutrition data.");
  await expect(summary).toContainText(/Protein \d+% · Carbs \d+% · Fat \d+%/);
  await expect(summary).toContainText(me.name);

  await page.getByRole("link", { name: "Month", exact: true }).click();
  await expect(page).toHaveURL(/view=month/);
  await expect(page.getByRole("heading", { level: 2, name: format(now, "MMMM yyyy") })).toBeVisible();
  await expect(page.getByRole("table")).toContainText("Lasagna");
  await expect(page.getByRole("table").getByText("Dinner", { exact: true })).toBeAttached();
  await expect(page.getByRole("region", { name: "Monthly daily average" })).toBeVisible();
  // The month sends only what it draws of each meal: no portions, members or nutrition per meal.
  const monthHtml = await (await page.request.get("/meal-planner?view=month")).text();
  expect(monthHtml).toContain("Lasagna");
  expect(monthHtml).not.toMatch(/"(portions|memberIds|missingNutrition)"/);

  // The month's links are plain anchors (ADR 063); with JavaScript a click on one is still a
  // client-side navigation: a mark left on the window survives it.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole("link", { name: format(parseISO(TUE), "EEEE, MMMM d"), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`view=day&date=${TUE}`));
  await expect(
    page.getByRole("heading", { level: 2, name: format(parseISO(TUE), "EEEE, MMMM d, yyyy") }),
  ).toBeVisible();
  const sameDocument = await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument);
  expect(sameDocument ?? false).toBe(javaScriptEnabled);
  const dinner = page.getByRole("region", { name: "Dinner" });
  await expect(dinner).toContainText("6:30 PM");
  await expect(mealCard(page, "Lasagna")).toContainText("600 kcal");
  await expect(mealCard(page, "Lasagna")).toContainText("Protein 30g");
  await expect(page.getByRole("link", { name: "Add Breakfast" })).toHaveAttribute(
    "href",
    `/meal-planner/new?date=${TUE}&type=breakfast`,
  );
  await expect(page.getByRole("complementary", { name: "Nutrition summary" })).toContainText("600 kcal");

  // The chosen view is remembered.
  await visit("/meal-planner");
  await expect(page.getByRole("link", { name: "Day", exact: true })).toHaveAttribute("aria-current", "page");
  await page.getByRole("link", { name: /Next/ }).click();
  await expect(
    page.getByRole("heading", { level: 2, name: format(addDays(now, 1), "EEEE, MMMM d, yyyy") }),
  ).toBeVisible();
});

test("A parent filters the week by family member and prints it", async ({
  page,
  request,
  visit,
  javaScriptEnabled,
}) => {
  test.slow();
  const me = await parent(page, request);
  const member = await request.post("/api/family-members", {
    headers: me.headers,
    data: { name: "Sam", age: 7, relationship: "Child", default_portion_size: 60 },
  });
  expect(member.status(), await member.text()).toBe(201);
  const sam = (await member.json()).data as { id: number };
  await plan(request, me.headers, {
    title: "Lasagna",
    meal_type: "dinner",
    date: TUE,
    nutrition: { calories: 600, protein: 30, carbs: 60, fat: 25 },
  });
  await plan(request, me.headers, {
    title: "Apple slices",
    meal_type: "snack",
    date: WED,
    family_member_ids: [sam.id],
    nutrition: { calories: 200 },
  });

  await visit(`/meal-planner?view=week&date=${TUE}`);
  const summary = page.getByRole("region", { name: "Weekly average" });
  await expect(summary).toContainText("400 kcal");
  // Sam: 60% of the lasagna (for everyone) and his snack at his 60% portion, over two days.
  await expect(summary.getByRole("definition").filter({ hasText: "240 kcal" })).toHaveCount(1);
  await expect(summary.getByRole("definition").filter({ hasText: "300 kcal" })).toHaveCount(1);

  const filter = page.locator("summary", { hasText: "Family members" });
  await filter.click();
  await page.getByRole("checkbox", { name: me.name }).uncheck();
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(new RegExp(`members=${sam.id}`));
  await expect(filter).toContainText("Sam");
  await expect(cell(page, TUE, "dinner")).toContainText("Lasagna");
  await expect(cell(page, WED, "snack")).toContainText("Apple slices");

  await filter.click();
  await page.getByRole("checkbox", { name: me.name }).check();
  await page.getByRole("checkbox", { name: "Sam" }).uncheck();
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(filter).toContainText(me.name);
  await expect(cell(page, TUE, "dinner")).toContainText("Lasagna");
  await expect(page.getByText("Apple slices")).toHaveCount(0);

  await filter.click();
  await page.getByRole("link", { name: "All Members" }).click();
  await expect(filter).toContainText("All Members");
  await expect(cell(page, WED, "snack")).toContainText("Apple slices");

  if (javaScriptEnabled) {
    await expect(page.getByRole("button", { name: "Print Meal Plan" })).toBeVisible();
  } else {
    await page.getByRole("link", { name: "Print Meal Plan" }).click();
    await expect(page).toHaveURL(/print=1/);
    await expect(page.getByText("This is the print version.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Add Meal" })).toBeHidden();
    await expect(cell(page, TUE, "dinner")).toContainText("Lasagna");
  }
});

test("A parent sees unknown nutrition as unknown, not as 0", async ({ page, request, visit, checkA11y }) => {
  test.slow();
  const me = await parent(page, request);
  const member = await request.post("/api/family-members", {
    headers: me.headers,
    data: { name: "Sam", age: 7, relationship: "Child" },
  });
  expect(member.status(), await member.text()).toBe(201);
  const sam = (await member.json()).data as { id: number };
  // A recipe that states only calories and protein.
  const recipe = await request.post("/api/recipes", {
    headers: me.headers,
    data: {
      name: "Grandma's stew",
      servings: 4,
      ingredients: ["1 kg beef"],
      instructions: ["Stew it."],
      nutrition_info: { calories: 320, protein: 20 },
    },
  });
  expect(recipe.status(), await recipe.text()).toBe(201);
  const recipeId = (await recipe.json()).data.id as number;
  // Both meals are Sam's: the parent has none that day. Sam's lunch states nothing at all.
  const stew = await plan(request, me.headers, {
    title: "",
    recipe_id: recipeId,
    meal_type: "dinner",
    date: TUE,
    family_member_ids: [sam.id],
  });
  await plan(request, me.headers, {
    title: "Sandwich",
    meal_type: "lunch",
    date: TUE,
    family_member_ids: [sam.id],
  });

  await visit(`/meal-planner?view=day&date=${TUE}`);
  const summary = page.getByRole("complementary", { name: "Nutrition summary" });
  await expect(summary).toContainText("320 kcal");
  await expect(summary).not.toContainText("100%");
  await expect(summary.getByRole("definition").nth(0)).toHaveText("20g (not known for 1 of 2 meals)");
  await expect(summary.getByRole("definition").nth(1)).toHaveText("— (not known for 2 of 2 meals)");
  await expect(summary.getByRole("definition").nth(2)).toHaveText("— (not known for 2 of 2 meals)");
  await expect(summary).toContainText("1 meal has no calories stated and is not counted.");
  // Per member: Sam ate the stew (320) and a sandwich nobody knows; the parent has no meals.
  await expect(
    summary.getByRole("definition").filter({ hasText: "320 kcal (not known for 1 of 2 meals)" }),
  ).toHaveCount(1);
  await expect(summary.getByRole("definition").filter({ hasText: "No meals" })).toHaveCount(1);
  await checkA11y();

  // The week's totals: carbs and fat are not known that day.
  await visit(`/meal-planner?view=week&date=${TUE}`);
  await expect(page.getByRole("row", { name: /Daily totals/ })).toContainText("P 20g · C — · F —");

  // The meal's details list every nutrient, '—' where it is not known.
  await visit(`/meal-planner/meals/${stew.id}`);
  const facts = page.getByRole("definition");
  await expect(page.getByRole("region", { name: "Nutrition per serving" })).toContainText("Carbs—");
  await expect(facts.filter({ hasText: "320 kcal" })).toHaveCount(1);
  await expect(page.getByText("— means the value is not known for this meal.")).toBeVisible();
});

test("A parent moves Tuesday's dinner to Thursday", async ({ page, request, visit, javaScriptEnabled }) => {
  test.slow();
  const me = await parent(page, request);
  const meal = await plan(request, me.headers, { title: "Lasagna", meal_type: "dinner", date: TUE });

  await visit(`/meal-planner?view=week&date=${TUE}`);
  await expect(cell(page, TUE, "dinner")).toContainText("Lasagna");
  if (javaScriptEnabled) {
    // Drag and drop loads when the pointer first comes over the table, and redraws nothing: the meal
    // stays the same element, with its handle laid over the place kept for it.
    const lasagna = await cell(page, TUE, "dinner").locator("li").elementHandle();
    const handle = page.getByRole("button", { name: "Drag Lasagna" });
    await expect(handle).toHaveCount(0);
    await cell(page, TUE, "dinner").hover();
    await expect(handle).toBeVisible();
    expect(await lasagna?.evaluate((node) => node.isConnected)).toBe(true);
    const saved = page.waitForResponse(
      (r) => r.url().includes(`/meals/${meal.id}/move`) && r.request().method() === "POST",
    );
    await drag(page, handle, cell(page, THU, "dinner"));
    expect((await saved).status()).toBe(200);
    await expect(cell(page, THU, "dinner")).toContainText("Lasagna");
    await expect(cell(page, TUE, "dinner")).not.toContainText("Lasagna");
    await page.reload();
  } else {
    await cell(page, TUE, "dinner").getByRole("link", { name: "Move Lasagna" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Move Lasagna" })).toBeVisible();
    await page.getByLabel("New date").fill(THU);
    await page.getByRole("button", { name: "Move Meal" }).click();
    await expect(page.getByRole("status")).toHaveText("Moved “Lasagna”.");
  }
  await expect(cell(page, THU, "dinner")).toContainText("Lasagna");
  await expect(cell(page, TUE, "dinner")).not.toContainText("Lasagna");

  const stored = await (await request.get(`/api/meal-plans/${meal.id}`, { headers: me.headers })).json();
  expect(stored.data).toMatchObject({ date: THU, meal_type: "dinner", version: meal.version + 1 });
  await visit(`/meal-planner/meals/${meal.id}`);
  await expect(page.getByRole("region", { name: "History" })).toContainText(
    `Moved from ${short(TUE)} dinner to ${short(THU)} dinner`,
  );
});

test("A keyboard user reaches a meal's handle: loading drag and drop keeps the focus where it was", async ({
  page,
  request,
  visit,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "Drag and drop is a JavaScript enhancement; without it, Move links.");
  const me = await parent(page, request);
  await plan(request, me.headers, { title: "Lasagna", meal_type: "dinner", date: TUE });
  await visit(`/meal-planner?view=week&date=${TUE}`);

  const title = cell(page, TUE, "dinner").getByRole("link", { name: "Lasagna", exact: true });
  await title.focus();
  const handle = page.getByRole("button", { name: "Drag Lasagna" });
  await expect(handle).toBeVisible();
  await expect(title).toBeFocused();

  await page.keyboard.press("Shift+Tab");
  await expect(handle).toBeFocused();
  await page.keyboard.press("Space");
  // Picked up: dnd-kit announces it, then where the meal is ("… is over Dinner on …").
  await expect(handle).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText(/^(Picked up Lasagna\.|Lasagna is over Dinner on Tuesday)/)).toBeAttached();
  await page.keyboard.press("Escape");
  await expect(page.getByText("Moving Lasagna was cancelled.")).toBeAttached();
  await expect(handle).not.toHaveAttribute("aria-pressed", "true");
  await expect(cell(page, TUE, "dinner")).toContainText("Lasagna");
});

test("A parent turns a dinner into a lunch with the Move form (the assign-meal-type dialog)", async ({
  page,
  request,
  visit,
  checkA11y,
  javaScriptEnabled,
  expectConsoleError,
}) => {
  expectConsoleError(/status of 409/);
  const me = await parent(page, request);
  const meal = await plan(request, me.headers, { title: "Omelette", meal_type: "dinner", date: TUE });

  await visit(`/meal-planner?view=week&date=${TUE}`);
  await cell(page, TUE, "dinner").getByRole("link", { name: "Move Omelette" }).click();
  const form = javaScriptEnabled ? page.getByRole("dialog", { name: "Move Omelette" }) : page.locator("main");
  if (!javaScriptEnabled)
    await expect(page.getByRole("heading", { level: 1, name: "Move Omelette" })).toBeVisible();
  await expect(form.getByLabel("New meal type")).toHaveValue("dinner");
  await checkA11y();
  // Someone else changes the meal meanwhile: the move is refused with the conflict and a reload link.
  const changed = await request.put(`/api/meal-plans/${meal.id}`, {
    headers: me.headers,
    data: { notes: "Changed elsewhere" },
  });
  expect(changed.status()).toBe(200);
  await form.getByLabel("New meal type").selectOption("lunch");
  await form.getByRole("button", { name: "Move Meal" }).click();
  await expect(form.getByRole("alert")).toContainText("This meal was changed by someone else.");
  await checkA11y();
  await form.getByRole("link", { name: "Reload" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Move Omelette" })).toBeVisible();
  await page.getByLabel("New meal type").selectOption("lunch");
  await page.getByRole("button", { name: "Move Meal" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Moved “Omelette”." })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  const stored = await (await request.get(`/api/meal-plans/${meal.id}`, { headers: me.headers })).json();
  expect(stored.data).toMatchObject({ date: TUE, meal_type: "lunch", version: meal.version + 2 });
});

test("A parent marks leftovers and sees Wednesday's lunch", async ({
  page,
  request,
  visit,
  checkA11y,
  javaScriptEnabled,
}) => {
  const me = await parent(page, request);
  await plan(request, me.headers, { title: "Chili", meal_type: "dinner", date: TUE, servings: 4 });

  await visit(`/meal-planner?view=day&date=${TUE}`);
  await page.getByRole("link", { name: "Mark as having leftovers for Chili" }).click();
  // The assign-leftovers modal with JavaScript; its page without.
  const form = javaScriptEnabled
    ? page.getByRole("dialog", { name: "Mark as having leftovers" })
    : page.locator("main");
  if (!javaScriptEnabled)
    await expect(page.getByRole("heading", { level: 1, name: "Mark as having leftovers" })).toBeVisible();
  await expect(form.getByLabel("Title")).toHaveValue("Chili");
  await checkA11y();
  await expect(form.getByLabel("Date")).toHaveValue(WED);
  await expect(form.getByLabel("Meal type")).toHaveValue("lunch");
  await expect(form.getByLabel("Servings")).toHaveValue("2");
  await expect(form.getByText("50% of the original 4 servings")).toBeVisible();

  await form.getByLabel("Title").fill("Chili leftovers");
  await form.getByRole("button", { name: "Assign Leftovers" }).click();
  await expect(page).toHaveURL(new RegExp(`view=day&date=${WED}`));
  await expect(page.getByRole("status")).toHaveText("Planned leftovers: “Chili leftovers”.");
  const lunch = page.getByRole("region", { name: "Lunch" });
  await expect(lunch).toContainText("Chili leftovers");
  await expect(mealCard(page, "Chili leftovers")).toContainText("Leftover");
  // A leftover is not offered leftovers of its own.
  await expect(page.getByRole("link", { name: /Mark as having leftovers/ })).toHaveCount(0);
  await checkA11y();
});

test("A parent removes a meal", async ({ page, request, visit, checkA11y, javaScriptEnabled }) => {
  const me = await parent(page, request);
  await plan(request, me.headers, { title: "Fish tacos", meal_type: "dinner", date: TUE });
  await plan(request, me.headers, { title: "Pancakes", meal_type: "breakfast", date: TUE });

  await visit(`/meal-planner?view=day&date=${TUE}`);
  await expect(mealCard(page, "Fish tacos")).toBeVisible();
  if (javaScriptEnabled) {
    await page.getByRole("button", { name: "Remove Fish tacos" }).click();
    const dialog = page.getByRole("dialog", { name: "Remove Fish tacos?" });
    await expect(dialog).toBeVisible();
    await checkA11y();
    await dialog.getByRole("button", { name: "Remove" }).click();
    await expect(mealCard(page, "Fish tacos")).toHaveCount(0);
    await page.reload();
  } else {
    await page.getByRole("link", { name: "Remove Fish tacos" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Remove Fish tacos?" })).toBeVisible();
    await checkA11y();
    await page.getByRole("button", { name: "Remove" }).click();
    await expect(page.getByRole("status")).toHaveText("Removed “Fish tacos” from the plan.");
  }
  await expect(mealCard(page, "Fish tacos")).toHaveCount(0);
  await expect(mealCard(page, "Pancakes")).toBeVisible();
  await expect(page.getByRole("link", { name: "Add Dinner" })).toBeVisible();
});

test("Meal Details shows the meal's history", async ({ page, request, visit }) => {
  const me = await parent(page, request);
  const meal = await plan(request, me.headers, {
    title: "Pasta bake",
    meal_type: "dinner",
    date: TUE,
    notes: "Double cheese",
  });
  const changed = await request.put(`/api/meal-plans/${meal.id}`, {
    headers: me.headers,
    data: { servings: 2, version: meal.version },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  const moved = await request.put(`/api/meal-plans/${meal.id}/move`, {
    headers: me.headers,
    data: { date: THU, meal_type: "lunch" },
  });
  expect(moved.status(), await moved.text()).toBe(200);

  await visit(`/meal-planner/meals/${meal.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Pasta bake" })).toBeVisible();
  await expect(page.getByText("Lunch", { exact: true })).toBeVisible();
  await expect(page.getByText("Not Prepared", { exact: true })).toBeVisible();
  await expect(page.getByText("Everyone", { exact: true })).toBeVisible();
  await expect(page.getByText("Double cheese")).toBeVisible();
  await expect(page.getByText("No Recipe")).toBeVisible();
  const history = page.getByRole("region", { name: "History" });
  const lines = history.getByRole("listitem");
  await expect(lines).toHaveCount(3);
  await expect(lines.nth(0)).toContainText(
    `${me.name} (API token) — Moved from ${short(TUE)} dinner to ${short(THU)} lunch`,
  );
  await expect(lines.nth(1)).toContainText("Servings: 4 → 2");
  await expect(lines.nth(2)).toContainText(`Planned "Pasta bake" for ${short(TUE)} dinner`);

  await page.getByRole("button", { name: "Mark as Prepared" }).click();
  await expect(page.getByText("Prepared", { exact: true })).toBeVisible();
  await expect(lines).toHaveCount(4);
  await expect(lines.nth(0)).toContainText(`${me.name} (web form) — Marked as prepared`);
  await expect(page.getByRole("link", { name: "Close" })).toHaveAttribute(
    "href",
    `/meal-planner?date=${THU}`,
  );
});

test("Two tabs edit the same meal — the second gets the conflict message", async ({
  page,
  request,
  visit,
}) => {
  const me = await parent(page, request);
  const meal = await plan(request, me.headers, { title: "Curry", meal_type: "dinner", date: TUE });

  const second = await page.context().newPage();
  await second.goto(`/meal-planner/meals/${meal.id}/move`);
  await visit(`/meal-planner/meals/${meal.id}/move`);

  await page.getByLabel("New date").fill(THU);
  await page.getByRole("button", { name: "Move Meal" }).click();
  await expect(page).toHaveURL(/\/meal-planner\?/);

  // The second tab still holds the first version.
  await second.getByLabel("New date").fill(WED);
  await second.getByRole("button", { name: "Move Meal" }).click();
  await expect(second.getByRole("alert")).toContainText(CONFLICT);
  const stored = await (await request.get(`/api/meal-plans/${meal.id}`, { headers: me.headers })).json();
  expect(stored.data.date).toBe(THU);

  await second.getByRole("link", { name: "Reload" }).click();
  await expect(
    second.getByText(`Now: Dinner on ${format(parseISO(THU), "EEEE, MMMM d, yyyy")}`),
  ).toBeVisible();
  await second.getByLabel("New date").fill(WED);
  await second.getByRole("button", { name: "Move Meal" }).click();
  await expect(second).toHaveURL(new RegExp(`date=${WED}`));
  await second.close();
});

test("The dashboard shows today's meals and the prepared toggle persists", async ({
  page,
  request,
  visit,
}) => {
  // Read the clock when the story runs, not when the file loads: a run may cross midnight.
  const clock = new Date();
  const today = iso(clock);
  const me = await parent(page, request);
  const recipe = await request.post("/api/recipes", {
    headers: me.headers,
    data: {
      name: "Tomato soup",
      description: "Rich and warming",
      instructions: "Simmer.",
      servings: 4,
      ingredients: [{ name: "tomatoes", quantity: 800, unit: "gram" }],
    },
  });
  expect(recipe.status(), await recipe.text()).toBe(201);
  const recipeId = (await recipe.json()).data.id as number;
  await plan(request, me.headers, {
    title: "Porridge",
    meal_type: "breakfast",
    date: today,
    description: "Oats and berries",
  });
  await plan(request, me.headers, { title: "", recipe_id: recipeId, meal_type: "dinner", date: today });
  await plan(request, me.headers, { title: "Sandwiches", meal_type: "lunch", date: iso(addDays(clock, 1)) });

  await visit("/");
  await expect(page.getByRole("link", { name: /Upcoming Meals/ })).toContainText("1");
  await expect(page.getByRole("heading", { level: 2, name: "Today's Meals" })).toBeVisible();
  const porridge = page.getByRole("article", { name: "Porridge" });
  await expect(porridge).toContainText("Breakfast");
  await expect(porridge).toContainText("Oats and berries");
  await expect(porridge.getByText("Not Prepared", { exact: true })).toBeVisible();
  const soup = page.getByRole("article", { name: "Tomato soup" });
  // A meal without a description of its own shows its recipe's.
  await expect(soup).toContainText("Rich and warming");
  await expect(soup).not.toContainText("No description available");
  await expect(soup.getByRole("link", { name: /View Recipe/ })).toHaveAttribute(
    "href",
    `/recipes/${recipeId}`,
  );
  await expect(page.getByRole("link", { name: "Add meal", exact: true })).toBeVisible();

  await porridge.getByRole("button", { name: /Mark as Prepared/ }).click();
  await expect(porridge.getByText("Prepared", { exact: true })).toBeVisible();
  await expect(porridge.getByRole("button", { name: /Mark as Not Prepared/ })).toBeVisible();
  // With JS the toggle shows at once and is saved in the background: wait until it is saved.
  await expect(porridge).not.toHaveAttribute("aria-busy", "true");
  await visit("/");
  await expect(porridge.getByText("Prepared", { exact: true })).toBeVisible();
  await expect(porridge.getByRole("button", { name: /Mark as Not Prepared/ })).toBeVisible();
});

test("With JavaScript the planner refreshes itself every 30 seconds, but not while a menu is open", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "The background refresh is a JavaScript enhancement.");
  const me = await parent(page, request);
  await plan(request, me.headers, { title: "Porridge", meal_type: "breakfast", date: TUE });
  await page.clock.install();
  await page.goto(`/meal-planner?view=week&date=${TUE}`);
  await cell(page, TUE, "breakfast").hover();
  await expect(page.getByRole("button", { name: "Drag Porridge" })).toBeVisible();

  // Planned elsewhere (another tab, the API): shown after the next refresh.
  await plan(request, me.headers, { title: "Late soup", meal_type: "dinner", date: TUE });
  await page.clock.runFor(31_000);
  await expect(cell(page, TUE, "dinner")).toContainText("Late soup");

  // An open menu (or dialog) holds the refresh back until it is closed.
  const filter = page.locator("summary", { hasText: "Family members" });
  await plan(request, me.headers, { title: "Sandwich", meal_type: "lunch", date: TUE });
  await filter.click();
  await page.clock.runFor(31_000);
  await expect(cell(page, TUE, "lunch")).not.toContainText("Sandwich");
  await filter.click();
  await page.clock.runFor(31_000);
  await expect(cell(page, TUE, "lunch")).toContainText("Sandwich");
});
