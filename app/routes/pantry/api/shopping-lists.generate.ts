// POST /api/shopping-lists/generate {start_date, end_date} → {success, message, data}: the plan's recipes for
// the range, minus the pantry, into the household's current list; the same range again updates those
// items (docs/product.md#shopping-list, docs/decisions/039-pantry-loop.md). Dates default to the coming week.
import type { ActionFunctionArgs } from "@remix-run/node";
import { todayForHousehold } from "~/domain/household/household.server";
import { parseMealDate } from "~/domain/meal-plan/schemas";
import { comingWeek, GENERATE_TEXTS, generateShoppingList } from "~/domain/pantry/generate.server";
import { addDays } from "~/domain/shared/calendar-date";
import { api, apiOk, readBody } from "~/web/api.server";
import { db } from "~/web/database.server";
import { requireShoppingApi } from "~/web/feature-api.server";
import { invalid, methodNotAllowed } from "~/web/meal-api.server";

export const loader = api(async () => {
  throw methodNotAllowed(["POST"]);
});

export const action = api(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== "POST") throw methodNotAllowed(["POST"]);
  const user = await requireShoppingApi(request);
  const body = await readBody(request);
  const database = await db();
  const week = comingWeek(await todayForHousehold(database, user.householdId, new Date()));
  const read = (field: "start_date" | "end_date", fallback: string) => {
    const value = body[field];
    if (value === undefined || value === null || value === "") return fallback;
    const date = parseMealDate(value);
    if (!date) throw invalid({ [field]: ["Please give a date as YYYY-MM-DD."] });
    return date;
  };
  const start = read("start_date", week.start);
  const end = read("end_date", start === week.start ? week.end : addDays(start, 6));
  const result = await generateShoppingList(database, user, { start, end });
  return apiOk({
    message: GENERATE_TEXTS.done(result.added + result.updated, result.inPantry),
    data: {
      list_id: result.listId,
      list_name: result.listName,
      start_date: start,
      end_date: end,
      meals: result.meals,
      added: result.added,
      updated: result.updated,
      removed: result.removed,
      in_pantry: result.inPantry,
      items: result.items.map((i) => ({
        name: i.name,
        quantity: i.quantity,
        unit: i.unit,
        category: i.category,
        notes: i.notes,
        source_meal_id: i.sourceMealId,
        source_meal_ids: i.sourceMealIds,
        source_recipe_id: i.sourceRecipeId,
      })),
    },
  });
});
