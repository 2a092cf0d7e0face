import { describe, expect, it } from "vitest";
import { DEFAULT_TARGETS, GOAL_RANGES } from "./goals";
import { estimatedCalories, memberTargets, proteinRda } from "./member-targets";

describe("a member's estimated calories (Dietary Guidelines 2020–2025, Appendix 2)", () => {
  it.each([
    [2, "male", "sedentary", 1000],
    [1, "female", "active", 1000],
    [8, "male", "sedentary", 1400],
    [8, "female", "very_active", 1800],
    [12, "female", "light", 2000],
    [16, "male", "active", 3200],
    [18, "male", "moderate", 2800],
    [19, "male", "sedentary", 2600],
    [35, "female", "moderate", 2000],
    [35, "male", "active", 3000],
    [45, "male", "moderate", 2600],
    [60, "female", "sedentary", 1600],
    [80, "male", "very_active", 2400],
    [35, "other", "moderate", 2300],
  ] as const)("age %i, %s, %s: %i kcal", (age, sex, activity, kcal) => {
    expect(estimatedCalories(age, sex, activity)).toBe(kcal);
  });
});

describe("a member's protein goal (the RDA)", () => {
  it.each([
    [3, "female", 13],
    [6, "male", 19],
    [10, "female", 34],
    [15, "male", 52],
    [15, "female", 46],
    [40, "male", 56],
    [40, "female", 46],
    [40, "other", 51],
  ] as const)("age %i, %s: %i g", (age, sex, grams) => {
    expect(proteinRda(age, sex)).toBe(grams);
  });
});

describe("a member's targets", () => {
  it("a 2,000 kcal adult gets the product's defaults but for protein", () => {
    expect(memberTargets({ age: 35, gender: "female", activityLevel: "moderate" })).toEqual({
      ...DEFAULT_TARGETS,
      protein: 46,
    });
  });

  it("a small child's targets stay inside the goals form's ranges", () => {
    const t = memberTargets({ age: 2, gender: "male", activityLevel: "sedentary" });
    expect(t).toEqual({ calories: 1000, protein: 13, carbs: 138, fat: 39, fiber: 14, sugar: 25 });
    for (const [n, range] of Object.entries(GOAL_RANGES)) {
      expect(t[n as keyof typeof t]).toBeGreaterThanOrEqual(range.min);
      expect(t[n as keyof typeof t]).toBeLessThanOrEqual(range.max);
    }
  });

  it("protein below the form's minimum is raised to it", () => {
    expect(memberTargets({ age: 2, gender: "female", activityLevel: "active" }).protein).toBe(13);
    expect(GOAL_RANGES.protein.min).toBeLessThanOrEqual(13);
  });

  it("without an age, or with an odd activity level, it still answers", () => {
    expect(memberTargets({ age: null, gender: "male", activityLevel: "active" })).toEqual(DEFAULT_TARGETS);
    expect(memberTargets({ age: 30, gender: "male", activityLevel: "unknown" }).calories).toBe(2600);
  });
});
