// A recipe's ingredient name → the food of the food table it most likely means. Ranked, not fuzzy: a food
// must hold every word of the name (after synonyms and plurals), and among those the plain, raw, common
// form wins over the prepared, branded or fast-food ones ('onion' → 'Onions, raw', not 'Onion rings,
// breaded'). Pure: the index is built once per process from the table (food-table.server.ts).
// docs/decisions/032-food-table-and-matching.md
import type { FoodNutritionValues } from "./constants";

export type Food = FoodNutritionValues & {
  ndb_no: string;
  description: string;
  food_group: string;
  water: number | null;
};

export type FoodPortion = { ndb_no: string; amount: number; measure: string; gram_weight: number };

type IndexedFood = {
  food: Food;
  portions: FoodPortion[];
  /** Every word of the description, parentheses included. */
  words: Set<string>;
  /** Words outside parentheses, by comma segment: what a name that lacks them is "missing". */
  segments: string[][];
  /** What the food costs before any name is compared: its group, brand, preparation. */
  baseCost: number;
};

export type FoodIndex = {
  foods: Map<string, IndexedFood>;
  /** word → the foods whose description holds it. */
  postings: Map<string, IndexedFood[]>;
  /** Matches already made (a process sees the same few hundred names again and again). */
  cache: Map<string, FoodMatch | null>;
};

export type FoodMatch = { food: Food; portions: FoodPortion[]; cost: number };

/**
 * Names cooks use → the words the table uses. A whole name is looked up first (`flour` alone means
 * all-purpose flour, `rice flour` does not); a phrase of two words or more is replaced anywhere in a name.
 */
const WHOLE_NAME_SYNONYMS: Record<string, string> = {
  flour: "wheat flour white all-purpose enriched bleached",
  sugar: "sugars granulated",
  salt: "salt table",
  pepper: "spices pepper black",
  butter: "butter salted",
  egg: "egg whole raw fresh",
  milk: "milk whole 3.25 added vitamin d",
  rice: "rice white long-grain regular raw enriched",
  tomato: "tomatoes red ripe raw year round average",
  potato: "potatoes flesh skin raw",
  water: "beverages water tap drinking",
  garlic: "garlic raw",
  cream: "cream fluid heavy whipping",
  parmesan: "cheese parmesan grated",
  cheddar: "cheese cheddar",
  mozzarella: "cheese mozzarella whole milk",
  cinnamon: "spices cinnamon ground",
  paprika: "spices paprika",
  cumin: "spices cumin seed",
  oregano: "spices oregano dried",
  vanilla: "vanilla extract",
  pasta: "pasta dry enriched",
  "soy sauce": "soy sauce soy wheat shoyu",
  "chicken breast": "chicken broilers fryers breast meat only raw",
  chicken: "chicken broilers fryers meat skin raw",
  bacon: "pork cured bacon unprepared",
  mushroom: "mushrooms white raw",
  yogurt: "yogurt plain whole milk 8 gram protein per ounce",
  cheese: "cheese cheddar",
  bread: "bread white commercially prepared",
  spaghetti: "pasta dry enriched",
  yeast: "leavening agents yeast baker active dry",
  mustard: "mustard prepared yellow",
  mayonnaise: "salad dressing mayonnaise regular",
  salmon: "fish salmon atlantic farmed raw",
  vinegar: "vinegar distilled",
  tofu: "tofu raw firm prepared calcium sulfate",
};

