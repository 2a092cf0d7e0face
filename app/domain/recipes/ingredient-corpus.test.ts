import { describe, expect, test } from "vitest";
import { INGREDIENT_CORPUS, readForCorpus, scoreCorpus } from "./ingredient-corpus";

describe("the ingredient table (docs/decisions/031-ingredient-parser-measured.md)", () => {
  test("has a few hundred generated lines in every class, and the lines written one by one", () => {
    for (const [name, rows] of Object.entries(INGREDIENT_CORPUS))
      expect(rows.length, name).toBeGreaterThanOrEqual(name === "written" ? 90 : 250);
  });

  test("the parser gets ≥ 95 % of amounts, ≥ 90 % of units and ≥ 80 % of foods, overall and in each class", () => {
    const scores = scoreCorpus(readForCorpus);
    for (const [name, score] of Object.entries(scores)) {
      expect.soft(score.amount, `${name}: amount`).toBeGreaterThanOrEqual(0.95);
      expect.soft(score.unit, `${name}: unit`).toBeGreaterThanOrEqual(0.9);
      expect.soft(score.food, `${name}: food`).toBeGreaterThanOrEqual(0.8);
    }
  });
});
