// The date ranges the nutrition calls and 'Generate Missing Nutrition Data' accept: two calendar dates,
// the first not after the second, at most 366 days, so one request never reads more than the analysis
// is measured for (docs/product.md#nutrition). Pure: the API and the planner read the same rules; the
// dates themselves are read by the shared calendar date (domain/shared/calendar-date.ts).
import { DomainError } from "../errors";
import { daysBetween, readCalendarDate } from "../shared/calendar-date";
import type { Period } from "./analysis";

export const MAX_RANGE_DAYS = 366;

/** One date field, or a DomainError under its name. */
export const readDate = (value: unknown, field: string): string => readCalendarDate(value, field);

/** `from` to `to` inclusive, checked; the error names the field to fix. */
export function readRange(
  from: unknown,
  to: unknown,
  fields: { from: string; to: string } = { from: "start_date", to: "end_date" },
): Period {
  const start = readDate(from, fields.from);
  const end = readDate(to, fields.to);
  if (start > end) throw new DomainError(`The ${fields.to} may not be before the ${fields.from}.`, fields.to);
  if (daysBetween(start, end) + 1 > MAX_RANGE_DAYS)
    throw new DomainError(`Ask for at most ${MAX_RANGE_DAYS} days at a time.`, fields.to);
  return { from: start, to: end };
}
