// The recipe area's fixed lists, defaults and texts (part two §5, §8 and §9; part one §9 for the AI rules).

export const DIFFICULTIES = ["Easy", "Medium", "Hard"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** The list filter's cuisines (values are lowercase). */
export const FILTER_CUISINES = [
  "italian",
  "mexican",
  "asian",
  "american",
  "mediterranean",
  "indian",
] as const;

/**
 * A list filter's cuisine also finds the form's cuisines it holds: 'Asian' finds Thai and Japanese
 * recipes too (docs/recipe-facts.md). Lowercase.
 */
export const FILTER_CUISINE_MEMBERS: Readonly<Record<string, readonly string[]>> = {
  asian: ["asian", "chinese", "japanese", "korean", "thai", "vietnamese"],
  mediterranean: ["mediterranean", "greek", "spanish"],
};

/** The cuisines a list filter value finds (itself, and those it holds). */
export const cuisinesOfFilter = (value: string): readonly string[] =>
  FILTER_CUISINE_MEMBERS[value.toLowerCase()] ?? [value.toLowerCase()];

/** The form's cuisines. Imported recipes may carry others; they are kept as written. */
export const FORM_CUISINES = [
  "American",
  "Italian",
  "Mexican",
  "Asian",
  "Mediterranean",
  "French",
  "Indian",
  "Spanish",
  "Greek",
  "German",
  "Japanese",
  "Chinese",
  "Thai",
  "Middle Eastern",
  "African",
  "Caribbean",
  "Korean",
  "Vietnamese",
] as const;

export const CATEGORIES = [
  "Breakfast",
  "Lunch",
  "Dinner",
  "Dessert",
  "Appetizer",
  "Snack",
  "Drink",
  "Side Dish",
  "Main Course",
  "Salad",
  "Soup",
  "Bread",
  "Sauce",
] as const;

/** Meal types a recipe can be tagged with (stored lowercase); the list filter omits brunch. */
export const RECIPE_MEAL_TYPES = [
  "breakfast",
  "brunch",
  "lunch",
  "dinner",
  "snack",
  "dessert",
  "other",
] as const;
export const FILTER_MEAL_TYPES = ["breakfast", "lunch", "dinner", "snack", "dessert"] as const;

export const NUTRIENTS = ["calories", "protein", "carbs", "fat", "fiber", "sugar"] as const;
export type Nutrient = (typeof NUTRIENTS)[number];
export const NUTRIENT_UNITS: Record<Nutrient, string> = {
  calories: "kcal",
  protein: "g",
  carbs: "g",
  fat: "g",
  fiber: "g",
  sugar: "g",
};

export const RECIPE_DEFAULTS = { servings: 4, difficulty: "Medium", prepMinutes: 0, cookMinutes: 0 } as const;
/** 'Add to collection' from the AI planner (part one §9). */
export const AI_RECIPE_DEFAULTS = {
  servings: 4,
  prepMinutes: 30,
  cookMinutes: 30,
  difficulty: "Medium",
  cuisine: "General",
  mealType: "other",
} as const;

export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_ACCEPT = "image/png,image/jpeg,image/gif,image/webp";
export const IMAGE_TYPE_ERROR = "Only PNG, JPEG, GIF or WebP images are accepted.";
export const IMAGE_SIZE_ERROR = "The image must be 10 MB or smaller.";

export const LIST_PAGE_SIZE = 24;
export const API_PAGE_SIZE = 100;
export const MAX_SERVINGS = 1000;
export const MAX_MINUTES = 7 * 24 * 60;

export const RECIPE_TEXTS = {
  titleRequired: "Please enter a recipe title",
  ingredientRequired: "Please add at least one ingredient with a name",
  instructionRequired: "Please add at least one instruction",
  notFoundTitle: "Recipe not found",
  notFound: "The recipe you're looking for doesn't exist or has been removed.",
  forbidden: "This recipe belongs to another user and is not marked as public.",
  notesSaved: "Notes saved successfully!",
  imported: "Recipe imported successfully!",
  importFailed: (message?: string) => `Failed to import recipe: ${message || "Unknown error"}`,
  importError: "Error importing recipe. Please check the URL and try again.",
  favoriteFailed: "Failed to update favorite status",
  listFailed: "Failed to load recipes",
  emptyTitle: "No recipes found",
  emptyText: "Try adjusting your search criteria or create a new recipe.",
  saveError: (message: string) => `Error saving recipe: ${message}. Please try again.`,
  notEditable: "Only the family that owns this recipe can change it.",
} as const;
