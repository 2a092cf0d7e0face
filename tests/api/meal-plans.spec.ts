// The meal-plan calls of the JSON API (docs/api.md#meal-plans, docs/product.md#api-conventions),
// over HTTP against the production build. Every story makes its own household; dates are fixed calendar
// dates so no story depends on today (except the default-week one, which reads the answer's own range).
import { type APIRequestContext, type APIResponse, expect, test } from "@playwright/test";
import { ADMIN, bearer, registerViaApi, signInWithCookie, tokenFor } from "../support/accounts";

type Json = Record<string, unknown>;
type Headers = Record<string, string>;
type Meal = Json & {
  id: number;
  version: number;
  date: string;
  time: string;
  title: string;
  servings: number;
  dishes: { id: number; title: string; recipe_id: number | null }[];
};

const CONFLICT =
  "This meal was changed by someone else. Reload it to see the latest version, then make your change again.";
const NOT_FOUND = "No meal plan found for current user";

/** A new account with its bearer headers, family id and Self member. */
async function household(request: APIRequestContext) {
  const account = await registerViaApi(request);
  const headers = bearer(account.token);
  const family = (await (await request.get("/api/user/family", { headers })).json()).data;
  const members = (await (await request.get("/api/family-members", { headers })).json()).data;
  return {
    ...account,
    headers,
    familyId: family.id as number,
    self: members[0] as { id: number; name: string },
  };
}

async function plan(request: APIRequestContext, headers: Headers, data: Json): Promise<Meal> {
  const response = await request.post("/api/meal-plans", { headers, data });
  expect(response.status(), await response.text()).toBe(201);
  const body = await response.json();
  expect(body.success).toBe(true);
  expect(body.message).toBe("Meal plan created successfully");
  return body.data as Meal;
}

/** The 422 field errors of a call. */
async function refused(response: APIResponse, context = "") {
  expect(response.status(), `${context} ${await response.text()}`).toBe(422);
  const body = await response.json();
  expect(body.success).toBe(false);
  expect(typeof body.message).toBe("string");
  return body.errors as Record<string, string[]>;
}

async function history(request: APIRequestContext, headers: Headers, id: number) {
  const response = await request.get(`/api/meal-plans/${id}/history`, { headers });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).data as (Json & {
    type: string;
    changes?: Record<string, { from: unknown; to: unknown }>;
    data?: Json;
  })[];
}

