// A household's nutrition analysis for a period, read from the planner's calendar read model: each meal
// is one serving of its own nutrition plus its extra dishes', or, for one family member, that times the
// member's portion (calories per member = per serving × portion / 100, docs/product.md#nutrition).
// The rules themselves are pure (analysis.ts); this only gathers the entries.
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import { type CalendarMeal, listMeals } from "../meal-plan/meal-queries.server";
import { type Analysis, type AnalysisEntry, analyse, type Period } from "./analysis";
import { NUTRIENTS, type NutritionValues } from "./constants";
import type { Targets } from "./goals";
import { believableServing } from "./plausibility";

/** One serving of a meal, its dishes included; null where neither says anything. */
export function servingOf(meal: Pick<CalendarMeal, "nutrition" | "dishes">): Partial<NutritionValues> {
  const out: Partial<NutritionValues> = {};
  // A serving above what a serving can hold is left out, as unknown (docs/decisions/068-believable-nutrition.md).
  const own = believableServing(meal.nutrition);
  const dishes = (meal.dishes ?? []).map((dish) => believableServing(dish.recipe?.nutrition));
  for (const n of NUTRIENTS) {
    let value: number | null = own?.[n] ?? null;
    for (const dish of dishes) {
      const extra = dish?.[n];
      if (extra != null) value = (value ?? 0) + extra;
    }
    out[n] = value;
  }
  return out;
}

/**
 * A meal as one person ate it. A member listed on the meal eats their stored portion (100 % when none is
 * stored); a meal for everyone lists no one, and a member eats their default portion of it — the same
 * rule as the planner's calories per member.
 */
export function entryOf(meal: CalendarMeal, memberId?: number, defaultPortion = 100): AnalysisEntry {
  const serving = servingOf(meal);
  const listed = memberId !== undefined && meal.memberIds.includes(memberId);
  const portion =
    memberId === undefined ? 100 : listed ? (meal.portions[String(memberId)] ?? 100) : defaultPortion;
  const nutrition = Object.fromEntries(
    NUTRIENTS.map((n) => [n, serving[n] == null ? null : (serving[n]! * portion) / 100]),
  ) as Partial<NutritionValues>;
  return { date: meal.date, title: meal.title, mealType: meal.mealType, nutrition };
}

/** The analysis of `period` for the household (one serving of every meal) or one of its members. */
export async function analyseHousehold(
  db: Kysely<DB>,
  householdId: number,
  period: Period,
  targets: Targets,
  memberId?: number,
  /** The member's default portion (percent), for the meals that list no one. */
  defaultPortion = 100,
): Promise<Analysis> {
  const meals = await listMeals(db, householdId, {
    from: period.from,
    to: period.to,
    ...(memberId !== undefined ? { memberIds: [memberId] } : {}),
  });
  return analyse(
    meals.map((meal) => entryOf(meal, memberId, defaultPortion)),
    targets,
    period,
  );
}
