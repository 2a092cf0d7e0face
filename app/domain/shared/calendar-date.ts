// The one calendar-date type of the app (docs/decisions/066-one-calendar-date.md): a day written
// 'yyyy-MM-dd', with no time of day and no zone, between FIRST_DATE and LAST_DATE. Every page, API call,
// export, chat phrase and job reads dates through `parseCalendarDate`/`readCalendarDate` and does its
// arithmetic and iteration here, so a date from 9999 or Feb 30 is refused once, by name, instead of
// reaching a loop, PostgreSQL or date-fns. Pure and free of zod: the planner's browser code uses it too.
import { addMonths as addMonthsTo } from "date-fns";
import { DomainError } from "../errors";

/**
 * The years a date may have. PostgreSQL's `date` holds 4713 BC–5874897 AD and date-fns any JavaScript
 * date, so the bound is ours: wide enough for any birthday, purchase or plan, narrow enough that any
 * arithmetic a request does on it (a year's range, a week, a series) stays a four-digit year and sorts
 * as text.
 */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2199;
export const FIRST_DATE = `${FIRST_YEAR}-01-01`;
export const LAST_DATE = `${LAST_YEAR}-12-31`;

/** A valid 'yyyy-MM-dd' within the bounds: the readers below are the only makers of one. */
export type CalendarDate = string;

const DAY_MS = 86_400_000;
const WRITTEN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2})(?::?(\d{2}))?)?)?$/;

export const DATE_TEXTS = {
  format: "must be a date written YYYY-MM-DD.",
  impossible: "is not a day of the calendar.",
  range: `must be between ${FIRST_DATE} and ${LAST_DATE}.`,
  required: "is required (YYYY-MM-DD).",
} as const;
export type DateProblem = keyof typeof DATE_TEXTS;

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

type Reading = { ok: true; date: CalendarDate } | { ok: false; problem: DateProblem };

function read(input: unknown, pattern: RegExp): Reading {
  if (input === undefined || input === null || (typeof input === "string" && input.trim() === ""))
    return { ok: false, problem: "required" };
  if (typeof input !== "string") return { ok: false, problem: "format" };
  const m = pattern.exec(input.trim());
  if (!m) return { ok: false, problem: "format" };
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month))
    return { ok: false, problem: "impossible" };
  const part = (i: number) => Number(m[i] ?? 0);
  if (part(4) > 23 || part(5) > 59 || part(6) > 59 || part(7) > 23 || part(8) > 59)
    return { ok: false, problem: "impossible" };
  if (year < FIRST_YEAR || year > LAST_YEAR) return { ok: false, problem: "range" };
  return { ok: true, date: `${m[1]}-${m[2]}-${m[3]}` };
}

/** What is wrong with a written date, or null when it is a calendar date within the bounds. */
export function dateProblem(input: unknown): DateProblem | null {
  const r = read(input, WRITTEN);
  return r.ok ? null : r.problem;
}

/** A calendar date written 'yyyy-MM-dd' (spaces around allowed), within the bounds; else null. */
export function parseCalendarDate(input: unknown): CalendarDate | null {
  const r = read(input, WRITTEN);
  return r.ok ? r.date : null;
}

/**
 * The date of a 'yyyy-MM-dd' or of an ISO timestamp's date part, whose time of day and offset must be
 * real too ('2025-01-01T25:00' and '2025-02-30' are refused); within the bounds; else null.
 */
export function parseDateOrTimestamp(input: unknown): CalendarDate | null {
  const r = read(input, TIMESTAMP);
  return r.ok ? r.date : null;
}

/** The sentence for a field's date problem: 'The start_date must be between 1900-01-01 and 2199-12-31.' */
export const dateMessage = (field: string, problem: DateProblem) => `The ${field} ${DATE_TEXTS[problem]}`;

/** Thrown by `readCalendarDate`: a DomainError naming the field (the API answers 422, pages show it). */
export class CalendarDateError extends DomainError {
  constructor(
    field: string,
    readonly problem: DateProblem,
  ) {
    super(dateMessage(field, problem), field);
    this.name = "CalendarDateError";
  }
}

