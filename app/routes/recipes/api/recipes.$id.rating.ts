// POST /api/recipes/{id}/rating {rating: 1..5, or 0/null to take it back} → {success, message, data:
// {average_rating, rating_count, my_rating}}. One rating per user and recipe.
import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { readDecimal } from "~/domain/input-readers";
import { getRecipe, rateRecipe } from "~/domain/recipes/recipes.server";
import { ApiError, api, apiOk, idParam, readBody, requireApiAuth } from "~/web/api.server";
import { db } from "~/web/database.server";

const RATING_MESSAGE = "The rating must be a whole number from 1 to 5.";

// A number or a numeric string; null (or '') takes the rating back. `true` or `[]` is refused, never
// read as 1 or 0 (docs/decisions/016-input-gate.md).
const RatingSchema = z.object({
  rating: z.preprocess(
    (v) => (v === null || v === "" ? null : (readDecimal(v) ?? v)),
    z
      .number({ error: RATING_MESSAGE })
      .int(RATING_MESSAGE)
      .min(0, RATING_MESSAGE)
      .max(5, RATING_MESSAGE)
      .nullable(),
  ),
});

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
