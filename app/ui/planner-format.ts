// Pure helpers of the planner screens: calendar ranges (weeks start on Sunday), labels, times, a meal's
// nutrition per serving and the nutrition summary. Used by the loaders and the components alike, so the
// server and the browser render the same text. Dates are 'yyyy-MM-dd' calendar dates.
import type { NutritionValues } from "~/db/schema";
import type { MealType } from "~/domain/meal-plan/constants";
import { MEAL_NUTRIENTS, MEAL_TYPE_LABELS, MEAL_TYPES } from "~/domain/meal-plan/constants";
import { addDays, formatDay } from "~/domain/meal-plan/dates";
import type { CalendarMeal } from "~/domain/meal-plan/meals.server";

export const VIEWS = ["month", "week", "day"] as const;
export type View = (typeof VIEWS)[number];
export const VIEW_LABELS: Record<View, string> = { month: "Month", week: "Week", day: "Day" };

export type Nutrient = (typeof MEAL_NUTRIENTS)[number];
export const NUTRIENT_LABELS: Record<Nutrient, string> = {
  calories: "Calories",
  protein: "Protein",
  carbs: "Carbs",
  fat: "Fat",
  fiber: "Fiber",
  sugar: "Sugar",
};

/** What the planner shows of a meal. */
export type PlannerMeal = {
  id: number;
  date: string;
  time: string;
  mealType: MealType;
  title: string;
  description: string;
  recipeId: number | null;
  isLeftover: boolean;
  prepared: boolean;
  version: number;
  memberIds: number[];
  /** Per serving, the meal's own nutrition plus its extra dishes'; null when nothing is known. */
  nutrition: NutritionValues | null;
  /** The meal itself has no calories (counted as missing in the daily totals). */
  missingNutrition: boolean;
};

/** A meal's nutrition per serving: its own values plus those of its extra dishes' recipes. */
export function mealNutrition(meal: Pick<CalendarMeal, "nutrition" | "dishes">): NutritionValues | null {
  const sources = [meal.nutrition, ...meal.dishes.map((d) => d.recipe?.nutrition ?? null)].filter(
    (n): n is NutritionValues => n !== null,
  );
  if (sources.length === 0) return null;
  const out = {} as NutritionValues;
  for (const key of MEAL_NUTRIENTS) {
    const known = sources.map((s) => s[key]).filter((v): v is number => v !== null && v !== undefined);
    out[key] = known.length ? known.reduce((a, b) => a + Number(b), 0) : null;
  }
  return MEAL_NUTRIENTS.some((k) => out[k] !== null) ? out : null;
}

export function toPlannerMeal(meal: CalendarMeal): PlannerMeal {
  return {
    id: meal.id,
    date: meal.date,
    time: meal.time,
    mealType: meal.mealType,
    title: meal.title,
    description: meal.description,
    recipeId: meal.recipeId,
    isLeftover: meal.isLeftover,
    prepared: meal.prepared,
    version: meal.version,
    memberIds: meal.memberIds,
    nutrition: mealNutrition(meal),
    missingNutrition: meal.nutrition === null || meal.nutrition.calories === null,
  };
}

// --- dates ------------------------------------------------------------------------------------------

const parts = (date: string) => [
  Number(date.slice(0, 4)),
  Number(date.slice(5, 7)),
  Number(date.slice(8, 10)),
];
export const weekdayOf = (date: string) => {
  const [y, m, d] = parts(date);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)).getUTCDay();
};
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const pad = (n: number) => String(n).padStart(2, "0");

export const startOfWeek = (date: string) => addDays(date, -weekdayOf(date));
export const weekDays = (date: string) => {
  const start = startOfWeek(date);
  return Array.from({ length: 7 }, (_, i) => addDays(start, i));
};
export const monthStart = (date: string) => `${date.slice(0, 7)}-01`;
export function monthEnd(date: string) {
  const [y, m] = parts(date);
  return `${date.slice(0, 7)}-${pad(daysInMonth(y ?? 1970, m ?? 1))}`;
}
/** Every day of the month's Sunday-to-Saturday grid, leading and trailing days included. */
export function monthGrid(date: string): string[] {
  const first = startOfWeek(monthStart(date));
  const lastDay = monthEnd(date);
  const last = addDays(lastDay, 6 - weekdayOf(lastDay));
  const days: string[] = [];
  for (let d = first; d <= last; d = addDays(d, 1)) days.push(d);
  return days;
}
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  return days;
}

/** The dates a view shows, and the dates its nutrition summary covers (a month: its own days only). */
export function viewRange(view: View, date: string) {
  if (view === "day") return { from: date, to: date, summaryFrom: date, summaryTo: date };
  if (view === "week") {
    const days = weekDays(date);
    const from = days[0] ?? date;
    const to = days[6] ?? date;
    return { from, to, summaryFrom: from, summaryTo: to };
  }
  const grid = monthGrid(date);
  return {
    from: grid[0] ?? date,
    to: grid[grid.length - 1] ?? date,
    summaryFrom: monthStart(date),
    summaryTo: monthEnd(date),
  };
}

/** One month, week or day earlier (-1) or later (+1); a month keeps the day where it exists. */
export function shiftDate(view: View, date: string, step: -1 | 1): string {
  if (view === "day") return addDays(date, step);
  if (view === "week") return addDays(date, 7 * step);
  const [y, m, d] = parts(date);
  const index = (y ?? 1970) * 12 + ((m ?? 1) - 1) + step;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return `${year}-${pad(month)}-${pad(Math.min(d ?? 1, daysInMonth(year, month)))}`;
}

