import { describe, expect, it } from "vitest";
import {
  type AnalysisEntry,
  analyse,
  datesOf,
  insightsOf,
  macroCalories,
  NO_DATA,
  progressOf,
  thisMonth,
  thisWeek,
} from "./analysis";
import { NUTRIENTS, type Nutrient } from "./constants";
import {
  activePreset,
  DEFAULT_TARGETS,
  GoalTargetsSchema,
  goalsOf,
  limitsOf,
  PRESETS,
  readTargets,
} from "./goals";

const meal = (
  date: string,
  mealType: string,
  title: string,
  n: Partial<Record<Nutrient, number | null>>,
): AnalysisEntry => ({ date, mealType, title, nutrition: n });

describe("periods", () => {
  it.each([
    ["2026-11-25", "2026-11-22"], // a Wednesday: the Sunday before
    ["2026-11-22", "2026-11-22"], // a Sunday: itself
    ["2026-11-28", "2026-11-22"], // a Saturday: the Sunday before
    ["2026-03-01", "2026-03-01"], // a Sunday at a month's start
    ["2026-01-02", "2025-12-28"], // across the year
  ])("This Week for %s starts on Sunday %s and ends today", (today, from) => {
    expect(thisWeek(today)).toEqual({ from, to: today });
  });

  it("This Month runs from the first to today", () => {
    expect(thisMonth("2026-11-25")).toEqual({ from: "2026-11-01", to: "2026-11-25" });
    expect(datesOf({ from: "2026-02-27", to: "2026-03-01" })).toEqual([
      "2026-02-27",
      "2026-02-28",
      "2026-03-01",
    ]);
  });
});

describe("progress bars and phrases", () => {
  it.each<[Nutrient, number, string, string, number]>([
    ["protein", 0, "red", "below target", 0],
    ["protein", 49, "red", "below target", 49],
    ["protein", 50, "yellow", "progress", 50],
    ["protein", 79, "yellow", "progress", 79],
    ["protein", 80, "green", "close", 80],
    ["protein", 99, "green", "close", 99],
    ["protein", 100, "green", "goal reached", 100],
    ["protein", 150, "green", "goal reached", 100],
    ["sugar", 0, "green", "within limit", 0],
    ["sugar", 69, "green", "within limit", 69],
    ["sugar", 70, "yellow", "within limit", 70],
    ["sugar", 89, "yellow", "within limit", 89],
    ["sugar", 90, "red", "near", 90],
    ["sugar", 100, "red", "over the limit", 100],
    ["sugar", 140, "red", "over the limit", 100],
  ])("%s at %i percent of its target: %s bar, '%s', width %i", (nutrient, percent, colour, status, bar) => {
    const p = progressOf(nutrient, percent, 100);
    expect(p).toMatchObject({ colour, status, bar, percent });
  });

  it("carbs under the Keto preset are a limit: 960 % of 25 g is over the limit in red, never 'goal reached'", () => {
    const keto = progressOf("carbs", 240, PRESETS.keto.carbs, limitsOf(PRESETS.keto).has("carbs"));
    expect(keto).toMatchObject({
      percent: 960,
      bar: 100,
      colour: "red",
      status: "over the limit",
      limit: true,
    });
    const lowCarb = progressOf("carbs", 95, PRESETS.lowCarb.carbs, limitsOf(PRESETS.lowCarb).has("carbs"));
    expect(lowCarb).toMatchObject({ colour: "red", status: "near", limit: true });
    const within = progressOf("carbs", 20, PRESETS.keto.carbs, true);
    expect(within).toMatchObject({ colour: "yellow", status: "within limit" });
  });

  it("which targets are limits: sugar always, carbs under 130 g (the RDA), whatever preset set them", () => {
    expect([...limitsOf(PRESETS.keto)].sort()).toEqual(["carbs", "sugar"]);
    expect([...limitsOf(PRESETS.lowCarb)].sort()).toEqual(["carbs", "sugar"]);
    expect([...limitsOf({ carbs: 129 })].sort()).toEqual(["carbs", "sugar"]);
    for (const preset of [PRESETS.balanced, PRESETS.highProtein, PRESETS.mediterranean, DEFAULT_TARGETS])
      expect([...limitsOf(preset)]).toEqual(["sugar"]);
    expect(goalsOf(PRESETS.keto).carbs).toEqual({ target: 25, unit: "g", maxValue: true });
    expect(goalsOf(PRESETS.balanced).carbs).toEqual({ target: 250, unit: "g" });
  });

  it("an analysis under Keto reads carbs as a limit and says when they are over it", () => {
    const day = { date: "2026-12-01", title: "Pasta", mealType: "dinner" };
    const analysis = analyse(
      [{ ...day, nutrition: { calories: 2000, protein: 60, carbs: 240, fat: 70, fiber: 20, sugar: 10 } }],
      PRESETS.keto,
      { from: "2026-12-01", to: "2026-12-01" },
    );
    const carbs = analysis.progress.find((p) => p.nutrient === "carbs")!;
    expect(carbs).toMatchObject({ status: "over the limit", colour: "red", limit: true });
    expect(analysis.insights.map((i) => i.text)).toContain(
      "Carbs are over your limit: 240 g a day against at most 25 g.",
    );
    const balanced = analyse([{ ...day, nutrition: { carbs: 240 } }], PRESETS.balanced, {
      from: "2026-12-01",
      to: "2026-12-01",
    });
    expect(balanced.progress.find((p) => p.nutrient === "carbs")).toMatchObject({
      status: "close",
      limit: false,
    });
  });

  it("a zero target reads 0 % rather than dividing by zero", () => {
    expect(progressOf("carbs", 40, 0)).toMatchObject({ percent: 0, bar: 0, status: "below target" });
  });
});

