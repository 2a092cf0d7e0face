import { sql } from "kysely";
import { expect, test } from "vitest";
import { describeEachBackend } from "../../../tests/support/db";
import { computeRecipeNutrition, getFoodIndex, loadFoodIndex } from "./food-table.server";

describeEachBackend("the food table", (ctx) => {
  test("the migration loaded 8,789 foods and 15,438 household measures, unknown values as null", async () => {
    const { db } = ctx();
    const counts = await sql<{ foods: number; portions: number; no_sugar: number }>`select
      (select count(*)::int from foods) as foods,
      (select count(*)::int from food_portions) as portions,
      (select count(*)::int from foods where sugar is null) as no_sugar`.execute(db);
    expect(counts.rows[0]).toEqual({ foods: 8789, portions: 15438, no_sugar: 8789 - 6957 });
    const flour = await db
      .selectFrom("foods")
      .selectAll()
      .where("ndb_no", "=", "20081")
      .executeTakeFirstOrThrow();
    expect(flour).toMatchObject({
      description: "Wheat flour, white, all-purpose, enriched, bleached",
      calories: 364,
    });
    const cup = await db
      .selectFrom("food_portions")
      .select(["measure", "gram_weight"])
      .where("ndb_no", "=", "20081")
      .where("seq", "=", 1)
      .executeTakeFirstOrThrow();
    expect(cup).toEqual({ measure: "cup", gram_weight: 125 });
  });

  test("a recipe's nutrition is computed from the tables, through an index built once", async () => {
    const { db } = ctx();
    const index = await loadFoodIndex(db);
    expect(index.foods.size).toBe(8789);
    const result = await computeRecipeNutrition(
      db,
      [
        { quantity: 1, unit: "cup", name: "flour" },
        { quantity: null, unit: null, name: "salt" },
      ],
      2,
    );
    expect(result.perServing.calories).toBeCloseTo((364 * 125) / 100 / 2, 1);
    expect(result.notCounted).toEqual(["salt"]);
    expect(await getFoodIndex(db)).toBe(await getFoodIndex(db));
  });
});
