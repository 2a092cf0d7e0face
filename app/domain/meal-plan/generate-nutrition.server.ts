// 'Generate Missing Nutrition Data' (docs/product.md#meal-planner): every meal of a household in a date
// range that has a recipe but no calories gets the recipe's nutrition per serving — the recipe's stored
// values when it states calories, otherwise computed from its ingredient lines with the food table
// (docs/decisions/032-food-table-and-matching.md). Each is recorded as a MealNutritionSet (source
// 'computed'), so the meal's history shows it and the read models follow. A meal whose recipe has no
// ingredient is skipped, as the product does it silently; the answer says which, and why.
// A meal's extra dishes keep the recipe snapshot they were added with: no event sets a dish's nutrition.
import type { Kysely } from "kysely";
import { z } from "zod";
import type { DB } from "../../db/schema";
import { NotFoundError } from "../errors";
import { storedIngredientOf } from "../nutrition/calculate.server";
import { NUTRIENTS, type NutritionValues } from "../nutrition/constants";
import { computeRecipeNutrition } from "../nutrition/food-table.server";
import { readRange } from "../nutrition/report-range";
import { getRecipe, type Recipe } from "../recipes/recipes.server";
import { type CommandContext, fillMealNutrition } from "./meal-commands.server";
import { listMeals } from "./meal-queries.server";
import type { Actor } from "./meal-requests.server";

/** What the planner's form and the API send; the dates themselves are checked by `readRange`. */
export const GenerateNutritionSchema = z.object({
  start_date: z.string({ error: "The start_date is required (YYYY-MM-DD)." }).max(20),
  end_date: z.string({ error: "The end_date is required (YYYY-MM-DD)." }).max(20),
});

export type SkipReason =
  | "no-recipe"
  | "recipe-not-found"
  | "no-ingredients"
  | "nothing-counted"
  | "needs-checking";

export const SKIP_TEXTS: Record<SkipReason, string> = {
  "no-recipe": "no recipe",
  "recipe-not-found": "its recipe is gone",
  "no-ingredients": "its recipe has no ingredients",
  "nothing-counted": "none of its recipe's ingredients is in the food table",
  "needs-checking": "its recipe's nutrition needs checking",
};

export type GenerateNutritionResult = {
  from: string;
  to: string;
  /** The meals that got nutrition, by id. */
  filled: number[];
  skipped: { mealId: number; title: string; date: string; reason: SkipReason }[];
};

const round = (value: number | null) => (value === null ? null : Math.round(value));

/** A recipe's nutrition per serving as a meal carries it (whole numbers); null when nothing is known. */
async function servingOf(db: Kysely<DB>, recipe: Recipe): Promise<NutritionValues | SkipReason> {
  if (recipe.nutrition.calories != null) return recipe.nutrition;
  if (recipe.ingredients.length === 0) return "no-ingredients";
  // The cook's choice of food for a line counts here as it does when the recipe is saved (ADR 032).
  const computed = await computeRecipeNutrition(
    db,
    recipe.ingredients.map(storedIngredientOf),
    recipe.servings,
  );
  if (computed.perServing.calories === null) return "nothing-counted";
  // Figures no serving can hold stay out of the plan, as they stay off the recipe (ADR 068).
  if (computed.check) return "needs-checking";
  return Object.fromEntries(NUTRIENTS.map((n) => [n, round(computed.perServing[n])])) as NutritionValues;
}

/**
 * Fills the missing nutrition of the household's meals from `from` to `to` (yyyy-MM-dd, inclusive, at
 * most 366 days). A second run (or a double submit) finds nothing missing and records nothing.
 */
export async function generateMissingNutrition(
  db: Kysely<DB>,
  actor: Actor,
  range: { from: unknown; to: unknown },
  context: CommandContext,
): Promise<GenerateNutritionResult> {
  const period = readRange(range.from, range.to);
  const meals = (await listMeals(db, actor.householdId, period)).filter((m) => m.nutrition?.calories == null);
  const viewer = { id: actor.id, householdId: actor.householdId };
  const recipes = new Map<number, NutritionValues | SkipReason>();
  const fills: { mealId: number; nutrition: NutritionValues }[] = [];
  const skipped: GenerateNutritionResult["skipped"] = [];
  for (const meal of meals) {
    let serving: NutritionValues | SkipReason = "no-recipe";
    if (meal.recipeId !== null) {
      serving =
        recipes.get(meal.recipeId) ??
        (await getRecipe(db, viewer, meal.recipeId).then(
          (recipe) => servingOf(db, recipe),
          (error) => {
            if (error instanceof NotFoundError) return "recipe-not-found" as const;
            throw error;
          },
        ));
      recipes.set(meal.recipeId, serving);
    }
    if (typeof serving === "string")
      skipped.push({ mealId: meal.id, title: meal.title, date: meal.date, reason: serving });
    else fills.push({ mealId: meal.id, nutrition: serving });
  }
  const filled = await fillMealNutrition(db, actor, fills, {
    ...context,
    request: { generateNutrition: period },
  });
  return { ...period, filled, skipped };
}

const meals = (n: number) => (n === 1 ? "1 meal" : `${n} meals`);

/** The sentence the planner shows after a run. */
export function generateNutritionMessage(result: GenerateNutritionResult): string {
  const skipped = result.skipped.filter((s) => s.reason !== "no-recipe").length;
  const checking = result.skipped.filter((s) => s.reason === "needs-checking").length;
  const unknown = skipped - checking;
  const tail =
    (unknown
      ? ` ${meals(unknown)} could not be computed: ${unknown === 1 ? "its recipe has" : "their recipes have"} no ingredients the food table knows.`
      : "") +
    (checking
      ? ` ${meals(checking)} left out: ${checking === 1 ? "its recipe's" : "their recipes'"} nutrition needs checking.`
      : "");
  if (result.filled.length > 0) return `Nutrition added to ${meals(result.filled.length)}.${tail}`;
  if (skipped) return `No nutrition could be added.${tail}`;
  return "No meals are missing nutrition.";
}
