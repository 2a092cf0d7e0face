// The local planner, pure: N days of meals from the household's and the library's recipes, keeping every
// allergy and diet, avoiding dislikes, never repeating a recipe in one plan, leaning towards the
// preferences (cuisines, complexity, what is in the pantry) and, when known, the daily calorie goal.
// Deterministic: the same request over the same recipes gives the same plan (the seed is the request).
// With 'consider leftovers' on, a day's lunch is the day before's dinner eaten again (ADR 046).
import { format, parseISO } from "date-fns";
import type { RecipeAllergens } from "../allergens";
import type { MealType } from "../meal-plan/constants";
import { addDays as addCalendarDays } from "../shared/calendar-date";
import { AI, PLAN_MEAL_TYPES } from "./constants";
import type { AiPreferences } from "./preferences";
import { type Constraints, fits, hasDislike, labelDoubt } from "./safety";
import type { AssistantRecipe, PlanDraft, PlanMeal } from "./schemas";

/** A library recipe as the assistant weighs it. */
export type Candidate = {
  id: number;
  title: string;
  description: string;
  cuisine: string;
  mealType: string;
  tags: string[];
  ingredients: string[];
  calories: number | null;
  difficulty: string;
  totalMinutes: number | null;
  prepMinutes: number | null;
  cookMinutes: number | null;
  servings: number;
  imageUrl: string | null;
  own: boolean;
  /** The stored allergen reading (ADR 067); null: never read; absent: not loaded (read from the lines). */
  allergens?: RecipeAllergens | null;
};

export type PlanRequest = {
  days: number;
  startDate: string | null;
  mealTypes: MealType[];
  diets: string[];
  cuisine: string | null;
  goals: string[];
};

export type PlanInput = {
  request: PlanRequest;
  candidates: readonly Candidate[];
  constraints: Constraints;
  preferences: AiPreferences;
  mealTimes: Partial<Record<string, string>>;
  /** The household's daily calorie goal, when one is saved. */
  dailyCalories: number | null;
  /** Names of what is in the pantry (used when the preferences say so). */
  inventory: readonly string[];
  seed: string;
};

