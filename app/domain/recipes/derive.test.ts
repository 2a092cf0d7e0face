// The derivation rules of docs/recipe-facts.md on recipes of the starter library (facts as the file
// has them) and on what an imported page may say.
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { DIFFICULTIES, FORM_CUISINES, RECIPE_MEAL_TYPES } from "./constants";
import { deriveCuisine, deriveDifficulty, deriveMealType, type RecipeFacts } from "./derive";
import { stripInlineMarkdown } from "./plain-text";
import { readRecipeFromJsonLd } from "./schema-org";
import { STARTER_FILE } from "./starter.server";

const recipe = (name: string, keywords: string, more: Partial<RecipeFacts> = {}): RecipeFacts => ({
  name,
  cuisine: null,
  category: null,
  keywords: keywords.split(",").map((k) => k.trim()),
  ingredientCount: 8,
  stepCount: 6,
  prepMinutes: null,
  ...more,
});

describe("cuisine", () => {
  test.each([
    ["a people in the keywords", recipe("Carbonara", "italian, pasta, quick"), "Italian"],
    [
      "a place the form holds under another name",
      recipe("Frijol con puerco", "mexican, yucatecan"),
      "Mexican",
    ],
    ["the specific one over a broad one", recipe("Chicken Satay", "thai, asian"), "Thai"],
    ["…in either order", recipe("Za'atar Chicken", "mediterranean, turkish"), "Middle Eastern"],
    [
      "the first listed one when there are several",
      recipe("Loaded Mexican Rice", "mexican, american"),
      "Mexican",
    ],
    ["a listed one beside an unlisted one", recipe("Arroz Chaufa", "peruvian, chinese"), "Chinese"],
    ["Portugal counts as Mediterranean", recipe("Bolo do Caco", "bread, portuguese"), "Mediterranean"],
    ["a people in the title", recipe("Egyptian Lentils", "rice, pasta"), "Middle Eastern"],
    ["a dish that names one", recipe("Pan pizza", "basic, pizza"), "Italian"],
    ["a dish in the title", recipe("Tofu Stir Fry", "tofu, fasting"), "Asian"],
  ])("%s", (_, facts, cuisine) => {
    expect(deriveCuisine(facts)).toBe(cuisine);
  });

  test("a people no listed cuisine holds is not guessed from its dishes; nothing said is unknown", () => {
    expect(deriveCuisine(recipe("Älplermagronen (Alpine macaroni)", "swiss, pork, potato, pasta"))).toBe("");
    expect(deriveCuisine(recipe("Danish Pancake", "quick, breakfast, pizza"))).toBe("");
    expect(deriveCuisine(recipe("Baked Trout", "fish"))).toBe("");
  });

  test("a page's recipeCuisine wins; an unknown one is kept as written", () => {
    expect(deriveCuisine(recipe("Tacos", "pizza", { cuisine: "thai" }))).toBe("Thai");
    expect(deriveCuisine(recipe("Rendang", "", { cuisine: "Indonesian" }))).toBe("Asian");
    expect(deriveCuisine(recipe("Ceviche", "", { cuisine: "Peruvian" }))).toBe("Peruvian");
  });
});

describe("meal type", () => {
  test.each([
    ["a meal keyword", recipe("Shakshouka", "breakfast, quick"), "breakfast"],
    ["the first meal keyword", recipe("Apple strudel", "dessert, breakfast"), "dessert"],
    ["supper is dinner", recipe("Stuffed Round Squash", "supper, rice"), "dinner"],
    ["a page's recipeCategory", recipe("Lentils", "cheap", { category: "Main course" }), "dinner"],
    ["a meal in the title", recipe("Breakfast Spaghetti", "pasta"), "breakfast"],
    ["a sauce is no meal, even with steak in it", recipe("Pepper Sauce", "sauce, steak"), "other"],
    ["a drink", recipe("Assam Tea", "drink, quick"), "other"],
    ["a soup is lunch", recipe("Stracciatella soup", "eggs, soup"), "lunch"],
    ["meat is dinner", recipe("Beef Goulash", "beef, stew"), "dinner"],
    ["cookies are dessert", recipe("Oatmeal Cookies", "cookies, cheesefare"), "dessert"],
    ["pancakes are breakfast", recipe("Oaty Pancakes", "quick, pancake"), "breakfast"],
    ["sweet alone is dessert", recipe("Kettle Corn", "sweet, quick"), "dessert"],
    ["bread alone is other", recipe("No-knead Bread", "bread"), "other"],
    ["bread with a main is that main", recipe("Spatchcock Chicken", "basic, bread, chicken"), "dinner"],
  ])("%s", (_, facts, type) => {
    expect(deriveMealType(facts)).toBe(type);
  });

  test("nothing to go by is unknown", () => {
    expect(deriveMealType(recipe("Dulce de Leche", "argentinian, milk, traditional"))).toBe("");
  });
});

