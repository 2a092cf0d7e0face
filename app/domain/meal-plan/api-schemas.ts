// The request shapes of a meal: the names a meal form, the JSON API (the client's aliases, docs/api.md) or
// the leftover payload may use for each field, mapped onto one name each, and the request schemas that
// apply the field rules of schemas.ts to them. The same schemas serve the forms and the API, so both
// accept and refuse alike.
import { z } from "zod";
import { isRecord } from "../input-readers";
import {
  LeftoverFields,
  type MealBody,
  type MealBodyField,
  type MealInput,
  type MealPatchContext,
  MoveFields,
  readMeal,
} from "./schemas";

// ---------------------------------------------------------------------------------------------------
// The body: aliases onto one name each

/** Each field's accepted names, first found wins (camelCase from the second form's state). */
const MEAL_ALIASES = {
  meal_type: ["meal_type", "mealType", "type"],
  title: ["title"],
  date: ["date"],
  time: ["time", "planned_time", "plannedTime"],
  recipe_id: ["recipe_id", "recipeId"],
  description: ["description"],
  notes: ["notes"],
  servings: ["servings"],
  family_member_ids: ["family_member_ids", "familyMemberIds", "attendees"],
  for: ["for"],
  portion_sizes: ["portion_sizes", "portionSizes"],
  is_leftover: ["is_leftover", "isLeftover"],
  original_meal_id: ["original_meal_id", "originalMealId"],
  reminder: ["reminder"],
  reminder_minutes: ["reminder_minutes", "reminderMinutes"],
  is_recurring: ["is_recurring", "isRecurring"],
  recurring_pattern: ["recurring_pattern", "recurringPattern"],
  recurring_days: ["recurring_days", "recurringDays"],
  monthly_option: ["monthly_option", "monthlyOption"],
  end_date: ["end_date", "endDate"],
  nutrition: ["nutrition", "manual_nutrition", "manualNutrition"],
} as const satisfies Record<MealBodyField, readonly string[]>;

/** The body under one name per field; a field that was not sent (undefined) is absent. */
export function normaliseMealBody(input: unknown): MealBody {
  const b = isRecord(input) ? input : {};
  const body: MealBody = {};
  for (const [key, aliases] of Object.entries(MEAL_ALIASES) as [MealBodyField, readonly string[]][]) {
    const value = aliases.map((alias) => b[alias]).find((v) => v !== undefined);
    if (value !== undefined) body[key] = value;
  }
  return body;
}

// ---------------------------------------------------------------------------------------------------
// The meal

/** A meal to plan, from either meal form, the API, the leftover payload or the AI planner. */
export const MealInputSchema = z.unknown().transform((input, ctx): MealInput => {
  // Creating reads every field (a missing one as empty), so each key of MealInput is set.
  const meal = readMeal(normaliseMealBody(input), ctx, null);
  return meal ? (meal as MealInput) : z.NEVER;
});

/**
 * The rules of MealInputSchema for an update: only the fields the body carried are read and returned,
 * so the stored meal keeps everything else ('the original date is kept unless the user changed it').
 * Rules that tie two fields together use the stored meal's values for the one not sent; without them
 * the meal is taken to be an ordinary (non-leftover), recipe-less meal.
 */
export const mealPatchSchema = (current: MealPatchContext = {}) =>
  z
    .unknown()
    .transform(
      (input, ctx): Partial<MealInput> => readMeal(normaliseMealBody(input), ctx, current) ?? z.NEVER,
    );

export const MealPatchSchema = mealPatchSchema();

// ---------------------------------------------------------------------------------------------------
// Move and leftovers

const pickAlias = (input: unknown, aliases: string[]) => {
  const b = isRecord(input) ? input : {};
  return aliases.map((alias) => b[alias]).find((v) => v !== undefined);
};

/** A move (drag and drop, or the move form) needs the new date and meal type. */
export const MoveSchema = z.preprocess(
  (input) => ({
    date: pickAlias(input, ["date", "newDate", "new_date"]),
    meal_type: pickAlias(input, ["meal_type", "mealType", "newMealType", "new_meal_type"]),
    time: pickAlias(input, ["time", "planned_time", "plannedTime", "newTime", "new_time"]),
  }),
  MoveFields,
);
export type MoveInput = z.output<typeof MoveSchema>;

/** 'Mark as having leftovers': date, meal type, title and servings are all required. */
export const LeftoverSchema = z.preprocess(
  (input) => ({
    date: pickAlias(input, ["date"]),
    meal_type: pickAlias(input, ["meal_type", "mealType", "type"]),
    title: pickAlias(input, ["title"]),
    servings: pickAlias(input, ["servings"]),
    time: pickAlias(input, ["time", "planned_time", "plannedTime"]),
  }),
  LeftoverFields,
);
export type { LeftoverInput } from "./schemas";