/** A small, fast PRNG (mulberry32) seeded by a string's FNV-1a hash. */
export function seededRandom(seed: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const EXTRA_TYPES: MealType[] = ["snack", "dessert", "brunch"];

/** The meal types of each day: as asked, else the preferred ones, else as many as meals per day. */
export function mealTypesFor(
  request: Pick<PlanRequest, "mealTypes">,
  preferences: AiPreferences,
): MealType[] {
  if (request.mealTypes.length) return request.mealTypes;
  const preferred = preferences.preferredMealTypes.map((t) => t.toLowerCase() as MealType);
  if (preferred.length) return preferred;
  const n = preferences.mealsPerDay;
  if (n === 1) return ["dinner"];
  if (n === 2) return ["lunch", "dinner"];
  return [...PLAN_MEAL_TYPES, ...EXTRA_TYPES].slice(0, Math.min(n, 6)) as MealType[];
}

/** The diets every meal keeps: the family's, the request's and the preferences'. */
export function dietsFor(
  constraints: Constraints,
  request: Pick<PlanRequest, "diets">,
  preferences: AiPreferences,
) {
  const all = [
    ...constraints.diets,
    ...request.diets,
    ...preferences.dietaryRestrictions,
    ...(preferences.defaultDietType === "none" || preferences.defaultDietType === "balanced"
      ? []
      : [preferences.defaultDietType]),
  ];
  return [...new Set(all.map((d) => d.trim().toLowerCase()).filter(Boolean))];
}

const RELATED: Partial<Record<MealType, MealType[]>> = {
  breakfast: ["brunch"],
  brunch: ["breakfast", "lunch"],
  lunch: ["dinner"],
  dinner: ["lunch"],
  snack: ["dessert"],
  dessert: ["snack"],
};

/** How well a recipe fits a slot: 3 its own type, 2 a related one, 1 an untyped main, 0 not at all. */
function slotFit(candidate: Candidate, type: MealType): number {
  const own = candidate.mealType.toLowerCase();
  if (own === type) return 3;
  if (RELATED[type]?.includes(own as MealType)) return 2;
  if ((own === "" || own === "other") && (type === "lunch" || type === "dinner")) return 1;
  return 0;
}

const COMPLEXITY_DIFFICULTY = { 1: ["Easy"], 2: ["Easy", "Medium"], 3: ["Medium", "Hard"] } as const;

export type Scoring = Pick<PlanInput, "constraints" | "preferences" | "dailyCalories" | "inventory"> & {
  cuisine: string | null;
  mealsPerDay: number;
};

/** A recipe's weight, apart from its slot: preferences, pantry, calories, dislikes. */
export function preferenceScore(c: Candidate, s: Scoring): number {
  let score = 0;
  const cuisine = c.cuisine.toLowerCase();
  if (s.cuisine && cuisine === s.cuisine.toLowerCase()) score += 2;
  if (s.preferences.preferredCuisines.some((p) => p.toLowerCase() === cuisine)) score += 1;
  if (c.own) score += 0.5;
  // A recipe whose every line was read is preferred to one with a line to check on the label (ADR 067).
  if (labelDoubt(c, s.constraints)) score -= 3;
  if ((COMPLEXITY_DIFFICULTY[s.preferences.complexityLevel] as readonly string[]).includes(c.difficulty))
    score += 0.5;
  if (s.preferences.complexityLevel === 1 && c.totalMinutes !== null && c.totalMinutes <= 30) score += 0.5;
  if (s.preferences.useInventory && s.inventory.length) {
    const pantry = s.inventory.map((n) => n.toLowerCase());
    const hits = c.ingredients.filter((line) =>
      pantry.some((p) => p && line.toLowerCase().includes(p)),
    ).length;
    score += Math.min(1, hits * 0.25);
  }
  if (s.dailyCalories && c.calories !== null) {
    const target = s.dailyCalories / Math.max(1, s.mealsPerDay);
    score += 1 - Math.min(1, Math.abs(c.calories - target) / target);
  }
  // A disliked ingredient is a last resort, never a preference.
  if (hasDislike(c, [...s.constraints.dislikes, ...s.preferences.dislikedIngredients])) score -= 10;
  return score;
}

/** The day before's dinner as today's lunch: the same recipe, marked as leftovers. */
export const leftoverOf = (dinner: PlanMeal, time: string | null): PlanMeal => ({
  title: leftoverTitle(dinner.title),
  mealType: "lunch",
  time,
  recipeId: dinner.recipeId,
  include: true,
  leftover: true,
});

export const leftoverTitle = (title: string) => `Leftovers: ${title}`;

export const dayLabel = (date: string) => format(parseISO(date), "EEEE, MMMM d");

export type PlanOutcome = { plan: PlanDraft | null; notes: string[] };

export function buildPlan(input: PlanInput): PlanOutcome {
  const { request, preferences } = input;
  const random = seededRandom(input.seed);
  const diets = dietsFor(input.constraints, request, preferences);
  const constraints: Constraints = {
    ...input.constraints,
    allergies: [
      ...input.constraints.allergies,
      ...preferences.allergies.map((term) => ({ term, who: [] as string[] })),
    ],
    diets,
  };
  const types = mealTypesFor(request, preferences);
  const scoring: Scoring = { ...input, constraints, cuisine: request.cuisine, mealsPerDay: types.length };
  // Each recipe's weight and a seeded tie-break, computed once, in the order the recipes came.
  const pool = input.candidates
    .filter((c) => fits(c, constraints))
    .map((c) => ({ c, weight: preferenceScore(c, scoring) + random() * 0.5 }));
  const used = new Set<number>();
  const notes: string[] = [];
  let missing = 0;
  // Leftovers need a dinner to come from and a lunch to go to; the first day's lunch is always cooked.
  const dinners: (PlanMeal | null)[] = [];
  const leftovers = preferences.considerLeftovers && types.includes("lunch") && types.includes("dinner");
  const leftoverSource = (day: number) => (leftovers && day > 0 ? (dinners[day - 1] ?? null) : null);
  const days = Array.from({ length: Math.min(Math.max(request.days, 1), AI.maxPlanDays) }, (_, i) => {
    const date = request.startDate ? addCalendarDays(request.startDate, i) : null;
    const meals: PlanMeal[] = [];
    for (const type of types) {
      const yesterday = leftoverSource(i);
      if (type === "lunch" && yesterday) {
        meals.push(leftoverOf(yesterday, input.mealTimes.lunch ?? null));
        continue;
      }
      let best: { c: Candidate; total: number } | null = null;
      for (const { c, weight } of pool) {
        if (used.has(c.id)) continue;
        const fit = slotFit(c, type);
        if (fit === 0) continue;
        const total = fit * 2 + weight;
        if (!best || total > best.total) best = { c, total };
      }
      if (!best) {
        missing++;
        continue;
      }
      used.add(best.c.id);
      meals.push({
        title: best.c.title,
        mealType: type,
        time: input.mealTimes[type] ?? null,
        recipeId: best.c.id,
        include: true,
      });
    }
    dinners[i] = meals.find((m) => m.mealType === "dinner" && !m.leftover) ?? null;
    return { label: date ? dayLabel(date) : `Day ${i + 1}`, date, meals };
  }).filter((d) => d.meals.length > 0);
  if (missing > 0 && days.length > 0)
    notes.push(
      `I ran out of different recipes that suit everyone, so ${missing} meal${missing === 1 ? " is" : "s are"} left open.`,
    );
  return { plan: days.length ? { days } : null, notes };
}

/** Recipes for a search: those that suit everyone, best first, at most `limit`. */
export function rankRecipes(
  candidates: readonly Candidate[],
  input: Omit<PlanInput, "request" | "candidates" | "mealTimes"> & {
    diets: string[];
    cuisine: string | null;
    mealTypes: MealType[];
    limit: number;
  },
): Candidate[] {
  const random = seededRandom(input.seed);
  const constraints: Constraints = {
    ...input.constraints,
    allergies: [
      ...input.constraints.allergies,
      ...input.preferences.allergies.map((term) => ({ term, who: [] as string[] })),
    ],
    diets: dietsFor(input.constraints, { diets: input.diets }, input.preferences),
  };
  const scoring: Scoring = { ...input, constraints, mealsPerDay: 3 };
  return candidates
    .filter((c) => fits(c, constraints))
    .filter((c) => !input.mealTypes.length || input.mealTypes.some((t) => slotFit(c, t) >= 2))
    .map((c) => ({ c, weight: preferenceScore(c, scoring) + random() * 0.5 }))
    .sort((a, b) => b.weight - a.weight || a.c.id - b.c.id)
    .slice(0, input.limit)
    .map(({ c }) => c);
}

/** A library recipe as a recipe card. */
export function toAssistantRecipe(c: Candidate, instructions: string[] = []): AssistantRecipe {
  return {
    id: c.id,
    title: c.title,
    description: c.description,
    image: c.imageUrl,
    ingredients: c.ingredients,
    instructions,
    prepTime: c.prepMinutes,
    cookTime: c.cookMinutes,
    servings: c.servings,
    difficulty: c.difficulty,
    cuisine: c.cuisine,
    type: c.mealType || "other",
    calories: c.calories,
  };
}
