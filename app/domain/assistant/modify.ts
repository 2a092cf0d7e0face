// 'Modify' on a plan card, the local provider's part, pure (ADR 046): the user's instruction read by
// keywords — which days and meals to swap ("swap day 2 dinner"), what to leave out ("no fish"), a diet
// ("make it vegetarian"), a cuisine — and a revised plan that changes only the meals the instruction
// reaches. A replaced dinner's leftovers follow it; a recipe is still used once.
import { MEAL_TYPE_LABELS, type MealType } from "../meal-plan/constants";
import { readParameters } from "./intent";
import { type Candidate, dietsFor, leftoverOf, rankRecipes } from "./planner";
import type { AiPreferences } from "./preferences";
import { breaksDiet, type Constraints, hasDislike } from "./safety";
import type { PlanDraft, PlanMeal } from "./schemas";

export type Revision = {
  /** 0-based day indexes named ("day 2", "Friday"); empty: every day. */
  days: number[];
  mealTypes: MealType[];
  /** Words to leave out ("no fish", "without mushrooms"). */
  exclude: string[];
  diets: string[];
  cuisine: string | null;
  /** "swap", "replace", "change", "different", "another": the named meals are replaced. */
  swap: boolean;
};

const NOT_WORDS = new Set(["more", "longer", "the", "a", "an", "any", "to", "so", "much", "too", "need"]);
const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];

/** What an instruction asks of a plan; null when nothing in it can be acted on. */
export function readRevision(instruction: string, plan: Pick<PlanDraft, "days">): Revision | null {
  const text = instruction.toLowerCase();
  const p = readParameters(instruction, "2000-01-01");
  const days = new Set<number>();
  for (const m of text.matchAll(/\bday\s*(\d{1,2})\b/gu)) {
    const n = Number(m[1]) - 1;
    if (n >= 0 && n < plan.days.length) days.add(n);
  }
  for (const weekday of WEEKDAYS)
    if (new RegExp(`\\b${weekday}\\b`, "u").test(text))
      plan.days.forEach((d, i) => {
        if (d.label.toLowerCase().startsWith(weekday)) days.add(i);
      });
  const exclude = [...text.matchAll(/\b(?:no|without|avoid|skip|hold the)\s+([\p{L}-]+)/gu)]
    .map((m) => m[1]!)
    .filter((w) => !NOT_WORDS.has(w) && !p.dietary_restrictions.includes(w));
  const swap = /\b(swap|replace|change|different|another|other|instead|new)\b/u.test(text);
  const revision: Revision = {
    days: [...days].sort((a, b) => a - b),
    mealTypes: p.meal_type,
    exclude,
    diets: p.dietary_restrictions,
    cuisine: p.cuisine,
    swap,
  };
  const named = revision.days.length > 0 || revision.mealTypes.length > 0;
  const acts =
    exclude.length > 0 || revision.diets.length > 0 || (named && (swap || revision.cuisine !== null));
  return acts ? revision : null;
}

export type ReviseInput = {
  plan: PlanDraft;
  revision: Revision;
  candidates: readonly Candidate[];
  constraints: Constraints;
  preferences: AiPreferences;
  mealTimes: Partial<Record<string, string>>;
  inventory: readonly string[];
  dailyCalories: number | null;
  seed: string;
};

export type RevisedPlan = { plan: PlanDraft | null; changes: string[] };

/** The plan with the meals the revision reaches replaced (or left open when nothing fits), the rest kept. */
export function revisePlan(input: ReviseInput): RevisedPlan {
  const { plan, revision } = input;
  const byId = new Map(input.candidates.map((c) => [c.id, c]));
  const checkable = (m: PlanMeal) => ({
    title: m.title,
    ingredients: byId.get(m.recipeId ?? 0)?.ingredients ?? [],
  });
  const named = revision.days.length > 0 || revision.mealTypes.length > 0;
  const reached = (m: PlanMeal, day: number) => {
    if (hasDislike(checkable(m), revision.exclude)) return true;
    if (revision.diets.some((d) => breaksDiet(checkable(m), d))) return true;
    if (!named || m.leftover) return false;
    const dayOk = revision.days.length === 0 || revision.days.includes(day);
    const typeOk = revision.mealTypes.length === 0 || revision.mealTypes.includes(m.mealType);
    return dayOk && typeOk && (revision.swap || revision.cuisine !== null);
  };
  const used = new Set(
    plan.days.flatMap((d, i) => d.meals.filter((m) => !reached(m, i) && m.recipeId).map((m) => m.recipeId!)),
  );
  const constraints: Constraints = {
    ...input.constraints,
    dislikes: [...input.constraints.dislikes],
    diets: [
      ...new Set([...dietsFor(input.constraints, { diets: [] }, input.preferences), ...revision.diets]),
    ],
  };
  const changes: string[] = [];
  const replaced = new Map<number, PlanMeal | null>();
  const days = plan.days.map((day, i) => {
    const meals: PlanMeal[] = [];
    for (const meal of day.meals) {
      const where = `${day.label} ${MEAL_TYPE_LABELS[meal.mealType].toLowerCase()}`;
      if (meal.leftover && !reached(meal, i)) {
        // Leftovers follow their dinner: a new dinner, new leftovers; no dinner, a lunch to choose.
        const source = replaced.get(i - 1);
        if (source === undefined) meals.push(meal);
        else if (source) meals.push(leftoverOf(source, meal.time));
        else changes.push(`${where} (${meal.title}) is left open.`);
        continue;
      }
      if (!reached(meal, i)) {
        meals.push(meal);
        continue;
      }
      const [next] = rankRecipes(
        input.candidates.filter(
          (c) => !used.has(c.id) && c.id !== meal.recipeId && !hasDislike(c, revision.exclude),
        ),
        {
          constraints,
          preferences: input.preferences,
          inventory: input.inventory,
          dailyCalories: input.dailyCalories,
          seed: `${input.seed}|${i}|${meal.mealType}`,
          diets: revision.diets,
          cuisine: revision.cuisine,
          mealTypes: [meal.mealType],
          limit: 1,
        },
      );
      if (meal.mealType === "dinner") replaced.set(i, null);
      if (!next) {
        changes.push(`I found nothing else for ${where}, so "${meal.title}" is left out.`);
        continue;
      }
      used.add(next.id);
      const fresh: PlanMeal = {
        title: next.title,
        mealType: meal.mealType,
        time: meal.time ?? input.mealTimes[meal.mealType] ?? null,
        recipeId: next.id,
        include: true,
      };
      if (meal.mealType === "dinner") replaced.set(i, fresh);
      changes.push(`${where}: "${next.title}" instead of "${meal.title}".`);
      meals.push(fresh);
    }
    return { ...day, meals };
  });
  const kept = days.filter((d) => d.meals.length > 0);
  return { plan: kept.length ? { days: kept } : null, changes };
}
