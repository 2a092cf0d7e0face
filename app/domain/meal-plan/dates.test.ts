import { format } from "date-fns";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "../shared/calendar-date";
import { formatDay } from "./dates";

const PATTERNS = [
  "yyyy-MM-dd",
  "MMMM yyyy",
  "EEEE, MMMM d, yyyy",
  "MMM d",
  "MMM d, yyyy",
  "EEE d MMM",
  "EEEE",
  "EEE",
];

describe("formatDay", () => {
  it("writes the planner's labels", () => {
    expect(formatDay("2026-11-24", "EEEE, MMMM d, yyyy")).toBe("Tuesday, November 24, 2026");
    expect(formatDay("2026-02-01", "MMMM yyyy")).toBe("February 2026");
    expect(formatDay("2024-02-29", "EEE d MMM")).toBe("Thu 29 Feb");
    expect(formatDay("2027-01-02", "MMM d, yyyy")).toBe("Jan 2, 2027");
  });

  it("says what date-fns's format says for every pattern the planner uses", () => {
    fc.assert(
      fc.property(fc.integer({ min: -20_000, max: 40_000 }), fc.constantFrom(...PATTERNS), (n, pattern) => {
        const date = addDays("1970-01-01", n);
        const [y, m, d] = date.split("-").map(Number);
        const local = new Date(y ?? 0, (m ?? 1) - 1, d ?? 1);
        local.setFullYear(y ?? 0);
        expect(formatDay(date, pattern)).toBe(format(local, pattern));
      }),
    );
  });
});
