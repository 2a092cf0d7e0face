// GET /api/dashboard: the dashboard's figures for the caller's household, moving as the household plans,
// stocks and shops (docs/product.md#dashboard). Every story makes its own household.
import { expect, test } from "@playwright/test";
import { bearer, registerViaApi } from "../support/accounts";

/** The server's calendar day `offset` days from today (the machine's zone, as the server reads it). */
const day = (offset: number) => {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit" }).format(date);
};

test("the dashboard's counts follow the household's meals, pantry and shopping list", async ({ request }) => {
  const account = await registerViaApi(request);
  const headers = bearer(account.token);
  const read = async () => {
    const response = await request.get("/api/dashboard", { headers });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()).data;
  };
  expect(await read()).toMatchObject({
    date: day(0),
    todays_meals: 0,
    upcoming_meals: 0,
    upcoming_days: 7,
    expiring_items: 0,
    inventory_status: [],
    shopping_list_items: 0,
  });

  for (const [date, title] of [
    [day(0), "Soup today"],
    [day(2), "Pie soon"],
    [day(3), "Stew soon"],
  ] as const) {
    const planned = await request.post("/api/meal-plans", {
      headers,
      data: { date, meal_type: "dinner", title, servings: 2 },
    });
    expect(planned.status(), await planned.text()).toBe(201);
  }
  const stocked = await request.post("/api/inventory", {
    headers,
    data: {
      name: "Yogurt",
      category: "Dairy & Eggs",
      quantity: 1,
      unit: "piece",
      location: "Fridge",
      expiryDate: day(2),
    },
  });
  expect(stocked.status(), await stocked.text()).toBe(201);
  const lists = await (await request.get("/api/shopping-lists", { headers })).json();
  const added = await request.post(`/api/shopping-lists/${lists.data[0].id}/items`, {
    headers,
    data: { name: "Bread", quantity: 1 },
  });
  expect(added.status(), await added.text()).toBe(201);

  const board = await read();
  expect(board).toMatchObject({
    todays_meals: 1,
    upcoming_meals: 2,
    expiring_items: 1,
    inventory_status: [{ location: "Fridge", items: 1, low_stock: 0, low_stock_percent: 0 }],
    shopping_list_items: 1,
  });
  expect(Array.isArray(board.recent_community_recipes)).toBe(true);
});

test("signed out, the dashboard is a JSON 401; it answers GET only", async ({ request }) => {
  const anonymous = await request.get("/api/dashboard");
  expect(anonymous.status()).toBe(401);
  expect(anonymous.headers()["content-type"]).toContain("application/json");
  const account = await registerViaApi(request);
  const post = await request.post("/api/dashboard", { headers: bearer(account.token), data: {} });
  expect(post.status()).toBe(405);
  expect(post.headers()["content-type"]).toContain("application/json");
});
