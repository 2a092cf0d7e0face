// Every starter recipe's stored nutrition, as the library is loaded (issue 34, finding 1): a serving either
// has figures a serving can hold, or none, with the reason and the lines named
// (docs/decisions/068-believable-nutrition.md).
import { beforeAll, expect, test } from "vitest";
import { usdaFoodIndex } from "../../../tests/support/food-index";
import { storedIngredientOf } from "../nutrition/calculate.server";
import { SERVING_LIMITS } from "../nutrition/plausibility";
import { recipeNutrition } from "../nutrition/recipe-nutrition";
import { nutritionColumns, readStarterFile, STARTER_FILE } from "./starter.server";

type Starter = Awaited<ReturnType<typeof readStarterFile>>[number];
let starters: Starter[] = [];
const index = usdaFoodIndex();

beforeAll(async () => {
  starters = await readStarterFile(STARTER_FILE);
});

test("all 405 starter recipes are read", () => {
  expect(starters).toHaveLength(405);
});

test("every stored serving of the starter library is one a serving can hold", () => {
  const implausible: string[] = [];
  for (const { recipe } of starters) {
    const stored = nutritionColumns(recipe, index);
    if (stored.calories === null) continue;
    const kcal = stored.calories;
    const fromMacros = 4 * (stored.protein ?? 0) + 4 * (stored.carbs ?? 0) + 9 * (stored.fat ?? 0);
    const problems = [
      kcal > SERVING_LIMITS.calories ? `${kcal} kcal` : null,
      fromMacros > kcal * 1.3 + 50 ? `macros give ${Math.round(fromMacros)} kcal of ${kcal}` : null,
      // SR's milk and yogurt state a little more sugar than carbohydrate; a tenth more is the table, not a misreading.
      (stored.sugar ?? 0) > (stored.carbs ?? 0) * 1.1 + 1
        ? `sugar ${stored.sugar} g above carbs ${stored.carbs} g`
        : null,
      (stored.fiber ?? 0) > (stored.carbs ?? 0) * 1.1 + 1
        ? `fiber ${stored.fiber} g above carbs ${stored.carbs} g`
        : null,
    ].filter(Boolean);
    if (problems.length > 0) implausible.push(`${recipe.name}: ${problems.join(", ")}`);
  }
  expect(implausible).toEqual([]);
});

test("no starter recipe holds more than a serving can (the library's own lines were fixed where they said otherwise)", () => {
  const overLimit: string[] = [];
  const partial: string[] = [];
  for (const { recipe } of starters) {
    const computed = recipeNutrition(
      index,
      recipe.ingredients.map(storedIngredientOf),
      Math.max(1, recipe.servings),
    );
    const stored = nutritionColumns(recipe, index);
    if (!computed.check) {
      expect(stored.nutrition_check).toBeNull();
      continue;
    }
    // A checked recipe keeps no figure, and says why.
    expect(stored.calories, recipe.name).toBeNull();
    expect(JSON.parse(stored.nutrition_check ?? "null"), recipe.name).toEqual(computed.check);
    const line = `${recipe.name}: ${computed.check.reasons.join(" ")} [${computed.check.lines.join(", ")}]`;
    if (computed.check.reasons.every((r) => r.startsWith("Only "))) partial.push(line);
    else overLimit.push(line);
  }
  // The recipes whose lines state too few amounts to count the dish: their figures stay unknown. They are
  // listed so a change in the parser or the food table that moves them shows in the log.
  console.log(`starter recipes whose nutrition needs checking (${partial.length}):\n${partial.join("\n")}`);
  expect(overLimit).toEqual([]);
  expect(partial.length).toBeLessThan(60);
});

test("the findings' recipes read as a family would believe them", () => {
  const byName = (name: string) => starters.find((s) => s.recipe.name === name)!.recipe;
  const arrabbiata = nutritionColumns(byName("Pasta Arrabbiata"), index);
  // Was 4,428 kcal, 647 g sugar and 295 g fiber: '800 Crushed tomatoes' read as 800 tomatoes.
  expect(arrabbiata.calories).toBeGreaterThan(400);
  expect(arrabbiata.calories).toBeLessThan(700);
  expect(arrabbiata.sugar).toBeLessThan(20);
  expect(arrabbiata.fiber).toBeLessThan(15);
  // Was 2,507 kcal: the litre of frying oil counted as eaten.
  const quark = nutritionColumns(byName("Quarkbällchen – Fried curd balls"), index);
  expect(quark.calories).toBeLessThan(800);
  // Was '28 kcal': only the onions of nine lines were counted.
  const tacos = nutritionColumns(byName("Slow-cooked Chicken Tacos"), index);
  expect(tacos.calories).toBeNull();
  expect(JSON.parse(tacos.nutrition_check ?? "null")).toMatchObject({
    lines: expect.arrayContaining(["chicken breasts", "tortillas"]),
  });
});
