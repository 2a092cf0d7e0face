// POST /api/recipes/import {url} → 201 {success, message: 'Recipe imported successfully!', data: recipe};
// a page that cannot be fetched or holds no recipe → 422 {success: false, message, errors: {url: […]}};
// a recipe the rules refuse → 422 with the recipe's field that failed ({errors: {'prep_time': […]}}). A
// picture that could not be had adds `warnings: ['Imported without its picture: …']` to the 201, text
// longer than a recipe keeps is shortened and adds `warnings: ['Shortened to fit, …: ingredient 3.']`.
// The page is fetched through the SSRF-safe client (ADR 007) and saved as a new private recipe of the
// caller's household.
import type { ActionFunctionArgs } from "@remix-run/node";
import { pictureProblemText, RECIPE_TEXTS } from "~/domain/recipes/constants";
import { importRecipeFromUrl } from "~/domain/recipes/import-recipe.server";
import { recipeJson } from "~/domain/recipes/present";
import { getRecipe } from "~/domain/recipes/recipes.server";
import { RecipeImportSchema } from "~/domain/recipes/schemas";
import { ApiError, api, apiOk, readBody, requireApiAuth } from "~/web/api.server";
import { db } from "~/web/database.server";

export const loader = api(async () => {
  throw new ApiError(405, "Method not allowed. Use POST.");
});

export const action = api(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== "POST") throw new ApiError(405, "Method not allowed. Use POST.");
  const { user } = await requireApiAuth(request);
  const { url } = RecipeImportSchema.parse(await readBody(request));
  const database = await db();
  const result = await importRecipeFromUrl(database, user, url, new Date(), request.signal);
  if (!result.ok) throw new ApiError(result.status, result.message, { [result.field]: [result.message] });
  const recipe = await getRecipe(database, user, result.id);
  // Saved without its picture, or with text shortened: still a success, with warnings that say so.
  const warnings = [
    pictureProblemText(result.pictureProblem),
    result.shortened.length > 0 ? RECIPE_TEXTS.importShortened(result.shortened) : null,
  ].filter((warning): warning is string => warning !== null);
  return apiOk(
    {
      message: RECIPE_TEXTS.imported,
      data: recipeJson(recipe),
      ...(warnings.length > 0 ? { warnings } : {}),
    },
    { status: 201 },
  );
});
