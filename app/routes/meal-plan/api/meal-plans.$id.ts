// GET /api/meal-plans/{id} → {success, data: meal}; PUT the meal payload → {success, message, data}: only
// the fields sent change, so the date is kept unless it is sent (docs/api.md#meal-plans); DELETE → {success,
// message}. A change may send the version it saw (`version` or If-Match): a stale one answers 409 and
// changes nothing (docs/api.md#meal-plans). `apply_to: "series"` changes this and later meals of a series
// (not their dates). Another household's or a removed meal answers the spec's 404.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { mealPatchSchema } from "~/domain/meal-plan/api-schemas";
import { REMINDER } from "~/domain/meal-plan/constants";
import { changeMeal, changeSeries, getMeal, removeMeal, toMealPatch } from "~/domain/meal-plan/meals.server";
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

export const loader = api(async ({ request, params }: LoaderFunctionArgs) => {
  const { user } = await requireApiAuth(request);
  const id = mealIdParam(params.id);
  return apiOk({ data: mealJson(await getMeal(await db(), user.householdId, id)) });
});

export const action = api(async ({ request, params }: ActionFunctionArgs) => {
  if (!["PUT", "PATCH", "DELETE"].includes(request.method))
    throw methodNotAllowed(["GET", "PUT", "PATCH", "DELETE"]);
  const { user } = await requireApiAuth(request);
  const id = mealIdParam(params.id);
  const database = await db();
  const current = await getMeal(database, user.householdId, id);
  const body = await readBody(request);
  const context = { ...apiContext(request), expectedVersion: expectedVersionOf(request, body) };

  if (request.method === "DELETE") {
    await withMealConflict(() => removeMeal(database, user, id, context));
    return apiOk({ message: "Meal plan deleted successfully", data: { id } });
  }

  const input = mealPatchSchema({
    date: current.date,
    recipe_id: current.recipeId,
    is_leftover: current.isLeftover,
    servings: current.servings,
    reminder: current.reminderMinutes !== null,
  }).parse(body);
  // Switching a reminder on without minutes keeps the stored minutes (or the default 30).
  if (input.reminder === true && input.reminder_minutes === undefined)
    input.reminder_minutes = current.reminderMinutes ?? REMINDER.default;
  // `apply_to: "series"` (or ?apply_to=series) changes this and the following meals of its series.
  const applyTo = body.apply_to ?? new URL(request.url).searchParams.get("apply_to");
  if (applyTo === "series") {
    const { changed, meal } = await withMealConflict(() =>
      changeSeries(database, user, id, toMealPatch(input), context),
    );
    return apiOk({ message: "Meal plan updated successfully", data: mealJson(meal), meta: { changed } });
  }
  const meal = await withMealConflict(() => changeMeal(database, user, id, toMealPatch(input), context));
  return apiOk({ message: "Meal plan updated successfully", data: mealJson(meal) });
});
