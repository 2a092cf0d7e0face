// For tests: the food index built straight from the shipped files, as the migration loads them into
// the tables (same column names), without a database.

import { buildFoodIndex, type FoodIndex } from "../../app/domain/nutrition/food-matching";
import { readUsdaFoods, readUsdaPortions } from "../../app/integrations/food-table/usda-sr.server";

let index: FoodIndex | undefined;
export function usdaFoodIndex(): FoodIndex {
  index ??= buildFoodIndex(
    readUsdaFoods().map((f) => ({
      ndb_no: f.ndb_no,
      description: f.description,
      food_group: f.food_group,
      calories: f.kcal,
      protein: f.protein_g,
      carbs: f.carbs_g,
      fat: f.fat_g,
      fiber: f.fiber_g,
      sugar: f.sugar_g,
      saturated_fat: f.sat_fat_g,
      sodium: f.sodium_mg,
      water: f.water_g,
    })),
    readUsdaPortions(),
  );
  return index;
}
