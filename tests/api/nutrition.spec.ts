// GET and POST /api/nutrition/goals over HTTP against the production build (docs/product.md#nutrition).
// Every story makes its own account.
import { expect, test } from "@playwright/test";
import { bearer, registerViaApi } from "../support/accounts";
import { importRecipeWithoutNutrition } from "../support/recipe-pages";

const PATH = "/api/nutrition/goals";
const DEFAULTS = {
  calories: { target: 2000, unit: "kcal" },
  protein: { target: 50, unit: "g" },
  carbs: { target: 275, unit: "g" },
  fat: { target: 78, unit: "g" },
  fiber: { target: 28, unit: "g" },
  sugar: { target: 50, unit: "g", maxValue: true },
};

test.describe("nutrition goals", () => {
  test("a new user reads the defaults, saves the Keto preset and reads it back as the active preset", async ({
    request,
  }) => {
    const { token } = await registerViaApi(request);
    const first = await request.get(PATH, { headers: bearer(token) });
    expect(first.status()).toBe(200);
    expect(await first.json()).toEqual({ success: true, data: DEFAULTS, preset: null, saved: false });

    const keto = { calories: 2000, protein: 100, carbs: 25, fat: 165, fiber: 20, sugar: 15 };
    const saved = await request.post(PATH, { headers: bearer(token), data: keto });
    expect(saved.status(), await saved.text()).toBe(200);
    const body = await saved.json();
    expect(body).toMatchObject({
      success: true,
      message: "Nutrition goals saved",
      preset: "keto",
      saved: true,
    });
    expect(body.data.fat).toEqual({ target: 165, unit: "g" });

    const again = await (await request.get(PATH, { headers: bearer(token) })).json();
    expect(again.preset).toBe("keto");
    expect(again.data.sugar).toEqual({ target: 15, unit: "g", maxValue: true });
  });

  test("a nutrient left out keeps its target, and the spec's {target} objects are read too", async ({
    request,
  }) => {
    const { token } = await registerViaApi(request);
    const response = await request.post(PATH, {
      headers: bearer(token),
      data: { goals: { calories: { target: 2200, unit: "kcal" }, fiber: "30" } },
    });
    expect(response.status(), await response.text()).toBe(200);
    const { data } = await response.json();
    expect(data.calories.target).toBe(2200);
    expect(data.fiber.target).toBe(30);
    expect(data.protein.target).toBe(50);
  });

  test("a target out of its range or of the wrong type answers 422 under its field and saves nothing", async ({
    request,
  }) => {
    const { token } = await registerViaApi(request);
    for (const data of [
      { calories: 999 },
      { protein: "lots" },
      { sugar: [1] },
      { fat: true },
      { carbs: 501 },
    ]) {
      const response = await request.post(PATH, { headers: bearer(token), data });
      expect(response.status(), JSON.stringify(data)).toBe(422);
      const body = await response.json();
      expect(body.success).toBe(false);
      expect(Object.keys(body.errors)).toEqual(Object.keys(data));
    }
    expect((await (await request.get(PATH, { headers: bearer(token) })).json()).saved).toBe(false);
  });

  test("without signing in the call answers 401 JSON", async ({ request }) => {
    const response = await request.get(PATH);
    expect(response.status()).toBe(401);
    expect((await response.json()).success).toBe(false);
  });
});

