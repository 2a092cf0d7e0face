// Our own table of ingredient lines with the amount, unit and food a reader should find, one class per kind
// of line the parser used to miss (docs/decisions/031-ingredient-parser-measured.md). The lines are built
// from word lists written for this table (no other project's test corpus), by templates whose parts carry
// the expected values, and a seeded generator picks a few hundred lines per class, the same every run.
// Only the accuracy test and the bench import it; it is not in the browser's path.
import { readIngredientLine } from "./ingredient-parser";

export type CorpusClass =
  | "units"
  | "alternatives"
  | "sums"
  | "ranges"
  | "number words"
  | "sizes"
  | "food names"
  | "written";

export type CorpusLine = {
  line: string;
  quantity: number | null;
  quantity_max: number | null;
  /** A canonical unit, a measure word that is not a unit ('dash', 'sprig'), or null. */
  unit: string | null;
  food: string;
  /** A sum: the second amount to add ('1 tablespoon plus 1 teaspoon'). */
  plus?: { quantity: number; unit: string };
};

/** What a reader found on a line, in the terms the table scores. */
export type CorpusReading = {
  quantity: number | null;
  quantity_max: number | null;
  unit: string | null;
  food: string;
  plus?: { quantity: number | null; unit: string | null }[];
};

type Q = readonly [text: string, value: number];
type Spelled = readonly [text: string, unit: string];

const SMALL: readonly Q[] = [
  ["1", 1],
  ["2", 2],
  ["3", 3],
  ["4", 4],
  ["1/2", 0.5],
  ["1/4", 0.25],
  ["3/4", 0.75],
  ["1/3", 0.333],
  ["2/3", 0.667],
  ["1 1/2", 1.5],
  ["1 1/4", 1.25],
  ["2 1/2", 2.5],
  ["½", 0.5],
  ["¼", 0.25],
  ["¾", 0.75],
  ["1½", 1.5],
  ["1 ½", 1.5],
  ["⅓", 0.333],
  ["0.5", 0.5],
  ["1.5", 1.5],
];
const COUNTS: readonly Q[] = [
  ["1", 1],
  ["2", 2],
  ["3", 3],
  ["4", 4],
  ["5", 5],
  ["6", 6],
  ["8", 8],
  ["10", 10],
  ["12", 12],
];
const METRIC: readonly Q[] = [
  ["100", 100],
  ["125", 125],
  ["150", 150],
  ["200", 200],
  ["250", 250],
  ["300", 300],
  ["400", 400],
  ["500", 500],
  ["750", 750],
  ["1", 1],
  ["2", 2],
  ["1.5", 1.5],
];

// Spellings written the way recipes write them: plural, abbreviated, with and without a dot, capitalised.
const SPELLINGS: Readonly<Record<string, readonly string[]>> = {
  cup: ["cups", "cup", "c.", "Cups", "C"],
  tablespoon: [
    "tablespoons",
    "tablespoon",
    "tbsp",
    "tbsp.",
    "Tbsp",
    "Tbsp.",
    "TBSP",
    "tbs",
    "tbs.",
    "T",
    "Tablespoons",
  ],
  teaspoon: ["teaspoons", "teaspoon", "tsp", "tsp.", "Tsp", "TSP", "t", "tsps"],
  ounce: ["ounces", "ounce", "oz", "oz.", "OZ"],
  pound: ["pounds", "pound", "lb", "lb.", "lbs", "lbs.", "Lbs"],
  gram: ["g", "grams", "gram", "gr", "g.", "gms"],
  kilogram: ["kg", "kilograms", "kg.", "kilo", "kilos"],
  milliliter: ["ml", "mL", "milliliters", "millilitres", "ml."],
  liter: ["l", "L", "liters", "litres", "litre", "liter"],
  pinch: ["pinches", "pinch"],
  clove: ["cloves", "clove"],
  can: ["cans", "can", "tins", "tin"],
  package: ["packages", "package", "pkg", "pkgs", "packets", "packet", "pack"],
  bunch: ["bunches", "bunch"],
  slice: ["slices", "slice"],
  quart: ["quarts", "quart", "qt", "qt.", "qts"],
  pint: ["pints", "pint", "pt", "pt."],
  gallon: ["gallons", "gallon", "gal", "gal."],
  "fluid ounce": ["fluid ounces", "fl oz", "fl. oz.", "fl oz.", "fluid ounce"],
  stick: ["sticks", "stick"],
  head: ["heads", "head"],
  rib: ["ribs", "rib"],
  leaf: ["leaves", "leaf"],
  piece: ["pieces", "piece", "pcs", "pc"],
  dash: ["dashes", "dash"],
  sprig: ["sprigs", "sprig"],
  drop: ["drops", "drop"],
  handful: ["handfuls", "handful"],
  stalk: ["stalks", "stalk"],
  jar: ["jars", "jar"],
};
const GLUED = new Set(["g", "gr", "kg", "ml", "mL", "l", "L", "oz", "lb", "lbs", "tbsp", "tsp"]);

