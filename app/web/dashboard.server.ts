// What the dashboard shows, read once for the page (app/routes/system/_index.tsx) and the JSON API
// (GET /api/dashboard): today's and the coming week's meals, the pantry's status, the open shopping
// items and the recent community recipes (docs/product.md#dashboard). A part that cannot be read is
// null or empty, never a failed page.
import { format } from "date-fns";
import type { Kysely } from "kysely";
import type { DB } from "~/db/schema";
import type { User } from "~/domain/accounts/users.server";
import { dashboardCommunity } from "~/domain/community/queries.server";
import { getInventoryDashboard } from "~/domain/inventory/inventory.server";
import { UPCOMING_DAYS } from "~/domain/meal-plan/constants";
import { listMeals } from "~/domain/meal-plan/meals.server";
import { addDays } from "~/domain/meal-plan/schemas";
import { dashboardOpenItems } from "~/domain/shopping/items.server";

export async function loadDashboard(database: Kysely<DB>, user: User, now = new Date()) {
  const today = format(now, "yyyy-MM-dd");
  const [todays, upcoming, inventory, shoppingItems, community] = await Promise.all([
    listMeals(database, user.householdId, { from: today, to: today }),
    listMeals(database, user.householdId, { from: addDays(today, 1), to: addDays(today, UPCOMING_DAYS) }),
    getInventoryDashboard(database, user, today),
    dashboardOpenItems(database, user.householdId),
    dashboardCommunity(database, user),
  ]);
  return { today, todays, upcoming, inventory, shoppingItems, community };
}