const PHRASE_SYNONYMS: [RegExp, string][] = (
  [
    ["(?:red|yellow|white|brown|sweet) onions?", "onions raw"],
    [
      "2 *%? *milk|reduced[- ]fat milk|low[- ]fat milk|semi[- ]skimmed milk",
      "milk reduced fat fluid 2 milkfat added vitamin a d",
    ],
    ["skim(?:med)? milk|nonfat milk|fat[- ]free milk", "milk nonfat fluid added vitamin a d"],
    ["lemon zest|lemon peel", "lemon peel raw"],
    ["orange zest|orange peel", "orange peel raw"],
    ["chicken thighs?", "chicken broilers fryers thigh meat only raw"],
    ["peanut butter", "peanut butter smooth style with salt"],
    ["chicken (?:broth|stock)", "soup chicken broth ready-to-serve"],
    [
      "(?:crushed )?red pepper flakes|crushed red pepper|chilli flakes|chili flakes",
      "spices pepper red cayenne",
    ],
    ["dijon mustard|yellow mustard", "mustard prepared yellow"],
    ["garlic cloves?|cloves? (?:of )?garlic", "garlic raw"],
    ["green onions?|spring onions?|scallions?", "onions spring scallions"],
    ["cilantro|fresh coriander|coriander leaves", "coriander cilantro leaves"],
    ["garbanzo beans?|garbanzos?|chick peas?", "chickpeas"],
    ["ground beef|minced beef|beef mince", "beef ground 80 lean 20 fat raw"],
    ["all[- ]purpose flour|plain flour|white flour", "wheat flour white all-purpose enriched bleached"],
    ["whole wheat flour|wholemeal flour", "wheat flour whole-grain"],
    ["bread flour", "wheat flour white bread enriched"],
    ["white sugar|granulated sugar|caster sugar|cane sugar", "sugars granulated"],
    ["brown sugar", "sugars brown"],
    ["powdered sugar|icing sugar|confectioners'? sugar", "sugars powdered"],
    ["kosher salt|sea salt|table salt", "salt table"],
    ["black pepper|ground pepper|peppercorns?", "spices pepper black"],
    ["unsalted butter", "butter without salt"],
    ["salted butter", "butter salted"],
    ["egg whites?", "egg white raw fresh"],
    ["egg yolks?", "egg yolk raw fresh"],
    ["whole milk", "milk whole 3.25 added vitamin d"],
    ["extra[- ]virgin olive oil|olive oil", "oil olive salad cooking"],
    ["vegetable oil|canola oil|rapeseed oil|cooking oil", "oil canola"],
    ["heavy cream|whipping cream|double cream|heavy whipping cream", "cream fluid heavy whipping"],
    ["sour cream", "cream sour cultured"],
    ["parmesan cheese|parmigiano(?: reggiano)?", "cheese parmesan grated"],
    ["cheddar cheese", "cheese cheddar"],
    ["mozzarella cheese", "cheese mozzarella whole milk"],
    ["baking soda|bicarbonate of soda", "leavening agents baking soda"],
    ["baking powder", "leavening agents baking powder double-acting sodium aluminum sulfate"],
    ["vanilla extract|vanilla essence", "vanilla extract"],
    ["lemon juice", "lemon juice raw"],
    ["lime juice", "lime juice raw"],
    ["ground cinnamon", "spices cinnamon ground"],
    ["plain yogh?urt|natural yogh?urt", "yogurt plain whole milk"],
    ["bell peppers?|sweet peppers?", "peppers sweet red raw"],
    ["zucchini|courgettes?", "squash summer zucchini includes skin raw"],
    // Bought in a can: 32 kcal per 100 g, not the raw tomato's 18 (ADR 068).
    ["crushed tomato(?:es)?|tinned tomato(?:es)?|canned tomato(?:es)?", "tomatoes crushed canned"],
    ["long[- ]grain(?: white)? rice", "rice white long-grain regular raw enriched"],
    ["eggplants?|aubergines?", "eggplant raw"],
  ] as const
).map(([phrase, words]) => [new RegExp(`\\b(?:${phrase})\\b`, "g"), words]);

/** Words that say how an ingredient is cut or handled, not which food it is. */
const NEUTRAL_WORDS = new Set(
  (
    "a an the of and or to for with about fresh freshly chopped minced diced sliced grated shredded " +
    "crushed finely thinly roughly coarsely large medium small extra jumbo peeled divided packed softened " +
    "melted cold warm room temperature optional taste plus more needed cubed halved quartered trimmed " +
    "rinsed drained beaten lightly well good quality organic"
  ).split(" "),
);

/** Words of a description that make a food a less likely reading of a bare name. */
const PREPARED_WORDS = new Set(
  (
    "cooked boiled fried baked roasted broiled braised stewed steamed microwaved grilled canned frozen " +
    "dehydrated dried glazed candied breaded battered prepared mix instant sweetened imitation substitute babyfood " +
    "formulated reduced low lowfat nonfat fat-free light restaurant commercially canned unprepared"
  ).split(" "),
);

