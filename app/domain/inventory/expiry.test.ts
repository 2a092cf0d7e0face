import { describe, expect, test } from "vitest";
import { addCalendarDays, daysUntil, expirationText, expiryOf, expiryStatus, todayIn } from "./expiry";

describe("expiry bands (0 or fewer days expired, 1–3 expiring soon, else valid)", () => {
  test.each([
    { expiry: "2026-11-20", days: -6, status: "expired", text: "Expired 6 days ago" },
    { expiry: "2026-11-25", days: -1, status: "expired", text: "Expired 1 day ago" },
    { expiry: "2026-11-26", days: 0, status: "expired", text: "Expires today" },
    { expiry: "2026-11-27", days: 1, status: "expiring-soon", text: "Expires tomorrow" },
    { expiry: "2026-11-29", days: 3, status: "expiring-soon", text: "Expires in 3 days" },
    { expiry: "2026-11-30", days: 4, status: "valid", text: "Expires in 4 days" },
    { expiry: "2027-11-26", days: 365, status: "valid", text: "Expires in 365 days" },
  ])("expiring $expiry, today 2026-11-26: $status", ({ expiry, days, status, text }) => {
    expect(daysUntil("2026-11-26", expiry)).toBe(days);
    expect(expiryStatus(days)).toBe(status);
    expect(expiryOf("2026-11-26", expiry)).toEqual({
      expirationDate: expiry,
      expirationStatus: status,
      expirationText: text,
      daysUntilExpiry: days,
    });
  });

  test("no expiry date is valid, with its own words", () => {
    expect(expiryOf("2026-11-26", null)).toEqual({
      expirationDate: null,
      expirationStatus: "valid",
      expirationText: "No expiry date",
      daysUntilExpiry: null,
    });
    expect(expirationText(null)).toBe("No expiry date");
  });

  test("whole calendar days across month, year and daylight-saving changes", () => {
    expect(daysUntil("2026-12-31", "2027-01-01")).toBe(1);
    expect(daysUntil("2028-02-28", "2028-03-01")).toBe(2);
    expect(daysUntil("2026-03-28", "2026-03-30")).toBe(2);
    expect(addCalendarDays("2026-11-29", 3)).toBe("2026-12-02");
    expect(addCalendarDays("2027-01-01", -1)).toBe("2026-12-31");
  });
});

describe("the household's today, in its time zone", () => {
  test.each([
    // 23:30 UTC on the 26th is already the 27th in Berlin and still the 26th in New York.
    { now: "2026-11-26T23:30:00Z", zone: "UTC", today: "2026-11-26" },
    { now: "2026-11-26T23:30:00Z", zone: "Europe/Berlin", today: "2026-11-27" },
    { now: "2026-11-26T23:30:00Z", zone: "America/New_York", today: "2026-11-26" },
    // 03:00 UTC on the 27th is still the 26th in Los Angeles.
    { now: "2026-11-27T03:00:00Z", zone: "America/Los_Angeles", today: "2026-11-26" },
    { now: "2026-11-26T12:00:00Z", zone: "Pacific/Kiritimati", today: "2026-11-27" },
  ])("$now in $zone is $today", ({ now, zone, today }) => {
    expect(todayIn(new Date(now), zone)).toBe(today);
  });

  test("an item expiring on the 27th is expired in Berlin and expiring soon in New York at the same instant", () => {
    const now = new Date("2026-11-26T23:30:00Z");
    expect(expiryOf(todayIn(now, "Europe/Berlin"), "2026-11-27").expirationStatus).toBe("expired");
    expect(expiryOf(todayIn(now, "America/New_York"), "2026-11-27").expirationStatus).toBe("expiring-soon");
  });
});