async function addMember(request: APIRequestContext, headers: Headers, data: Json) {
  const response = await request.post("/api/family-members", { headers, data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data as { id: number; name: string };
}

async function addRecipe(request: APIRequestContext, headers: Headers, data: Json = {}) {
  const response = await request.post("/api/recipes", {
    headers,
    data: {
      name: "Lentil stew",
      description: "Hearty",
      instructions: "Simmer the lentils.\n\nSeason.",
      servings: 4,
      meal_type: "dinner",
      nutrition_info: {
        calories: "400 kcal",
        protein: "20g",
        carbs: "50g",
        fat: "10g",
        fiber: "8g",
        sugar: "4g",
      },
      ingredients: [{ name: "red lentils", quantity: 300, unit: "gram" }],
      ...data,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data as { id: number; name: string };
}

test.describe("planning a meal", () => {
  test("a member plans a dinner with the client's aliases; unknown fields are ignored and the answer carries both namings", async ({
    request,
  }) => {
    const a = await household(request);
    const meal = await plan(request, a.headers, {
      title: "  Pasta   night ",
      mealType: "Dinner",
      date: "2027-01-15",
      planned_time: "6:30 pm",
      servings: "3",
      notes: "Use the big pot",
      description: "Fresh basil",
      reminder: true,
      reminderMinutes: 45,
      colour: "red",
      user_id: 999999,
    });
    expect(meal).toMatchObject({
      title: "Pasta night",
      meal_type: "dinner",
      mealType: "dinner",
      date: "2027-01-15",
      time: "18:30",
      planned_time: "18:30",
      servings: 3,
      notes: "Use the big pot",
      description: "Fresh basil",
      recipe_id: null,
      recipeId: null,
      for: [],
      family_member_ids: [],
      is_leftover: false,
      isLeftover: false,
      original_meal_id: null,
      reminder: true,
      reminder_minutes: 45,
      prepared: false,
      isPrepared: false,
      is_prepared: false,
      dishes: [],
      nutrition: null,
      hasManualNutrition: false,
      isAIGenerated: false,
      version: 1,
      user_id: a.id,
    });
    expect(meal).not.toHaveProperty("colour");
    const read = await request.get(`/api/meal-plans/${meal.id}`, { headers: a.headers });
    expect(read.status()).toBe(200);
    expect(await read.json()).toEqual({ success: true, data: meal });
  });

  test("a meal without a type is 'other' at the household's default time; a form-encoded body is read too", async ({
    request,
  }) => {
    const a = await household(request);
    const other = await plan(request, a.headers, { title: "Tea", date: "2027-01-16" });
    expect(other).toMatchObject({ meal_type: "other", time: "20:00", servings: 4 });
    const response = await request.post("/api/meal-plans", {
      headers: a.headers,
      form: { title: "Porridge", meal_type: "BREAKFAST", date: "2027-01-16", servings: "2" },
    });
    expect(response.status()).toBe(201);
    expect((await response.json()).data).toMatchObject({
      meal_type: "breakfast",
      time: "07:30",
      servings: 2,
    });
  });

  test("invalid dates, servings, types, times, members and recurrences answer 422 with every field's message", async ({
    request,
  }) => {
    const a = await household(request);
    const base = { title: "Soup", meal_type: "lunch", date: "2027-01-15" };
    const cases: [Json, string][] = [
      [{ date: "2027-02-30" }, "date"],
      [{ date: "2027-13-01" }, "date"],
      [{ date: "tomorrow" }, "date"],
      [{ date: "" }, "date"],
      [{ date: undefined }, "date"],
      [{ servings: 0 }, "servings"],
      [{ servings: 13 }, "servings"],
      [{ servings: "abc" }, "servings"],
      [{ servings: [4] }, "servings"],
      [{ servings: 2.5 }, "servings"],
      [{ meal_type: "elevenses" }, "meal_type"],
      [{ time: "25:00" }, "time"],
      [{ time: "13:00 pm" }, "time"],
      [{ title: "" }, "title"],
      [{ title: "x".repeat(201) }, "title"],
      [{ family_member_ids: "abc" }, "family_member_ids"],
      [{ family_member_ids: [-1] }, "family_member_ids"],
      [{ portion_sizes: { 1: 300 } }, "portion_sizes"],
      [{ portion_sizes: "{not json" }, "portion_sizes"],
      [{ reminder: true, reminder_minutes: 2 }, "reminder_minutes"],
      [{ recipe_id: "abc" }, "recipe_id"],
      [{ nutrition: { calories: -5 } }, "nutrition.calories"],
      [{ is_recurring: true, recurring_pattern: "hourly" }, "recurring_pattern"],
      [{ is_recurring: true, recurring_pattern: "weekly", end_date: "2027-01-01" }, "end_date"],
      [{ is_recurring: true, recurring_pattern: "custom", recurring_days: [] }, "recurring_days"],
    ];
    for (const [change, field] of cases) {
      const errors = await refused(
        await request.post("/api/meal-plans", { headers: a.headers, data: { ...base, ...change } }),
        JSON.stringify(change),
      );
      expect(Object.keys(errors), JSON.stringify(change)).toContain(field);
    }
    // Several mistakes are reported together.
    const errors = await refused(
      await request.post("/api/meal-plans", {
        headers: a.headers,
        data: { meal_type: "x", date: "no", servings: 0, title: "" },
      }),
    );
    expect(Object.keys(errors).sort()).toEqual(["date", "meal_type", "servings", "title"]);
    // Nothing was planned by any of them.
    const list = await request.get("/api/meal-plans?start_date=2026-12-01&end_date=2027-02-28", {
      headers: a.headers,
    });
    expect((await list.json()).data).toEqual([]);
    // A member of another household or an unknown recipe is a broken rule, not a crash.
    const b = await household(request);
    const foreign = await refused(
      await request.post("/api/meal-plans", {
        headers: a.headers,
        data: { ...base, family_member_ids: [b.self.id] },
      }),
    );
    expect(foreign.family_member_ids).toBeTruthy();
    const recipe = await refused(
      await request.post("/api/meal-plans", { headers: a.headers, data: { ...base, recipe_id: 999999999 } }),
    );
    expect(recipe.recipe_id).toEqual(["The chosen recipe was not found."]);
    // A body that is not an object is a 400.
    const junk = await request.post("/api/meal-plans", {
      headers: { ...a.headers, "Content-Type": "application/json" },
      data: "[1,2]",
    });
    expect(junk.status()).toBe(400);
  });

  test("manual nutrition is answered as the spec's strings and as numbers, marked manual", async ({
    request,
  }) => {
    const a = await household(request);
    const meal = await plan(request, a.headers, {
      title: "Omelette",
      meal_type: "breakfast",
      date: "2027-01-15",
      manualNutrition: { calories: "250 kcal", protein: "12g", carbs: "", fat: 18.5 },
    });
    expect(meal.nutrition).toEqual({
      calories: "250 kcal",
      protein: "12g",
      carbs: "0g",
      fat: "18.5g",
      fiber: "0g",
      sugar: "0g",
    });
    expect(meal.nutrition_values).toEqual({
      calories: 250,
      protein: 12,
      carbs: null,
      fat: 18.5,
      fiber: null,
      sugar: null,
    });
    expect(meal).toMatchObject({
      nutrition_source: "manual",
      hasManualNutrition: true,
      isAIGenerated: false,
    });
  });

  test("a recipe meal for two members takes the recipe's title and nutrition, and a missing portion falls back to the member's default", async ({
    request,
  }) => {
    const a = await household(request);
    const kid = await addMember(request, a.headers, {
      name: "Sam",
      age: 7,
      relationship: "Child",
      default_portion_size: 60,
    });
    const recipe = await addRecipe(request, a.headers);
    const meal = await plan(request, a.headers, {
      recipe_id: recipe.id,
      meal_type: "dinner",
      date: "2027-01-20",
      family_member_ids: JSON.stringify([a.self.id, kid.id]),
      portion_sizes: JSON.stringify({ [a.self.id]: 120 }),
    });
    expect(meal).toMatchObject({
      title: "Lentil stew",
      recipe_id: recipe.id,
      recipeId: recipe.id,
      recipe_title: "Lentil stew",
      family_member_ids: [a.self.id, kid.id],
      portion_sizes: { [a.self.id]: 120, [kid.id]: 60 },
      portionSizes: { [a.self.id]: 120, [kid.id]: 60 },
      for: [a.self.name, "Sam"],
      nutrition_source: "computed",
      hasManualNutrition: false,
    });
    const perServing = (
      await (await request.get(`/api/recipes/${recipe.id}/nutrition`, { headers: a.headers })).json()
    ).data.values;
    expect(meal.nutrition_values).toEqual(perServing);

    // `for` may name members; names and portion maps keyed by name resolve to the members.
    const byName = await plan(request, a.headers, {
      title: "Fish fingers",
      meal_type: "lunch",
      date: "2027-01-21",
      for: ["sam"],
      portionSizes: { Sam: 80 },
    });
    expect(byName).toMatchObject({
      family_member_ids: [kid.id],
      portion_sizes: { [kid.id]: 80 },
      for: ["Sam"],
    });

    // The member filter of the list keeps meals for everyone and meals the member attends.
    const everyone = await plan(request, a.headers, {
      title: "Cake",
      meal_type: "dessert",
      date: "2027-01-21",
    });
    const onlySelf = await plan(request, a.headers, {
      title: "Coffee",
      meal_type: "snack",
      date: "2027-01-21",
      family_member_ids: [a.self.id],
    });
    const listed = await request.get(
      `/api/meal-plans?start_date=2027-01-20&end_date=2027-01-21&member_ids=${kid.id}`,
      { headers: a.headers },
    );
    const ids = ((await listed.json()).data as Meal[]).map((m) => m.id);
    expect(ids).toEqual(expect.arrayContaining([meal.id, byName.id, everyone.id]));
    expect(ids).not.toContain(onlySelf.id);
  });
});

test.describe("reading meals", () => {
  test("the list covers an inclusive range, one date, or the week; bad ranges answer 422", async ({
    request,
  }) => {
    const a = await household(request);
    const early = await plan(request, a.headers, { title: "A", meal_type: "dinner", date: "2027-02-01" });
    const late = await plan(request, a.headers, { title: "B", meal_type: "lunch", date: "2027-02-03" });
    const first = await plan(request, a.headers, { title: "C", meal_type: "breakfast", date: "2027-02-03" });
    const range = await (
      await request.get("/api/meal-plans?start_date=2027-02-01&end_date=2027-02-03", { headers: a.headers })
    ).json();
    expect(range.success).toBe(true);
    expect((range.data as Meal[]).map((m) => m.id)).toEqual([early.id, first.id, late.id]);
    expect(range.meta).toMatchObject({ start_date: "2027-02-01", end_date: "2027-02-03", total: 3 });

    const oneDay = await (
      await request.get("/api/meal-plans?date=2027-02-03", { headers: a.headers })
    ).json();
    expect((oneDay.data as Meal[]).map((m) => m.id)).toEqual([first.id, late.id]);
    expect(oneDay.meta).toMatchObject({ start_date: "2027-02-03", end_date: "2027-02-03" });

    const startOnly = await (
      await request.get("/api/meal-plans?start_date=2027-02-02", { headers: a.headers })
    ).json();
    expect(startOnly.meta).toMatchObject({ start_date: "2027-02-02", end_date: "2027-02-08" });

    const week = await (await request.get("/api/meal-plans", { headers: a.headers })).json();
    const { start_date, end_date } = week.meta as { start_date: string; end_date: string };
    expect(new Date(`${start_date}T00:00:00Z`).getUTCDay()).toBe(0);
    expect(new Date(`${end_date}T00:00:00Z`).getUTCDay()).toBe(6);

    for (const q of [
      "start_date=2027-02-30",
      "date=yesterday",
      "start_date=2027-02-03&end_date=2027-02-01",
      "start_date=2027-01-01&end_date=2028-03-01",
      "member_ids=abc",
      "member_ids=-2",
    ]) {
      await refused(await request.get(`/api/meal-plans?${q}`, { headers: a.headers }), q);
    }
    // 400 days is the most.
    const longest = await request.get("/api/meal-plans?start_date=2027-01-01&end_date=2028-02-04", {
      headers: a.headers,
    });
    expect(longest.status()).toBe(200);
  });

  test("the week answers every day with its meals and nutrition totals, marking days where some meal has none", async ({
    request,
  }) => {
    const a = await household(request);
    // The week of Wednesday 2027-03-10 runs from Sunday 03-07 to Saturday 03-13.
    await plan(request, a.headers, {
      title: "Eggs",
      meal_type: "breakfast",
      date: "2027-03-08",
      nutrition: { calories: 300, protein: 20, carbs: 2, fat: 22, fiber: 0, sugar: 1 },
    });
    await plan(request, a.headers, {
      title: "Salad",
      meal_type: "lunch",
      date: "2027-03-08",
      nutrition: { calories: "200 kcal", protein: "5g", fiber: "4.5g" },
    });
    await plan(request, a.headers, {
      title: "Mystery",
      meal_type: "dinner",
      date: "2027-03-09",
      nutrition: { calories: 100 },
    });
    await plan(request, a.headers, { title: "Takeaway", meal_type: "lunch", date: "2027-03-09" });
    const response = await request.get("/api/meal-plans/week?start_date=2027-03-10", { headers: a.headers });
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body.meta.start_date).toBe("2027-03-07");
    expect(body.meta.end_date).toBe("2027-03-13");
    expect(body.data).toHaveLength(4);
    const days = body.meta.days as { date: string; meals: Meal[]; nutrition: Json }[];
    expect(days.map((d) => d.date)).toEqual([
      "2027-03-07",
      "2027-03-08",
      "2027-03-09",
      "2027-03-10",
      "2027-03-11",
      "2027-03-12",
      "2027-03-13",
    ]);
    expect(days[0]).toEqual({
      date: "2027-03-07",
      meals: [],
      nutrition: { calories: 0, protein: 0, carbs: 0, fat: 0, fiber: 0, sugar: 0, meals: 0, missing: false },
    });
    expect(days[1]!.meals.map((m) => m.title)).toEqual(["Eggs", "Salad"]);
    expect(days[1]!.nutrition).toEqual({
      calories: 500,
      protein: 25,
      carbs: 2,
      fat: 22,
      fiber: 4.5,
      sugar: 1,
      meals: 2,
      missing: false,
    });
    expect(days[2]!.nutrition).toMatchObject({ calories: 100, meals: 2, missing: true });

    // Both dates: exactly that range; bad dates: 422.
    const two = await (
      await request.get("/api/meal-plans/week?start_date=2027-03-08&end_date=2027-03-09", {
        headers: a.headers,
      })
    ).json();
    expect((two.meta.days as Json[]).map((d) => d.date)).toEqual(["2027-03-08", "2027-03-09"]);
    await refused(await request.get("/api/meal-plans/week?start_date=2027-02-29", { headers: a.headers }));
  });
});

test.describe("ids and households", () => {
  test("malformed, non-positive and unknown ids answer 404 with the spec's messages on every meal call", async ({
    request,
  }) => {
    const a = await household(request);
    const cases: [string, string][] = [
      ["abc", "Invalid meal plan ID format"],
      ["1.5", "Invalid meal plan ID format"],
      ["1e3", "Invalid meal plan ID format"],
      ["-3", "Invalid meal plan ID"],
      ["0", "Invalid meal plan ID"],
      ["99999999999999999999", "Invalid meal plan ID"],
      ["999999999", NOT_FOUND],
    ];
    for (const [id, message] of cases) {
      const calls = [
        request.get(`/api/meal-plans/${id}`, { headers: a.headers }),
        request.put(`/api/meal-plans/${id}`, { headers: a.headers, data: { title: "X" } }),
        request.delete(`/api/meal-plans/${id}`, { headers: a.headers }),
        request.put(`/api/meal-plans/${id}/move`, {
          headers: a.headers,
          data: { date: "2027-01-01", meal_type: "lunch" },
        }),
        request.post(`/api/meal-plans/${id}/add-meal`, { headers: a.headers, data: { title: "Salad" } }),
        request.delete(`/api/meal-plans/${id}/meals/1`, { headers: a.headers }),
        request.post(`/api/meal-plans/${id}/prepared`, { headers: a.headers, data: { prepared: true } }),
        request.put(`/api/meal-plans/${id}/nutrition`, { headers: a.headers, data: { calories: 1 } }),
        request.get(`/api/meal-plans/${id}/history`, { headers: a.headers }),
      ];
      for (const response of await Promise.all(calls)) {
        expect(response.status(), `${id} ${response.url()}`).toBe(404);
        expect(await response.json(), `${id} ${response.url()}`).toEqual({ success: false, message });
      }
    }
  });

  test("another household's meal answers 404 everywhere and stays unchanged", async ({ request }) => {
    const a = await household(request);
    const b = await household(request);
    const meal = await plan(request, a.headers, {
      title: "Private",
      meal_type: "dinner",
      date: "2027-01-15",
    });
    const id = meal.id;
    const calls = [
      request.get(`/api/meal-plans/${id}`, { headers: b.headers }),
      request.put(`/api/meal-plans/${id}`, { headers: b.headers, data: { title: "Mine now" } }),
      request.put(`/api/meal-plans/${id}/move`, {
        headers: b.headers,
        data: { date: "2027-01-16", meal_type: "lunch" },
      }),
      request.post(`/api/meal-plans/${id}/add-meal`, { headers: b.headers, data: { title: "Salad" } }),
      request.post(`/api/meal-plans/${id}/prepared`, { headers: b.headers, data: { prepared: true } }),
      request.put(`/api/meal-plans/${id}/nutrition`, { headers: b.headers, data: { calories: 1 } }),
      request.get(`/api/meal-plans/${id}/nutrition`, { headers: b.headers }),
      request.get(`/api/meal-plans/${id}/history`, { headers: b.headers }),
      request.post("/api/meal-plans", {
        headers: b.headers,
        data: {
          title: "Leftovers",
          is_leftover: true,
          original_meal_id: id,
          date: "2027-01-16",
          servings: 2,
        },
      }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status(), response.url()).toBe(404);
      expect(await response.json()).toEqual({ success: false, message: NOT_FOUND });
    }
    const removal = await request.delete(`/api/meal-plans/${id}`, { headers: b.headers });
    expect(removal.status()).toBe(404);
    const listB = await (await request.get("/api/meal-plans?date=2027-01-15", { headers: b.headers })).json();
    expect(listB.data).toEqual([]);
    const still = await (await request.get(`/api/meal-plans/${id}`, { headers: a.headers })).json();
    expect(still.data).toEqual(meal);
  });

  test("without credentials every meal call answers 401 JSON; a cookie session needs the CSRF header (419)", async ({
    request,
  }) => {
    for (const response of await Promise.all([
      request.get("/api/meal-plans"),
      request.get("/api/meal-plans/week"),
      request.get("/api/meal-plans/1"),
      request.post("/api/meal-plans", { data: { title: "X", date: "2027-01-01" } }),
      request.get("/api/meal-plans/1/history"),
    ])) {
      expect(response.status(), response.url()).toBe(401);
      expect(response.headers()["content-type"]).toContain("application/json");
    }
    const account = await registerViaApi(request);
    await signInWithCookie(request, account);
    const list = await request.get("/api/meal-plans");
    expect(list.status()).toBe(200);
    const created = await request.post("/api/meal-plans", { data: { title: "X", date: "2027-01-01" } });
    expect(created.status()).toBe(419);
    expect((await created.json()).message).toBe(
      "CSRF token mismatch. Please refresh the page and try again.",
    );
  });

  test("a wrong method answers 405 JSON with the allowed methods", async ({ request }) => {
    const a = await household(request);
    const meal = await plan(request, a.headers, { title: "Soup", meal_type: "lunch", date: "2027-01-15" });
    const calls: [Promise<APIResponse>, string][] = [
      [request.put("/api/meal-plans", { headers: a.headers, data: {} }), "GET, POST"],
      [request.post("/api/meal-plans/week", { headers: a.headers, data: {} }), "GET"],
      [
        request.post(`/api/meal-plans/${meal.id}`, { headers: a.headers, data: {} }),
        "GET, PUT, PATCH, DELETE",
      ],
      [request.get(`/api/meal-plans/${meal.id}/move`, { headers: a.headers }), "PUT, POST"],
      [request.get(`/api/meal-plans/${meal.id}/add-meal`, { headers: a.headers }), "POST"],
      [request.get(`/api/meal-plans/${meal.id}/meals/1`, { headers: a.headers }), "DELETE"],
      [request.get(`/api/meal-plans/${meal.id}/prepared`, { headers: a.headers }), "POST, PUT"],
      [request.delete(`/api/meal-plans/${meal.id}/nutrition`, { headers: a.headers }), "GET, PUT, POST"],
      [request.post(`/api/meal-plans/${meal.id}/history`, { headers: a.headers, data: {} }), "GET"],
      [request.post(`/api/debug-meal-ownership/${meal.id}`, { headers: a.headers, data: {} }), "GET"],
      [request.post("/api/openapi.json", { data: {} }), "GET"],
    ];
    for (const [call, allow] of calls) {
      const response = await call;
      expect(response.status(), response.url()).toBe(405);
      expect(response.headers().allow, response.url()).toBe(allow);
      expect((await response.json()).success).toBe(false);
    }
  });
});

test.describe("changing a meal", () => {
  test("PUT changes only the fields sent and keeps the date; the answer carries the new version", async ({
    request,
  }) => {
    const a = await household(request);
    const meal = await plan(request, a.headers, {
      title: "Soup",
      meal_type: "lunch",
      date: "2027-01-15",
      time: "12:00",
      notes: "Keep",
      servings: 4,
    });
    const response = await request.put(`/api/meal-plans/${meal.id}`, {
      headers: a.headers,
      data: { title: "Tomato soup", servings: 6, user_id: 12345, colour: "red" },
    });
    expect(response.status(), await response.text()).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ success: true, message: "Meal plan updated successfully" });
    expect(body.data).toMatchObject({
      id: meal.id,
      title: "Tomato soup",
      servings: 6,
      date: "2027-01-15",
      time: "12:00",
      notes: "Keep",
      meal_type: "lunch",
      version: 2,
    });
    const moved = await request.put(`/api/meal-plans/${meal.id}`, {
      headers: a.headers,
      data: { date: "2027-01-17", mealType: "Dinner" },
    });
    expect((await moved.json()).data).toMatchObject({ date: "2027-01-17", meal_type: "dinner", version: 3 });
    // The same values again change nothing and record nothing.
    const same = await request.put(`/api/meal-plans/${meal.id}`, {
      headers: a.headers,
      data: { title: "Tomato soup" },
    });
    expect((await same.json()).data.version).toBe(3);

    for (const [data, field] of [
      [{ servings: 13 }, "servings"],
      [{ servings: 0.5 }, "servings"],
      [{ date: "2027-02-31" }, "date"],
      [{ meal_type: "supper" }, "meal_type"],
      [{ title: "" }, "title"],
      [{ version: "abc" }, "version"],
      [{ version: 1.5 }, "version"],
    ] as [Json, string][]) {
      const errors = await refused(
        await request.put(`/api/meal-plans/${meal.id}`, { headers: a.headers, data }),
        JSON.stringify(data),
      );
      expect(Object.keys(errors)).toContain(field);
    }
    const ifMatch = await request.put(`/api/meal-plans/${meal.id}`, {
      headers: { ...a.headers, "If-Match": "three" },
      data: { title: "X" },
    });
    await refused(ifMatch);
  });

  test("a stale version in the body or in If-Match answers 409 and changes nothing; the current one succeeds", async ({
    request,
  }) => {
    const a = await household(request);
    const meal = await plan(request, a.headers, { title: "Soup", meal_type: "lunch", date: "2027-01-15" });
    const first = await request.put(`/api/meal-plans/${meal.id}`, {
      headers: a.headers,
      data: { title: "Mine", version: 1 },
    });
    expect(first.status()).toBe(200);
    const stale = [
      request.put(`/api/meal-plans/${meal.id}`, {
        headers: a.headers,
        data: { title: "Theirs", version: 1 },
      }),
      request.put(`/api/meal-plans/${meal.id}`, {
        headers: { ...a.headers, "If-Match": '"1"' },
        data: { title: "Theirs" },
      }),
      request.put(`/api/meal-plans/${meal.id}/move`, {
        headers: { ...a.headers, "If-Match": "1" },
        data: { date: "2027-01-20", meal_type: "dinner" },
      }),
      request.post(`/api/meal-plans/${meal.id}/prepared`, {
        headers: a.headers,
        data: { prepared: true, version: "1" },
      }),
      request.post(`/api/meal-plans/${meal.id}/add-meal`, {
        headers: a.headers,
        data: { title: "Bread", version: 1 },
      }),
      request.put(`/api/meal-plans/${meal.id}/nutrition`, {
        headers: a.headers,
        data: { calories: 10, version: 1 },
      }),
      request.delete(`/api/meal-plans/${meal.id}`, { headers: { ...a.headers, "If-Match": "1" } }),
    ];
    for (const response of await Promise.all(stale)) {
      expect(response.status(), response.url()).toBe(409);
      expect(await response.json()).toEqual({ success: false, message: CONFLICT });
    }
    const now = (await (await request.get(`/api/meal-plans/${meal.id}`, { headers: a.headers })).json()).data;
    expect(now).toMatchObject({ title: "Mine", version: 2, date: "2027-01-15", prepared: false, dishes: [] });
    const current = await request.put(`/api/meal-plans/${meal.id}`, {
      headers: { ...a.headers, "If-Match": 'W/"2"' },
      data: { title: "Ours" },
    });
    expect(current.status()).toBe(200);
    expect((await current.json()).data).toMatchObject({ title: "Ours", version: 3 });
    // If-Match: * asks for no particular version.
    const any = await request.put(`/api/meal-plans/${meal.id}`, {
      headers: { ...a.headers, "If-Match": "*" },
      data: { notes: "Any version" },
    });
    expect((await any.json()).data).toMatchObject({ notes: "Any version", version: 4 });
    const removed = await request.delete(`/api/meal-plans/${meal.id}`, {
      headers: a.headers,
      data: { version: 4 },
    });
    expect(removed.status()).toBe(200);
  });

  test("20 concurrent PUTs that all saw version 1: exactly one wins, the others get 409, one MealChanged is recorded", async ({
    request,
  }) => {
    const a = await household(request);
    const meal = await plan(request, a.headers, { title: "Soup", meal_type: "lunch", date: "2027-01-15" });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        request.put(`/api/meal-plans/${meal.id}`, {
          headers: a.headers,
          data: { title: `Version ${i}`, version: 1 },
        }),
      ),
    );
    const statuses = responses.map((r) => r.status());
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const events = await history(request, a.headers, meal.id);
    expect(events.map((e) => e.type)).toEqual(["MealPlanned", "MealChanged"]);
    const winner = await responses[statuses.indexOf(200)]!.json();
    const now = (await (await request.get(`/api/meal-plans/${meal.id}`, { headers: a.headers })).json()).data;
    expect(now).toMatchObject({ title: winner.data.title, version: 2 });
  });

  test("DELETE removes the meal: it answers 404 afterwards and leaves the list, while its history stays", async ({
    request,
  }) => {
    const a = await household(request);
    const meal = await plan(request, a.headers, { title: "Soup", meal_type: "lunch", date: "2027-01-15" });
    const removed = await request.delete(`/api/meal-plans/${meal.id}`, { headers: a.headers });
    expect(removed.status()).toBe(200);
    expect(await removed.json()).toEqual({
      success: true,
      message: "Meal plan deleted successfully",
      data: { id: meal.id },
    });
    const again = await request.delete(`/api/meal-plans/${meal.id}`, { headers: a.headers });
    expect(again.status()).toBe(404);
    expect(await again.json()).toEqual({ success: false, message: NOT_FOUND });
    const read = await request.get(`/api/meal-plans/${meal.id}`, { headers: a.headers });
    expect(read.status()).toBe(404);
    const list = await (await request.get("/api/meal-plans?date=2027-01-15", { headers: a.headers })).json();
    expect(list.data).toEqual([]);
    const events = await history(request, a.headers, meal.id);
    expect(events.map((e) => e.type)).toEqual(["MealPlanned", "MealRemoved"]);
  });

  test("move takes newDate/newMealType or date/meal_type; a new type takes its default time unless one is sent", async ({
    request,
  }) => {
    const a = await household(request);
    const meal = await plan(request, a.headers, { title: "Soup", meal_type: "dinner", date: "2027-01-15" });
    expect(meal.time).toBe("18:30");
    const put = await request.put(`/api/meal-plans/${meal.id}/move`, {
      headers: a.headers,
      data: { newDate: "2027-01-18", newMealType: "Lunch" },
    });
    expect(put.status(), await put.text()).toBe(200);
    const body = await put.json();
    expect(body).toMatchObject({ success: true, message: "Meal plan moved successfully" });
    expect(body.data).toMatchObject({ date: "2027-01-18", meal_type: "lunch", time: "12:30", version: 2 });
    const post = await request.post(`/api/meal-plans/${meal.id}/move`, {
      headers: a.headers,
      data: { date: "2027-01-19", meal_type: "dinner", time: "7:15 pm" },
    });
    expect((await post.json()).data).toMatchObject({
      date: "2027-01-19",
      meal_type: "dinner",
      time: "19:15",
    });
    const errors = await refused(
      await request.put(`/api/meal-plans/${meal.id}/move`, {
        headers: a.headers,
        data: { newMealType: "lunch" },
      }),
    );
    expect(Object.keys(errors)).toEqual(["date"]);
    const noType = await refused(
      await request.put(`/api/meal-plans/${meal.id}/move`, {
        headers: a.headers,
        data: { date: "2027-01-20" },
      }),
    );
    expect(Object.keys(noType)).toEqual(["meal_type"]);
    const events = await history(request, a.headers, meal.id);
    expect(events.at(-1)).toMatchObject({
      type: "MealMoved",
      source: "api",
      changes: {
        date: { from: "2027-01-18", to: "2027-01-19" },
        meal_type: { from: "lunch", to: "dinner" },
        time: { from: "12:30", to: "19:15" },
      },
    });
  });
});

