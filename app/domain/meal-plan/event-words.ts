// Every meal-plan event told in plain words, in one place: the history screen, its CSV and JSON-lines
// exports, and a meal's own history on Meal Details all render through this module (docs/product.md).
// Pure: no database, no clock; what a payload holds may be odd (an old or broken event), and these
// functions never throw on it.
//
// Two voices share the vocabulary below. The log (`summarizeEvent`, `describeEvent`) names the meal
// and says when and from where in full ('Anna via API token, Mon 23 Nov 2026, 10:05 UTC: Removed
// "Soup"'); Meal Details (`describeMealEvent`, `historyLines`) is on the meal's own page, so it leaves
// the meal out and uses the planner's short dates ('Moved from Tue 25 Nov dinner to Thu 27 Nov lunch').
// Apart from that the two voices use the same words, and where they differed the log's won (issue 12):
// the source is 'API token' (SOURCE_LABELS, 'Anna (API token)' on Meal Details), titles in straight
// quotes ('"Soup"'), nutrition as '20 g' and '320 kcal', a nutrition source as 'entered by hand'.
import { format } from "date-fns";
import type { EventMetadata, EventSource, RecordedEvent } from "../../events/types";
import type { NutritionValues } from "../nutrition/constants";
import { parseCalendarDate } from "../shared/calendar-date";
import { MEAL_TYPE_LABELS, type MealType } from "./constants";
import { formatTime, shortDate } from "./dates";
import { SOURCE_LABELS } from "./event-labels";
import {
  MEAL_EVENT_TYPES,
  MEAL_PLAN_CODECS,
  type MealEvent,
  type MealFields,
  SERIES_EVENT_TYPES,
  sameValue,
} from "./events";

export { NUTRITION_SOURCE_LABELS, SOURCE_LABELS } from "./event-labels";

export const HISTORY_EVENT_TYPES = [...MEAL_EVENT_TYPES, ...SERIES_EVENT_TYPES] as const;
export type HistoryEventType = (typeof HISTORY_EVENT_TYPES)[number];

export const EVENT_TYPE_LABELS: Record<HistoryEventType, string> = {
  MealPlanned: "Meal planned",
  LeftoverPlanned: "Leftovers planned",
  MealChanged: "Meal changed",
  MealMoved: "Meal moved",
  MealRemoved: "Meal removed",
  DishAdded: "Dish added",
  DishRemoved: "Dish removed",
  MealPreparedMarked: "Marked as prepared",
  MealPreparedUnmarked: "Marked as not prepared",
  MealNutritionSet: "Nutrition set",
  SeriesPlanned: "Series planned",
  SeriesEnded: "Series ended",
};

/** Whether a text is a real 'yyyy-MM-dd' calendar date within the shared bounds. */
export const isCalendarDate = (value: string) => parseCalendarDate(value) === value;

/**
 * An event's payload upcast by its stream type's codec (ADR 024), so old shapes read as today's. Not
 * parsed: the words tell whatever the log holds without throwing, and in its stored order (the order
 * of a change's fields is the order an auditor reads them in).
 */
function readable<E extends Pick<RecordedEvent, "type" | "data"> & { streamId?: string }>(event: E): E {
  const type = event.streamId?.split("-")[0] ?? (event.type.startsWith("Series") ? "series" : "meal");
  const codec = MEAL_PLAN_CODECS[type as keyof typeof MEAL_PLAN_CODECS];
  return codec ? codec.upcast(event) : event;
}

/** The meal an event is about, if any (series events are about several). */
export function mealIdOf(event: Pick<RecordedEvent, "streamId" | "data">): number | null {
  const fromData = event.data.mealId;
  if (typeof fromData === "number" && Number.isInteger(fromData)) return fromData;
  const match = /^meal-(\d+)$/.exec(event.streamId);
  return match ? Number(match[1]) : null;
}

// --- the log's voice ---------------------------------------------------------------------------------

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const pad = (n: number) => String(n).padStart(2, "0");

