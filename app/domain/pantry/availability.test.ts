import { expect, test } from "vitest";
import { canMake, indexPantry } from "./availability.server";

const pantry = indexPantry([
  { id: 1, name: "Eggs", quantity: 6, unit: "piece" },
  { id: 2, name: "Milk", quantity: 1, unit: "l" },
  { id: 3, name: "salt", quantity: 1, unit: "jar" },
]);

test.each([
  [
    "all held in compatible amounts",
    [
      ["3 eggs", 3, null],
      ["milk", 250, "milliliter"],
      ["salt", null, null],
    ],
    true,
  ],
  ["too few eggs", [["eggs", 8, null]], false],
  ["a food not held", [["flour", 1, "cup"]], false],
  ["a different food sharing a word", [["egg noodles", 1, "cup"]], false],
  [
    "water is always there",
    [
      ["water", 2, "cup"],
      ["eggs", 2, null],
    ],
    true,
  ],
] as const)("%s", (_, lines, expected) => {
  const ingredients = lines.map(([name, quantity, unit]) => ({ name, quantity, unit, category: null }));
  expect(canMake(ingredients, pantry)).toBe(expected);
});