/** 'November 2026'; 'Nov 22 – Nov 28, 2026'; 'Sunday, November 22, 2026'. */
export function rangeLabel(view: View, date: string): string {
  if (view === "month") return formatDay(date, "MMMM yyyy");
  if (view === "day") return formatDay(date, "EEEE, MMMM d, yyyy");
  const days = weekDays(date);
  const first = days[0] ?? date;
  const last = days[6] ?? date;
  return first.slice(0, 4) === last.slice(0, 4)
    ? `${formatDay(first, "MMM d")} – ${formatDay(last, "MMM d, yyyy")}`
    : `${formatDay(first, "MMM d, yyyy")} – ${formatDay(last, "MMM d, yyyy")}`;
}

/** 'Tue 25 Nov' (the history's words). */
export const shortDate = (date: string) => formatDay(date, "EEE d MMM");
/** 'Tuesday, November 25, 2026'. */
export const longDate = (date: string) => formatDay(date, "EEEE, MMMM d, yyyy");
/** '18:30' → '6:30 PM'. */
export function formatTime(time: string): string {
  const [h, m] = time.split(":").map(Number);
  if (h === undefined || m === undefined || Number.isNaN(h) || Number.isNaN(m)) return time;
  return `${h % 12 === 0 ? 12 : h % 12}:${pad(m)} ${h < 12 ? "AM" : "PM"}`;
}

export const typeLabel = (type: MealType) => MEAL_TYPE_LABELS[type];

/** The types a day or week shows: always the five, plus brunch or dessert when a meal has one (D3). */
export function shownTypes(meals: readonly { mealType: MealType }[]): MealType[] {
  const present = new Set(meals.map((m) => m.mealType));
  return MEAL_TYPES.filter((t) => (t !== "brunch" && t !== "dessert" ? true : present.has(t)));
}

export type PlannerQuery = { view?: View; date?: string; members?: number[] };
/** A planner URL; members join with commas. */
export function plannerHref(query: PlannerQuery): string {
  const params = new URLSearchParams();
  if (query.view) params.set("view", query.view);
  if (query.date) params.set("date", query.date);
  if (query.members?.length) params.set("members", query.members.join(","));
  const search = params.toString();
  return search ? `/meal-planner?${search}` : "/meal-planner";
}

// --- numbers and the nutrition summary -----------------------------------------------------------------

export const kcal = (n: number) => `${Math.round(n).toLocaleString("en-US")} kcal`;
export const grams = (n: number) => `${Math.round(n * 10) / 10}g`;
export const nutrientText = (key: Nutrient, n: number) => (key === "calories" ? kcal(n) : grams(n));

export type DayTotals = {
  date: string;
  meals: number;
  mealsMissing: number;
} & Record<Nutrient, number>;

/** Daily totals of one serving of every meal, from the meals themselves (same rule as rm_daily_nutrition). */
export function totalsFromMeals(meals: readonly PlannerMeal[]): DayTotals[] {
  const byDate = new Map<string, DayTotals>();
  for (const meal of meals) {
    const day = byDate.get(meal.date) ?? {
      date: meal.date,
      meals: 0,
      mealsMissing: 0,
      calories: 0,
      protein: 0,
      carbs: 0,
      fat: 0,
      fiber: 0,
      sugar: 0,
    };
    day.meals += 1;
    if (meal.missingNutrition) day.mealsMissing += 1;
    for (const key of MEAL_NUTRIENTS) day[key] += meal.nutrition?.[key] ?? 0;
    byDate.set(meal.date, day);
  }
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}

export type MemberCalories = { id: number; name: string; calories: number };

export type NutritionSummary = {
  mode: "total" | "average";
  /** Days with nutrition data (the average divides by these). */
  days: number;
  values: Record<Nutrient, number>;
  /** Shares of energy from protein, carbs and fat (4, 4 and 9 kcal per gram); null without macros. */
  macros: { protein: number; carbs: number; fat: number } | null;
  mealsMissing: number;
  members: MemberCalories[];
  empty: boolean;
};

export function summarize(
  mode: "total" | "average",
  totals: readonly DayTotals[],
  members: readonly MemberCalories[],
): NutritionSummary {
  const withMeals = totals.filter((t) => t.meals > 0);
  // A day whose meals all lack nutrition is no 0-kcal day: the average counts days with data only.
  const withData = withMeals.filter((t) => t.meals > t.mealsMissing || t.calories > 0);
  const days = withData.length;
  const divisor = mode === "average" && days > 0 ? days : 1;
  const values = {} as Record<Nutrient, number>;
  for (const key of MEAL_NUTRIENTS) values[key] = withData.reduce((a, t) => a + t[key], 0) / divisor;
  const known = withData.length;
  const energy = values.protein * 4 + values.carbs * 4 + values.fat * 9;
  const macros =
    energy > 0
      ? {
          protein: Math.round((values.protein * 400) / energy),
          carbs: Math.round((values.carbs * 400) / energy),
          fat: Math.round((values.fat * 900) / energy),
        }
      : null;
  return {
    mode,
    days,
    values,
    macros,
    mealsMissing: withMeals.reduce((a, t) => a + t.mealsMissing, 0),
    members: members.map((m) => ({ ...m, calories: m.calories / divisor })),
    empty: known === 0 && MEAL_NUTRIENTS.every((k) => values[k] === 0),
  };
}
