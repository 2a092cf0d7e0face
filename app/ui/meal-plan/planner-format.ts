// Pure helpers of the planner screens: calendar ranges (weeks start on Sunday), labels, times, a meal's
// nutrition per serving and the nutrition summary. Used by the loaders and the components alike, so the
// server and the browser render the same text. Dates are 'yyyy-MM-dd' calendar dates.

import type { MealType } from "~/domain/meal-plan/constants";
import { MEAL_NUTRIENTS, MEAL_TYPE_LABELS, MEAL_TYPES } from "~/domain/meal-plan/constants";
import { formatDay, formatTime, shortDate } from "~/domain/meal-plan/dates";
import type { CalendarMeal } from "~/domain/meal-plan/meals.server";
import type { NutritionValues } from "~/domain/nutrition/constants";
import { grams, kcal } from "~/domain/nutrition/format";
import { believableServing } from "~/domain/nutrition/plausibility";
import {
  addDays,
  addMonths,
  addWeeks,
  eachDay,
  startOfMonth,
  weekdayOf,
  weekOf,
} from "~/domain/shared/calendar-date";

// The short date, the time and the nutrition numbers read the same here as in the history (one definition each).
export { formatTime, grams, kcal, shortDate };

export const VIEWS = ["month", "week", "day"] as const;
export type View = (typeof VIEWS)[number];
export const VIEW_LABELS: Record<View, string> = { month: "Month", week: "Week", day: "Day" };

export type Nutrient = (typeof MEAL_NUTRIENTS)[number];
export { NUTRIENT_LABELS } from "~/domain/nutrition/constants";

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
  /** Member id → percent of a serving (a listed member without one eats 100 %). */
  portions: Record<string, number>;
  /** Per serving, the meal's own nutrition plus its extra dishes'; null when nothing is known. */
  nutrition: NutritionValues | null;
  /** Its calories are not known (counted as missing in the daily totals). */
  missingNutrition: boolean;
};

/** A meal's nutrition per serving: its own values plus those of its extra dishes' recipes. */
export function mealNutrition(meal: Pick<CalendarMeal, "nutrition" | "dishes">): NutritionValues | null {
  // A serving no meal can hold is not shown or added: it counts as missing (ADR 068).
  const sources = [meal.nutrition, ...meal.dishes.map((d) => d.recipe?.nutrition ?? null)]
    .map(believableServing)
    .filter((n): n is NutritionValues => n !== null);
  if (sources.length === 0) return null;
  const out = {} as NutritionValues;
  for (const key of MEAL_NUTRIENTS) {
    const known = sources.map((s) => s[key]).filter((v): v is number => v !== null && v !== undefined);
    out[key] = known.length ? known.reduce((a, b) => a + Number(b), 0) : null;
  }
  return MEAL_NUTRIENTS.some((k) => out[k] !== null) ? out : null;
}

export function toPlannerMeal(meal: CalendarMeal): PlannerMeal {
  const nutrition = mealNutrition(meal);
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
    portions: meal.portions,
    nutrition,
    missingNutrition: !isKnown(nutrition?.calories),
  };
}

/**
 * What the month's grid and its chosen day draw of a meal. The month sends only this (a month holds
 * about a hundred meals, whose portions, members and nutrition the page does not show: they were a
 * third of its HTML as hydration data); its totals and summary are computed on the server.
 */
export type MonthMeal = Pick<PlannerMeal, "id" | "date" | "time" | "mealType" | "title" | "isLeftover">;

export function toMonthMeal(meal: PlannerMeal): MonthMeal {
  const { id, date, time, mealType, title, isLeftover } = meal;
  return { id, date, time, mealType, title, isLeftover };
}

// --- dates ------------------------------------------------------------------------------------------

export { weekdayOf };

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const pad = (n: number) => String(n).padStart(2, "0");

