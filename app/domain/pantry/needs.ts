// From planned meals to what to buy (docs/product.md#shopping-list 'Generate from Meal Plan'): each meal's
// recipes' ingredients scaled by the meal's servings over the recipe's, merged by food, minus the pantry.
// Pure, so the use case (generate.server.ts), its tests and the bench share it.
import { readIngredientLine, scaleQuantity } from "../recipes/ingredient-parser";
import { shoppingCategory } from "./categories";
import {
  type DensityOf,
  foodKey,
  type Merged,
  mergeLines,
  mixesMassAndVolume,
  NO_DENSITY,
  type Quantity,
  subtractStock,
} from "./quantities";

export type PlannedMeal = {
  id: number;
  title: string;
  servings: number;
  recipes: { id: number; servings: number }[];
};

export type RecipeIngredient = Quantity & { name: string; category: string | null };
export type PantryStock = Quantity & { id: number; name: string };

export type Source = { mealId: number; mealTitle: string; recipeId: number; category: string | null };

/** An item the list should hold: a food, what is left to buy, and the meals it is for. */
export type Need = Quantity & {
  name: string;
  key: string;
  category: string;
  notes: string;
  /** The first meal it is for (the older single field); every meal is in `sourceMealIds`. */
  sourceMealId: number;
  /** Every meal it is for, each once, in plan order. */
  sourceMealIds: number[];
  sourceRecipeId: number;
  /** What the pantry held of it (subtracted), in the item's unit; null when nothing was subtracted. */
  fromPantry: number | null;
};

// The food alone ('onion' for 'large onion, chopped') and a measure word standing for a unit ('bag' in
// 'bag frozen peas'): the ingredient parser's reading of the name. A plan repeats names, so one
// generation reads each once.
export function foodNamer(): (name: string) => string {
  const read = foodReader();
  return (name) => read(name).food;
}

// Reading a name costs about half a millisecond and the same names come back on every list and card,
// so readings are kept across requests (bounded: emptied when full).
const READINGS = new Map<string, { food: string; measure: string | null }>();
const READINGS_MAX = 20_000;

export function foodReader(): (name: string) => { food: string; measure: string | null } {
  return (name) => {
    let found = READINGS.get(name);
    if (found === undefined) {
      const reading = readIngredientLine(name);
      found = { food: reading.food.trim() || name.trim(), measure: reading.measure };
      if (READINGS.size >= READINGS_MAX) READINGS.clear();
      READINGS.set(name, found);
    }
    return found;
  };
}

/** 'For Taco Night, For Chili': each meal once, in plan order. */
export function forNotes(titles: readonly string[]): string {
  return [...new Set(titles)].map((t) => `For ${t}`).join(", ");
}

/** Each planned meal's recipes' ingredients, scaled to the meal, read down to their food. */
function planLines(
  meals: readonly PlannedMeal[],
  ingredients: ReadonlyMap<number, readonly RecipeIngredient[]>,
) {
  const read = foodReader();
  return meals.flatMap((meal) =>
    meal.recipes.flatMap((recipe) =>
      (ingredients.get(recipe.id) ?? []).map((i) => ({
        name: read(i.name).food,
        quantity: scaleQuantity(i.quantity, recipe.servings, meal.servings),
        unit: i.unit ?? read(i.name).measure,
        extra: { mealId: meal.id, mealTitle: meal.title, recipeId: recipe.id, category: i.category },
      })),
    ),
  );
}

/** The pantry's rows by food key: a row's name is a food as someone typed it ('Onions', 'Whole milk'). */
function stockByKey(pantry: readonly PantryStock[]): Map<string, PantryStock[]> {
  const byKey = new Map<string, PantryStock[]>();
  for (const row of pantry) {
    const key = foodKey(row.name);
    byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }
  return byKey;
}

/**
 * The foods (keys) whose plan lines and pantry rows mix mass and volume: the only ones whose density
 * `planNeeds` can use, so the caller looks up only these.
 */
export function foodsMixingMassAndVolume(
  meals: readonly PlannedMeal[],
  ingredients: ReadonlyMap<number, readonly RecipeIngredient[]>,
  pantry: readonly PantryStock[],
): string[] {
  const byKey = new Map<string, Quantity[]>();
  for (const line of planLines(meals, ingredients)) {
    const key = foodKey(line.name);
    byKey.set(key, [...(byKey.get(key) ?? []), line]);
  }
  const stock = stockByKey(pantry);
  return [...byKey]
    .filter(([key, lines]) => mixesMassAndVolume([...lines, ...(stock.get(key) ?? [])]))
    .map(([key]) => key);
}

/**
 * What the planned meals need, merged, minus what the pantry holds. Mass and volume of a food meet
 * through `densityOf` (the food table's measures); without a density they stay apart.
 */
export function planNeeds(
  meals: readonly PlannedMeal[],
  ingredients: ReadonlyMap<number, readonly RecipeIngredient[]>,
  pantry: readonly PantryStock[],
  densityOf: DensityOf = NO_DENSITY,
): { needs: Need[]; covered: Merged<Source>[] } {
  const lines = planLines(meals, ingredients);
  const stockOf = stockByKey(pantry);
  const needs: Need[] = [];
  const covered: Merged<Source>[] = [];
  for (const merged of mergeLines(lines, densityOf)) {
    const stock = stockOf.get(merged.key) ?? [];
    const left = subtractStock(merged, stock, densityOf(merged.key));
    if (!left) {
      covered.push(merged);
      continue;
    }
    const first = merged.extras[0]!;
    needs.push({
      name: merged.name,
      key: merged.key,
      // A line with no amount ('salt to taste') is bought as one of it.
      quantity: left.quantity ?? 1,
      unit: left.quantity === null ? null : left.unit,
      category: shoppingCategory(merged.name, merged.extras.find((e) => e.category)?.category),
      notes: forNotes(merged.extras.map((e) => e.mealTitle)),
      sourceMealId: first.mealId,
      sourceMealIds: [...new Set(merged.extras.map((e) => e.mealId))],
      sourceRecipeId: first.recipeId,
      fromPantry:
        merged.quantity !== null && left.quantity !== null && left.quantity < merged.quantity
          ? merged.quantity - left.quantity
          : null,
    });
  }
  return { needs, covered };
}
