// Phones first (house style): at 390 × 844 every page of the app fits the screen (no page scrolls
// sideways), with JavaScript on and off. A household with a family member, a recipe and a week of
// meals, an admin and a guest open every page; each visit also runs axe and the sideways check
// (tests/support/e2e.ts). The planner is checked for its phone layout, not only for its width: the
// week is a list of days, the month a grid of dots with the chosen day below it.
import type { APIRequestContext, Page } from "@playwright/test";
import { addDays, format, parseISO, startOfWeek } from "date-fns";
import { ADMIN, bearer, newAccount, registerViaApi, signIn, tokenFor } from "../support/accounts";
import { expect, PHONE, test } from "../support/e2e";

test.use({ viewport: PHONE });

type Json = Record<string, unknown>;

const iso = (d: Date) => format(d, "yyyy-MM-dd");
const now = new Date();
const TODAY = iso(now);
const weekDay = (n: number) => iso(addDays(startOfWeek(now), n));
/** One meal on each of these days of this week (but today's three meals on today). */
const OTHER_DAYS = [
  { date: weekDay(1), type: "dinner", title: "Fish tacos with a very long name that has to wrap on a phone" },
  { date: weekDay(2), type: "snack", title: "Apple slices" },
  { date: weekDay(3), type: "brunch", title: "Pancakes" },
  { date: weekDay(5), type: "dessert", title: "Chocolate mousse" },
];

