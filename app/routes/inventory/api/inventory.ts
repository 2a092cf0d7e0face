// GET /api/inventory → {success, data: [item], meta: {expiring_soon}} with the page's filters (location,
// category, expiration); POST an item → 201 {success, message, data: item}. The caller's household only,
// and only while the inventory flag is on for the caller's role (otherwise 403). An Idempotency-Key header
// (or an `idempotency_key` field) makes a retried create add one item.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { todayForHousehold } from "~/domain/household/household.server";
import { addItem, countExpiringSoon, listItems, toListed } from "~/domain/inventory/inventory.server";
import { inventoryItemJson } from "~/domain/inventory/present";
import { InventoryItemSchema, inventoryBody, readFilters } from "~/domain/inventory/schemas";
import { api, apiOk, readBody } from "~/web/api.server";
import { db } from "~/web/database.server";
import { requireInventoryApi } from "~/web/feature-api.server";
import { idempotencyKeyOf, methodNotAllowed } from "~/web/meal-api.server";

export const loader = api(async ({ request }: LoaderFunctionArgs) => {
  const user = await requireInventoryApi(request);
  const filters = readFilters(new URL(request.url).searchParams);
  const database = await db();
  const today = await todayForHousehold(database, user.householdId, new Date());
  const [items, expiringSoon] = await Promise.all([
    listItems(database, user.householdId, today, filters),
    countExpiringSoon(database, user.householdId, today),
  ]);
  return apiOk({
    data: items.map(inventoryItemJson),
    meta: { total: items.length, expiring_soon: expiringSoon },
  });
});

export const action = api(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== "POST") throw methodNotAllowed(["POST"]);
  const user = await requireInventoryApi(request);
  const body = await readBody(request);
  const idempotencyKey = idempotencyKeyOf(request, body);
  const input = InventoryItemSchema.parse(inventoryBody(body));
  const database = await db();
  const today = await todayForHousehold(database, user.householdId, new Date());
  const item = await addItem(database, user.householdId, user.id, input, today, idempotencyKey);
  return apiOk(
    { message: "Inventory item created successfully", data: inventoryItemJson(toListed(item, today)) },
    { status: 201 },
  );
});
