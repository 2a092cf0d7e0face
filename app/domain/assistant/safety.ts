// Allergen, diet and dislike checks, pure. An allergy is never a preference: whatever a provider
// answers, a recipe that holds a household member's allergen — by the allergen module's one reading
// (docs/decisions/067-allergens.md) — or that the reading is unsure of, is dropped or replaced before
// anyone sees it (docs/product.md#ai-assistant, docs/decisions/040-assistant.md).
import {
  type AllergenClass,
  type AllergyReading,
  allergyHits,
  dislikeHits,
  type RecipeAllergens,
  readAllergyName,
  readRecipeAllergens,
} from "../allergens";
import type { AssistantRecipe, PlanDraft, PlanMeal } from "./schemas";

/** Words the diets below leave out (diets are preferences; allergies are the allergen module's). */
const ALLERGEN_WORDS: Record<string, readonly string[]> = {
  dairy: ["milk", "cheese", "butter", "cream", "yogurt", "yoghurt", "ghee", "parmesan", "mozzarella", "whey"],
  egg: ["egg", "mayonnaise", "meringue"],
  gluten: [
    "wheat",
    "flour",
    "bread",
    "pasta",
    "barley",
    "rye",
    "couscous",
    "noodle",
    "macaroni",
    "spaghetti",
  ],
  shellfish: ["shrimp", "prawn", "crab", "lobster", "crayfish", "mussel", "clam", "oyster", "scallop"],
  fish: ["fish", "salmon", "tuna", "cod", "anchovy", "sardine", "trout", "haddock", "mackerel", "herring"],
};

const MEAT = [
  "beef",
  "pork",
  "bacon",
  "ham",
  "chicken",
  "turkey",
  "lamb",
  "veal",
  "sausage",
  "salami",
  "mince",
  "burger",
];
const MEAT_MORE = [
  "meat",
  "duck",
  "prosciutto",
  "chorizo",
  "pancetta",
  "lard",
  "gelatin",
  "anchovy",
  "steak",
];
const SEA = [...ALLERGEN_WORDS.fish!, ...ALLERGEN_WORDS.shellfish!, "seafood"];
const ANIMAL = [...ALLERGEN_WORDS.dairy!, ...ALLERGEN_WORDS.egg!, "honey"];
const STARCH = ["sugar", "pasta", "rice", "bread", "potato", "flour", "noodle", "macaroni", "spaghetti"];

/** What a diet leaves out; a diet not listed here leaves nothing out. */
const DIET_EXCLUDES: Record<string, readonly string[]> = {
  vegetarian: [...MEAT, ...MEAT_MORE, ...SEA],
  vegan: [...MEAT, ...MEAT_MORE, ...SEA, ...ANIMAL],
  pescatarian: [...MEAT, ...MEAT_MORE],
  "gluten-free": ALLERGEN_WORDS.gluten!,
  "dairy-free": ALLERGEN_WORDS.dairy!,
  keto: STARCH,
  "low-carb": STARCH,
  paleo: [...STARCH, ...ALLERGEN_WORDS.dairy!, "bean", "lentil"],
  whole30: [...STARCH, ...ALLERGEN_WORDS.dairy!, "bean", "lentil", "soy"],
};

const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Whole words, with plurals: "nut" matches "nuts" and "Nut", never "nutmeg" or "butternut". */
const wordPattern = (words: readonly string[]) =>
  new RegExp(`\\b(?:${words.map(literal).join("|")})(?:s|es)?\\b`, "iu");

export type Constraints = {
  /** Allergy term → who has it (names), for the sentence that explains a dropped recipe. */
  allergies: { term: string; who: string[] }[];
  /** Diets every planned meal keeps (lower case: vegetarian, vegan, gluten-free, …). */
  diets: string[];
  dislikes: string[];
};

export const NO_CONSTRAINTS: Constraints = { allergies: [], diets: [], dislikes: [] };

/**
 * The text a recipe is checked by: its title and its ingredient lines, with the stored reading of a
 * library recipe when the caller has it (null: never read, so unknown).
 */
export type Checkable = {
  title: string;
  ingredients: readonly string[];
  allergens?: RecipeAllergens | null;
};

const textOf = (r: Checkable) => [r.title, ...r.ingredients].join("\n");

/** Why a recipe is not offered to someone with an allergy. */
export type AllergyHit = {
  term: string;
  who: string[];
  /** The classes it holds of that allergy; empty for a name matched as a word. */
  classes: AllergenClass[];
  /** Not a known hit but a doubt: no ingredients known at all. */
  doubt?: "unknown";
};

// One reading per allergy name: the same few names are read for every candidate of a request.
const readings = new Map<string, AllergyReading>();
function reading(term: string): AllergyReading {
  let r = readings.get(term);
  if (!r) {
    r = readAllergyName(term);
    if (readings.size > 5_000) readings.clear();
    readings.set(term, r);
  }
  return r;
}

const everyoneOf = (constraints: Pick<Constraints, "allergies">) => ({
  term: constraints.allergies.map((a) => a.term).join(", "),
  who: [...new Set(constraints.allergies.flatMap((a) => a.who))],
});

/**
 * The first allergy the recipe meets, by the allergen module's reading, or a recipe with no ingredient
 * list at all when someone has an allergy (a title alone proves nothing: `doubt: 'unknown'`). Null when it
 * was read and holds none of them; lines to check on the label are `labelDoubt`'s.
 */
