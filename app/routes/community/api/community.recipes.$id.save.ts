// POST /api/community/recipes/{id}/save saves a recipe, DELETE unsaves it → {success, message, data:
// {isSaved, saves}}. Saving twice is still one save (docs/decisions/042-community-recipes.md).
import type { ActionFunctionArgs } from "@remix-run/node";
import { saveRecipe } from "~/domain/community/commands.server";
import { COMMUNITY_TEXTS } from "~/domain/community/constants";
import { ApiError, api, apiOk, idParam } from "~/web/api.server";
import { requireCommunityApi } from "~/web/community-api.server";
import { db } from "~/web/database.server";

export const loader = api(async () => {
  throw new ApiError(405, "Method not allowed. Use POST or DELETE.");
});

export const action = api(async ({ request, params }: ActionFunctionArgs) => {
  if (request.method !== "POST" && request.method !== "DELETE")
    throw new ApiError(405, "Method not allowed. Use POST or DELETE.");
  const { user } = await requireCommunityApi(request);
  const id = idParam(params.id);
  const on = request.method === "POST";
  const data = await saveRecipe(await db(), user, id, on, new Date());
  return apiOk({ message: COMMUNITY_TEXTS.saved(on), data });
});
