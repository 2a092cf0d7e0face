// An item's expiry status (docs/product.md#inventory, ADR 037): whole calendar days from the household's
// today to the expiry date. 0 or fewer is expired, 1 to 3 is expiring soon, more (or no date) is valid.
// Pure: "today" is given, so the bands and the time-zone edge are tested without a clock.
import { addDays, daysBetween, todayIn } from "../shared/calendar-date";
import { EXPIRATION_STATUSES, EXPIRING_SOON_DAYS, type ExpirationStatus, INVENTORY_TEXTS } from "./constants";

export { todayIn };

/** The day `days` after a calendar day (negative: before). */
export const addCalendarDays = addDays;

/** Whole days from today to the expiry date: 0 on the day itself, negative once it has passed. */
export const daysUntil = (today: string, expiryDate: string): number => daysBetween(today, expiryDate);

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
