// Dates a request may send (issue 32), over HTTP against the production build: a date outside the shared
// calendar's years (1900–2199) or a day the calendar does not have is a 422 naming the field, on every
// call that hung the server, answered 500 or turned year 0099 into 1999 — and the server keeps answering.
import { expect, test } from "@playwright/test";
import { bearer, registerViaApi, signInWithCookie } from "../support/accounts";

test("the nutrition reports refuse dates outside the calendar by name, and the server keeps answering", async ({
  request,
}) => {
  const account = await registerViaApi(request);
  const headers = bearer(account.token);
  const calls: [string, string][] = [
    ["/api/nutrition/daily-report?date=9999-12-31", "date"],
    ["/api/nutrition/daily-report?date=2023-02-29", "date"],
    ["/api/nutrition/summary?start_date=9999-12-31&end_date=9999-12-31", "start_date"],
    ["/api/nutrition/trends?start_date=2026-01-01&end_date=10000-01-01", "end_date"],
    ["/api/nutrition/weekly-report?start_date=9999-12-30", "start_date"],
    ["/api/nutrition/weekly-report?start_date=0099-01-01", "start_date"],
  ];
  for (const [path, field] of calls) {
    const response = await request.get(path, { headers, timeout: 10_000 });
    expect(response.status(), `${path}: ${await response.text()}`).toBe(422);
    const body = await response.json();
    expect(body.success).toBe(false);
    expect(Object.keys(body.errors), path).toEqual([field]);
  }
  const health = await request.get("/healthz", { timeout: 2_000 });
  expect(health.status()).toBe(200);
  // The last day of the calendar is a day like any other.
  const last = await request.get("/api/nutrition/daily-report?date=2199-12-31", { headers });
  expect(last.status(), await last.text()).toBe(200);
});

test("the analysis page and its CSV answer a period outside the calendar with the form's message", async ({
  request,
}) => {
  const account = await registerViaApi(request);
  await signInWithCookie(request, account);
  const page = await request.get("/nutrition-analysis?period=custom&from=9999-12-31&to=9999-12-31", {
    timeout: 10_000,
  });
  // The flag may keep members out (a redirect home); either way the server answers at once.
  expect(page.status()).toBeLessThan(500);
  if (page.url().includes("/nutrition-analysis"))
    expect(await page.text()).toContain("Choose a date from 1900-01-01 to 2199-12-31.");
  const csv = await request.get(
    "/nutrition-analysis/export.csv?period=custom&from=9999-12-31&to=9999-12-31",
    {
      timeout: 10_000,
      maxRedirects: 0,
    },
  );
  expect(csv.status()).toBeLessThan(500);
  expect((await request.get("/healthz", { timeout: 2_000 })).status()).toBe(200);
});

test("inventory dates before 1900 or impossible are 422 under their field, and nothing is stored", async ({
  request,
}) => {
  const { token } = await registerViaApi(request);
  const headers = bearer(token);
  for (const [field, value] of [
    ["purchaseDate", "0000-01-01"],
    ["expiryDate", "0000-01-01"],
    ["expiryDate", "0099-12-31"],
    ["expiryDate", "2023-02-30"],
    ["purchaseDate", "9999-12-31"],
  ]) {
    const response = await request.post("/api/inventory", {
      headers,
      data: { name: "Milk", category: "Dairy & Eggs", quantity: 1, unit: "l", [field as string]: value },
    });
    expect(response.status(), await response.text()).toBe(422);
    expect(Object.keys((await response.json()).errors)).toEqual([field]);
  }
  const list = await (await request.get("/api/inventory", { headers })).json();
  expect(list.data).toEqual([]);
});

test("a chat plan from a date outside the calendar is a question, not an error", async ({ request }) => {
  const { token } = await registerViaApi(request);
  const response = await request.post("/api/ai-assistant", {
    headers: bearer(token),
    data: { message: "plan 7 days of dinners from 9999-12-28", previousMessages: [] },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = await response.json();
  expect(body.message).toContain("9999-12-28 is not a date I can plan for");
});
