// GET /api/shopping-lists → {success, data: [{id, name, budget, isCurrent, itemCount, openCount}]} (the
// current list first; a household without one gets its default list made). POST {name, budget?, current?}
// → 201 {success, message, data: list}; the first list is always current (docs/api.md#shopping-lists).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { SHOPPING_NOTICES } from "~/domain/shopping/constants";
import { createList, currentList, listLists } from "~/domain/shopping/lists.server";
import { ApiListSchema } from "~/domain/shopping/schemas";
import { ApiError, api, apiOk, readBody } from "~/web/api.server";
import { db } from "~/web/database.server";
import { requireShoppingApi } from "~/web/feature-api.server";

export const loader = api(async ({ request }: LoaderFunctionArgs) => {
  const user = await requireShoppingApi(request);
  const database = await db();
  await currentList(database, user.householdId, user.id);
  return apiOk({ data: await listLists(database, user.householdId) });
});

export const action = api(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== "POST") throw new ApiError(405, "Method not allowed. Use GET or POST.");
  const user = await requireShoppingApi(request);
  const { current, ...input } = ApiListSchema.parse(await readBody(request));
  const list = await createList(await db(), user.householdId, user.id, input, { current: current === true });
  return apiOk({ message: SHOPPING_NOTICES.listCreated(list.name), data: list }, { status: 201 });
});
