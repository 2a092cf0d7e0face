// The recipe cards' 'Can make' / 'Missing ingredients' (docs/product.md#recipes, ADR 039): a recipe can be
// made when the pantry holds each of its ingredients, by the same matching and amounts as the list. One
// read of the page's recipes' ingredients and one of the pantry, whatever the number of cards.
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import { densitiesFor } from "./densities.server";
import { pantryStock, recipeIngredients } from "./generate.server";
import { foodReader, type PantryStock, type RecipeIngredient } from "./needs";
import { type DensityOf, foodKey, mixesMassAndVolume, NO_DENSITY, subtractStock } from "./quantities";

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

/** An ingredient as the pantry is searched for it: its food key and its amount. */
function wanted(i: RecipeIngredient, read: ReturnType<typeof foodReader>) {
  const { food, measure } = read(i.name);
  return { key: foodKey(food), amount: { quantity: i.quantity, unit: i.unit ?? measure } };
}

/**
 * Whether the pantry covers every ingredient at the recipe's own servings; grams held count against
 * cups needed (and the other way round) for a food `densityOf` knows.
 */
export function canMake(
  ingredients: readonly RecipeIngredient[],
  pantry: PantryIndex,
  densityOf: DensityOf = NO_DENSITY,
): boolean {
  const read = foodReader();
  return ingredients.every((i) => {
    const { key, amount } = wanted(i, read);
    if (ALWAYS_THERE.has(key)) return true;
    const stock = pantry.get(key) ?? [];
    if (stock.length === 0) return false;
    return subtractStock(amount, stock, densityOf(key)) === null;
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
  const read = foodReader();
  const mixing = [...ingredients.values()].flat().flatMap((i) => {
    const { key, amount } = wanted(i, read);
    return mixesMassAndVolume([amount, ...(index.get(key) ?? [])]) ? [key] : [];
  });
  const densityOf = await densitiesFor(db, mixing);
  return new Map(recipeIds.map((id) => [id, canMake(ingredients.get(id) ?? [], index, densityOf)]));
}
