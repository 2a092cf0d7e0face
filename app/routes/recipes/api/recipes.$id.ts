// GET /api/recipes/{id} → {success, data: recipe} (or schema.org JSON-LD with ?format=jsonld); PUT the
// recipe payload → {success, message, data}; DELETE → {success, message}. Public recipes are readable by
// every signed-in caller; changes are for the owning household (403 otherwise); another household's
// private recipe answers 404, as on the pages (ADR 017).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { recipeJson, recipeJsonLd } from "~/domain/recipes/present";
import { deleteRecipe, getRecipe, updateRecipe } from "~/domain/recipes/recipes.server";
import { RecipeSchema } from "~/domain/recipes/schemas";
import { ApiError, api, apiOk, idParam, readBody, requireApiAuth } from "~/web/api.server";
import { db } from "~/web/database.server";
import { imageFromPayload } from "~/web/recipe-api.server";
import { securityHeaders } from "~/web/security-headers.server";

export const loader = api(async ({ request, params }: LoaderFunctionArgs) => {
  const { user } = await requireApiAuth(request);
  const id = idParam(params.id);
  const recipe = await getRecipe(await db(), user, id);
  const url = new URL(request.url);
  if (url.searchParams.get("format") === "jsonld") {
    return new Response(JSON.stringify(recipeJsonLd(recipe, url.origin), null, 2), {
      headers: {
        ...securityHeaders(),
        "Content-Type": "application/ld+json; charset=utf-8",
        "Content-Disposition": `inline; filename="recipe-${recipe.id}.jsonld"`,
        "Cache-Control": "private, no-store",
      },
    });
  }
  return apiOk({ data: recipeJson(recipe) });
});

export const action = api(async ({ request, params }: ActionFunctionArgs) => {
  if (!["PUT", "PATCH", "DELETE"].includes(request.method))
    throw new ApiError(405, "Method not allowed. Use PUT or DELETE.");
  const { user } = await requireApiAuth(request);
  const database = await db();
  const id = idParam(params.id);
  await getRecipe(database, user, id);
  if (request.method === "DELETE") {
    await deleteRecipe(database, user, id);
    return apiOk({ message: "Recipe deleted successfully" });
  }
  const body = await readBody(request);
  const input = RecipeSchema.parse(body);
  const image = await imageFromPayload(database, user, body.image, { remote: true });
  // As the edit page: without typed values the nutrition is computed again from the ingredients.
  await updateRecipe(database, user, id, input, { now: new Date(), ...image, computeNutrition: true });
  const recipe = await getRecipe(database, user, id);
  return apiOk({ message: "Recipe updated successfully", data: recipeJson(recipe) });
});
