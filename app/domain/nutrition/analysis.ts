// The nutrition analysis of a period: daily averages against goals, macro calories, progress bars and
// their phrases, top sources, insights and the meal-type breakdown (docs/product.md#nutrition-analysis).
// Pure: given the period's meal entries (their nutrition already scaled to what was eaten) and the
// goals, it answers the same numbers to the page, its CSV export and the API.
import { eachDay, startOfMonth, weekOf } from "../shared/calendar-date";
import { NUTRIENTS, type Nutrient, type NutritionValues } from "./constants";
import { limitsOf, MAXIMUM_NUTRIENTS, type Targets } from "./goals";

/** One planned meal as the analysis reads it. */
export type AnalysisEntry = {
  date: string;
  title: string;
  mealType: string;
  nutrition: Partial<NutritionValues>;
};

export type Period = { from: string; to: string };

/** This Week: from the Sunday of today's week to today. */
export function thisWeek(today: string): Period {
  return { from: weekOf(today).from, to: today };
}

/** This Month: from the first of the month to today. */
export function thisMonth(today: string): Period {
  return { from: startOfMonth(today), to: today };
}

/**
 * Every calendar date of the period, in order: counted, and at most the longest period any caller may
 * ask for (a year and a leap day), so no period can walk without end.
 */
export const datesOf = (period: Period): string[] => eachDay(period.from, period.to);

// --- macro calories ---------------------------------------------------------------------------------

export const KCAL_PER_GRAM = { protein: 4, carbs: 4, fat: 9 } as const;
export type Macro = keyof typeof KCAL_PER_GRAM;

/** The calories each macronutrient gives (protein and carbs 4 kcal/g, fat 9 kcal/g). */
export function macroCalories(values: Partial<Record<Macro, number | null>>): Record<Macro, number> {
  return {
    protein: (values.protein ?? 0) * KCAL_PER_GRAM.protein,
    carbs: (values.carbs ?? 0) * KCAL_PER_GRAM.carbs,
    fat: (values.fat ?? 0) * KCAL_PER_GRAM.fat,
  };
}

/** `part` as a percentage of `whole`, rounded to a millionth so 2,200 of 2,000 is 110, not 110.000…01. */
const percentOf = (part: number, whole: number) => Math.round((part / whole) * 100 * 1e6) / 1e6;

// --- progress -----------------------------------------------------------------------------------------

export type BarColour = "red" | "yellow" | "green";
export type Progress = {
  nutrient: Nutrient;
  value: number;
  target: number;
  /** Of the target, uncapped (the text says 130 %). */
  percent: number;
  /** The bar's width: capped at 100. */
  bar: number;
  colour: BarColour;
  status: string;
  /** The target is a ceiling (sugar; carbs under a low-carb target): more is worse. */
  limit: boolean;
};

export const STATUS = {
  reached: "goal reached",
  close: "close",
  progress: "progress",
  below: "below target",
  /** A limit passed: red, never 'goal reached' (ADR 068; the spec's word was 'exceeding'). */
  exceeding: "over the limit",
  near: "near",
  /** Sugar under 90 % of its ceiling: the spec names no phrase for it. */
  within: "within limit",
} as const;

/**
 * A nutrient's bar and phrase. A goal: red under 50 %, yellow under 80 %, green from 80 %; phrases
 * 'goal reached' from 100 %, 'close' from 80 %, 'progress' from 50 %, else 'below target'. A ceiling
 * (sugar, and carbs under a low-carb target: `limitsOf`): green under 70 %, yellow under 90 %, red from
 * 90 %; 'over the limit' from 100 % (the spec's 'exceeding'), 'near' from 90 %. A limit of 0 g is over
 * with any amount.
 */
