// The meal plan's events: past-tense facts, one stream per planned meal (`meal-{id}`) and one per
// recurring series (`series-{id}`). Payloads are plain JSON with ISO dates; a stored event is never
// edited — a new shape gets a new type or an upcaster (ADR 010, ADR 024). Every type has a zod schema
// below; the store reads the log through `mealEvents` / `seriesEvents`, never by casting what it holds.
import { z } from "zod";
import { defineEventCodec, type EventCodec, type Upcaster } from "../../events/codec";
import { NUTRITION_SOURCES, type NutritionSource, type NutritionValues } from "../nutrition/constants";
import {
  MEAL_TYPES,
  type MealType,
  MONTHLY_OPTIONS,
  type MonthlyOption,
  RECURRING_PATTERNS,
  type RecurringPattern,
} from "./constants";

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

// --- schemas: what a stored payload must be, once upcast --------------------------------------------

// Every nutrient is a number or null; a missing one reads as null (not known).
const nutrient = z.number().nullable().default(null);
const nutritionSchema = z.object({
  calories: nutrient,
  protein: nutrient,
  carbs: nutrient,
  fat: nutrient,
  fiber: nutrient,
  sugar: nutrient,
});
const mealTypeSchema = z.enum(MEAL_TYPES);
const recipeSnapshotSchema = z.object({
  id: z.number(),
  title: z.string(),
  servings: z.number(),
  nutrition: nutritionSchema.nullable(),
});
const dishSchema = z.object({
  dishId: z.number(),
  title: z.string(),
  recipe: recipeSnapshotSchema.nullable(),
});
const nutritionSourceSchema = z.enum(NUTRITION_SOURCES);

const mealFieldSchemas = {
  date: z.string(),
  time: z.string(),
  mealType: mealTypeSchema,
  title: z.string(),
  recipe: recipeSnapshotSchema.nullable(),
  description: z.string(),
  notes: z.string(),
  servings: z.number(),
  memberIds: z.array(z.number()),
  portions: z.record(z.string(), z.number()),
  forNames: z.array(z.string()),
  reminderMinutes: z.number().nullable(),
  nutrition: nutritionSchema.nullable(),
  nutritionSource: nutritionSourceSchema.nullable(),
  dishes: z.array(dishSchema),
} satisfies { [K in keyof MealFields]: z.ZodType };

const mealFieldsSchema = z.object(mealFieldSchemas);
const changesSchema = z.object(
  Object.fromEntries(
    Object.entries(mealFieldSchemas).map(([key, schema]) => [
      key,
      z.object({ from: schema, to: schema }).optional(),
    ]),
  ) as {
    [K in keyof MealFields]: z.ZodOptional<
      z.ZodObject<{ from: (typeof mealFieldSchemas)[K]; to: (typeof mealFieldSchemas)[K] }>
    >;
  },
);
const slotSchema = z.object({ date: z.string(), time: z.string(), mealType: mealTypeSchema });
const recurrenceRuleSchema = z.object({
  pattern: z.enum(RECURRING_PATTERNS),
  days: z.array(z.number()),
  monthlyOption: z.enum(MONTHLY_OPTIONS),
  endDate: z.string().nullable(),
});
const mealId = z.number();

/** One schema per meal event type: what `mealEvents` parses a stored payload with. */
export const MEAL_EVENT_SCHEMAS = {
  MealPlanned: mealFieldsSchema.extend({ mealId, seriesId: z.number().nullable() }),
  LeftoverPlanned: mealFieldsSchema.extend({ mealId, originalMealId: z.number() }),
  MealChanged: z.object({ mealId, changes: changesSchema }),
  MealMoved: z.object({ mealId, from: slotSchema, to: slotSchema }),
  MealRemoved: z.object({ mealId }),
  DishAdded: z.object({ mealId, dish: dishSchema }),
  DishRemoved: z.object({ mealId, dishId: z.number(), title: z.string() }),
  MealPreparedMarked: z.object({ mealId }),
  MealPreparedUnmarked: z.object({ mealId }),
  MealNutritionSet: z.object({
    mealId,
    nutrition: nutritionSchema,
    source: nutritionSourceSchema,
    previous: nutritionSchema.nullable(),
  }),
} satisfies Record<MealEvent["type"], z.ZodType>;

export const SERIES_EVENT_SCHEMAS = {
  SeriesPlanned: z.object({
    seriesId: z.number(),
    rule: recurrenceRuleSchema,
    startDate: z.string(),
    mealIds: z.array(z.number()),
    title: z.string(),
  }),
  SeriesEnded: z.object({ seriesId: z.number(), fromDate: z.string(), removedMealIds: z.array(z.number()) }),
} satisfies Record<SeriesEvent["type"], z.ZodType>;

// --- upcasters: older payload shapes to the current ones ----------------------------------------------
// Add one here when a shape changes (never edit a stored event); each leaves a current payload as it is.

/** Meals planned before extra dishes existed (ADR 010) carry no `dishes`: they had none. */
export const withoutDishesToEmpty: Upcaster = (data) => ("dishes" in data ? data : { ...data, dishes: [] });

/** How the store reads a `meal-{id}` stream back: upcast, then parsed with its type's schema. */
export const mealEvents: EventCodec<MealEvent> = defineEventCodec(MEAL_EVENT_SCHEMAS, {
  MealPlanned: [withoutDishesToEmpty],
  LeftoverPlanned: [withoutDishesToEmpty],
});

/** How the store reads a `series-{id}` stream back. */
export const seriesEvents: EventCodec<SeriesEvent> = defineEventCodec(SERIES_EVENT_SCHEMAS);

/** The meal plan's codecs by stream type, for the event store (app/domain/event-store.server.ts). */
export const MEAL_PLAN_CODECS = { meal: mealEvents, series: seriesEvents } as const;
