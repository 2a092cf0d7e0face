// POST /api/community/recipes/{id}/rate {rating: 1..5, review?} → {success, message, data: {rating,
// ratingCount, myRating, myReview}}. One rating per user and recipe: a second one edits it; a review left
// out keeps the one written before.
import type { ActionFunctionArgs } from "@remix-run/node";
import { reviewRecipe } from "~/domain/community/commands.server";
import { COMMUNITY_TEXTS } from "~/domain/community/constants";
import { myReview } from "~/domain/community/queries.server";
import { ReviewSchema } from "~/domain/community/schemas";
import { ApiError, api, apiOk, idParam, readBody } from "~/web/api.server";
import { requireCommunityApi } from "~/web/community-api.server";
import { db } from "~/web/database.server";

export const loader = api(async () => {
  throw new ApiError(405, "Method not allowed. Use POST.");
});

export const action = api(async ({ request, params }: ActionFunctionArgs) => {
  if (request.method !== "POST") throw new ApiError(405, "Method not allowed. Use POST.");
  const { user } = await requireCommunityApi(request);
  const id = idParam(params.id);
  const input = ReviewSchema.parse(await readBody(request));
  const database = await db();
  const summary = await reviewRecipe(database, user, id, input, new Date());
  return apiOk({
    message: COMMUNITY_TEXTS.reviewSaved,
    data: { ...summary, myReview: await myReview(database, user, id) },
  });
});
