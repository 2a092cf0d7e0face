// Cuisine, meal type and difficulty of a recipe that does not say them, read from what it does hold
// (its schema.org recipeCuisine and recipeCategory, keywords, title, ingredient and step counts and prep
// time), so the starter library and imported pages can be filtered. The rules are in docs/recipe-facts.md.
// Pure: no clock, no database. Every answer is one of the form's lists, or "" when truly unknown.
import type { MealType } from "../meal-plan/constants";
import { type Difficulty, FORM_CUISINES } from "./constants";

type FormCuisine = (typeof FORM_CUISINES)[number];

export type RecipeFacts = {
  name: string;
  /** schema.org recipeCuisine, as written. */
  cuisine: string | null;
  /** schema.org recipeCategory, as written. */
  category: string | null;
  keywords: string[];
  ingredientCount: number;
  stepCount: number;
  prepMinutes: number | null;
};

const words = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .split(/[^a-z]+/)
    .filter(Boolean);

/** A keyword or title phrase as compared here: lowercase, accents and punctuation dropped. */
const phrase = (text: string) => words(text).join(" ");

/** Whether `text` holds `needle` as whole words ("new zealand" in "pavlova new zealand style"). */
const hasPhrase = (text: string, needle: string) => ` ${text} `.includes(` ${needle} `);

// ------------------------------------------------------------------------------------------ cuisine

/** Words for a people or a place → the form's cuisine that holds its food. */
const NATIONALITIES: Record<string, FormCuisine> = {
  american: "American",
  cajun: "American",
  creole: "American",
  "tex mex": "Mexican",
  pennsylvania: "American",
  nashville: "American",
  southern: "American",
  italian: "Italian",
  sicilian: "Italian",
  tuscan: "Italian",
  neapolitan: "Italian",
  mexican: "Mexican",
  yucatecan: "Mexican",
  asian: "Asian",
  indonesian: "Asian",
  filipino: "Asian",
  malaysian: "Asian",
  singaporean: "Asian",
  uzbek: "Asian",
  mediterranean: "Mediterranean",
  // UNESCO's Mediterranean diet counts Portugal in.
  portuguese: "Mediterranean",
  french: "French",
  provencal: "French",
  indian: "Indian",
  spanish: "Spanish",
  galician: "Spanish",
  catalan: "Spanish",
  basque: "Spanish",
  greek: "Greek",
  cypriot: "Greek",
  german: "German",
  bavarian: "German",
  japanese: "Japanese",
  chinese: "Chinese",
  cantonese: "Chinese",
  sichuan: "Chinese",
  szechuan: "Chinese",
  thai: "Thai",
  "middle eastern": "Middle Eastern",
  turkish: "Middle Eastern",
  lebanese: "Middle Eastern",
  israeli: "Middle Eastern",
  palestinian: "Middle Eastern",
  persian: "Middle Eastern",
  iranian: "Middle Eastern",
  syrian: "Middle Eastern",
  egyptian: "Middle Eastern",
  african: "African",
  tunisian: "African",
  moroccan: "African",
  ethiopian: "African",
  nigerian: "African",
  tanzanian: "African",
  caribbean: "Caribbean",
  dominican: "Caribbean",
  jamaican: "Caribbean",
  cuban: "Caribbean",
  korean: "Korean",
  vietnamese: "Vietnamese",
};

/**
 * Peoples and places whose food none of the form's cuisines names. A recipe tagged with one of them has
 * a known cuisine that is not on the list: it stays without one ("—") rather than being guessed from its
 * dishes (Swiss macaroni is not Italian).
 */
const UNLISTED = new Set([
  "swiss",
  "austrian",
  "russian",
  "ukrainian",
  "english",
  "british",
  "scottish",
  "irish",
  "welsh",
  "dutch",
  "belgian",
  "flemish",
  "danish",
  "swedish",
  "norwegian",
  "finnish",
  "scandinavian",
  "polish",
  "lithuanian",
  "baltic",
  "romanian",
  "hungarian",
  "brazilian",
  "peruvian",
  "argentinian",
  "venezuelan",
  "quebec",
  "canadian",
  "newfoundland",
  "australian",
  "new zealand",
  "medieval",
]);

