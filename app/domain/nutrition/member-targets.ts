// A family member's daily targets when the user has set none for them, from age, sex and activity level
// (docs/decisions/033-nutrition-analysis-screen.md). Pure and table-driven.
//
// Calories: the Dietary Guidelines for Americans 2020–2025, Appendix 2 "Estimated Calorie Needs per Day,
// by Age, Sex, and Physical Activity Level" (sedentary / moderately active / active). The planner's five
// activity levels map onto its three: sedentary → sedentary, light and moderate → moderately active,
// active and very active → active (the table has no level above active). Under 2 years reads the
// 2-year row; 'other' (or an unknown sex) takes the mean of the two columns, rounded to 50 kcal.
// Protein: the RDA in grams a day by age and sex (Dietary Reference Intakes: 13 g at 1–3, 19 g at 4–8,
// 34 g at 9–13, 52/46 g at 14–18, 56/46 g from 19). The rest follow the product's own defaults, which are
// these same shares of 2,000 kcal: carbs 55 % of calories (4 kcal/g), fat 35 % (9 kcal/g), fiber 14 g per
// 1,000 kcal (the Guidelines' figure), sugar at most 10 % of calories (the Guidelines' added-sugar limit).
// Every value is kept inside the goals form's range.
import { NUTRIENTS } from "./constants";
import { DEFAULT_TARGETS, GOAL_RANGES, type Targets } from "./goals";

export type Sex = "male" | "female" | "other";
export type ActivityLevel = "sedentary" | "light" | "moderate" | "active" | "very_active";
type Band = "sedentary" | "moderate" | "active";

const BAND: Record<ActivityLevel, Band> = {
  sedentary: "sedentary",
  light: "moderate",
  moderate: "moderate",
  active: "active",
  very_active: "active",
};

/** [from age, male sedentary/moderate/active, female sedentary/moderate/active], ages ascending. */
const CALORIES: readonly (readonly [
  number,
  readonly [number, number, number],
  readonly [number, number, number],
])[] = [
  [2, [1000, 1000, 1000], [1000, 1000, 1000]],
  [3, [1000, 1400, 1400], [1000, 1200, 1400]],
  [4, [1200, 1400, 1600], [1200, 1400, 1400]],
  [5, [1200, 1400, 1600], [1200, 1400, 1600]],
  [6, [1400, 1600, 1800], [1200, 1400, 1600]],
  [7, [1400, 1600, 1800], [1200, 1600, 1800]],
  [8, [1400, 1600, 2000], [1400, 1600, 1800]],
  [9, [1600, 1800, 2000], [1400, 1600, 1800]],
  [10, [1600, 1800, 2200], [1400, 1800, 2000]],
  [11, [1800, 2000, 2200], [1600, 1800, 2000]],
  [12, [1800, 2200, 2400], [1600, 2000, 2200]],
  [13, [2000, 2200, 2600], [1600, 2000, 2200]],
  [14, [2000, 2400, 2800], [1800, 2000, 2400]],
  [15, [2200, 2600, 3000], [1800, 2000, 2400]],
  [16, [2400, 2800, 3200], [1800, 2000, 2400]],
  [19, [2600, 2800, 3000], [2000, 2200, 2400]],
  [21, [2400, 2800, 3000], [2000, 2200, 2400]],
  [26, [2400, 2600, 3000], [1800, 2000, 2400]],
  [31, [2400, 2600, 3000], [1800, 2000, 2200]],
  [36, [2400, 2600, 2800], [1800, 2000, 2200]],
  [41, [2200, 2600, 2800], [1800, 2000, 2200]],
  [46, [2200, 2400, 2800], [1800, 2000, 2200]],
  [51, [2200, 2400, 2800], [1600, 1800, 2200]],
  [56, [2200, 2400, 2600], [1600, 1800, 2200]],
  [61, [2000, 2400, 2600], [1600, 1800, 2000]],
  [66, [2000, 2200, 2600], [1600, 1800, 2000]],
  [76, [2000, 2200, 2400], [1600, 1800, 2000]],
];

const BAND_INDEX: Record<Band, 0 | 1 | 2> = { sedentary: 0, moderate: 1, active: 2 };

/** The Guidelines' estimated calorie need for this age, sex and activity level. */
export function estimatedCalories(age: number, sex: Sex, activity: ActivityLevel): number {
  const row = [...CALORIES].reverse().find(([from]) => age >= from) ?? CALORIES[0]!;
  const i = BAND_INDEX[BAND[activity] ?? "moderate"];
  const male = row[1][i];
  const female = row[2][i];
  if (sex === "male") return male;
  if (sex === "female") return female;
  return Math.round((male + female) / 2 / 50) * 50;
}

/** The protein RDA in grams a day (Dietary Reference Intakes). */
export function proteinRda(age: number, sex: Sex): number {
  if (age < 4) return 13;
  if (age < 9) return 19;
  if (age < 14) return 34;
  const [male, female] = age < 19 ? [52, 46] : [56, 46];
  if (sex === "male") return male;
  if (sex === "female") return female;
  return Math.round((male + female) / 2);
}

const clamp = (n: number, { min, max }: { min: number; max: number }) => Math.min(max, Math.max(min, n));

export type MemberProfile = { age: number | null; gender: string; activityLevel: string };

const isActivity = (v: string): v is ActivityLevel => v in BAND;
const sexOf = (v: string): Sex => (v === "male" || v === "female" ? v : "other");

/**
 * A member's targets from their profile. Without an age there is nothing to estimate from: the
 * product's defaults.
 */
export function memberTargets(member: MemberProfile): Targets {
  if (member.age === null || !Number.isFinite(member.age) || member.age < 0) return { ...DEFAULT_TARGETS };
  const sex = sexOf(member.gender);
  const activity = isActivity(member.activityLevel) ? member.activityLevel : "moderate";
  const calories = estimatedCalories(member.age, sex, activity);
  const raw: Targets = {
    calories,
    protein: proteinRda(member.age, sex),
    carbs: Math.round((calories * 0.55) / 4),
    fat: Math.round((calories * 0.35) / 9),
    fiber: Math.round((calories / 1000) * 14),
    sugar: Math.round((calories * 0.1) / 4),
  };
  return Object.fromEntries(NUTRIENTS.map((n) => [n, clamp(raw[n], GOAL_RANGES[n])])) as Targets;
}
