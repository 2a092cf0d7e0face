// The meal plan's events: past-tense facts, one stream per planned meal (`meal-{id}`) and one per
// recurring series (`series-{id}`). Payloads are plain JSON with ISO dates; a stored event is never
// edited — a new shape gets a new type or an upcaster (ADR 010).
import type { NutritionSource, NutritionValues } from "../nutrition/constants";
import type { MealType, MonthlyOption, RecurringPattern } from "./constants";

export type { MealType, NutritionSource };

/** What the meal was planned with: a snapshot of the recipe, so replaying the log gives the same rows. */
export type RecipeSnapshot = {
  id: number;
  title: string;
  servings: number;
  nutrition: NutritionValues | null;
};

/** An extra dish served with the meal (a side, a salad…), with its own optional recipe (ADR 010). */
export type Dish = { dishId: number; title: string; recipe: RecipeSnapshot | null };

/** Everything a planned meal is; MealChanged carries field-level before → after of these. */
export type MealFields = {
  date: string; // yyyy-MM-dd
  time: string; // HH:mm
  mealType: MealType;
  title: string;
  recipe: RecipeSnapshot | null;
  description: string;
  notes: string;
  servings: number;
  memberIds: number[]; // empty: everyone
  portions: Record<string, number>; // member id → percent
  forNames: string[];
  reminderMinutes: number | null;
  nutrition: NutritionValues | null; // per serving
  nutritionSource: NutritionSource | null;
  dishes: Dish[];
};

export type RecurrenceRule = {
  pattern: RecurringPattern;
  days: number[];
  monthlyOption: MonthlyOption;
  endDate: string | null;
};

export type FieldChange<K extends keyof MealFields = keyof MealFields> = {
  from: MealFields[K];
  to: MealFields[K];
};
export type MealChanges = { [K in keyof MealFields]?: FieldChange<K> };

/**
 * Whether two field values are the same, whatever the order of their objects' keys: a value read back
 * from the log (jsonb orders keys by length) equals the same value built in code. A key holding
 * undefined counts as absent.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, i) => sameValue(item, b[i]))
    );
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) if (!sameValue(left[key], right[key])) return false;
  return true;
}

export type MealEvent =
  | { type: "MealPlanned"; data: { mealId: number; seriesId: number | null } & MealFields }
  | { type: "LeftoverPlanned"; data: { mealId: number; originalMealId: number } & MealFields }
  | { type: "MealChanged"; data: { mealId: number; changes: MealChanges } }
  | {
      type: "MealMoved";
      data: {
        mealId: number;
        from: { date: string; time: string; mealType: MealType };
        to: { date: string; time: string; mealType: MealType };
      };
    }
  | { type: "MealRemoved"; data: { mealId: number } }
  | { type: "DishAdded"; data: { mealId: number; dish: Dish } }
  | { type: "DishRemoved"; data: { mealId: number; dishId: number; title: string } }
  | { type: "MealPreparedMarked"; data: { mealId: number } }
  | { type: "MealPreparedUnmarked"; data: { mealId: number } }
  | {
      type: "MealNutritionSet";
      data: {
        mealId: number;
        nutrition: NutritionValues;
        source: NutritionSource;
        previous: NutritionValues | null;
      };
    };

export type SeriesEvent =
  | {
      type: "SeriesPlanned";
      data: { seriesId: number; rule: RecurrenceRule; startDate: string; mealIds: number[]; title: string };
    }
  | { type: "SeriesEnded"; data: { seriesId: number; fromDate: string; removedMealIds: number[] } };

export const MEAL_EVENT_TYPES = [
  "MealPlanned",
  "LeftoverPlanned",
  "MealChanged",
  "MealMoved",
  "MealRemoved",
  "DishAdded",
  "DishRemoved",
  "MealPreparedMarked",
  "MealPreparedUnmarked",
  "MealNutritionSet",
] as const satisfies readonly MealEvent["type"][];

export const SERIES_EVENT_TYPES = [
  "SeriesPlanned",
  "SeriesEnded",
] as const satisfies readonly SeriesEvent["type"][];

export const mealStreamId = (mealId: number) => `meal-${mealId}`;
export const seriesStreamId = (seriesId: number) => `series-${seriesId}`;
