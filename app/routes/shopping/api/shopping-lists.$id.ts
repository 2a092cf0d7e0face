// GET /api/shopping-lists/{id} → {success, data: {id, name, budget, isCurrent, items, summary, budgetStatus}};
// PUT {name, budget?, current?} → the list; DELETE → {success, message} (its items go with it; when it
// was current the newest other list becomes current). Another household's list is 404.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { SHOPPING_NOTICES } from "~/domain/shopping/constants";
import { listItems } from "~/domain/shopping/items.server";
import { deleteList, getList, updateList } from "~/domain/shopping/lists.server";
import { ApiListSchema } from "~/domain/shopping/schemas";
import { budgetCard, listSummary } from "~/domain/shopping/summary";
import { ApiError, api, apiOk, idParam, readBody } from "~/web/api.server";
import { db } from "~/web/database.server";
import { requireShoppingApi } from "~/web/feature-api.server";

export const loader = api(async ({ request, params }: LoaderFunctionArgs) => {
  const user = await requireShoppingApi(request);
  const database = await db();
  const list = await getList(database, user.householdId, idParam(params.id));
  const items = await listItems(database, user.householdId, list.id);
  const { count, percentComplete, estimatedTotal } = listSummary(items);
  const budget = budgetCard(list.budget, items);
  return apiOk({
    data: {
      ...list,
      items,
      summary: { count, percentComplete, estimatedTotal },
      budgetStatus: budget ? { spent: budget.spent, remaining: budget.remaining, low: budget.low } : null,
    },
  });
});

export const action = api(async ({ request, params }: ActionFunctionArgs) => {
  if (request.method !== "PUT" && request.method !== "DELETE")
    throw new ApiError(405, "Method not allowed. Use GET, PUT or DELETE.");
  const user = await requireShoppingApi(request);
  const database = await db();
  const id = idParam(params.id);
  if (request.method === "DELETE") {
    await deleteList(database, user.householdId, id);
    return apiOk({ message: SHOPPING_NOTICES.listDeleted });
  }
  await getList(database, user.householdId, id);
  const input = ApiListSchema.parse(await readBody(request));
  const list = await updateList(database, user.householdId, id, input);
  return apiOk({ message: SHOPPING_NOTICES.listUpdated, data: list });
});
