import { expect, test } from "vitest";
import {
  applyFormIntent,
  formValuesFromPayload,
  NEW_RECIPE,
  quantityText,
  readFormIntent,
} from "./recipe-form-values";

test("quantities read as people type them", () => {
  expect([1.5, 0.25, 2, 1 / 3, 0.125, null].map(quantityText)).toEqual([
    "1 1/2",
    "1/4",
    "2",
    "1/3",
    "1/8",
    "",
  ]);
});

test("the row buttons without JavaScript: add, remove (an emptied list keeps a blank row), add lines", () => {
  expect(readFormIntent("remove-ingredient:2")).toEqual({ type: "remove-ingredient", index: 2 });
  expect(readFormIntent("anything else")).toEqual({ type: "save" });
  const one = applyFormIntent(NEW_RECIPE, { type: "remove-ingredient", index: 0 });
  expect(one.ingredients).toHaveLength(1);
  const lines = applyFormIntent(
    { ...NEW_RECIPE, ingredient_lines: "2 cups flour, sifted\nsalt" },
    { type: "add-lines" },
  );
  expect(lines.ingredients.map((r) => [r.quantity, r.unit, r.name])).toEqual([
    ["2", "cup", "flour"],
    ["", "", "salt"],
  ]);
  expect(lines.ingredient_lines).toBe("");
  expect(applyFormIntent(NEW_RECIPE, { type: "add-step" }).instructions).toEqual(["", ""]);
});

test("a refused post comes back as typed", () => {
  const values = formValuesFromPayload({
    name: "Soup",
    tags: ["quick", "warm"],
    is_public: "on",
    ingredients: { 1: { name: "leek" }, 0: { name: "potato", quantity: "2" } },
    instructions: "Boil.",
  });
  expect(values.name).toBe("Soup");
  expect(values.tags).toBe("quick, warm");
  expect(values.is_public).toBe(true);
  expect(values.ingredients.map((r) => r.name)).toEqual(["potato", "leek"]);
  expect(values.instructions).toEqual(["Boil."]);
});
