// GET /api/meal-plans/week?start_date&end_date → {success, data: [meal], meta: {start_date, end_date,
// days: [{date, meals, nutrition}]}}. Without both dates: the Sunday-to-Saturday week of start_date (or
// end_date, or today). A day's nutrition is one serving of each of its meals and their extra dishes (the
// rm_daily_nutrition read model, ADR 010); `missing` says some meal of the day has no nutrition.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { todayForHousehold } from "~/domain/household/household.server";
import { listDailyNutrition, listMeals } from "~/domain/meal-plan/meals.server";
import { eachDay } from "~/domain/shared/calendar-date";
import { api, apiOk, requireApiAuth } from "~/web/api.server";
import { db } from "~/web/database.server";
import { MAX_RANGE_DAYS, mealJson, methodNotAllowed, rangeOf } from "~/web/meal-api.server";

const round = (n: number) => Math.round(n * 10) / 10;

export const loader = api(async ({ request }: LoaderFunctionArgs) => {
  const { user } = await requireApiAuth(request);
  const database = await db();
  const today = await todayForHousehold(database, user.householdId, new Date());
  const { from, to } = rangeOf(new URL(request.url), "week", today);
  const [meals, nutrition] = await Promise.all([
    listMeals(database, user.householdId, { from, to }),
    listDailyNutrition(database, user.householdId, from, to),
  ]);
  const data = meals.map(mealJson);
  // Member 0 is the household row: one serving of every meal.
  const household = new Map(nutrition.filter((n) => n.memberId === 0).map((n) => [n.date, n]));
  const days = eachDay(from, to, MAX_RANGE_DAYS).map((date) => {
    const day = household.get(date);
    return {
      date,
      meals: data.filter((meal) => meal.date === date),
      nutrition: {
        calories: round(day?.calories ?? 0),
        protein: round(day?.protein ?? 0),
        carbs: round(day?.carbs ?? 0),
        fat: round(day?.fat ?? 0),
        fiber: round(day?.fiber ?? 0),
        sugar: round(day?.sugar ?? 0),
        meals: day?.meals ?? 0,
        missing: (day?.mealsMissing ?? 0) > 0,
      },
    };
  });
  return apiOk({ data, meta: { start_date: from, end_date: to, total: data.length, days } });
});

export const action = api(async () => {
  throw methodNotAllowed(["GET"]);
});
