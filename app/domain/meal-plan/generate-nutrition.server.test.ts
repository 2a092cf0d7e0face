import { expect, test } from "vitest";
import { describeEachBackend } from "../../../tests/support/db";
import { mealRequest as request } from "../../../tests/support/meals";
import { registerUser } from "../accounts/users.server";
import { DomainError } from "../errors";
import { createRecipe } from "../recipes/recipes.server";
import { RecipeSchema } from "../recipes/schemas";
import { generateMissingNutrition, generateNutritionMessage } from "./generate-nutrition.server";
import { getMeal, listDailyNutrition, mealHistory, planMeal } from "./meals.server";

const now = new Date("2026-11-23T10:00:00Z");
let n = 0;
const account = (db: Parameters<typeof registerUser>[0]) =>
  registerUser(db, {
    name: "Cook",
    email: `generate-${Date.now()}-${n++}@example.com`,
    password: "password-123",
    now,
  });
const web = { source: "web" as const };
const week = { from: "2026-11-22", to: "2026-11-28" };

describeEachBackend("generate missing nutrition", (ctx) => {
  test("a meal whose recipe states no nutrition gets it computed from the ingredients, as an event", async () => {
    const { db } = ctx();
    const user = await account(db);
    const recipeId = await createRecipe(
      db,
      user,
      RecipeSchema.parse({
        name: "Rice bowl",
        servings: 2,
        ingredient_lines: "200 g white rice\n2 large eggs",
        instructions: "Cook.",
      }),
      { now },
    );
    const { id } = await planMeal(db, user, request({ title: "", recipeId, date: "2026-11-25" }), web);
    const planned = await planMeal(db, user, request({ title: "Takeaway", date: "2026-11-25" }), web);
    expect((await getMeal(db, user.householdId, id)).nutrition).toBeNull();
    expect((await listDailyNutrition(db, user.householdId, "2026-11-25", "2026-11-25"))[0]).toMatchObject({
      calories: 0,
      mealsMissing: 2,
    });

    const result = await generateMissingNutrition(db, user, week, { source: "web", requestId: "req-1" });
    expect(result.filled).toEqual([id]);
    expect(result.skipped).toEqual([
      { mealId: planned.id, title: "Takeaway", date: "2026-11-25", reason: "no-recipe" },
    ]);
    expect(generateNutritionMessage(result)).toBe("Nutrition added to 1 meal.");

    const meal = await getMeal(db, user.householdId, id);
    expect(meal.nutritionSource).toBe("computed");
    expect(meal.nutrition?.calories).toBeGreaterThan(300);
    expect(Number.isInteger(meal.nutrition?.calories)).toBe(true);
    const history = await mealHistory(db, user.householdId, id);
    expect(history.at(-1)).toMatchObject({
      type: "MealNutritionSet",
      data: { mealId: id, source: "computed", previous: null },
      metadata: { source: "web", requestId: "req-1" },
    });
    // The day's totals in the read model now count the meal.
    const [day] = await listDailyNutrition(db, user.householdId, "2026-11-25", "2026-11-25");
    expect(day).toMatchObject({ calories: meal.nutrition?.calories, mealsMissing: 1 });

    // A second run finds nothing to do and records nothing.
    const again = await generateMissingNutrition(db, user, week, web);
    expect(again.filled).toEqual([]);
    expect(generateNutritionMessage(again)).toBe("No meals are missing nutrition.");
    expect(await mealHistory(db, user.householdId, id)).toHaveLength(history.length);
  });

  test("a line's chosen food counts as it does when the recipe is saved", async () => {
    const { db } = ctx();
    const user = await account(db);
    const glass = (name: string) =>
      createRecipe(
        db,
        user,
        RecipeSchema.parse({ name, servings: 1, ingredient_lines: "1 cup milk", instructions: "Pour." }),
        { now },
      );
    const cows = await glass("Cow's milk");
    const goats = await glass("Goat's milk");
    // The cook counted the second recipe's milk as goat's milk (USDA 01106).
    await db
      .updateTable("recipe_ingredients")
      .set({ food_ndb_no: "01106" })
      .where("recipe_id", "=", goats)
      .execute();
    const plain = await planMeal(db, user, request({ title: "", recipeId: cows, date: "2026-11-25" }), web);
    const chosen = await planMeal(db, user, request({ title: "", recipeId: goats, date: "2026-11-26" }), web);
    await generateMissingNutrition(db, user, week, web);
    const cow = (await getMeal(db, user.householdId, plain.id)).nutrition?.calories ?? 0;
    const goat = (await getMeal(db, user.householdId, chosen.id)).nutrition?.calories ?? 0;
    expect(cow).toBeGreaterThan(140);
    expect(cow).toBeLessThan(160);
    expect(goat).toBeGreaterThan(160);
    expect(goat).toBeLessThan(175);
  });

  test("a recipe without ingredients is skipped; a stored value is used as it is", async () => {
    const { db } = ctx();
    const user = await account(db);
    const empty = await createRecipe(
      db,
      user,
      RecipeSchema.parse({
        name: "Mystery",
        servings: 4,
        ingredient_lines: "1 thing",
        instructions: "Cook.",
      }),
      { now },
    );
    await db.deleteFrom("recipe_ingredients").where("recipe_id", "=", empty).execute();
    const stated = await createRecipe(
      db,
      user,
      RecipeSchema.parse({
        name: "Chili",
        servings: 4,
        ingredient_lines: "500 g beans",
        instructions: "Cook.",
      }),
      { now },
    );
    const skipped = await planMeal(
      db,
      user,
      request({ title: "", recipeId: empty, date: "2026-11-24" }),
      web,
    );
    const chili = await planMeal(db, user, request({ title: "", recipeId: stated, date: "2026-11-26" }), web);
    // The recipe gained its values after the meal was planned (the meal's snapshot has none).
    await db.updateTable("recipes").set({ calories: 410, protein: 21 }).where("id", "=", stated).execute();

    const result = await generateMissingNutrition(
      db,
      user,
      { from: "2026-11-24", to: "2026-11-26" },
      { source: "api", requestId: "req-2", idempotencyKey: "generate-key-1" },
    );
    expect(result.filled).toEqual([chili.id]);
    expect(result.skipped).toEqual([
      { mealId: skipped.id, title: "Mystery", date: "2026-11-24", reason: "no-ingredients" },
    ]);
    expect(generateNutritionMessage(result)).toBe(
      "Nutrition added to 1 meal. 1 meal could not be computed: its recipe has no ingredients the food table knows.",
    );
    expect((await getMeal(db, user.householdId, chili.id)).nutrition).toMatchObject({
      calories: 410,
      protein: 21,
    });
    expect((await getMeal(db, user.householdId, skipped.id)).nutrition).toBeNull();
    // A double submit (the same key) adds nothing more.
    const replay = await generateMissingNutrition(
      db,
      user,
      { from: "2026-11-24", to: "2026-11-26" },
      { source: "api", idempotencyKey: "generate-key-1" },
    );
    expect(replay.filled).toEqual([]);
    expect(await mealHistory(db, user.householdId, chili.id)).toHaveLength(2);
  });

  test("a range that is not one is refused with the field to fix", async () => {
    const { db } = ctx();
    const user = await account(db);
    const refused = (from: string, to: string) =>
      generateMissingNutrition(db, user, { from, to }, web).catch((e: unknown) => e);
    expect(await refused("2026-02-30", "2026-03-01")).toMatchObject({ field: "start_date" });
    expect(await refused("2026-03-02", "2026-03-01")).toBeInstanceOf(DomainError);
    expect(await refused("2025-01-01", "2026-03-01")).toMatchObject({
      message: "Ask for at most 366 days at a time.",
    });
  });
});
