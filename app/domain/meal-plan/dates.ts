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

/** The Sunday-to-Saturday week holding a date (weeks start on Sunday: docs/product.md#meal-planner). */
export function weekOf(date: string): { from: string; to: string } {
  const from = addDays(date, -dayDate(dayNumber(date)).getUTCDay());
  return { from, to: addDays(from, 6) };
}

/** Every date from `from` to `to`, inclusive. */
export function datesOf(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) dates.push(d);
  return dates;
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const two = (n: number) => String(n).padStart(2, "0");

/**
 * A 'yyyy-MM-dd' written with date-fns-style tokens — yyyy, MMMM, MMM, MM, dd, d, EEEE, EEE — in
 * English, e.g. formatDay('2026-11-24', 'EEEE, MMMM d, yyyy') → 'Tuesday, November 24, 2026'. The
 * planner's labels use it on the server and in the browser alike; date-fns's format (with its locale
 * machinery) would add about 7 KiB to the planner's scripts for these few patterns.
 */
export function formatDay(date: string, pattern: string): string {
  const day = dayDate(dayNumber(date));
  const year = day.getUTCFullYear();
  const month = day.getUTCMonth();
  const dom = day.getUTCDate();
  const weekday = WEEKDAYS[day.getUTCDay()] ?? "";
  const monthName = MONTHS[month] ?? "";
  return pattern.replace(/yyyy|MMMM|MMM|MM|dd|d|EEEE|EEE/g, (token) => {
    switch (token) {
      case "yyyy":
        return String(year);
      case "MMMM":
        return monthName;
      case "MMM":
        return monthName.slice(0, 3);
      case "MM":
        return two(month + 1);
      case "dd":
        return two(dom);
      case "d":
        return String(dom);
      case "EEEE":
        return weekday;
      default:
        return weekday.slice(0, 3);
    }
  });
}

/** 'Tue 25 Nov' (the history's and the planner's short date). */
export const shortDate = (date: string) => formatDay(date, "EEE d MMM");

/** '18:30' → '6:30 PM'; anything else is shown as it is. */
export function formatTime(time: string): string {
  const [h, m] = time.split(":").map(Number);
  if (h === undefined || m === undefined || Number.isNaN(h) || Number.isNaN(m)) return time;
  return `${h % 12 === 0 ? 12 : h % 12}:${two(m)} ${h < 12 ? "AM" : "PM"}`;
}