describe("macro calories", () => {
  it("counts protein and carbs at 4 kcal per gram and fat at 9", () => {
    expect(macroCalories({ protein: 10, carbs: 20, fat: 5 })).toEqual({ protein: 40, carbs: 80, fat: 45 });
    expect(macroCalories({ protein: null })).toEqual({ protein: 0, carbs: 0, fat: 0 });
  });
});

describe("insights", () => {
  const on: Record<Nutrient, number> = {
    calories: 2000,
    protein: 50,
    carbs: 275,
    fat: 78,
    fiber: 28,
    sugar: 50,
  };
  const kinds = (average: Partial<Record<Nutrient, number>>, breakfasts = 7) =>
    insightsOf({ ...on, ...average }, DEFAULT_TARGETS, breakfasts).map((i) => `${i.kind}: ${i.text}`);

  it("a day on every target: calories and fiber positive, nothing else", () => {
    expect(kinds({})).toEqual([
      "positive: Your calorie intake is on target.",
      "positive: You are meeting your fiber goal.",
    ]);
  });

  it.each<[string, Partial<Record<Nutrient, number>>, number, string]>([
    [
      "calories over 110 %",
      { calories: 2201 },
      7,
      "negative: Your average of 2201 kcal a day is above your goal of 2000 kcal.",
    ],
    [
      "calories under 90 %",
      { calories: 1799 },
      7,
      "negative: Your average of 1799 kcal a day is below your goal of 2000 kcal.",
    ],
    [
      "protein under 80 %",
      { protein: 39 },
      7,
      "negative: Protein is low: 39 g a day against a goal of 50 g.",
    ],
    ["protein over 120 %", { protein: 61 }, 7, "info: Protein is above your goal: 61 g a day against 50 g."],
    [
      "fiber under 80 %",
      { fiber: 22 },
      7,
      "negative: Fiber is low: 22 g a day against a goal of 28 g. Add whole grains, beans, fruit and vegetables.",
    ],
    ["sugar over 120 %", { sugar: 61 }, 7, "negative: Sugar is high: 61 g a day against a limit of 50 g."],
    [
      "protein under 10 % of calories",
      { protein: 49, calories: 2000 },
      7,
      "negative: Protein gives only 10% of your calories; 10 to 35% is advised.",
    ],
    ["fat over 40 % of calories", { fat: 90 }, 7, "info: Fat gives 41% of your calories, more than 40%."],
    [
      "fewer than 3 breakfasts",
      {},
      2,
      "info: You may be skipping breakfast: 2 breakfasts were planned in this period.",
    ],
    [
      "one breakfast",
      {},
      1,
      "info: You may be skipping breakfast: only 1 breakfast was planned in this period.",
    ],
  ])("%s", (_, average, breakfasts, expected) => {
    expect(kinds(average, breakfasts)).toContain(expected);
  });

  it.each<[string, Partial<Record<Nutrient, number>>, number, RegExp]>([
    ["calories at exactly 110 %", { calories: 2200, protein: 55 }, 7, /kcal a day/],
    ["calories at exactly 90 %", { calories: 1800 }, 7, /kcal a day/],
    ["protein at exactly 80 %", { protein: 40 }, 7, /Protein is/],
    ["protein at exactly 120 %", { protein: 60 }, 7, /Protein is/],
    ["sugar at exactly 120 %", { sugar: 60 }, 7, /Sugar/],
    ["protein at exactly 10 % of calories", { protein: 50, calories: 2000 }, 7, /Protein gives/],
    ["fat at exactly 40 % of calories", { fat: 80, calories: 1800 }, 7, /Fat gives/],
    ["three breakfasts", {}, 3, /breakfast/],
  ])("%s does not trigger the rule", (_, average, breakfasts, rule) => {
    expect(
      kinds(average, breakfasts).filter((line) => !line.startsWith("positive") && rule.test(line)),
    ).toEqual([]);
  });
});