const FOODS: Readonly<Record<string, readonly string[]>> = {
  volume: [
    "flour",
    "sugar",
    "milk",
    "water",
    "rice",
    "brown sugar",
    "olive oil",
    "vegetable oil",
    "heavy cream",
    "chicken broth",
    "honey",
    "maple syrup",
    "soy sauce",
    "rolled oats",
    "cocoa powder",
    "baking soda",
    "baking powder",
    "vanilla extract",
    "salt",
    "ground cinnamon",
    "paprika",
    "lemon juice",
    "sour cream",
    "plain yogurt",
    "peanut butter",
    "butter",
    "powdered sugar",
    "cornstarch",
    "red wine vinegar",
    "ketchup",
  ],
  mass: [
    "flour",
    "sugar",
    "butter",
    "ground beef",
    "chicken breast",
    "cheddar cheese",
    "pasta",
    "spaghetti",
    "rice",
    "potatoes",
    "carrots",
    "bacon",
    "salmon",
    "dark chocolate",
    "almonds",
    "mozzarella",
    "pork shoulder",
    "green beans",
    "spinach",
    "shrimp",
  ],
  pinch: ["salt", "cayenne pepper", "nutmeg", "sugar", "black pepper", "red pepper flakes", "saffron"],
  dash: ["hot sauce", "Worcestershire sauce", "bitters", "salt", "cayenne pepper", "soy sauce"],
  clove: ["garlic"],
  can: [
    "tomatoes",
    "black beans",
    "chickpeas",
    "coconut milk",
    "tuna",
    "corn",
    "kidney beans",
    "tomato paste",
  ],
  package: ["yeast", "cream cheese", "gelatin", "tofu", "ramen noodles", "vanilla pudding mix"],
  bunch: ["parsley", "cilantro", "kale", "spinach", "green onions", "radishes", "basil", "asparagus"],
  slice: ["bread", "bacon", "cheddar cheese", "ham", "lemon", "tomato", "turkey", "swiss cheese"],
  stick: ["butter", "unsalted butter", "celery", "cinnamon"],
  head: ["garlic", "lettuce", "cauliflower", "broccoli", "cabbage", "romaine lettuce", "radicchio"],
  rib: ["celery"],
  leaf: ["basil", "mint", "sage", "lettuce", "gelatin", "kaffir lime"],
  piece: ["ginger", "chicken", "dark chocolate", "candied ginger", "kombu"],
  liquid: ["milk", "chicken stock", "water", "heavy cream", "buttermilk", "vegetable broth", "orange juice"],
  pint: ["strawberries", "blueberries", "cherry tomatoes", "heavy cream", "milk", "ice cream"],
  spirit: ["rum", "vodka", "orange juice", "pineapple juice", "tequila", "espresso"],
  sprig: ["thyme", "rosemary", "mint", "dill", "parsley", "oregano"],
  drop: ["vanilla extract", "food coloring", "almond extract", "lemon oil"],
  handful: ["spinach", "basil", "walnuts", "arugula", "raisins", "cashews"],
  stalk: ["celery", "lemongrass", "rhubarb"],
  jar: ["salsa", "pesto", "marinara sauce", "tahini", "capers"],
  count: [
    "eggs",
    "onions",
    "potatoes",
    "carrots",
    "tomatoes",
    "apples",
    "lemons",
    "limes",
    "zucchini",
    "bell peppers",
    "sweet potatoes",
    "shallots",
    "avocados",
    "cucumbers",
    "bananas",
    "oranges",
    "red potatoes",
    "yellow onions",
    "chicken thighs",
    "tortillas",
  ],
};
const FOODS_BY_UNIT: Readonly<Record<string, readonly string[]>> = {
  cup: FOODS.volume ?? [],
  tablespoon: FOODS.volume ?? [],
  teaspoon: FOODS.volume ?? [],
  ounce: FOODS.mass ?? [],
  pound: FOODS.mass ?? [],
  gram: FOODS.mass ?? [],
  kilogram: FOODS.mass ?? [],
  milliliter: FOODS.liquid ?? [],
  liter: FOODS.liquid ?? [],
  quart: FOODS.liquid ?? [],
  gallon: FOODS.liquid ?? [],
  pint: FOODS.pint ?? [],
  "fluid ounce": FOODS.spirit ?? [],
  pinch: FOODS.pinch ?? [],
  dash: FOODS.dash ?? [],
  clove: FOODS.clove ?? [],
  can: FOODS.can ?? [],
  package: FOODS.package ?? [],
  bunch: FOODS.bunch ?? [],
  slice: FOODS.slice ?? [],
  stick: FOODS.stick ?? [],
  head: FOODS.head ?? [],
  rib: FOODS.rib ?? [],
  leaf: FOODS.leaf ?? [],
  piece: FOODS.piece ?? [],
  sprig: FOODS.sprig ?? [],
  drop: FOODS.drop ?? [],
  handful: FOODS.handful ?? [],
  stalk: FOODS.stalk ?? [],
  jar: FOODS.jar ?? [],
};
const METRIC_UNITS = new Set(["gram", "milliliter"]);

