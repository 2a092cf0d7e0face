// GET /api/dashboard → {success, data}: the dashboard's figures for the caller's household, as the page
// shows them (docs/product.md#dashboard): today's and the coming week's meal counts, items expiring soon
// and the pantry's status per place (null while inventory is off for the caller), open shopping items
// (null while the shopping list is off for the caller, or when they could not be read), and the recent
// community recipes (null while community is off).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { communityRecipeJson } from "~/domain/community/present";
import { UPCOMING_DAYS } from "~/domain/meal-plan/constants";
import { api, apiOk, requireApiAuth } from "~/web/api.server";
import { loadDashboard } from "~/web/dashboard.server";
import { db } from "~/web/database.server";

export const loader = api(async ({ request }: LoaderFunctionArgs) => {
  const { user } = await requireApiAuth(request);
  const board = await loadDashboard(await db(), user);
  return apiOk({
    data: {
      date: board.today,
      todays_meals: board.todays.length,
      upcoming_meals: board.upcoming.length,
      upcoming_days: UPCOMING_DAYS,
      expiring_items: board.inventory ? board.inventory.expiringSoon : null,
      inventory_status: board.inventory
        ? board.inventory.locations.map((l) => ({
            location: l.location,
            items: l.items,
            low_stock: l.lowStock,
            low_stock_percent: l.lowStockPercent,
          }))
        : null,
      shopping_list_items: board.shopping ? board.shopping.openItems : null,
      recent_community_recipes: board.community ? board.community.map(communityRecipeJson) : null,
    },
  });
});
