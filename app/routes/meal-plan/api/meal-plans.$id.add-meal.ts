// POST /api/meal-plans/{id}/add-meal {title, recipe_id?} → 201 {success, message, data: meal}: an extra
// dish (a side, a salad) on the entry, with its own optional recipe (ADR 010). Without a title the
// recipe's title is used. `version` / If-Match as for PUT (docs/api.md#meal-plans).
import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { MEAL_TEXTS, TITLE_MAX } from "~/domain/meal-plan/constants";
import { addDish, getMeal } from "~/domain/meal-plan/meals.server";
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

const DISH_TITLE = "Please enter the dish's name or choose a recipe.";

const DishSchema = z
  .object({
    title: z.preprocess(
      // Text is a string: a number is refused, never written out (docs/decisions/016-input-gate.md).
      (v) => (v === undefined || v === null ? "" : v),
      z
        .string({ error: DISH_TITLE })
        .trim()
        .max(TITLE_MAX, `The title must be at most ${TITLE_MAX} characters.`),
    ),
    recipe_id: z.preprocess((v) => {
      if (v === undefined || v === null || (typeof v === "string" && v.trim() === "")) return null;
      const id = parseMealId(typeof v === "string" ? v.trim() : v);
      return id.ok ? id.id : undefined;
    }, z.number({ error: MEAL_TEXTS.recipeId }).nullable()),
  })
  .refine((dish) => dish.title !== "" || dish.recipe_id !== null, { path: ["title"], message: DISH_TITLE });

export const loader = api(async () => {
  throw methodNotAllowed(["POST"]);
});

export const action = api(async ({ request, params }: ActionFunctionArgs) => {
  if (request.method !== "POST") throw methodNotAllowed(["POST"]);
  const { user } = await requireApiAuth(request);
  const id = mealIdParam(params.id);
  const database = await db();
  await getMeal(database, user.householdId, id);
  const body = await readBody(request);
  const context = { ...apiContext(request), expectedVersion: expectedVersionOf(request, body) };
  const dish = DishSchema.parse({
    title: body.title ?? body.name,
    recipe_id: body.recipe_id ?? body.recipeId,
  });
  const meal = await withMealConflict(() =>
    addDish(database, user, id, { title: dish.title, recipeId: dish.recipe_id }, context),
  );
  return apiOk({ message: "Meal added successfully", data: mealJson(meal) }, { status: 201 });
});
