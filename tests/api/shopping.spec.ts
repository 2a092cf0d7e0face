// The shopping calls of the JSON API (docs/product.md#shopping-list, ADR 038), over HTTP against the
// production build: shapes, errors as JSON, idempotent check-offs, and another household's ids as 404.
import { type APIRequestContext, expect, test } from "@playwright/test";
import { bearer, registerViaApi } from "../support/accounts";

async function household(request: APIRequestContext) {
  const account = await registerViaApi(request);
  return { ...account, headers: bearer(account.token) };
}

test("a household keeps lists and items: the default current list, items with the spec's shape, the summary and budget", async ({
  request,
}) => {
  const { headers } = await household(request);
  const lists = await (await request.get("/api/shopping-lists", { headers })).json();
  expect(lists.data).toEqual([
    {
      id: expect.any(Number),
      name: "Shopping List",
      budget: null,
      isCurrent: true,
      itemCount: 0,
      openCount: 0,
    },
  ]);
  const listId = lists.data[0].id as number;

  const added = await request.post(`/api/shopping-lists/${listId}/items`, {
    headers: { ...headers, "Idempotency-Key": "add-milk" },
    data: { name: "Milk", quantity: 2, unit: "l", category: "Dairy", estimatedPrice: 1.8, priority: 1 },
  });
  expect(added.status(), await added.text()).toBe(201);
  const milk = (await added.json()).data;
  expect(milk).toEqual({
    id: expect.any(Number),
    listId,
    name: "Milk",
    quantity: 2,
    unit: "l",
    category: "Dairy",
    estimatedPrice: 1.8,
    actualPrice: null,
    purchased: false,
    priority: 1,
    notes: null,
    sourceMealId: null,
    sourceMealIds: [],
    sourceRecipeId: null,
  });
  // The same add retried adds nothing.
  const again = await request.post(`/api/shopping-lists/${listId}/items`, {
    headers: { ...headers, "Idempotency-Key": "add-milk" },
    data: { name: "Milk", quantity: 2, unit: "l", category: "Dairy", estimatedPrice: 1.8, priority: 1 },
  });
  expect((await again.json()).data.id).toBe(milk.id);
  await request.post(`/api/shopping-lists/${listId}/items`, {
    headers,
    data: { name: "Bread", quantity: 1, estimatedPrice: 2.2 },
  });

  // A check-off sent three times with one key is applied once: the item stays purchased.
  for (let i = 0; i < 3; i++) {
    const toggled = await request.post(`/api/shopping-items/${milk.id}/toggle`, {
      headers: { ...headers, "Idempotency-Key": "tap-1" },
    });
    expect(toggled.status()).toBe(200);
    expect((await toggled.json()).data).toMatchObject({ purchased: true, actualPrice: 1.8 });
  }
  const reused = await request.post(`/api/shopping-items/${milk.id}/toggle`, {
    headers: { ...headers, "Idempotency-Key": "tap-1" },
    data: { purchased: false },
  });
  expect(reused.status()).toBe(422);

  const put = await request.put(`/api/shopping-lists/${listId}`, {
    headers,
    data: { name: "Weekly", budget: 5 },
  });
  expect(put.status(), await put.text()).toBe(200);
  const detail = (await (await request.get(`/api/shopping-lists/${listId}`, { headers })).json()).data;
  expect(detail).toMatchObject({
    name: "Weekly",
    budget: 5,
    isCurrent: true,
    summary: { count: 2, percentComplete: 50, estimatedTotal: 4 },
    budgetStatus: { spent: 1.8, remaining: 3.2, low: false },
  });
  expect(detail.items).toHaveLength(2);

  const edited = await request.put(`/api/shopping-items/${milk.id}`, {
    headers,
    data: { actualPrice: 4.5, notes: "organic" },
  });
  expect((await edited.json()).data).toMatchObject({
    name: "Milk",
    actualPrice: 4.5,
    notes: "organic",
    purchased: true,
  });
  const low = (await (await request.get(`/api/shopping-lists/${listId}`, { headers })).json()).data;
  expect(low.budgetStatus).toEqual({ spent: 4.5, remaining: 0.5, low: true });

  const removed = await request.delete(`/api/shopping-items/${milk.id}`, { headers });
  expect(await removed.json()).toMatchObject({ success: true });
  expect((await request.delete(`/api/shopping-items/${milk.id}`, { headers })).status()).toBe(404);
});

