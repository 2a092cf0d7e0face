// From planned meals to what to buy (docs/product.md#shopping-list 'Generate from Meal Plan'): each meal's
// recipes' ingredients scaled by the meal's servings over the recipe's, merged by food, minus the pantry.
// Pure, so the use case (generate.server.ts), its tests and the bench share it.
import { readIngredientLine, scaleQuantity } from "../recipes/ingredient-parser";
import { shoppingCategory } from "./categories";
import { foodKey, type Merged, mergeLines, type Quantity, subtractStock } from "./quantities";

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
  sourceMealId: number;
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

/** What the planned meals need, merged, minus what the pantry holds. */
export function planNeeds(
  meals: readonly PlannedMeal[],
  ingredients: ReadonlyMap<number, readonly RecipeIngredient[]>,
  pantry: readonly PantryStock[],
): { needs: Need[]; covered: Merged<Source>[] } {
  const read = foodReader();
  const food = (name: string) => read(name).food;
  const lines = meals.flatMap((meal) =>
    meal.recipes.flatMap((recipe) =>
      (ingredients.get(recipe.id) ?? []).map((i) => ({
        name: food(i.name),
        quantity: scaleQuantity(i.quantity, recipe.servings, meal.servings),
        unit: i.unit ?? read(i.name).measure,
        extra: { mealId: meal.id, mealTitle: meal.title, recipeId: recipe.id, category: i.category },
      })),
    ),
  );
  const stockByKey = new Map<string, PantryStock[]>();
  // A pantry row's name is a food as someone typed it ('Onions', 'Whole milk'): its key as it stands.
  for (const row of pantry) {
    const key = foodKey(row.name);
    stockByKey.set(key, [...(stockByKey.get(key) ?? []), row]);
  }
  const needs: Need[] = [];
  const covered: Merged<Source>[] = [];
  for (const merged of mergeLines(lines)) {
    const stock = stockByKey.get(merged.key) ?? [];
    const left = subtractStock(merged, stock);
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
      sourceRecipeId: first.recipeId,
      fromPantry:
        merged.quantity !== null && left.quantity !== null && left.quantity < merged.quantity
          ? merged.quantity - left.quantity
          : null,
    });
  }
  return { needs, covered };
}