/** A small seeded generator (mulberry32), so the table is the same on every run and machine. */
function seeded(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error("empty word list");
    return item;
  };
}

const PER_CLASS = 300;

function lines(seed: number, make: (pick: ReturnType<typeof seeded>) => CorpusLine): CorpusLine[] {
  const pick = seeded(seed);
  const out: CorpusLine[] = [];
  const seen = new Set<string>();
  for (let tries = 0; out.length < PER_CLASS && tries < PER_CLASS * 20; tries++) {
    const line = make(pick);
    if (seen.has(line.line)) continue;
    seen.add(line.line);
    out.push(line);
  }
  return out;
}

const UNITS = Object.keys(SPELLINGS);
const line = (
  text: string,
  quantity: number | null,
  unit: string | null,
  food: string,
  quantity_max: number | null = null,
): CorpusLine => ({ line: text, quantity, quantity_max, unit, food });

function amountFor(pick: ReturnType<typeof seeded>, unit: string): Q {
  return METRIC_UNITS.has(unit) || unit === "kilogram" || unit === "liter"
    ? pick(unit === "kilogram" || unit === "liter" ? METRIC.slice(-3) : METRIC.slice(0, -3))
    : pick(["clove", "slice", "leaf", "piece", "sprig", "drop", "rib"].includes(unit) ? COUNTS : SMALL);
}

function measure(pick: ReturnType<typeof seeded>, unit: string): { text: string; value: number } {
  const [q, value] = amountFor(pick, unit);
  const spelling = pick(SPELLINGS[unit] ?? [unit]);
  const glue = GLUED.has(spelling) && /\d$/.test(q) && pick([true, false]);
  return { text: glue ? `${q}${spelling}` : `${q} ${spelling}`, value };
}

const units = lines(1, (pick) => {
  const unit = pick(UNITS);
  const food = pick(FOODS_BY_UNIT[unit] ?? []);
  const m = measure(pick, unit);
  const of = pick(["", "", "", " of"]);
  return line(`${m.text}${of} ${food}`, m.value, unit, food);
});

// Pairs of measures for one food: the first is the one kept, the rest are alternatives.
const ALTERNATIVE_UNITS: readonly (readonly [string, string, string])[] = [
  ["cup", "gram", "flour"],
  ["cup", "gram", "sugar"],
  ["cup", "gram", "rice"],
  ["cup", "milliliter", "milk"],
  ["cup", "milliliter", "chicken stock"],
  ["gram", "cup", "sugar"],
  ["gram", "cup", "flour"],
  ["gram", "ounce", "spaghetti"],
  ["ounce", "gram", "dark chocolate"],
  ["ounce", "stick", "butter"],
  ["stick", "gram", "butter"],
  ["tablespoon", "gram", "butter"],
  ["pound", "kilogram", "potatoes"],
  ["kilogram", "pound", "chicken thighs"],
  ["milliliter", "cup", "heavy cream"],
  ["liter", "quart", "water"],
  ["pint", "milliliter", "heavy cream"],
  ["fluid ounce", "milliliter", "orange juice"],
];

