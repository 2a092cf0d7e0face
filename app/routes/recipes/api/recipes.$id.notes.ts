// GET /api/recipes/{id}/notes → {success, data: {notes}}; PUT/POST {notes} → {success, message: 'Notes saved
// successfully!'}: the caller's personal notes on a recipe, kept on the server (docs/product.md#principles).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { RECIPE_TEXTS } from "~/domain/recipes/constants";
import { getRecipe, saveRecipeNotes } from "~/domain/recipes/recipes.server";
import { PersonalNotesSchema } from "~/domain/recipes/schemas";
import { ApiError, api, apiOk, idParam, readBody, requireApiAuth } from "~/web/api.server";
import { db } from "~/web/database.server";

export const loader = api(async ({ request, params }: LoaderFunctionArgs) => {
  const { user } = await requireApiAuth(request);
  const id = idParam(params.id);
  const recipe = await getRecipe(await db(), user, id);
  return apiOk({ data: { notes: recipe.myNotes } });
});

export const action = api(async ({ request, params }: ActionFunctionArgs) => {
  if (request.method !== "POST" && request.method !== "PUT")
    throw new ApiError(405, "Method not allowed. Use PUT.");
  const { user } = await requireApiAuth(request);
  const id = idParam(params.id);
  const { notes } = PersonalNotesSchema.parse(await readBody(request));
  const database = await db();
  await saveRecipeNotes(database, user, id, notes, new Date());
  return apiOk({ message: RECIPE_TEXTS.notesSaved, data: { notes: notes.trim() } });
});
