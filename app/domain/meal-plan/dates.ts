// Calendar dates as 'yyyy-MM-dd' strings, counted in whole UTC days so a day never shifts with the time
// zone. Pure and dependency-free: the planner's browser code uses it too (no zod in the client bundle).

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a 'yyyy-MM-dd'. */
export const dayNumber = (date: string) =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;
export const dayDate = (n: number) => new Date(n * DAY_MS);
export const dayString = (n: number) => dayDate(n).toISOString().slice(0, 10);
/** The UTC calendar day of a moment. */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The calendar date `days` after a valid 'yyyy-MM-dd'. */
export function addDays(date: string, days: number): string {
  return dayString(dayNumber(date) + days);
}