const alternatives = lines(2, (pick) => {
  const [first, second, food] = pick(ALTERNATIVE_UNITS);
  const a = measure(pick, first);
  const b = measure(pick, second);
  const c = measure(pick, pick(["gram", "ounce", "cup"]));
  const text = pick([
    `${a.text}/${b.text} ${food}`,
    `${a.text} / ${b.text} ${food}`,
    `${a.text} | ${b.text} ${food}`,
    `${a.text} (${b.text}) ${food}`,
    `${a.text} (${b.text}; ${c.text}) ${food}`,
    `${a.text} (${b.text}, ${c.text}) ${food}`,
    `${a.text} (about ${b.text}) ${food}`,
    `${a.text} or ${b.text} ${food}`,
  ]);
  return line(text, a.value, first, food);
});

const SUM_UNITS: readonly (readonly [string, string])[] = [
  ["cup", "tablespoon"],
  ["tablespoon", "teaspoon"],
  ["cup", "teaspoon"],
  ["pound", "ounce"],
  ["kilogram", "gram"],
  ["liter", "milliliter"],
  ["quart", "cup"],
];
const sums = lines(3, (pick) => {
  const [first, second] = pick(SUM_UNITS);
  const food = pick(FOODS_BY_UNIT[first] ?? []);
  const a = measure(pick, first);
  const b = measure(pick, second);
  const joiner = pick(["plus", "plus", "+", "and"]);
  return {
    ...line(`${a.text} ${joiner} ${b.text} ${food}`, a.value, first, food),
    plus: { quantity: b.value, unit: second },
  };
});

const NUMBER_WORDS = [
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
] as const;
const RANGE_PAIRS: readonly (readonly [Q, Q])[] = [
  [
    ["1", 1],
    ["2", 2],
  ],
  [
    ["2", 2],
    ["3", 3],
  ],
  [
    ["3", 3],
    ["4", 4],
  ],
  [
    ["1/2", 0.5],
    ["1", 1],
  ],
  [
    ["½", 0.5],
    ["¾", 0.75],
  ],
  [
    ["1", 1],
    ["1 1/2", 1.5],
  ],
  [
    ["4", 4],
    ["6", 6],
  ],
  [
    ["6", 6],
    ["8", 8],
  ],
  [
    ["10", 10],
    ["12", 12],
  ],
];
const ranges = lines(4, (pick) => {
  const withUnit = pick([true, true, false]);
  const unit = withUnit
    ? pick(["cup", "tablespoon", "teaspoon", "pound", "ounce", "clove", "pinch", "quart", "stick"])
    : null;
  const food = unit ? pick(FOODS_BY_UNIT[unit] ?? []) : pick(FOODS.count ?? []);
  const spelling = unit ? ` ${pick(SPELLINGS[unit] ?? [unit])}` : "";
  if (pick([true, false, false])) {
    const low = Math.floor(pick([0, 1, 2, 3, 4, 5]));
    const high = low + pick([1, 1, 2]);
    const joiner = pick(["to", "or", "-"]);
    const a = NUMBER_WORDS[low] ?? "one";
    const b = NUMBER_WORDS[high] ?? "two";
    const text = `${pick([a, a[0]?.toUpperCase() + a.slice(1)])} ${joiner} ${b}${spelling} ${food}`;
    return line(text.replace(" - ", "-"), low + 1, unit, food, high + 1);
  }
  const [[a, low], [b, high]] = pick(RANGE_PAIRS);
  const text = pick([
    `${a} to ${b}${spelling} ${food}`,
    `${a} or ${b}${spelling} ${food}`,
    `${a}-${b}${spelling} ${food}`,
    `${a} - ${b}${spelling} ${food}`,
    `${a}–${b}${spelling} ${food}`,
    `between ${a} and ${b}${spelling} ${food}`,
    `about ${a} to ${b}${spelling} ${food}`,
  ]);
  return line(text, low, unit, food, high);
});

