// AI planning preferences: what the assistant plans by, per user (docs/product.md#ai-assistant). The
// fields, their choices, the defaults and the form's messages are defined here once; the page, the API,
// the OpenAPI document and the assistant's planners read them from here. No zod here: the page's
// browser code imports this file.

export const DIET_TYPES = [
  "none",
  "balanced",
  "vegetarian",
  "vegan",
  "keto",
  "paleo",
  "low-carb",
  "mediterranean",
  "gluten-free",
] as const;
export type DietType = (typeof DIET_TYPES)[number];

export const CUISINE_CHOICES = [
  "American",
  "Italian",
  "Mexican",
  "Chinese",
  "Japanese",
  "Thai",
  "Indian",
  "Mediterranean",
  "Greek",
  "French",
  "Spanish",
  "Middle Eastern",
  "Vietnamese",
  "Korean",
  "German",
] as const;
export type CuisineChoice = (typeof CUISINE_CHOICES)[number];

export const RESTRICTION_CHOICES = [
  "Vegetarian",
  "Vegan",
  "Gluten-free",
  "Dairy-free",
  "Low-carb",
  "Low-fat",
  "Low-sodium",
  "Keto",
  "Paleo",
  "Whole30",
] as const;
export type RestrictionChoice = (typeof RESTRICTION_CHOICES)[number];

export const MEAL_TYPE_CHOICES = ["Breakfast", "Lunch", "Dinner", "Snack", "Dessert"] as const;
export type MealTypeChoice = (typeof MEAL_TYPE_CHOICES)[number];

export const MEALS_PER_DAY = { min: 1, max: 6, default: 3 } as const;

export const COMPLEXITY_LEVELS = [
  { value: 1, label: "Simple" },
  { value: 2, label: "Moderate" },
  { value: 3, label: "Advanced" },
] as const;
export type ComplexityLevel = (typeof COMPLEXITY_LEVELS)[number]["value"];

export type AiPreferences = {
  default_diet_type: DietType;
  preferred_cuisines: CuisineChoice[];
  dietary_restrictions: RestrictionChoice[];
  allergies: string[];
  disliked_ingredients: string[];
  preferred_meal_types: MealTypeChoice[];
  meals_per_day: number;
  use_inventory: boolean;
  consider_leftovers: boolean;
  complexity_level: ComplexityLevel;
};

/** The fields, in the order the API answers them and the form shows them. */
export const AI_PREFERENCE_FIELDS = [
  "default_diet_type",
  "preferred_cuisines",
  "dietary_restrictions",
  "allergies",
  "disliked_ingredients",
  "preferred_meal_types",
  "meals_per_day",
  "use_inventory",
  "consider_leftovers",
  "complexity_level",
] as const satisfies readonly (keyof AiPreferences)[];

export const DEFAULT_AI_PREFERENCES: AiPreferences = {
  default_diet_type: "none",
  preferred_cuisines: [],
  dietary_restrictions: [],
  allergies: [],
  disliked_ingredients: [],
  preferred_meal_types: [],
  meals_per_day: MEALS_PER_DAY.default,
  use_inventory: true,
  consider_leftovers: true,
  complexity_level: 2,
};

/** A fresh copy of the defaults (the lists are not shared). */
export const defaultAiPreferences = (): AiPreferences => structuredClone(DEFAULT_AI_PREFERENCES);

/** How a diet type reads on the page ('low-carb' → 'Low-carb', 'none' → 'No particular diet'). */
export const DIET_TYPE_LABELS: Record<DietType, string> = {
  none: "No particular diet",
  balanced: "Balanced",
  vegetarian: "Vegetarian",
  vegan: "Vegan",
  keto: "Keto",
  paleo: "Paleo",
  "low-carb": "Low-carb",
  mediterranean: "Mediterranean",
  "gluten-free": "Gluten-free",
};

export const AI_PREFERENCE_MESSAGES = {
  saved: "Preferences saved successfully!",
  saveFailed: "Failed to save preferences.",
  saveError: "An error occurred while saving preferences.",
  resetConfirm: "Are you sure you want to reset your preferences to defaults?",
  reset: "Preferences reset to defaults.",
  resetFailed: "Failed to reset preferences.",
  resetError: "An error occurred while resetting preferences.",
} as const;
