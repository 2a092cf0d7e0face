// The meal form's data: what each field shows as text, built for a new meal, from a planned meal (edit)
// or from a refused post (what the person typed is kept). No React here: the routes' loaders and
// actions build these values, the form (meal-form.tsx) shows them.
import {
  MEAL_NUTRIENTS,
  type MealNutrient,
  type MealType,
  REMINDER,
  SERVINGS,
} from "~/domain/meal-plan/constants";

export type ForWho = "just-me" | "whole-family" | "custom";
export const FOR_WHO: readonly ForWho[] = ["just-me", "whole-family", "custom"];

export type RecipeOption = {
  id: number;
  name: string;
  servings: number;
  /** Ours (the household's), the starter library, or a saved recipe of another family. */
  group: "own" | "starter" | "saved";
};
export type FormMember = { id: number; name: string; defaultPortion: number };

/** What the form shows, as the texts of its fields (what the person typed is kept as typed). */
export type MealFormValues = {
  meal_type: string;
  recipe_id: string;
  /** '' with a recipe: the recipe's title is used. */
  title: string;
  date: string;
  time: string;
  servings: string;
  for_who: ForWho;
  members: string[];
  portions: Record<string, string>;
  nutrition: Record<MealNutrient, string>;
  description: string;
  notes: string;
  reminder: boolean;
  reminder_minutes: string;
  is_recurring: boolean;
  recurring_pattern: string;
  recurring_days: string[];
  monthly_option: string;
  end_date: string;
  /** The posted time was the prefilled usual time: it follows the type chosen. */
  time_auto?: boolean;
};

export const SERIES_HINT =
  "This meal is part of a repeating series: saving changes only this meal, not the other dates.";
export const END_DATE_HINT =
  "Leave empty to repeat without an end: a series without an end is planned a year ahead.";
export const ALREADY_SUBMITTED = "This form was already submitted.";

// A recipe's servings as a meal takes them is a rule of the domain.
import { mealServings } from "~/domain/meal-plan/quick-add";

export { mealServings };

/** 'Just Me' is the member linked to the user, else the primary member. */
export function forWhoOf(
  ids: readonly number[],
  members: readonly FormMember[],
  meId: number | null,
): ForWho {
  const all = members.map((m) => m.id);
  if (all.length > 0 && ids.length === all.length && all.every((id) => ids.includes(id)))
    return "whole-family";
  if (ids.length === 1 && ids[0] === meId) return "just-me";
  return "custom";
}

const blankNutrition = () =>
  Object.fromEntries(MEAL_NUTRIENTS.map((n) => [n, ""])) as Record<MealNutrient, string>;
const defaultPortions = (members: readonly FormMember[]) =>
  Object.fromEntries(members.map((m) => [String(m.id), String(m.defaultPortion)]));

/** A new meal: everyone with their default portions, no reminder, no repeat. */
export function newMealValues(props: {
  date: string;
  mealType: MealType;
  time: string;
  recipe: { id: number; servings: number } | null;
  members: readonly FormMember[];
}): MealFormValues {
  return {
    meal_type: props.mealType,
    recipe_id: props.recipe ? String(props.recipe.id) : "",
    title: "",
    date: props.date,
    time: props.time,
    servings: String(props.recipe ? mealServings(props.recipe.servings) : SERVINGS.default),
    for_who: "whole-family",
    members: props.members.map((m) => String(m.id)),
    portions: defaultPortions(props.members),
    nutrition: blankNutrition(),
    description: "",
    notes: "",
    reminder: false,
    reminder_minutes: String(REMINDER.default),
    is_recurring: false,
    recurring_pattern: "weekly",
    recurring_days: [],
    monthly_option: "same-date",
    end_date: "",
  };
}

/** A planned meal in the form (edit mode). A meal for everyone shows every member ticked. */
export function editMealValues(
  meal: {
    mealType: string;
    recipeId: number | null;
    recipeTitle: string | null;
    title: string;
    date: string;
    time: string;
    servings: number;
    memberIds: number[];
    portions: Record<string, number>;
    nutrition: Record<MealNutrient, number | null> | null;
    description: string;
    notes: string;
    reminderMinutes: number | null;
  },
  members: readonly FormMember[],
  meId: number | null,
): MealFormValues {
  const known = new Set(members.map((m) => m.id));
  const listed = meal.memberIds.filter((id) => known.has(id));
  const ids = meal.memberIds.length === 0 ? members.map((m) => m.id) : listed;
  const portions = defaultPortions(members);
  for (const id of listed)
    if (meal.portions[String(id)] !== undefined) portions[String(id)] = String(meal.portions[String(id)]);
  return {
    meal_type: meal.mealType,
    recipe_id: meal.recipeId ? String(meal.recipeId) : "",
    // A title that is the recipe's own follows the recipe; anything else is a customised title.
    title: meal.recipeId && meal.title === meal.recipeTitle ? "" : meal.title,
    date: meal.date,
    time: meal.time,
    servings: String(meal.servings),
    for_who: forWhoOf(ids, members, meId),
    members: ids.map(String),
    portions,
    nutrition: Object.fromEntries(
      MEAL_NUTRIENTS.map((n) => {
        const v = meal.recipeId ? null : meal.nutrition?.[n];
        return [n, v === null || v === undefined ? "" : String(v)];
      }),
    ) as Record<MealNutrient, string>,
    description: meal.description,
    notes: meal.notes,
    reminder: meal.reminderMinutes !== null,
    reminder_minutes: String(meal.reminderMinutes ?? REMINDER.default),
    is_recurring: false,
    recurring_pattern: "weekly",
    recurring_days: [],
    monthly_option: "same-date",
    end_date: "",
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
const text = (v: unknown) => (typeof v === "string" ? v : "");
const texts = (v: unknown) =>
  (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]).filter(
    (x): x is string => typeof x === "string",
  );

/** The posted form (conform's payload) back as the form's values, for an answer with errors. */
export function mealValuesFromPayload(payload: unknown, fallback: MealFormValues): MealFormValues {
  const p = isRecord(payload) ? payload : {};
  const portions = isRecord(p.portion_sizes) ? p.portion_sizes : {};
  const nutrition = isRecord(p.nutrition) ? p.nutrition : {};
  const forWho = FOR_WHO.find((f) => f === p.for_who) ?? fallback.for_who;
  return {
    meal_type: text(p.meal_type),
    recipe_id: text(p.recipe_id),
    title: text(p.title),
    date: text(p.date),
    time: text(p.time),
    servings: text(p.servings),
    for_who: forWho,
    members: texts(p.members),
    portions: {
      ...fallback.portions,
      ...Object.fromEntries(Object.entries(portions).map(([k, v]) => [k, text(v)])),
    },
    nutrition: Object.fromEntries(MEAL_NUTRIENTS.map((n) => [n, text(nutrition[n])])) as Record<
      MealNutrient,
      string
    >,
    description: text(p.description),
    notes: text(p.notes),
    reminder: p.reminder === "on",
    reminder_minutes: text(p.reminder_minutes),
    is_recurring: p.is_recurring === "on",
    recurring_pattern: text(p.recurring_pattern) || fallback.recurring_pattern,
    recurring_days: texts(p.recurring_days),
    monthly_option: text(p.monthly_option) || fallback.monthly_option,
    end_date: text(p.end_date),
    time_auto: typeof p.time_auto === "string" && p.time_auto !== "" && p.time === p.time_auto,
  };
}