const VOWEL_FOODS = ["onion", "egg", "apple", "orange", "avocado", "eggplant", "English cucumber"];
const ONE_FOODS = [
  "lemon",
  "lime",
  "banana",
  "carrot",
  "potato",
  "bay leaf",
  "shallot",
  "cucumber",
  "jalapeño",
];
const numberWords = lines(5, (pick) => {
  const unit = pick(["cup", "tablespoon", "teaspoon", "pound", "ounce", "clove", "can", "quart", "stick"]);
  const food = pick(FOODS_BY_UNIT[unit] ?? []);
  const counted = pick(FOODS.count ?? []);
  const spelling = pick(SPELLINGS[unit] ?? [unit]);
  const n = Math.floor(pick([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]));
  const word = NUMBER_WORDS[n] ?? "one";
  const [text, quantity, u, f] = pick<readonly [string, number, string | null, string]>([
    [`${word} ${spelling} ${food}`, n + 1, unit, food],
    [`${word[0]?.toUpperCase()}${word.slice(1)} ${spelling} ${food}`, n + 1, unit, food],
    [`${word} ${counted}`, n + 1, null, counted],
    [`a ${spelling} of ${food}`, 1, unit, food],
    [`a dozen ${counted}`, 12, null, counted],
    [`half a dozen ${counted}`, 6, null, counted],
    [`two dozen ${counted}`, 24, null, counted],
    [`half a ${spelling} of ${food}`, 0.5, unit, food],
    [`half a ${spelling} ${food}`, 0.5, unit, food],
    [`a half ${spelling} ${food}`, 0.5, unit, food],
    [`a quarter ${spelling} ${food}`, 0.25, unit, food],
    [`a quarter of a ${spelling} of ${food}`, 0.25, unit, food],
    [`three quarters of a ${spelling} ${food}`, 0.75, unit, food],
    [`a third of a ${spelling} ${food}`, 0.333, unit, food],
    [`a couple of ${counted}`, 2, null, counted],
    [`a couple ${spelling} ${food}`, 2, unit, food],
    [`one and a half ${spelling} ${food}`, 1.5, unit, food],
    [`two and a half ${spelling} ${food}`, 2.5, unit, food],
    [`1 and 1/2 ${spelling} ${food}`, 1.5, unit, food],
    [`an ${pick(VOWEL_FOODS)}`, 1, null, ""],
    [`a ${pick(ONE_FOODS)}`, 1, null, ""],
    [`a pinch of ${pick(FOODS.pinch ?? [])}`, 1, "pinch", ""],
    [`a handful of ${pick(FOODS.handful ?? [])}`, 1, "handful", ""],
  ]);
  // The article lines name their food last.
  return line(text, quantity, u, f || text.replace(/^(?:a (?:pinch|handful) of|an?)\s+/, ""));
});

const SIZES: readonly Spelled[] = [
  ["large", "large"],
  ["Large", "large"],
  ["medium", "medium"],
  ["small", "small"],
  ["extra-large", "extra-large"],
  ["extra large", "extra-large"],
  ["jumbo", "jumbo"],
  ["medium-sized", "medium"],
  ["small-sized", "small"],
  ["big", "big"],
];
const sizes = lines(6, (pick) => {
  const [size] = pick(SIZES);
  const food = pick(FOODS.count ?? []);
  const [q, value] = pick(COUNTS);
  const text = pick([
    `${q} ${size} ${food}`,
    `${q} ${size} ${food}, chopped`,
    `${q} ${size} ${food}, peeled and diced`,
    `${q} ${size} ripe ${food}`,
    `${q} ${size} ${food} (about 1 pound)`,
    `${q} ${size} fresh ${food}`,
  ]);
  return line(text, value, null, food);
});

const BEFORE: readonly string[] = [
  "freshly ground",
  "thinly sliced",
  "finely chopped",
  "roughly chopped",
  "coarsely chopped",
  "finely grated",
  "coarsely grated",
  "fresh",
  "chopped",
  "minced",
  "diced",
  "grated",
  "shredded",
  "freshly squeezed",
  "melted",
  "softened",
  "packed",
  "lightly beaten",
  "crushed",
  "peeled and diced",
  "chopped fresh",
  "finely minced",
  "freshly grated",
  "sliced",
];
const AFTER: readonly string[] = [
  "chopped",
  "finely chopped",
  "thinly sliced",
  "minced",
  "diced",
  "peeled and grated",
  "at room temperature",
  "divided",
  "cut into 1-inch pieces",
  "for garnish",
  "to taste",
  "softened",
  "drained and rinsed",
  "optional",
];
const PREPARED_FOODS: readonly (readonly [string, string])[] = [
  ["black pepper", "teaspoon"],
  ["beef", "pound"],
  ["lemon juice", "tablespoon"],
  ["lime juice", "tablespoon"],
  ["parsley", "cup"],
  ["garlic", "clove"],
  ["ginger", "tablespoon"],
  ["onion", "cup"],
  ["carrots", "cup"],
  ["chicken breast", "pound"],
  ["cilantro", "cup"],
  ["basil", "cup"],
  ["mozzarella", "cup"],
  ["parmesan cheese", "cup"],
  ["butter", "tablespoon"],
  ["nutmeg", "teaspoon"],
  ["orange juice", "cup"],
  ["brown sugar", "cup"],
  ["mint", "tablespoon"],
  ["cheddar cheese", "ounce"],
  ["pork loin", "pound"],
  ["celery", "cup"],
];
const foodNames = lines(7, (pick) => {
  const [food, unit] = pick(PREPARED_FOODS);
  const m = measure(pick, unit);
  const before = pick(BEFORE);
  const after = pick(AFTER);
  const [text, quantity, u] = pick<readonly [string, number | null, string | null]>([
    [`${m.text} ${before} ${food}`, m.value, unit],
    [`${m.text} ${before} ${food}`, m.value, unit],
    [`${m.text} ${food}, ${after}`, m.value, unit],
    [`${m.text} ${before} ${food}, ${after}`, m.value, unit],
    [`${before} ${food}`, null, null],
    [`${before[0]?.toUpperCase()}${before.slice(1)} ${food}, to taste`, null, null],
    [`${food}, ${after}`, null, null],
    [`${m.text} ${food} ${pick(["for garnish", "for serving", "at room temperature"])}`, m.value, unit],
  ]);
  return line(text, quantity, u, food);
});

