// Where a generated item goes on the list, and where a bought one goes in the pantry
// (docs/product.md#shopping-list, docs/product.md#inventory, docs/decisions/039-pantry-loop.md).
import { foodKey } from "./quantities";

/** The shopping list's categories (docs/product.md#shopping-list). */
export const SHOPPING_CATEGORIES = [
  "Produce",
  "Meat",
  "Seafood",
  "Dairy",
  "Bakery",
  "Dry Goods",
  "Canned Goods",
  "Frozen",
  "Snacks",
  "Beverages",
  "Household",
  "Personal Care",
  "Other",
] as const;
export type ShoppingCategory = (typeof SHOPPING_CATEGORIES)[number];

// Words of a food's name → its aisle. The first rule with a word of the name wins, so the more telling
// words come first ('frozen peas' is Frozen, 'chicken broth' is Canned Goods, 'chicken' is Meat).
const KEYWORDS: readonly [ShoppingCategory, readonly string[]][] = [
  ["Frozen", ["frozen", "ice cream"]],
  [
    "Canned Goods",
    ["canned", "tinned", "broth", "stock", "bean", "chickpea", "lentil", "tomato paste", "tomato sauce"],
  ],
  [
    "Seafood",
    [
      "fish",
      "salmon",
      "tuna",
      "cod",
      "shrimp",
      "prawn",
      "crab",
      "lobster",
      "mussel",
      "clam",
      "scallop",
      "anchovy",
      "sardine",
      "tilapia",
      "halibut",
    ],
  ],
  [
    "Meat",
    [
      "chicken",
      "beef",
      "pork",
      "lamb",
      "turkey",
      "bacon",
      "sausage",
      "ham",
      "steak",
      "mince",
      "veal",
      "duck",
      "prosciutto",
      "chorizo",
      "salami",
    ],
  ],
  [
    "Dairy",
    [
      "milk",
      "cheese",
      "butter",
      "cream",
      "yogurt",
      "yoghurt",
      "egg",
      "parmesan",
      "mozzarella",
      "cheddar",
      "feta",
      "ricotta",
      "creme fraiche",
    ],
  ],
  ["Bakery", ["bread", "bun", "roll", "bagel", "tortilla", "pita", "baguette", "croissant", "naan"]],
  ["Beverages", ["juice", "coffee", "tea", "wine", "beer", "soda", "water"]],
  ["Snacks", ["chip", "cracker", "cookie", "chocolate", "popcorn", "pretzel"]],
  ["Produce", ["bell pepper", "red pepper", "green pepper", "sweet pepper", "chili pepper"]],
  [
    "Dry Goods",
    [
      "flour",
      "sugar",
      "rice",
      "pasta",
      "spaghetti",
      "noodle",
      "oat",
      "quinoa",
      "couscous",
      "salt",
      "pepper",
      "oil",
      "vinegar",
      "honey",
      "syrup",
      "baking",
      "yeast",
      "cocoa",
      "spice",
      "cumin",
      "paprika",
      "cinnamon",
      "oregano",
      "basil",
      "thyme",
      "sauce",
      "mustard",
      "ketchup",
      "mayonnaise",
      "nut",
      "almond",
      "seed",
      "cornstarch",
      "breadcrumb",
      "vanilla",
      "powder",
    ],
  ],
  [
    "Produce",
    [
      "onion",
      "garlic",
      "potato",
      "carrot",
      "celery",
      "lettuce",
      "spinach",
      "kale",
      "cabbage",
      "broccoli",
      "cauliflower",
      "pepper",
      "cucumber",
      "zucchini",
      "squash",
      "mushroom",
      "apple",
      "banana",
      "lemon",
      "lime",
      "orange",
      "berry",
      "grape",
      "avocado",
      "ginger",
      "herb",
      "parsley",
      "cilantro",
      "coriander",
      "mint",
      "scallion",
      "leek",
      "shallot",
      "corn",
      "pea",
      "tomato",
      "fruit",
      "vegetable",
      "salad",
      "chili",
      "jalapeno",
    ],
  ],
];

// The recipe ingredient's own category, when it has one, read onto the list's.
const FROM_INGREDIENT_CATEGORY: Readonly<Record<string, ShoppingCategory>> = {
  produce: "Produce",
  vegetables: "Produce",
  fruit: "Produce",
  "fruits & vegetables": "Produce",
  meat: "Meat",
  "meat & seafood": "Meat",
  poultry: "Meat",
  seafood: "Seafood",
  fish: "Seafood",
  dairy: "Dairy",
  "dairy & eggs": "Dairy",
  bakery: "Bakery",
  "dry goods": "Dry Goods",
  "pantry staples": "Dry Goods",
  pantry: "Dry Goods",
  baking: "Dry Goods",
  "spices & herbs": "Dry Goods",
  spices: "Dry Goods",
  "pasta & rice": "Dry Goods",
  "oils & vinegars": "Dry Goods",
  "condiments & sauces": "Dry Goods",
  "canned goods": "Canned Goods",
  frozen: "Frozen",
  "frozen foods": "Frozen",
  snacks: "Snacks",
  beverages: "Beverages",
  household: "Household",
  "personal care": "Personal Care",
};

/** The list category of an ingredient: its own category when it maps, else by the words of its name. */
export function shoppingCategory(name: string, ingredientCategory?: string | null): ShoppingCategory {
  const own = ingredientCategory
    ? FROM_INGREDIENT_CATEGORY[ingredientCategory.trim().toLowerCase()]
    : undefined;
  if (own) return own;
  const key = ` ${foodKey(name)} `;
  for (const [category, words] of KEYWORDS) {
    if (words.some((word) => key.includes(` ${word} `) || key.includes(` ${word}s `))) return category;
  }
  return "Other";
}

/** The pantry form's locations (docs/product.md#inventory). */
export const PANTRY_LOCATIONS = [
  "Fridge",
  "Freezer",
  "Pantry",
  "Cabinet",
  "Spice Rack",
  "Counter",
  "Fruit Bowl",
  "Vegetable Drawer",
  "Meat Drawer",
  "Door Shelf",
  "Wine Rack",
  "Basement",
] as const;

/** Where a bought item goes by default: frozen to the freezer, fresh food to the fridge, the rest to the pantry. */
export function defaultLocation(category: string): (typeof PANTRY_LOCATIONS)[number] {
  if (category === "Frozen") return "Freezer";
  if (["Dairy", "Meat", "Seafood", "Produce"].includes(category)) return "Fridge";
  return "Pantry";
}

/** A list category as the pantry form's category (docs/product.md#inventory). */
export function inventoryCategory(category: string): string {
  const map: Readonly<Record<string, string>> = {
    Produce: "Fruits & Vegetables",
    Meat: "Meat & Seafood",
    Seafood: "Meat & Seafood",
    Dairy: "Dairy & Eggs",
    Bakery: "Bakery",
    "Dry Goods": "Pantry Staples",
    "Canned Goods": "Canned Goods",
    Frozen: "Frozen Foods",
    Snacks: "Snacks",
    Beverages: "Beverages",
    Household: "Household",
    "Personal Care": "Personal Care",
  };
  return map[category] ?? "Pantry Staples";
}
