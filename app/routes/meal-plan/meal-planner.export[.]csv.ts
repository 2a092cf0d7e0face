// GET /meal-planner/export.csv?start_date&end_date: the range's meals as CSV, one row per meal, with
// nutrition per serving and whether it is leftovers (the planner's 'Export Meal Plan';
// docs/decisions/011-exports.md).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { todayForHousehold } from "~/domain/household/household.server";
import { MEAL_TYPE_LABELS, type MealType } from "~/domain/meal-plan/constants";
import { listMeals } from "~/domain/meal-plan/meals.server";
import { csvRow } from "~/integrations/formats/csv";
import { db } from "~/web/database.server";
import { downloadHeaders, parseDateRange } from "~/web/downloads";
import { requireUser } from "~/web/guards.server";
import { cleanSearchParams } from "~/web/input-gate.server";

const COLUMNS = [
  "date",
  "time",
  "type",
  "title",
  "recipe",
  "servings",
  "for",
  "notes",
  "calories",
  "protein",
  "carbs",
  "fat",
  "fiber",
  "sugar",
  "leftover",
] as const;

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
  const meals = await listMeals(database, user.householdId, { from: start, to: end });
  const body =
    csvRow(COLUMNS) +
    meals
      .map((meal) =>
        csvRow([
          meal.date,
          meal.time,
          MEAL_TYPE_LABELS[meal.mealType as MealType] ?? meal.mealType,
          meal.title,
          meal.recipeTitle,
          meal.servings,
          meal.forNames.length > 0 ? meal.forNames.join("; ") : "everyone",
          meal.notes,
          meal.nutrition?.calories,
          meal.nutrition?.protein,
          meal.nutrition?.carbs,
          meal.nutrition?.fat,
          meal.nutrition?.fiber,
          meal.nutrition?.sugar,
          meal.isLeftover ? "yes" : "no",
        ]),
      )
      .join("");
  return new Response(body, {
    headers: downloadHeaders("text/csv; charset=utf-8", `meal-plan-${start}-to-${end}.csv`),
  });
}
