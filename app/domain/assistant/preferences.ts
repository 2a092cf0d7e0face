// AI planning preferences (docs/product.md#ai-assistant): what the planner is asked to respect on top of
// the household's own allergies, diets and dislikes. Storing them is the settings' job; until that
// lands, `readPreferences` answers the defaults.
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";

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

export const PREFERENCE_MEAL_TYPES = ["Breakfast", "Lunch", "Dinner", "Snack", "Dessert"] as const;

export const MEALS_PER_DAY = { min: 1, max: 6, default: 3 } as const;

export const COMPLEXITY_LEVELS = { 1: "Simple", 2: "Moderate", 3: "Advanced" } as const;
export type ComplexityLevel = keyof typeof COMPLEXITY_LEVELS;

export type AiPreferences = {
  defaultDietType: DietType;
  preferredCuisines: string[];
  dietaryRestrictions: string[];
  allergies: string[];
  dislikedIngredients: string[];
  /** Of PREFERENCE_MEAL_TYPES; empty: breakfast, lunch and dinner. */
  preferredMealTypes: string[];
  mealsPerDay: number;
  useInventory: boolean;
  considerLeftovers: boolean;
  complexityLevel: ComplexityLevel;
};

export const DEFAULT_AI_PREFERENCES: AiPreferences = {
  defaultDietType: "none",
  preferredCuisines: [],
  dietaryRestrictions: [],
  allergies: [],
  dislikedIngredients: [],
  preferredMealTypes: [],
  mealsPerDay: MEALS_PER_DAY.default,
  useInventory: true,
  considerLeftovers: true,
  complexityLevel: 2,
};

/** The user's saved preferences; the defaults until the preferences are stored. */
export async function readPreferences(_db: Kysely<DB>, _userId: number): Promise<AiPreferences> {
  return { ...DEFAULT_AI_PREFERENCES };
}