export const startOfWeek = (date: string) => weekOf(date).from;
export const weekDays = (date: string) => eachDay(startOfWeek(date), weekOf(date).to);
export const monthStart = startOfMonth;
export function monthEnd(date: string) {
  return `${date.slice(0, 7)}-${pad(daysInMonth(Number(date.slice(0, 4)), Number(date.slice(5, 7))))}`;
}
/** Every day of the month's Sunday-to-Saturday grid, leading and trailing days included. */
export function monthGrid(date: string): string[] {
  const lastDay = monthEnd(date);
  return eachDay(startOfWeek(monthStart(date)), addDays(lastDay, 6 - weekdayOf(lastDay)));
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
  if (view === "week") return addWeeks(date, step);
  return addMonths(date, step);
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

/** 'Tuesday, November 25, 2026'. */
export const longDate = (date: string) => formatDay(date, "EEEE, MMMM d, yyyy");

export const typeLabel = (type: MealType) => MEAL_TYPE_LABELS[type];

/** Types a day or week shows: the five, plus brunch/dessert when present (docs/product.md#meal-planner). */
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
// Unknown stays unknown: a nutrient no meal states is '—', never 0; sums and averages run over the values
// that are known and say how many meals are missing (as the recipe page does).

const isKnown = (v: number | null | undefined): v is number => typeof v === "number" && Number.isFinite(v);

/** '—' for a value that is not known. */
export const UNKNOWN = "—";
export const nutrientText = (key: Nutrient, n: number | null | undefined) =>
  !isKnown(n) ? UNKNOWN : key === "calories" ? kcal(n) : grams(n);

export type DayTotals = {
  date: string;
  meals: number;
  /** Meals without calories (the day's total is incomplete). */
  mealsMissing: number;
  /** Per nutrient, how many meals do not state it. */
  missing: Record<Nutrient, number>;
  /** Protein, carbs and fat of the meals that state all three (their shares of energy compare alike). */
  macros: { protein: number; carbs: number; fat: number; meals: number };
} & Record<Nutrient, number | null>;

const noMissing = () => Object.fromEntries(MEAL_NUTRIENTS.map((k) => [k, 0])) as Record<Nutrient, number>;

/** Daily totals of one serving of every meal: a nutrient sums the meals that state it, null when none does. */
export function totalsFromMeals(meals: readonly PlannerMeal[]): DayTotals[] {
  const byDate = new Map<string, DayTotals>();
  for (const meal of meals) {
    const day: DayTotals = byDate.get(meal.date) ?? {
      date: meal.date,
      meals: 0,
      mealsMissing: 0,
      missing: noMissing(),
      macros: { protein: 0, carbs: 0, fat: 0, meals: 0 },
      calories: null,
      protein: null,
      carbs: null,
      fat: null,
      fiber: null,
      sugar: null,
    };
    day.meals += 1;
    if (meal.missingNutrition) day.mealsMissing += 1;
    const n = meal.nutrition;
    for (const key of MEAL_NUTRIENTS) {
      const value = n?.[key];
      if (isKnown(value)) day[key] = (day[key] ?? 0) + value;
      else day.missing[key] += 1;
    }
    if (n && isKnown(n.protein) && isKnown(n.carbs) && isKnown(n.fat)) {
      day.macros.protein += n.protein;
      day.macros.carbs += n.carbs;
      day.macros.fat += n.fat;
      day.macros.meals += 1;
    }
    byDate.set(meal.date, day);
  }
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** A member's calories over the summary's meals: known ones at the member's portion, and how many were not. */
export type MemberCalories = {
  id: number;
  name: string;
  calories: number | null;
  meals: number;
  missing: number;
};

/**
 * Calories per member from the meals: a meal listing the member at its portion for them (100 % when
 * none is set), a meal for everyone at the member's default portion (ADR 010). Null calories when none
 * of the member's meals states them.
 */
export function memberCalories(
  meals: readonly Pick<PlannerMeal, "memberIds" | "portions" | "nutrition">[],
  members: readonly { id: number; name: string; defaultPortionSize: number }[],
): MemberCalories[] {
  return members.map((member) => {
    let calories: number | null = null;
    let count = 0;
    let missing = 0;
    for (const meal of meals) {
      const listed = meal.memberIds.includes(member.id);
      if (meal.memberIds.length > 0 && !listed) continue;
      count += 1;
      const perServing = meal.nutrition?.calories;
      if (!isKnown(perServing)) {
        missing += 1;
        continue;
      }
      const portion = listed ? (meal.portions[String(member.id)] ?? 100) : member.defaultPortionSize;
      calories = (calories ?? 0) + (perServing * portion) / 100;
    }
    return { id: member.id, name: member.name, calories, meals: count, missing };
  });
}

export type NutritionSummary = {
  mode: "total" | "average";
  /** Days whose calories are known (the calories' average divides by these). */
  days: number;
  /** A total or daily average per nutrient over the days that know it; null when no meal states it. */
  values: Record<Nutrient, number | null>;
  /** Per nutrient, the meals that do not state it (and are not counted in it). */
  missing: Record<Nutrient, number>;
  /** Shares of energy from protein, carbs and fat (4, 4 and 9 kcal per gram) of the meals that state all three. */
  macros: { protein: number; carbs: number; fat: number } | null;
  /** How many meals the shares come from, and of how many. */
  macroMeals: number;
  meals: number;
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
  const values = {} as Record<Nutrient, number | null>;
  const missing = noMissing();
  for (const key of MEAL_NUTRIENTS) {
    // A day whose meals all lack a nutrient is no day of 0: the average counts the days that know it.
    const known = withMeals.filter((t) => isKnown(t[key]));
    const sum = known.reduce((a, t) => a + (t[key] ?? 0), 0);
    values[key] = known.length === 0 ? null : mode === "average" ? sum / known.length : sum;
    missing[key] = withMeals.reduce((a, t) => a + t.missing[key], 0);
  }
  const days = withMeals.filter((t) => isKnown(t.calories)).length;
  const divisor = mode === "average" && days > 0 ? days : 1;
  const macro = withMeals.reduce(
    (a, t) => ({
      protein: a.protein + t.macros.protein,
      carbs: a.carbs + t.macros.carbs,
      fat: a.fat + t.macros.fat,
      meals: a.meals + t.macros.meals,
    }),
    { protein: 0, carbs: 0, fat: 0, meals: 0 },
  );
  const energy = macro.protein * 4 + macro.carbs * 4 + macro.fat * 9;
  const macros =
    energy > 0
      ? {
          protein: Math.round((macro.protein * 400) / energy),
          carbs: Math.round((macro.carbs * 400) / energy),
          fat: Math.round((macro.fat * 900) / energy),
        }
      : null;
  return {
    mode,
    days,
    values,
    missing,
    macros,
    macroMeals: macros ? macro.meals : 0,
    meals: withMeals.reduce((a, t) => a + t.meals, 0),
    mealsMissing: withMeals.reduce((a, t) => a + t.mealsMissing, 0),
    members: members.map((m) => ({ ...m, calories: m.calories === null ? null : m.calories / divisor })),
    empty: MEAL_NUTRIENTS.every((k) => values[k] === null),
  };
}