/** 'Wed 25 Nov 2026' for a calendar date; the text itself when it is not one. */
export function formatDay(date: string): string {
  if (!isCalendarDate(date)) return date;
  const d = new Date(`${date}T00:00:00.000Z`);
  return `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** 'Mon 23 Nov 2026, 10:05 UTC': server time in UTC, the same text on the server and in the browser. */
export function formatRecordedAt(at: Date | string): string {
  const d = new Date(at);
  if (Number.isNaN(d.getTime())) return String(at);
  return `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())} UTC`;
}

export const sourceLabel = (source: unknown) =>
  SOURCE_LABELS[source as EventSource] ?? (typeof source === "string" ? source : "unknown");

export const actorName = (metadata: Partial<EventMetadata> | undefined) => metadata?.actor?.name ?? "System";

const typeLabel = (type: unknown) =>
  typeof type === "string" && type in MEAL_TYPE_LABELS
    ? MEAL_TYPE_LABELS[type as keyof typeof MEAL_TYPE_LABELS].toLowerCase()
    : String(type ?? "meal");

const quoted = (text: unknown, max = 60) => {
  const s = String(text ?? "")
    .replace(/\s+/g, " ")
    .trim();
  if (s === "") return "(empty)";
  return `"${s.length > max ? `${s.slice(0, max - 1)}…` : s}"`;
};

const slot = (at: unknown) => {
  const o = (at ?? {}) as { date?: unknown; time?: unknown; mealType?: unknown };
  return `${typeLabel(o.mealType)} on ${formatDay(String(o.date ?? "?"))}${o.time ? ` at ${o.time}` : ""}`;
};

const NUTRIENT_UNITS: [keyof NutritionValues, string, string][] = [
  ["calories", "", " kcal"],
  ["protein", "protein ", " g"],
  ["carbs", "carbs ", " g"],
  ["fat", "fat ", " g"],
  ["fiber", "fiber ", " g"],
  ["sugar", "sugar ", " g"],
];

function nutritionText(value: unknown): string {
  if (!value || typeof value !== "object") return "none";
  const n = value as Partial<NutritionValues>;
  const parts = NUTRIENT_UNITS.flatMap(([key, label, unit]) =>
    typeof n[key] === "number" ? [`${label}${n[key]}${unit}`] : [],
  );
  return parts.length > 0 ? parts.join(", ") : "none";
}

const NUTRITION_SOURCES: Record<string, string> = {
  manual: "entered by hand",
  computed: "computed from the recipe",
  ai: "estimated by the assistant",
};

const listText = (value: unknown, empty: string) =>
  Array.isArray(value) && value.length > 0 ? value.map(String).join(", ") : empty;

const recipeText = (value: unknown) =>
  value && typeof value === "object" && "title" in value
    ? quoted((value as { title: unknown }).title)
    : "none";

const reminderText = (value: unknown) => (typeof value === "number" ? `${value} minutes before` : "off");

const FIELD_LABELS: Record<string, string> = {
  date: "Date",
  time: "Time",
  mealType: "Type",
  title: "Title",
  recipe: "Recipe",
  description: "Description",
  notes: "Notes",
  servings: "Servings",
  forNames: "For",
  portions: "Portions",
  reminderMinutes: "Reminder",
  nutrition: "Nutrition",
  nutritionSource: "Nutrition source",
  dishes: "Dishes",
};

function fieldChange(
  field: string,
  change: { from?: unknown; to?: unknown },
  names: Map<string, string>,
): string | null {
  // A value that did not change is no change (older events hold a recipe snapshot read back from the
  // log in another key order); the same words for different values say the field was updated.
  if (sameValue(change.from, change.to)) return null;
  const arrow = (render: (v: unknown) => string) => {
    const from = render(change.from);
    const to = render(change.to);
    return from === to ? `${to} (updated)` : `${from} → ${to}`;
  };
  const label = FIELD_LABELS[field] ?? field;
  switch (field) {
    case "date":
      return `${label}: ${arrow((v) => formatDay(String(v)))}`;
    case "mealType":
      return `${label}: ${arrow(typeLabel)}`;
    case "time":
    case "servings":
      return `${label}: ${arrow((v) => String(v ?? "none"))}`;
    case "title":
    case "description":
    case "notes":
      return `${label}: ${arrow((v) => quoted(v))}`;
    case "recipe":
      return `${label}: ${arrow(recipeText)}`;
    case "forNames":
      return `${label}: ${arrow((v) => listText(v, "everyone"))}`;
    case "memberIds":
      return null; // told by forNames, which changes with it
    case "portions": {
      const from = (change.from ?? {}) as Record<string, unknown>;
      const to = (change.to ?? {}) as Record<string, unknown>;
      const ids = [...new Set([...Object.keys(from), ...Object.keys(to)])].filter(
        (id) => from[id] !== to[id],
      );
      if (ids.length === 0) return null;
      const who = (id: string) => names.get(id) ?? `member #${id}`;
      const pct = (v: unknown) => (typeof v === "number" ? `${v}%` : "none");
      return `${label}: ${ids.map((id) => `${who(id)} ${pct(from[id])} → ${pct(to[id])}`).join(", ")}`;
    }
    case "reminderMinutes":
      return `${label}: ${arrow(reminderText)}`;
    case "nutrition":
      return `${label}: ${arrow(nutritionText)}`;
    case "nutritionSource":
      return `${label}: ${arrow((v) => (typeof v === "string" ? (NUTRITION_SOURCES[v] ?? v) : "none"))}`;
    case "dishes":
      return `${label}: ${arrow((v) =>
        listText(Array.isArray(v) ? v.map((d) => (d as { title?: unknown })?.title ?? "?") : v, "none"),
      )}`;
    default:
      return `${label} changed`;
  }
}