describe("difficulty", () => {
  test("few steps and ingredients and a short prep are Easy; quick or easy ones may have a few more", () => {
    expect(
      deriveDifficulty(recipe("Omelet", "eggs", { ingredientCount: 5, stepCount: 5, prepMinutes: 10 })),
    ).toBe("Easy");
    const quickish = { ingredientCount: 9, stepCount: 7, prepMinutes: 15 };
    expect(deriveDifficulty(recipe("Carbonara", "pasta", quickish))).toBe("Medium");
    expect(deriveDifficulty(recipe("Carbonara", "pasta, quick", quickish))).toBe("Easy");
    // A long prep is not Easy however short the recipe.
    expect(
      deriveDifficulty(recipe("Jerky", "beef", { ingredientCount: 4, stepCount: 3, prepMinutes: 240 })),
    ).toBe("Medium");
  });

  test("a lot of steps and ingredients is Hard; long waiting alone is not", () => {
    expect(deriveDifficulty(recipe("Ravioli", "pasta", { ingredientCount: 8, stepCount: 24 }))).toBe("Hard");
    expect(
      deriveDifficulty(recipe("Bread", "bread", { ingredientCount: 5, stepCount: 4, prepMinutes: 780 })),
    ).toBe("Medium");
  });
});

describe("Markdown in the starter texts", () => {
  test("emphasis and links come off; footnote stars and snake_case stay", () => {
    expect(stripInlineMarkdown("A swiss favorite, _Älplermagronen_ combines")).toBe(
      "A swiss favorite, Älplermagronen combines",
    );
    expect(stripInlineMarkdown("Jam _must boil_ for *at least 2 hours*.")).toBe(
      "Jam must boil for at least 2 hours.",
    );
    expect(stripInlineMarkdown("**_Both_** and [the source](https://example.com)")).toBe(
      "Both and the source",
    );
    expect(stripInlineMarkdown("4-6 bacon strips*")).toBe("4-6 bacon strips*");
    expect(stripInlineMarkdown("use my_file_name and 2 * 3 * 4")).toBe("use my_file_name and 2 * 3 * 4");
  });
});

describe("the whole starter library", () => {
  const drafts = (JSON.parse(readFileSync(STARTER_FILE, "utf8")) as unknown[]).map(
    (o) => readRecipeFromJsonLd(o)!,
  );
  const facts = drafts.map((d) => ({
    name: d.name,
    cuisine: d.cuisine,
    category: d.category,
    keywords: d.keywords,
    ingredientCount: d.ingredientLines.length,
    stepCount: d.instructions.length,
    prepMinutes: d.prepMinutes,
  }));

  test("every derived value is one of the form's choices, or unknown", () => {
    for (const f of facts) {
      expect(["", ...FORM_CUISINES]).toContain(deriveCuisine(f));
      expect(["", ...RECIPE_MEAL_TYPES]).toContain(deriveMealType(f));
      expect(DIFFICULTIES).toContain(deriveDifficulty(f));
    }
  });

  test("the filters find something: every filter cuisine, meal type and difficulty", () => {
    const count = (values: string[], value: string) => values.filter((v) => v === value).length;
    const cuisines = facts.map((f) => deriveCuisine(f).toLowerCase());
    for (const c of ["italian", "mexican", "asian", "american", "mediterranean", "indian"])
      expect(count(cuisines, c), c).toBeGreaterThan(5);
    expect(cuisines.filter((c) => c !== "").length).toBeGreaterThan(facts.length / 2);
    const types = facts.map((f) => deriveMealType(f));
    for (const t of ["breakfast", "lunch", "dinner", "snack", "dessert"])
      expect(count(types, t), t).toBeGreaterThan(10);
    expect(count(types, "")).toBeLessThan(facts.length / 20);
    const difficulties = facts.map((f) => deriveDifficulty(f));
    for (const d of DIFFICULTIES) expect(count(difficulties, d), d).toBeGreaterThan(facts.length / 20);
  });
});
