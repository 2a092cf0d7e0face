// GET /meal-planner/export.ics?start_date&end_date: the range's meals as an iCalendar file (the planner's
// 'Export Meal Plan'). One VEVENT per meal, floating local times (docs/decisions/011-exports.md).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getHousehold, todayForHousehold } from "~/domain/household/household.server";
import { mealsCalendar } from "~/domain/meal-plan/icalendar";
import { listMeals } from "~/domain/meal-plan/meals.server";
import { db } from "~/web/database.server";
import { downloadHeaders, parseDateRange } from "~/web/downloads";
import { requireUser } from "~/web/guards.server";
import { cleanSearchParams } from "~/web/input-gate.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const database = await db();
  const today = await todayForHousehold(database, user.householdId, new Date());
  const parsed = parseDateRange(cleanSearchParams(request), today);
  if (!parsed.ok)
    return new Response(`${Object.values(parsed.errors).flat().join("\n")}\n`, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  const { start, end } = parsed.range;
  const household = await getHousehold(database, user.householdId);
  const meals = await listMeals(database, user.householdId, { from: start, to: end });
  return new Response(mealsCalendar(`${household.name}: meal plan`, meals), {
    headers: downloadHeaders("text/calendar; charset=utf-8", `meal-plan-${start}-to-${end}.ics`),
  });
}
