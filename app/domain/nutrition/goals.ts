// Daily nutrition goals: the defaults, the six presets, the form's ranges and steps, and which preset a
// set of targets is (docs/product.md#nutrition-analysis). Pure: the analysis screen, its API twin
// (`/api/nutrition/goals`) and the assistant read the same rules.
import { z } from "zod";
import { orRaw, readDecimal } from "../input-readers";
import { NUTRIENT_LABELS, NUTRIENT_UNITS, NUTRIENTS, type Nutrient } from "./constants";

/**
 * A day's target for one nutrient. A limit (sugar's; carbs' when low, see `limitsOf`) is a ceiling
 * (`maxValue`), the others are goals to reach.
 */
export type Goal = { target: number; unit: string; maxValue?: true };
export type Goals = Record<Nutrient, Goal>;
export type Targets = Record<Nutrient, number>;

/** Nutrients whose target is always a ceiling rather than a goal. */
export const MAXIMUM_NUTRIENTS: ReadonlySet<Nutrient> = new Set<Nutrient>(["sugar"]);

/**
 * Carbohydrate targets under this many grams a day are ceilings: 130 g is the RDA, the least the brain
 * needs, so a lower target (Keto's 25 g, Low Carb's 100 g, or one typed in) says "at most", and eating
 * more is over the limit, never a goal reached (docs/decisions/068-believable-nutrition.md).
 */
export const CARB_LIMIT_BELOW = 130;

/** The nutrients these targets cap: sugar always, carbs under CARB_LIMIT_BELOW. */
export function limitsOf(targets: Pick<Targets, "carbs">): ReadonlySet<Nutrient> {
  return targets.carbs < CARB_LIMIT_BELOW
    ? new Set<Nutrient>([...MAXIMUM_NUTRIENTS, "carbs"])
    : MAXIMUM_NUTRIENTS;
}

export const DEFAULT_TARGETS: Targets = {
  calories: 2000,
  protein: 50,
  carbs: 275,
  fat: 78,
  fiber: 28,
  sugar: 50,
};

export const PRESET_NAMES = [
  "balanced",
  "keto",
  "lowCarb",
  "highProtein",
  "vegetarian",
  "mediterranean",
] as const;
export type PresetName = (typeof PRESET_NAMES)[number];

export const PRESET_LABELS: Record<PresetName, string> = {
  balanced: "Balanced",
  keto: "Keto",
  lowCarb: "Low Carb",
  highProtein: "High Protein",
  vegetarian: "Vegetarian",
  mediterranean: "Mediterranean",
};

/** Every preset keeps 2,000 kcal; they differ in how the calories are split. */
export const PRESETS: Record<PresetName, Targets> = {
  balanced: { calories: 2000, protein: 75, carbs: 250, fat: 67, fiber: 28, sugar: 50 },
  keto: { calories: 2000, protein: 100, carbs: 25, fat: 165, fiber: 20, sugar: 15 },
  lowCarb: { calories: 2000, protein: 100, carbs: 100, fat: 111, fiber: 25, sugar: 30 },
  highProtein: { calories: 2000, protein: 150, carbs: 200, fat: 56, fiber: 30, sugar: 50 },
  vegetarian: { calories: 2000, protein: 60, carbs: 275, fat: 67, fiber: 35, sugar: 50 },
  mediterranean: { calories: 2000, protein: 75, carbs: 250, fat: 78, fiber: 32, sugar: 45 },
};

/** The goals form's bounds and steps (a browser's number input and the server check the same ones). */
export const GOAL_RANGES: Record<Nutrient, { min: number; max: number; step: number }> = {
  calories: { min: 1000, max: 10000, step: 50 },
  protein: { min: 10, max: 300, step: 5 },
  carbs: { min: 0, max: 500, step: 5 },
  fat: { min: 10, max: 200, step: 5 },
  fiber: { min: 5, max: 100, step: 1 },
  sugar: { min: 0, max: 200, step: 5 },
};

export const CALORIES_HINT = "1800 to 2500 kcal recommended";

const LABELS = NUTRIENT_LABELS;

export { NUTRIENT_LABELS };

// The step is the number inputs' arrow step, not a rule: the presets themselves are off it (fat 78 g,
// 67 g, 111 g with a step of 5), so a browser given `step=5` would refuse to send a preset. The inputs
// use it as a hint only (docs/product.md#nutrition-analysis).
const targetField = (nutrient: Nutrient) => {
  const { min, max } = GOAL_RANGES[nutrient];
  const unit = NUTRIENT_UNITS[nutrient];
  // A number or a numeric string; `true` or `[1]` is refused, never read as 1 (ADR 016's input gate).
  return z.preprocess(
    orRaw(readDecimal),
    z
      .number({ message: `${LABELS[nutrient]} must be a number.` })
      .refine((n) => n >= min && n <= max, `${LABELS[nutrient]} must be between ${min} and ${max} ${unit}.`),
  );
};

/** The goals form and the API's body: one number per nutrient, within its range and step. */
export const GoalTargetsSchema = z.object({
  calories: targetField("calories"),
  protein: targetField("protein"),
  carbs: targetField("carbs"),
  fat: targetField("fat"),
  fiber: targetField("fiber"),
  sugar: targetField("sugar"),
});

/** The targets as the API and the screen read them: target, unit, and the ceiling flag of each limit. */
export function goalsOf(targets: Targets): Goals {
  const limits = limitsOf(targets);
  return Object.fromEntries(
    NUTRIENTS.map((n) => [
      n,
      {
        target: targets[n],
        unit: NUTRIENT_UNITS[n],
        ...(limits.has(n) ? { maxValue: true as const } : {}),
      },
    ]),
  ) as Goals;
}

/** The preset whose every target equals these, if one does (the form highlights it); else null. */
export function activePreset(targets: Targets): PresetName | null {
  return PRESET_NAMES.find((name) => NUTRIENTS.every((n) => PRESETS[name][n] === targets[n])) ?? null;
}

/**
 * Stored targets read back: anything missing or out of its range falls back to the default, so a
 * damaged or older row still gives a whole set of goals.
 */
export function readTargets(stored: unknown): Targets {
  const source = stored && typeof stored === "object" ? (stored as Record<string, unknown>) : {};
  return Object.fromEntries(
    NUTRIENTS.map((n) => {
      const parsed = GoalTargetsSchema.shape[n].safeParse(source[n]);
      return [n, parsed.success ? parsed.data : DEFAULT_TARGETS[n]];
    }),
  ) as Targets;
}