describe("a known week", () => {
  // Sunday 22 to Saturday 28 November 2026; meals on three days only.
  const week = { from: "2026-11-22", to: "2026-11-28" };
  const entries = [
    meal("2026-11-22", "breakfast", "Porridge", {
      calories: 300,
      protein: 10,
      carbs: 50,
      fat: 6,
      fiber: 8,
      sugar: 12,
    }),
    meal("2026-11-22", "dinner", "Lasagna", {
      calories: 900,
      protein: 45,
      carbs: 80,
      fat: 40,
      fiber: 6,
      sugar: 10,
    }),
    meal("2026-11-24", "lunch", "Lentil soup", {
      calories: 450,
      protein: 25,
      carbs: 60,
      fat: 8,
      fiber: 15,
      sugar: 6,
    }),
    meal("2026-11-24", "dinner", "Lasagna", {
      calories: 900,
      protein: 45,
      carbs: 80,
      fat: 40,
      fiber: 6,
      sugar: 10,
    }),
    meal("2026-11-27", "snack", "Apple", {
      calories: 95,
      protein: 0,
      carbs: 25,
      fat: 0,
      fiber: 4,
      sugar: 19,
    }),
    meal("2026-11-27", "other", "Tea", {
      calories: null,
      protein: null,
      carbs: null,
      fat: null,
      fiber: null,
      sugar: null,
    }),
    meal("2026-11-29", "dinner", "Next week", { calories: 5000 }),
  ];
  const result = analyse(entries, DEFAULT_TARGETS, week);

  it("averages over the days that have entries, not the seven days", () => {
    expect(result.daysWithEntries).toBe(3);
    expect(result.entries).toBe(6);
    expect(result.average.calories).toBeCloseTo((300 + 900 + 450 + 900 + 95) / 3);
    expect(result.average.protein).toBeCloseTo(125 / 3);
  });

  it("lists every date for the charts, with a mark on days missing some data", () => {
    expect(result.days.map((d) => [d.date, d.calories, d.missing])).toEqual([
      ["2026-11-22", 1200, false],
      ["2026-11-23", 0, false],
      ["2026-11-24", 1350, false],
      ["2026-11-25", 0, false],
      ["2026-11-26", 0, false],
      ["2026-11-27", 95, true],
      ["2026-11-28", 0, false],
    ]);
  });

  it("ranks top sources by summed value, five at most", () => {
    expect(result.topSources.calories).toEqual([
      { title: "Lasagna", value: 1800 },
      { title: "Lentil soup", value: 450 },
      { title: "Porridge", value: 300 },
      { title: "Apple", value: 95 },
    ]);
    expect(result.topSources.sugar[0]).toEqual({ title: "Lasagna", value: 20 });
  });

  it("gives the progress phrases and insights the rules give", () => {
    const phrases = Object.fromEntries(result.progress.map((p) => [p.nutrient, [p.status, p.colour]]));
    expect(phrases).toEqual({
      calories: ["below target", "red"], // 882 of 2000: 44 %
      protein: ["close", "green"], // 41.7 of 50: 83 %
      carbs: ["below target", "red"], // 98.3 of 275: 36 %
      fat: ["below target", "red"], // 31.3 of 78: 40 %
      fiber: ["below target", "red"], // 13 of 28: 46 %
      sugar: ["within limit", "green"], // 19 of 50: 38 %
    });
  });

  it("breaks down by meal type as daily averages, breakfast to dessert then the others", () => {
    expect(result.mealTypes.map((t) => [t.mealType, Math.round(t.calories)])).toEqual([
      ["breakfast", 100],
      ["lunch", 150],
      ["dinner", 600],
      ["snack", 32],
      ["dessert", 0],
      ["other", 0],
    ]);
  });

  it("an empty period has no averages, no sources and no insights", () => {
    const empty = analyse([], DEFAULT_TARGETS, week);
    expect(empty.daysWithEntries).toBe(0);
    expect(empty.average.calories).toBe(0);
    expect(empty.topSources.calories).toEqual([]);
    expect(empty.insights).toEqual([]);
    expect(NO_DATA).toBe("No data available for the selected period");
  });
});

