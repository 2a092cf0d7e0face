// The date ranges the nutrition calls and 'Generate Missing Nutrition Data' accept: two calendar dates,
// the first not after the second, at most 366 days, so one request never reads more than the analysis
// is measured for (docs/product.md#nutrition). Pure: the API and the planner read the same rules.
import { DomainError } from "../errors";
import type { Period } from "./analysis";

export const MAX_RANGE_DAYS = 366;

const DAY_MS = 86_400_000;

/** A real calendar date written yyyy-MM-dd, as days since 1970-01-01; null otherwise. */
export function dayOf(value: unknown): number | null {
  if (typeof value !== "string") return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!m) return null;
  const time = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const date = new Date(time);
  if (date.getUTCMonth() !== Number(m[2]) - 1 || date.getUTCDate() !== Number(m[3])) return null;
  return time / DAY_MS;
}

const dateText = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** One date field, or a DomainError under its name. */
export function readDate(value: unknown, field: string): string {
  if (value === undefined || value === null || value === "")
    throw new DomainError(`The ${field} is required (YYYY-MM-DD).`, field);
  const day = dayOf(value);
  if (day === null) throw new DomainError(`The ${field} must be a date written YYYY-MM-DD.`, field);
  return dateText(day);
}

/** `from` to `to` inclusive, checked; the error names the field to fix. */
export function readRange(
  from: unknown,
  to: unknown,
  fields: { from: string; to: string } = { from: "start_date", to: "end_date" },
): Period {
  const start = readDate(from, fields.from);
  const end = readDate(to, fields.to);
  if (start > end) throw new DomainError(`The ${fields.to} may not be before the ${fields.from}.`, fields.to);
  const days = (Date.parse(end) - Date.parse(start)) / DAY_MS + 1;
  if (days > MAX_RANGE_DAYS)
    throw new DomainError(`Ask for at most ${MAX_RANGE_DAYS} days at a time.`, fields.to);
  return { from: start, to: end };
}

/** The date `days` after a yyyy-MM-dd. */
export function plusDays(date: string, days: number): string {
  return dateText(Date.parse(date) / DAY_MS + days);
}