/** A required date field, or a CalendarDateError naming the field. */
export function readCalendarDate(input: unknown, field: string): CalendarDate {
  const r = read(input, WRITTEN);
  if (!r.ok) throw new CalendarDateError(field, r.problem);
  return r.date;
}

// --- arithmetic ------------------------------------------------------------------------------------

/** Days since 1970-01-01 of a calendar date. */
export const dayNumber = (date: CalendarDate) =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;

/** The calendar date of a day number, always with a four-digit year (RangeError outside 0000–9999). */
export function dateOfDayNumber(n: number): CalendarDate {
  const text = new Date(n * DAY_MS).toISOString();
  if (text.length !== 24) throw new RangeError(`Day ${n} is outside the years 0000–9999.`);
  return text.slice(0, 10);
}

/** The calendar date `days` after `date` (negative: before). */
export const addDays = (date: CalendarDate, days: number) => dateOfDayNumber(dayNumber(date) + days);
export const addWeeks = (date: CalendarDate, weeks: number) => addDays(date, weeks * 7);

/** The same day `months` later, or the month's last day when it has none (Jan 31 + 1 → Feb 28/29). */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  // date-fns works in the local zone; noon keeps any daylight-saving shift away from the day.
  const local = new Date(
    Number(date.slice(0, 4)),
    Number(date.slice(5, 7)) - 1,
    Number(date.slice(8, 10)),
    12,
  );
  const moved = addMonthsTo(local, months);
  const y = moved.getFullYear();
  if (y < 0 || y > 9999) throw new RangeError(`${date} + ${months} months is outside the years 0000–9999.`);
  return `${String(y).padStart(4, "0")}-${String(moved.getMonth() + 1).padStart(2, "0")}-${String(moved.getDate()).padStart(2, "0")}`;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: CalendarDate, to: CalendarDate) => dayNumber(to) - dayNumber(from);

/** The weekday, 0 = Sunday. */
export const weekdayOf = (date: CalendarDate) => new Date(dayNumber(date) * DAY_MS).getUTCDay();

/** The Sunday-to-Saturday week holding a date (weeks start on Sunday: docs/product.md#meal-planner). */
export function weekOf(date: CalendarDate): { from: CalendarDate; to: CalendarDate } {
  const from = addDays(date, -weekdayOf(date));
  return { from, to: addDays(from, 6) };
}

export const startOfMonth = (date: CalendarDate): CalendarDate => `${date.slice(0, 8)}01`;

/** The most days one iteration walks unless told otherwise: a year and a leap day, like every range cap. */
export const MAX_ITERATED_DAYS = 366;

/**
 * Every date from `from` to `to`, inclusive, counted (never compared as text): none when `to` is before
 * `from`; a RangeError past `max` days, so no caller can walk an unbounded span by mistake.
 */
export function eachDay(from: CalendarDate, to: CalendarDate, max = MAX_ITERATED_DAYS): CalendarDate[] {
  const first = dayNumber(from);
  const count = dayNumber(to) - first + 1;
  if (!Number.isFinite(count)) throw new RangeError(`Not calendar dates: ${from}, ${to}.`);
  if (count > max) throw new RangeError(`${from} to ${to} is ${count} days; at most ${max} are walked.`);
  const out: CalendarDate[] = [];
  for (let i = 0; i < count; i++) out.push(dateOfDayNumber(first + i));
  return out;
}

// --- today -----------------------------------------------------------------------------------------

// A formatter per time zone, made once: building one costs more than the rest of a request's dates.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? "";
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    // Zones come from a fixed list (IANA names), so the map stays small.
    if (dayFormats.size < 1000) dayFormats.set(key, format);
  }
  return format;
}

/**
 * The calendar day an instant falls on in a time zone ('YYYY-MM-DD'); without a zone, the server's own.
 * A household's today is `householdToday` (household/time-zone.ts), which calls this with its zone.
 */
export function todayIn(now: Date, timeZone?: string): CalendarDate {
  const parts = dayFormat(timeZone).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** The UTC calendar day of a moment. */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);