// Lines written one by one, in the untidy ways recipes write them, so the table is not only our templates.
type Written = readonly [string, number | null, number | null, string | null, string];
const WRITTEN: readonly Written[] = [
  ["2 quarts low-sodium chicken stock", 2, null, "quart", "low-sodium chicken stock"],
  ["1 qt. whole milk", 1, null, "quart", "whole milk"],
  ["3 Ribs Celery, Diced", 3, null, "rib", "Celery"],
  ["2 heads of garlic, cloves separated", 2, null, "head", "garlic"],
  ["1 small head cauliflower, cut into florets", 1, null, "head", "cauliflower"],
  ["8 large basil leaves", 8, null, null, "basil leaves"],
  ["12 leaves fresh mint", 12, null, "leaf", "mint"],
  ["1 stick (8 tablespoons) unsalted butter, melted", 1, null, "stick", "unsalted butter"],
  ["2 sticks cold butter, cubed", 2, null, "stick", "butter"],
  ["1 (14.5-ounce) can diced tomatoes", 1, null, "can", "tomatoes"],
  ["2 15-oz cans chickpeas, drained", 2, null, "can", "chickpeas"],
  ["1 packet (2 1/4 tsp) active dry yeast", 1, null, "package", "active dry yeast"],
  ["2 pinches of flaky sea salt", 2, null, "pinch", "flaky sea salt"],
  ["3 dashes Angostura bitters", 3, null, "dash", "Angostura bitters"],
  ["1 dash of cayenne", 1, null, "dash", "cayenne"],
  ["4 sprigs fresh thyme", 4, null, "sprig", "thyme"],
  ["1 pint cherry tomatoes, halved", 1, null, "pint", "cherry tomatoes"],
  ["1/2 gal. apple cider", 0.5, null, "gallon", "apple cider"],
  ["2 fl oz fresh lime juice", 2, null, "fluid ounce", "lime juice"],
  ["1 (2-inch) piece fresh ginger, peeled and grated", 1, null, "piece", "ginger"],
  ["3 pcs star anise", 3, null, "piece", "star anise"],
  ["500g/1lb 2oz beef mince", 500, null, "gram", "beef mince"],
  ["2 cups (250 g) all-purpose flour, spooned and leveled", 2, null, "cup", "all-purpose flour"],
  ["150g | 1 cup caster sugar", 150, null, "gram", "caster sugar"],
  ["6 ounces (1½ sticks; 170 g) butter, softened", 6, null, "ounce", "butter"],
  ["1 cup (8 fl oz) whole milk", 1, null, "cup", "whole milk"],
  ["100 ml / 3.5 fl oz double cream", 100, null, "milliliter", "double cream"],
  ["1 lb. (450 g) ground pork", 1, null, "pound", "ground pork"],
  ["3/4 cup (1 1/2 sticks) unsalted butter", 0.75, null, "cup", "unsalted butter"],
  ["225g (8oz) self-raising flour", 225, null, "gram", "self-raising flour"],
  ["1 to 2 tablespoons sriracha", 1, 2, "tablespoon", "sriracha"],
  ["1 or 2 jalapeños, seeded and minced", 1, 2, null, "jalapeños"],
  ["2 to 3 pounds bone-in chicken thighs", 2, 3, "pound", "bone-in chicken thighs"],
  ["3-4 cloves garlic, smashed", 3, 4, "clove", "garlic"],
  ["between 6 and 8 cups water", 6, 8, "cup", "water"],
  ["one to two teaspoons chili powder", 1, 2, "teaspoon", "chili powder"],
  ["Two or three bay leaves", 2, 3, null, "bay leaves"],
  ["1/4 to 1/2 tsp red pepper flakes", 0.25, 0.5, "teaspoon", "red pepper flakes"],
  ["one onion, finely chopped", 1, null, null, "onion"],
  ["One 28-ounce can whole peeled tomatoes", 1, null, "can", "whole peeled tomatoes"],
  ["a dozen large eggs", 12, null, null, "eggs"],
  ["half a lemon, juiced", 0.5, null, null, "lemon"],
  ["a couple of sprigs rosemary", 2, null, "sprig", "rosemary"],
  ["a couple tablespoons olive oil", 2, null, "tablespoon", "olive oil"],
  ["three cloves garlic", 3, null, "clove", "garlic"],
  ["Ten cherry tomatoes", 10, null, null, "cherry tomatoes"],
  ["half a teaspoon of salt", 0.5, null, "teaspoon", "salt"],
  ["an egg yolk", 1, null, null, "egg yolk"],
  ["a 3-pound whole chicken", 1, null, "whole", "chicken"],
  ["2 large eggs, at room temperature", 2, null, null, "eggs"],
  ["1 medium yellow onion, diced", 1, null, null, "yellow onion"],
  ["3 small shallots", 3, null, null, "shallots"],
  ["1 extra-large egg white", 1, null, null, "egg white"],
  ["4 medium-size carrots, peeled", 4, null, null, "carrots"],
  ["2 jumbo shrimp", 2, null, null, "shrimp"],
  ["1 large sweet potato (about 12 ounces)", 1, null, null, "sweet potato"],
  ["1 teaspoon freshly ground black pepper", 1, null, "teaspoon", "black pepper"],
  ["1 lb thinly sliced beef", 1, null, "pound", "beef"],
  ["2 tablespoons fresh lemon juice", 2, null, "tablespoon", "lemon juice"],
  ["1/4 cup finely chopped fresh parsley", 0.25, null, "cup", "parsley"],
  ["1 cup packed light brown sugar", 1, null, "cup", "light brown sugar"],
  ["2 cups shredded mozzarella", 2, null, "cup", "mozzarella"],
  ["1/2 cup freshly grated Parmesan", 0.5, null, "cup", "Parmesan"],
  ["2 eggs, lightly beaten", 2, null, null, "eggs"],
  ["1 cup cooked rice", 1, null, "cup", "cooked rice"],
  ["Freshly ground pepper", null, null, null, "pepper"],
  [
    "Kosher salt and freshly ground black pepper",
    null,
    null,
    null,
    "Kosher salt and freshly ground black pepper",
  ],
  ["Chopped fresh cilantro, for serving", null, null, null, "cilantro"],
  ["fresh basil leaves for garnish", null, null, null, "basil leaves"],
  ["1 tablespoon plus 1 teaspoon sugar", 1, null, "tablespoon", "sugar"],
  ["1 cup plus 2 tablespoons all-purpose flour", 1, null, "cup", "all-purpose flour"],
  ["1/2 cup + 2 tbsp milk", 0.5, null, "cup", "milk"],
  ["1 lb plus 4 oz ground turkey", 1, null, "pound", "ground turkey"],
  ["2 Tbsp. unsalted butter", 2, null, "tablespoon", "unsalted butter"],
  ["1 TSP baking soda", 1, null, "teaspoon", "baking soda"],
  ["8oz. cream cheese, softened", 8, null, "ounce", "cream cheese"],
  ["2lbs chicken wings", 2, null, "pound", "chicken wings"],
  ["500 gr. spaghetti", 500, null, "gram", "spaghetti"],
  ["1,5 kg potatoes", 1.5, null, "kilogram", "potatoes"],
  ["250 mL. coconut milk", 250, null, "milliliter", "coconut milk"],
  ["1 ltr vegetable stock", 1, null, "liter", "vegetable stock"],
  ["2 bunches scallions, thinly sliced", 2, null, "bunch", "scallions"],
  ["4 slices thick-cut bacon", 4, null, "slice", "thick-cut bacon"],
  ["1 heaping tablespoon tomato paste", 1, null, "tablespoon", "tomato paste"],
  ["1 scant cup sugar", 1, null, "cup", "sugar"],
  ["2 level teaspoons baking powder", 2, null, "teaspoon", "baking powder"],
  ["1 handful fresh spinach", 1, null, "handful", "spinach"],
  ["2 stalks lemongrass, bruised", 2, null, "stalk", "lemongrass"],
  ["1 jar (24 oz) marinara sauce", 1, null, "jar", "marinara sauce"],
  ["salt, to taste", null, null, null, "salt"],
  ["1 cup butter or margarine, softened", 1, null, "cup", "butter"],
  ["1 (8 ounce) package cream cheese", 1, null, "package", "cream cheese"],
  ["3 cups peeled and cubed butternut squash", 3, null, "cup", "butternut squash"],
  ["1 large onion, halved and thinly sliced", 1, null, null, "onion"],
  ["¼ tsp ground nutmeg", 0.25, null, "teaspoon", "ground nutmeg"],
  ["2 tablespoons roughly chopped walnuts", 2, null, "tablespoon", "walnuts"],
];
const WRITTEN_SUMS: Readonly<Record<string, { quantity: number; unit: string }>> = {
  "1 tablespoon plus 1 teaspoon sugar": { quantity: 1, unit: "teaspoon" },
  "1 cup plus 2 tablespoons all-purpose flour": { quantity: 2, unit: "tablespoon" },
  "1/2 cup + 2 tbsp milk": { quantity: 2, unit: "tablespoon" },
  "1 lb plus 4 oz ground turkey": { quantity: 4, unit: "ounce" },
};
const written: CorpusLine[] = WRITTEN.map(([text, quantity, quantity_max, unit, food]) => {
  const plus = WRITTEN_SUMS[text];
  return { ...line(text, quantity, unit, food, quantity_max), ...(plus ? { plus } : {}) };
});

