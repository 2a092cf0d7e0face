import { describe, expect, test } from "vitest";
import { expiryOf } from "../inventory/expiry";
import {
  householdToday,
  serverTimeZone,
  startOfDayIn,
  TIME_ZONE_INVALID,
  TIME_ZONES,
  TimeZoneSchema,
} from "./time-zone";

// One instant: 2026-11-26 at 11:30 UTC. Kiritimati (UTC+14) is already on the 27th (01:30); Etc/GMT+12
// (UTC−12, the sign is POSIX's) is still on the 25th (23:30).
const instant = new Date("2026-11-26T11:30:00Z");

describe("a household's today depends on its time zone", () => {
  test.each([
    { zone: "Pacific/Kiritimati", today: "2026-11-27" },
    { zone: "Etc/GMT+12", today: "2026-11-25" },
    { zone: "UTC", today: "2026-11-26" },
  ])("at 11:30 UTC it is $today in $zone", ({ zone, today }) => {
    expect(householdToday(zone, instant)).toBe(today);
  });

  test.each([
    { zone: "Pacific/Kiritimati", expiry: "2026-11-27", status: "expired", text: "Expires today" },
    { zone: "Etc/GMT+12", expiry: "2026-11-27", status: "expiring-soon", text: "Expires in 2 days" },
    { zone: "Pacific/Kiritimati", expiry: "2026-11-30", status: "expiring-soon", text: "Expires in 3 days" },
    { zone: "Etc/GMT+12", expiry: "2026-11-30", status: "valid", text: "Expires in 5 days" },
    { zone: "Pacific/Kiritimati", expiry: "2026-11-26", status: "expired", text: "Expired 1 day ago" },
    { zone: "Etc/GMT+12", expiry: "2026-11-26", status: "expiring-soon", text: "Expires tomorrow" },
  ])("an item expiring $expiry is $status in $zone", ({ zone, expiry, status, text }) => {
    const expiryNow = expiryOf(householdToday(zone, instant), expiry);
    expect(expiryNow.expirationStatus).toBe(status);
    expect(expiryNow.expirationText).toBe(text);
  });

  test("no zone, or one the runtime does not know, is the server's day", () => {
    const server = householdToday(serverTimeZone(), instant);
    expect(householdToday(null, instant)).toBe(server);
    expect(householdToday(undefined, instant)).toBe(server);
    expect(householdToday("Mars/Olympus_Mons", instant)).toBe(server);
  });
});

describe("the time zone field", () => {
  test("takes a listed zone, and empty for the server's zone", () => {
    expect(TIME_ZONES).toContain("Europe/Berlin");
    expect(TimeZoneSchema.parse({ time_zone: "Europe/Berlin" })).toEqual({ time_zone: "Europe/Berlin" });
    expect(TimeZoneSchema.parse({ time_zone: "" })).toEqual({ time_zone: null });
    expect(TimeZoneSchema.parse({})).toEqual({ time_zone: null });
  });

  test.each(["Mars/Olympus_Mons", "europe/berlin ", "+02:00", 42])("refuses %j with one message", (zone) => {
    const result = TimeZoneSchema.safeParse({ time_zone: zone });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([TIME_ZONE_INVALID]);
  });
});

describe("where a household's day starts", () => {
  test.each([
    ["2026-11-26", "Europe/London", "2026-11-26T00:00:00.000Z"],
    ["2026-11-26", "Pacific/Kiritimati", "2026-11-25T10:00:00.000Z"],
    ["2026-11-26", "America/New_York", "2026-11-26T05:00:00.000Z"],
    // The days after the clocks change: summer time, then winter time again.
    ["2026-03-30", "Europe/Berlin", "2026-03-29T22:00:00.000Z"],
    ["2026-10-26", "Europe/Berlin", "2026-10-25T23:00:00.000Z"],
    ["2026-11-26", "Not/AZone", null],
  ])("%s begins in %s at %s", (day, zone, expected) => {
    const start = startOfDayIn(day, zone);
    if (expected) expect(start.toISOString()).toBe(expected);
    else expect(start).toEqual(startOfDayIn(day, null));
    // Whatever the zone, it is the first instant of that day there.
    expect(householdToday(zone === "Not/AZone" ? null : zone, start)).toBe(day);
    expect(householdToday(zone === "Not/AZone" ? null : zone, new Date(start.getTime() - 1))).not.toBe(day);
  });
});

describe("the server's zone", () => {
  test("is read once, and again when TZ changes", () => {
    const before = process.env.TZ;
    try {
      process.env.TZ = "Asia/Tokyo";
      expect(serverTimeZone()).toBe("Asia/Tokyo");
      expect(startOfDayIn("2026-11-26", null).toISOString()).toBe("2026-11-25T15:00:00.000Z");
      process.env.TZ = "America/New_York";
      expect(serverTimeZone()).toBe("America/New_York");
      expect(startOfDayIn("2026-11-26", null).toISOString()).toBe("2026-11-26T05:00:00.000Z");
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });
});