function changedText(changes: unknown): string {
  if (!changes || typeof changes !== "object") return "Changed the meal";
  const entries = Object.entries(changes as Record<string, { from?: unknown; to?: unknown }>);
  // Portions are keyed by member id: name them from the same change when it lists the members.
  const names = new Map<string, string>();
  const members = (changes as Record<string, { to?: unknown }>).memberIds?.to;
  const forNames = (changes as Record<string, { to?: unknown }>).forNames?.to;
  if (Array.isArray(members) && Array.isArray(forNames) && members.length === forNames.length)
    for (const [i, id] of members.entries()) names.set(String(id), String(forNames[i]));
  const parts = entries.flatMap(([field, change]) => {
    const text = fieldChange(field, change ?? {}, names);
    return text ? [text] : [];
  });
  return parts.length > 0
    ? parts.join("; ")
    : entries.length > 0
      ? "Saved without changes"
      : "Changed the meal";
}

const RECURRENCE_WORDS: Record<string, string> = {
  daily: "daily",
  weekly: "weekly",
  biweekly: "every two weeks",
  monthly: "monthly",
  custom: "on chosen weekdays",
};

/** The titles an event's meals had when it was recorded (mealTitlesAt); null when not known. */
export type TitlesAtEvent = { meal: string | null; original: string | null };

/**
 * What an event did, in one line ('Servings: 4 → 2', 'Removed "Soup"'). Meals are named by the title
 * they had at the time when `titles` knows it, otherwise by their number. Never throws, whatever the
 * payload holds.
 */
