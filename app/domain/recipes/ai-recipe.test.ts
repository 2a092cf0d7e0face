// The assistant's recipe read for saving: a refusal names the body's field at fault, so the API's 422
// carries `errors` like every other (found by the schema-driven fuzzer, docs/decisions/065).
import { describe, expect, test } from "vitest";
import { INCOMPLETE, readAiRecipe } from "./ai-recipe";

const RECIPE = { title: "Rice bowl", ingredients: ["1 cup rice"], instructions: ["Cook."], servings: 2 };

describe("a refused recipe names its field", () => {
  test.each([
    ["no title", { recipe: { ...RECIPE, title: "" } }, "recipe.title"],
    ["no ingredients", { recipe: { ...RECIPE, ingredients: [] } }, "recipe.ingredients"],
    ["servings that are a list", { recipe: { ...RECIPE, servings: ["x"] } }, "recipe.servings"],
    ["a step that is not text", { recipe: { ...RECIPE, instructions: [[1]] } }, "recipe.instructions.0"],
    ["a bare recipe without a title", { ...RECIPE, title: undefined }, "recipe"],
    ["a recipe that is text", { recipe: "x" }, "recipe"],
    ["a recipe that is a list", { recipe: [RECIPE] }, "recipe"],
  ])("%s", (_, body, field) => {
    const reading = readAiRecipe(body as Record<string, unknown>);
    expect(reading.ok).toBe(false);
    if (reading.ok) return;
    expect(reading.field).toBe(field);
    expect(reading.message.startsWith(INCOMPLETE)).toBe(true);
  });

  test("a complete recipe is read", () => {
    const reading = readAiRecipe({ recipe: RECIPE });
    expect(reading.ok && reading.recipe.name).toBe("Rice bowl");
  });
});