/** Dishes and ingredients that name a cuisine, used only when no people or place is named. */
const DISHES: Record<string, FormCuisine> = {
  pizza: "Italian",
  risotto: "Italian",
  lasagna: "Italian",
  lasagne: "Italian",
  gnocchi: "Italian",
  pesto: "Italian",
  carbonara: "Italian",
  bolognese: "Italian",
  minestrone: "Italian",
  focaccia: "Italian",
  bruschetta: "Italian",
  tiramisu: "Italian",
  limoncello: "Italian",
  stracciatella: "Italian",
  spaghetti: "Italian",
  taco: "Mexican",
  tacos: "Mexican",
  burrito: "Mexican",
  enchiladas: "Mexican",
  quesadilla: "Mexican",
  fajitas: "Mexican",
  guacamole: "Mexican",
  borrachos: "Mexican",
  curry: "Indian",
  dal: "Indian",
  dhal: "Indian",
  masala: "Indian",
  tikka: "Indian",
  biryani: "Indian",
  paneer: "Indian",
  chutney: "Indian",
  naan: "Indian",
  sushi: "Japanese",
  miso: "Japanese",
  ramen: "Japanese",
  teriyaki: "Japanese",
  kimchi: "Korean",
  bulgogi: "Korean",
  pho: "Vietnamese",
  "stir fry": "Asian",
  hummus: "Middle Eastern",
  falafel: "Middle Eastern",
  shakshouka: "Middle Eastern",
  shakshuka: "Middle Eastern",
  tabbouleh: "Middle Eastern",
  shawarma: "Middle Eastern",
  tzatziki: "Greek",
  moussaka: "Greek",
  souvlaki: "Greek",
  paella: "Spanish",
  gazpacho: "Spanish",
  tapas: "Spanish",
  ratatouille: "French",
  quiche: "French",
  crepes: "French",
  baguette: "French",
  pretzels: "German",
  sauerkraut: "German",
  schnitzel: "German",
  jerky: "American",
  "kettle corn": "American",
  jerk: "Caribbean",
};

/** Cuisines that hold others: a recipe tagged 'asian, thai' is Thai. */
const BROAD = new Set<FormCuisine>(["Asian", "Mediterranean"]);

function lookUp<T>(table: Record<string, T>, texts: string[]): T[] {
  const found: T[] = [];
  for (const text of texts)
    for (const [key, value] of Object.entries(table)) if (hasPhrase(text, key)) found.push(value);
  return found;
}

/** The most specific listed cuisine among these, the first named winning a tie. */
function mostSpecific(found: FormCuisine[]): FormCuisine | undefined {
  return found.find((c) => !BROAD.has(c)) ?? found[0];
}

/**
 * The recipe's cuisine among the form's (FORM_CUISINES), or "": its recipeCuisine when that is one of
 * them (or a people or place that one holds), else a people or place in its keywords, then in its
 * title, then a dish that names one. A recipeCuisine on no list is kept as written (an imported page
 * may say 'Peruvian'); the starter library has none.
 */
export function deriveCuisine(facts: Pick<RecipeFacts, "name" | "cuisine" | "keywords">): string {
  const written = (facts.cuisine ?? "").trim();
  if (written) {
    const listed = FORM_CUISINES.find((c) => c.toLowerCase() === written.toLowerCase());
    if (listed) return listed;
    const held = mostSpecific(lookUp(NATIONALITIES, [phrase(written)]));
    return held ?? written.slice(0, 60);
  }
  const keywords = facts.keywords.map(phrase);
  const title = phrase(facts.name);
  for (const texts of [keywords, [title]]) {
    const listed = mostSpecific(lookUp(NATIONALITIES, texts));
    if (listed) return listed;
    if (texts.some((t) => [...UNLISTED].some((u) => hasPhrase(t, u)))) return "";
  }
  return mostSpecific(lookUp(DISHES, [...keywords, title])) ?? "";
}

// ---------------------------------------------------------------------------------------- meal type

/** Words that say when a dish is eaten. */
const MEAL_WORDS: Record<string, MealType> = {
  breakfast: "breakfast",
  brunch: "brunch",
  lunch: "lunch",
  dinner: "dinner",
  supper: "dinner",
  "main course": "dinner",
  "main dish": "dinner",
  entree: "dinner",
  dessert: "dessert",
  desserts: "dessert",
  snack: "snack",
  snacks: "snack",
  appetizer: "snack",
  appetiser: "snack",
};

