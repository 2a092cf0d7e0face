// Whether a serving's computed nutrition can be believed. A misread line ('800 crushed tomatoes' read as
// 800 tomatoes, a litre of frying oil counted as eaten, a recipe whose yield is a whole loaf) gives figures
// no serving can hold; a recipe whose main lines have no amount gives a meal of 28 kcal. Such a figure is
// not a fact: the recipe is marked "nutrition needs checking", the lines that caused it are named, and its
// values stay unknown, so day totals and the analysis count the meal as missing
// (docs/decisions/068-believable-nutrition.md). Pure: the recipe pages, the planner and the tests share it.
import type { Nutrient } from "./constants";

/** What one serving can hold, and below what a mostly uncounted recipe is not a meal's figure. */
export const SERVING_LIMITS = {
  /** A very large plated meal is about 2,000 kcal; above 2,500 something was misread. */
  calories: 2500,
  /** Grams a serving weighs at most (a big bowl of soup is under a kilogram). */
  grams: 3000,
  /** Energy per gram at most: pure fat gives 9 kcal. */
  kcalPerGram: 9,
  /** Under this many kcal a serving while most lines are not counted, the figure leaves the meal out. */
  partialCalories: 100,
} as const;

/** Atwater's factors: what a gram of protein, carbohydrate and fat gives. */
const KCAL_PER_GRAM = { protein: 4, carbs: 4, fat: 9 } as const;

/** Why a recipe's computed nutrition needs checking, and the ingredient lines that caused it. */
export type NutritionCheck = {
  /** A sentence each: '4,428 kcal a serving is more than a serving can hold (2,500 kcal at most).' */
  reasons: string[];
  /** The ingredient lines (as the recipe names them) the figures came from or left out. */
  lines: string[];
};

/** One ingredient line as the check reads it: what the whole recipe got from it. */
export type CheckedLine = {
  name: string;
  counted: boolean;
  grams: number;
  values: Partial<Record<Nutrient, number | null>>;
};

const MACROS = ["protein", "carbs", "fat", "fiber", "sugar"] as const;

const kcalText = (n: number) => `${Math.round(n).toLocaleString("en-US")} kcal`;
const gramsText = (n: number) =>
  n >= 1000 ? `${(Math.round(n / 100) / 10).toLocaleString("en-US")} kg` : `${Math.round(n)} g`;

/** The lines that give most of `of` (at least half of it, at most three), largest first. */
function mainSources(lines: readonly CheckedLine[], of: (line: CheckedLine) => number): string[] {
  const ranked = lines.filter((l) => l.counted && of(l) > 0).sort((a, b) => of(b) - of(a));
  const total = ranked.reduce((sum, l) => sum + of(l), 0);
  const out: string[] = [];
  let covered = 0;
  for (const line of ranked) {
    if (covered >= total / 2 || out.length === 3) break;
    out.push(line.name);
    covered += of(line);
  }
  return out;
}

/**
 * The check of one serving computed from `lines` (their whole-recipe grams and values) divided by
 * `servings`: null when it can be believed.
 */
export function checkServing(lines: readonly CheckedLine[], servings: number): NutritionCheck | null {
  const divisor = servings > 0 ? servings : 1;
  const counted = lines.filter((l) => l.counted);
  if (counted.length === 0) return null;
  const per = (n: Nutrient) => counted.reduce((sum, l) => sum + (l.values[n] ?? 0), 0) / divisor;
  const grams = counted.reduce((sum, l) => sum + l.grams, 0) / divisor;
  const calories = per("calories");
  const reasons: string[] = [];
  const culprits = new Set<string>();
  const blame = (names: string[]) => {
    for (const name of names) culprits.add(name);
  };

  if (calories > SERVING_LIMITS.calories) {
    reasons.push(
      `${kcalText(calories)} a serving is more than a serving can hold (${kcalText(SERVING_LIMITS.calories)} at most).`,
    );
    blame(mainSources(counted, (l) => l.values.calories ?? 0));
  }
  if (grams > SERVING_LIMITS.grams) {
    reasons.push(
      `A serving would weigh ${gramsText(grams)}, more than anyone eats (${gramsText(SERVING_LIMITS.grams)} at most).`,
    );
    blame(mainSources(counted, (l) => l.grams));
  }
  for (const n of MACROS) {
    const value = per(n);
    if (value > grams) {
      reasons.push(`${Math.round(value)} g of ${n} is more than the serving's ${gramsText(grams)}.`);
      blame(mainSources(counted, (l) => l.values[n] ?? 0));
    }
  }
  if (grams > 0 && calories > grams * SERVING_LIMITS.kcalPerGram) {
    reasons.push(`${kcalText(calories)} from ${gramsText(grams)} is more energy than pure fat has.`);
    blame(mainSources(counted, (l) => l.values.calories ?? 0));
  }
  // The macros say how much energy there is; alcohol adds some they do not show, so only figures whose
  // macros give clearly more than their calories are wrong.
  const fromMacros =
    per("protein") * KCAL_PER_GRAM.protein +
    per("carbs") * KCAL_PER_GRAM.carbs +
    per("fat") * KCAL_PER_GRAM.fat;
  if (fromMacros > calories * 1.3 + 50) {
    reasons.push(
      `Its protein, carbs and fat give ${kcalText(fromMacros)}, but its calories add up to ${kcalText(calories)}.`,
    );
    blame(
      mainSources(
        counted,
        (l) =>
          (l.values.protein ?? 0) * KCAL_PER_GRAM.protein +
          (l.values.carbs ?? 0) * KCAL_PER_GRAM.carbs +
          (l.values.fat ?? 0) * KCAL_PER_GRAM.fat -
          (l.values.calories ?? 0),
      ),
    );
  }
  const missing = lines.filter((l) => !l.counted);
  if (calories < SERVING_LIMITS.partialCalories && missing.length > counted.length) {
    reasons.push(
      `Only ${counted.length} of ${lines.length} ingredients could be counted: ${kcalText(calories)} a serving leaves most of the dish out.`,
    );
    blame(missing.map((l) => l.name));
  }
  return reasons.length === 0 ? null : { reasons, lines: [...culprits] };
}

/**
 * Whether a serving's stored figures can be added to a day: not above what a serving can hold. Meals
 * planned before the check (their figures are in their events) are judged by this when the day is summed.
 */
export const believableCalories = (calories: number | null | undefined): boolean =>
  calories == null || !(Number(calories) > SERVING_LIMITS.calories);

/** A serving's stored figures, or null when they are more than a serving can hold (then: unknown). */
export const believableServing = <T extends { calories?: number | null }>(
  values: T | null | undefined,
): T | null => (values && believableCalories(values.calories) ? values : null);

/** The same rule in SQL, over a JSON object of a serving's figures (the planner's day totals). */
export const believableServingSql = (json: string) =>
  `coalesce((${json}->>'calories')::numeric, 0) <= ${SERVING_LIMITS.calories}`;

/** A stored check read back; anything else (null, a damaged value) reads as no check. */
export function readNutritionCheck(value: unknown): NutritionCheck | null {
  if (!value || typeof value !== "object") return null;
  const { reasons, lines } = value as Record<string, unknown>;
  const strings = (v: unknown) =>
    Array.isArray(v) ? v.filter((s): s is string => typeof s === "string") : [];
  const read = { reasons: strings(reasons), lines: strings(lines) };
  return read.reasons.length > 0 ? read : null;
}
