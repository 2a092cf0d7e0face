// DELETE /api/meal-plans/{id}/meals/{mealId} → {success, message, data: meal}: removes one extra dish
// (the `id` of an entry's `dishes`) from the entry (ADR 010). `version`/If-Match: docs/api.md#meal-plans.
import type { ActionFunctionArgs } from "@remix-run/node";
import { NotFoundError } from "~/domain/errors";
import { getMeal, removeDish } from "~/domain/meal-plan/meals.server";
import { parseMealId } from "~/domain/meal-plan/schemas";
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

const NO_DISH = "That dish is not part of this meal.";

export const loader = api(async () => {
  throw methodNotAllowed(["DELETE"]);
});

export const action = api(async ({ request, params }: ActionFunctionArgs) => {
  if (request.method !== "DELETE") throw methodNotAllowed(["DELETE"]);
  const { user } = await requireApiAuth(request);
  const id = mealIdParam(params.id);
  const dish = parseMealId(params.mealId ?? "");
  const database = await db();
  await getMeal(database, user.householdId, id);
  if (!dish.ok) throw new NotFoundError(NO_DISH);
  const body = await readBody(request);
  const context = { ...apiContext(request), expectedVersion: expectedVersionOf(request, body) };
  const meal = await withMealConflict(() => removeDish(database, user, id, dish.id, context));
  return apiOk({ message: "Meal removed successfully", data: mealJson(meal) });
});
