// Changing recipes: create, update and delete a household's own recipe (its ingredient and step rows are
// written in the recipe's transaction), and each viewer's own favourite, rating and notes on any recipe
// they may read. Who may change what is app/domain/recipes/access.server.ts.
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import { inTransaction } from "../../db/transaction";
import type { User } from "../accounts/users.server";
import { storedIngredientOf } from "../nutrition/calculate.server";
import type { NutritionValues } from "../nutrition/constants";
import type { FoodIndex } from "../nutrition/food-matching";
import { getFoodIndex } from "../nutrition/food-table.server";
import type { NutritionCheck } from "../nutrition/plausibility";
import { recipeNutrition } from "../nutrition/recipe-nutrition";
import { assertEditable, getReadable, type Viewer } from "./access.server";
import { allergenColumns, readAllergens } from "./allergens.server";
import { NUTRIENTS } from "./constants";
import type { RecipeForSave } from "./schemas";

/**
 * Per-serving values computed from the ingredient lines, and the names the food table could not count.
 * With `check`, the figures cannot be believed: the values are unknown and the check says why, naming the
 * lines (docs/decisions/068-believable-nutrition.md).
 */
export type ComputedNutrition = {
  values: NutritionValues;
  unmatched: string[];
  check: NutritionCheck | null;
};

const oneDecimal = (v: number | null) => (v === null ? null : Math.round(v * 10) / 10);

/** Whether the user typed any nutrient: typed values always win over computed ones. */
export function hasManualNutrition(input: Pick<RecipeForSave, "nutrition_info">): boolean {
  return NUTRIENTS.some((k) => input.nutrition_info[k] !== null);
}

/**
 * The recipe's nutrition per serving from its ingredients with the food table
 * (docs/decisions/032-food-table-and-matching.md); null when nothing could be counted.
 */
export function computeNutritionWith(
  index: FoodIndex,
  input: Pick<RecipeForSave, "ingredients" | "servings">,
): ComputedNutrition | null {
  const result = recipeNutrition(
    index,
    input.ingredients.map(storedIngredientOf),
    Math.max(1, input.servings),
  );
  const values = Object.fromEntries(
    NUTRIENTS.map((n) => [n, oneDecimal(result.perServing[n])]),
  ) as NutritionValues;
  if (values.calories === null) return null;
  if (result.check) {
    const unknown = Object.fromEntries(NUTRIENTS.map((n) => [n, null])) as NutritionValues;
    return { values: unknown, unmatched: result.notCounted, check: result.check };
  }
  return { values, unmatched: result.notCounted, check: null };
}

/** As computeNutritionWith, loading the food index first (before any transaction is opened). */
export async function computeNutrition(
  db: Kysely<DB>,
  input: Pick<RecipeForSave, "ingredients" | "servings">,
): Promise<ComputedNutrition | null> {
  if (input.ingredients.length === 0) return null;
  return computeNutritionWith(await getFoodIndex(db), input);
}

/** Typed values that are exactly the computed ones (the form's Calculate filled them in) stay computed. */
const sameAsComputed = (input: RecipeForSave, computed: ComputedNutrition | null) =>
  computed !== null && NUTRIENTS.every((k) => input.nutrition_info[k] === computed.values[k]);

function recipeColumns(input: RecipeForSave, computed: ComputedNutrition | null, index: FoodIndex) {
  const anyNutrition = hasManualNutrition(input) && !sameAsComputed(input, computed);
  const n = anyNutrition || !computed ? input.nutrition_info : computed.values;
  const source = anyNutrition ? (input.nutrition_source ?? "manual") : computed ? "computed" : null;
  return {
    name: input.name,
    description: input.description,
    prep_minutes: input.prep_time,
    cook_minutes: input.cook_time,
    servings: input.servings,
    difficulty: input.difficulty_level,
    cuisine: input.cuisine_type,
    meal_type: input.meal_type,
    category: input.category,
    notes: input.notes,
    tags: JSON.stringify(input.tags),
    is_public: input.is_public,
    calories: n.calories,
    protein: n.protein,
    carbs: n.carbs,
    fat: n.fat,
    fiber: n.fiber,
    sugar: n.sugar,
    nutrition_source: source,
    nutrition_unmatched: source === "computed" && computed ? JSON.stringify(computed.unmatched) : null,
    nutrition_check: source === "computed" && computed?.check ? JSON.stringify(computed.check) : null,
    // What it holds for people with allergies, read with the lines as saved (docs/decisions/067-allergens.md).
    ...allergenColumns(readAllergens(input.name, input.ingredients, index)),
  };
}

async function writeRows(trx: Kysely<DB>, recipeId: number, input: RecipeForSave) {
  await trx.deleteFrom("recipe_ingredients").where("recipe_id", "=", recipeId).execute();
  await trx.deleteFrom("recipe_steps").where("recipe_id", "=", recipeId).execute();
  if (input.ingredients.length > 0)
    await trx
      .insertInto("recipe_ingredients")
      .values(input.ingredients.map((i, position) => ({ recipe_id: recipeId, position, ...i })))
      .execute();
  if (input.instructions.length > 0)
    await trx
      .insertInto("recipe_steps")
      .values(input.instructions.map((text, position) => ({ recipe_id: recipeId, position, text })))
      .execute();
}

