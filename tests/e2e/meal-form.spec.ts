// The Add/Edit Meal form and the recipe page's quick add, with JavaScript on and off: a dinner from a
// recipe for two members with their portions, an edit, a weekly series, a double submit that plans one
// meal, a conflict between two tabs and 'Add to Meal Plan → Today → Dinner'. Every story registers its
// own account and checks the stored meals through the JSON API with a bearer token.
import { randomBytes } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { addDays, format, nextFriday } from "date-fns";
import { bearer, registerViaApi, signIn } from "../support/accounts";
import { expect, test } from "../support/e2e";

type Json = Record<string, unknown>;
type Meal = {
  id: number;
  version: number;
  title: string;
  date: string;
  time: string;
  meal_type: string;
  recipe_id: number | null;
  servings: number;
  notes: string;
  family_member_ids: number[];
  portion_sizes: Record<string, number>;
  series_id: number | null;
};

const CONFLICT =
  "This meal was changed by someone else. Reload it to see the latest version, then make your change again.";

const iso = (d: Date) => format(d, "yyyy-MM-dd");
const TODAY = iso(new Date());
const TOMORROW = iso(addDays(new Date(), 1));
const unique = () => randomBytes(3).toString("hex");

async function parent(page: Page, request: APIRequestContext) {
  const account = await registerViaApi(request);
  await signIn(page, account);
  return { ...account, headers: bearer(account.token) };
}

