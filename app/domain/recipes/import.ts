// From a schema.org draft (a fetched page, the starter file, the AI planner) to the recipe body the one
// recipe schema reads: ingredient strings go through the one ingredient parser there.
import { FORM_CUISINES, type RECIPE_MEAL_TYPES, URL_MAX } from "./constants";
import type { RecipeDraft } from "./schema-org";
import { type RecipeForSave, recipeSchema } from "./schemas";

const MEAL_TYPE_WORDS: Record<string, (typeof RECIPE_MEAL_TYPES)[number]> = {
  breakfast: "breakfast",
  brunch: "brunch",
  lunch: "lunch",
  dinner: "dinner",
  supper: "dinner",
  "main course": "dinner",
  "main dish": "dinner",
  entree: "dinner",
  snack: "snack",
  appetizer: "snack",
  dessert: "dessert",
  desserts: "dessert",
};

/** The meal type a category or keyword names, if any ('Dinner', 'Main course', 'dessert'…). */
export function mealTypeFrom(...words: (string | null | undefined)[]): string {
  for (const word of words) {
    const type = word ? MEAL_TYPE_WORDS[word.trim().toLowerCase()] : undefined;
    if (type) return type;
  }
  return "";
}

/** 'italian' → 'Italian' when it is one of the form's cuisines; other cuisines are kept as written. */
export function cuisineFrom(value: string | null | undefined): string {
  const v = (value ?? "").trim();
  return FORM_CUISINES.find((c) => c.toLowerCase() === v.toLowerCase()) ?? v.slice(0, 60);
}

export function draftToRecipeBody(draft: RecipeDraft): Record<string, unknown> {
  const cooking =
    draft.cookMinutes ??
    (draft.totalMinutes !== null && draft.prepMinutes !== null
      ? Math.max(draft.totalMinutes - draft.prepMinutes, 0)
      : draft.totalMinutes);
  return {
    name: draft.name,
    description: draft.description ?? "",
    prep_time: draft.prepMinutes ?? 0,
    cook_time: cooking ?? 0,
    servings: draft.servings && draft.servings >= 1 ? Math.min(draft.servings, 1000) : 4,
    difficulty_level: "Medium",
    cuisine_type: cuisineFrom(draft.cuisine),
    meal_type: mealTypeFrom(draft.category, ...draft.keywords),
    category: (draft.category ?? "").slice(0, 60),
    tags: draft.keywords.slice(0, 30),
    is_public: false,
    nutrition_info: draft.nutrition ?? {},
    ingredients: draft.ingredientLines.filter((l) => l.trim() !== "").slice(0, 200),
    instructions: draft.instructions.slice(0, 200),
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