/** The table's category words before the food's own ("Spices, nutmeg"): no cost when a name lacks them. */
const CATEGORY_WORDS = new Set(
  "spice nut fish crustacean mollusk beverage alcoholic seed cheese leavening agent".split(" "),
);

const FAVOURED_WORDS: Record<string, number> = { raw: 4, fresh: 1, plain: 1, regular: 1, table: 1 };

const GROUP_COST: Record<string, number> = {
  "Baby Foods": 40,
  "Fast Foods": 30,
  "Restaurant Foods": 30,
  "American Indian/Alaska Native Foods": 30,
  "Meals, Entrees, and Side Dishes": 20,
  Snacks: 10,
  "Breakfast Cereals": 10,
};

/** A word as the index keeps it: lower case, singular ("tomatoes" → "tomato", "berries" → "berry"). */
export function stem(word: string): string {
  const w = word.toLowerCase();
  if (w.length <= 3 || w.endsWith("ss") || w.endsWith("us")) return w;
  if (w.endsWith("ies")) return `${w.slice(0, -3)}y`;
  if (w.endsWith("oes") || /(ch|sh|x)es$/.test(w)) return w.slice(0, -2);
  if (w.endsWith("ves")) return `${w.slice(0, -3)}f`;
  if (w.endsWith("s")) return w.slice(0, -1);
  return w;
}

