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
