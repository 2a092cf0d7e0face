// PUT (or POST) /api/meal-plans/{id}/move {date | newDate, meal_type | mealType | newMealType, time?}
// → {success, message, data: meal}. A new type without a time takes that type's default time; moving a
// meal onto its own day and type changes nothing. `version` / If-Match as for PUT (docs/api.md#meal-plans).
import type { ActionFunctionArgs } from "@remix-run/node";
import { MoveSchema } from "~/domain/meal-plan/api-schemas";
import { getMeal, moveMeal } from "~/domain/meal-plan/meals.server";
import { api, apiOk, readBody, requireApiAuth } from "~/web/api.server";
import { db } from "~/web/database.server";
import {
  apiContext,
  expectedVersionOf,
  mealIdParam,
  mealJson,
  methodNotAllowed,
  withMealConflict,
} from "~/web/meal-api.server";

export const loader = api(async () => {
  throw methodNotAllowed(["PUT", "POST"]);
});

export const action = api(async ({ request, params }: ActionFunctionArgs) => {
  if (request.method !== "PUT" && request.method !== "POST") throw methodNotAllowed(["PUT", "POST"]);
  const { user } = await requireApiAuth(request);
  const id = mealIdParam(params.id);
  const database = await db();
  await getMeal(database, user.householdId, id);
  const body = await readBody(request);
  const context = { ...apiContext(request), expectedVersion: expectedVersionOf(request, body) };
  const to = MoveSchema.parse(body);
  const meal = await withMealConflict(() =>
    moveMeal(database, user, id, { date: to.date, mealType: to.meal_type, time: to.time }, context),
  );
  return apiOk({ message: "Meal plan moved successfully", data: mealJson(meal) });
});
