// The starter library: 405 public-domain recipes (seed-data/starter-recipes/, see its README for the source
// and licence), loaded once on a database that has none, as public recipes of a system author, through
// the same schema.org reader, parser and rules as an import. Their Markdown marks are dropped and their
// cuisine, meal type and difficulty derived (docs/recipe-facts.md). A copy loaded by an older revision
// of those rules is brought up to date at start (refreshStarterRecipes).
import { readFile } from "node:fs/promises";
import path from "node:path";
import { type Kysely, sql } from "kysely";
import type { DB } from "../../db/schema";
import type { FoodIndex } from "../nutrition/food-matching";
import { getFoodIndex } from "../nutrition/food-table.server";
import { allergenColumns, readAllergens } from "./allergens.server";
import { computeNutritionWith, hasManualNutrition } from "./commands.server";
import { type DraftResult, recipeFromDraft } from "./import";
import { stripInlineMarkdown } from "./plain-text";
import { readRecipeFromJsonLd } from "./schema-org";
import type { RecipeForSave } from "./schemas";

export const STARTER_FILE = path.resolve("seed-data/starter-recipes/public-domain-recipes.schemaorg.json");
export const STARTER_AUTHOR = "Public-domain recipes";
/**
 * The revision of what is derived from the starter file (docs/recipe-facts.md). Raise it when those
 * rules change: the next start re-derives the library of an install loaded with an older one.
 */
export const STARTER_REVISION = 3; // 2: nutrition computed from the ingredients; 3: believable figures (ADR 068)

type StarterRecipe = { recipe: RecipeForSave; author: string; key: string };

/** The file's recipes, as they are stored. */
export async function readStarterFile(file: string, limit?: number): Promise<StarterRecipe[]> {
  const objects: unknown[] = JSON.parse(await readFile(file, "utf8"));
  const picked = limit === undefined ? objects : objects.slice(0, limit);
  return picked.flatMap((object) => {
    const draft = readRecipeFromJsonLd(object);
    if (!draft) return [];
    const result: DraftResult = recipeFromDraft(
      {
        ...draft,
        name: stripInlineMarkdown(draft.name),
        description: draft.description === null ? null : stripInlineMarkdown(draft.description),
        ingredientLines: draft.ingredientLines.map(stripInlineMarkdown),
        instructions: draft.instructions.map(stripInlineMarkdown),
      },
      { isPublic: true },
    );
    if (!result.ok) return [];
    const author = draft.author ? `${STARTER_AUTHOR} (${draft.author})` : STARTER_AUTHOR;
    return [{ recipe: result.recipe, author, key: draft.sourceUrl ?? draft.name }];
  });
}

/**
 * Nutrition per serving: the file's own values when it states any, otherwise computed from the
 * ingredients with the food table, so a new household's planner shows calories from day one.
 */
export function nutritionColumns(recipe: RecipeForSave, index: FoodIndex) {
  if (hasManualNutrition(recipe))
    return {
      ...recipe.nutrition_info,
      nutrition_source: "manual" as const,
      nutrition_unmatched: null,
      nutrition_check: null,
    };
  const computed = computeNutritionWith(index, recipe);
  if (!computed)
    return {
      calories: null,
      protein: null,
      carbs: null,
      fat: null,
      fiber: null,
      sugar: null,
      nutrition_source: null,
      nutrition_unmatched: null,
      nutrition_check: null,
    };
  return {
    ...computed.values,
    nutrition_source: "computed" as const,
    nutrition_unmatched: JSON.stringify(computed.unmatched),
    // Figures no serving can hold are not stored as facts (docs/decisions/068-believable-nutrition.md).
    nutrition_check: computed.check ? JSON.stringify(computed.check) : null,
  };
}

/** The columns the file decides (everything but ids, pictures and the household's own data). */
function fileColumns({ recipe, author }: StarterRecipe, index: FoodIndex) {
  return {
    ...nutritionColumns(recipe, index),
    author_name: author,
    name: recipe.name,
    description: recipe.description,
    prep_minutes: recipe.prep_time,
    cook_minutes: recipe.cook_time,
    servings: recipe.servings,
    difficulty: recipe.difficulty_level,
    cuisine: recipe.cuisine_type,
    meal_type: recipe.meal_type,
    category: recipe.category,
    tags: JSON.stringify(recipe.tags),
    source_url: recipe.source_url ?? null,
    licence: recipe.licence ?? null,
    starter_revision: STARTER_REVISION,
    ...allergenColumns(readAllergens(recipe.name, recipe.ingredients, index)),
  };
}