export function progressOf(
  nutrient: Nutrient,
  value: number,
  target: number,
  limit: boolean = MAXIMUM_NUTRIENTS.has(nutrient),
): Progress {
  if (limit) {
    const percent = target > 0 ? percentOf(value, target) : value > 0 ? Number.POSITIVE_INFINITY : 0;
    const bar = Math.min(100, percent);
    const colour: BarColour = percent < 70 ? "green" : percent < 90 ? "yellow" : "red";
    const status = percent >= 100 ? STATUS.exceeding : percent >= 90 ? STATUS.near : STATUS.within;
    return {
      nutrient,
      value,
      target,
      percent: Number.isFinite(percent) ? percent : 100,
      bar,
      colour,
      status,
      limit,
    };
  }
  const percent = target > 0 ? percentOf(value, target) : 0;
  const bar = Math.min(100, percent);
  const colour: BarColour = percent < 50 ? "red" : percent < 80 ? "yellow" : "green";
  const status =
    percent >= 100
      ? STATUS.reached
      : percent >= 80
        ? STATUS.close
        : percent >= 50
          ? STATUS.progress
          : STATUS.below;
  return { nutrient, value, target, percent, bar, colour, status, limit };
}

// --- insights -----------------------------------------------------------------------------------------

export type Insight = { kind: "positive" | "negative" | "info"; text: string };

const round = (n: number) => Math.round(n);

/**
 * The rules, in this order: calories within 90–110 % of the goal (positive) or outside (negative);
 * protein under 80 % (negative) or over 120 % (info); fiber under 80 % (negative) or not (positive);
 * sugar over 120 % of its ceiling (negative); protein under 10 % of calories (negative, advice 10–35 %);
 * fat over 40 % of calories (info); fewer than 3 breakfasts in the period (info). A period with no
 * entries has no insights.
 */
export function insightsOf(
  average: Record<Nutrient, number>,
  targets: Targets,
  breakfasts: number,
): Insight[] {
  const out: Insight[] = [];
  const pct = (n: Nutrient) => (targets[n] > 0 ? percentOf(average[n], targets[n]) : 0);
  const calories = pct("calories");
  if (calories > 110)
    out.push({
      kind: "negative",
      text: `Your average of ${round(average.calories)} kcal a day is above your goal of ${targets.calories} kcal.`,
    });
  else if (calories < 90)
    out.push({
      kind: "negative",
      text: `Your average of ${round(average.calories)} kcal a day is below your goal of ${targets.calories} kcal.`,
    });
  else out.push({ kind: "positive", text: "Your calorie intake is on target." });

  const protein = pct("protein");
  if (protein < 80)
    out.push({
      kind: "negative",
      text: `Protein is low: ${round(average.protein)} g a day against a goal of ${targets.protein} g.`,
    });
  else if (protein > 120)
    out.push({
      kind: "info",
      text: `Protein is above your goal: ${round(average.protein)} g a day against ${targets.protein} g.`,
    });

  if (pct("fiber") < 80)
    out.push({
      kind: "negative",
      text: `Fiber is low: ${round(average.fiber)} g a day against a goal of ${targets.fiber} g. Add whole grains, beans, fruit and vegetables.`,
    });
  else out.push({ kind: "positive", text: "You are meeting your fiber goal." });

  if (pct("sugar") > 120)
    out.push({
      kind: "negative",
      text: `Sugar is high: ${round(average.sugar)} g a day against a limit of ${targets.sugar} g.`,
    });
  // Carbs under a low-carb target are a limit too (goals.ts limitsOf).
  if (limitsOf(targets).has("carbs") && pct("carbs") > 120)
    out.push({
      kind: "negative",
      text: `Carbs are over your limit: ${round(average.carbs)} g a day against at most ${targets.carbs} g.`,
    });

  if (average.calories > 0) {
    const macros = macroCalories(average);
    const proteinShare = percentOf(macros.protein, average.calories);
    if (proteinShare < 10)
      out.push({
        kind: "negative",
        text: `Protein gives only ${round(proteinShare)}% of your calories; 10 to 35% is advised.`,
      });
    const fatShare = percentOf(macros.fat, average.calories);
    if (fatShare > 40)
      out.push({ kind: "info", text: `Fat gives ${round(fatShare)}% of your calories, more than 40%.` });
  }

  if (breakfasts < 3)
    out.push({
      kind: "info",
      text: `You may be skipping breakfast: ${breakfasts === 1 ? "only 1 breakfast was" : `${breakfasts} breakfasts were`} planned in this period.`,
    });
  return out;
}

