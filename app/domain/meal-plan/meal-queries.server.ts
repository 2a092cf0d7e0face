// Meal-plan queries: the read models (rm_calendar, rm_daily_nutrition) and a meal's own stream, read
// through the events layer (ADR 010, ADR 024). No writes here: the commands are meal-commands.server.ts.
import { type Kysely, type Selectable, sql } from "kysely";
import type { DB, RmCalendarTable } from "../../db/schema";
import { readStream } from "../../events/store.server";
import type { RecordedEvent } from "../../events/types";
import { NotFoundError } from "../errors";
import { eventStore } from "../event-store.server";
import type { NutritionValues } from "../nutrition/constants";
import { type MealState, mealDecider, NO_MEAL } from "./decider";
import {
  type MealEvent,
  type MealFields,
  type MealType,
  mealEvents,
  mealStreamId,
  type NutritionSource,
} from "./events";

export type CalendarMeal = {
  id: number;
  householdId: number;
  date: string;
  time: string;
  mealType: MealType;
  title: string;
  recipeId: number | null;
  recipeTitle: string | null;
  recipeServings: number | null;
  description: string;
  notes: string;
  servings: number;
  memberIds: number[];
  portions: Record<string, number>;
  forNames: string[];
  reminderMinutes: number | null;
  nutrition: NutritionValues | null;
  nutritionSource: NutritionSource | null;
  dishes: MealFields["dishes"];
  isLeftover: boolean;
  originalMealId: number | null;
  seriesId: number | null;
  prepared: boolean;
  version: number;
  createdBy: number | null;
  updatedAt: Date;
};

export const toCalendarMeal = (r: Selectable<RmCalendarTable>): CalendarMeal => ({
  id: r.meal_id,
  householdId: r.household_id,
  date: r.date,
  time: r.time,
  mealType: r.meal_type as MealType,
  title: r.title,
  recipeId: r.recipe_id,
  recipeTitle: r.recipe_title,
  recipeServings: r.recipe_servings,
  description: r.description,
  notes: r.notes,
  servings: Number(r.servings),
  memberIds: r.member_ids ?? [],
  portions: r.portions ?? {},
  forNames: r.for_names ?? [],
  reminderMinutes: r.reminder_minutes,
  nutrition: r.nutrition,
  nutritionSource: r.nutrition_source as NutritionSource | null,
  dishes: r.dishes ?? [],
  isLeftover: r.is_leftover,
  originalMealId: r.original_meal_id,
  seriesId: r.series_id,
  prepared: r.prepared,
  version: r.version,
  createdBy: r.created_by,
  updatedAt: r.updated_at,
});

/** The meal row of the caller's household, or the spec's 404. */
export async function getMeal(db: Kysely<DB>, householdId: number, mealId: number): Promise<CalendarMeal> {
  const row = await db
    .selectFrom("rm_calendar")
    .selectAll()
    .where("meal_id", "=", mealId)
    .where("household_id", "=", householdId)
    .executeTakeFirst();
  if (!row) throw new NotFoundError(NO_MEAL);
  return toCalendarMeal(row);
}

export type MealFilter = { from: string; to: string; memberIds?: number[] };

/** Meals of a household in a date range (inclusive), by date and time; optionally only those a member attends. */
export async function listMeals(
  db: Kysely<DB>,
  householdId: number,
  filter: MealFilter,
): Promise<CalendarMeal[]> {
  let q = db
    .selectFrom("rm_calendar")
    .selectAll()
    .where("household_id", "=", householdId)
    .where("date", ">=", filter.from)
    .where("date", "<=", filter.to);
  if (filter.memberIds && filter.memberIds.length > 0) {
    // A meal for everyone (no member listed) is every member's meal.
    q = q.where(
      sql<boolean>`(member_ids = '[]'::jsonb or exists (select 1 from jsonb_array_elements_text(member_ids) m where m = any(${filter.memberIds.map(String)}::text[])))`,
    );
  }
  const rows = await q.orderBy("date").orderBy("time").orderBy("meal_id").execute();
  return rows.map(toCalendarMeal);
}

/**
 * The dashboard's meals (today's and the coming days'): empty, never an error, when they cannot be read,
 * so the dashboard's other sections still show (docs/product.md#dashboard).
 */
export async function dashboardMeals(
  db: Kysely<DB>,
  householdId: number,
  filter: MealFilter,
): Promise<CalendarMeal[]> {
  try {
    return await listMeals(db, householdId, filter);
  } catch (error) {
    console.warn("[dashboard] the meals could not be read:", error);
    return [];
  }
}

export type DayNutrition = { date: string; memberId: number; meals: number; mealsMissing: number } & Record<
  "calories" | "protein" | "carbs" | "fat" | "fiber" | "sugar",
  number
>;

export async function listDailyNutrition(
  db: Kysely<DB>,
  householdId: number,
  from: string,
  to: string,
): Promise<DayNutrition[]> {
  const rows = await db
    .selectFrom("rm_daily_nutrition")
    .selectAll()
    .where("household_id", "=", householdId)
    .where("date", ">=", from)
    .where("date", "<=", to)
    .orderBy("date")
    .orderBy("member_id")
    .execute();
  return rows.map((r) => ({
    date: r.date,
    memberId: r.member_id,
    meals: r.meals,
    mealsMissing: r.meals_missing,
    calories: Number(r.calories),
    protein: Number(r.protein),
    carbs: Number(r.carbs),
    fat: Number(r.fat),
    fiber: Number(r.fiber),
    sugar: Number(r.sugar),
  }));
}

/**
 * One meal's own history from the log (oldest first), for Meal Details and auditors: the events as
 * stored (the API answers each payload as the log holds it; the words upcast it, event-words.ts).
 */
export async function mealHistory(
  db: Kysely<DB>,
  householdId: number,
  mealId: number,
): Promise<RecordedEvent[]> {
  const stream = await readStream(db, mealStreamId(mealId));
  const events = stream.events.filter((e) => e.householdId === householdId);
  if (events.length === 0) throw new NotFoundError(NO_MEAL);
  return events;
}

/** A meal's state folded from its stream (its payloads parsed), as a command would decide on it. */
export async function readMealState(db: Kysely<DB>, mealId: number): Promise<MealState> {
  const stream = await eventStore.readStream<MealEvent>(db, mealStreamId(mealId), { codec: mealEvents });
  return stream.events.reduce(mealDecider.evolve, mealDecider.initialState());
}