/** What a dish is, when no meal is named: the first of these groups that one of its words is in. */
const DISH_GROUPS: [MealType, string[]][] = [
  // Parts of other dishes, and things to drink, are no meal of their own.
  ["other", ["sauce", "dough", "dressing", "stock", "broth", "spread", "jam", "syrup", "spice", "batter"]],
  ["other", ["seasoning", "filling", "salsa"]],
  ["other", ["marinade", "sourdough", "drink", "alcohol", "liquor", "tea", "coffee"]],
  [
    "dessert",
    ["cake", "cookies", "pudding", "icecream", "ice cream", "meringue", "chocolate", "tart", "tarts"],
  ],
  ["lunch", ["soup", "sopa", "salad", "sandwich", "sub", "wrap", "chowder", "quesadilla"]],
  [
    "breakfast",
    ["pancake", "pancakes", "waffles", "oatmeal", "oats", "granola", "muffins", "eggs", "omelet"],
  ],
  ["snack", ["chips", "fries", "pate", "popcorn"]],
  ["dinner", ["beef", "chicken", "pork", "lamb", "mutton", "fish", "seafood", "shrimp", "salmon", "tuna"]],
  ["dinner", ["meat", "steak", "roast", "stew", "curry", "pasta", "noodles", "pizza", "rice", "beans"]],
  ["dinner", ["lentil", "tofu", "casserole", "duck", "turkey", "rabbit", "venison", "sausage", "ham"]],
  ["dinner", ["liver", "side", "vegetables", "potato", "couscous", "chili", "fondue", "squash", "cabbage"]],
  // "sweet" tells a dessert only once nothing else has (sweet breakfasts say breakfast).
  ["dessert", ["sweet", "pie"]],
  ["other", ["bread", "pastry", "biscuit", "biscuits"]],
];

const mentions = (texts: string[], group: string[]) =>
  texts.some((text) => group.some((word) => hasPhrase(text, word)));

/**
 * The recipe's meal type (RECIPE_MEAL_TYPES), or "": a meal named by its recipeCategory, a keyword or
 * its title ('Breakfast Wrap'), else what kind of dish its keywords and title say it is (DISH_GROUPS).
 */
export function deriveMealType(facts: Pick<RecipeFacts, "name" | "category" | "keywords">): MealType | "" {
  const named = [facts.category ?? "", ...facts.keywords].map(phrase).filter(Boolean);
  const title = phrase(facts.name);
  for (const text of named) {
    const meal = MEAL_WORDS[text];
    if (meal) return meal;
  }
  const inTitle = lookUp(MEAL_WORDS, [title])[0];
  if (inTitle) return inTitle;
  // What comes after "with" is a side ('Chicken Satay with Peanut Sauce' is chicken, not a sauce).
  const dish = title.split(" with ")[0] ?? title;
  for (const [type, group] of DISH_GROUPS) if (mentions([...named, dish], group)) return type;
  return "";
}

// --------------------------------------------------------------------------------------- difficulty

/** The work in a recipe: its steps plus its ingredients. At least HARD_WORK is Hard. */
export const HARD_WORK = 24;
/** At most this much work and prep time (when known) is Easy; tagged quick or easy, up to EASY_TAGGED. */
export const EASY = { work: 12, prepMinutes: 20 } as const;
export const EASY_TAGGED = { work: 18, prepMinutes: 30 } as const;

/**
 * Easy, Medium or Hard from how much there is to do: the number of steps and ingredients, and the prep
 * time when known for Easy. Prep and cooking time do not make a recipe Hard: in these recipes they
 * count rising, resting and simmering, which take no skill.
 */
export function deriveDifficulty(
  facts: Pick<RecipeFacts, "keywords" | "ingredientCount" | "stepCount" | "prepMinutes">,
): Difficulty {
  const work = facts.stepCount + facts.ingredientCount;
  const prep = facts.prepMinutes ?? 0;
  if (work >= HARD_WORK) return "Hard";
  const within = (limit: { work: number; prepMinutes: number }) =>
    work <= limit.work && prep <= limit.prepMinutes;
  const tagged = facts.keywords.some((k) => ["quick", "easy"].includes(phrase(k)));
  if (within(EASY) || (tagged && within(EASY_TAGGED))) return "Easy";
  return "Medium";
}