export type SaveOptions = {
  imageId?: number | null;
  removeImage?: boolean;
  now: Date;
  /**
   * Without typed values, compute the nutrition from the ingredients (the recipe pages and the starter
   * library ask for it). An update of a recipe whose nutrition was computed recomputes it either way.
   */
  computeNutrition?: boolean;
};

export async function createRecipe(
  db: Kysely<DB>,
  author: Pick<User, "id" | "name" | "householdId">,
  input: RecipeForSave,
  options: SaveOptions,
): Promise<number> {
  const computed = options.computeNutrition ? await computeNutrition(db, input) : null;
  const index = await getFoodIndex(db); // before the transaction: none is held while the index is built
  // Inside a caller's transaction (an import saving the picture too) it joins it.
  return inTransaction(db, async (trx) => {
    const { id } = await trx
      .insertInto("recipes")
      .values({
        ...recipeColumns(input, computed, index),
        household_id: author.householdId,
        author_id: author.id,
        author_name: author.name,
        image_id: options.imageId ?? null,
        source_url: input.source_url ?? null,
        licence: input.licence ?? null,
        created_at: options.now,
        updated_at: options.now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await writeRows(trx, id, input);
    return id;
  });
}

export async function updateRecipe(
  db: Kysely<DB>,
  viewer: Viewer,
  id: number,
  input: RecipeForSave,
  options: SaveOptions,
): Promise<void> {
  await assertEditable(db, viewer, id);
  const stored = await db
    .selectFrom("recipes")
    .select("nutrition_source")
    .where("id", "=", id)
    .executeTakeFirst();
  const computed =
    options.computeNutrition || stored?.nutrition_source === "computed"
      ? await computeNutrition(db, input)
      : null;
  const index = await getFoodIndex(db);
  await db.transaction().execute(async (trx) => {
    const image =
      options.imageId !== undefined && options.imageId !== null
        ? { image_id: options.imageId }
        : options.removeImage
          ? { image_id: null }
          : {};
    await trx
      .updateTable("recipes")
      .set({ ...recipeColumns(input, computed, index), ...image, updated_at: options.now })
      .where("id", "=", id)
      .execute();
    await writeRows(trx, id, input);
  });
}

export async function deleteRecipe(db: Kysely<DB>, viewer: Viewer, id: number): Promise<void> {
  await assertEditable(db, viewer, id);
  await db.deleteFrom("recipes").where("id", "=", id).execute();
}

/** Flips the viewer's favourite; answers the new state. Any readable recipe can be a favourite. */
export async function toggleFavorite(
  db: Kysely<DB>,
  viewer: Viewer,
  id: number,
  now: Date,
): Promise<boolean> {
  await getReadable(db, viewer, id);
  const removed = await db
    .deleteFrom("recipe_favorites")
    .where("user_id", "=", viewer.id)
    .where("recipe_id", "=", id)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) > 0) return false;
  await db
    .insertInto("recipe_favorites")
    .values({ user_id: viewer.id, recipe_id: id, updated_at: now })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return true;
}

export async function setFavorite(db: Kysely<DB>, viewer: Viewer, id: number, on: boolean, now: Date) {
  await getReadable(db, viewer, id);
  if (on)
    await db
      .insertInto("recipe_favorites")
      .values({ user_id: viewer.id, recipe_id: id, updated_at: now })
      .onConflict((oc) => oc.doNothing())
      .execute();
  else
    await db
      .deleteFrom("recipe_favorites")
      .where("user_id", "=", viewer.id)
      .where("recipe_id", "=", id)
      .execute();
  return on;
}

/** 1–5 stars per user and recipe; 0 (or null) takes the rating back. */
export async function rateRecipe(
  db: Kysely<DB>,
  viewer: Viewer,
  id: number,
  rating: number | null,
  now: Date,
) {
  await getReadable(db, viewer, id);
  if (!rating) {
    await db
      .deleteFrom("recipe_ratings")
      .where("user_id", "=", viewer.id)
      .where("recipe_id", "=", id)
      .execute();
    return;
  }
  await db
    .insertInto("recipe_ratings")
    .values({ user_id: viewer.id, recipe_id: id, rating, updated_at: now })
    .onConflict((oc) => oc.columns(["user_id", "recipe_id"]).doUpdateSet({ rating, updated_at: now }))
    .execute();
}

/** The viewer's own notes on a recipe (private to them). Empty notes delete the row. */
export async function saveRecipeNotes(db: Kysely<DB>, viewer: Viewer, id: number, notes: string, now: Date) {
  await getReadable(db, viewer, id);
  const text = notes.trim();
  if (!text) {
    await db
      .deleteFrom("recipe_user_notes")
      .where("user_id", "=", viewer.id)
      .where("recipe_id", "=", id)
      .execute();
    return;
  }
  await db
    .insertInto("recipe_user_notes")
    .values({ user_id: viewer.id, recipe_id: id, notes: text, updated_at: now })
    .onConflict((oc) => oc.columns(["user_id", "recipe_id"]).doUpdateSet({ notes: text, updated_at: now }))
    .execute();
}
