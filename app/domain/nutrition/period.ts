// The analysis screen's period, read from its address (?period=week|month|custom&from=&to=): This Week
// (Sunday to today, the default), This Month (the 1st to today) or Custom dates
// (docs/decisions/033-nutrition-analysis-screen.md). Pure: today is given.
import { dateProblem, daysBetween, FIRST_DATE, LAST_DATE } from "../shared/calendar-date";
import { type Period, thisMonth, thisWeek } from "./analysis";

export const PERIOD_MODES = ["week", "month", "custom"] as const;
export type PeriodMode = (typeof PERIOD_MODES)[number];

/** Longest period the screen analyses: a year, leap day included. */
export const MAX_PERIOD_DAYS = 366;

export const PERIOD_MESSAGES = {
  date: "Enter the date as YYYY-MM-DD.",
  bounds: `Choose a date from ${FIRST_DATE} to ${LAST_DATE}.`,
  order: "The From date must be on or before the To date.",
  length: `Choose a period of at most ${MAX_PERIOD_DAYS} days.`,
} as const;

export type PeriodQuery =
  | { ok: true; mode: PeriodMode; period: Period }
  | {
      ok: false;
      mode: "custom";
      /** The dates as typed, to show again. */
      input: { from: string; to: string };
      errors: Partial<Record<"from" | "to", string>>;
    };

/** The field's message, or undefined for a calendar date within the shared bounds. */
const dateError = (value: string) => {
  const problem = dateProblem(value);
  return problem === null ? undefined : problem === "range" ? PERIOD_MESSAGES.bounds : PERIOD_MESSAGES.date;
};

/** Reads the period of the address. Dates given without a mode are a custom period. */
export function resolvePeriod(params: URLSearchParams, today: string): PeriodQuery {
  const asked = params.get("period");
  const from = (params.get("from") ?? "").trim();
  const to = (params.get("to") ?? "").trim();
  const mode: PeriodMode =
    asked === "week" || asked === "month" || asked === "custom" ? asked : from || to ? "custom" : "week";
  if (mode === "week") return { ok: true, mode, period: thisWeek(today) };
  if (mode === "month") return { ok: true, mode, period: thisMonth(today) };
  // Custom: an empty side reads as This Week's.
  const week = thisWeek(today);
  const input = { from: from || week.from, to: to || week.to };
  const errors: Partial<Record<"from" | "to", string>> = {};
  const fromError = dateError(input.from);
  const toError = dateError(input.to);
  if (fromError) errors.from = fromError;
  if (toError) errors.to = toError;
  if (!errors.from && !errors.to) {
    const days = daysBetween(input.from, input.to) + 1;
    if (days < 1) errors.to = PERIOD_MESSAGES.order;
    else if (days > MAX_PERIOD_DAYS) errors.to = PERIOD_MESSAGES.length;
  }
  if (errors.from || errors.to) return { ok: false, mode, input, errors };
  return { ok: true, mode, period: input };
}

/** The address of a period, the other parameters kept (member, nutrient, goals). */
export function periodQuery(mode: PeriodMode, period: Period | null): Record<string, string> {
  if (mode !== "custom" || !period) return { period: mode };
  return { period: mode, from: period.from, to: period.to };
}
