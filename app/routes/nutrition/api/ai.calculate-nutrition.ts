// POST /api/ai/calculate-nutrition {ingredients: [{name, quantity, unit}], servings?} → {success, message,
// data: {calories, protein, carbs, fat, fiber, sugar}}: the assistant's nutrition call, answered by the
// food table, offline (docs/product.md#nutrition). Whole numbers, as the planner stores them; without
// `servings` the figures are for everything listed.
import type { ActionFunctionArgs } from "@remix-run/node";
import { CalculateSchema, calculateNutrition } from "~/domain/nutrition/calculate.server";
import { NUTRIENTS } from "~/domain/nutrition/constants";
import { ApiError, api, apiOk, readBody, requireApiAuth } from "~/web/api.server";
import { db } from "~/web/database.server";

export const loader = api(async () => {
  throw new ApiError(405, "Method not allowed. Use POST.");
});

export const action = api(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== "POST") throw new ApiError(405, "Method not allowed. Use POST.");
  await requireApiAuth(request);
  const input = CalculateSchema.parse(await readBody(request));
  const result = await calculateNutrition(await db(), input);
  const counted = result.lines.length - result.notCounted.length;
  const calculated =
    result.notCounted.length === 0
      ? "Nutrition calculated"
      : `Nutrition calculated from ${counted} of ${result.lines.length} ingredients; not counted: ${result.notCounted.join(", ")}`;
  return apiOk({
    // Figures no serving can hold say so, and which lines to check (ADR 068).
    message: result.check
      ? `${calculated}. Nutrition needs checking: ${result.check.reasons.join(" ")} Check: ${result.check.lines.join(", ")}.`
      : calculated,
    data: Object.fromEntries(NUTRIENTS.map((n) => [n, Math.round(result.perServing[n] ?? 0)])),
  });
});