export const INGREDIENT_CORPUS: Readonly<Record<CorpusClass, readonly CorpusLine[]>> = {
  units,
  alternatives,
  sums,
  ranges,
  "number words": numberWords,
  sizes,
  "food names": foodNames,
  written,
};

export type Accuracy = { lines: number; amount: number; unit: number; food: number };

const near = (a: number | null | undefined, b: number | null | undefined) =>
  a === b || (typeof a === "number" && typeof b === "number" && Math.abs(a - b) < 0.01);
const sameFood = (a: string, b: string) => a.replace(/\s+/g, " ").trim().toLowerCase() === b.toLowerCase();

/** Whether a reading has the line's amount (and its sum), unit and food. */
export function judge(expected: CorpusLine, found: CorpusReading) {
  const plusRight =
    !expected.plus ||
    (found.plus?.length === 1 &&
      near(found.plus[0]?.quantity, expected.plus.quantity) &&
      found.plus[0]?.unit === expected.plus.unit);
  return {
    amount:
      near(found.quantity, expected.quantity) && near(found.quantity_max, expected.quantity_max) && plusRight,
    unit: found.unit === expected.unit,
    food: sameFood(found.food, expected.food),
  };
}

/** The share of lines a reader gets right, per class and over the whole table ('all'). */
export function scoreCorpus(read: (line: string) => CorpusReading): Record<CorpusClass | "all", Accuracy> {
  const result = {} as Record<CorpusClass | "all", Accuracy>;
  const all = { lines: 0, amount: 0, unit: 0, food: 0 };
  for (const [name, rows] of Object.entries(INGREDIENT_CORPUS) as [CorpusClass, readonly CorpusLine[]][]) {
    const tally = { lines: rows.length, amount: 0, unit: 0, food: 0 };
    for (const row of rows) {
      const verdict = judge(row, read(row.line));
      tally.amount += Number(verdict.amount);
      tally.unit += Number(verdict.unit);
      tally.food += Number(verdict.food);
    }
    for (const key of ["lines", "amount", "unit", "food"] as const) all[key] += tally[key];
    result[name] = {
      lines: tally.lines,
      amount: tally.amount / tally.lines,
      unit: tally.unit / tally.lines,
      food: tally.food / tally.lines,
    };
  }
  result.all = {
    lines: all.lines,
    amount: all.amount / all.lines,
    unit: all.unit / all.lines,
    food: all.food / all.lines,
  };
  return result;
}

/** The parser in the table's terms: a measure word that is not one of our units counts as the unit. */
export function readForCorpus(line: string): CorpusReading {
  const r = readIngredientLine(line);
  return {
    quantity: r.quantity,
    quantity_max: r.quantity_max,
    unit: r.unit ?? r.measure,
    food: r.food,
    plus: r.plus,
  };
}
