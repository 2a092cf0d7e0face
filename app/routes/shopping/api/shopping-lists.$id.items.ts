// POST /api/shopping-lists/{id}/items {name, quantity, unit?, category?, estimatedPrice?, actualPrice?,
// purchased?, priority?, notes?} → 201 {success, message, data: item}. An Idempotency-Key header makes a
// retried add add one item. Another household's list is 404.
import type { ActionFunctionArgs } from "@remix-run/node";
import { SHOPPING_NOTICES } from "~/domain/shopping/constants";
import { addItem } from "~/domain/shopping/items.server";
import { getList } from "~/domain/shopping/lists.server";
import { ApiItemSchema } from "~/domain/shopping/schemas";
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
  const database = await db();
  const list = await getList(database, user.householdId, idParam(params.id));
  const body = await readBody(request);
  const idempotencyKey = idempotencyKeyOf(request, body);
  const input = ApiItemSchema.parse(body);
  const item = await addItem(database, user.householdId, user.id, list.id, input, { idempotencyKey });
  return apiOk({ message: SHOPPING_NOTICES.itemAdded(item.name), data: item }, { status: 201 });
});