async function post(request: APIRequestContext, path: string, token: string, data: Json) {
  const response = await request.post(path, { headers: bearer(token), data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data as { id: number };
}

/** A new parent with a family member, a recipe and meals on most days of this week, signed in. */
async function household(page: Page, request: APIRequestContext) {
  const account = await registerViaApi(request);
  const { token } = account;
  const member = await post(request, "/api/family-members", token, {
    name: "Maximiliana Featherstonehaugh",
    age: 8,
    relationship: "Child",
    default_portion_size: 60,
  });
  const recipe = await post(request, "/api/recipes", token, {
    name: "Slow-cooked Moroccan lamb tagine with apricots, almonds and herbed couscous",
    description: "A family favourite for cold evenings.",
    instructions: "Brown the lamb.\n\nSimmer for two hours.",
    prep_time: 20,
    cook_time: 120,
    servings: 6,
    difficulty_level: "Medium",
    cuisine_type: "Moroccan",
    meal_type: "dinner",
    ingredients: [{ name: "lamb shoulder", quantity: 1, unit: "kilogram" }],
  });
  const plan = (data: Json) => post(request, "/api/meal-plans", token, { servings: 4, ...data });
  const meal = await plan({
    title: "Lamb tagine",
    meal_type: "dinner",
    date: TODAY,
    recipe_id: recipe.id,
    family_member_ids: [member.id],
    nutrition: { calories: 650, protein: 40, carbs: 55, fat: 28, fiber: 7, sugar: 12 },
  });
  await plan({ title: "Porridge with berries", meal_type: "breakfast", date: TODAY });
  await plan({ title: "Tomato soup", meal_type: "lunch", date: TODAY });
  for (const other of OTHER_DAYS)
    if (other.date !== TODAY) await plan({ title: other.title, meal_type: other.type, date: other.date });
  await signIn(page, account);
  return { account, member, recipe, meal };
}

type Household = Awaited<ReturnType<typeof household>>;

/** Every page a member can open, in small groups (each story is one group, so the crawl runs in parallel). */
const MEMBER_PAGES: Record<string, (h: Household) => string[]> = {
  "the dashboard and the planner's month": () => ["/", "/meal-planner?view=month"],
  "the planner's week, day and print views": () => [
    `/meal-planner?view=week&date=${TODAY}`,
    `/meal-planner?view=day&date=${TODAY}`,
    `/meal-planner?view=week&date=${TODAY}&print=1`,
  ],
  "a meal's pages": ({ meal }) => [
    `/meal-planner/meals/${meal.id}`,
    `/meal-planner/meals/${meal.id}/edit`,
    `/meal-planner/new?date=${TODAY}&type=dinner`,
    `/meal-planner/meals/${meal.id}/move`,
  ],
  "the leftovers, remove and print pages": ({ meal }) => [
    `/meal-planner/meals/${meal.id}/leftovers`,
    `/meal-planner/meals/${meal.id}/remove`,
    "/meal-planner/print",
  ],
  "the history, the calendar feed and a missing meal": () => [
    "/meal-planner/history",
    "/meal-planner/calendar-feed",
    "/meal-planner/meals/999999999",
  ],
  "the recipe list in both views": () => ["/recipes?view=card", "/recipes?view=list"],
  "a recipe and the recipe forms": ({ recipe }) => [
    `/recipes/${recipe.id}`,
    "/recipes/new",
    `/recipes/${recipe.id}/edit`,
    "/recipes/import",
  ],
  "the recipe delete page and the family settings": ({ recipe }) => [
    `/recipes/${recipe.id}/delete`,
    "/family/settings",
    "/family/people",
  ],
  "the family and its member forms": ({ member }) => [
    "/family",
    "/family/members/new",
    `/family/members/${member.id}/edit`,
    `/family/members/${member.id}/remove`,
  ],
  "the nutrition analysis, its goals, a member's view and the print view": ({ member }) => [
    "/nutrition-analysis",
    "/nutrition-analysis?period=month&goals=1&nutrient=protein",
    `/nutrition-analysis?member=${member.id}`,
    "/nutrition-analysis?print=1",
  ],
};

for (const [pages, paths] of Object.entries(MEMBER_PAGES)) {
  test(`On a phone, ${pages} fit the screen`, async ({ page, request, visit }) => {
    test.slow();
    for (const path of paths(await household(page, request))) {
      await visit(path);
      await expect(page.getByRole("main"), path).toBeVisible();
    }
  });
}

/** The admin's pages; a user and a flag of the story's own to open. */
const ADMIN_PAGES: Record<string, (ids: { user: number; flag: number }) => string[]> = {
  "the admin dashboard and user pages": ({ user }) => [
    "/admin",
    "/admin/users",
    "/admin/users/new",
    `/admin/users/${user}/edit`,
    `/admin/users/${user}/delete`,
  ],
  "the admin's feature flag pages": ({ flag }) => [
    "/admin/features",
    "/admin/features/new",
    `/admin/features/${flag}/edit`,
    `/admin/features/${flag}/delete`,
  ],
};

for (const [pages, paths] of Object.entries(ADMIN_PAGES)) {
  test(`On a phone, ${pages} fit the screen`, async ({ page, request, visit }) => {
    test.slow();
    const token = await tokenFor(request, ADMIN);
    const account = newAccount("phone");
    const user = await post(request, "/api/admin/users", token, {
      ...account,
      password_confirmation: account.password,
      role: "member",
    });
    const flag = await post(request, "/api/admin/features", token, {
      name: "A flag with a rather long name, to wrap on a phone",
      key: `phone_flag_${user.id}`,
      description: "Made by a phone story.",
      enabled_for: ["admin", "member"],
    });
    try {
      await signIn(page, ADMIN);
      for (const path of paths({ user: user.id, flag: flag.id })) {
        await visit(path);
        await expect(page.getByRole("main"), path).toBeVisible();
      }
    } finally {
      await request.delete(`/api/admin/features/${flag.id}`, { headers: bearer(token) });
      await request.delete(`/api/admin/users/${user.id}`, { headers: bearer(token) });
    }
  });
}

test("On a phone, the sign-in, sign-up and not-found pages fit the screen", async ({ page, visit }) => {
  test.slow();
  for (const path of ["/login", "/register", "/invite/not-a-real-invitation", "/no/such/page"]) {
    await visit(path);
    await expect(page.getByRole("main"), path).toBeVisible();
  }
});

test("On a phone, the week is a list of days and the month a grid of dots with the chosen day below", async ({
  page,
  request,
  visit,
}) => {
  test.slow();
  await household(page, request);

  // The week: one day under the other, each with its meals; no table to pan across.
  await visit(`/meal-planner?view=week&date=${TODAY}`);
  const dayHead = (n: number) =>
    page.getByRole("columnheader", { name: format(parseISO(weekDay(n)), "EEE MMM d"), exact: true });
  const sunday = await dayHead(0).boundingBox();
  const monday = await dayHead(1).boundingBox();
  const saturday = await dayHead(6).boundingBox();
  if (!sunday || !monday || !saturday) throw new Error("A day of the week is not shown.");
  expect(monday.x).toBe(sunday.x);
  expect(monday.y).toBeGreaterThan(sunday.y);
  expect(saturday.y).toBeGreaterThan(monday.y);
  expect(sunday.width).toBeGreaterThan(PHONE.width * 0.8);
  const todayMeals = page.locator(`td[data-cell="${TODAY}|dinner"]`);
  await expect(todayMeals).toContainText("Lamb tagine");
  const todayBox = await todayMeals.boundingBox();
  expect(todayBox?.width).toBeGreaterThan(PHONE.width * 0.8);

  // The month: all seven columns on the screen, a dot per meal, and the chosen day's meals below.
  await visit("/meal-planner?view=month");
  const table = page.getByRole("table");
  const box = await table.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(PHONE.width);
  await expect(page.getByRole("columnheader", { name: "Sat", exact: true })).toBeInViewport();
  const chosen = page.getByRole("region", { name: format(now, "EEEE, MMMM d") });
  await expect(chosen).toContainText("Lamb tagine");
  await expect(chosen).toContainText("Porridge with berries");
  // Another day with one meal; its month's view when it falls in another month.
  const other = OTHER_DAYS.find((d) => d.date !== TODAY)!;
  if (other.date.slice(0, 7) !== TODAY.slice(0, 7))
    await visit(`/meal-planner?view=month&date=${other.date}`);
  const name = format(parseISO(other.date), "EEEE, MMMM d");
  await page.getByRole("link", { name: `${name}: 1 meal`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`date=${other.date}#month$`));
  const otherDay = page.getByRole("region", { name });
  await expect(otherDay).toContainText(other.title);
  await expect(otherDay.getByRole("link", { name: `Open day view of ${name}` })).toBeVisible();
  await expect(page.getByRole("link", { name: `${name}: 1 meal (shown below)`, exact: true })).toBeVisible();
});
