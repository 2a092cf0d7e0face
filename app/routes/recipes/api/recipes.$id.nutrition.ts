// GET /api/recipes/{id}/nutrition → {success, data: {calories: '250 kcal', …, values: {calories: 250, …},
// source, servings}}: nutrition per serving as the spec's strings and as numbers (null = not known).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { NUTRIENTS } from "~/domain/recipes/constants";
import { nutrientText } from "~/domain/recipes/present";
import { getRecipe } from "~/domain/recipes/recipes.server";
import { api, apiOk, idParam, requireApiAuth } from "~/web/api.server";
import { db } from "~/web/database.server";

export const loader = api(async ({ request, params }: LoaderFunctionArgs) => {
  const { user } = await requireApiAuth(request);
  const id = idParam(params.id);
  const recipe = await getRecipe(await db(), user, id);
  return apiOk({
    data: {
      ...Object.fromEntries(NUTRIENTS.map((n) => [n, nutrientText(n, recipe.nutrition[n])])),
      values: recipe.nutrition,
      source: recipe.nutritionSource,
      servings: recipe.servings,
      per: "serving",
    },
  });
});
