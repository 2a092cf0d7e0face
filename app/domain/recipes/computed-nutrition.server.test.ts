import { expect, test } from "vitest";
import { describeEachBackend } from "../../../tests/support/db";
import { registerUser } from "../accounts/users.server";
import { foodChoicesFor } from "../nutrition/food-choices.server";
import { createRecipe, getRecipe, updateRecipe } from "./recipes.server";
import { RecipeSchema } from "./schemas";
import { seedStarterRecipes } from "./starter.server";

const now = new Date("2026-11-28T10:00:00Z");
let n = 0;
const account = (db: Parameters<typeof registerUser>[0]) =>
  registerUser(db, {
    name: "Cook",
    email: `computed-${Date.now()}-${n++}@example.com`,
    password: "password-123",
    now,
  });

const rice = (extra: Record<string, unknown> = {}) =>
  RecipeSchema.parse({
    name: "Rice bowl",
    servings: 2,
    ingredient_lines: "200 g white rice\n2 large eggs\nsalt to taste",
    instructions: "Cook.",
    ...extra,
  });

describeEachBackend("nutrition computed from the ingredients on save", (ctx) => {
  test("without typed values a page save computes them per serving and lists what was not counted", async () => {
    const { db } = ctx();
    const user = await account(db);
    const id = await createRecipe(db, user, rice(), { now, computeNutrition: true });
    const r = await getRecipe(db, user, id);
    expect(r.nutritionSource).toBe("computed");
    expect(r.nutrition.calories).toBeGreaterThan(300);
    expect(r.nutrition.protein).toBeGreaterThan(5);
    expect(r.nutritionUnmatched).toEqual(["salt"]);

    // Halving the servings doubles the values per serving.
    await updateRecipe(db, user, id, rice({ servings: 1 }), { now });
    const again = await getRecipe(db, user, id);
    expect(again.nutritionSource).toBe("computed");
    expect(Math.round(again.nutrition.calories ?? 0)).toBeCloseTo(
      Math.round((r.nutrition.calories ?? 0) * 2),
      -1,
    );

    // More ingredients: recomputed.
    await updateRecipe(
      db,
      user,
      id,
      rice({ servings: 1, ingredient_lines: "400 g white rice\n2 large eggs" }),
      { now },
    );
    const more = await getRecipe(db, user, id);
    expect(more.nutrition.calories).toBeGreaterThan(again.nutrition.calories ?? 0);
    expect(more.nutritionUnmatched).toEqual([]);
  });

  test("typed values win and stay 'manual'; clearing them goes back to computed", async () => {
    const { db } = ctx();
    const user = await account(db);
    const id = await createRecipe(db, user, rice({ nutrition_info: { calories: "500" } }), {
      now,
      computeNutrition: true,
    });
    const typed = await getRecipe(db, user, id);
    expect(typed.nutritionSource).toBe("manual");
    expect(typed.nutrition).toMatchObject({ calories: 500, protein: null });
    expect(typed.nutritionUnmatched).toEqual([]);

    await updateRecipe(db, user, id, rice(), { now, computeNutrition: true });
    const computed = await getRecipe(db, user, id);
    expect(computed.nutritionSource).toBe("computed");
    expect(computed.nutrition.calories).not.toBe(500);

    // The form's Calculate filled in exactly the computed values: saved, they stay computed.
    const filled = Object.fromEntries(
      Object.entries(computed.nutrition).map(([k, v]) => [k, v === null ? "" : String(v)]),
    );
    await updateRecipe(db, user, id, rice({ nutrition_info: filled }), { now, computeNutrition: true });
    expect((await getRecipe(db, user, id)).nutritionSource).toBe("computed");
  });

  test("figures no serving can hold are stored as 'needs checking', naming the line, not as facts", async () => {
    const { db } = ctx();
    const user = await account(db);
    // A household's own slip: two kilograms of butter for one serving.
    const id = await createRecipe(
      db,
      user,
      rice({ servings: 1, ingredient_lines: "200 g white rice\n2 kg butter\n1 onion" }),
      { now, computeNutrition: true },
    );
    const checked = await getRecipe(db, user, id);
    expect(checked.nutritionSource).toBe("computed");
    expect(checked.nutrition).toEqual({
      calories: null,
      protein: null,
      carbs: null,
      fat: null,
      fiber: null,
      sugar: null,
    });
    expect(checked.nutritionCheck?.reasons[0]).toMatch(
      /^15,\d{3} kcal a serving is more than a serving can hold/,
    );
    expect(checked.nutritionCheck?.lines).toEqual(["butter"]);

    // A bare '800' before crushed tomatoes is grams (not 800 tomatoes): believable, and the check is gone.
    await updateRecipe(
      db,
      user,
      id,
      rice({ servings: 4, ingredient_lines: "500 g pasta\n800 crushed tomatoes\n2 tbsp olive oil" }),
      { now, computeNutrition: true },
    );
    const fixed = await getRecipe(db, user, id);
    expect(fixed.nutritionCheck).toBeNull();
    expect(fixed.ingredients[1]).toMatchObject({ quantity: 800, unit: "gram", name: "crushed tomatoes" });
    expect(fixed.nutrition.calories).toBeGreaterThan(450);
    expect(fixed.nutrition.calories).toBeLessThan(700);
  });

  test("nothing counted: no nutrition; without the option (the API) nothing is computed", async () => {
    const { db } = ctx();
    const user = await account(db);
    const none = await createRecipe(db, user, rice({ ingredient_lines: "salt to taste" }), {
      now,
      computeNutrition: true,
    });
    expect((await getRecipe(db, user, none)).nutritionSource).toBeNull();
    const api = await createRecipe(db, user, rice(), { now });
    expect((await getRecipe(db, user, api)).nutrition.calories).toBeNull();
  });
});