async function addMember(request: APIRequestContext, headers: Record<string, string>, data: Json) {
  const response = await request.post("/api/family-members", {
    headers,
    data: { age: 9, gender: "other", relationship: "Child", ...data },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data as { id: number; name: string };
}

async function addRecipe(request: APIRequestContext, headers: Record<string, string>, data: Json) {
  const response = await request.post("/api/recipes", {
    headers,
    data: {
      description: "A family favourite",
      instructions: "Cook it.\n\nServe it.",
      prep_time: 10,
      cook_time: 30,
      servings: 6,
      difficulty_level: "Easy",
      cuisine_type: "Indian",
      meal_type: "dinner",
      is_public: false,
      ingredients: [{ name: "red lentils", quantity: 300, unit: "gram" }],
      ...data,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data as { id: number; name: string };
}

async function plan(request: APIRequestContext, headers: Record<string, string>, data: Json) {
  const response = await request.post("/api/meal-plans", { headers, data: { servings: 4, ...data } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data as Meal;
}

async function mealsBetween(
  request: APIRequestContext,
  headers: Record<string, string>,
  from: string,
  to = from,
): Promise<Meal[]> {
  const response = await request.get(`/api/meal-plans?start_date=${from}&end_date=${to}`, { headers });
  expect(response.status()).toBe(200);
  return (await response.json()).data as Meal[];
}

const mealCard = (page: Page, title: string) => page.getByRole("article", { name: title, exact: true });

test("A parent adds a dinner from a recipe for two members with portions", async ({
  page,
  request,
  visit,
  javaScriptEnabled,
}) => {
  const me = await parent(page, request);
  const sam = await addMember(request, me.headers, { name: "Sam", default_portion_size: 80 });
  const alex = await addMember(request, me.headers, { name: "Alex", default_portion_size: 100 });
  const curry = await addRecipe(request, me.headers, { name: `Lentil curry ${unique()}`, servings: 6 });

  await visit(`/meal-planner/new?date=${TOMORROW}&type=dinner`);
  await expect(page).toHaveURL(/[?&]key=/);
  await expect(page.getByRole("heading", { level: 1, name: "Add Meal" })).toBeVisible();
  await expect(page.getByLabel("Meal type")).toHaveValue("dinner");
  await expect(page.getByLabel("Time")).toHaveValue("18:30");
  await expect(page.getByLabel("Servings")).toHaveValue("4");

  await page.getByLabel("Recipe").selectOption({ label: curry.name });
  if (javaScriptEnabled) {
    // The recipe's title replaces the title input, and its servings are taken.
    await expect(page.getByText(`Meal title: ${curry.name}`)).toBeVisible();
    await expect(page.getByRole("button", { name: "Customize title" })).toBeVisible();
    await expect(page.getByLabel("Servings")).toHaveValue("6");
    await expect(page.getByText("Everyone in the family")).toBeVisible();
    // Nutrition is the recipe's: the manual fields are not offered.
    await expect(page.getByLabel("Calories (kcal)")).toBeHidden();
  } else {
    await expect(page.getByText("Only used when no recipe is chosen", { exact: false })).toBeVisible();
    await page.getByLabel("Servings").fill("6");
  }

  await page.getByLabel("Choose members").check();
  await page.getByLabel(me.name, { exact: true }).uncheck();
  await expect(page.getByLabel("Sam", { exact: true })).toBeChecked();
  await expect(page.getByLabel("Alex", { exact: true })).toBeChecked();
  if (javaScriptEnabled) await expect(page.getByText("2 selected")).toBeVisible();
  await expect(page.getByLabel("Portion for Sam")).toHaveValue("80");
  await page.getByLabel("Portion for Alex").fill("60");
  if (javaScriptEnabled) await expect(page.getByText("60%", { exact: true })).toBeVisible();
  await page.getByLabel("Notes").fill("Mild for the kids");

  await page.getByRole("button", { name: "Add Meal" }).click();
  await expect(page).toHaveURL(new RegExp(`/meal-planner\\?view=day&date=${TOMORROW}$`));
  await expect(page.getByRole("status")).toContainText(`Added “${curry.name}” to the plan.`);
  await expect(mealCard(page, curry.name)).toBeVisible();

  const [meal] = await mealsBetween(request, me.headers, TOMORROW);
  expect(meal).toMatchObject({
    title: curry.name,
    meal_type: "dinner",
    time: "18:30",
    recipe_id: curry.id,
    servings: 6,
    notes: "Mild for the kids",
    portion_sizes: { [String(sam.id)]: 80, [String(alex.id)]: 60 },
  });
  expect([...meal!.family_member_ids].sort()).toEqual([sam.id, alex.id].sort());
});

test("A parent edits it", async ({ page, request, visit, javaScriptEnabled }) => {
  const me = await parent(page, request);
  const sam = await addMember(request, me.headers, { name: "Sam", default_portion_size: 80 });
  const curry = await addRecipe(request, me.headers, { name: `Lentil curry ${unique()}`, servings: 6 });
  const meal = await plan(request, me.headers, {
    meal_type: "dinner",
    date: TOMORROW,
    recipe_id: curry.id,
    servings: 6,
    family_member_ids: [sam.id],
    portion_sizes: { [sam.id]: 60 },
  });

  await visit(`/meal-planner/meals/${meal.id}/edit`);
  await expect(page.getByRole("heading", { level: 1, name: "Edit Meal" })).toBeVisible();
  await expect(page.getByLabel("Recipe")).toHaveValue(String(curry.id));
  await expect(page.getByLabel("Servings")).toHaveValue("6");
  await expect(page.getByLabel("Choose members")).toBeChecked();
  await expect(page.getByLabel("Portion for Sam")).toHaveValue("60");

  if (javaScriptEnabled) await page.getByRole("button", { name: "Customize title" }).click();
  await page.getByLabel("Meal title").fill("Curry night");
  await page.getByLabel("Servings").fill("3");
  await page.getByLabel("Notes").fill("Less chilli");
  await page.getByRole("button", { name: "Update Meal" }).click();

  await expect(page).toHaveURL(new RegExp(`/meal-planner\\?view=day&date=${TOMORROW}`));
  await expect(page.getByRole("status")).toContainText("Saved your changes to “Curry night”.");
  await expect(mealCard(page, "Curry night")).toBeVisible();
  const [saved] = await mealsBetween(request, me.headers, TOMORROW);
  expect(saved).toMatchObject({
    id: meal.id,
    title: "Curry night",
    servings: 3,
    notes: "Less chilli",
    recipe_id: curry.id,
    family_member_ids: [sam.id],
    portion_sizes: { [String(sam.id)]: 60 },
  });
  expect(saved!.version).toBeGreaterThan(meal.version);
});

test("A parent plans a weekly recurring Friday pizza until a date", async ({ page, request, visit }) => {
  const me = await parent(page, request);
  const friday = nextFriday(new Date());
  const first = iso(friday);
  const last = iso(addDays(friday, 21));

  await visit(`/meal-planner/new?date=${first}&type=dinner`);
  await page.getByLabel("Meal title").fill("Pizza night");
  await page.getByLabel("Repeat", { exact: true }).check();
  await page.getByLabel("Repeats").selectOption("weekly");
  await page.getByLabel("Ends on").fill(last);
  await page.getByRole("button", { name: "Add Meal" }).click();
  await expect(page).toHaveURL(new RegExp(`/meal-planner\\?view=day&date=${first}$`));
  await expect(page.getByRole("status")).toContainText("Added “Pizza night” to the plan.");
  await expect(mealCard(page, "Pizza night")).toBeVisible();

  const meals = await mealsBetween(request, me.headers, first, iso(addDays(friday, 35)));
  expect(meals.map((m) => [m.title, m.date])).toEqual(
    [0, 7, 14, 21].map((n) => ["Pizza night", iso(addDays(friday, n))]),
  );
  expect(new Set(meals.map((m) => m.series_id)).size).toBe(1);
  expect(meals[0]!.series_id).not.toBeNull();

  // One occurrence is edited on its own.
  await visit(`/meal-planner/meals/${meals[1]!.id}/edit`);
  await expect(page.getByText("part of a repeating series", { exact: false })).toBeVisible();
});

test("A double submit creates one meal", async ({ page, request, visit }) => {
  const me = await parent(page, request);
  const title = `Soup ${unique()}`;

  await visit(`/meal-planner/new?date=${TODAY}&type=lunch`);
  await page.getByLabel("Meal title").fill(title);
  await page.getByRole("button", { name: "Add Meal" }).click();
  await expect(page).toHaveURL(new RegExp(`/meal-planner\\?view=day&date=${TODAY}$`));
  await expect(page.getByRole("status")).toContainText(`Added “${title}” to the plan.`);

  // Back to the same form (the same address, so the same key) and send it again.
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: "Add Meal" })).toBeVisible();
  await page.getByLabel("Meal title").fill(title);
  await page.getByRole("button", { name: "Add Meal" }).click();
  await expect(page).toHaveURL(new RegExp(`/meal-planner\\?view=day&date=${TODAY}$`));
  await expect(page.getByRole("status")).toContainText(`Added “${title}” to the plan.`);

  const meals = (await mealsBetween(request, me.headers, TODAY)).filter((m) => m.title === title);
  expect(meals).toHaveLength(1);

  // The same form with other values is refused, not planned as a second meal.
  await page.goBack();
  await page.getByLabel("Meal title").fill(`${title} again`);
  await page.getByRole("button", { name: "Add Meal" }).click();
  await expect(page.getByText("This form was already submitted.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to the meal planner" })).toBeVisible();
  expect((await mealsBetween(request, me.headers, TODAY)).map((m) => m.title)).toEqual([title]);
});

test("Two tabs edit the same meal — the second gets the conflict message", async ({
  page,
  context,
  request,
  visit,
  checkA11y,
}) => {
  const me = await parent(page, request);
  const meal = await plan(request, me.headers, { title: "Tacos", meal_type: "dinner", date: TOMORROW });
  const path = `/meal-planner/meals/${meal.id}/edit`;

  const other = await context.newPage();
  await other.goto(path);
  await visit(path);

  await other.getByLabel("Notes").fill("Extra salsa");
  await other.getByRole("button", { name: "Update Meal" }).click();
  await expect(other).toHaveURL(/\/meal-planner\?view=day/);
  await other.close();

  await page.getByLabel("Servings").fill("2");
  const answer = page.waitForResponse(
    (r) => r.request().method() === "POST" && r.url().includes(`/meal-planner/meals/${meal.id}/edit`),
  );
  await page.getByRole("button", { name: "Update Meal" }).click();
  expect((await answer).status()).toBe(409);
  await expect(page.getByRole("alert").filter({ hasText: CONFLICT })).toBeVisible();
  await expect(page.getByLabel("Servings")).toHaveValue("2");
  await checkA11y();

  const [stored] = await mealsBetween(request, me.headers, TOMORROW);
  expect(stored).toMatchObject({ servings: 4, notes: "Extra salsa" });

  // Reload shows the latest version, and the change then goes through.
  await page.getByRole("link", { name: "Reload" }).click();
  await expect(page.getByLabel("Notes")).toHaveValue("Extra salsa");
  await expect(page.getByRole("alert").filter({ hasText: CONFLICT })).toHaveCount(0);
  await page.getByLabel("Servings").fill("2");
  await page.getByRole("button", { name: "Update Meal" }).click();
  await expect(page).toHaveURL(/\/meal-planner\?view=day/);
  const [changed] = await mealsBetween(request, me.headers, TOMORROW);
  expect(changed).toMatchObject({ servings: 2, notes: "Extra salsa" });
});

test("Quick add from a recipe: Today → Dinner", async ({ page, request, visit }) => {
  const me = await parent(page, request);
  const curry = await addRecipe(request, me.headers, { name: `Dal ${unique()}`, servings: 16 });

  await visit(`/recipes/${curry.id}`);
  await page.getByText("Add to Meal Plan", { exact: true }).click();
  await expect(page.getByRole("link", { name: "Custom..." })).toHaveAttribute(
    "href",
    `/meal-planner/new?recipe_id=${curry.id}`,
  );
  await page.getByRole("button", { name: "Today: Dinner" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Added to Dinner on today" })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/recipes/${curry.id}$`));

  const meals = await mealsBetween(request, me.headers, TODAY);
  expect(meals).toHaveLength(1);
  expect(meals[0]).toMatchObject({
    title: curry.name,
    meal_type: "dinner",
    time: "18:30",
    recipe_id: curry.id,
    servings: 12,
    family_member_ids: [],
  });
});

test("The recipe list links each recipe to the meal form", async ({ page, request, visit }) => {
  const me = await parent(page, request);
  const curry = await addRecipe(request, me.headers, { name: `Korma ${unique()}`, servings: 2 });
  await visit(`/recipes?view=card&search=${encodeURIComponent(curry.name)}`);
  await page.getByRole("link", { name: new RegExp(`^Add to Meal Plan\\W+${curry.name}$`) }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Add Meal" })).toBeVisible();
  await expect(page.getByLabel("Recipe")).toHaveValue(String(curry.id));
  await expect(page.getByLabel("Servings")).toHaveValue("2");

  await visit(`/recipes?view=list&search=${encodeURIComponent(curry.name)}`);
  await expect(
    page.getByRole("link", { name: new RegExp(`^Add to Plan\\W+${curry.name}$`) }),
  ).toHaveAttribute("href", `/meal-planner/new?recipe_id=${curry.id}`);
});

test("A parent fixes the mistakes the form points out", async ({
  page,
  request,
  visit,
  checkA11y,
  javaScriptEnabled,
}) => {
  const me = await parent(page, request);
  await visit(`/meal-planner/new?date=${TOMORROW}&type=breakfast`);
  await expect(page.getByLabel("Time")).toHaveValue("07:30");
  if (javaScriptEnabled) {
    // The time follows the type until one is typed.
    await page.getByLabel("Meal type").selectOption("lunch");
    await expect(page.getByLabel("Time")).toHaveValue("12:30");
  } else {
    // The usual time left as it is follows the type chosen, on the server.
    await page.getByLabel("Meal type").selectOption("lunch");
    await expect(page.getByLabel("Time")).toHaveValue("07:30");
  }
  await page.getByLabel("Servings").fill("13");
  await page.getByLabel("Choose members").check();
  await page.getByLabel(me.name, { exact: true }).uncheck();
  await page.getByLabel("Remind me before the meal").check();
  await page.getByLabel("Minutes before").fill("2");
  await page.getByLabel("Repeat", { exact: true }).check();
  await page.getByLabel("Ends on").fill(TODAY);
  await page.getByLabel("Notes").fill("Keep me");

  const answer = page.waitForResponse(
    (r) => r.request().method() === "POST" && r.url().includes("/meal-planner/new"),
  );
  await page.getByRole("button", { name: "Add Meal" }).click();
  expect((await answer).status()).toBe(422);
  await expect(page.getByRole("alert").filter({ hasText: "Failed to save meal: " })).toBeVisible();
  await expect(page.getByLabel("Meal title")).toHaveAccessibleDescription(
    /Please enter a meal title or choose a recipe/,
  );
  await expect(page.getByLabel("Servings")).toHaveAccessibleDescription(/Servings must be between 1 and 12/);
  await expect(page.getByLabel("Minutes before")).toHaveAccessibleDescription(/at least 5 minutes/);
  await expect(page.getByLabel("Ends on")).toHaveAccessibleDescription(/cannot be before the meal date/);
  await expect(page.getByText("Please tick at least one family member")).toBeVisible();
  // What was typed is kept.
  await expect(page.getByLabel("Servings")).toHaveValue("13");
  await expect(page.getByLabel("Notes")).toHaveValue("Keep me");
  await expect(page.getByLabel("Meal type")).toHaveValue("lunch");
  await expect(page.getByLabel("Time")).toHaveValue("12:30");
  await checkA11y();

  await page.getByLabel("Meal title").fill("Pancakes");
  await page.getByLabel("Servings").fill("3");
  await page.getByLabel("Just Me").check();
  await page.getByLabel("Minutes before").fill("15");
  await page.getByLabel("Repeat", { exact: true }).uncheck();
  await page.getByRole("button", { name: "Add Meal" }).click();
  await expect(page).toHaveURL(new RegExp(`/meal-planner\\?view=day&date=${TOMORROW}$`));
  await expect(page.getByRole("status")).toContainText("Added “Pancakes” to the plan.");
  const [meal] = await mealsBetween(request, me.headers, TOMORROW);
  const members = (await (await request.get("/api/family-members", { headers: me.headers })).json()).data;
  expect(meal).toMatchObject({
    title: "Pancakes",
    meal_type: "lunch",
    time: "12:30",
    servings: 3,
    reminder_minutes: 15,
    notes: "Keep me",
    family_member_ids: [members[0].id],
  });
});

test("From the planner the form opens in a dialog with JavaScript, as a page without", async ({
  page,
  request,
  visit,
  checkA11y,
  javaScriptEnabled,
  expectConsoleError,
}) => {
  expectConsoleError(/status of 422/);
  const me = await parent(page, request);
  await visit(`/meal-planner?view=day&date=${TOMORROW}`);
  await page.getByRole("link", { name: "Add Lunch" }).click();
  let form = page.locator("main");
  if (javaScriptEnabled) {
    form = page.getByRole("dialog", { name: "Add Meal" });
    await expect(form.getByLabel("Meal type")).toHaveValue("lunch");
    await expect(page).toHaveURL(new RegExp(`/meal-planner\\?view=day&date=${TOMORROW}$`));
  } else {
    await expect(page).toHaveURL(/\/meal-planner\/new\?.*key=/);
    await expect(page.getByRole("heading", { level: 1, name: "Add Meal" })).toBeVisible();
  }
  await expect(form.getByLabel("Time")).toHaveValue("12:30");
  await checkA11y();

  // A refused form comes back where it was, with its messages and what was typed.
  await form.getByLabel("Meal title").fill("Soup and bread");
  await form.getByLabel("Servings").fill("13");
  await form.getByRole("button", { name: "Add Meal" }).click();
  await expect(form.getByLabel("Servings")).toHaveAccessibleDescription(/Servings must be between 1 and 12/);
  await expect(form.getByLabel("Meal title")).toHaveValue("Soup and bread");
  if (javaScriptEnabled) await expect(form).toBeVisible();
  await checkA11y();

  await form.getByLabel("Servings").fill("3");
  await form.getByRole("button", { name: "Add Meal" }).click();
  await expect(page).toHaveURL(new RegExp(`/meal-planner\\?view=day&date=${TOMORROW}$`));
  await expect(page.getByRole("status")).toContainText("Added “Soup and bread” to the plan.");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(mealCard(page, "Soup and bread")).toBeVisible();

  // Edit from the day view: the same dialog (or page) with the meal's values.
  await mealCard(page, "Soup and bread").getByRole("link", { name: "Edit Soup and bread" }).click();
  form = javaScriptEnabled ? page.getByRole("dialog", { name: "Edit Meal" }) : page.locator("main");
  await expect(form.getByLabel("Servings")).toHaveValue("3");
  await form.getByLabel("Notes").fill("With the good bread");
  await form.getByRole("button", { name: "Update Meal" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Saved your changes to “Soup and bread”." }),
  ).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // Cancel closes the dialog and changes nothing.
  if (javaScriptEnabled) {
    await page.getByRole("link", { name: "Add Dinner" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Meal" });
    await expect(dialog.getByLabel("Meal type")).toHaveValue("dinner");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Add Dinner" })).toBeFocused();
  }
  const meals = await mealsBetween(request, me.headers, TOMORROW);
  expect(meals).toHaveLength(1);
  expect(meals[0]).toMatchObject({ title: "Soup and bread", servings: 3, notes: "With the good bread" });
});
