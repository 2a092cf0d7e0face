// POST /api/nutrition/calculate {ingredients: ['2 cups flour', {name, quantity, unit, food_id?}], servings?}
// → {success, data: {calories, protein, carbs, fat, fiber, sugar, saturated_fat, sodium (per serving,
// numbers; null where no counted food says), servings, per: 'serving', ingredients: [{name, food, grams,
// status, via}], not_counted: [names], needs_checking: {reasons, lines} | null}}. From the food table; no network (docs/decisions/032-food-table-and-matching.md).
import type { ActionFunctionArgs } from "@remix-run/node";
import { CalculateSchema, calculateNutrition } from "~/domain/nutrition/calculate.server";
import { FOOD_NUTRIENTS } from "~/domain/nutrition/constants";
import { ApiError, api, apiOk, readBody, requireApiAuth } from "~/web/api.server";
import { db } from "~/web/database.server";

const rounded = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);

export const loader = api(async () => {
  throw new ApiError(405, "Method not allowed. Use POST.");
});

export const action = api(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== "POST") throw new ApiError(405, "Method not allowed. Use POST.");
  await requireApiAuth(request);
  const input = CalculateSchema.parse(await readBody(request));
  const result = await calculateNutrition(await db(), input);
  return apiOk({
    data: {
      ...Object.fromEntries(FOOD_NUTRIENTS.map((n) => [n, rounded(result.perServing[n])])),
      servings: input.servings ?? 1,
      per: "serving",
      ingredients: result.lines.map((line) => ({
        name: line.name,
        food: line.food,
        grams: rounded(line.grams),
        status: line.status,
        via: line.via,
        estimated: line.estimated,
      })),
      not_counted: result.notCounted,
      // Figures no serving can hold: why, and the lines that caused it (ADR 068); null when believable.
      needs_checking: result.check,
    },
  });
});