describe("goals", () => {
  it("has the six presets at 2,000 kcal and finds the active one only when every target matches", () => {
    for (const preset of Object.values(PRESETS)) expect(preset.calories).toBe(2000);
    expect(activePreset(PRESETS.keto)).toBe("keto");
    expect(activePreset({ ...PRESETS.keto, fiber: 21 })).toBeNull();
    expect(activePreset(DEFAULT_TARGETS)).toBeNull();
  });

  it("answers sugar as a ceiling with units", () => {
    const goals = goalsOf(DEFAULT_TARGETS);
    expect(goals.sugar).toEqual({ target: 50, unit: "g", maxValue: true });
    expect(goals.calories).toEqual({ target: 2000, unit: "kcal" });
  });

  it.each<[Partial<Record<Nutrient, unknown>>, string | null]>([
    [{}, null],
    [{ calories: "950" }, "Calories must be between 1000 and 10000 kcal."],
    [{ calories: "2025" }, null],
    [{ fat: "78" }, null],
    [{ protein: "301" }, "Protein must be between 10 and 300 g."],
    [{ fiber: "27" }, null],
    [{ sugar: "abc" }, "Sugar must be a number."],
    [{ carbs: "0" }, null],
  ])("the form refuses values outside their range or step: %o", (change, message) => {
    const parsed = GoalTargetsSchema.safeParse({ ...DEFAULT_TARGETS, ...change });
    if (message === null) expect(parsed.success).toBe(true);
    else expect(parsed.error?.issues.map((i) => i.message)).toContain(message);
  });

  it("reads stored targets back whole, defaults where a value is missing or out of range", () => {
    const stored: Record<string, unknown> = { calories: 1800, fat: "lots" };
    expect(readTargets(stored)).toEqual({ ...DEFAULT_TARGETS, calories: 1800 });
    expect(readTargets(null)).toEqual(DEFAULT_TARGETS);
    expect(Object.keys(readTargets({}))).toEqual([...NUTRIENTS]);
  });
});
