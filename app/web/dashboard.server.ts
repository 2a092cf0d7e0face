// What the dashboard shows, read once for the page (app/routes/system/_index.tsx) and the JSON API
// (GET /api/dashboard): today's and the coming week's meals, the pantry's status, the open shopping
// items and the recent community recipes (docs/product.md#dashboard). "Today" is the household's, in
// its time zone. A part that cannot be read is null or empty, never a failed page.
import type { Kysely } from "kysely";
import type { DB } from "~/db/schema";
import type { User } from "~/domain/accounts/users.server";
import { dashboardCommunity } from "~/domain/community/queries.server";
import { todayForHousehold } from "~/domain/household/household.server";
import { getInventoryDashboard } from "~/domain/inventory/inventory.server";
import { UPCOMING_DAYS } from "~/domain/meal-plan/constants";
import { listMeals } from "~/domain/meal-plan/meals.server";
import { addDays } from "~/domain/meal-plan/schemas";
import { dashboardOpenItems } from "~/domain/shopping/items.server";

export async function loadDashboard(
  database: Kysely<DB>,
  user: User,
  now = new Date(),
  /** The flags on for the user's role, when the request has read them (guards.server.ts `flagsOn`). */
  flags?: readonly string[],
) {
  // The household's day in its own zone, as the page cache keys this page (ADR 037).
  const today = await todayForHousehold(database, user.householdId, now);
  const [week, inventory, shoppingItems, community] = await Promise.all([
    // Today's meals and the coming days' in one read, split below.
    listMeals(database, user.householdId, { from: today, to: addDays(today, UPCOMING_DAYS) }),
    getInventoryDashboard(database, user, today, flags),
    dashboardOpenItems(database, user.householdId),
    dashboardCommunity(database, user, undefined, flags),
  ]);
  const todays = week.filter((m) => m.date === today);
  const upcoming = week.filter((m) => m.date !== today);
  return { today, todays, upcoming, inventory, shoppingItems, community };
}