test.describe("leftovers, series, dishes, prepared and nutrition", () => {
  test("leftovers of a recipe meal are planned in half servings, linked to the original and keep its recipe", async ({
    request,
  }) => {
    const a = await household(request);
    const recipe = await addRecipe(request, a.headers);
    const original = await plan(request, a.headers, {
      recipe_id: recipe.id,
      meal_type: "dinner",
      date: "2027-01-15",
      servings: 6,
    });
    const leftover = await plan(request, a.headers, {
      title: "Stew again",
      mealType: "lunch",
      date: "2027-01-16",
      isLeftover: true,
      is_leftover: true,
      originalMealId: original.id,
      original_meal_id: original.id,
      servings: 2.5,
      for: [],
      family_member_ids: "[]",
      recipeId: recipe.id,
      recipe_id: recipe.id,
      portionSizes: {},
      notes: "From Friday",
    });
    expect(leftover).toMatchObject({
      title: "Stew again",
      meal_type: "lunch",
      date: "2027-01-16",
      servings: 2.5,
      is_leftover: true,
      isLeftover: true,
      original_meal_id: original.id,
      originalMealId: original.id,
      recipe_id: recipe.id,
      notes: "From Friday",
    });
    // Without a recipe in the payload the original's recipe is carried over.
    const carried = await plan(request, a.headers, {
      title: "Stew for lunch",
      meal_type: "lunch",
      date: "2027-01-17",
      is_leftover: "true",
      original_meal_id: String(original.id),
      servings: "0.5",
    });
    expect(carried).toMatchObject({ servings: 0.5, recipe_id: recipe.id, original_meal_id: original.id });

    const base = { title: "More", meal_type: "lunch", date: "2027-01-18", is_leftover: true };
    for (const servings of [0, 0.25, 2.25, 12.5, "abc"]) {
      const errors = await refused(
        await request.post("/api/meal-plans", {
          headers: a.headers,
          data: { ...base, original_meal_id: original.id, servings },
        }),
        String(servings),
      );
      expect(Object.keys(errors)).toContain("servings");
    }
    const orphan = await refused(
      await request.post("/api/meal-plans", { headers: a.headers, data: { ...base, servings: 1 } }),
    );
    expect(Object.keys(orphan)).toEqual(["original_meal_id"]);
    const ofLeftover = await request.post("/api/meal-plans", {
      headers: a.headers,
      data: { ...base, servings: 1, original_meal_id: leftover.id },
    });
    expect(ofLeftover.status()).toBe(422);
    const unknown = await request.post("/api/meal-plans", {
      headers: a.headers,
      data: { ...base, servings: 1, original_meal_id: 999999999 },
    });
    expect(unknown.status()).toBe(404);
    const events = await history(request, a.headers, leftover.id);
    expect(events[0]).toMatchObject({ type: "LeftoverPlanned", source: "api" });
    expect(events[0]!.data).toMatchObject({ originalMealId: original.id, servings: 2.5 });
  });

  test("a weekly series until a date plans one meal on each of 4 Fridays, answering the first and every id", async ({
    request,
  }) => {
    const a = await household(request);
    const response = await request.post("/api/meal-plans", {
      headers: a.headers,
      data: {
        title: "Pizza Friday",
        meal_type: "dinner",
        date: "2026-12-04",
        is_recurring: true,
        recurring_pattern: "weekly",
        end_date: "2026-12-25",
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    const body = await response.json();
    const ids = body.data.meal_ids as number[];
    expect(ids).toHaveLength(4);
    expect(body.meal_ids).toEqual(ids);
    expect(body.data).toMatchObject({ id: ids[0], date: "2026-12-04", title: "Pizza Friday", version: 1 });
    expect(body.data.series_id).toEqual(expect.any(Number));
    const list = await (
      await request.get("/api/meal-plans?start_date=2026-11-29&end_date=2027-01-09", { headers: a.headers })
    ).json();
    const meals = list.data as (Meal & { series_id: number })[];
    expect(meals.map((m) => m.date)).toEqual(["2026-12-04", "2026-12-11", "2026-12-18", "2026-12-25"]);
    expect(meals.map((m) => m.id)).toEqual(ids);
    expect(new Set(meals.map((m) => m.series_id))).toEqual(new Set([body.data.series_id]));
    // Each occurrence is its own meal: changing one leaves the others.
    await request.put(`/api/meal-plans/${ids[1]}`, { headers: a.headers, data: { title: "Pasta Friday" } });
    const after = await (
      await request.get("/api/meal-plans?start_date=2026-11-29&end_date=2027-01-09", { headers: a.headers })
    ).json();
    expect((after.data as Meal[]).map((m) => m.title)).toEqual([
      "Pizza Friday",
      "Pasta Friday",
      "Pizza Friday",
      "Pizza Friday",
    ]);
    // apply_to=series: this and the following occurrences change, each keeping its own date.
    const series = await request.put(`/api/meal-plans/${ids[2]}`, {
      headers: a.headers,
      data: { title: "Calzone Friday", apply_to: "series", date: "2027-03-01" },
    });
    expect(series.status(), await series.text()).toBe(200);
    expect((await series.json()).meta).toEqual({ changed: 2 });
    const last = await (
      await request.get("/api/meal-plans?start_date=2026-11-29&end_date=2027-01-09", { headers: a.headers })
    ).json();
    expect((last.data as Meal[]).map((m) => [m.date, m.title])).toEqual([
      ["2026-12-04", "Pizza Friday"],
      ["2026-12-11", "Pasta Friday"],
      ["2026-12-18", "Calzone Friday"],
      ["2026-12-25", "Calzone Friday"],
    ]);
  });

  test("extra dishes are added (201) and removed; an unknown dish answers 404", async ({ request }) => {
    const a = await household(request);
    const recipe = await addRecipe(request, a.headers, { name: "Garlic bread" });
    const meal = await plan(request, a.headers, { title: "Pasta", meal_type: "dinner", date: "2027-01-15" });
    const salad = await request.post(`/api/meal-plans/${meal.id}/add-meal`, {
      headers: a.headers,
      data: { title: "Green salad" },
    });
    expect(salad.status(), await salad.text()).toBe(201);
    expect((await salad.json()).data.dishes).toEqual([
      { id: 1, title: "Green salad", recipe_id: null, recipe_title: null },
    ]);
    const bread = await request.post(`/api/meal-plans/${meal.id}/add-meal`, {
      headers: a.headers,
      data: { recipeId: String(recipe.id) },
    });
    const withBread = (await bread.json()).data as Meal;
    expect(withBread.dishes).toEqual([
      { id: 1, title: "Green salad", recipe_id: null, recipe_title: null },
      { id: 2, title: "Garlic bread", recipe_id: recipe.id, recipe_title: "Garlic bread" },
    ]);
    for (const data of [{}, { title: "" }, { title: "x".repeat(201) }, { recipe_id: "abc" }]) {
      await refused(
        await request.post(`/api/meal-plans/${meal.id}/add-meal`, { headers: a.headers, data }),
        JSON.stringify(data),
      );
    }
    const removed = await request.delete(`/api/meal-plans/${meal.id}/meals/1`, { headers: a.headers });
    expect(removed.status()).toBe(200);
    expect((await removed.json()).data.dishes.map((d: Json) => d.title)).toEqual(["Garlic bread"]);
    for (const dish of ["1", "abc", "-1", "99"]) {
      const gone = await request.delete(`/api/meal-plans/${meal.id}/meals/${dish}`, { headers: a.headers });
      expect(gone.status(), dish).toBe(404);
      expect((await gone.json()).message).toBe("That dish is not part of this meal.");
    }
    const events = await history(request, a.headers, meal.id);
    expect(events.map((e) => e.type)).toEqual(["MealPlanned", "DishAdded", "DishAdded", "DishRemoved"]);
  });

  test("the prepared toggle is persisted and recorded", async ({ request }) => {
    const a = await household(request);
    const meal = await plan(request, a.headers, { title: "Soup", meal_type: "lunch", date: "2027-01-15" });
    const on = await request.post(`/api/meal-plans/${meal.id}/prepared`, {
      headers: a.headers,
      data: { prepared: true },
    });
    expect(on.status()).toBe(200);
    expect((await on.json()).data).toMatchObject({ prepared: true, is_prepared: true, isPrepared: true });
    const read = (await (await request.get(`/api/meal-plans/${meal.id}`, { headers: a.headers })).json())
      .data;
    expect(read.isPrepared).toBe(true);
    const off = await request.put(`/api/meal-plans/${meal.id}/prepared`, {
      headers: a.headers,
      data: { isPrepared: "false" },
    });
    expect((await off.json()).data.prepared).toBe(false);
    for (const data of [{}, { prepared: "maybe" }, { prepared: 2 }]) {
      const errors = await refused(
        await request.post(`/api/meal-plans/${meal.id}/prepared`, { headers: a.headers, data }),
      );
      expect(Object.keys(errors)).toEqual(["prepared"]);
    }
    const events = await history(request, a.headers, meal.id);
    expect(events.map((e) => e.type)).toEqual(["MealPlanned", "MealPreparedMarked", "MealPreparedUnmarked"]);
  });

  test("nutrition is set per serving from numbers or the spec's strings, with its source", async ({
    request,
  }) => {
    const a = await household(request);
    const meal = await plan(request, a.headers, { title: "Soup", meal_type: "lunch", date: "2027-01-15" });
    const response = await request.put(`/api/meal-plans/${meal.id}/nutrition`, {
      headers: a.headers,
      data: { calories: 500, protein: "20g", carbs: "1,200 g", source: "AI" },
    });
    expect(response.status(), await response.text()).toBe(200);
    expect((await response.json()).data).toMatchObject({
      nutrition: { calories: "500 kcal", protein: "20g", carbs: "1200g", fat: "0g" },
      nutrition_values: { calories: 500, protein: 20, carbs: 1200, fat: null, fiber: null, sugar: null },
      nutrition_source: "ai",
      isAIGenerated: true,
      hasManualNutrition: false,
      version: 2,
    });
    const read = await (
      await request.get(`/api/meal-plans/${meal.id}/nutrition`, { headers: a.headers })
    ).json();
    expect(read.data).toMatchObject({ calories: "500 kcal", values: { calories: 500 }, source: "ai" });
    const manual = await request.put(`/api/meal-plans/${meal.id}/nutrition`, {
      headers: a.headers,
      data: { nutrition: { calories: "300 kcal" } },
    });
    expect((await manual.json()).data).toMatchObject({
      nutrition_source: "manual",
      hasManualNutrition: true,
    });
    for (const [data, field] of [
      [{ calories: -1 }, "calories"],
      [{ protein: "lots" }, "protein"],
      [{ calories: 100001 }, "calories"],
      [{}, "calories"],
      [{ calories: 1, source: "guess" }, "source"],
    ] as [Json, string][]) {
      const errors = await refused(
        await request.put(`/api/meal-plans/${meal.id}/nutrition`, { headers: a.headers, data }),
        JSON.stringify(data),
      );
      expect(Object.keys(errors), JSON.stringify(data)).toContain(field);
    }
    const events = await history(request, a.headers, meal.id);
    expect(events.at(-1)).toMatchObject({ type: "MealNutritionSet" });
    expect(events.at(-1)!.data).toMatchObject({ source: "manual", nutrition: { calories: 300 } });
  });

  test("a meal's history shows each change field by field, with who, when and from where", async ({
    request,
  }) => {
    const a = await household(request);
    const meal = await plan(request, a.headers, { title: "Soup", meal_type: "lunch", date: "2027-01-15" });
    await request.put(`/api/meal-plans/${meal.id}`, {
      headers: a.headers,
      data: { title: "Minestrone", servings: 6 },
    });
    const events = await history(request, a.headers, meal.id);
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({
      version: 1,
      type: "MealPlanned",
      actor: { id: a.id, name: a.name },
      source: "api",
    });
    expect(events[0]!.data).toMatchObject({ title: "Soup", date: "2027-01-15", mealType: "lunch" });
    expect(events[1]).toMatchObject({
      version: 2,
      type: "MealChanged",
      actor: { id: a.id, name: a.name },
      source: "api",
      changes: { title: { from: "Soup", to: "Minestrone" }, servings: { from: 4, to: 6 } },
    });
    expect(Object.keys(events[1]!.changes!).sort()).toEqual(["servings", "title"]);
    expect(events[1]!.position as number).toBeGreaterThan(events[0]!.position as number);
    expect(Date.parse(events[1]!.recorded_at as string)).not.toBeNaN();
  });
});

test.describe("repeated creates", () => {
  test("a double submit with one Idempotency-Key plans one meal; the same key with another body answers 422", async ({
    request,
  }) => {
    const a = await household(request);
    const data = { title: "Curry", meal_type: "dinner", date: "2027-01-22" };
    const key = `create-${Date.now()}`;
    const headers = { ...a.headers, "Idempotency-Key": key };
    const [one, two] = await Promise.all([
      request.post("/api/meal-plans", { headers, data }),
      request.post("/api/meal-plans", { headers, data }),
    ]);
    expect(one.status()).toBe(201);
    expect(two.status()).toBe(201);
    const first = (await one.json()).data as Meal;
    expect(((await two.json()).data as Meal).id).toBe(first.id);
    const third = await request.post("/api/meal-plans", { headers, data });
    expect(((await third.json()).data as Meal).id).toBe(first.id);
    const list = await (await request.get("/api/meal-plans?date=2027-01-22", { headers: a.headers })).json();
    expect((list.data as Meal[]).map((m) => m.id)).toEqual([first.id]);
    expect((await history(request, a.headers, first.id)).map((e) => e.type)).toEqual(["MealPlanned"]);

    const reused = await request.post("/api/meal-plans", { headers, data: { ...data, title: "Korma" } });
    expect(reused.status()).toBe(422);
    expect((await reused.json()).success).toBe(false);
    // Forms send the key as a field.
    const form = await request.post("/api/meal-plans", {
      headers: a.headers,
      data: { ...data, date: "2027-01-23", idempotency_key: `${key}-form` },
    });
    const again = await request.post("/api/meal-plans", {
      headers: a.headers,
      data: { ...data, date: "2027-01-23", idempotency_key: `${key}-form` },
    });
    expect((await again.json()).data.id).toBe((await form.json()).data.id);
    // Another household may use the same key for its own meal.
    const b = await household(request);
    const theirs = await request.post("/api/meal-plans", {
      headers: { ...b.headers, "Idempotency-Key": key },
      data,
    });
    expect(theirs.status()).toBe(201);
    expect((await theirs.json()).data.id).not.toBe(first.id);
    // A key longer than 200 characters is refused.
    await refused(
      await request.post("/api/meal-plans", {
        headers: { ...a.headers, "Idempotency-Key": "k".repeat(201) },
        data,
      }),
    );
  });
});

test.describe("documentation and diagnostics", () => {
  test("the OpenAPI document is public, cacheable and lists every meal-plan call with its error codes", async ({
    request,
  }) => {
    const response = await request.get("/api/openapi.json");
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("public, max-age=300");
    const doc = await response.json();
    expect(doc.openapi).toBe("3.1.0");
    const expected: Record<string, string[]> = {
      "/api/meal-plans": ["get", "post"],
      "/api/meal-plans/week": ["get"],
      "/api/meal-plans/{id}": ["get", "put", "delete"],
      "/api/meal-plans/{id}/move": ["put", "post"],
      "/api/meal-plans/{id}/add-meal": ["post"],
      "/api/meal-plans/{id}/meals/{mealId}": ["delete"],
      "/api/meal-plans/{id}/prepared": ["post", "put"],
      "/api/meal-plans/{id}/nutrition": ["get", "put"],
      "/api/meal-plans/{id}/history": ["get"],
      "/api/debug-meal-ownership/{id}": ["get"],
    };
    for (const [path, methods] of Object.entries(expected)) {
      expect(doc.paths[path], path).toBeTruthy();
      for (const method of methods) expect(doc.paths[path][method], `${method} ${path}`).toBeTruthy();
    }
    expect(Object.keys(doc.paths["/api/meal-plans/{id}"].put.responses)).toEqual(
      expect.arrayContaining(["200", "401", "404", "409", "419", "422"]),
    );
    expect(doc.paths["/api/meal-plans"].post.parameters.map((p: Json) => p.name)).toContain(
      "Idempotency-Key",
    );
    expect(Object.keys(doc.components.schemas.MealCreate.properties)).toEqual(
      expect.arrayContaining(["meal_type", "mealType", "recipe_id", "recipeId", "is_leftover", "isLeftover"]),
    );
    // The other documented calls are there too.
    for (const path of [
      "/api/login",
      "/api/register",
      "/api/recipes",
      "/api/family-members",
      "/api/admin/users",
    ])
      expect(doc.paths[path], path).toBeTruthy();
    // Every $ref points at something that exists.
    const refs = JSON.stringify(doc).match(/"#\/components\/[^"]+"/g) ?? [];
    for (const ref of new Set(refs)) {
      const [, , group, name] = ref.slice(1, -1).split("/");
      expect(doc.components[group!]?.[name!], ref).toBeTruthy();
    }
  });

  test("debug-meal-ownership answers admins with ids only, and 403 JSON to members", async ({ request }) => {
    const a = await household(request);
    const meal = await plan(request, a.headers, {
      title: "Secret soup",
      meal_type: "lunch",
      date: "2027-01-15",
    });
    const member = await request.get(`/api/debug-meal-ownership/${meal.id}`, { headers: a.headers });
    expect(member.status()).toBe(403);
    expect((await member.json()).success).toBe(false);
    const anonymous = await request.get(`/api/debug-meal-ownership/${meal.id}`);
    expect(anonymous.status()).toBe(401);

    const admin = bearer(await tokenFor(request, ADMIN));
    for (const path of [`/api/debug-meal-ownership/${meal.id}`, `/debug-meal-ownership/${meal.id}`]) {
      const response = await request.get(path, { headers: admin });
      expect(response.status(), path).toBe(200);
      const body = await response.json();
      expect(body.data).toMatchObject({
        meal_id: meal.id,
        exists: true,
        removed: false,
        household_id: a.familyId,
        owned_by_caller: false,
      });
      expect(body.data.caller_household_id).toEqual(expect.any(Number));
      expect(JSON.stringify(body)).not.toContain("Secret soup");
      expect(JSON.stringify(body)).not.toContain(a.token);
    }
    await request.delete(`/api/meal-plans/${meal.id}`, { headers: a.headers });
    const removed = await (
      await request.get(`/api/debug-meal-ownership/${meal.id}`, { headers: admin })
    ).json();
    expect(removed.data).toMatchObject({ exists: false, removed: true, household_id: a.familyId });
    const unknown = await (
      await request.get("/api/debug-meal-ownership/999999999", { headers: admin })
    ).json();
    expect(unknown.data).toMatchObject({ exists: false, removed: false, household_id: null });
    const bad = await request.get("/api/debug-meal-ownership/abc", { headers: admin });
    expect(bad.status()).toBe(404);
    expect((await bad.json()).message).toBe("Invalid meal plan ID format");
  });
});
