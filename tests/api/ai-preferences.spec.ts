// GET and POST /api/ai/preferences and POST /api/ai/preferences/reset over HTTP against the production
// build (docs/product.md#ai-assistant). Every story makes its own account.
import { expect, test } from "@playwright/test";
import { bearer, registerViaApi } from "../support/accounts";

const PATH = "/api/ai/preferences";
const RESET = "/api/ai/preferences/reset";
const DEFAULTS = {
  default_diet_type: "none",
  preferred_cuisines: [],
  dietary_restrictions: [],
  allergies: [],
  disliked_ingredients: [],
  preferred_meal_types: [],
  meals_per_day: 3,
  use_inventory: true,
  consider_leftovers: true,
  complexity_level: 2,
};
const MINE = {
  default_diet_type: "vegetarian",
  preferred_cuisines: ["Italian", "Thai"],
  dietary_restrictions: ["Dairy-free"],
  allergies: ["Peanuts"],
  disliked_ingredients: ["Olives"],
  preferred_meal_types: ["Lunch", "Dinner"],
  meals_per_day: 2,
  use_inventory: false,
  consider_leftovers: true,
  complexity_level: 1,
};

test.describe("AI planning preferences", () => {
  test("a new user reads the defaults, saves a whole set, reads it back, and resets to the defaults", async ({
    request,
  }) => {
    const { token } = await registerViaApi(request);
    const first = await request.get(PATH, { headers: bearer(token) });
    expect(first.status()).toBe(200);
    expect(await first.json()).toEqual({ success: true, data: DEFAULTS, saved: false });

    const saved = await request.post(PATH, { headers: bearer(token), data: MINE });
    expect(saved.status(), await saved.text()).toBe(200);
    expect(await saved.json()).toEqual({
      success: true,
      message: "Preferences saved successfully!",
      data: MINE,
      saved: true,
    });
    expect((await (await request.get(PATH, { headers: bearer(token) })).json()).data).toEqual(MINE);

    const reset = await request.post(RESET, { headers: bearer(token) });
    expect(reset.status(), await reset.text()).toBe(200);
    expect(await reset.json()).toEqual({
      success: true,
      message: "Preferences reset to defaults.",
      data: DEFAULTS,
      saved: false,
    });
    expect(await (await request.get(PATH, { headers: bearer(token) })).json()).toEqual({
      success: true,
      data: DEFAULTS,
      saved: false,
    });
  });

  test("a field left out keeps its value; choices in any case and comma-separated lists are read", async ({
    request,
  }) => {
    const { token } = await registerViaApi(request);
    await request.post(PATH, { headers: bearer(token), data: MINE });
    const response = await request.post(PATH, {
      headers: bearer(token),
      data: { preferences: { preferred_cuisines: "korean, MIDDLE EASTERN", meals_per_day: "4" } },
    });
    expect(response.status(), await response.text()).toBe(200);
    const { data } = await response.json();
    expect(data).toEqual({ ...MINE, preferred_cuisines: ["Korean", "Middle Eastern"], meals_per_day: 4 });
  });

  test("a field that breaks its rule answers 422 under its field and saves nothing", async ({ request }) => {
    const { token } = await registerViaApi(request);
    for (const data of [
      { meals_per_day: 0 },
      { meals_per_day: 7 },
      { complexity_level: 5 },
      { default_diet_type: "carnivore" },
      { preferred_cuisines: ["Martian"] },
      { dietary_restrictions: "Sugar-free" },
      { preferred_meal_types: [1] },
      { use_inventory: "perhaps" },
      { allergies: "x".repeat(101) },
    ]) {
      const response = await request.post(PATH, { headers: bearer(token), data });
      expect(response.status(), JSON.stringify(data)).toBe(422);
      const body = await response.json();
      expect(body.success).toBe(false);
      expect(Object.keys(body.errors).map((key) => key.split(".")[0])).toEqual(Object.keys(data));
    }
    expect((await (await request.get(PATH, { headers: bearer(token) })).json()).saved).toBe(false);
  });

  test("one user's preferences are not another's", async ({ request }) => {
    const ann = await registerViaApi(request);
    const bob = await registerViaApi(request);
    await request.post(PATH, { headers: bearer(ann.token), data: MINE });
    expect((await (await request.get(PATH, { headers: bearer(bob.token) })).json()).data).toEqual(DEFAULTS);
    await request.post(RESET, { headers: bearer(bob.token) });
    expect((await (await request.get(PATH, { headers: bearer(ann.token) })).json()).data).toEqual(MINE);
  });

  test("without signing in every call answers 401 JSON; a GET of the reset is 405", async ({ request }) => {
    for (const response of [
      await request.get(PATH),
      await request.post(PATH, { data: MINE }),
      await request.post(RESET),
    ]) {
      expect(response.status()).toBe(401);
      expect((await response.json()).success).toBe(false);
    }
    const { token } = await registerViaApi(request);
    const wrong = await request.get(RESET, { headers: bearer(token) });
    expect(wrong.status()).toBe(405);
    expect((await wrong.json()).success).toBe(false);
  });
});
