// GET and POST /api/nutrition/goals over HTTP against the production build (docs/product.md#nutrition).
// Every story makes its own account.
import { expect, test } from "@playwright/test";
import { bearer, registerViaApi } from "../support/accounts";

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
