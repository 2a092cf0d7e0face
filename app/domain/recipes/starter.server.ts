// The starter library: 405 public-domain recipes (seed-data/starter-recipes/, see its README for the source
// and licence), loaded once on a database that has none, as public recipes of a system author, through
// the same schema.org reader, parser and rules as an import.
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import { recipeFromDraft } from "./import";
import { readRecipeFromJsonLd } from "./schema-org";

export const STARTER_FILE = path.resolve("seed-data/starter-recipes/public-domain-recipes.schemaorg.json");
export const STARTER_AUTHOR = "Public-domain recipes";

/** Loads the starter recipes unless some are already there; answers how many it added. */
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
  if (already) return 0;
  const objects: unknown[] = JSON.parse(await readFile(options.file ?? STARTER_FILE, "utf8"));
  const picked = options.limit === undefined ? objects : objects.slice(0, options.limit);
  const recipes = picked.flatMap((object) => {
    const draft = readRecipeFromJsonLd(object);
    if (!draft) return [];
    const result = recipeFromDraft(draft, { isPublic: true });
    if (!result.ok) return [];
    const author = draft.author ? `${STARTER_AUTHOR} (${draft.author})` : STARTER_AUTHOR;
    return [{ recipe: result.recipe, author, key: draft.sourceUrl ?? draft.name }];
  });
  await db.transaction().execute(async (trx) => {
    // In chunks: one statement per table and chunk keeps the first start quick.
    for (let start = 0; start < recipes.length; start += 100) {
      const chunk = recipes.slice(start, start + 100);
      const ids = await trx
        .insertInto("recipes")
        .values(
          chunk.map(({ recipe, author, key }) => ({
            household_id: null,
            author_id: null,
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
            is_public: true,
            source_url: recipe.source_url ?? null,
            licence: recipe.licence ?? null,
            starter_key: key,
            created_at: options.now,
            updated_at: options.now,
          })),
        )
        .onConflict((oc) => oc.column("starter_key").doNothing())
        .returning(["id", "starter_key"])
        .execute();
      const idByKey = new Map(ids.map((row) => [row.starter_key, row.id]));
      const ingredients = chunk.flatMap(({ recipe, key }) => {
        const id = idByKey.get(key);
        return id === undefined
          ? []
          : recipe.ingredients.map((i, position) => ({ recipe_id: id, position, ...i }));
      });
      const steps = chunk.flatMap(({ recipe, key }) => {
        const id = idByKey.get(key);
        return id === undefined
          ? []
          : recipe.instructions.map((text, position) => ({ recipe_id: id, position, text }));
      });
      for (let i = 0; i < ingredients.length; i += 1000)
        await trx
          .insertInto("recipe_ingredients")
          .values(ingredients.slice(i, i + 1000))
          .execute();
      for (let i = 0; i < steps.length; i += 1000)
        await trx
          .insertInto("recipe_steps")
          .values(steps.slice(i, i + 1000))
          .execute();
    }
  });
  return recipes.length;
}
