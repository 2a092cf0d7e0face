// An item's expiry status (docs/product.md#inventory, ADR 037): whole calendar days from the household's
// today to the expiry date. 0 or fewer is expired, 1 to 3 is expiring soon, more (or no date) is valid.
// Pure: "today" is given, so the bands and the time-zone edge are tested without a clock.
import { EXPIRATION_STATUSES, EXPIRING_SOON_DAYS, type ExpirationStatus, INVENTORY_TEXTS } from "./constants";

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A 'YYYY-MM-DD' calendar day as a count of days since 1970-01-01 (no time zone involved). */
function dayNumber(date: string): number {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`Not a calendar day: ${date}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
}

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
 * The calendar day an instant falls on in a time zone ('YYYY-MM-DD'). Without a zone, the server's own,
 * which is the day the planner and the dashboard call today (the household stores no zone of its own).
 */
export function todayIn(now: Date, timeZone?: string): string {
  const parts = dayFormat(timeZone).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** The day `days` after a calendar day (negative: before). */
export function addCalendarDays(date: string, days: number): string {
  return new Date((dayNumber(date) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from today to the expiry date: 0 on the day itself, negative once it has passed. */
export function daysUntil(today: string, expiryDate: string): number {
  return dayNumber(expiryDate) - dayNumber(today);
}

export function expiryStatus(days: number | null): ExpirationStatus {
  if (days === null) return "valid";
  if (days <= 0) return "expired";
  if (days <= EXPIRING_SOON_DAYS) return "expiring-soon";
  return "valid";
}

const plural = (n: number) => `${n} ${n === 1 ? "day" : "days"}`;

/** The words under the badge: how long ago it expired, or how long is left. */
export function expirationText(days: number | null): string {
  if (days === null) return INVENTORY_TEXTS.noExpiry;
  if (days < 0) return `Expired ${plural(-days)} ago`;
  if (days === 0) return "Expires today";
  if (days === 1) return "Expires tomorrow";
  return `Expires in ${plural(days)}`;
}

export type Expiry = {
  expirationDate: string | null;
  expirationStatus: ExpirationStatus;
  expirationText: string;
  daysUntilExpiry: number | null;
};

export function expiryOf(today: string, expiryDate: string | null): Expiry {
  const days = expiryDate ? daysUntil(today, expiryDate) : null;
  return {
    expirationDate: expiryDate,
    expirationStatus: expiryStatus(days),
    expirationText: expirationText(days),
    daysUntilExpiry: days,
  };
}

export const isExpirationStatus = (value: unknown): value is ExpirationStatus =>
  (EXPIRATION_STATUSES as readonly unknown[]).includes(value);
