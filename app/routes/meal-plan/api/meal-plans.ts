// GET /api/meal-plans?start_date&end_date (inclusive; or ?date=; default this Sunday-to-Saturday week)
// &member_ids=1,2 → {success, data: [meal], meta: {start_date, end_date, total}}. POST a meal (docs/api.md,
// all aliases) → 201 {success, message, data: meal}; with is_leftover + original_meal_id it plans
// leftovers linked to that meal; with is_recurring it plans the series and answers its first meal plus
// `meal_ids`. An Idempotency-Key makes a repeated create answer the first meal (docs/api.md#meal-plans).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { todayForHousehold } from "~/domain/household/household.server";
import { MealInputSchema } from "~/domain/meal-plan/api-schemas";
import { MEAL_TEXTS } from "~/domain/meal-plan/constants";
import { getMeal, listMeals, planLeftover, planMeal, toMealRequest } from "~/domain/meal-plan/meals.server";
import { api, apiOk, readBody, requireApiAuth } from "~/web/api.server";
import { db } from "~/web/database.server";
import {
  apiContext,
  idempotencyKeyOf,
  invalid,
  mealJson,
  memberIdsOf,
  methodNotAllowed,
  rangeOf,
} from "~/web/meal-api.server";

export const loader = api(async ({ request }: LoaderFunctionArgs) => {
  const { user } = await requireApiAuth(request);
  const url = new URL(request.url);
  const database = await db();
  const { from, to } = rangeOf(url, "list", await todayForHousehold(database, user.householdId, new Date()));
  const memberIds = memberIdsOf(url);
  // A meal for everyone is every member's meal (listMeals filters in SQL).
  const meals = await listMeals(database, user.householdId, { from, to, memberIds });
  return apiOk({
    data: meals.map(mealJson),
    meta: { start_date: from, end_date: to, total: meals.length },
  });
});

export const action = api(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== "POST") throw methodNotAllowed(["GET", "POST"]);
  const { user } = await requireApiAuth(request);
  const body = await readBody(request);
  const context = apiContext(request, { idempotencyKey: idempotencyKeyOf(request, body) });
  const input = MealInputSchema.parse(body);
  const database = await db();
  const mealRequest = toMealRequest(input);
  if (input.is_leftover && input.original_meal_id === null)
    throw invalid({ original_meal_id: [MEAL_TEXTS.originalMealId] });
  const result =
    input.is_leftover && input.original_meal_id !== null
      ? await planLeftover(database, user, input.original_meal_id, mealRequest, context)
      : await planMeal(database, user, mealRequest, context);
  const meal = mealJson(await getMeal(database, user.householdId, result.id));
  return apiOk(
    {
      message: "Meal plan created successfully",
      data: result.ids ? { ...meal, meal_ids: result.ids } : meal,
      ...(result.ids ? { meal_ids: result.ids } : {}),
    },
    { status: 201 },
  );
});
