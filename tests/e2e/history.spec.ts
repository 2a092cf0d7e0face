// The meal-history log and the exports (docs/product.md#meal-history; docs/decisions/011-exports.md), with
// JavaScript on and off: filtering the log and downloading it, the week as .ics and CSV with the print
// page, and a private calendar subscription that stops answering once revoked. Every story registers
// its own account and seeds its meals through the JSON API.
import fs from "node:fs/promises";
import type { APIRequestContext, Page } from "@playwright/test";
import { bearer, registerViaApi, signIn } from "../support/accounts";
import { expect, test } from "../support/e2e";

type Meal = { id: number; version: number; title: string; date: string };

// The server's calendar days are UTC days.
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function parent(page: Page, request: APIRequestContext) {
  const account = await registerViaApi(request);
  await signIn(page, account);
  return { ...account, headers: bearer(account.token) };
}

async function plan(
  request: APIRequestContext,
  headers: Record<string, string>,
  data: Record<string, unknown>,
) {
  const response = await request.post("/api/meal-plans", { headers, data: { servings: 4, ...data } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data as Meal;
}

async function download(page: Page, linkName: string) {
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: linkName }).click(),
  ]);
  const path = await file.path();
  return { name: file.suggestedFilename(), text: await fs.readFile(path, "utf8") };
}

