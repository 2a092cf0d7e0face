// The recipe form's "Food for nutrition" choice (docs/decisions/032-food-table-and-matching.md): for each
// ingredient line, the matcher's best foods and the one the user chose, so the form can offer them in a
// plain <select> (no JavaScript needed). The choice is stored per line (recipe_ingredients.food_ndb_no).
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import { ingredientOf } from "./calculate.server";
import {
  FOOD_CHOICE_COUNT,
  type FoodChoice,
  type FoodChoices,
  foodChoicesOf,
  setFoodChoices,
} from "./food-choices";
import { type FoodIndex, foodById, rankFoods } from "./food-matching";
import { getFoodIndex } from "./food-table.server";

export async function foodChoicesFor(
  db: Kysely<DB>,
  lines: readonly {
    name: string;
    quantity?: number | null;
    unit?: string | null;
    food_ndb_no?: string | null;
  }[],
): Promise<FoodChoices> {
  const named = lines.filter((l) => l.name.trim() !== "");
  if (named.length === 0) return {};
  const index = await getFoodIndex(db);
  const out: FoodChoices = {};
  for (const line of named) {
    const chosen = line.food_ndb_no ? foodById(index, line.food_ndb_no) : null;
    const list = foodChoicesOf(out, line.name) ?? [...rankedFor(index, line)];
    if (chosen && !list.some((c) => c.ndb === chosen.food.ndb_no))
      list.push({ ndb: chosen.food.ndb_no, description: chosen.food.description });
    if (list.length > 0) setFoodChoices(out, line.name, list);
  }
  return out;
}

/**
 * The foods the matcher ranks for a line: its choice first, then the nearest by the name's own words.
 * Ranking walks the food table (≈ 17 % of the recipe form's time for each request, each line ranked twice),
 * and depends only on the line and the table: the answers are kept per table, a bounded number of lines.
 */
function rankedFor(
  index: FoodIndex,
  line: { name: string; quantity?: number | null; unit?: string | null },
): readonly FoodChoice[] {
  let kept = rankedByIndex.get(index);
  if (!kept) {
    kept = new Map();
    rankedByIndex.set(index, kept);
  }
  const lineKey = JSON.stringify([line.name, line.quantity ?? null, line.unit ?? null]);
  const known = kept.get(lineKey);
  if (known) return known;
  const food = ingredientOf({
    name: line.name,
    quantity: line.quantity ?? null,
    unit: line.unit ?? null,
  }).name;
  const ranked: FoodChoice[] = [];
  for (const m of [...rankFoods(index, food, 1), ...rankFoods(index, food, FOOD_CHOICE_COUNT + 1, true)]) {
    if (ranked.length <= FOOD_CHOICE_COUNT && !ranked.some((c) => c.ndb === m.food.ndb_no))
      ranked.push({ ndb: m.food.ndb_no, description: m.food.description });
  }
  if (kept.size >= RANKED_LINES_KEPT) kept.clear();
  kept.set(lineKey, ranked);
  return ranked;
}

/** Lines whose ranking is kept, per food table (a table read again starts afresh). */
const RANKED_LINES_KEPT = 5_000;
const rankedByIndex = new WeakMap<FoodIndex, Map<string, readonly FoodChoice[]>>();
