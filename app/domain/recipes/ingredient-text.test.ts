import { describe, expect, test } from "vitest";
import { parseIngredientLine } from "./ingredient-parser";
import { ingredientText, pluralName, pluralWord, scaleNote, writtenLine } from "./ingredient-text";

/** A line as the recipe form or an import stores it, shown at `servings` of a recipe for `of`. */
const shown = (line: string, of: number, servings: number) => {
  const { note, ...parsed } = parseIngredientLine(line);
  return ingredientText({ ...parsed, notes: note }, of, servings);
};

describe("ingredientText", () => {
  test("a second measure in the notes scales with the amount", () => {
    // A starter recipe's line: '~150g (1/3 lb) bacon cubes' for 4, shown for 8.
    expect(shown("~150g (1/3 lb) bacon cubes", 4, 8)).toBe("300 grams bacon cubes, 0.7 lb");
    expect(shown("~150g (1/3 lb) bacon cubes", 4, 4)).toBe("150 grams bacon cubes, 1/3 lb");
    expect(shown("100 g / ½ cup butter", 2, 8)).toBe("400 grams butter, 2 cups");
    expect(shown("1 cup + 2 tbsp butter", 1, 2)).toBe("2 cups butter, + 4 tbsp");
    expect(shown("400g (15 oz) potatoes (firm/waxy)", 4, 2)).toBe("200 grams potatoes, 7.5 oz; firm/waxy");
  });

  test("sizes of a piece or a can do not scale", () => {
    expect(shown("1 (12 ounce) can tomatoes", 4, 8)).toBe("2 cans tomatoes, 12 ounce");
    expect(shown("2 eggs (60 g each)", 2, 4)).toBe("4 eggs, 60 g each");
    expect(shown("2 cups flour, sifted", 4, 8)).toBe("4 cups flour, sifted");
  });

  test("a name written for one is plural when more are shown", () => {
    expect(shown("a jar of apple sauce", 4, 8)).toBe("2 jars of apple sauce");
    expect(shown("a jar of apple sauce", 4, 4)).toBe("1 jar of apple sauce");
    expect(shown("1 large onion, chopped", 2, 6)).toBe("3 large onions, chopped");
    expect(shown("1 bay leaf", 1, 2)).toBe("2 bay leaves");
    expect(shown("2 sprigs thyme", 1, 2)).toBe("4 sprigs thyme");
    expect(shown("1 garlic", 1, 3)).toBe("3 garlic");
    // A unit carries the plural itself.
    expect(shown("1 cup milk", 1, 2)).toBe("2 cups milk");
  });

  test("a name written for more is singular when one or less is shown: '1 egg', not '1 eggs'", () => {
    expect(shown("2 eggs", 4, 2)).toBe("1 egg");
    expect(shown("4 large tomatoes", 4, 1)).toBe("1 large tomato");
    expect(shown("2 jars of pickles", 2, 1)).toBe("1 jar of pickles");
    expect(shown("4 cherries", 4, 1)).toBe("1 cherry");
    expect(shown("2 peaches, halved", 2, 1)).toBe("1 peach, halved");
    expect(shown("3 bay leaves", 3, 1)).toBe("1 bay leaf");
    expect(shown("2 eggs", 4, 3)).toBe("1.5 eggs");
    expect(shown("2 glasses of milk", 2, 1)).toBe("1 glass of milk");
    // Words it cannot read as plural stay as written.
    expect(shown("2 hummus", 2, 1)).toBe("1 hummus");
    expect(shown("3 cups flour", 3, 1)).toBe("1 cup flour");
  });
});

describe("scaleNote", () => {
  test("leaves the note alone at the recipe's own servings, for containers, and for words", () => {
    expect(scaleNote("1/3 lb", 1)).toBe("1/3 lb");
    expect(scaleNote("15 oz", 2, "can")).toBe("15 oz");
    expect(scaleNote("to taste", 2)).toBe("to taste");
    expect(scaleNote("cut into 2 cm pieces", 2)).toBe("cut into 2 cm pieces");
    expect(scaleNote("2 large", 2)).toBe("2 large");
  });

  test("scales ranges, approximate amounts and each measure of several", () => {
    expect(scaleNote("about 200 g", 1.5)).toBe("about 300 g");
    expect(scaleNote("1–2 cups", 2)).toBe("2–4 cups");
    expect(scaleNote("1 cup; finely chopped", 0.5)).toBe("0.5 cup; finely chopped");
    expect(scaleNote("1 1/2 cups", 2)).toBe("3 cups");
  });
});