test("An auditor filters the history by person and downloads it", async ({ page, request, visit }) => {
  test.slow();
  const me = await parent(page, request);
  const chili = await plan(request, me.headers, { title: "Chili", meal_type: "dinner", date: day(2) });
  const soup = await plan(request, me.headers, { title: "Soup", meal_type: "lunch", date: day(3) });
  const changed = await request.put(`/api/meal-plans/${chili.id}`, {
    headers: me.headers,
    data: { servings: 2 },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  const removed = await request.delete(`/api/meal-plans/${soup.id}`, { headers: me.headers });
  expect(removed.ok(), await removed.text()).toBe(true);

  await visit("/meal-planner/history");
  await expect(page.getByRole("heading", { level: 1, name: "Meal history" })).toBeVisible();
  const rows = page.getByRole("table").locator("tbody tr");
  await expect(rows).toHaveCount(4);
  await expect(rows.first()).toContainText("Meal removed");
  await expect(rows.nth(1)).toContainText("Servings: 4 → 2");
  await expect(rows.nth(1)).toContainText("API token");
  await expect(rows.nth(1)).toContainText(me.name);
  await expect(page.getByRole("table")).toContainText('Planned "Chili" for dinner on');
  // A meal that still exists links to its details; a removed one says so.
  // Meals are named by their titles at the time (and their number), not by the number alone.
  await expect(rows.nth(1).getByRole("link", { name: "Chili", exact: true })).toHaveAttribute(
    "href",
    `/meal-planner/meals/${chili.id}`,
  );
  await expect(rows.first()).toContainText(`Soup #${soup.id} (no longer planned)`);
  await expect(rows.first()).toContainText('Removed "Soup"');

  await page.getByLabel("Event type", { exact: true }).selectOption({ label: "Meal changed" });
  await page.getByLabel("Person", { exact: true }).selectOption({ label: me.name });
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(new RegExp(`type=MealChanged&person=${me.id}`));
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Servings: 4 → 2");
  await expect(page.getByLabel("Event type", { exact: true })).toHaveValue("MealChanged");

  const csv = await download(page, "Download CSV");
  expect(csv.name).toMatch(/^meal-history-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = csv.text.trimEnd().split("\r\n");
  expect(lines[0]).toBe(
    "position,household_sequence,recorded_at,household_id,meal_id,event_type,actor_user_id,actor_name,source,request_id,summary,data,hash",
  );
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`,${chili.id},MealChanged,${me.id},${me.name},api,`);
  expect(lines[1]).toContain("Servings: 4 → 2");

  const jsonl = await page.request.get(`/meal-planner/history.jsonl?person=${me.id}`);
  expect(jsonl.status()).toBe(200);
  expect(jsonl.headers()["content-type"]).toContain("application/x-ndjson");
  expect(jsonl.headers()["content-disposition"]).toMatch(/^attachment; filename="meal-history-.*\.jsonl"$/);
  const events = (await jsonl.text())
    .trimEnd()
    .split("\n")
    .map((line) => JSON.parse(line));
  expect(events.map((e) => e.event_type)).toEqual([
    "MealPlanned",
    "MealPlanned",
    "MealChanged",
    "MealRemoved",
  ]);
  expect(events[2]).toMatchObject({ meal_id: chili.id, source: "api", actor_name: me.name });

  // Another family's log is not there for a member, in the page or in the downloads.
  expect((await page.request.get("/meal-planner/history?household=999999999")).status()).toBe(404);
  expect((await page.request.get("/meal-planner/history.csv?household=all")).status()).toBe(404);
});

test("A parent exports the week as .ics and CSV", async ({ page, request, visit }) => {
  test.slow();
  const me = await parent(page, request);
  const [start, end] = [day(0), day(6)];
  const chili = await plan(request, me.headers, {
    title: "Chili, extra hot",
    meal_type: "dinner",
    date: day(1),
    time: "18:30",
    notes: "=1+1; serve with rice",
  });
  await plan(request, me.headers, { title: "Porridge", meal_type: "breakfast", date: day(2), time: "07:30" });
  await plan(request, me.headers, { title: "Next month", meal_type: "lunch", date: day(40) });
  await plan(request, me.headers, {
    title: "Chili leftovers",
    meal_type: "lunch",
    date: day(3),
    time: "12:30",
    servings: 2,
    is_leftover: true,
    original_meal_id: chili.id,
  });

  await visit(`/meal-planner/print?start_date=${start}&end_date=${end}`);
  // The planner's 12-hour times, leftovers marked, and every day's columns at the same place.
  await expect(page.getByRole("row", { name: /Chili, extra hot/ })).toContainText("6:30 PM");
  await expect(page.getByRole("row", { name: /Porridge/ })).toContainText("7:30 AM");
  await expect(page.getByRole("cell", { name: "Chili leftovers (leftovers)" })).toBeVisible();
  const columnEdges = async (mealTitle: string) => {
    const row = page.getByRole("table").filter({ hasText: mealTitle });
    const headers = row.getByRole("columnheader");
    return Promise.all((await headers.all()).map(async (h) => Math.round((await h.boundingBox())?.x ?? -1)));
  };
  const dinnerColumns = await columnEdges("Chili, extra hot");
  expect(dinnerColumns).toHaveLength(6);
  expect(await columnEdges("Porridge")).toEqual(dinnerColumns);
  expect(await columnEdges("Chili leftovers")).toEqual(dinnerColumns);
  await expect(page.getByRole("heading", { level: 1, name: /^Meal plan: / })).toBeVisible();
  await expect(
    page.getByText('To save as PDF, choose "Save as PDF" in your browser\'s print dialog.'),
  ).toBeVisible();
  await expect(page.getByRole("cell", { name: /Chili, extra hot/ })).toBeVisible();
  await expect(page.getByRole("cell", { name: /Porridge/ })).toBeVisible();
  await expect(page.getByText("Next month")).toHaveCount(0);

  const ics = await download(page, "Download calendar (.ics)");
  expect(ics.name).toBe(`meal-plan-${start}-to-${end}.ics`);
  const calendar = ics.text.replace(/\r\n /g, "");
  expect(calendar.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
  expect(calendar.match(/BEGIN:VEVENT/g)).toHaveLength(3);
  expect(calendar).toContain(`UID:meal-${chili.id}@family-meal-planner\r\n`);
  expect(calendar).toContain(`DTSTART:${day(1).replaceAll("-", "")}T183000\r\n`);
  expect(calendar).toContain("SUMMARY:Dinner: Chili\\, extra hot\r\n");
  expect(calendar).toContain("Notes: =1+1\\; serve with rice");

  const icsResponse = await page.request.get(`/meal-planner/export.ics?start_date=${start}&end_date=${end}`);
  expect(icsResponse.headers()["content-type"]).toBe("text/calendar; charset=utf-8");

  const csv = await download(page, "Download CSV");
  expect(csv.name).toBe(`meal-plan-${start}-to-${end}.csv`);
  const rows = csv.text.trimEnd().split("\r\n");
  expect(rows[0]).toBe(
    "date,time,type,title,recipe,servings,for,notes,calories,protein,carbs,fat,fiber,sugar,leftover",
  );
  expect(rows).toHaveLength(4);
  expect(rows[1]).toBe(
    `${day(1)},18:30,Dinner,"Chili, extra hot",,4,everyone,'=1+1; serve with rice,,,,,,,no`,
  );
  expect(rows[3]).toBe(`${day(3)},12:30,Lunch,Chili leftovers,,2,everyone,,,,,,,,yes`);
  const csvResponse = await page.request.get(`/meal-planner/export.csv?start_date=${start}&end_date=${end}`);
  expect(csvResponse.headers()["content-type"]).toBe("text/csv; charset=utf-8");

  // A range that ends before it starts is explained under the field.
  await visit(`/meal-planner/print?start_date=${end}&end_date=${start}`);
  await expect(page.getByLabel("To", { exact: true })).toHaveAccessibleDescription(
    "The end date cannot be before the start date.",
  );
});

test("A parent subscribes to the calendar feed and revokes it", async ({
  page,
  request,
  visit,
  checkA11y,
}) => {
  test.slow();
  const me = await parent(page, request);
  await plan(request, me.headers, { title: "Fish pie", meal_type: "dinner", date: day(1) });

  await visit("/meal-planner/calendar-feed");
  await expect(page.getByText("You have no active calendar links.")).toBeVisible();
  await page.getByRole("button", { name: "Create calendar link" }).click();
  await expect(page.getByRole("status")).toContainText("it is shown only once");
  await checkA11y();
  const url = await page.getByRole("textbox", { name: "Calendar link" }).inputValue();
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/calendar\/fmp_cal_[\w-]{43}\.ics$/);
  await expect(page.getByRole("link", { name: "Open in your calendar app" })).toHaveAttribute(
    "href",
    url.replace(/^https?:/, "webcal:"),
  );

  // No sign-in: the standalone request context has no session cookie.
  const feed = await request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect((await feed.text()).replace(/\r\n /g, "")).toContain("SUMMARY:Dinner: Fish pie\r\n");

  // The link is not shown again; the list has it, and revoking stops it.
  await visit("/meal-planner/calendar-feed");
  await expect(page.getByRole("textbox", { name: "Calendar link" })).toHaveCount(0);
  await page.getByRole("button", { name: /^Revoke/ }).click();
  await expect(page.getByText("You have no active calendar links.")).toBeVisible();
  await expect(page.getByText("Revoked links (1)")).toBeVisible();
  await checkA11y();
  expect((await request.get(url)).status()).toBe(404);
  expect((await request.get("/calendar/not-a-token.ics")).status()).toBe(404);
});
