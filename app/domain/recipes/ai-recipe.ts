// A recipe the assistant found or wrote, read for saving to the user's recipes
// (docs/product.md#ai-assistant): defaults prep 30, cook 30, Medium, cuisine General, servings 4, type
// other; ingredient strings parsed with a missing quantity read as 1; nutrition strings such as
// '250 kcal' and times such as '30 min' read as their leading number; the picture kept only when it is
// an http(s) URL. A recipe without a title or without ingredients is refused with the spec's message.
// Shared by POST /api/recipes/add-to-collection and the AI page's Add to My Recipes.
import { isBlank, isRecord } from "../input-readers";
import { AI_RECIPE_DEFAULTS } from "./constants";
import { type RecipeForSave, recipeSchema } from "./schemas";

export const INCOMPLETE = "Sorry, there was a problem adding this recipe. The recipe data is incomplete.";

const AiRecipeSchema = recipeSchema({ requireLists: false, parse: { defaultQuantity: 1 } });

/**
 * '30 min', 30, '1 hour' → 30, 30, 1 (the leading integer), or the default when there is none; a value
 * that is neither text nor a number (an object, a list, true) goes on as it came, for the schema to refuse.
 */
const leadingInt = (v: unknown, fallback: number): unknown => {
  if (typeof v === "number") return Number.isFinite(v) ? Math.trunc(v) : fallback;
  if (isBlank(v)) return fallback;
  if (typeof v !== "string") return v;
  const m = /\d+/.exec(v);
  return m ? Number(m[0]) : fallback;
};
const has = (v: unknown) => !isBlank(v);

export type AiRecipeReading =
  | { ok: true; recipe: RecipeForSave; imageUrl: string | undefined }
  /** `field`: the body's field at fault ("recipe.servings"), for the API's `errors`. */
  | { ok: false; message: string; field: string };

/** The body's `recipe` (or the body itself) as a recipe to save, or the sentence refusing it. */
export function readAiRecipe(body: Record<string, unknown>): AiRecipeReading {
  const nested = isRecord(body.recipe);
  const r = nested ? (body.recipe as Record<string, unknown>) : body;
  // Without a `recipe` object (a bare recipe, text, a list) the field at fault is the documented `recipe`.
  const at = (path: string) => (nested ? `recipe.${path}` : "recipe");
  const ingredients = Array.isArray(r.ingredients) ? r.ingredients : [];
  if (!has(r.title ?? r.name)) return { ok: false, message: INCOMPLETE, field: at("title") };
  if (ingredients.length === 0) return { ok: false, message: INCOMPLETE, field: at("ingredients") };
  // Zero servings (an AI's '0') means it did not say.
  const servings = leadingInt(r.servings, AI_RECIPE_DEFAULTS.servings);
  const parsed = AiRecipeSchema.safeParse({
    name: r.title ?? r.name,
    description: r.description,
    prep_time: leadingInt(r.prepTime ?? r.prep_time, AI_RECIPE_DEFAULTS.prepMinutes),
    cook_time: leadingInt(r.cookTime ?? r.cook_time, AI_RECIPE_DEFAULTS.cookMinutes),
    servings: servings === 0 ? AI_RECIPE_DEFAULTS.servings : servings,
    difficulty_level: has(r.difficulty ?? r.difficulty_level)
      ? (r.difficulty ?? r.difficulty_level)
      : "Medium",
    cuisine_type: has(r.cuisine ?? r.cuisine_type)
      ? (r.cuisine ?? r.cuisine_type)
      : AI_RECIPE_DEFAULTS.cuisine,
    meal_type: has(r.type ?? r.mealType ?? r.meal_type)
      ? (r.type ?? r.mealType ?? r.meal_type)
      : AI_RECIPE_DEFAULTS.mealType,
    category: r.category,
    tags: r.tags,
    notes: r.notes,
    nutrition_info: r.nutrition ?? r.nutrition_info,
    ingredients: ingredients.map((i) =>
      isRecord(i) && !has(i.unit) && !has(i.quantity) && typeof i.name === "string" ? i.name : i,
    ),
    instructions: r.instructions,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      message: `${INCOMPLETE} ${issue?.message ?? ""}`.trim(),
      // The schema's names (prep_time, cuisine_type…) are names the body may use too.
      field: issue?.path.length ? at(issue.path.join(".")) : "recipe",
    };
  }
  const imageUrl = typeof r.image === "string" && /^https?:\/\//i.test(r.image) ? r.image : undefined;
  const recipe: RecipeForSave = { ...parsed.data, nutrition_source: "ai" };
  return { ok: true, recipe, imageUrl };
}

export const recipeSavedText = (title: string) =>
  `I've added "${title}" to your recipe collection. You can find it in your Recipes section.`;
