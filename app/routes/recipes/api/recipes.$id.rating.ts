// POST /api/recipes/{id}/rating {rating: 1..5, or 0/null to take it back} → {success, message, data:
// {average_rating, rating_count, my_rating}}. One rating per user and recipe.
import type { ActionFunctionArgs } from "@remix-run/node";
import { getRecipe, rateRecipe } from "~/domain/recipes/recipes.server";
import { RatingSchema } from "~/domain/recipes/schemas";
import { ApiError, api, apiOk, idParam, readBody, requireApiAuth } from "~/web/api.server";
import { db } from "~/web/database.server";

export const loader = api(async () => {
  throw new ApiError(405, "Method not allowed. Use POST.");
});

export const action = api(async ({ request, params }: ActionFunctionArgs) => {
  if (request.method !== "POST" && request.method !== "PUT")
    throw new ApiError(405, "Method not allowed. Use POST.");
  const { user } = await requireApiAuth(request);
  const id = idParam(params.id);
  const { rating } = RatingSchema.parse(await readBody(request));
  const database = await db();
  await rateRecipe(database, user, id, rating, new Date());
  const recipe = await getRecipe(database, user, id);
  return apiOk({
    message: rating ? "Rating saved" : "Rating removed",
    data: {
      average_rating: recipe.averageRating,
      rating_count: recipe.ratingCount,
      my_rating: recipe.myRating,
    },
  });
});
