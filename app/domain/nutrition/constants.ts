// The nutrition values every area speaks of (a recipe's per serving, a meal's, a day's), defined once:
// the db table types, the meal plan, the recipes, the ui and the OpenAPI document import them from here.
// Pure data and types, so any layer may import it (docs/product.md#nutrition).

/**
 * The flag of the nutrition analysis: the /nutrition-analysis screen and its export, and the goals and
 * reports under /api/nutrition (goals, summary, daily-report, weekly-report, trends). A recipe's or a
 * meal's nutrition, the calculator and the food search are the recipes' and the planner's, not behind it
 * (app/web/feature-areas.ts).
 */
export const NUTRITION_ANALYSIS_FLAG = "nutrition_analysis_enabled";

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

/** How every screen names the six values. */
export const NUTRIENT_LABELS: Record<Nutrient, string> = {
  calories: "Calories",
  protein: "Protein",
  carbs: "Carbs",
  fat: "Fat",
  fiber: "Fiber",
  sugar: "Sugar",
};

/** Per serving; null: unknown. */
export type NutritionValues = Record<Nutrient, number | null>;

/** Where a value came from: typed in, computed from a recipe, or suggested by the assistant. */
export const NUTRITION_SOURCES = ["manual", "computed", "ai"] as const;
export type NutritionSource = (typeof NUTRITION_SOURCES)[number];

/** Guards the numeric columns against absurd manual values; no real meal comes near it. */
export const NUTRIENT_MAX = 100000;

/**
 * What a food of the food table tells per 100 g and what a computed recipe reports: the six nutrients,
 * plus saturated fat (g) and sodium (mg). Named as the `foods` table's columns
 * (docs/decisions/032-food-table-and-matching.md).
 */
export const FOOD_NUTRIENTS = [...NUTRIENTS, "saturated_fat", "sodium"] as const;
export type FoodNutrient = (typeof FOOD_NUTRIENTS)[number];

export const FOOD_NUTRIENT_UNITS: Record<FoodNutrient, string> = {
  ...NUTRIENT_UNITS,
  saturated_fat: "g",
  sodium: "mg",
};

/** Per 100 g of a food, or per serving of a computed recipe; null: the table has no value. */
export type FoodNutritionValues = Record<FoodNutrient, number | null>;
