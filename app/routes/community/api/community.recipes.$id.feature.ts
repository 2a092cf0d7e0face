// POST /api/community/recipes/{id}/feature features a public recipe on the community page, DELETE stops
// featuring it → {success, message, data: {id, is_featured, isFeatured}}. Admins only (a member: 403,
// before the id is looked up); a private recipe is refused: another household's answers 404 like a
// missing one (ADR 017), the admin's own household's 422 (docs/decisions/042-community-recipes.md).
import type { ActionFunctionArgs } from "@remix-run/node";
import { assertAdmin, featureRecipe } from "~/domain/community/commands.server";
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
  assertAdmin(user);
  const id = idParam(params.id);
  const on = await featureRecipe(await db(), user, id, request.method === "POST", new Date());
  return apiOk({ message: COMMUNITY_TEXTS.featured(on), data: { id, is_featured: on, isFeatured: on } });
});
