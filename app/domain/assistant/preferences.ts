// AI planning preferences as the planner reads them (docs/product.md#ai-assistant): what it is asked to
// respect on top of the household's own allergies, diets and dislikes. The fields, choices and defaults
// are the preferences area's (app/domain/ai-preferences), stored per user there; this is their
// camel-case view for the planner and the providers.
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import {
  type ComplexityLevel,
  type DietType,
  DEFAULT_AI_PREFERENCES as STORED_DEFAULTS,
  type AiPreferences as StoredPreferences,
} from "../ai-preferences/constants";
import { getAiPreferences } from "../ai-preferences/preferences.server";

export type AiPreferences = {
  defaultDietType: DietType;
  preferredCuisines: string[];
  dietaryRestrictions: string[];
  allergies: string[];
  dislikedIngredients: string[];
  /** Breakfast, Lunch, Dinner, Snack, Dessert; empty: breakfast, lunch and dinner. */
  preferredMealTypes: string[];
  mealsPerDay: number;
  useInventory: boolean;
  considerLeftovers: boolean;
  complexityLevel: ComplexityLevel;
};

/** The stored shape (the API's, snake case) as the planner reads it. */
export function planningPreferences(stored: StoredPreferences): AiPreferences {
  return {
    defaultDietType: stored.default_diet_type,
    preferredCuisines: [...stored.preferred_cuisines],
    dietaryRestrictions: [...stored.dietary_restrictions],
    allergies: [...stored.allergies],
    dislikedIngredients: [...stored.disliked_ingredients],
    preferredMealTypes: [...stored.preferred_meal_types],
    mealsPerDay: stored.meals_per_day,
    useInventory: stored.use_inventory,
    considerLeftovers: stored.consider_leftovers,
    complexityLevel: stored.complexity_level,
  };
}

export const DEFAULT_AI_PREFERENCES: AiPreferences = planningPreferences(STORED_DEFAULTS);

/** The user's saved preferences (the defaults until they save some). */
export async function readPreferences(db: Kysely<DB>, userId: number): Promise<AiPreferences> {
  return planningPreferences((await getAiPreferences(db, userId)).preferences);
}
