// Add to Calendar, the pure part (docs/product.md#ai-assistant): where a plan starts and which of its
// meals land on which date, within the chosen range.
import { differenceInCalendarDays, format, isValid, parse, parseISO } from "date-fns";
import { addDays, LAST_DATE, parseCalendarDate } from "../shared/calendar-date";
import { AI } from "./constants";
import type { MealPlan, PlanMeal } from "./schemas";

const ymd = (d: Date) => format(d, "yyyy-MM-dd");

/**
 * The start date a plan suggests: its first day's date, else a label like 'Tuesday, December 2' (in the
 * year that puts it nearest after today), else today.
 */
export function planStartDate(plan: Pick<MealPlan, "days">, today: string): string {
  const first = plan.days[0];
  const planned = parseCalendarDate(first?.date);
  if (planned) return planned;
  const now = parseISO(today);
  const label = first?.label.replace(/^\s*\p{L}+,\s*/u, "").trim();
  if (label) {
    for (const year of [now.getFullYear(), now.getFullYear() + 1]) {
      const d = parse(`${label} ${year}`, "MMMM d yyyy", now);
      if (isValid(d) && differenceInCalendarDays(d, now) >= -31) return parseCalendarDate(ymd(d)) ?? today;
    }
  }
  return today;
}

export const defaultEndDate = (start: string) => addDays(start, AI.rangeDays);

export type Placed = PlanMeal & { date: string };

/** The chosen meals ("day:meal" keys) on consecutive days from the start, stopping after the end date. */
export function placeMeals(
  plan: Pick<MealPlan, "days">,
  start: string,
  end: string | undefined,
  chosen: ReadonlySet<string>,
): Placed[] {
  const last = end ?? defaultEndDate(start);
  return plan.days.flatMap((day, d) => {
    const date = addDays(start, d);
    // Never past the calendar's last date: no meal can be planned there (domain/shared/calendar-date.ts).
    if (date > last || date > LAST_DATE) return [];
    return day.meals.flatMap((meal, m) => (chosen.has(`${d}:${m}`) ? [{ ...meal, date }] : []));
  });
}

/**
 * Which placed meal each placed leftover is the leftovers of: the dinner placed the day before with the
 * same recipe (ADR 046). A leftover whose dinner was not chosen is planned as a meal of its own.
 * Answers placed index → the dinner's placed index.
 */
export function leftoverSources(placed: readonly Placed[]): Map<number, number> {
  const sources = new Map<number, number>();
  placed.forEach((meal, i) => {
    if (!meal.leftover) return;
    const dayBefore = addDays(meal.date, -1);
    const j = placed.findIndex(
      (m, k) =>
        k < i &&
        !m.leftover &&
        m.mealType === "dinner" &&
        m.date === dayBefore &&
        m.recipeId === meal.recipeId,
    );
    if (j >= 0) sources.set(i, j);
  });
  return sources;
}