test("bad input is a JSON 422 with field errors; another household's list and items are 404", async ({
  request,
}) => {
  const ann = await household(request);
  const bob = await household(request);
  const annList = (await (await request.get("/api/shopping-lists", { headers: ann.headers })).json()).data[0]
    .id;
  const refused = await request.post(`/api/shopping-lists/${annList}/items`, {
    headers: ann.headers,
    data: { name: " ", quantity: 0.001, category: "Toys", estimatedPrice: -1 },
  });
  expect(refused.status()).toBe(422);
  const body = await refused.json();
  expect(body.success).toBe(false);
  expect(Object.keys(body.errors).sort()).toEqual(["category", "estimatedPrice", "name", "quantity"]);

  const item = (
    await (
      await request.post(`/api/shopping-lists/${annList}/items`, {
        headers: ann.headers,
        data: { name: "Eggs", quantity: 12 },
      })
    ).json()
  ).data;
  for (const response of [
    await request.get(`/api/shopping-lists/${annList}`, { headers: bob.headers }),
    await request.put(`/api/shopping-lists/${annList}`, { headers: bob.headers, data: { name: "Mine" } }),
    await request.delete(`/api/shopping-lists/${annList}`, { headers: bob.headers }),
    await request.post(`/api/shopping-lists/${annList}/items`, {
      headers: bob.headers,
      data: { name: "X", quantity: 1 },
    }),
    await request.put(`/api/shopping-items/${item.id}`, { headers: bob.headers, data: { name: "Y" } }),
    await request.post(`/api/shopping-items/${item.id}/toggle`, { headers: bob.headers }),
    await request.delete(`/api/shopping-items/${item.id}`, { headers: bob.headers }),
    await request.get("/api/shopping-lists/abc", { headers: bob.headers }),
  ]) {
    expect(response.status()).toBe(404);
    expect((await response.json()).success).toBe(false);
  }
  expect((await request.get("/api/shopping-lists")).status()).toBe(401);

  // A second list made current leaves one current list.
  const party = await request.post("/api/shopping-lists", {
    headers: ann.headers,
    data: { name: "Party", budget: 40, current: true },
  });
  expect(party.status()).toBe(201);
  const lists = (await (await request.get("/api/shopping-lists", { headers: ann.headers })).json()).data;
  expect(lists.map((l: { name: string; isCurrent: boolean }) => [l.name, l.isCurrent])).toEqual([
    ["Party", true],
    ["Shopping List", false],
  ]);
});

/** A day as the server counts the coming week (UTC), `n` days from today. */
const utcDay = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

