// A page's recipe fitted to the recipe's limits: one long line is shortened and said, never the reason
// the whole import fails; what the rules still refuse is named by its field (issue 32, item 9).
import { describe, expect, test } from "vitest";
import { RECIPE_LIMITS } from "./constants";
import { fitDraft, recipeFromDraft, shortenText } from "./import";
import type { RecipeDraft } from "./schema-org";

const draft = (over: Partial<RecipeDraft> = {}): RecipeDraft => ({
  name: "Lentil soup",
  description: null,
  imageUrl: null,
  ingredientLines: ["1 cup red lentils", "1 onion, chopped"],
  instructions: ["Chop.", "Simmer."],
  prepMinutes: null,
  cookMinutes: null,
  totalMinutes: null,
  servings: 4,
  cuisine: null,
  category: null,
  keywords: [],
  nutrition: null,
  author: null,
  sourceUrl: null,
  licence: null,
  ...over,
});

/** 5,000 characters of words, as a page's run-on ingredient line. */
const LONG_LINE = `2 cups flour ${"and a little more flour ".repeat(240)}`.slice(0, 5000);

describe("shortenText", () => {
  test("text within the limit is kept as it is", () => {
    expect(shortenText("a short line", 200)).toBe("a short line");
    expect(shortenText("x".repeat(200), 200)).toBe("x".repeat(200));
  });

  test("longer text is cut at a word boundary within the limit and ends with '…'", () => {
    const cut = shortenText(LONG_LINE, 200);
    expect(cut.length).toBeLessThanOrEqual(200);
    expect(cut.endsWith("…")).toBe(true);
    expect(LONG_LINE.startsWith(cut.slice(0, -1))).toBe(true);
    // The word before the '…' is whole.
    expect(LONG_LINE[cut.length - 1]).toBe(" ");
  });

  test("a word that runs past the limit is cut at the limit; a surrogate pair is never split", () => {
    expect(shortenText("y".repeat(300), 200)).toBe(`${"y".repeat(199)}…`);
    const emoji = `${"z".repeat(198)}😀 tail`;
    const cut = shortenText(emoji, 200);
    expect(cut).toBe(`${"z".repeat(198)}…`);
  });
});

describe("fitDraft and recipeFromDraft", () => {
  test("a 5,000-character ingredient line is shortened at the name's limit and said", () => {
    const { draft: fitted, shortened } = fitDraft(
      draft({ ingredientLines: ["1 cup red lentils", LONG_LINE, "1 onion"] }),
    );
    expect(shortened).toEqual(["ingredient 2"]);
    expect(fitted.ingredientLines[0]).toBe("1 cup red lentils");
    expect(fitted.ingredientLines[1]?.length).toBeLessThanOrEqual(RECIPE_LIMITS.ingredientName);
    expect(fitted.ingredientLines[2]).toBe("1 onion");
  });

  test("the recipe with a long line imports, every line kept", () => {
    const result = recipeFromDraft(draft({ ingredientLines: ["1 cup red lentils", LONG_LINE, "1 onion"] }));
    if (!result.ok) throw new Error(result.message);
    expect(result.shortened).toEqual(["ingredient 2"]);
    expect(result.recipe.ingredients.map((row) => row.name)).toHaveLength(3);
    expect(result.recipe.ingredients[1]?.name.startsWith("flour")).toBe(true);
  });

  test("a long title, description and step are shortened too; a recipe within its limits is not", () => {
    const result = recipeFromDraft(
      draft({
        name: "Soup ".repeat(100),
        description: "Warm. ".repeat(1000),
        instructions: ["Chop.", "Stir well. ".repeat(600)],
      }),
    );
    if (!result.ok) throw new Error(result.message);
    expect(result.shortened).toEqual(["step 2", "the title", "the description"]);
    expect(result.recipe.name.length).toBeLessThanOrEqual(RECIPE_LIMITS.title);
    expect(result.recipe.instructions[1]?.length).toBeLessThanOrEqual(RECIPE_LIMITS.text);
    const plain = recipeFromDraft(draft());
    expect(plain.ok && plain.shortened).toEqual([]);
  });

  test("a rule the page still breaks names its field, not the address", () => {
    const slow = recipeFromDraft(draft({ prepMinutes: 20_000 }));
    expect(slow).toEqual({
      ok: false,
      field: "prep_time",
      message: "Prep time must be at most 10080.",
    });
    const unnamed = recipeFromDraft(draft({ name: "" }));
    expect(unnamed).toMatchObject({
      ok: false,
      field: "name",
      message: "The title: Please enter a recipe title",
    });
  });
});
