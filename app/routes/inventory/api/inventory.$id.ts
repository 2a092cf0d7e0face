// GET /api/inventory/{id} → {success, data: item}; PUT (or PATCH) the item → {success, message, data}
// (the item is replaced); DELETE → {success, message}. Another household's item answers 404 (ADR 017).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { todayForHousehold } from "~/domain/household/household.server";
import { getItem, removeItem, toListed, updateItem } from "~/domain/inventory/inventory.server";
import { inventoryItemJson } from "~/domain/inventory/present";
import { InventoryItemSchema, inventoryBody } from "~/domain/inventory/schemas";
import { api, apiOk, idParam, readBody } from "~/web/api.server";
import { db } from "~/web/database.server";
import { requireInventoryApi } from "~/web/feature-api.server";
import { methodNotAllowed } from "~/web/meal-api.server";

export const loader = api(async ({ request, params }: LoaderFunctionArgs) => {
  const user = await requireInventoryApi(request);
  const database = await db();
  const item = await getItem(database, user.householdId, idParam(params.id));
  const today = await todayForHousehold(database, user.householdId, new Date());
  return apiOk({ data: inventoryItemJson(toListed(item, today)) });
});

export const action = api(async ({ request, params }: ActionFunctionArgs) => {
  if (!["PUT", "PATCH", "DELETE"].includes(request.method))
    throw methodNotAllowed(["PUT", "PATCH", "DELETE"]);
  const user = await requireInventoryApi(request);
  const database = await db();
  const id = idParam(params.id);
  if (request.method === "DELETE") {
    await removeItem(database, user.householdId, id);
    return apiOk({ message: "Inventory item removed successfully" });
  }
  await getItem(database, user.householdId, id);
  const input = InventoryItemSchema.parse(inventoryBody(await readBody(request)));
  const item = await updateItem(database, user.householdId, id, input);
  return apiOk({
    message: "Inventory item updated successfully",
    data: inventoryItemJson(toListed(item, await todayForHousehold(database, user.householdId, new Date()))),
  });
});