test("generating from the plan: the coming week by default or a chosen range, its answer's shape, 422 for a wrong range, another household's list 404", async ({
  request,
}) => {
  const ann = await household(request);
  const bob = await household(request);
  const recipe = async (
    name: string,
    ingredients: { name: string; quantity: number; unit: string | null }[],
  ) => {
    const made = await request.post("/api/recipes", {
      headers: ann.headers,
      data: { name, instructions: ["Cook."], servings: 4, is_public: false, ingredients },
    });
    expect(made.status(), await made.text()).toBe(201);
    return (await made.json()).data.id as number;
  };
  const dinner = async (date: string, title: string, recipeId: number) => {
    const made = await request.post("/api/meal-plans", {
      headers: ann.headers,
      data: { date, meal_type: "dinner", title, recipe_id: recipeId, servings: 4 },
    });
    expect(made.status(), await made.text()).toBe(201);
    return (await made.json()).data.id as number;
  };
  const chili = await recipe("Chili", [
    { name: "onions", quantity: 2, unit: null },
    { name: "kidney beans", quantity: 1, unit: "can" },
  ]);
  const soup = await recipe("Soup", [{ name: "onion", quantity: 1, unit: null }]);
  // Tomorrow and the day after: in the coming week whenever the server's day turns.
  const chiliNight = await dinner(utcDay(1), "Chili Night", chili);
  const soupSupper = await dinner(utcDay(2), "Soup Supper", soup);

  const week = await request.post("/api/shopping-lists/generate", { headers: ann.headers, data: {} });
  expect(week.status(), await week.text()).toBe(200);
  const answer = await week.json();
  expect(answer).toEqual({
    success: true,
    message: "Shopping list generated: 2 items added or updated.",
    data: {
      list_id: expect.any(Number),
      list_name: "Shopping List",
      start_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      end_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      meals: 2,
      added: 2,
      updated: 0,
      removed: 0,
      in_pantry: [],
      items: [
        {
          name: "onions",
          quantity: 3,
          unit: null,
          category: "Produce",
          notes: "For Chili Night, For Soup Supper",
          source_meal_id: chiliNight,
          source_meal_ids: [chiliNight, soupSupper],
          source_recipe_id: chili,
        },
        {
          name: "kidney beans",
          quantity: 1,
          unit: "can",
          category: "Canned Goods",
          notes: "For Chili Night",
          source_meal_id: chiliNight,
          source_meal_ids: [chiliNight],
          source_recipe_id: chili,
        },
      ],
    },
  });
  const { start_date: start, end_date: end, list_id: listId } = answer.data;
  // The coming week: today and the six days after it.
  expect(start <= utcDay(1) && utcDay(2) <= end).toBe(true);
  expect(new Date(`${end}T00:00:00Z`).getTime() - new Date(`${start}T00:00:00Z`).getTime()).toBe(
    6 * 86_400_000,
  );
  // The list's items remember both meals.
  const listed = (await (await request.get(`/api/shopping-lists/${listId}`, { headers: ann.headers })).json())
    .data.items;
  expect(listed.find((i: { name: string }) => i.name === "onions")).toMatchObject({
    sourceMealId: chiliNight,
    sourceMealIds: [chiliNight, soupSupper],
  });

  // A chosen range: only the soup's day; start_date alone is it and the next six days.
  const one = await request.post("/api/shopping-lists/generate", {
    headers: ann.headers,
    data: { start_date: utcDay(2), end_date: utcDay(2) },
  });
  expect(one.status(), await one.text()).toBe(200);
  expect((await one.json()).data).toMatchObject({
    list_id: listId,
    start_date: utcDay(2),
    end_date: utcDay(2),
    meals: 1,
    items: [{ name: "onion", quantity: 1, notes: "For Soup Supper", source_meal_ids: [soupSupper] }],
  });
  const from = await request.post("/api/shopping-lists/generate", {
    headers: ann.headers,
    data: { start_date: utcDay(2) },
  });
  expect((await from.json()).data).toMatchObject({ start_date: utcDay(2), end_date: utcDay(8), meals: 1 });

  // Wrong dates and ranges: JSON 422 naming the field.
  for (const [data, field] of [
    [{ start_date: "tomorrow" }, "start_date"],
    [{ start_date: utcDay(1), end_date: "2026-02-30" }, "end_date"],
    [{ start_date: utcDay(2), end_date: utcDay(1) }, "end_date"],
    [{ start_date: utcDay(1), end_date: utcDay(200) }, "end_date"],
  ] as const) {
    const refused = await request.post("/api/shopping-lists/generate", { headers: ann.headers, data });
    expect(refused.status(), JSON.stringify(data)).toBe(422);
    const body = await refused.json();
    expect(body).toMatchObject({ success: false, message: expect.any(String) });
    expect(Object.keys(body.errors)).toEqual([field]);
  }

  // Another household neither sees Ann's list nor gets her meals: its own list, nothing planned.
  for (const response of [
    await request.get(`/api/shopping-lists/${listId}`, { headers: bob.headers }),
    await request.post(`/api/shopping-lists/${listId}/items`, {
      headers: bob.headers,
      data: { name: "X", quantity: 1 },
    }),
  ]) {
    expect(response.status()).toBe(404);
    expect((await response.json()).success).toBe(false);
  }
  const bobs = await request.post("/api/shopping-lists/generate", { headers: bob.headers, data: {} });
  expect(bobs.status()).toBe(200);
  const bobList = (await bobs.json()).data;
  expect(bobList).toMatchObject({ meals: 0, added: 0, items: [] });
  expect(bobList.list_id).not.toBe(listId);
});
