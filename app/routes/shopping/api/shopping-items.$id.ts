// PUT /api/shopping-items/{id} with the fields to change (the others are kept) → {success, message,
// data: item}; DELETE → {success, message}. Ending purchased with no actual price copies the estimate.
// Another household's item is 404.
import type { ActionFunctionArgs } from "@remix-run/node";
import { priorityOf, SHOPPING_NOTICES } from "~/domain/shopping/constants";
import { getItem, removeItem, updateItem } from "~/domain/shopping/items.server";
import { ApiItemSchema } from "~/domain/shopping/schemas";
import { ApiError, api, apiOk, idParam, readBody } from "~/web/api.server";
import { db } from "~/web/database.server";
import { requireShoppingApi } from "~/web/feature-api.server";

export const loader = api(async () => {
  throw new ApiError(405, "Method not allowed. Use PUT or DELETE.");
});

export const action = api(async ({ request, params }: ActionFunctionArgs) => {
  if (request.method !== "PUT" && request.method !== "DELETE")
    throw new ApiError(405, "Method not allowed. Use PUT or DELETE.");
  const user = await requireShoppingApi(request);
  const database = await db();
  const id = idParam(params.id);
  if (request.method === "DELETE") {
    const item = await removeItem(database, user.householdId, id);
    return apiOk({ message: SHOPPING_NOTICES.itemRemoved(item.name) });
  }
  const before = await getItem(database, user.householdId, id);
  const body = await readBody(request);
  // A field left out keeps its value; null clears a price, the unit or the notes.
  const input = ApiItemSchema.parse({
    name: before.name,
    quantity: before.quantity,
    unit: before.unit,
    category: before.category,
    estimatedPrice: before.estimatedPrice,
    actualPrice: before.actualPrice,
    purchased: before.purchased,
    priority: priorityOf(before.priority),
    notes: before.notes,
    ...body,
  });
  const item = await updateItem(database, user.householdId, id, input);
  return apiOk({ message: SHOPPING_NOTICES.itemUpdated(item.name), data: item });
});