export function allergenIn(
  recipe: Checkable,
  constraints: Pick<Constraints, "allergies">,
): AllergyHit | null {
  if (constraints.allergies.length === 0) return null;
  const read = recipe.allergens ?? readRecipeAllergens(recipe);
  for (const allergy of constraints.allergies) {
    const [hit] = allergyHits(recipe, [reading(allergy.term)], read);
    if (hit) return { ...allergy, classes: hit.classes };
  }
  if (recipe.ingredients.length === 0) return { ...everyoneOf(constraints), classes: [], doubt: "unknown" };
  return null;
}

/**
 * Lines the reading is unsure of (a stock cube, a curry paste, a branded product), when someone has an
 * allergy: such a recipe is offered only with a sentence saying what to check on the label, and a
 * recipe without any is preferred (ADR 067). The lines, or null.
 */
export function labelDoubt(recipe: Checkable, constraints: Pick<Constraints, "allergies">): string[] | null {
  if (constraints.allergies.length === 0) return null;
  const read = recipe.allergens ?? readRecipeAllergens(recipe);
  return read.checkLabel.length > 0 ? read.checkLabel : null;
}

/** The note for a recipe offered with lines to check on its label. */
export function checkLabelNote(
  title: string,
  lines: readonly string[],
  constraints: Pick<Constraints, "allergies">,
) {
  const { who } = everyoneOf(constraints);
  const quoted = lines.slice(0, 3).map((l) => `"${l}"`);
  return `Check the label of ${listNames(quoted)} in "${title}" for ${whose(who, true)}.`;
}

export function breaksDiet(recipe: Checkable, diet: string): boolean {
  // Own keys only: a diet typed as 'constructor' or '__proto__' found Object's own (the assistant's 502).
  const key = diet.trim().toLowerCase();
  const excluded = Object.hasOwn(DIET_EXCLUDES, key) ? DIET_EXCLUDES[key] : undefined;
  return Boolean(excluded && wordPattern(excluded).test(textOf(recipe)));
}

/** Dislikes keep their softer handling (weighed, not refused) on the same name reading as allergies. */
export function hasDislike(recipe: Checkable, dislikes: readonly string[]): boolean {
  return dislikes.length > 0 && dislikeHits(recipe, dislikes).length > 0;
}

/** Safe for everyone and within every diet (dislikes are weighed by the planner, not refused here). */
export function fits(recipe: Checkable, constraints: Constraints): boolean {
  return !allergenIn(recipe, constraints) && !constraints.diets.some((d) => breaksDiet(recipe, d));
}

const listNames = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;

const whose = (who: string[], plural = false) =>
  who.length ? `${listNames(who)}'s ${plural ? "allergies" : "allergy"}` : `the allergies in your family`;

/** The note for a recipe left out: what it holds, or what could not be checked, and for whom. */
export function because(title: string, hit: AllergyHit): string {
  if (hit.doubt === "unknown")
    return `I left out "${title}" because I could not check its ingredients for ${whose(hit.who, true)}.`;
  return `I left out "${title}" because it contains ${hit.term.toLowerCase()}${
    hit.who.length ? ` (${whose(hit.who)})` : " (an allergy in your family)"
  }.`;
}

export type Checked<T> = { value: T; notes: string[] };

/**
 * Recipes without any allergen; each one dropped is named in a note, and each kept one with a line to
 * check on its label says which.
 */
export function safeRecipes(
  recipes: AssistantRecipe[],
  constraints: Constraints,
): Checked<AssistantRecipe[]> {
  const notes: string[] = [];
  const value = recipes.filter((r) => {
    const hit = allergenIn(r, constraints);
    if (hit) notes.push(because(r.title, hit));
    else {
      const lines = labelDoubt(r, constraints);
      if (lines) notes.push(checkLabelNote(r.title, lines, constraints));
    }
    return !hit;
  });
  return { value, notes };
}

/**
 * A plan whose meals are all allergen-free. A meal's ingredients come from its library recipe when it
 * names one (`ingredientsOf`); a meal without any (a title alone) cannot be checked, so when someone has
 * an allergy it is replaced or dropped like an offending one. An offending meal is replaced by
 * `replacement` when it offers a safe one (never one already in the plan), else dropped; days left
 * without meals are dropped too.
 */
export function safePlan(
  plan: PlanDraft,
  constraints: Constraints,
  ingredientsOf: (recipeId: number) => readonly string[] | undefined,
  replacement: (meal: PlanMeal, used: ReadonlySet<string>) => PlanMeal | null = () => null,
  /** A library recipe's stored reading (ADR 067), when the caller has it. */
  allergensOf: (recipeId: number) => RecipeAllergens | null | undefined = () => undefined,
): Checked<PlanDraft | null> {
  const notes: string[] = [];
  const used = new Set(plan.days.flatMap((d) => d.meals.map((m) => m.title.toLowerCase())));
  const checkable = (m: PlanMeal): Checkable => ({
    title: m.title,
    ingredients: (m.recipeId ? ingredientsOf(m.recipeId) : undefined) ?? [],
    allergens: m.recipeId ? allergensOf(m.recipeId) : undefined,
  });
  const days = plan.days
    .map((day) => ({
      ...day,
      meals: day.meals.flatMap((meal) => {
        const hit = allergenIn(checkable(meal), constraints);
        if (!hit) {
          const lines = labelDoubt(checkable(meal), constraints);
          const note = lines ? checkLabelNote(meal.title, lines, constraints) : null;
          if (note && !notes.includes(note)) notes.push(note);
          return [meal];
        }
        notes.push(because(meal.title, hit));
        const other = replacement(meal, used);
        if (other && !allergenIn(checkable(other), constraints)) {
          used.add(other.title.toLowerCase());
          notes.push(`I planned "${other.title}" for that ${meal.mealType} instead.`);
          return [other];
        }
        return [];
      }),
    }))
    .filter((day) => day.meals.length > 0);
  return { value: days.length ? { days } : null, notes };
}
