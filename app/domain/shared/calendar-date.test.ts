import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  addDays,
  addMonths,
  CalendarDateError,
  dateProblem,
  daysBetween,
  eachDay,
  FIRST_DATE,
  LAST_DATE,
  parseCalendarDate,
  parseDateOrTimestamp,
  readCalendarDate,
  todayIn,
  weekOf,
} from "./calendar-date";

describe("reading a date", () => {
  test.each([
    ["2026-11-28", "2026-11-28"],
    [" 2026-11-28 ", "2026-11-28"],
    ["2024-02-29", "2024-02-29"],
    [FIRST_DATE, FIRST_DATE],
    [LAST_DATE, LAST_DATE],
  ])("%j is %s", (input, date) => expect(parseCalendarDate(input)).toBe(date));

  test.each([
    // The findings of issue 32: impossible days, and years outside what a request may walk.
    ["2023-02-30", "impossible"],
    ["2023-02-29", "impossible"],
    ["1900-02-29", "impossible"],
    ["2026-13-01", "impossible"],
    ["2026-00-10", "impossible"],
    ["2026-04-31", "impossible"],
    ["9999-12-31", "range"],
    ["9999-12-28", "range"],
    ["0000-01-01", "range"],
    ["0099-06-01", "range"],
    ["1899-12-31", "range"],
    ["2200-01-01", "range"],
    ["10000-01-01", "format"],
    ["2026-1-5", "format"],
    ["20261128", "format"],
    ["2026-11-28T10:00", "format"],
    ["２０２６-11-28", "format"],
    [20261128, "format"],
    [{}, "format"],
    [["2026-11-28"], "format"],
    [true, "format"],
    ["", "required"],
    ["   ", "required"],
    [null, "required"],
    [undefined, "required"],
  ])("%j is refused (%s)", (input, problem) => {
    expect(parseCalendarDate(input)).toBeNull();
    expect(dateProblem(input)).toBe(problem);
  });

  test("a timestamp's date, when its time is real too", () => {
    expect(parseDateOrTimestamp("2026-11-28T18:30:00Z")).toBe("2026-11-28");
    expect(parseDateOrTimestamp("2026-11-28 18:30+01:00")).toBe("2026-11-28");
    expect(parseDateOrTimestamp("2026-11-28T25:00")).toBeNull();
    expect(parseDateOrTimestamp("9999-12-31T00:00:00Z")).toBeNull();
  });

  test("a refused field is a DomainError naming the field", () => {
    expect(() => readCalendarDate("9999-12-31", "start_date")).toThrow(CalendarDateError);
    try {
      readCalendarDate("2023-02-30", "date");
    } catch (error) {
      expect(error).toMatchObject({ field: "date", message: "The date is not a day of the calendar." });
    }
    expect(() => readCalendarDate("0000-01-01", "expiryDate")).toThrow(
      "The expiryDate must be between 1900-01-01 and 2199-12-31.",
    );
  });

  test("any string is read without throwing, and what is accepted is written back as it was read", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^\d{4}-\d{2}-\d{2}$/)), (text) => {
        const date = parseCalendarDate(text);
        if (date !== null) {
          expect(date).toBe(text.trim());
          expect(date >= FIRST_DATE && date <= LAST_DATE).toBe(true);
        }
      }),
    );
  });
});

describe("arithmetic", () => {
  test("days, weeks and months", () => {
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2024-01-31", 1)).toBe("2024-02-29");
    expect(addMonths("2026-11-28", -12)).toBe("2025-11-28");
    expect(daysBetween("2026-11-28", "2027-11-28")).toBe(365);
  });

  test("the last date plus a year is still written with four digits and sorts as text", () => {
    const later = addDays(LAST_DATE, 366);
    expect(later).toBe("2201-01-01");
    expect(later > LAST_DATE).toBe(true);
  });

  test("adding days agrees with counting them", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 109_000 }), fc.integer({ min: -1000, max: 1000 }), (n, k) => {
        const date = addDays(FIRST_DATE, n);
        expect(daysBetween(date, addDays(date, k))).toBe(k);
      }),
    );
  });

  test("a week runs Sunday to Saturday, whichever of its days is given", () => {
    expect(weekOf("2026-11-25")).toEqual({ from: "2026-11-22", to: "2026-11-28" });
    expect(weekOf("2026-11-22")).toEqual({ from: "2026-11-22", to: "2026-11-28" });
    expect(weekOf("2027-01-02")).toEqual({ from: "2026-12-27", to: "2027-01-02" });
  });
});

describe("walking days", () => {
  test("both ends included; none when the end is first", () => {
    expect(eachDay("2026-12-30", "2027-01-02")).toEqual([
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
      "2027-01-02",
    ]);
    expect(eachDay("2026-11-25", "2026-11-25")).toEqual(["2026-11-25"]);
    expect(eachDay("2026-11-26", "2026-11-25")).toEqual([]);
  });

  test("the last day of the bounds is walked like any other (the loop counts, it does not compare text)", () => {
    expect(eachDay(LAST_DATE, LAST_DATE)).toEqual([LAST_DATE]);
    expect(eachDay("2199-12-25", LAST_DATE)).toHaveLength(7);
  });

  test("a span past its cap is refused before a day is walked", () => {
    expect(() => eachDay(FIRST_DATE, LAST_DATE)).toThrow(RangeError);
    expect(eachDay("2024-01-01", "2024-12-31")).toHaveLength(366);
    expect(() => eachDay("2024-01-01", "2025-01-01")).toThrow(RangeError);
  });
});

test("today in a zone", () => {
  const now = new Date("2026-11-28T23:30:00Z");
  expect(todayIn(now, "UTC")).toBe("2026-11-28");
  expect(todayIn(now, "Europe/Berlin")).toBe("2026-11-29");
  expect(todayIn(now, "America/Los_Angeles")).toBe("2026-11-28");
});
