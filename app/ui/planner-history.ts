// One meal's history from the event log in plain words (DECISIONS D4): who, when, from where and what —
// a MealChanged as field-level before → after ('Servings: 4 → 2'), a MealMoved as 'Moved from
// Tue 25 Nov dinner to Thu 27 Nov lunch'. Pure: the loader formats, the page only shows the lines.
import { format } from "date-fns";
import { MEAL_TYPE_LABELS, type MealType } from "~/domain/meal-plan/constants";
import { type MealEvent, type MealFields, sameValue } from "~/domain/meal-plan/events";
import type { NutritionValues } from "~/domain/nutrition/constants";
import type { EventSource, RecordedEvent } from "~/events/types";
import { formatTime, grams, kcal, shortDate } from "./planner-format";

export type HistoryLine = {
  key: string;
  at: string;
  when: string;
  who: string;
  source: string;
  what: string;
};

export const SOURCE_LABELS: Record<EventSource, string> = {
  web: "web form",
  api: "API",
  ai: "assistant",
  system: "system",
};

export const NUTRITION_SOURCE_LABELS: Record<string, string> = {
  manual: "Manually entered",
  ai: "AI calculated",
  computed: "From the recipe",
};

const FIELD_LABELS: Record<keyof MealFields, string> = {
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
const quoted = (text: string) => {
  const t = text.trim();
  if (!t) return "(empty)";
  return `“${t.length > 80 ? `${t.slice(0, 79)}…` : t}”`;
};

function nutritionText(n: NutritionValues | null | undefined): string {
  if (!n) return "none";
  const parts = [
    n.calories !== null ? kcal(n.calories) : null,
    n.protein !== null ? `protein ${grams(n.protein)}` : null,
    n.carbs !== null ? `carbs ${grams(n.carbs)}` : null,
    n.fat !== null ? `fat ${grams(n.fat)}` : null,
    n.fiber !== null && n.fiber !== undefined ? `fiber ${grams(n.fiber)}` : null,
    n.sugar !== null && n.sugar !== undefined ? `sugar ${grams(n.sugar)}` : null,
  ].filter(Boolean);
  return parts.length ? parts.join(", ") : "none";
}

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
      return quoted(String(value ?? ""));
    case "recipe":
      return (value as MealFields["recipe"])?.title ?? "No recipe";
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
      return nutritionText(value as NutritionValues | null);
    case "nutritionSource":
      return value ? (NUTRITION_SOURCE_LABELS[String(value)] ?? String(value)) : "none";
    case "dishes": {
      const dishes = (value as MealFields["dishes"] | null) ?? [];
      return dishes.length ? dishes.map((d) => d.title).join(", ") : "none";
    }
  }
}

/** What one event did, in a sentence. */
export function describeMealEvent(event: MealEvent, names: Map<number, string>): string {
  switch (event.type) {
    case "MealPlanned":
      return `Planned “${event.data.title}” for ${shortDate(event.data.date)} ${lower(event.data.mealType)}${
        event.data.seriesId ? " (part of a repeating series)" : ""
      }`;
    case "LeftoverPlanned":
      return `Planned leftovers “${event.data.title}” for ${shortDate(event.data.date)} ${lower(event.data.mealType)} (${event.data.servings} servings)`;
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
        return from === to ? `${FIELD_LABELS[f]}: ${to} (updated)` : `${FIELD_LABELS[f]}: ${from} → ${to}`;
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
      return `Added the extra dish “${event.data.dish.title}”`;
    case "DishRemoved":
      return `Removed the extra dish “${event.data.title}”`;
    case "MealPreparedMarked":
      return "Marked as prepared";
    case "MealPreparedUnmarked":
      return "Marked as not prepared";
    case "MealNutritionSet":
      return `Nutrition per serving (${NUTRITION_SOURCE_LABELS[event.data.source] ?? event.data.source}): ${nutritionText(event.data.previous)} → ${nutritionText(event.data.nutrition)}`;
    default:
      return "Changed";
  }
}

/** The lines of a meal's history, newest first. */
export function historyLines(events: RecordedEvent[], names: Map<number, string>): HistoryLine[] {
  return [...events]
    .sort((a, b) => b.streamVersion - a.streamVersion)
    .map((e) => ({
      key: String(e.globalPosition),
      at: e.recordedAt.toISOString(),
      when: format(e.recordedAt, "EEE d MMM yyyy, HH:mm"),
      who: e.metadata.actor?.name ?? "System",
      source: SOURCE_LABELS[e.metadata.source] ?? e.metadata.source,
      what: describeMealEvent({ type: e.type, data: e.data } as MealEvent, names),
    }));
}
