// GET /api/meal-plans/{id}/nutrition → {success, data: {calories: '250 kcal', …, values, source}} per
// serving. PUT (or POST) {calories, protein, carbs, fat, fiber, sugar, source?: manual | ai} → {success,
// message, data: meal}: numbers or the spec's strings ('250 kcal', '12g'); a value left out is unknown.
// Recorded as MealNutritionSet with its source (ADR 010). `version`/If-Match: docs/api.md#meal-plans.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { MealPatchSchema } from "~/domain/meal-plan/api-schemas";
import { MEAL_NUTRIENTS } from "~/domain/meal-plan/constants";
import { getMeal, setMealNutrition } from "~/domain/meal-plan/meals.server";
import { api, apiOk, fieldErrors, readBody, requireApiAuth } from "~/web/api.server";
import { db } from "~/web/database.server";
import {
  apiContext,
  expectedVersionOf,
  invalid,
  mealIdParam,
  mealJson,
  methodNotAllowed,
  withMealConflict,
} from "~/web/meal-api.server";

const SOURCES = ["manual", "ai"] as const;

/** The six values, read by the meal schema's nutrition rules; errors are named after the value. */
function readNutrition(body: Record<string, unknown>) {
  const source = typeof body.nutrition === "object" && body.nutrition !== null ? body.nutrition : body;
  const values = Object.fromEntries(
    MEAL_NUTRIENTS.map((name) => [name, (source as Record<string, unknown>)[name]]),
  );
  const parsed = MealPatchSchema.safeParse({ nutrition: values });
  if (!parsed.success) {
    const errors = Object.fromEntries(
      Object.entries(fieldErrors(parsed.error)).map(([key, list]) => [key.replace(/^nutrition\./, ""), list]),
    );
    throw invalid(errors);
  }
  const nutrition = parsed.data.nutrition;
  if (!nutrition) throw invalid({ calories: ["Please enter at least one nutrition value."] });
  return nutrition;
}

function readSource(body: Record<string, unknown>): (typeof SOURCES)[number] {
  const raw = body.source ?? body.nutrition_source;
  if (raw === undefined || raw === null || raw === "") return "manual";
  const source = SOURCES.find((s) => typeof raw === "string" && s === raw.trim().toLowerCase());
  if (!source) throw invalid({ source: ["The source must be manual or ai."] });
  return source;
}

export const loader = api(async ({ request, params }: LoaderFunctionArgs) => {
  const { user } = await requireApiAuth(request);
  const id = mealIdParam(params.id);
  const meal = mealJson(await getMeal(await db(), user.householdId, id));
  return apiOk({
    data: {
      ...(meal.nutrition ?? {}),
      values: meal.nutrition_values,
      source: meal.nutrition_source,
      servings: meal.servings,
    },
  });
});

export const action = api(async ({ request, params }: ActionFunctionArgs) => {
  if (request.method !== "PUT" && request.method !== "POST") throw methodNotAllowed(["GET", "PUT", "POST"]);
  const { user } = await requireApiAuth(request);
  const id = mealIdParam(params.id);
  const database = await db();
  await getMeal(database, user.householdId, id);
  const body = await readBody(request);
  const context = { ...apiContext(request), expectedVersion: expectedVersionOf(request, body) };
  const nutrition = readNutrition(body);
  const source = readSource(body);
  const meal = await withMealConflict(() => setMealNutrition(database, user, id, nutrition, source, context));
  return apiOk({ message: "Nutrition saved", data: mealJson(meal) });
});
