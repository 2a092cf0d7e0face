import { expect, test } from "vitest";
import { applyDraft, applyFormIntent, readFormIntent } from "./recipe-form-draft";
import { formValuesFromPayload, NEW_RECIPE, quantityText } from "./recipe-form-values";

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

test("'Find food' on a row without JavaScript: the draft is kept as typed and the row's words are searched", async () => {
  expect(readFormIntent("find-food:1")).toEqual({ type: "find-food", index: 1 });
  expect(readFormIntent("find-food:x")).toEqual({ type: "save" });
  const payload = {
    name: "Milk",
    ingredients: [
      { name: "milk", quantity: "1", unit: "cup", food_search: "ignored" },
      { name: "cheese", food_search: "goat cheese" },
    ],
  };
  const asked: unknown[] = [];
  const answer = await applyDraft(payload, "find-food:1", async (draft, calculate, search) => {
    asked.push({ rows: draft.ingredients.length, calculate, search });
    return {
      nutrition: null,
      foodChoices: {},
      foodSearch: search && { ...search, foods: [{ ndb: "01159", description: "Cheese, goat" }], total: 1 },
    };
  });
  expect(asked).toEqual([{ rows: 2, calculate: false, search: { index: 1, query: "goat cheese" } }]);
  expect(answer.draft.ingredients.map((r) => r.name)).toEqual(["milk", "cheese"]);
  expect(answer.foodSearch).toMatchObject({ index: 1, query: "goat cheese", total: 1 });
  // A row that is not there searches nothing; other buttons search nothing.
  const none = await applyDraft(payload, "find-food:7", async (_d, _c, search) => {
    expect(search).toEqual({ index: 7, query: "" });
    return { nutrition: null, foodChoices: {}, foodSearch: null };
  });
  expect(none.foodSearch).toBeNull();
  await applyDraft(payload, "add-ingredient", async (_d, _c, search) => {
    expect(search).toBeNull();
    return { nutrition: null, foodChoices: {}, foodSearch: null };
  });
});