test.describe("calculating nutrition from ingredients", () => {
  test("lines and {name, quantity, unit} items are matched and weighed; per serving, with what was not counted", async ({
    request,
  }) => {
    const { token } = await registerViaApi(request);
    const response = await request.post("/api/nutrition/calculate", {
      headers: bearer(token),
      data: {
        ingredients: [
          "2 cups all-purpose flour",
          { name: "large eggs", quantity: 2, unit: null },
          "salt to taste",
        ],
        servings: 2,
      },
    });
    expect(response.status(), await response.text()).toBe(200);
    const { data } = await response.json();
    expect(data.servings).toBe(2);
    expect(data.per).toBe("serving");
    expect(data.ingredients.map((i: { status: string }) => i.status)).toEqual([
      "counted",
      "counted",
      "no-amount",
    ]);
    expect(data.ingredients[0].grams).toBe(250); // 1 cup of flour is 125 g in the table, not 237 g of water
    expect(data.ingredients[1].grams).toBe(100); // a large egg is 50 g
    expect(data.not_counted).toEqual(["salt"]);
    // 250 g flour (364 kcal/100 g) + 100 g egg (143 kcal/100 g), halved.
    expect(data.calories).toBeGreaterThan(500);
    expect(data.calories).toBeLessThan(560);
    expect(typeof data.sodium).toBe("number");
  });

  test("the assistant's call answers whole numbers for the six nutrients, at /ai and under /api", async ({
    request,
  }) => {
    const { token } = await registerViaApi(request);
    for (const path of ["/ai/calculate-nutrition", "/api/ai/calculate-nutrition"]) {
      const response = await request.post(path, {
        headers: bearer(token),
        data: { ingredients: [{ name: "butter", quantity: 1, unit: "tablespoon" }] },
      });
      expect(response.status(), await response.text()).toBe(200);
      const body = await response.json();
      expect(body.success).toBe(true);
      expect(body.message).toBe("Nutrition calculated");
      expect(Object.keys(body.data)).toEqual(["calories", "protein", "carbs", "fat", "fiber", "sugar"]);
      expect(body.data.calories).toBeGreaterThanOrEqual(100); // 14.2 g of butter, 717 kcal/100 g
      expect(body.data.calories).toBeLessThanOrEqual(104);
      expect(Number.isInteger(body.data.fat)).toBe(true);
    }
  });

  test("no ingredients, wrong types or too many answer 422 JSON; GET is 405 JSON", async ({ request }) => {
    const { token } = await registerViaApi(request);
    for (const data of [
      {},
      { ingredients: [] },
      { ingredients: "flour" },
      { ingredients: [42] },
      { ingredients: [{ name: "" }] },
      { ingredients: [{ name: "flour", quantity: "lots" }] },
      { ingredients: Array.from({ length: 101 }, () => "1 egg") },
      { ingredients: ["1 egg"], servings: 0 },
    ]) {
      const response = await request.post("/api/nutrition/calculate", { headers: bearer(token), data });
      expect(response.status(), JSON.stringify(data).slice(0, 80)).toBe(422);
      expect((await response.json()).success).toBe(false);
    }
    const get = await request.get("/ai/calculate-nutrition", { headers: bearer(token) });
    expect(get.status()).toBe(405);
    expect((await get.json()).success).toBe(false);
  });
});

