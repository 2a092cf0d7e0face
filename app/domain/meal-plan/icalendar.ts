// iCalendar (RFC 5545) for the meal plan: the .ics export and the private calendar feed (ADR 011).
// A small serialiser of our own: one VCALENDAR of VEVENTs with floating local times (a meal at 18:30
// is at 18:30 wherever the family is), TEXT escaping, and lines folded at 75 octets without splitting
// a UTF-8 character. Pure: no clock, no database.
import { MEAL_TYPE_LABELS, type MealType } from "./constants";
import type { CalendarMeal } from "./meals.server";

export type IcsEvent = {
  uid: string;
  /** Local calendar date and 24-hour time, written as floating time. */
  date: string;
  time: string;
  durationMinutes: number;
  summary: string;
  description?: string;
  /** DTSTAMP and LAST-MODIFIED: when this information last changed (UTC). */
  modifiedAt: Date;
  sequence?: number;
  categories?: string[];
};

export type IcsCalendar = {
  name: string;
  events: readonly IcsEvent[];
  /** A hint for subscribed clients (REFRESH-INTERVAL and X-PUBLISHED-TTL). */
  refreshMinutes?: number;
};

const CRLF = "\r\n";
export const PRODID = "-//Family Meal Planner//Meal plan//EN";

/** TEXT values: backslash, semicolon and comma escaped, line breaks as \n, other control characters dropped. */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\r\n?/g, "\n")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "")
      .replace(/\\/g, "\\\\")
      .replace(/;/g, "\\;")
      .replace(/,/g, "\\,")
      .replace(/\n/g, "\\n")
  );
}

const utf8Length = (codePoint: number) =>
  codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;

/** Folds a content line: at most 75 octets per line, continuations start with one space (RFC 5545 §3.1). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  let limit = 75;
  for (const char of line) {
    const size = utf8Length(char.codePointAt(0) ?? 0);
    if (octets + size > limit) {
      parts.push(current);
      current = " ";
      octets = 1;
      limit = 75;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(CRLF);
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** 20261123T100500Z */
export function formatUtc(at: Date): string {
  return (
    `${pad(at.getUTCFullYear(), 4)}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}` +
    `T${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}Z`
  );
}

/** 20261125T183000 (floating: no zone, the same wall-clock time everywhere). */
export function formatFloating(date: string, time: string): string {
  const [y, m, d] = date.split("-");
  const [hh, mm] = time.split(":");
  return `${y}${m}${d}T${pad(Number(hh ?? 0))}${pad(Number(mm ?? 0))}00`;
}

function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `PT${h > 0 ? `${h}H` : ""}${m > 0 || h === 0 ? `${m}M` : ""}`;
}

const property = (name: string, value: string) => foldLine(`${name}:${value}`);

export function serializeCalendar(calendar: IcsCalendar): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${PRODID}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    property("X-WR-CALNAME", escapeText(calendar.name)),
  ];
  if (calendar.refreshMinutes) {
    lines.push(`REFRESH-INTERVAL;VALUE=DURATION:${formatDuration(calendar.refreshMinutes)}`);
    lines.push(`X-PUBLISHED-TTL:${formatDuration(calendar.refreshMinutes)}`);
  }
  for (const event of calendar.events) {
    lines.push("BEGIN:VEVENT");
    lines.push(property("UID", event.uid));
    lines.push(`DTSTAMP:${formatUtc(event.modifiedAt)}`);
    lines.push(`LAST-MODIFIED:${formatUtc(event.modifiedAt)}`);
    lines.push(`DTSTART:${formatFloating(event.date, event.time)}`);
    lines.push(`DURATION:${formatDuration(event.durationMinutes)}`);
    if (event.sequence !== undefined) lines.push(`SEQUENCE:${event.sequence}`);
    lines.push(property("SUMMARY", escapeText(event.summary)));
    if (event.description) lines.push(property("DESCRIPTION", escapeText(event.description)));
    if (event.categories?.length)
      lines.push(property("CATEGORIES", event.categories.map(escapeText).join(",")));
    lines.push("TRANSP:TRANSPARENT");
    lines.push("END:VEVENT");
  }
  lines.push("END:VCALENDAR");
  return lines.join(CRLF) + CRLF;
}

export const mealUid = (mealId: number) => `meal-${mealId}@family-meal-planner`;

/** A planned meal as a one-hour event: '{Type}: {title}', with servings, who it is for and the notes. */
export function mealEvent(meal: CalendarMeal): IcsEvent {
  const type = MEAL_TYPE_LABELS[meal.mealType as MealType] ?? meal.mealType;
  const description = [
    `Servings: ${meal.servings}`,
    `For: ${meal.forNames.length > 0 ? meal.forNames.join(", ") : "everyone"}`,
    meal.recipeTitle ? `Recipe: ${meal.recipeTitle}` : null,
    meal.isLeftover ? "Leftovers" : null,
    meal.description ? meal.description : null,
    meal.notes ? `Notes: ${meal.notes}` : null,
  ].filter((line): line is string => line !== null);
  return {
    uid: mealUid(meal.id),
    date: meal.date,
    time: meal.time,
    durationMinutes: 60,
    summary: `${type}: ${meal.title}`,
    description: description.join("\n"),
    modifiedAt: new Date(meal.updatedAt),
    sequence: Math.max(0, meal.version - 1),
    categories: [type],
  };
}

export function mealsCalendar(name: string, meals: readonly CalendarMeal[], refreshMinutes?: number): string {
  return serializeCalendar({ name, events: meals.map(mealEvent), refreshMinutes });
}