function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9][a-z0-9.'-]*/g) ?? [])
    .map((w) => w.replace(/['.-]+$/, "").replace(/'s$/, ""))
    .filter((w) => w !== "")
    .map(stem);
}

export function buildFoodIndex(foods: readonly Food[], portions: readonly FoodPortion[]): FoodIndex {
  const byFood = new Map<string, FoodPortion[]>();
  for (const p of portions) {
    const list = byFood.get(p.ndb_no);
    if (list) list.push(p);
    else byFood.set(p.ndb_no, [p]);
  }
  const index: FoodIndex = { foods: new Map(), postings: new Map(), cache: new Map() };
  for (const food of foods) {
    const outside = food.description.replace(/\([^)]*\)/g, " ");
    const segments = outside
      .split(",")
      .map((segment) => wordsOf(segment).filter((w) => w !== "or" && w !== "and"));
    const words = new Set(wordsOf(food.description));
    let baseCost = GROUP_COST[food.food_group] ?? 0;
    // A brand is written in capitals in SR ("KELLOGG'S", "PACE").
    if (/\b[A-Z][A-Z'&-]{2,}\b/.test(food.description)) baseCost += 15;
    for (const w of words) {
      if (PREPARED_WORDS.has(w)) baseCost += 4;
      baseCost -= FAVOURED_WORDS[w] ?? 0;
    }
    const entry: IndexedFood = { food, portions: byFood.get(food.ndb_no) ?? [], words, segments, baseCost };
    index.foods.set(food.ndb_no, entry);
    for (const w of words) {
      const list = index.postings.get(w);
      if (list) list.push(entry);
      else index.postings.set(w, [entry]);
    }
  }
  return index;
}

/** The words a name is looked up by: synonyms applied, handling words dropped, singular. */
export function queryWords(name: string): string[] {
  return parseQuery(name).words;
}

/** The name's own words (handling words dropped), with no synonym applied. */
function literalQuery(name: string): { words: string[]; fromSynonym: Set<string> } {
  const text = name
    .toLowerCase()
    .replace(/\([^)]*\)/g, " ")
    .replace(/[^a-z0-9' -]+/g, " ");
  return { words: [...new Set(wordsOf(text).filter((w) => !NEUTRAL_WORDS.has(w)))], fromSynonym: new Set() };
}

/** The query's words, and those that came from a synonym (all of which the food should hold). */
function parseQuery(name: string): { words: string[]; fromSynonym: Set<string> } {
  let text = ` ${name
    .toLowerCase()
    .replace(/\([^)]*\)/g, " ")
    .replace(/[^a-z0-9' -]+/g, " ")} `;
  const fromSynonym = new Set<string>();
  let phrased = text;
  for (const [pattern, words] of PHRASE_SYNONYMS) {
    phrased = phrased.replace(pattern, () => {
      for (const w of wordsOf(words)) fromSynonym.add(w);
      return ` ${words} `;
    });
  }
  // A whole name is looked up unless a phrase named it first: 'crushed tomatoes' are canned ones, not
  // the raw 'tomato' its handling word would leave.
  const bare = wordsOf(text)
    .filter((w) => !NEUTRAL_WORDS.has(w))
    .join(" ");
  // Own keys only: an ingredient called 'constructor' found Object's function here (a 500 on save).
  const whole =
    fromSynonym.size === 0 && Object.hasOwn(WHOLE_NAME_SYNONYMS, bare)
      ? WHOLE_NAME_SYNONYMS[bare]
      : undefined;
  if (whole) {
    const words = [...new Set(wordsOf(whole))];
    return { words, fromSynonym: new Set(words) };
  }
  text = phrased;
  return { words: [...new Set(wordsOf(text).filter((w) => !NEUTRAL_WORDS.has(w)))], fromSynonym };
}

/**
 * The best foods for a name, cheapest first. `literal` ranks by the name's own words, without the
 * synonyms that steer the matcher to one default ('milk' → whole milk): the recipe form's list of
 * other foods a line may be counted as.
 */
export function rankFoods(index: FoodIndex, name: string, limit = 5, literal = false): FoodMatch[] {
  const { words, fromSynonym } = literal ? literalQuery(name) : parseQuery(name);
  if (words.length === 0) return [];
  const wanted = new Set(words);
  // The word a food must hold: the name's last (English puts the food last: 'smoked paprika'), or,
  // when a synonym wrote the end of the name, the rarest of the synonym's words. Only the foods that
  // hold it are looked at, which keeps a match well under a millisecond.
  const last = words[words.length - 1]!;
  const postings = (w: string) => index.postings.get(w) ?? [];
  const head = fromSynonym.has(last)
    ? [...fromSynonym].reduce((a, b) => (postings(b).length < postings(a).length ? b : a))
    : last;
  // A name of several words may lack some of them in the food ('smoked paprika' → 'Spices, paprika'),
  // at most half.
  const mostMissing = Math.floor(words.length / 2);
  // The best `limit` so far, cheapest first: a candidate that cannot enter costs no allocation.
  const ranked: FoodMatch[] = [];
  const before = (a: FoodMatch, b: FoodMatch) =>
    a.cost - b.cost ||
    a.food.description.length - b.food.description.length ||
    a.food.ndb_no.localeCompare(b.food.ndb_no);
  for (const entry of postings(head)) {
    let missing = 0;
    for (const w of words) if (!entry.words.has(w)) missing++;
    if (missing > mostMissing) continue;
    let cost = entry.baseCost + missing * 40;
    for (let i = 0; i < entry.segments.length; i++) {
      for (const w of entry.segments[i]!)
        if (!wanted.has(w) && !CATEGORY_WORDS.has(w)) cost += i === 0 ? 10 : 2;
    }
    const candidate = { food: entry.food, portions: entry.portions, cost };
    if (ranked.length === limit && before(candidate, ranked[limit - 1]!) >= 0) continue;
    let at = ranked.length;
    while (at > 0 && before(candidate, ranked[at - 1]!) < 0) at--;
    ranked.splice(at, 0, candidate);
    if (ranked.length > limit) ranked.pop();
  }
  return ranked;
}

/** The food a name means, or null when the table has nothing close enough. */
export function matchFood(index: FoodIndex, name: string): FoodMatch | null {
  const key = name.trim().toLowerCase();
  const cached = index.cache.get(key);
  if (cached !== undefined) return cached;
  const best = rankFoods(index, key, 1)[0] ?? null;
  if (index.cache.size > 5000) index.cache.clear();
  index.cache.set(key, best);
  return best;
}

/** A food chosen by the user (the stored override of a match), by its NDB number. */
export function foodById(index: FoodIndex, ndbNo: string): FoodMatch | null {
  const entry = index.foods.get(ndbNo);
  return entry ? { food: entry.food, portions: entry.portions, cost: 0 } : null;
}

/** The free search of the food table (the recipe form's 'Find food', GET /api/foods): its bounds. */
export const FOOD_SEARCH_LIMITS = {
  /** Characters of the search read; the rest is ignored. */
  text: 100,
  /** Words of the search read. */
  words: 8,
  /** Foods per page at most. */
  perPage: 25,
  /** Foods per page when none is asked for. */
  defaultPerPage: 10,
} as const;

/** Words too common to narrow a search. */
const SEARCH_STOP_WORDS = new Set(["a", "an", "the", "of", "and", "or", "with", "in"]);

export type FoodSearch = { total: number; foods: Food[] };

/**
 * Foods whose description holds every word searched (singular or plural alike; the last word may be the
 * start of one, so a search can be read as it is typed), cheapest first by the matcher's own costs: the
 * plain, raw, common forms before the prepared and branded ones. A page of them, and how many match.
 * Unlike `rankFoods` no synonym steers it: the words are the user's.
 */
export function searchFoods(
  index: FoodIndex,
  text: unknown,
  page: { offset?: number; limit?: number } = {},
): FoodSearch {
  const words = [
    ...new Set(
      wordsOf(typeof text === "string" ? text.slice(0, FOOD_SEARCH_LIMITS.text) : "").filter(
        (w) => !SEARCH_STOP_WORDS.has(w),
      ),
    ),
  ].slice(0, FOOD_SEARCH_LIMITS.words);
  if (words.length === 0) return { total: 0, foods: [] };
  const exact = words.slice(0, -1);
  const partial = words[words.length - 1]!;
  // The last word as typed, or any word of the table it starts (two letters at least).
  const lastWords = new Set(partial.length >= 2 ? wordsStartingWith(index, partial) : [partial]);
  const holdsLast = (entry: IndexedFood) => {
    for (const w of lastWords) if (entry.words.has(w)) return true;
    return false;
  };
  // Candidates: the foods of the rarest exact word, or of every word the last one may be.
  const rarest = exact.reduce<IndexedFood[] | null>((best, w) => {
    const list = index.postings.get(w) ?? [];
    return best === null || list.length < best.length ? list : best;
  }, null);
  const candidates = rarest ?? new Set([...lastWords].flatMap((w) => index.postings.get(w) ?? []));
  const wanted = new Set(words);
  const found: { entry: IndexedFood; cost: number }[] = [];
  for (const entry of candidates) {
    if (!exact.every((w) => entry.words.has(w)) || !holdsLast(entry)) continue;
    // A food that holds the last word only as the start of a longer one ('egg' of 'eggplant') comes after
    // those that hold it whole.
    let cost = entry.baseCost + (entry.words.has(partial) ? 0 : 20);
    for (let i = 0; i < entry.segments.length; i++)
      for (const w of entry.segments[i]!)
        if (!wanted.has(w) && !lastWords.has(w) && !CATEGORY_WORDS.has(w)) cost += i === 0 ? 10 : 2;
    found.push({ entry, cost });
  }
  found.sort(
    (a, b) =>
      a.cost - b.cost ||
      a.entry.food.description.length - b.entry.food.description.length ||
      (a.entry.food.ndb_no < b.entry.food.ndb_no ? -1 : 1),
  );
  const limit = Math.min(
    Math.max(1, Math.floor(page.limit ?? FOOD_SEARCH_LIMITS.defaultPerPage)),
    FOOD_SEARCH_LIMITS.perPage,
  );
  const offset = Math.max(0, Math.floor(page.offset ?? 0));
  return { total: found.length, foods: found.slice(offset, offset + limit).map((f) => f.entry.food) };
}

/** Each index's words in order, built on the first search: a prefix is a range found by bisection. */
const sortedWords = new WeakMap<FoodIndex, string[]>();

function wordsStartingWith(index: FoodIndex, prefix: string): string[] {
  let words = sortedWords.get(index);
  if (!words) {
    words = [...index.postings.keys()].sort();
    sortedWords.set(index, words);
  }
  let low = 0;
  let high = words.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (words[mid]! < prefix) low = mid + 1;
    else high = mid;
  }
  const out: string[] = [];
  for (let i = low; i < words.length && words[i]!.startsWith(prefix); i++) out.push(words[i]!);
  return out;
}
