// POST /api/ingredients/parse: ingredient lines to structured ingredients, over HTTP against the production
// build (docs/decisions/006-ingredient-parser.md). Every story makes its own account.
import { expect, test } from "@playwright/test";
import { bearer, registerViaApi } from "../support/accounts";

const PATH = "/api/ingredients/parse";

test.describe("parsing ingredient lines", () => {
  test("a signed-in cook sends recipe lines and gets one structured ingredient per line, in order", async ({
    request,
  }) => {
    const { token } = await registerViaApi(request);
    const lines = [
      "400g (15 oz) potatoes (firm/waxy)",
      "1 1/2 cups flour, sifted",
      "2-3 cloves garlic",
      "salt and pepper, to taste",
      "a jar of apple sauce",
    ];
    const response = await request.post(PATH, { headers: bearer(token), data: { lines } });
    expect(response.status(), await response.text()).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      data: [
        {
          original: lines[0],
          quantity: 400,
          quantity_max: null,
          unit: "gram",
          name: "potatoes",
          note: "15 oz; firm/waxy",
          allergens: [],
          check_label: false,
        },
        {
          original: lines[1],
          quantity: 1.5,
          quantity_max: null,
          unit: "cup",
          name: "flour",
          note: "sifted",
          // Each line's allergens by the allergen module (ADR 067).
          allergens: ["gluten"],
          check_label: false,
        },
        {
          original: lines[2],
          quantity: 2,
          quantity_max: 3,
          unit: "clove",
          name: "garlic",
          note: null,
          allergens: [],
          check_label: false,
        },
        {
          original: lines[3],
          quantity: null,
          quantity_max: null,
          unit: null,
          name: "salt and pepper",
          note: "to taste",
          allergens: [],
          check_label: false,
        },
        {
          original: lines[4],
          quantity: 1,
          quantity_max: null,
          unit: null,
          name: "jar of apple sauce",
          note: null,
          allergens: [],
          check_label: false,
        },
      ],
    });
  });

  test("without signing in the call answers 401 JSON", async ({ request }) => {
    const response = await request.post(PATH, { data: { lines: ["2 cups flour"] } });
    expect(response.status()).toBe(401);
    expect(await response.json()).toEqual({ success: false, message: "Unauthenticated." });
  });

  test("a missing, empty, too long or wrongly typed list answers 422 with the errors under 'lines'", async ({
    request,
  }) => {
    const { token } = await registerViaApi(request);
    const headers = bearer(token);
    const bodies = [
      {},
      { lines: [] },
      { lines: "" },
      { lines: ["", "   "] },
      { lines: [42] },
      { lines: ["2 cups flour", "x".repeat(501)] },
      { lines: Array.from({ length: 201 }, () => "1 egg") },
    ];
    for (const data of bodies) {
      const response = await request.post(PATH, { headers, data });
      expect(response.status(), JSON.stringify(data).slice(0, 80)).toBe(422);
      const body = await response.json();
      expect(body.success).toBe(false);
      expect(typeof body.message).toBe("string");
      expect(Object.keys(body.errors)).toEqual(["lines"]);
      expect(body.errors.lines.length).toBeGreaterThan(0);
    }
    const tooLong = await request.post(PATH, { headers, data: { lines: ["1 egg", "x".repeat(501)] } });
    expect((await tooLong.json()).errors.lines).toEqual([
      "Line 2: Each line must not be greater than 500 characters.",
    ]);
  });

  test("GET answers 405 JSON", async ({ request }) => {
    const { token } = await registerViaApi(request);
    const response = await request.get(PATH, { headers: bearer(token) });
    expect(response.status()).toBe(405);
    expect(response.headers()["content-type"]).toContain("application/json");
    expect(await response.json()).toEqual({ success: false, message: "Method not allowed. Use POST." });
  });
});
