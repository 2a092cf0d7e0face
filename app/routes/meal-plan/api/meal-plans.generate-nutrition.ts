// POST /api/meal-plans/generate-nutrition {start_date, end_date} → {success, message, data: {start_date,
// end_date, filled: [meal id], skipped: [{meal_id, title, date, reason}]}}: the planner's 'Generate
// Missing Nutrition Data' (docs/product.md#meal-planner), recorded as MealNutritionSet events with source
// 'api'. A bad date, a start after the end or more than 366 days is a 422 under the field to fix.
import type { ActionFunctionArgs } from "@remix-run/node";
import {
  GenerateNutritionSchema,
  generateMissingNutrition,
  generateNutritionMessage,
} from "~/domain/meal-plan/generate-nutrition.server";
import { api, apiOk, readBody, requireApiAuth } from "~/web/api.server";
import { db } from "~/web/database.server";
import { apiContext, idempotencyKeyOf, methodNotAllowed } from "~/web/meal-api.server";

export const loader = api(async () => {
  throw methodNotAllowed(["POST"]);
});

export const action = api(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== "POST") throw methodNotAllowed(["POST"]);
  const { user } = await requireApiAuth(request);
  const body = await readBody(request);
  const input = GenerateNutritionSchema.parse(body);
  const key = idempotencyKeyOf(request, body);
  const result = await generateMissingNutrition(
    await db(),
    user,
    { from: input.start_date, to: input.end_date },
    apiContext(request, key ? { idempotencyKey: key } : {}),
  );
  return apiOk({
    message: generateNutritionMessage(result),
    data: {
      start_date: result.from,
      end_date: result.to,
      filled: result.filled,
      skipped: result.skipped.map((s) => ({
        meal_id: s.mealId,
        title: s.title,
        date: s.date,
        reason: s.reason,
      })),
    },
  });
});
