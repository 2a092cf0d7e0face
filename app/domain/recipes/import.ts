// From a schema.org draft (a fetched page, the starter file, the AI planner) to the recipe body the one
// recipe schema reads: ingredient strings go through the one ingredient parser there. What the draft
// does not say (cuisine, meal type, difficulty) is derived from what it does (derive.ts); a time it does
// not give stays unknown (null), never 0.
import { URL_MAX } from "./constants";
import { deriveCuisine, deriveDifficulty, deriveMealType, type RecipeFacts } from "./derive";
import type { RecipeDraft } from "./schema-org";
import { type RecipeForSave, recipeSchema } from "./schemas";

export function draftToRecipeBody(draft: RecipeDraft): Record<string, unknown> {
  const cooking =
    draft.cookMinutes ??
    (draft.totalMinutes !== null && draft.prepMinutes !== null
      ? Math.max(draft.totalMinutes - draft.prepMinutes, 0)
      : draft.totalMinutes);
  const ingredients = draft.ingredientLines.filter((l) => l.trim() !== "").slice(0, 200);
  const instructions = draft.instructions.slice(0, 200);
  const facts: RecipeFacts = {
    name: draft.name,
    cuisine: draft.cuisine,
    category: draft.category,
    keywords: draft.keywords,
    ingredientCount: ingredients.length,
    stepCount: instructions.length,
    prepMinutes: draft.prepMinutes,
  };
  return {
    name: draft.name,
    description: draft.description ?? "",
    prep_time: draft.prepMinutes,
    cook_time: cooking,
    servings: draft.servings && draft.servings >= 1 ? Math.min(draft.servings, 1000) : 4,
    difficulty_level: deriveDifficulty(facts),
    cuisine_type: deriveCuisine(facts),
    meal_type: deriveMealType(facts),
    category: (draft.category ?? "").slice(0, 60),
    tags: draft.keywords.slice(0, 30),
    is_public: false,
    nutrition_info: draft.nutrition ?? {},
    ingredients,
    instructions,
  };
}

export type DraftResult = { ok: true; recipe: RecipeForSave } | { ok: false; message: string };

/** A draft checked by the recipe rules (lists may be empty for a page that only had a title). */
export function recipeFromDraft(draft: RecipeDraft, extra: { isPublic?: boolean } = {}): DraftResult {
  const parsed = recipeSchema({ requireLists: false }).safeParse({
    ...draftToRecipeBody(draft),
    is_public: extra.isPublic ?? false,
  });
  if (!parsed.success)
    return { ok: false, message: parsed.error.issues[0]?.message ?? "The recipe is not valid." };
  return {
    ok: true,
    recipe: {
      ...parsed.data,
      nutrition_source: "manual",
      // A longer address than the app keeps is left out: the recipe is still worth having.
      source_url: draft.sourceUrl && draft.sourceUrl.length <= URL_MAX ? draft.sourceUrl : null,
      licence: draft.licence,
    },
  };
}
