// How the planner writes calendar dates ('Tuesday, November 24, 2026', '6:30 PM'). The dates themselves
// — reading, bounds, arithmetic, iteration — are the shared calendar date (domain/shared/calendar-date.ts).
// Pure and dependency-free: the planner's browser code uses it too (no zod in the client bundle).
import { dayNumber } from "../shared/calendar-date";

const DAY_MS = 86_400_000;
const dayDate = (n: number) => new Date(n * DAY_MS);

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