test.describe("nutrition reports and generating missing nutrition", () => {
  const RICE = {
    name: "Rice and eggs",
    instructions: ["Cook."],
    servings: 2,
    is_public: false,
    ingredients: [
      { name: "white rice", quantity: 200, unit: "gram" },
      { name: "large eggs", quantity: 2, unit: null },
    ],
  };

  const RICE_PAGE = {
    name: RICE.name,
    recipeIngredient: ["200 g white rice", "2 large eggs"],
    recipeInstructions: ["Cook."],
    recipeYield: "2",
  };

  test("meals with a recipe get computed nutrition once, and the summary, reports and trends read it", async ({
    request,
  }) => {
    const { token } = await registerViaApi(request);
    const headers = bearer(token);
    // A recipe that states no nutrition: imported from a page that gives none (one saved through the API
    // would have it computed at once, and its meals would carry it).
    const recipeId = await importRecipeWithoutNutrition(request, headers, RICE_PAGE);
    const meal = await request.post("/api/meal-plans", {
      headers,
      data: { date: "2027-03-02", meal_type: "dinner", recipe_id: recipeId, servings: 2 },
    });
    expect(meal.status(), await meal.text()).toBe(201);
    const mealId = (await meal.json()).data.id as number;
    const plain = await request.post("/api/meal-plans", {
      headers,
      data: { date: "2027-03-03", meal_type: "lunch", title: "Picnic", servings: 2 },
    });
    expect(plain.status()).toBe(201);

    const range = { start_date: "2027-03-01", end_date: "2027-03-07" };
    const generated = await request.post("/api/meal-plans/generate-nutrition", { headers, data: range });
    expect(generated.status(), await generated.text()).toBe(200);
    const body = await generated.json();
    expect(body.message).toBe("Nutrition added to 1 meal.");
    expect(body.data.filled).toEqual([mealId]);
    expect(body.data.skipped).toEqual([
      expect.objectContaining({ title: "Picnic", date: "2027-03-03", reason: "no-recipe" }),
    ]);
    const history = await (await request.get(`/api/meal-plans/${mealId}/history`, { headers })).json();
    expect(JSON.stringify(history)).toContain("MealNutritionSet");
    const again = await (
      await request.post("/api/meal-plans/generate-nutrition", { headers, data: range })
    ).json();
    expect(again.data.filled).toEqual([]);
    expect(again.message).toBe("No meals are missing nutrition.");

    const calories = (await (await request.get(`/api/meal-plans/${mealId}/nutrition`, { headers })).json())
      .data.values.calories as number;
    expect(calories).toBeGreaterThan(300);

    const summary = await request.get("/api/nutrition/summary?start_date=2027-03-01&end_date=2027-03-07", {
      headers,
    });
    expect(summary.status(), await summary.text()).toBe(200);
    const s = (await summary.json()).data;
    expect(s).toMatchObject({ start_date: "2027-03-01", end_date: "2027-03-07", entries: 2 });
    expect(s.days_with_entries).toBe(2);
    expect(s.average.calories).toBeCloseTo(calories / 2, 1);
    expect(s.days).toHaveLength(7);
    expect(s.progress).toHaveLength(6);
    expect(s.progress[0]).toMatchObject({ nutrient: "calories", target: 2000, status: "below target" });
    expect(s.top_sources.calories[0]).toEqual({ title: "Rice and eggs", value: calories });
    expect(s.goals.calories.target).toBe(2000);
    expect(s.meal_types.map((t: { meal_type: string }) => t.meal_type)).toContain("dinner");

    const daily = (
      await (await request.get("/api/nutrition/daily-report?date=2027-03-02", { headers })).json()
    ).data;
    expect(daily).toMatchObject({ date: "2027-03-02", entries: 1, average: { calories } });
    const weekly = (
      await (await request.get("/api/nutrition/weekly-report?start_date=2027-03-01", { headers })).json()
    ).data;
    expect(weekly).toMatchObject({ start_date: "2027-03-01", end_date: "2027-03-07", entries: 2 });
    const trends = await request.get(
      "/api/nutrition/trends?start_date=2027-03-01&end_date=2027-03-03&nutrient=protein",
      { headers },
    );
    expect(trends.status(), await trends.text()).toBe(200);
    const t = (await trends.json()).data;
    expect(t).toMatchObject({ nutrient: "protein", unit: "g", target: 50 });
    expect(t.days.map((d: { date: string }) => d.date)).toEqual(["2027-03-01", "2027-03-02", "2027-03-03"]);
    expect(t.days[1].value).toBeGreaterThan(0);
    const byDefault = (
      await (
        await request.get("/api/nutrition/trends?start_date=2027-03-02&end_date=2027-03-02", { headers })
      ).json()
    ).data;
    expect(byDefault).toMatchObject({
      nutrient: "calories",
      days: [{ date: "2027-03-02", value: calories }],
    });

    const alias = await request.get(`/api/nutrition/recipe/${recipeId}`, { headers });
    const original = await request.get(`/api/recipes/${recipeId}/nutrition`, { headers });
    expect(alias.status()).toBe(200);
    expect(await alias.json()).toEqual(await original.json());
  });

  test("bad dates, reversed or too long ranges, unknown nutrients and others' members or recipes are refused as JSON", async ({
    request,
  }) => {
    const { token } = await registerViaApi(request);
    const headers = bearer(token);
    const other = await registerViaApi(request);
    const theirs = await request.post("/api/recipes", { headers: bearer(other.token), data: RICE });
    const theirRecipe = (await theirs.json()).data.id as number;
    const theirMembers = await (
      await request.get("/api/family-members", { headers: bearer(other.token) })
    ).json();
    const theirMember = (theirMembers.data as { id: number }[])[0]!.id;

    const refused: [string, number, string][] = [
      ["/api/nutrition/summary?start_date=2027-02-30&end_date=2027-03-01", 422, "start_date"],
      ["/api/nutrition/summary?start_date=2027-03-05&end_date=2027-03-01", 422, "end_date"],
      ["/api/nutrition/summary?start_date=2026-01-01&end_date=2027-03-01", 422, "end_date"],
      ["/api/nutrition/summary?end_date=2027-03-01", 422, "start_date"],
      ["/api/nutrition/daily-report?date=soon", 422, "date"],
      ["/api/nutrition/weekly-report", 422, "start_date"],
      ["/api/nutrition/trends?start_date=2027-03-01&end_date=2027-03-02&nutrient=vitamins", 422, "nutrient"],
      ["/api/nutrition/summary?start_date=2027-03-01&end_date=2027-03-02&member_id=abc", 422, "member_id"],
    ];
    for (const [path, status, field] of refused) {
      const response = await request.get(path, { headers });
      expect(response.status(), path).toBe(status);
      const body = await response.json();
      expect(body.success).toBe(false);
      expect(Object.keys(body.errors ?? {}), path).toContain(field);
    }
    const stranger = await request.get(
      `/api/nutrition/summary?start_date=2027-03-01&end_date=2027-03-02&member_id=${theirMember}`,
      { headers },
    );
    expect(stranger.status()).toBe(404);
    expect((await stranger.json()).success).toBe(false);
    const recipe = await request.get(`/api/nutrition/recipe/${theirRecipe}`, { headers });
    expect(recipe.status()).toBe(404);
    expect((await recipe.json()).success).toBe(false);

    const badRange = await request.post("/api/meal-plans/generate-nutrition", {
      headers,
      data: { start_date: "2027-03-09", end_date: "2027-03-01" },
    });
    expect(badRange.status()).toBe(422);
    expect((await badRange.json()).errors).toHaveProperty("end_date");
    const noBody = await request.post("/api/meal-plans/generate-nutrition", { headers, data: {} });
    expect(noBody.status()).toBe(422);
  });
});

