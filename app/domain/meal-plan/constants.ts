// The meal plan's fixed lists, limits and texts (docs/product.md#meal-form, #constants; ADR 010).
// The meal types are defined here once: the recipes' meal types, the household's meal times, the db table
// types, the ui and the OpenAPI document import them.
import { NUTRIENT_MAX, NUTRIENTS, type Nutrient } from "../nutrition/constants";

/** All seven types are first-class and stored lowercase. */
export const MEAL_TYPES = ["breakfast", "brunch", "lunch", "dinner", "snack", "dessert", "other"] as const;
export type MealType = (typeof MEAL_TYPES)[number];

export const MEAL_TYPE_LABELS: Record<MealType, string> = {
  breakfast: "Breakfast",
  brunch: "Brunch",
  lunch: "Lunch",
  dinner: "Dinner",
  snack: "Snack",
  dessert: "Dessert",
  other: "Other",
};

export const MEAL_TYPE_BADGES: Record<MealType, string> = {
  breakfast: "B",
  brunch: "Br",
  lunch: "L",
  dinner: "D",
  snack: "S",
  dessert: "De",
  other: "O",
};

/** Day and week views always show these; brunch and dessert only when the range holds one. */
export const ALWAYS_SHOWN_TYPES = [
  "breakfast",
  "lunch",
  "dinner",
  "snack",
  "other",
] as const satisfies readonly MealType[];

/** A type the first meal form and the API fall back to when none is sent. */
export const DEFAULT_MEAL_TYPE: MealType = "other";

export const SERVINGS = { min: 1, max: 12, default: 4 } as const;
export const LEFTOVER_SERVINGS = { min: 0.5, max: 12, step: 0.5 } as const;
/** Percent of a standard serving. The schema takes 0–200; the first form's sliders start at 10. */
export const PORTION = { min: 0, max: 200, formMin: 10, step: 10, default: 100 } as const;
/** Minutes before the meal; a week at most keeps the value sane and inside an integer column. */
export const REMINDER = { min: 5, max: 7 * 24 * 60, default: 30 } as const;

export const TITLE_MAX = 200;
export const TEXT_MAX = 5000;
/** A meal's nutrients are the nutrition area's (app/domain/nutrition/constants.ts). */
export const MEAL_NUTRIENTS = NUTRIENTS;
export type MealNutrient = Nutrient;
export { NUTRIENT_MAX };

export const RECURRING_PATTERNS = ["daily", "weekly", "biweekly", "monthly", "custom"] as const;
export type RecurringPattern = (typeof RECURRING_PATTERNS)[number];

export const MONTHLY_OPTIONS = ["same-date", "same-day"] as const;
export type MonthlyOption = (typeof MONTHLY_OPTIONS)[number];

/** A series with no end date is planned this many days ahead of its first meal. */
export const RECURRENCE_HORIZON_DAYS = 366;
/** No series expands into more meals than this, whatever its end date. */
export const RECURRENCE_MAX_DATES = 1000;

export const CONFLICT =
  "This meal was changed by someone else. Reload it to see the latest version, then make your change again.";

export const MEAL_TEXTS = {
  invalidId: "Invalid meal plan ID",
  invalidIdFormat: "Invalid meal plan ID format",
  notFound: "No meal plan found for current user",
  saveFailed: "Failed to save meal: ",
  createFailed: "Failed to create meal plan",
  updateFailed: "Failed to update meal plan",
  moveFailed: "Failed to move meal. Please try again.",
  leftoverFailed: "Failed to assign leftover. Please try again.",
  loading: "Loading meal plan...",
  loadFailed: "Failed to load meal plan",
  conflict: CONFLICT,

  // Field messages, shown under the field (forms) or in `errors` (API 422).
  mealType: `Meal type must be one of: ${MEAL_TYPES.join(", ")}.`,
  mealTypeRequired: "Please choose a meal type.",
  titleRequired: "Please enter a meal title or choose a recipe.",
  leftoverTitleRequired: "Please enter a title for the leftovers.",
  titleTooLong: `The title must be at most ${TITLE_MAX} characters.`,
  date: "Please enter a valid date (YYYY-MM-DD).",
  time: "Please enter a valid time (HH:mm or h:mm AM/PM).",
  recipeId: "Please choose a valid recipe.",
  originalMealId: "The original meal must be a valid meal plan ID.",
  descriptionTooLong: `The description must be at most ${TEXT_MAX} characters.`,
  notesTooLong: `The notes must be at most ${TEXT_MAX} characters.`,
  notText: "Please enter text here.",
  notBoolean: "This field must be true or false.",
  servings: `Servings must be between ${SERVINGS.min} and ${SERVINGS.max}.`,
  leftoverServings: `Leftover servings must be between ${LEFTOVER_SERVINGS.min} and ${LEFTOVER_SERVINGS.max}, in steps of ${LEFTOVER_SERVINGS.step}.`,
  members: "Family members must be a list of member IDs.",
  forList: "'For' must be a list of family member names or IDs.",
  portions: `Portions must be whole percentages from ${PORTION.min} to ${PORTION.max}.`,
  portionMember: "Portions must name a family member by ID or name.",
  reminder: `Reminders must be at least ${REMINDER.min} minutes before the meal.`,
  reminderTooEarly: `Reminders can be at most one week (${REMINDER.max} minutes) before the meal.`,
  recurringPattern: `Please choose how the meal repeats: ${RECURRING_PATTERNS.join(", ")}.`,
  recurringDays: "Weekdays must be numbers from 0 (Sunday) to 6 (Saturday).",
  recurringDaysRequired: "Please choose at least one weekday for a custom repeat.",
  monthlyOption: "A monthly repeat is either on the same date or on the same weekday.",
  endDate: "Please enter a valid end date (YYYY-MM-DD), or leave it empty to repeat without end.",
  endBeforeDate: "The recurrence end date cannot be before the meal date.",
  nutrition: "Nutrition values must be numbers of at least 0.",
  nutritionTooLarge: `Nutrition values must be at most ${NUTRIENT_MAX}.`,
} as const;

/** The dashboard's "upcoming" meals: the days after today it counts (docs/product.md#dashboard). */
export const UPCOMING_DAYS = 7;
