// From a schema.org draft (a fetched page, the starter file, the AI planner) to the recipe body the one
// recipe schema reads: ingredient strings go through the one ingredient parser there. What the draft
// does not say (cuisine, meal type, difficulty) is derived from what it does (derive.ts); a time it does
// not give stays unknown (null), never 0. A page's text longer than a recipe keeps (a 5,000-character
// ingredient line) is shortened at the field's limit, on a word boundary, and the import says so: one
// long line never costs the whole recipe. What the rules still refuse is named by its field.
import { RECIPE_LIMITS, URL_MAX } from "./constants";
import { deriveCuisine, deriveDifficulty, deriveMealType, type RecipeFacts } from "./derive";
import { parseIngredientLine } from "./ingredient-parser";
import type { RecipeDraft } from "./schema-org";
import { type RecipeForSave, recipeSchema } from "./schemas";

const ELLIPSIS = "…";

/**
 * The text within `max` characters: as it is when it fits, else cut at the last space before the limit
 * (or at the limit, when a word runs on past the last fifth) and ended with '…'. Never splits a
 * surrogate pair.
 */
export function shortenText(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max - ELLIPSIS.length);
  const last = cut.charCodeAt(cut.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut = cut.slice(0, -1);
  const space = cut.search(/\s\S*$/);
  if (space >= Math.floor(max * 0.8)) cut = cut.slice(0, space);
  return `${cut.trimEnd()}${ELLIPSIS}`;
}

/** A line's text as the recipe form counts it (runs of spaces are one). */
const shownLength = (text: string) => text.replace(/\s+/g, " ").trim().length;

/** What the import shortened, in words ('ingredient 3', 'step 2', 'the title'). */
export type Shortened = string[];

/**
 * The draft within the recipe's limits (RECIPE_LIMITS): a title, description, ingredient or step that is
 * longer is shortened (shortenText), and lists longer than a recipe holds keep their first entries.
 */
export function fitDraft(draft: RecipeDraft): { draft: RecipeDraft; shortened: Shortened } {
  const shortened: Shortened = [];
  const fitText = (text: string, max: number, what: string) => {
    if (shownLength(text) <= max) return text;
    shortened.push(what);
    return shortenText(text.replace(/\s+/g, " ").trim(), max);
  };
  const lines = draft.ingredientLines.filter((l) => l.trim() !== "");
  const ingredientLines = lines.slice(0, RECIPE_LIMITS.ingredients).map((line, i) => {
    // The parser takes the name from the line, and a name over its limit is what the rules refuse: the
    // line is cut to the name's limit then; otherwise only to the line's (the notes at its end go).
    const longName = shownLength(parseIngredientLine(line).name) > RECIPE_LIMITS.ingredientName;
    const max = longName ? RECIPE_LIMITS.ingredientName : RECIPE_LIMITS.ingredientLine;
    return fitText(line, max, `ingredient ${i + 1}`);
  });
  if (lines.length > RECIPE_LIMITS.ingredients)
    shortened.push(`the ingredients (the first ${RECIPE_LIMITS.ingredients} were kept)`);
  const instructions = draft.instructions
    .slice(0, RECIPE_LIMITS.steps)
    .map((step, i) => fitText(step, RECIPE_LIMITS.text, `step ${i + 1}`));
  if (draft.instructions.length > RECIPE_LIMITS.steps)
    shortened.push(`the steps (the first ${RECIPE_LIMITS.steps} were kept)`);
  return {
    draft: {
      ...draft,
      name: fitText(draft.name, RECIPE_LIMITS.title, "the title"),
      description:
        draft.description === null ? null : fitText(draft.description, RECIPE_LIMITS.text, "the description"),
      ingredientLines,
      instructions,
    },
    shortened,
  };
}

export function draftToRecipeBody(draft: RecipeDraft): Record<string, unknown> {
  const cooking =
    draft.cookMinutes ??
    (draft.totalMinutes !== null && draft.prepMinutes !== null
      ? Math.max(draft.totalMinutes - draft.prepMinutes, 0)
      : draft.totalMinutes);
  const ingredients = draft.ingredientLines.filter((l) => l.trim() !== "").slice(0, 200);
  const instructions = draft.instructions.slice(0, 200);
  const facts: RecipeFacts = {
    name: draft.name,
    cuisine: draft.cuisine,
    category: draft.category,
    keywords: draft.keywords,
    ingredientCount: ingredients.length,
    stepCount: instructions.length,
    prepMinutes: draft.prepMinutes,
  };
  return {
    name: draft.name,
    description: draft.description ?? "",
    prep_time: draft.prepMinutes,
    cook_time: cooking,
    servings: draft.servings && draft.servings >= 1 ? Math.min(draft.servings, 1000) : 4,
    difficulty_level: deriveDifficulty(facts),
    cuisine_type: deriveCuisine(facts),
    meal_type: deriveMealType(facts),
    category: (draft.category ?? "").slice(0, 60),
    tags: draft.keywords.slice(0, 30),
    is_public: false,
    nutrition_info: draft.nutrition ?? {},
    ingredients,
    instructions,
  };
}

export type DraftResult =
  | { ok: true; recipe: RecipeForSave; shortened: Shortened }
  /** `field`: the recipe's field that broke a rule ('ingredients.2.name', 'prep_time'). */
  | { ok: false; message: string; field: string };

const FIELD_WORDS: Record<string, string> = {
  name: "The title",
  description: "The description",
  prep_time: "The prep time",
  cook_time: "The cook time",
  servings: "The servings",
  category: "The category",
  tags: "The tags",
  nutrition_info: "The nutrition",
};

/** A recipe field's path in words: 'ingredients.2.name' → 'Ingredient 3', 'instructions.0' → 'Step 1'. */
export function recipeFieldWords(path: readonly PropertyKey[]): string {
  const [field, index] = path;
  if (field === "ingredients" && typeof index === "number") return `Ingredient ${index + 1}`;
  if (field === "instructions" && typeof index === "number") return `Step ${index + 1}`;
  if (field === "ingredients") return "The ingredients";
  if (field === "instructions") return "The steps";
  return FIELD_WORDS[String(field)] ?? `The ${String(field ?? "recipe").replaceAll("_", " ")}`;
}

/**
 * A draft checked by the recipe rules (lists may be empty for a page that only had a title), after it
 * is fitted to the recipe's limits (fitDraft: `shortened` says what was cut). A refusal names its field.
 */
export function recipeFromDraft(draft: RecipeDraft, extra: { isPublic?: boolean } = {}): DraftResult {
  const fitted = fitDraft(draft);
  const parsed = recipeSchema({ requireLists: false }).safeParse({
    ...draftToRecipeBody(fitted.draft),
    is_public: extra.isPublic ?? false,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = issue?.path ?? [];
    const words = recipeFieldWords(path);
    const rule = issue?.message ?? "The recipe is not valid.";
    // 'Ingredient 3: At most 200 characters.'; a message that names its field already is kept as it is.
    const named = rule.toLowerCase().startsWith(words.replace(/^The /, "").toLowerCase());
    return {
      ok: false,
      message: named ? rule : `${words}: ${rule}`,
      field: path.length > 0 ? path.join(".") : "recipe",
    };
  }
  return {
    ok: true,
    shortened: fitted.shortened,
    recipe: {
      ...parsed.data,
      nutrition_source: "manual",
      // A longer address than the app keeps is left out: the recipe is still worth having.
      source_url: draft.sourceUrl && draft.sourceUrl.length <= URL_MAX ? draft.sourceUrl : null,
      licence: draft.licence,
    },
  };
}