/** Ingredient and step rows of these recipes, by their ids. */
function childRows(recipes: StarterRecipe[], idByKey: Map<string | null, number>) {
  const ingredients = recipes.flatMap(({ recipe, key }) => {
    const id = idByKey.get(key);
    return id === undefined
      ? []
      : recipe.ingredients.map((i, position) => ({ recipe_id: id, position, ...i }));
  });
  const steps = recipes.flatMap(({ recipe, key }) => {
    const id = idByKey.get(key);
    return id === undefined
      ? []
      : recipe.instructions.map((text, position) => ({ recipe_id: id, position, text }));
  });
  return { ingredients, steps };
}

async function insertChildRows(trx: Kysely<DB>, rows: ReturnType<typeof childRows>) {
  for (let i = 0; i < rows.ingredients.length; i += 1000)
    await trx
      .insertInto("recipe_ingredients")
      .values(rows.ingredients.slice(i, i + 1000))
      .execute();
  for (let i = 0; i < rows.steps.length; i += 1000)
    await trx
      .insertInto("recipe_steps")
      .values(rows.steps.slice(i, i + 1000))
      .execute();
}

/**
 * Loads the starter recipes unless some are already there (then brings an older copy up to date);
 * answers how many it added.
 */
export async function seedStarterRecipes(
  db: Kysely<DB>,
  options: { file?: string; now: Date; limit?: number },
): Promise<number> {
  const already = await db
    .selectFrom("recipes")
    .select("id")
    .where("starter_key", "is not", null)
    .limit(1)
    .executeTakeFirst();
  if (already) {
    await refreshStarterRecipes(db, options);
    return 0;
  }
  const recipes = await readStarterFile(options.file ?? STARTER_FILE, options.limit);
  const index = await getFoodIndex(db); // before the transaction: none is held while the index is built
  await db.transaction().execute(async (trx) => {
    // In chunks: one statement per table and chunk keeps the first start quick.
    for (let start = 0; start < recipes.length; start += 100) {
      const chunk = recipes.slice(start, start + 100);
      const ids = await trx
        .insertInto("recipes")
        .values(
          chunk.map((starter) => ({
            ...fileColumns(starter, index),
            household_id: null,
            author_id: null,
            is_public: true,
            starter_key: starter.key,
            created_at: options.now,
            updated_at: options.now,
          })),
        )
        .onConflict((oc) => oc.column("starter_key").doNothing())
        .returning(["id", "starter_key"])
        .execute();
      await insertChildRows(trx, childRows(chunk, new Map(ids.map((row) => [row.starter_key, row.id]))));
    }
  });
  return recipes.length;
}

/**
 * Re-derives the starter recipes loaded by an older STARTER_REVISION from the file: their facts, plain
 * texts, ingredients and steps. Ids, pictures, favourites, ratings and notes stay. Answers how many it
 * updated (0 at almost every start: one indexed look-up).
 */
export async function refreshStarterRecipes(
  db: Kysely<DB>,
  options: { file?: string; now: Date; limit?: number },
): Promise<number> {
  const stale = await db
    .selectFrom("recipes")
    .select(["id", "starter_key"])
    .where("starter_key", "is not", null)
    .where("starter_revision", "<", STARTER_REVISION)
    .execute();
  if (stale.length === 0) return 0;
  const idByKey = new Map(stale.map((row) => [row.starter_key, row.id]));
  const recipes = (await readStarterFile(options.file ?? STARTER_FILE, options.limit)).filter((r) =>
    idByKey.has(r.key),
  );
  const index = await getFoodIndex(db);
  await db.transaction().execute(async (trx) => {
    for (const starter of recipes) {
      await trx
        .updateTable("recipes")
        .set({ ...fileColumns(starter, index), updated_at: options.now })
        .where("id", "=", idByKey.get(starter.key)!)
        .execute();
    }
    const ids = recipes.map((r) => idByKey.get(r.key)!);
    for (let i = 0; i < ids.length; i += 1000) {
      const some = ids.slice(i, i + 1000);
      await trx.deleteFrom("recipe_ingredients").where("recipe_id", "in", some).execute();
      await trx.deleteFrom("recipe_steps").where("recipe_id", "in", some).execute();
    }
    await insertChildRows(trx, childRows(recipes, idByKey));
    // Starter recipes the file no longer has keep their rows; they are marked done all the same.
    await trx
      .updateTable("recipes")
      .set({ starter_revision: STARTER_REVISION })
      .where("starter_key", "is not", null)
      .where("starter_revision", "<", sql.lit(STARTER_REVISION))
      .execute();
  });
  return recipes.length;
}
