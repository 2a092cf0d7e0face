import { describe, expect, test } from "vitest";
import { DomainError } from "../errors";
import { MAX_RANGE_DAYS, readDate, readRange } from "./report-range";

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return { field: error.field, message: error.message };
    throw error;
  }
  throw new Error("not refused");
};

describe("report ranges", () => {
  test("real dates pass; impossible, missing or other shapes are refused under their field", () => {
    expect(readDate(" 2028-02-29 ", "date")).toBe("2028-02-29");
    expect(refusal(() => readDate("2027-02-29", "date"))).toEqual({
      field: "date",
      message: "The date is not a day of the calendar.",
    });
    // Issue 32: a date past the bounds hung the report (a day loop compared '10000-01-01' as text).
    expect(refusal(() => readDate("9999-12-31", "date"))).toEqual({
      field: "date",
      message: "The date must be between 1900-01-01 and 2199-12-31.",
    });
    expect(refusal(() => readRange("9999-12-31", "9999-12-31")).field).toBe("start_date");
    expect(refusal(() => readDate(null, "start_date")).message).toBe(
      "The start_date is required (YYYY-MM-DD).",
    );
    expect(refusal(() => readDate("27-3-1", "date")).field).toBe("date");
    expect(refusal(() => readDate(20270301, "date")).field).toBe("date");
  });

  test("a range runs forwards and holds at most 366 days", () => {
    expect(readRange("2027-01-01", "2027-01-01")).toEqual({ from: "2027-01-01", to: "2027-01-01" });
    expect(readRange("2028-01-01", "2028-12-31")).toEqual({ from: "2028-01-01", to: "2028-12-31" });
    expect(MAX_RANGE_DAYS).toBe(366);
    expect(refusal(() => readRange("2027-01-01", "2028-01-02"))).toEqual({
      field: "end_date",
      message: "Ask for at most 366 days at a time.",
    });
    expect(refusal(() => readRange("2027-03-02", "2027-03-01")).message).toBe(
      "The end_date may not be before the start_date.",
    );
  });
});
