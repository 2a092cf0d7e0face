// The Nutrition Analysis screen in the browser, with JavaScript on and off: this week's analysis and
// this month's, the goals form with the Keto preset saved, the charts as server-drawn SVG with their
// tables, a refused period, one member's view, and the page on a phone. Every story registers its own
// account and seeds meals with nutrition through the JSON API; each visit runs axe and the sideways
// check (tests/support/e2e.ts).
import type { APIRequestContext, Page } from "@playwright/test";
import { format, startOfMonth } from "date-fns";
import { bearer, registerViaApi, signIn } from "../support/accounts";
import { expect, PHONE, test } from "../support/e2e";

type Json = Record<string, unknown>;

const iso = (d: Date) => format(d, "yyyy-MM-dd");
const now = new Date();
const TODAY = iso(now);
const FIRST_OF_MONTH = iso(startOfMonth(now));

/** A new parent, signed in, with a breakfast and a dinner today (and a lunch on the 1st, if not today). */
async function parent(page: Page, request: APIRequestContext) {
  const account = await registerViaApi(request);
  const headers = bearer(account.token);
  const plan = async (data: Json) => {
    const response = await request.post("/api/meal-plans", { headers, data: { servings: 2, ...data } });
    expect(response.status(), await response.text()).toBe(201);
  };
  await plan({
    title: "Porridge",
    meal_type: "breakfast",
    date: TODAY,
    nutrition: { calories: 400, protein: 15, carbs: 60, fat: 10, fiber: 8, sugar: 12 },
  });
  await plan({
    title: "Salmon bowl",
    meal_type: "dinner",
    date: TODAY,
    nutrition: { calories: 1200, protein: 60, carbs: 110, fat: 50, fiber: 12, sugar: 9 },
  });
  if (FIRST_OF_MONTH !== TODAY)
    await plan({
      title: "Month-start lunch",
      meal_type: "lunch",
      date: FIRST_OF_MONTH,
      nutrition: { calories: 700, protein: 30, carbs: 80, fat: 20, fiber: 6, sugar: 5 },
    });
  await signIn(page, account);
  return { ...account, headers };
}

