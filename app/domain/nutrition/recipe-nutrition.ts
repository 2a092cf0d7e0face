// A recipe's nutrition per serving from its ingredient lines: each line matched to a food and weighed,
// the food's values per 100 g scaled by the grams, summed, divided by the servings. A line that is not
// counted ("salt to taste", a food the table lacks, an amount it cannot weigh) adds nothing and is
// listed, so the recipe page can say what the figures leave out (docs/decisions/032-food-table-and-matching.md).
import { FOOD_NUTRIENTS, type FoodNutritionValues } from "./constants";
import { type FoodIndex, type FoodMatch, foodById, matchFood } from "./food-matching";
import { gramsFor, type IngredientAmount } from "./ingredient-grams";
import { type CheckedLine, checkServing, type NutritionCheck } from "./plausibility";

export type NutritionIngredient = IngredientAmount & {
  /** The food the user chose for this line (its NDB number), which wins over the matcher's. */
  foodId?: string | null;
  /** The line says the fat is for frying ('1 l oil for frying', 'oil (to fry)'): most stays in the pan. */
  forFrying?: boolean;
};

/**
 * Of a fat said to be for frying, what is counted as eaten: what a pan-fry leaves on the food, about four
 * tablespoons. A litre of oil for deep-frying is not eaten (docs/decisions/068-believable-nutrition.md).
 */
export const FRYING_OIL_EATEN_GRAMS = 60;

/** '… for frying', '(to fry)', 'for deep-frying', 'oil for the fryer'. */
export const FOR_FRYING =
  /\b(?:for|to)\s+(?:(?:deep|shallow|pan)[- ]?)?fry(?:ing)?\b|\bfor\s+(?:the\s+)?(?:deep[- ]?)?fryer\b/i;

export type IngredientNutrition = {
  name: string;
  food: { ndb_no: string; description: string } | null;
  grams: number | null;
  /** counted; or why not: no food found, no amount given, no way to weigh the amount. */
  status: "counted" | "unmatched" | "no-amount" | "no-conversion";
  /** The household measure (or unit) the grams came from. */
  via: string | null;
  /** The grams assume water's density: the food has no volume measure. */
  estimated: boolean;
};

export type RecipeNutrition = {
  /** Per serving; null where no counted food has a value for the nutrient. */
  perServing: FoodNutritionValues;
  lines: IngredientNutrition[];
  /** The names of the lines that add nothing, in recipe order. */
  notCounted: string[];
  /** Why the figures cannot be believed and which lines caused it; null when they can (plausibility.ts). */
  check: NutritionCheck | null;
};

export function ingredientNutrition(
  index: FoodIndex,
  ingredient: NutritionIngredient,
): {
  line: IngredientNutrition;
  match: FoodMatch | null;
} {
  const match =
    (ingredient.foodId ? foodById(index, ingredient.foodId) : null) ?? matchFood(index, ingredient.name);
  if (!match) {
    return {
      match,
      line: {
        name: ingredient.name,
        food: null,
        grams: null,
        status: "unmatched",
        via: null,
        estimated: false,
      },
    };
  }
  const food = { ndb_no: match.food.ndb_no, description: match.food.description };
  const weighed = gramsFor(ingredient, match.portions, match.food.water);
  if (weighed.grams === null) {
    return {
      match,
      line: { name: ingredient.name, food, grams: null, status: weighed.reason, via: null, estimated: false },
    };
  }
  if (
    ingredient.forFrying &&
    match.food.food_group === "Fats and Oils" &&
    weighed.grams > FRYING_OIL_EATEN_GRAMS
  ) {
    return {
      match,
      line: {
        name: ingredient.name,
        food,
        grams: FRYING_OIL_EATEN_GRAMS,
        status: "counted",
        via: `frying oil: ${FRYING_OIL_EATEN_GRAMS} g of ${Math.round(weighed.grams)} g eaten`,
        estimated: true,
      },
    };
  }
  return {
    match,
    line: {
      name: ingredient.name,
      food,
      grams: weighed.grams,
      status: "counted",
      via: weighed.via,
      estimated: weighed.estimated === true,
    },
  };
}

export function recipeNutrition(
  index: FoodIndex,
  ingredients: readonly NutritionIngredient[],
  servings: number,
): RecipeNutrition {
  const totals = Object.fromEntries(FOOD_NUTRIENTS.map((n) => [n, null])) as FoodNutritionValues;
  const lines: IngredientNutrition[] = [];
  const checked: CheckedLine[] = [];
  for (const ingredient of ingredients) {
    const { line, match } = ingredientNutrition(index, ingredient);
    lines.push(line);
    const values: CheckedLine["values"] = {};
    checked.push({ name: line.name, counted: line.grams !== null, grams: line.grams ?? 0, values });
    if (line.grams === null || !match) continue;
    for (const nutrient of FOOD_NUTRIENTS) {
      const per100 = match.food[nutrient];
      if (per100 === null) continue;
      const value = (per100 * line.grams) / 100;
      totals[nutrient] = (totals[nutrient] ?? 0) + value;
      if (nutrient !== "saturated_fat" && nutrient !== "sodium") values[nutrient] = value;
    }
  }
  const divisor = servings > 0 ? servings : 1;
  const perServing = Object.fromEntries(
    FOOD_NUTRIENTS.map((n) => [n, totals[n] === null ? null : Math.round((totals[n]! / divisor) * 10) / 10]),
  ) as FoodNutritionValues;
  return {
    perServing,
    lines,
    notCounted: lines.filter((l) => l.status !== "counted").map((l) => l.name),
    check: checkServing(checked, divisor),
  };
}
