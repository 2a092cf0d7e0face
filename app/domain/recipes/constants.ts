// The recipe area's fixed lists, defaults and texts (docs/product.md#recipes, #messages, #ai-assistant).
import { MEAL_TYPES, type MealType } from "../meal-plan/constants";
import { PICTURE_LIMIT_TEXT } from "../pictures";

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

/**
 * The cuisines a list filter value finds (itself, and those it holds). Only the table's own keys: an
 * address's `cuisine=__proto__` or `constructor` found Object's prototype here, and its SQL failed (500).
 */
export const cuisinesOfFilter = (value: string): readonly string[] => {
  const key = value.toLowerCase();
  return (Object.hasOwn(FILTER_CUISINE_MEMBERS, key) && FILTER_CUISINE_MEMBERS[key]) || [key];
};

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
export const RECIPE_MEAL_TYPES = MEAL_TYPES;
export const FILTER_MEAL_TYPES = [
  "breakfast",
  "lunch",
  "dinner",
  "snack",
  "dessert",
] as const satisfies readonly MealType[];

export { NUTRIENT_UNITS, NUTRIENTS, type Nutrient } from "../nutrition/constants";

export const RECIPE_DEFAULTS = { servings: 4, difficulty: "Medium", prepMinutes: 0, cookMinutes: 0 } as const;
/** 'Add to collection' from the AI planner (docs/product.md#ai-assistant). */
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
export const IMAGE_PIXELS_ERROR = `The image is too large: it can be at most ${PICTURE_LIMIT_TEXT}.`;

export const LIST_PAGE_SIZE = 24;
export const API_PAGE_SIZE = 100;
export const MAX_SERVINGS = 1000;
/** The longest web address a recipe import takes or keeps (its page, source, picture, licence). */
export const URL_MAX = 2048;
export const MAX_MINUTES = 7 * 24 * 60;

/**
 * How long a recipe's texts and lists may be: RecipeSchema checks them for the form and the API alike,
 * and the form's fields carry them as maxLength.
 */
export const RECIPE_LIMITS = {
  title: 200,
  /** The description, the notes and each step. */
  text: 5000,
  cuisine: 60,
  category: 60,
  mealType: 30,
  tags: 30,
  ingredients: 200,
  steps: 200,
  ingredientName: 200,
  ingredientCategory: 100,
  ingredientNotes: 500,
  /** An ingredient's line as written; longer is cut, not refused. */
  ingredientLine: 500,
} as const;

/** A member's personal notes on a recipe, on the recipe's page and through the API. */
export const PERSONAL_NOTES_MAX = 5000;

export const RECIPE_TEXTS = {
  titleRequired: "Please enter a recipe title",
  ingredientRequired: "Please add at least one ingredient with a name",
  instructionRequired: "Please add at least one instruction",
  notFoundTitle: "Recipe not found",
  notFound: "The recipe you're looking for doesn't exist or has been removed.",
  notesSaved: "Notes saved successfully!",
  notesTooLong: `Your notes can be at most ${PERSONAL_NOTES_MAX} characters.`,
  importUrlRequired: "Please enter the address of a recipe page.",
  imported: "Recipe imported successfully!",
  importFailed: (message?: string) => `Failed to import recipe: ${message || "Unknown error"}`,
  importError: "Error importing recipe. Please check the URL and try again.",
  urlTooLong: `That address is too long: at most ${URL_MAX.toLocaleString("en-US")} characters.`,
  /** The import saved the recipe, but the page's picture could not be had (reason: a PictureProblem). */
  importedWithoutPicture: (reason: string) => `Imported without its picture: ${reason}`,
  /** The import saved the recipe, but shortened text longer than a recipe keeps ('ingredient 3'). */
  importShortened: (parts: readonly string[]) =>
    `Shortened to fit, as the page's text was longer than a recipe keeps: ${parts.join(", ")}.`,
  favoriteFailed: "Failed to update favorite status",
  listFailed: "Failed to load recipes",
  emptyTitle: "No recipes found",
  emptyText: "Try adjusting your search criteria or create a new recipe.",
  saveError: (message: string) => `Error saving recipe: ${message}. Please try again.`,
  notEditable: "Only the family that owns this recipe can change it.",
} as const;

/**
 * Why an imported page's picture was not stored, as a short key that travels in the redirect's URL
 * ('http-404', 'too-large' …), and the reason in words.
 */
const PICTURE_PROBLEMS = {
  "too-large": "it is larger than 10 MB.",
  "not-a-picture": "the link does not point to a PNG, JPEG, GIF or WebP picture.",
  "too-many-pixels": "it has more pixels than a picture may have.",
  timeout: "it took too long to load.",
  refused: "its address is not allowed.",
  unreachable: "its site could not be reached.",
} as const;
export type PictureProblem = keyof typeof PICTURE_PROBLEMS | `http-${number}`;

/** 'Imported without its picture: the site answered 404.' for a key; null for anything else. */
export function pictureProblemText(key: string | null | undefined): string | null {
  if (!key) return null;
  const status = /^http-([1-5]\d\d)$/.exec(key);
  if (status)
    return RECIPE_TEXTS.importedWithoutPicture(`the site answered ${status[1]} when it was asked for it.`);
  return Object.hasOwn(PICTURE_PROBLEMS, key)
    ? RECIPE_TEXTS.importedWithoutPicture(PICTURE_PROBLEMS[key as keyof typeof PICTURE_PROBLEMS])
    : null;
}
