// Nutrition from ingredient lines, as the calculation calls answer it (POST /api/nutrition/calculate,
// POST /ai/calculate-nutrition): each item is read by the ingredient parser (a line of text, or
// name + quantity + unit put back into one line so '2' + 'large eggs' reads like '2 large eggs'), then
// matched, weighed and summed by the food table (docs/decisions/032-food-table-and-matching.md).
import type { Kysely } from "kysely";
import { z } from "zod";
import type { DB } from "../../db/schema";
import { orRaw, readDecimal } from "../input-readers";
import { readIngredientLine } from "../recipes/ingredient-parser";
import { computeRecipeNutrition } from "./food-table.server";
import { FOR_FRYING, type NutritionIngredient, type RecipeNutrition } from "./recipe-nutrition";

export const CALCULATE_LIMITS = { ingredients: 100, text: 500, servings: 100 } as const;

const INGREDIENTS_MESSAGE = `Send 1 to ${CALCULATE_LIMITS.ingredients} ingredients: lines of text, or {name, quantity, unit}.`;
const quantity = z.preprocess(
  (v) => (v === "" || v === undefined ? null : orRaw(readDecimal)(v)),
  z.number({ error: "The quantity must be a number." }).min(0, "The quantity must be 0 or more.").nullable(),
);
const text = (what: string) =>
  z
    .string({ error: `The ${what} must be text.` })
    .max(CALCULATE_LIMITS.text, `The ${what} must be at most ${CALCULATE_LIMITS.text} characters.`);

const Item = z.union([
  text("ingredient line").min(1, "An ingredient line may not be empty."),
  z.object({
    name: text("ingredient name").min(1, "Each ingredient needs a name."),
    quantity: quantity.optional(),
    unit: text("unit").nullish(),
    /** A food the user chose (its NDB number); wins over the matcher's. */
    food_id: z
      .string()
      .regex(/^\d{5}$/, "A food id is five digits.")
      .nullish(),
  }),
]);

export const CalculateSchema = z.object({
  ingredients: z
    .array(Item, { error: INGREDIENTS_MESSAGE })
    .min(1, INGREDIENTS_MESSAGE)
    .max(CALCULATE_LIMITS.ingredients, INGREDIENTS_MESSAGE),
  servings: z
    .preprocess(
      (v) => (v === "" || v === undefined || v === null ? 1 : orRaw(readDecimal)(v)),
      z
        .number({ error: "Servings must be a whole number from 1 to 100." })
        .int("Servings must be a whole number from 1 to 100.")
        .min(1, "Servings must be a whole number from 1 to 100.")
        .max(CALCULATE_LIMITS.servings, "Servings must be a whole number from 1 to 100."),
    )
    .optional(),
});
export type CalculateInput = z.output<typeof CalculateSchema>;

const numberText = (n: number) => String(Math.round(n * 1000) / 1000);

/** One item as the food table reads it; `notes` are the stored line's ('to fry'). */
export function ingredientOf(
  item: CalculateInput["ingredients"][number],
  notes: string | null = null,
): NutritionIngredient {
  const line =
    typeof item === "string"
      ? item
      : [item.quantity != null ? numberText(item.quantity) : "", item.unit ?? "", item.name]
          .filter(Boolean)
          .join(" ");
  const read = readIngredientLine(line);
  return {
    quantity: read.quantity,
    quantity_max: read.quantity_max,
    unit: read.unit ?? read.measure,
    name: read.food,
    size: read.size,
    ...(typeof item !== "string" && item.food_id ? { foodId: item.food_id } : {}),
    ...(FOR_FRYING.test(`${line} ${notes ?? ""}`) ? { forFrying: true } : {}),
  };
}

/** A recipe's stored ingredient row as the food table reads it (saving a recipe, filling a meal's nutrition). */
export function storedIngredientOf(line: {
  name: string;
  quantity: number | null;
  quantity_max?: number | null;
  unit: string | null;
  notes?: string | null;
  food_ndb_no?: string | null;
}): NutritionIngredient {
  return {
    ...ingredientOf(
      { name: line.name, quantity: line.quantity, unit: line.unit, food_id: line.food_ndb_no },
      line.notes ?? null,
    ),
    ...(line.quantity_max != null ? { quantity_max: line.quantity_max } : {}),
  };
}

export async function calculateNutrition(db: Kysely<DB>, input: CalculateInput): Promise<RecipeNutrition> {
  return computeRecipeNutrition(
    db,
    input.ingredients.map((item) => ingredientOf(item)),
    input.servings ?? 1,
  );
}