describeEachBackend("the food a line is counted as, chosen by the user", (ctx) => {
  const milk = (food: Record<string, unknown> = {}) =>
    RecipeSchema.parse({
      name: "Milk",
      servings: 1,
      ingredients: [{ quantity: "1", unit: "cup", name: "milk", ...food }],
      instructions: "Pour.",
    });

  test("a chosen food wins over the matcher's, is stored, and is offered back among the choices", async () => {
    const { db } = ctx();
    const user = await account(db);
    const matched = await getRecipe(
      db,
      user,
      await createRecipe(db, user, milk(), { now, computeNutrition: true }),
    );
    // 01085: 'Milk, nonfat, fluid …' — lighter than the matcher's plain milk.
    const id = await createRecipe(db, user, milk({ food_ndb_no: "01085", food_for: "milk" }), {
      now,
      computeNutrition: true,
    });
    const chosen = await getRecipe(db, user, id);
    expect(chosen.ingredients[0]!.food_ndb_no).toBe("01085");
    expect(chosen.nutrition.calories).toBeLessThan(matched.nutrition.calories ?? 0);
    expect(chosen.nutrition.fat).toBeLessThan(matched.nutrition.fat ?? 0);

    const choices = await foodChoicesFor(db, chosen.ingredients);
    const offered = choices.milk!.map((c) => c.ndb);
    expect(offered).toContain("01085");
    expect(offered.length).toBeGreaterThan(1);
    expect(choices.milk![0]!.description).toMatch(/^Milk/);
  });

  test("food choices are the same asked again, and one line's chosen food does not stay with another ask", async () => {
    const { db } = ctx();
    const line = { name: "milk", quantity: 1, unit: "cup" };
    const first = await foodChoicesFor(db, [line]);
    expect(first.milk!.length).toBeGreaterThan(1);
    // 09003 (an apple) is nowhere near milk: chosen, it is offered after the matcher's foods…
    const withChoice = await foodChoicesFor(db, [{ ...line, food_ndb_no: "09003" }]);
    expect(withChoice.milk!.map((c) => c.ndb)).toEqual([...first.milk!.map((c) => c.ndb), "09003"]);
    // …and only for the ask that chose it: the kept ranking is not changed by it.
    expect(await foodChoicesFor(db, [line])).toEqual(first);
    withChoice.milk!.push({ ndb: "x", description: "a caller's own change" });
    expect(await foodChoicesFor(db, [line])).toEqual(first);
  });

  test("a renamed line drops its choice; an unknown food number falls back to the matcher", async () => {
    const { db } = ctx();
    const user = await account(db);
    const renamed = milk({ name: "oat milk", food_ndb_no: "01085", food_for: "milk" });
    expect(renamed.ingredients[0]!.food_ndb_no).toBeNull();

    const plain = await getRecipe(
      db,
      user,
      await createRecipe(db, user, milk(), { now, computeNutrition: true }),
    );
    const unknown = await getRecipe(
      db,
      user,
      await createRecipe(db, user, milk({ food_ndb_no: "99999" }), { now, computeNutrition: true }),
    );
    expect(unknown.nutrition.calories).toBe(plain.nutrition.calories);
    expect(() => milk({ food_ndb_no: "milk" })).toThrow(/Choose a food from the list/);
  });
});

describeEachBackend("the starter library's nutrition", (ctx) => {
  test("all 405 starter recipes load with nutrition computed, in one pass over the food table", async () => {
    const { db } = ctx();
    await db.deleteFrom("recipes").where("starter_key", "is not", null).execute();
    const started = performance.now();
    const added = await seedStarterRecipes(db, { now });
    const took = performance.now() - started;
    expect(added).toBe(405);
    const rows = await db
      .selectFrom("recipes")
      .select(["calories", "nutrition_source", "nutrition_unmatched", "nutrition_check"])
      .where("starter_key", "is not", null)
      .execute();
    const computed = rows.filter((r) => r.nutrition_source === "computed");
    // Most starter recipes name enough the food table knows (345 of 405 when written).
    expect(computed.length).toBeGreaterThan(300);
    // Each has figures, or none and the reason they need checking (ADR 068), never both.
    expect(
      computed.every(
        (r) => (r.calories !== null) === (r.nutrition_check === null) && Array.isArray(r.nutrition_unmatched),
      ),
    ).toBe(true);
    expect(computed.filter((r) => r.nutrition_check !== null).length).toBeLessThan(60);
    console.info(`seeded 405 starter recipes with nutrition in ${Math.round(took)} ms`);
  }, 60_000);
});
