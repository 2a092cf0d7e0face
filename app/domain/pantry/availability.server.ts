// The recipe cards' 'Can make' / 'Missing ingredients' (docs/product.md#recipes, ADR 039): a recipe can be
// made when the pantry holds each of its ingredients, by the same matching and amounts as the list. One
// read of the page's recipes' ingredients and one of the pantry, whatever the number of cards.
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import { pantryStock, recipeIngredients } from "./generate.server";
import { foodReader, type PantryStock, type RecipeIngredient } from "./needs";
import { foodKey, subtractStock } from "./quantities";

// Water comes from the tap: no recipe is 'missing' it.
const ALWAYS_THERE = new Set(["water", "ice", "ice cube", "hot water", "cold water", "warm water"]);

/** The pantry by food key, built once for a page of cards. */
export type PantryIndex = ReadonlyMap<string, PantryStock[]>;

export function indexPantry(pantry: readonly PantryStock[]): PantryIndex {
  const byKey = new Map<string, PantryStock[]>();
  for (const row of pantry) {
    const key = foodKey(row.name);
    byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }
  return byKey;
}

/** Whether the pantry covers every ingredient at the recipe's own servings. */
export function canMake(ingredients: readonly RecipeIngredient[], pantry: PantryIndex): boolean {
  const read = foodReader();
  return ingredients.every((i) => {
    const { food, measure } = read(i.name);
    const key = foodKey(food);
    if (ALWAYS_THERE.has(key)) return true;
    const stock = pantry.get(key) ?? [];
    if (stock.length === 0) return false;
    return subtractStock({ quantity: i.quantity, unit: i.unit ?? measure }, stock) === null;
  });
}

/** Each recipe id → whether it can be made from the household's pantry now. */
export async function recipeAvailability(
  db: Kysely<DB>,
  householdId: number,
  recipeIds: readonly number[],
): Promise<Map<number, boolean>> {
  const [ingredients, pantry] = await Promise.all([
    recipeIngredients(db, recipeIds),
    pantryStock(db, householdId),
  ]);
  const index = indexPantry(pantry);
  return new Map(recipeIds.map((id) => [id, canMake(ingredients.get(id) ?? [], index)]));
}
