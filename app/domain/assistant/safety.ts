// Allergen, diet and dislike checks, pure. An allergy is never a preference: whatever a provider
// answers, a recipe whose ingredients match a household member's allergy is dropped or replaced before
// anyone sees it (docs/product.md#ai-assistant, docs/decisions/040-assistant.md).
import type { AssistantRecipe, PlanDraft, PlanMeal } from "./schemas";

/** Words an allergy or a dislike stands for, beyond the word itself (matched as whole words). */
const ALLERGEN_WORDS: Record<string, readonly string[]> = {
  nut: [
    "nut",
    "almond",
    "walnut",
    "cashew",
    "pecan",
    "hazelnut",
    "pistachio",
    "macadamia",
    "peanut",
    "brazil nut",
    "pine nut",
    "praline",
    "marzipan",
    "nutella",
    "gianduja",
    "coconut",
  ],
  peanut: ["peanut", "groundnut", "satay"],
  dairy: ["milk", "cheese", "butter", "cream", "yogurt", "yoghurt", "ghee", "parmesan", "mozzarella", "whey"],
  lactose: ["milk", "cheese", "butter", "cream", "yogurt", "yoghurt", "whey"],
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
  wheat: ["wheat", "flour", "bread", "pasta", "couscous", "macaroni", "spaghetti"],
  shellfish: ["shrimp", "prawn", "crab", "lobster", "crayfish", "mussel", "clam", "oyster", "scallop"],
  fish: ["fish", "salmon", "tuna", "cod", "anchovy", "sardine", "trout", "haddock", "mackerel", "herring"],
  soy: ["soy", "soya", "tofu", "edamame", "miso", "tempeh"],
  sesame: ["sesame", "tahini"],
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

export const normaliseTerm = (term: string) =>
  term
    .trim()
    .toLowerCase()
    .replace(/[\s-]*(allergy|allergic|intolerance|free)$/u, "")
    .replace(/^tree\s+/u, "")
    .replace(/ies$/u, "y")
    .replace(/oes$/u, "o")
    .replace(/(?<!s)s$/u, "")
    .trim();

const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Whole words, with plurals: "nut" matches "nuts" and "Nut", never "nutmeg" or "butternut". */
const wordPattern = (words: readonly string[]) =>
  new RegExp(`\\b(?:${words.map(literal).join("|")})(?:s|es)?\\b`, "iu");

/** The words one allergy or dislike term stands for. */
export function wordsFor(term: string): string[] {
  const key = normaliseTerm(term);
  if (!key) return [];
  return [key, ...(ALLERGEN_WORDS[key] ?? [])];
}

export type Constraints = {
  /** Allergy term → who has it (names), for the sentence that explains a dropped recipe. */
  allergies: { term: string; who: string[] }[];
  /** Diets every planned meal keeps (lower case: vegetarian, vegan, gluten-free, …). */
  diets: string[];
  dislikes: string[];
};

export const NO_CONSTRAINTS: Constraints = { allergies: [], diets: [], dislikes: [] };

/** The text a recipe is checked by: its title and its ingredient lines. */
export type Checkable = { title: string; ingredients: readonly string[] };

const textOf = (r: Checkable) => [r.title, ...r.ingredients].join("\n");

/** The first allergy the recipe matches, or null. */
export function allergenIn(recipe: Checkable, constraints: Pick<Constraints, "allergies">) {
  const text = textOf(recipe);
  for (const allergy of constraints.allergies) {
    const words = wordsFor(allergy.term);
    if (words.length > 0 && wordPattern(words).test(text)) return allergy;
  }
  return null;
}

export function breaksDiet(recipe: Checkable, diet: string): boolean {
  const excluded = DIET_EXCLUDES[diet.trim().toLowerCase()];
  return Boolean(excluded && wordPattern(excluded).test(textOf(recipe)));
}

export function hasDislike(recipe: Checkable, dislikes: readonly string[]): boolean {
  const words = dislikes.flatMap(wordsFor);
  return words.length > 0 && wordPattern(words).test(textOf(recipe));
}

/** Safe for everyone and within every diet (dislikes are weighed by the planner, not refused here). */
export function fits(recipe: Checkable, constraints: Constraints): boolean {
  return !allergenIn(recipe, constraints) && !constraints.diets.some((d) => breaksDiet(recipe, d));
}

const listNames = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;

const because = (title: string, allergy: { term: string; who: string[] }) =>
  `I left out "${title}" because it contains ${allergy.term.toLowerCase()}${
    allergy.who.length ? ` (${listNames(allergy.who)}'s allergy)` : " (an allergy in your family)"
  }.`;

export type Checked<T> = { value: T; notes: string[] };

/** Recipes without any allergen; each one dropped is named in a note. */
export function safeRecipes(
  recipes: AssistantRecipe[],
  constraints: Constraints,
): Checked<AssistantRecipe[]> {
  const notes: string[] = [];
  const value = recipes.filter((r) => {
    const hit = allergenIn(r, constraints);
    if (hit) notes.push(because(r.title, hit));
    return !hit;
  });
  return { value, notes };
}

/**
 * A plan whose meals are all allergen-free. A meal's ingredients come from its library recipe when it
 * names one (`ingredientsOf`), else only its title is known. An offending meal is replaced by
 * `replacement` when it offers a safe one (never one already in the plan), else dropped; days left
 * without meals are dropped too.
 */
export function safePlan(
  plan: PlanDraft,
  constraints: Constraints,
  ingredientsOf: (recipeId: number) => readonly string[] | undefined,
  replacement: (meal: PlanMeal, used: ReadonlySet<string>) => PlanMeal | null = () => null,
): Checked<PlanDraft | null> {
  const notes: string[] = [];
  const used = new Set(plan.days.flatMap((d) => d.meals.map((m) => m.title.toLowerCase())));
  const checkable = (m: PlanMeal): Checkable => ({
    title: m.title,
    ingredients: (m.recipeId ? ingredientsOf(m.recipeId) : undefined) ?? [],
  });
  const days = plan.days
    .map((day) => ({
      ...day,
      meals: day.meals.flatMap((meal) => {
        const hit = allergenIn(checkable(meal), constraints);
        if (!hit) return [meal];
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
