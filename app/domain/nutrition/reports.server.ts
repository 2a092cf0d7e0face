// The nutrition calls' answers (docs/product.md#nutrition): the analysis of a period — for the household
// (one serving of every meal) or one family member (scaled by their portion) — against the caller's
// goals, as plain JSON with snake_case names and values rounded to one decimal. The summary, the daily and
// weekly reports and the trends are views of that one analysis (analysis.ts), so they never disagree
// with the analysis screen.
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import { DomainError } from "../errors";
import { getMember } from "../household/members.server";
import { readDecimal } from "../input-readers";
import type { Analysis, Period } from "./analysis";
import { analyseHousehold } from "./analysis.server";
import { NUTRIENT_UNITS, NUTRIENTS, type Nutrient } from "./constants";
import { activePreset, goalsOf } from "./goals";
import { getNutritionGoals } from "./goals.server";

export type Reader = { id: number; householdId: number };

const round = (n: number) => Math.round(n * 10) / 10;
const rounded = <K extends string>(values: Record<K, number>) =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, round(v as number)])) as Record<K, number>;

/** A `member_id` of the reader's household (a 404 otherwise); undefined when none was asked for. */
export async function readMemberId(
  db: Kysely<DB>,
  reader: Reader,
  value: string | null,
): Promise<number | undefined> {
  if (value === null || value === "") return undefined;
  const id = readDecimal(value);
  if (id === undefined || !Number.isInteger(id) || id <= 0)
    throw new DomainError("The member_id must be a family member's id.", "member_id");
  await getMember(db, reader.householdId, id);
  return id;
}

export async function analysisFor(db: Kysely<DB>, reader: Reader, period: Period, memberId?: number) {
  const goals = await getNutritionGoals(db, reader.id);
  const analysis = await analyseHousehold(db, reader.householdId, period, goals.targets, memberId);
  return { analysis, targets: goals.targets };
}

/** The summary's answer: every figure of the analysis screen. */
export function summaryJson(analysis: Analysis, targets: Parameters<typeof goalsOf>[0], memberId?: number) {
  return {
    start_date: analysis.period.from,
    end_date: analysis.period.to,
    member_id: memberId ?? null,
    days_with_entries: analysis.daysWithEntries,
    entries: analysis.entries,
    average: rounded(analysis.average),
    macro_calories: rounded(analysis.macroCalories),
    progress: analysis.progress.map((p) => ({
      nutrient: p.nutrient,
      value: round(p.value),
      target: p.target,
      unit: NUTRIENT_UNITS[p.nutrient],
      percent: p.percent,
      bar: p.bar,
      colour: p.colour,
      status: p.status,
    })),
    top_sources: Object.fromEntries(
      NUTRIENTS.map((n) => [
        n,
        analysis.topSources[n].map((s) => ({ title: s.title, value: round(s.value) })),
      ]),
    ) as Record<Nutrient, { title: string; value: number }[]>,
    insights: analysis.insights,
    meal_types: analysis.mealTypes.map((t) => ({
      meal_type: t.mealType,
      calories: round(t.calories),
      protein: round(t.protein),
      carbs: round(t.carbs),
      fat: round(t.fat),
    })),
    days: analysis.days.map((d) => ({
      date: d.date,
      ...rounded(Object.fromEntries(NUTRIENTS.map((n) => [n, d[n]])) as Record<Nutrient, number>),
      missing: d.missing,
    })),
    goals: goalsOf(targets),
    preset: activePreset(targets),
  };
}

/** A nutrient named in a query; calories when none is. */
export function readNutrient(value: string | null): Nutrient {
  if (value === null || value === "") return "calories";
  const nutrient = NUTRIENTS.find((n) => n === value.trim().toLowerCase());
  if (!nutrient) throw new DomainError(`The nutrient must be one of ${NUTRIENTS.join(", ")}.`, "nutrient");
  return nutrient;
}

/** One nutrient per day of the period, with the day's goal and the period's daily average. */
export function trendJson(analysis: Analysis, targets: Record<Nutrient, number>, nutrient: Nutrient) {
  return {
    start_date: analysis.period.from,
    end_date: analysis.period.to,
    nutrient,
    unit: NUTRIENT_UNITS[nutrient],
    target: targets[nutrient],
    average: round(analysis.average[nutrient]),
    days: analysis.days.map((d) => ({ date: d.date, value: round(d[nutrient]), missing: d.missing })),
  };
}
