// POST /api/recipes/add-to-collection {recipe} (docs/api.md#recipes): the assistant saves a recipe it found
// or wrote to the user's recipes (docs/product.md#ai-assistant): defaults prep 30, cook 30, Medium, cuisine
// General, servings 4, type other; ingredient strings parsed with a missing quantity read as 1; nutrition
// strings such as '250 kcal' and times such as '30 min' read as their leading number; the picture kept
// only when it is an http(s) URL (fetched through the safe client and stored). A recipe without a title
// or without ingredients is refused with the spec's message, and `errors` names the field at fault.
import type { ActionFunctionArgs } from "@remix-run/node";
import { readAiRecipe, recipeSavedText } from "~/domain/recipes/ai-recipe";
import { recipeJson } from "~/domain/recipes/present";
import { createRecipe, getRecipe } from "~/domain/recipes/recipes.server";
import { ApiError, api, apiOk, readBody, requireApiAuth } from "~/web/api.server";
import { db } from "~/web/database.server";
import { imageFromPayload } from "~/web/recipe-api.server";

export const loader = api(async () => {
  throw new ApiError(405, "Method not allowed. Use POST.");
});

export const action = api(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== "POST") throw new ApiError(405, "Method not allowed. Use POST.");
  const { user } = await requireApiAuth(request);
  const reading = readAiRecipe(await readBody(request));
  if (!reading.ok) throw new ApiError(422, reading.message, { [reading.field]: [reading.message] });
  const database = await db();
  const image = await imageFromPayload(database, user, reading.imageUrl, { remote: true });
  const id = await createRecipe(database, user, reading.recipe, {
    now: new Date(),
    imageId: image.imageId ?? null,
  });
  const recipe = await getRecipe(database, user, id);
  return apiOk({ message: recipeSavedText(recipe.name), data: recipeJson(recipe) }, { status: 201 });
});
