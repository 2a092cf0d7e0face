// The shopping list's rules and words, defined once (docs/product.md#shopping-list). Pages, the JSON API,
// the OpenAPI document and the table types read them from here.

/** The feature flag the pages and the JSON API stand behind (docs/product.md#shopping-list). */
export const SHOPPING_FLAG = "shopping_list_enabled";

/** The item categories, in the order the form offers them; anything unknown is 'Other'. */
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
export const DEFAULT_CATEGORY: ShoppingCategory = "Other";

/** How the open items are ordered: by category (the default), by name, or high priority first then name. */
export const SORT_MODES = ["category", "name", "priority"] as const;
export type SortMode = (typeof SORT_MODES)[number];
export const DEFAULT_SORT: SortMode = "category";
export const SORT_LABELS: Record<SortMode, string> = {
  category: "Category",
  name: "Name",
  priority: "Priority",
};

/** Stored as a number: 0 is normal, anything above 0 high (the spec's item shape). */
export const PRIORITIES = ["normal", "high"] as const;
export type Priority = (typeof PRIORITIES)[number];
export const PRIORITY_VALUE: Record<Priority, number> = { normal: 0, high: 1 };
export const priorityOf = (value: number): Priority => (value > 0 ? "high" : "normal");

/** The units the form suggests (the pantry's list); any other short unit is kept as typed. */
export const SHOPPING_UNITS = [
  "piece",
  "g",
  "kg",
  "ml",
  "l",
  "oz",
  "lb",
  "cup",
  "tbsp",
  "tsp",
  "bunch",
  "can",
  "box",
  "package",
  "bottle",
  "slice",
  "jar",
  "dozen",
] as const;

export const LIMITS = {
  nameMax: 120,
  listNameMax: 80,
  unitMax: 30,
  notesMax: 500,
  quantityMin: 0.01,
  quantityMax: 100_000,
  priceMax: 1_000_000,
  budgetMax: 10_000_000,
  /** More items than any shop trip; a list refuses the next one. */
  itemsPerList: 500,
  listsPerHousehold: 50,
} as const;

/** The budget bar turns red when what is left is this share of the budget or less. */
export const LOW_BUDGET_SHARE = 0.2;

/** A household with no list yet gets this one, made current when first needed. */
export const DEFAULT_LIST_NAME = "Shopping List";

export const SHOPPING_TEXTS = {
  title: "Shopping List",
  empty: "Your shopping list is empty. Add items or generate from your meal plan.",
  addTitle: "Add Shopping Item",
  editTitle: "Edit Item",
  purchasedTitle: "Purchased Items",
  removeQuestion: (name: string) => `Are you sure you want to remove ${name} from your shopping list?`,
  itemNotFound: "This item is not on your shopping list.",
  listNotFound: "This shopping list was not found.",
  tooManyItems: `A list holds at most ${LIMITS.itemsPerList} items.`,
  tooManyLists: `A household keeps at most ${LIMITS.listsPerHousehold} lists.`,
  lastList: "Your only shopping list cannot be deleted.",
  savedCopy: "You are offline: this is the copy saved when you last opened the list.",
  queued: (n: number) => `${n} check-off${n === 1 ? "" : "s"} will be sent when you are back online.`,
} as const;

export const SHOPPING_NOTICES = {
  itemAdded: (name: string) => `${name} added to your shopping list`,
  itemUpdated: (name: string) => `${name} updated`,
  itemRemoved: (name: string) => `${name} removed from your shopping list`,
  listCreated: (name: string) => `${name} created`,
  listSwitched: (name: string) => `${name} is now your current list`,
  listUpdated: "Shopping list updated",
  listDeleted: "Shopping list deleted",
} as const;
