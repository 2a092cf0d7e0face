// The recipe form's food choices per line name (found by the page form fuzzer, docs/decisions/065): a
// line called like one of Object's own properties has no choices until the server ranks some for it.
import { expect, test } from "vitest";
import { type FoodChoices, foodChoicesOf, setFoodChoices } from "./food-choices";

const TOMATO = { ndb: "11529", description: "Tomatoes, red, ripe, raw" };

test("a line's choices are found by its name, any case, and only under its own key", () => {
  const choices: FoodChoices = {};
  setFoodChoices(choices, " Tomato ", [TOMATO]);
  expect(foodChoicesOf(choices, "tomato")).toEqual([TOMATO]);
  for (const name of ["__proto__", "constructor", "toString", "hasOwnProperty"])
    expect(foodChoicesOf(choices, name)).toBeUndefined();
});

test("a line called __proto__ keeps its choices as its own key, and in the JSON the page sends", () => {
  const choices: FoodChoices = {};
  setFoodChoices(choices, "__proto__", [TOMATO]);
  expect(Object.getPrototypeOf(choices)).toBe(Object.prototype);
  expect(foodChoicesOf(choices, "__proto__")).toEqual([TOMATO]);
  expect(foodChoicesOf(JSON.parse(JSON.stringify(choices)), "__proto__")).toEqual([TOMATO]);
});
