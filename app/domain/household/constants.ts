// The family area's fixed lists and numbers (docs/product.md#family).
import { MEAL_TYPES, type MealType } from "../meal-plan/constants";

export const RELATIONSHIPS = [
  "Self",
  "Spouse",
  "Child",
  "Parent",
  "Grandparent",
  "Sibling",
  "Other",
] as const;
export const GENDERS = ["male", "female", "other"] as const;
export const ACTIVITY_LEVELS = ["sedentary", "light", "moderate", "active", "very_active"] as const;

export const PRESETS = {
  dietary_preferences: [
    "Vegetarian",
    "Vegan",
    "Pescatarian",
    "Keto",
    "Paleo",
    "Low-carb",
    "Gluten-free",
    "Dairy-free",
    "Low-sodium",
    "Low-fat",
    "Mediterranean",
  ],
  allergies: ["Gluten", "Dairy", "Nuts", "Peanuts", "Shellfish", "Soy", "Eggs", "Fish", "Wheat", "Sesame"],
  disliked_ingredients: [
    "Mushrooms",
    "Onions",
    "Bell peppers",
    "Eggplant",
    "Brussels sprouts",
    "Liver",
    "Olives",
    "Blue cheese",
    "Cilantro",
  ],
  health_conditions: [
    "Diabetes",
    "Hypertension",
    "Heart disease",
    "Celiac disease",
    "IBS",
    "Food intolerances",
    "Pregnancy",
  ],
} as const;

/** Every meal type but 'other' has a household time (OTHER_MEAL_TIME is fixed). */
export type MealTimeType = Exclude<MealType, "other">;
export const MEAL_TIME_TYPES = MEAL_TYPES.filter((type): type is MealTimeType => type !== "other");
/** The household's usual time per meal type, 'HH:mm' (stored as JSON in households.meal_times). */
export type MealTimes = Record<MealTimeType, string>;

export const DEFAULT_MEAL_TIMES: MealTimes = {
  breakfast: "07:30",
  brunch: "10:30",
  lunch: "12:30",
  dinner: "18:30",
  snack: "15:00",
  dessert: "20:00",
};

/** docs/product.md#meal-form: 'other' defaults to 20:00 and an unknown type to 12:00. */
export const OTHER_MEAL_TIME = "20:00";
export const UNKNOWN_MEAL_TIME = "12:00";

export const AGE_MIN = 0;
export const AGE_MAX = 120;
export const PORTION_MIN = 0;
export const PORTION_MAX = 200;
export const PORTION_STEP = 10;
export const DEFAULT_PORTION = 100;

export const MEMBERS_INCLUDED = 5;
export const EXTRA_MEMBER_PRICE = 1.99;

/** The monthly charge for members above the included five, in dollars (two decimals). */
export function extraMemberCharge(memberCount: number): number {
  return Math.round(Math.max(0, memberCount - MEMBERS_INCLUDED) * EXTRA_MEMBER_PRICE * 100) / 100;
}

export const INVITE_DAYS = 7;

/** The spec's name for a family, used only when there is no name to make one from. */
export const FALLBACK_FAMILY_NAME = "My Family";

/**
 * A new household's name (docs/product.md#households-and-roles): "Alex's family" for owner "Alex Morgan";
 * FALLBACK_FAMILY_NAME when the name gives none (empty, or an email address typed as a name).
 */
export function familyNameFor(ownerName: string): string {
  const first = ownerName.trim().split(/\s+/)[0] ?? "";
  if (!/\p{L}/u.test(first) || first.includes("@")) return FALLBACK_FAMILY_NAME;
  const name = first.length > 60 ? first.slice(0, 60) : first;
  return `${name}'s family`;
}

/** 100 KB of image as base64 (4 characters per 3 bytes) plus the data-URL prefix. */
export const AVATAR_MAX_BYTES = 100 * 1024;