test.describe("searching the food table", () => {
  test("GET /api/foods finds foods by every word, paged and bounded; bad input is refused or ignored, never a 500", async ({
    request,
  }) => {
    const { token } = await registerViaApi(request);
    const headers = bearer(token);
    const found = await request.get("/api/foods?q=goat%20milk", { headers });
    expect(found.status(), await found.text()).toBe(200);
    const body = await found.json();
    expect(body.success).toBe(true);
    expect(body.data[0]).toEqual({
      ndb_no: "01106",
      description: "Milk, goat, fluid, with added vitamin D",
      food_group: "Dairy and Egg Products",
    });
    expect(body.meta).toMatchObject({ current_page: 1, per_page: 10 });

    // Pages: the second page of two per page continues the first.
    const page = async (query: string) =>
      (await (await request.get(`/api/foods?${query}`, { headers })).json()) as {
        data: { ndb_no: string }[];
        meta: { total: number; per_page: number; last_page: number };
      };
    const first = await page("q=cheese&per_page=4");
    const second = await page("q=cheese&per_page=2&page=2");
    expect(second.data.map((f) => f.ndb_no)).toEqual(first.data.slice(2, 4).map((f) => f.ndb_no));
    expect(second.meta.total).toBe(first.meta.total);
    expect(second.meta.last_page).toBe(Math.ceil(first.meta.total / 2));
    // Bounded: at most 25 a page; odd numbers are the defaults.
    expect((await page("q=cheese&per_page=100000")).data).toHaveLength(25);
    expect((await page("q=cheese&per_page=abc&page=-2")).meta).toMatchObject({
      per_page: 10,
      current_page: 1,
    });
    expect((await page("q=cheese&page=99999")).data).toEqual([]);
    expect((await page(`q=${encodeURIComponent("<script>alert(1)</script> milk")}`)).meta.total).toBe(0);
    // A long search: only its first 100 characters are read.
    expect((await page(`q=${"milk%20".repeat(200)}`)).data.length).toBeGreaterThan(0);

    for (const query of ["", "q=", "q=a", "q=%25%25%25", "q=%20%20"]) {
      const refused = await request.get(`/api/foods?${query}`, { headers });
      expect(refused.status(), query).toBe(422);
      expect(await refused.json()).toMatchObject({ success: false, errors: { q: [expect.any(String)] } });
    }
    expect((await request.get("/api/foods?q=milk")).status()).toBe(401);
    const posted = await request.post("/api/foods?q=milk", { headers, data: {} });
    expect(posted.status()).toBe(405);
    expect((await posted.json()).success).toBe(false);
  });
});
