// POST /api/recipes/{id}/share makes one of the household's recipes public, DELETE makes it private again
// → {success, message, data: {id, is_public, isPublic}}. Only the owning household may: another
// household's public recipe answers 403, its private one 404 (ADR 017). Like every community call it
// answers 403 while the community flag is off for the caller's role (docs/api.md).
import type { ActionFunctionArgs } from "@remix-run/node";
import { shareRecipe } from "~/domain/community/commands.server";
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
  const on = await shareRecipe(await db(), user, id, request.method === "POST", new Date());
  return apiOk({
    message: on ? COMMUNITY_TEXTS.shared : COMMUNITY_TEXTS.unshared,
    data: { id, is_public: on, isPublic: on },
  });
});