// --- the analysis ---------------------------------------------------------------------------------------

export const BREAKDOWN_TYPES = ["breakfast", "lunch", "dinner", "snack", "dessert"] as const;
export const TOP_SOURCES = 5;
export const NO_DATA = "No data available for the selected period";

export type DayTotals = { date: string } & Record<Nutrient, number> & { missing: boolean };
export type Source = { title: string; value: number };

export type Analysis = {
  period: Period;
  /** Days of the period with at least one entry: the averages' divisor. */
  daysWithEntries: number;
  entries: number;
  /** Every date of the period, zero where nothing was planned (the charts show the gaps). */
  days: DayTotals[];
  average: Record<Nutrient, number>;
  macroCalories: Record<Macro, number>;
  progress: Progress[];
  topSources: Record<Nutrient, Source[]>;
  insights: Insight[];
  /** Daily averages per meal type (same divisor), the five types of the breakdown plus any other. */
  mealTypes: { mealType: string; calories: number; protein: number; carbs: number; fat: number }[];
};

const zeros = (): Record<Nutrient, number> =>
  Object.fromEntries(NUTRIENTS.map((n) => [n, 0])) as Record<Nutrient, number>;

export function analyse(entries: AnalysisEntry[], targets: Targets, period: Period): Analysis {
  const inPeriod = entries.filter((e) => e.date >= period.from && e.date <= period.to);
  const byDate = new Map<string, DayTotals>();
  const byType = new Map<string, Record<Nutrient, number>>();
  const sources = new Map<Nutrient, Map<string, number>>(NUTRIENTS.map((n) => [n, new Map()]));
  for (const entry of inPeriod) {
    const day = byDate.get(entry.date) ?? { date: entry.date, ...zeros(), missing: false };
    const type = byType.get(entry.mealType) ?? zeros();
    if (entry.nutrition.calories == null) day.missing = true;
    for (const n of NUTRIENTS) {
      const value = entry.nutrition[n];
      if (value == null || !Number.isFinite(value)) continue;
      day[n] += value;
      type[n] += value;
      const perTitle = sources.get(n)!;
      perTitle.set(entry.title, (perTitle.get(entry.title) ?? 0) + value);
    }
    byDate.set(entry.date, day);
    byType.set(entry.mealType, type);
  }
  const daysWithEntries = byDate.size;
  const per = (total: number) => (daysWithEntries ? total / daysWithEntries : 0);
  const totals = zeros();
  for (const day of byDate.values()) for (const n of NUTRIENTS) totals[n] += day[n];
  const average = Object.fromEntries(NUTRIENTS.map((n) => [n, per(totals[n])])) as Record<Nutrient, number>;
  const breakfasts = inPeriod.filter((e) => e.mealType === "breakfast").length;
  const otherTypes = [...byType.keys()]
    .filter((t) => !(BREAKDOWN_TYPES as readonly string[]).includes(t))
    .sort();
  return {
    period,
    daysWithEntries,
    entries: inPeriod.length,
    days: datesOf(period).map((date) => byDate.get(date) ?? { date, ...zeros(), missing: false }),
    average,
    macroCalories: macroCalories(average),
    progress: NUTRIENTS.map((n) => progressOf(n, average[n], targets[n], limitsOf(targets).has(n))),
    topSources: Object.fromEntries(
      NUTRIENTS.map((n) => [
        n,
        [...sources.get(n)!.entries()]
          .filter(([, value]) => value > 0)
          .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
          .slice(0, TOP_SOURCES)
          .map(([title, value]) => ({ title, value })),
      ]),
    ) as Record<Nutrient, Source[]>,
    insights: daysWithEntries ? insightsOf(average, targets, breakfasts) : [],
    mealTypes: [...BREAKDOWN_TYPES, ...otherTypes].map((mealType) => {
      const t = byType.get(mealType) ?? zeros();
      return {
        mealType,
        calories: per(t.calories),
        protein: per(t.protein),
        carbs: per(t.carbs),
        fat: per(t.fat),
      };
    }),
  };
}
