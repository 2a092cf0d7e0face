// GET /api/notifications (docs/api.md#notifications, ADR 056): the dashboard's notifications as JSON,
// for the caller's household only, each kind only while the caller has it on. Every story makes its own
// households.
import { type APIRequestContext, expect, test } from "@playwright/test";
import { bearer, registerViaApi } from "../support/accounts";

type Group = { kind: string; title: string; lines: { text: string; href: string }[]; more: number };

/** The server's calendar day `offset` days from today (the machine's zone, as the server reads it). */
const day = (offset: number) => {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit" }).format(date);
};

async function household(request: APIRequestContext) {
  const account = await registerViaApi(request);
  return { ...account, headers: bearer(account.token) };
}

async function notifications(request: APIRequestContext, headers: Record<string, string>) {
  const response = await request.get("/api/notifications", { headers });
  expect(response.status(), await response.text()).toBe(200);
  const body = await response.json();
  expect(body.success).toBe(true);
  return new Map((body.data.groups as Group[]).map((g) => [g.kind, g]));
}

test("a caller is told of their pantry, meals planned through a token and saves of their shared recipe; nobody else is", async ({
  request,
}) => {
  const me = await household(request);
  const other = await household(request);

  const empty = await notifications(request, me.headers);
  expect([...empty.keys()]).toEqual(["inventory", "meal_plans", "recipes"]);
  for (const group of empty.values()) expect(group).toMatchObject({ lines: [], more: 0 });

  const stocked = await request.post("/api/inventory", {
    headers: me.headers,
    data: { name: "Yogurt", category: "Dairy & Eggs", quantity: 1, unit: "piece", expiryDate: day(1) },
  });
  expect(stocked.status(), await stocked.text()).toBe(201);
  const planned = await request.post("/api/meal-plans", {
    headers: me.headers,
    data: { date: day(2), meal_type: "dinner", title: "Token soup", servings: 2 },
  });
  expect(planned.status(), await planned.text()).toBe(201);
  const created = await request.post("/api/recipes", {
    headers: me.headers,
    data: {
      name: "Told tacos",
      cuisine_type: "Mexican",
      instructions: "Warm the tortillas.",
      ingredients: [{ name: "black beans", quantity: 400, unit: "gram" }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const recipeId = (await created.json()).data.id as number;
  expect((await request.post(`/api/recipes/${recipeId}/share`, { headers: me.headers })).status()).toBe(200);
  const saved = await request.post(`/api/community/recipes/${recipeId}/save`, { headers: other.headers });
  expect(saved.status(), await saved.text()).toBe(200);

  const told = await notifications(request, me.headers);
  expect(told.get("inventory")?.lines).toEqual([{ text: "Yogurt: expires tomorrow", href: "/inventory" }]);
  const mealId = (await planned.json()).data.id as number;
  expect(told.get("meal_plans")?.lines).toEqual([
    {
      text: expect.stringMatching(/^Test user \w+ \(API token\) planned “Token soup” for /),
      href: `/meal-planner/meals/${mealId}`,
    },
  ]);
  expect(told.get("recipes")?.lines).toEqual([
    { text: "“Told tacos” was saved by another family", href: `/recipes/${recipeId}` },
  ]);

  // The other household hears nothing of ours.
  for (const group of (await notifications(request, other.headers)).values()) expect(group.lines).toEqual([]);

  // A kind turned off in the preferences is left out.
  const off = await request.put("/api/settings/preferences", {
    headers: me.headers,
    data: { notifications: { inventory: false, recipes: false } },
  });
  expect(off.status(), await off.text()).toBe(200);
  expect([...(await notifications(request, me.headers)).keys()]).toEqual(["meal_plans"]);
});

test("without a token or session the call is a JSON 401", async ({ request }) => {
  const response = await request.get("/api/notifications");
  expect(response.status()).toBe(401);
  expect(await response.json()).toMatchObject({ message: "Unauthenticated." });
  const post = await request.post("/api/notifications", { headers: (await household(request)).headers });
  expect(post.status()).toBe(405);
});