test("A parent opens this week's nutrition analysis and switches to this month", async ({
  page,
  request,
  visit,
}) => {
  await parent(page, request);
  await visit("/nutrition-analysis");
  await expect(page.getByRole("heading", { level: 1, name: "Nutrition Analysis" })).toBeVisible();
  await expect(page.getByRole("link", { name: "This Week" })).toHaveAttribute("aria-current", "true");
  await expect(page.getByRole("heading", { name: "Nutritional Summary" })).toBeVisible();
  // Today's two meals: 1,600 kcal against the default 2,000 (80 %): 'close'.
  const calories = page.getByRole("progressbar", { name: "Calories: close" });
  await expect(calories).toHaveAttribute("aria-valuenow", "80");
  await expect(page.getByText("1,600 kcal of 2,000 kcal")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Top Sources of Calories" })).toBeVisible();
  await expect(page.getByText("Salmon bowl: 1,200 kcal")).toBeVisible();
  await expect(page.getByText("Your calorie intake is on target.")).toBeHidden();

  await page.getByRole("link", { name: "This Month" }).click();
  await expect(page).toHaveURL(/period=month/);
  await expect(page.getByRole("link", { name: "This Month" })).toHaveAttribute("aria-current", "true");
  // Every day of the month so far is a row of the chart's table (folded away under the chart).
  const dailyTable = page.locator("table").filter({ hasText: "Daily calories" });
  await expect(dailyTable.locator("tbody tr")).toHaveCount(now.getDate());

  // Another nutrient's trend and top sources are a link away.
  await page.getByRole("link", { name: "Protein", exact: true }).click();
  await expect(page).toHaveURL(/nutrient=protein/);
  await expect(page.getByRole("heading", { name: "Top Sources of Protein" })).toBeVisible();
  await expect(page.getByText("Salmon bowl: 60 g")).toBeVisible();
});

test("A parent applies the Keto preset and saves it as their goals", async ({
  page,
  request,
  visit,
  checkA11y,
}) => {
  const me = await parent(page, request);
  await visit("/nutrition-analysis");
  await page.getByRole("link", { name: "Update Nutrition Goals" }).click();
  await expect(page.getByRole("heading", { name: "Nutrition Goals" })).toBeVisible();
  await expect(page.getByText("Set your daily nutrition targets")).toBeVisible();
  await expect(page.getByRole("link", { name: "Hide Nutrition Goals" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Keto" })).toHaveAttribute("aria-pressed", "false");

  await page.getByRole("button", { name: "Keto" }).click();
  await expect(page.getByLabel("Carbs (g)")).toHaveValue("25");
  await expect(page.getByLabel("Fat (g)")).toHaveValue("165");
  await expect(page.getByRole("button", { name: "Keto" })).toHaveAttribute("aria-pressed", "true");
  await checkA11y();

  await page.getByRole("button", { name: "Save Goals" }).click();
  await expect(page.getByText("Nutrition goals saved")).toBeVisible();
  await expect(page.getByRole("button", { name: "Keto" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("1,600 kcal of 2,000 kcal")).toBeVisible();
  await expect(page.getByText(/of 165 g/)).toBeVisible();
  const goals = await request.get("/api/nutrition/goals", { headers: me.headers });
  expect((await goals.json()).preset).toBe("keto");

  // An out-of-range target is stopped by the field's own range (the server checks the same one).
  await page.getByLabel("Protein (g)").fill("5");
  expect(
    await page.getByLabel("Protein (g)").evaluate((e) => (e as HTMLInputElement).validity.rangeUnderflow),
  ).toBe(true);
});

test("The charts are SVG drawn on the server, each with a text table", async ({ page, request, visit }) => {
  await parent(page, request);
  await visit("/nutrition-analysis");
  const figures = page.locator("figure");
  await expect(figures.locator("svg")).toHaveCount(3);
  await expect(figures.first().locator("svg path").first()).toBeAttached();
  await expect(page.getByRole("table", { name: "Macronutrient calories, daily average" })).toBeVisible();
  await expect(
    page.getByRole("table", { name: /Daily calories \(target 2,000 kcal, dashed\)/ }),
  ).toBeAttached();
  await expect(page.getByRole("table", { name: "Daily averages by meal type" })).toBeVisible();
  // The dashed target line of the daily calories.
  expect(
    await page.locator('figure svg [stroke-dasharray="6 4"], figure svg [style*="6 4"]').count(),
  ).toBeGreaterThan(0);

  const csv = await request.get(`/nutrition-analysis/export.csv?period=custom&from=${TODAY}&to=${TODAY}`, {
    headers: { cookie: (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ") },
  });
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const text = await csv.text();
  expect(text).toContain(`${TODAY},1600,75,170,60,20,21,no`);
  expect(text).toContain("goal,2000,50,275,78,28,50");

  await page.getByRole("link", { name: "Print view" }).click();
  await expect(page.getByRole("link", { name: "Back to the analysis" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Update Analysis" })).toHaveCount(0);
});

test("A period the screen cannot read is refused with the dates kept", async ({ page, request, visit }) => {
  await parent(page, request);
  const response = await visit("/nutrition-analysis?period=custom&from=2026-11-20&to=2026-11-10");
  expect(response?.status()).toBe(400);
  await expect(page.getByText("The From date must be on or before the To date.")).toBeVisible();
  await expect(page.getByLabel("From")).toHaveValue("2026-11-20");
  await expect(page.getByLabel("To")).toHaveValue("2026-11-10");
  await expect(page.getByRole("heading", { name: "Nutritional Summary" })).toHaveCount(0);

  await page.getByLabel("From").fill("2026-11-01");
  await page.getByRole("button", { name: "Update Analysis" }).click();
  await expect(page).toHaveURL(/from=2026-11-01&to=2026-11-10/);
  await expect(page.getByRole("link", { name: "Custom" })).toHaveAttribute("aria-current", "true");
  await expect(page.getByRole("heading", { name: "Nutritional Summary" })).toBeVisible();
});

test("A parent reads one family member's intake against goals estimated from age", async ({
  page,
  request,
  visit,
}) => {
  const me = await parent(page, request);
  const response = await request.post("/api/family-members", {
    headers: me.headers,
    data: { name: "Robin", age: 8, gender: "female", activity_level: "moderate", default_portion_size: 50 },
  });
  expect(response.status(), await response.text()).toBe(201);
  await visit("/nutrition-analysis");
  await page.getByLabel("Whose intake").selectOption({ label: "Robin" });
  await page.getByRole("button", { name: "Show", exact: true }).click();
  await expect(page).toHaveURL(/member=\d+/);
  await expect(
    page.getByText(/Robin, against goals estimated from the Dietary Guidelines \(age 8/),
  ).toBeVisible();
  // Today's meals are for everyone, so she eats her default portion (half): 800 kcal against an
  // 8-year-old girl's 1,600 kcal.
  await expect(page.getByText("800 kcal of 1,600 kcal")).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Calories: progress" })).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });
  test("The analysis fits a 390 px screen with its goals open", async ({ page, request, visit }) => {
    await parent(page, request);
    await visit("/nutrition-analysis?period=month&goals=1");
    await expect(page.getByRole("heading", { name: "Nutrition Goals" })).toBeVisible();
    const width = await page
      .locator("figure svg")
      .first()
      .evaluate((e) => e.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(PHONE.width);
  });
});
