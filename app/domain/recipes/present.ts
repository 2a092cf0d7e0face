// Recipes as the JSON API answers them: the server shape (docs/api.md#recipes: `name`, instructions as one
// text with steps separated by a blank line, `nutrition_info` strings with units, ingredients
// {name, quantity, unit, category, notes}) and the detail page's camelCase (docs/product.md#api-conventions).
import { NUTRIENT_UNITS, NUTRIENTS } from "./constants";
import type { Recipe, RecipeSummary } from "./recipes.server";

export const recipeImageUrl = (imageId: number | null) =>
  imageId === null ? null : `/recipe-images/${imageId}`;

/** '250 kcal', '12g'; unknown values read as the spec's save defaults ('0 kcal', '0g'). */
export function nutrientText(name: (typeof NUTRIENTS)[number], value: number | null): string {
  const unit = NUTRIENT_UNITS[name];
  const n = value === null ? 0 : Math.round(value * 10) / 10;
  return unit === "kcal" ? `${n} kcal` : `${n}${unit}`;
}

export function recipeSummaryJson(r: RecipeSummary) {
  const image = recipeImageUrl(r.imageId);
  return {
    id: r.id,
    name: r.name,
    title: r.name,
    description: r.description,
    prep_time: r.prepMinutes,
    cook_time: r.cookMinutes,
    total_time: r.totalMinutes,
    prepTime: r.prepMinutes,
    cookTime: r.cookMinutes,
    servings: r.servings,
    difficulty_level: r.difficulty,
    difficulty: r.difficulty,
    cuisine_type: r.cuisine,
    cuisine: r.cuisine,
    meal_type: r.mealType,
    category: r.category,
    tags: r.tags,
    image,
    image_url: image,
    is_public: r.isPublic,
    is_favorite: r.isFavorite,
    isFavorite: r.isFavorite,
    average_rating: r.averageRating,
    rating_count: r.ratingCount,
    rating: r.averageRating,
    reviews: r.ratingCount,
    author: { name: r.authorName, avatar: null },
    is_starter: r.isStarter,
    can_edit: r.canEdit,
    // The allergen module's reading (ADR 067): the classes it holds, null when never read (unknown, never
    // "none"), and the lines to check on the label.
    allergens: r.allergens?.contains ?? null,
    allergen_check_lines: r.allergens?.checkLabel ?? null,
  };
}

export function recipeJson(r: Recipe) {
  return {
    ...recipeSummaryJson(r),
    instructions: r.instructions.join("\n\n"),
    steps: r.instructions,
    notes: r.notes,
    nutrition_info: Object.fromEntries(NUTRIENTS.map((n) => [n, nutrientText(n, r.nutrition[n])])),
    nutrition: r.nutrition,
    nutrition_source: r.nutritionSource,
    ingredients: r.ingredients.map((i) => ({
      name: i.name,
      quantity: i.quantity,
      quantity_max: i.quantity_max,
      unit: i.unit,
      category: i.category,
      notes: i.notes,
      original: i.original,
      food_ndb_no: i.food_ndb_no ?? null,
    })),
    source_url: r.sourceUrl,
    licence: r.licence,
    my_rating: r.myRating,
    user_notes: r.myNotes,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

/** schema.org Recipe JSON-LD of a recipe (export; the importer reads the same vocabulary). */
export function recipeJsonLd(r: Recipe, origin: string) {
  const minutes = (m: number) => `PT${m}M`;
  const image = recipeImageUrl(r.imageId);
  const known = NUTRIENTS.filter((n) => r.nutrition[n] !== null);
  const nutritionKey = {
    calories: "calories",
    protein: "proteinContent",
    carbs: "carbohydrateContent",
    fat: "fatContent",
    fiber: "fiberContent",
    sugar: "sugarContent",
  } as const;
  return {
    "@context": "https://schema.org",
    "@type": "Recipe",
    name: r.name,
    ...(r.description ? { description: r.description } : {}),
    ...(image ? { image: `${origin}${image}` } : {}),
    author: { "@type": "Person", name: r.authorName || "Family Meal Planner" },
    ...(r.prepMinutes !== null ? { prepTime: minutes(r.prepMinutes) } : {}),
    ...(r.cookMinutes !== null ? { cookTime: minutes(r.cookMinutes) } : {}),
    ...(r.totalMinutes !== null ? { totalTime: minutes(r.totalMinutes) } : {}),
    recipeYield: String(r.servings),
    ...(r.cuisine ? { recipeCuisine: r.cuisine } : {}),
    ...(r.category ? { recipeCategory: r.category } : {}),
    ...(r.tags.length ? { keywords: r.tags.join(", ") } : {}),
    recipeIngredient: r.ingredients.map((i) => i.original || i.name),
    recipeInstructions: r.instructions.map((text) => ({ "@type": "HowToStep", text })),
    ...(known.length
      ? {
          nutrition: {
            "@type": "NutritionInformation",
            ...Object.fromEntries(known.map((n) => [nutritionKey[n], nutrientText(n, r.nutrition[n])])),
          },
        }
      : {}),
    ...(r.sourceUrl ? { isBasedOn: r.sourceUrl } : {}),
    ...(r.licence ? { license: r.licence } : {}),
    url: `${origin}/recipes/${r.id}`,
  };
}