describe("pluralName", () => {
  test("the counting word, or the last word of a short name", () => {
    expect(pluralName("jar of apple sauce")).toBe("jars of apple sauce");
    expect(pluralName("glass of milk")).toBe("glasses of milk");
    expect(pluralName("stick cinnamon")).toBe("sticks cinnamon");
    expect(pluralName("egg")).toBe("eggs");
    expect(pluralName("medium potato")).toBe("medium potatoes");
    expect(pluralName("onions")).toBe("onions");
    expect(pluralName("salt")).toBe("salt");
    expect(pluralName("juice of 1 lemon")).toBe("juice of 1 lemon");
    expect(pluralName("a very long description of some food")).toBe("a very long description of some food");
  });

  test("English plural endings", () => {
    expect(pluralWord("cherry")).toBe("cherries");
    expect(pluralWord("peach")).toBe("peaches");
    expect(pluralWord("Loaf")).toBe("Loaves");
    expect(pluralWord("day")).toBe("days");
  });
});

describe("ingredientText in the imperial system", () => {
  const line = (quantity: number, unit: string, name: string) => ({
    quantity,
    quantity_max: null,
    unit,
    name,
    notes: null,
  });

  test("grams read as ounces and millilitres as cups, after scaling", () => {
    expect(ingredientText(line(200, "gram", "flour"), 4, 4, "imperial")).toBe("7.1 ounces flour");
    expect(ingredientText(line(250, "milliliter", "milk"), 4, 8, "imperial")).toBe("2.1 cups milk");
    expect(ingredientText(line(1, "kilogram", "potatoes"), 4, 4, "imperial")).toBe("2.2 pounds potatoes");
  });

  test("metric shows cups, ounces and pounds in millilitres and grams, rounded for the kitchen; spoons stay", () => {
    expect(ingredientText(line(2, "cup", "milk"), 4, 4, "metric")).toBe("470 milliliters milk");
    expect(ingredientText(line(2, "cup", "flour"), 4, 8, "metric")).toBe("950 milliliters flour");
    // A spoon is a metric kitchen's measure too: not '15 milliliters oil', not '4.9 milliliters cumin' (ADR 068).
    expect(ingredientText(line(1, "tablespoon", "oil"), 4, 4, "metric")).toBe("1 tablespoon oil");
    expect(ingredientText(line(1, "teaspoon", "cumin"), 4, 4, "metric")).toBe("1 teaspoon cumin");
    expect(ingredientText(line(1, "pound", "beef"), 4, 12, "metric")).toBe("1.4 kilograms beef");
    expect(ingredientText(line(2, "clove", "garlic"), 4, 4, "metric")).toBe("2 cloves garlic");
    expect(ingredientText({ ...line(1, "cup", "stock"), quantity_max: 2 }, 4, 4, "metric")).toBe(
      "235–470 milliliters stock",
    );
    // A second measure in the notes stays as written.
    expect(ingredientText({ ...line(1, "cup", "butter"), notes: "+ 2 tbsp" }, 4, 4, "metric")).toBe(
      "235 milliliters butter, + 2 tbsp",
    );
  });

  test("an amount already in the chosen system, or with no system given, shows as written", () => {
    expect(ingredientText(line(2, "cup", "flour"), 4, 4)).toBe("2 cups flour");
    expect(ingredientText(line(200, "gram", "flour"), 4, 4, "metric")).toBe("200 grams flour");
    expect(ingredientText(line(2, "cup", "flour"), 4, 4, "imperial")).toBe("2 cups flour");
  });
});

describe("writtenLine", () => {
  const stored = (line: string) => {
    const { note, ...parsed } = parseIngredientLine(line);
    return { ...parsed, notes: note };
  };

  test("the line as written, unless the reader's system changes its amount", () => {
    expect(writtenLine(stored("2 cups flour, sifted"), "imperial")).toBe("2 cups flour, sifted");
    expect(writtenLine(stored("2 cups flour, sifted"), "metric")).toBe("470 milliliters flour, sifted");
    expect(writtenLine(stored("500 g spaghetti"), "metric")).toBe("500 g spaghetti");
    expect(writtenLine(stored("500 g spaghetti"), "imperial")).toBe("1.1 pounds spaghetti");
    expect(writtenLine(stored("3 cloves garlic"), "metric")).toBe("3 cloves garlic");
    expect(writtenLine(stored("2 cups flour"))).toBe("2 cups flour");
  });

  test("a line without its original text is put together from its parts", () => {
    expect(writtenLine({ ...stored("2 cups flour"), original: null }, "imperial")).toBe("2 cup flour");
  });
});