export function summarizeEvent(event: Pick<RecordedEvent, "type" | "data">, titles?: TitlesAtEvent): string {
  try {
    const d = readable(event).data as Record<string, unknown>;
    const meal = titles?.meal ? quoted(titles.meal) : `meal #${d.mealId}`;
    switch (event.type) {
      case "MealPlanned":
        return `Planned ${quoted(d.title)} for ${slot(d)}${typeof d.seriesId === "number" ? ` (series #${d.seriesId})` : ""}`;
      case "LeftoverPlanned":
        return `Planned leftovers ${quoted(d.title)} of ${titles?.original ? quoted(titles.original) : `meal #${d.originalMealId}`} for ${slot(d)}`;
      case "MealChanged":
        return changedText(d.changes);
      case "MealMoved":
        return `Moved from ${slot(d.from)} to ${slot(d.to)}`;
      case "MealRemoved":
        return `Removed ${meal}`;
      case "DishAdded": {
        const dish = (d.dish ?? {}) as { title?: unknown; recipe?: unknown };
        return `Added the dish ${quoted(dish.title)}${dish.recipe ? ` (recipe ${recipeText(dish.recipe)})` : ""}`;
      }
      case "DishRemoved":
        return `Removed the dish ${quoted(d.title)}`;
      case "MealPreparedMarked":
        return "Marked as prepared";
      case "MealPreparedUnmarked":
        return "Marked as not prepared";
      case "MealNutritionSet": {
        const how = typeof d.source === "string" ? (NUTRITION_SOURCES[d.source] ?? d.source) : "set";
        return `Nutrition ${how}: ${nutritionText(d.nutrition)} (was ${nutritionText(d.previous)})`;
      }
      case "SeriesPlanned": {
        const rule = (d.rule ?? {}) as { pattern?: unknown; endDate?: unknown };
        const count = Array.isArray(d.mealIds) ? d.mealIds.length : 0;
        const until = typeof rule.endDate === "string" ? ` until ${formatDay(rule.endDate)}` : "";
        return `Planned ${quoted(d.title)} ${RECURRENCE_WORDS[String(rule.pattern)] ?? String(rule.pattern)} from ${formatDay(String(d.startDate))}${until} (${count} meal${count === 1 ? "" : "s"})`;
      }
      case "SeriesEnded": {
        const count = Array.isArray(d.removedMealIds) ? d.removedMealIds.length : 0;
        return `Ended series #${d.seriesId} from ${formatDay(String(d.fromDate))} (${count} meal${count === 1 ? "" : "s"} removed)`;
      }
      default:
        return event.type;
    }
  } catch {
    return event.type;
  }
}

/** Who, when, from where and what: 'Anna via web form, Mon 23 Nov 2026, 10:05 UTC: Servings: 4 → 2'. */
export function describeEvent(
  event: Pick<RecordedEvent, "type" | "data" | "metadata" | "recordedAt">,
  titles?: TitlesAtEvent,
): string {
  const meta = event.metadata as Partial<EventMetadata> | undefined;
  return `${actorName(meta)} via ${sourceLabel(meta?.source)}, ${formatRecordedAt(event.recordedAt)}: ${summarizeEvent(event, titles)}`;
}

// --- Meal Details' voice -----------------------------------------------------------------------------

export type HistoryLine = {
  key: string;
  at: string;
  when: string;
  who: string;
  source: string;
  what: string;
};

const DETAIL_FIELD_LABELS: Record<keyof MealFields, string> = {
  date: "Date",
  time: "Time",
  mealType: "Meal type",
  title: "Title",
  recipe: "Recipe",
  description: "Description",
  notes: "Notes",
  servings: "Servings",
  memberIds: "For",
  portions: "Portions",
  forNames: "For",
  reminderMinutes: "Reminder",
  nutrition: "Nutrition per serving",
  nutritionSource: "Nutrition source",
  dishes: "Extra dishes",
};

const lower = (type: MealType) => MEAL_TYPE_LABELS[type]?.toLowerCase() ?? type;
function valueText(field: keyof MealFields, value: unknown, names: Map<number, string>): string {
  switch (field) {
    case "date":
      return typeof value === "string" ? shortDate(value) : "none";
    case "time":
      return typeof value === "string" ? formatTime(value) : "none";
    case "mealType":
      return MEAL_TYPE_LABELS[value as MealType] ?? String(value);
    case "title":
    case "description":
    case "notes":
      return quoted(value);
    case "recipe":
      return recipeText(value);
    case "servings":
      return String(value);
    case "memberIds": {
      const ids = (value as number[] | null) ?? [];
      return ids.length ? ids.map((id) => names.get(id) ?? `member ${id}`).join(", ") : "Everyone";
    }
    case "forNames": {
      const list = (value as string[] | null) ?? [];
      return list.length ? list.join(", ") : "Everyone";
    }
    case "portions": {
      const entries = Object.entries((value as Record<string, number> | null) ?? {});
      return entries.length
        ? entries.map(([id, p]) => `${names.get(Number(id)) ?? `member ${id}`} ${p}%`).join(", ")
        : "none";
    }
    case "reminderMinutes":
      return value === null || value === undefined ? "off" : `${value} minutes before`;
    case "nutrition":
      return nutritionText(value);
    case "nutritionSource":
      return value ? (NUTRITION_SOURCES[String(value)] ?? String(value)) : "none";
    case "dishes": {
      const dishes = (value as MealFields["dishes"] | null) ?? [];
      return dishes.length ? dishes.map((d) => d.title).join(", ") : "none";
    }
  }
}

/** What one event did, in a sentence, on its meal's own page (the meal is not named). */
export function describeMealEvent(event: MealEvent, names: Map<number, string>): string {
  switch (event.type) {
    case "MealPlanned":
      return `Planned ${quoted(event.data.title)} for ${shortDate(event.data.date)} ${lower(event.data.mealType)}${
        event.data.seriesId ? " (part of a repeating series)" : ""
      }`;
    case "LeftoverPlanned":
      return `Planned leftovers ${quoted(event.data.title)} for ${shortDate(event.data.date)} ${lower(event.data.mealType)} (${event.data.servings} servings)`;
    case "MealChanged": {
      const changes = event.data.changes;
      const fields = Object.keys(changes) as (keyof MealFields)[];
      // 'For' is shown once: from the names when they changed too. A field whose value did not change
      // (older events recorded a recipe snapshot read back in another key order) is left out.
      const shown = fields.filter(
        (f) =>
          !(f === "memberIds" && fields.includes("forNames")) && !sameValue(changes[f]?.from, changes[f]?.to),
      );
      const parts = shown.map((f) => {
        const change = changes[f] as { from: unknown; to: unknown } | undefined;
        const from = valueText(f, change?.from, names);
        const to = valueText(f, change?.to, names);
        // The same words for different values: the recipe's snapshot (servings, nutrition) was renewed.
        return from === to
          ? `${DETAIL_FIELD_LABELS[f]}: ${to} (updated)`
          : `${DETAIL_FIELD_LABELS[f]}: ${from} → ${to}`;
      });
      return parts.length ? parts.join("; ") : "Saved without changes";
    }
    case "MealMoved": {
      const { from, to } = event.data;
      const sameCell = from.date === to.date && from.mealType === to.mealType;
      const at = (t: string) => (sameCell ? ` at ${formatTime(t)}` : "");
      return `Moved from ${shortDate(from.date)} ${lower(from.mealType)}${at(from.time)} to ${shortDate(to.date)} ${lower(to.mealType)}${at(to.time)}`;
    }
    case "MealRemoved":
      return "Removed from the plan";
    case "DishAdded":
      return `Added the extra dish ${quoted(event.data.dish.title)}`;
    case "DishRemoved":
      return `Removed the extra dish ${quoted(event.data.title)}`;
    case "MealPreparedMarked":
      return "Marked as prepared";
    case "MealPreparedUnmarked":
      return "Marked as not prepared";
    case "MealNutritionSet":
      return `Nutrition per serving (${NUTRITION_SOURCES[event.data.source] ?? event.data.source}): ${nutritionText(event.data.previous)} → ${nutritionText(event.data.nutrition)}`;
    default:
      return "Changed";
  }
}

/** The lines of a meal's history on Meal Details, newest first. */
export function historyLines(events: RecordedEvent[], names: Map<number, string>): HistoryLine[] {
  return [...events]
    .sort((a, b) => b.streamVersion - a.streamVersion)
    .map((e) => ({
      key: String(e.globalPosition),
      at: e.recordedAt.toISOString(),
      when: format(e.recordedAt, "EEE d MMM yyyy, HH:mm"),
      who: e.metadata.actor?.name ?? "System",
      source: sourceLabel(e.metadata.source),
      what: describeMealEvent(readable(e) as unknown as MealEvent, names),
    }));
}
