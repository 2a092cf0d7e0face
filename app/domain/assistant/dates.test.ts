// The assistant's dates are the shared calendar's (issue 32): a chat date outside its years, and Add to
// Calendar's impossible start dates, are refused with a sentence instead of a 502 or a RangeError.
import { describe, expect, test } from "vitest";
import { placeMeals } from "./calendar";
import { analyseByKeywords, readDays } from "./intent";
import { AddToCalendarSchema, PlanDaySchema } from "./schemas";

const TODAY = "2026-11-28";

describe("dates written in a chat message", () => {
  test("a real date starts the plan", () => {
    expect(readDays("plan 7 days of dinners from 2026-12-01", TODAY)).toEqual({
      days: 7,
      start: "2026-12-01",
      refusedDate: null,
    });
  });

  test.each(["9999-12-28", "10000-01-01", "2023-02-30", "0001-01-01"])(
    "'plan 7 days of dinners from %s' asks for another date",
    (date) => {
      const message = `plan 7 days of dinners from ${date}`;
      expect(readDays(message, TODAY)).toMatchObject({ start: null, refusedDate: date });
      const result = analyseByKeywords(message, [], TODAY);
      expect(result.intent).toBe("MEAL_PLAN");
      expect(result.parameters.start_date).toBeNull();
      expect(result.clarificationQuestion).toBe(
        `${date} is not a date I can plan for: I plan from 1900-01-01 to 2199-12-31. From which date should the plan start?`,
      );
    },
  );

  test("a model's plan day with an impossible date is read as undated", () => {
    expect(PlanDaySchema.parse({ label: "Monday", date: "2023-02-30", meals: [] }).date).toBeNull();
    expect(PlanDaySchema.parse({ label: "Monday", date: "9999-12-31", meals: [] }).date).toBeNull();
    expect(PlanDaySchema.parse({ label: "Monday", date: "2026-12-01", meals: [] }).date).toBe("2026-12-01");
  });
});

describe("Add to Calendar's dates", () => {
  const form = (start: string, end?: string) => ({ start_date: start, end_date: end, meal: "0:0" });

  test.each([
    ["2023-02-30", "The date is not a day of the calendar."],
    ["2023-02-29", "The date is not a day of the calendar."],
    ["1900-02-29", "The date is not a day of the calendar."],
    ["9999-12-31", "The date must be between 1900-01-01 and 2199-12-31."],
    ["12/01/2026", "Enter a date as YYYY-MM-DD."],
  ])("start %s is refused: %s", (start, message) => {
    const result = AddToCalendarSchema.safeParse(form(start));
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ["start_date"], message })]);
  });

  test("an impossible end date is refused under its own name; an empty one is the default", () => {
    const bad = AddToCalendarSchema.safeParse(form("2026-12-01", "2026-12-32"));
    expect(bad.error?.issues[0]?.path).toEqual(["end_date"]);
    expect(AddToCalendarSchema.parse(form("2026-12-01", "")).end_date).toBeUndefined();
  });

  test("no meal is placed past the calendar's last date", () => {
    const plan = {
      days: Array.from({ length: 5 }, (_, d) => ({
        label: `Day ${d + 1}`,
        date: null,
        meals: [{ mealType: "dinner" as const, title: "Soup", time: null, recipeId: null, include: true }],
      })),
    };
    const chosen = new Set(plan.days.map((_, d) => `${d}:0`));
    const placed = placeMeals(plan, "2199-12-30", "2200-01-10", chosen);
    expect(placed.map((m) => m.date)).toEqual(["2199-12-30", "2199-12-31"]);
  });
});
