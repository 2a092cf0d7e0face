// POST /api/recipes/{id}/toggle-favorite → {success, is_favorite, message} (docs/api.md#recipes); caller's
// own favourite of any recipe they can read.
import type { ActionFunctionArgs } from "@remix-run/node";
import { toggleFavorite } from "~/domain/recipes/recipes.server";
import { ApiError, api, apiOk, idParam, requireApiAuth } from "~/web/api.server";
import { db } from "~/web/database.server";

export const loader = api(async () => {
  throw new ApiError(405, "Method not allowed. Use POST.");
});

export const action = api(async ({ request, params }: ActionFunctionArgs) => {
  if (request.method !== "POST") throw new ApiError(405, "Method not allowed. Use POST.");
  const { user } = await requireApiAuth(request);
  const id = idParam(params.id);
  const database = await db();
  const on = await toggleFavorite(database, user, id, new Date());
  return apiOk({
    is_favorite: on,
    data: { is_favorite: on },
    message: on ? "Recipe added to favorites" : "Recipe removed from favorites",
  });
});
