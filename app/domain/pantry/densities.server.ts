// Densities for the quantity algebra (ADR 039): a food key → grams per millilitre, read from the USDA
// household measures (`food_portions`) of the food the nutrition matcher finds for it (ADR 032), so
// '200 g flour' in the pantry counts against '2 cups flour' on a recipe. Only the foods whose amounts mix
// mass and volume are looked up: most generations and recipe cards never load the food table.
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import { matchFood } from "../nutrition/food-matching";
import { getFoodIndex } from "../nutrition/food-table.server";
import { gramsPerMillilitre } from "../nutrition/ingredient-grams";
import { type DensityOf, NO_DENSITY } from "./quantities";

export async function densitiesFor(db: Kysely<DB>, keys: readonly string[]): Promise<DensityOf> {
  if (keys.length === 0) return NO_DENSITY;
  const index = await getFoodIndex(db);
  const known = new Map<string, number | null>();
  for (const key of new Set(keys)) {
    const match = matchFood(index, key);
    known.set(key, match ? gramsPerMillilitre(match.portions) : null);
  }
  return (key) => known.get(key) ?? null;
}
