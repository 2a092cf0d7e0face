// The food table as the nutrition area reads it: loaded from the `foods` and `food_portions` tables
// once per process, on first use, into the in-memory index the matcher ranks from (a few milliseconds
// per recipe instead of a query per ingredient; docs/decisions/032-food-table-and-matching.md).
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import { buildFoodIndex, type FoodIndex, type FoodSearch, searchFoods } from "./food-matching";
import { type NutritionIngredient, type RecipeNutrition, recipeNutrition } from "./recipe-nutrition";

let loading: Promise<FoodIndex> | null = null;

/** The index of the food table; built on the first call, shared by every later one. */
export function getFoodIndex(db: Kysely<DB>): Promise<FoodIndex> {
  if (!loading) {
    loading = loadFoodIndex(db).catch((error) => {
      loading = null; // a failed load (the database was down) is tried again next time
      throw error;
    });
  }
  return loading;
}

/** Reads both tables and builds a fresh index (the bench and tests time it). */
export async function loadFoodIndex(db: Kysely<DB>): Promise<FoodIndex> {
  const [foods, portions] = await Promise.all([
    db.selectFrom("foods").selectAll().orderBy("ndb_no").execute(),
    db
      .selectFrom("food_portions")
      .select(["ndb_no", "amount", "measure", "gram_weight"])
      .orderBy("ndb_no")
      .orderBy("seq")
      .execute(),
  ]);
  return buildFoodIndex(foods, portions);
}

export async function computeRecipeNutrition(
  db: Kysely<DB>,
  ingredients: readonly NutritionIngredient[],
  servings: number,
): Promise<RecipeNutrition> {
  return recipeNutrition(await getFoodIndex(db), ingredients, servings);
}

/** The free search of the food table (searchFoods) over the process's index. */
export async function searchFoodTable(
  db: Kysely<DB>,
  text: unknown,
  page: { offset?: number; limit?: number } = {},
): Promise<FoodSearch> {
  return searchFoods(await getFoodIndex(db), text, page);
}
