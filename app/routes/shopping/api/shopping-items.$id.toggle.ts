// POST /api/shopping-items/{id}/toggle {purchased?} → {success, data: item}. Without `purchased` the item
// flips; with it the item ends in that state. With an Idempotency-Key header a retried check-off is
// applied once and answers the first result (docs/decisions/038-shopping-lists.md). Marking purchased
// copies the estimate into an empty actual price. Another household's item is 404.
import type { ActionFunctionArgs } from "@remix-run/node";
import { setPurchased } from "~/domain/shopping/items.server";
import { ApiToggleSchema } from "~/domain/shopping/schemas";
import { ApiError, api, apiOk, idParam, readBody } from "~/web/api.server";
import { db } from "~/web/database.server";
import { requireShoppingApi } from "~/web/feature-api.server";
import { idempotencyKeyOf } from "~/web/meal-api.server";

export const loader = api(async () => {
  throw new ApiError(405, "Method not allowed. Use POST.");
});

export const action = api(async ({ request, params }: ActionFunctionArgs) => {
  if (request.method !== "POST") throw new ApiError(405, "Method not allowed. Use POST.");
  const user = await requireShoppingApi(request);
  const id = idParam(params.id);
  const body = await readBody(request);
  const idempotencyKey = idempotencyKeyOf(request, body);
  const { purchased } = ApiToggleSchema.parse(body);
  const item = await setPurchased(await db(), user.householdId, id, purchased, { idempotencyKey });
  return apiOk({ data: item });
});
