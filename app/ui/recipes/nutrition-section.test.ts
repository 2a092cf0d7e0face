// The recipe page's nutrition: figures that need checking are not shown as facts; the reason and the
// ingredient lines that caused it are (docs/decisions/068-believable-nutrition.md).
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { NutritionSection } from "./recipe-details-facts";

const unknown = { calories: null, protein: null, carbs: null, fat: null, fiber: null, sugar: null };

test("a recipe whose nutrition needs checking says so, why, and which line to check", () => {
  const html = renderToStaticMarkup(
    createElement(NutritionSection, {
      nutrition: unknown,
      source: "computed",
      unmatched: ["olive oil"],
      check: {
        reasons: ["4,428 kcal a serving is more than a serving can hold (2,500 kcal at most)."],
        lines: ["Crushed tomatoes"],
      },
    }),
  );
  expect(html).toContain("Nutrition needs checking");
  expect(html).toContain("4,428 kcal a serving is more than a serving can hold (2,500 kcal at most).");
  expect(html).toContain("Check this ingredient: Crushed tomatoes");
  expect(html).not.toMatch(/\d kcal<\/dd>/);
  expect(html).toContain("Not counted: olive oil");
});

test("believable figures show as they are, with no notice", () => {
  const html = renderToStaticMarkup(
    createElement(NutritionSection, {
      nutrition: { calories: 528, protein: 19.6, carbs: 108, fat: 2.4, fiber: 7.8, sugar: 12.1 },
      source: "computed",
      check: null,
    }),
  );
  expect(html).toContain("528 kcal");
  expect(html).not.toContain("needs checking");
});
