// What the dashboard shows, read once for the page (app/routes/system/_index.tsx) and the JSON API
// (GET /api/dashboard): today's and the coming week's meals, the pantry's status, the open shopping
// items and the recent community recipes (docs/product.md#dashboard). "Today" is the household's, in
// its time zone. A part that cannot be read is null or empty, never a failed page; a part whose
// feature is off for the user's role (inventory, shopping, community) is null and not read at all.
import type { Kysely } from "kysely";
import type { DB } from "~/db/schema";
import type { User } from "~/domain/accounts/users.server";
import { dashboardCommunity } from "~/domain/community/queries.server";
import { householdTimeZoneOrServer } from "~/domain/household/household.server";
import { householdToday } from "~/domain/household/time-zone";
import { getInventoryDashboard } from "~/domain/inventory/inventory.server";
import { UPCOMING_DAYS } from "~/domain/meal-plan/constants";
import { dashboardMeals } from "~/domain/meal-plan/meal-queries.server";
import { addDays } from "~/domain/meal-plan/schemas";
import { getShoppingDashboard } from "~/domain/shopping/items.server";

export async function loadDashboard(
  database: Kysely<DB>,
  user: User,
  now = new Date(),
  /** The flags on for the user's role, when the request has read them (guards.server.ts `flagsOn`). */
  flags?: readonly string[],
  /** The household's time zone, when the request has read it (the page reads it once for its parts). */
  timeZone?: string | null,
) {
  // The household's day in its own zone, as the page cache keys this page (ADR 037).
  // Unreadable, the server's day: the parts then fail (or not) on their own reads.
  const zone =
    timeZone !== undefined ? timeZone : await householdTimeZoneOrServer(database, user.householdId);
  const today = householdToday(zone, now);
  const [week, inventory, shopping, community] = await Promise.all([
    // Today's meals and the coming days' in one read, split below.
    dashboardMeals(database, user.householdId, { from: today, to: addDays(today, UPCOMING_DAYS) }),
    getInventoryDashboard(database, user, today, flags),
    getShoppingDashboard(database, user, flags),
    dashboardCommunity(database, user, undefined, flags),
  ]);
  const todays = week.filter((m) => m.date === today);
  const upcoming = week.filter((m) => m.date !== today);
  return { today, todays, upcoming, inventory, shopping, community };
}
