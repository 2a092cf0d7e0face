import { expect, test } from "vitest";
import {
  escapeText,
  foldLine,
  formatFloating,
  formatUtc,
  mealEvent,
  mealsCalendar,
  serializeCalendar,
} from "./icalendar";
import type { CalendarMeal } from "./meals.server";

const meal = (extra: Partial<CalendarMeal> = {}): CalendarMeal => ({
  id: 42,
  householdId: 1,
  date: "2026-11-25",
  time: "18:30",
  mealType: "dinner",
  title: "Chili",
  recipeId: 3,
  recipeTitle: "Chili con carne",
  recipeServings: 4,
  description: "",
  notes: "Extra spicy; serve with rice, beans",
  servings: 4,
  memberIds: [],
  portions: {},
  forNames: ["Anna", "Ben"],
  reminderMinutes: null,
  nutrition: null,
  nutritionSource: null,
  dishes: [],
  isLeftover: false,
  originalMealId: null,
  seriesId: null,
  prepared: false,
  version: 3,
  createdBy: 1,
  updatedAt: new Date("2026-11-23T10:05:09Z"),
  ...extra,
});

const octets = (s: string) => new TextEncoder().encode(s).length;

test("TEXT escaping: backslash, semicolon, comma and line breaks", () => {
  expect(escapeText("a\\b; c, d\r\ne\nf\rg")).toBe("a\\\\b\\; c\\, d\\ne\\nf\\ng");
  expect(escapeText("bell\u0007 tab\tkept")).toBe("bell tab\tkept");
});

test("lines fold at 75 octets without splitting a character, continuations start with a space", () => {
  const short = `SUMMARY:${"x".repeat(67)}`;
  expect(foldLine(short)).toBe(short);
  const long = `DESCRIPTION:${"é".repeat(100)}😀${"a".repeat(80)}`;
  const folded = foldLine(long);
  const lines = folded.split("\r\n");
  expect(lines.length).toBeGreaterThan(3);
  for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
  for (const line of lines.slice(1)) expect(line.startsWith(" ")).toBe(true);
  expect(lines.map((l, i) => (i === 0 ? l : l.slice(1))).join("")).toBe(long);
  expect(folded).not.toContain("\uFFFD");
});

test("times: UTC stamps and floating local starts", () => {
  expect(formatUtc(new Date("2026-01-02T03:04:05Z"))).toBe("20260102T030405Z");
  expect(formatFloating("2026-11-25", "07:30")).toBe("20261125T073000");
});

test("a meal is a one-hour VEVENT with a stable UID, '{Type}: {title}' and its details", () => {
  const ics = mealsCalendar("Meal plan", [
    meal(),
    meal({ id: 43, mealType: "brunch", time: "10:30", forNames: [], notes: "" }),
  ]);
  expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
  expect(ics).not.toMatch(/[^\r]\n/);
  const unfolded = ics.replace(/\r\n /g, "");
  expect(unfolded).toContain(
    [
      "BEGIN:VEVENT",
      "UID:meal-42@family-meal-planner",
      "DTSTAMP:20261123T100509Z",
      "LAST-MODIFIED:20261123T100509Z",
      "DTSTART:20261125T183000",
      "DURATION:PT1H",
      "SEQUENCE:2",
      "SUMMARY:Dinner: Chili",
      "DESCRIPTION:Servings: 4\\nFor: Anna\\, Ben\\nRecipe: Chili con carne\\nNotes: Extra spicy\\; serve with rice\\, beans",
      "CATEGORIES:Dinner",
      "TRANSP:TRANSPARENT",
      "END:VEVENT",
    ].join("\r\n"),
  );
  expect(unfolded).toContain("SUMMARY:Brunch: Chili");
  expect(unfolded).toContain("DESCRIPTION:Servings: 4\\nFor: everyone\\nRecipe: Chili con carne\r\n");
  expect(unfolded.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  expect(unfolded.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:")).toBe(true);
});

test("a feed carries a refresh hint; an empty calendar is still valid", () => {
  const ics = serializeCalendar({ name: "Family, meals", events: [], refreshMinutes: 60 });
  expect(ics).toContain("X-WR-CALNAME:Family\\, meals\r\n");
  expect(ics).toContain("REFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n");
  expect(ics).toContain("X-PUBLISHED-TTL:PT1H\r\n");
  expect(mealEvent(meal({ title: "x".repeat(200) })).summary).toHaveLength(208);
});
