// The pantry's rules, lists and words (docs/product.md#inventory), defined once: the page, the API, the
// OpenAPI document and the dashboard import them from here.

/** The feature flag the inventory's page, navigation entry and dashboard parts stand behind. */
export const INVENTORY_FLAG = "inventory_enabled";

/** The item form's categories, in the order the form lists them. */
export const INVENTORY_CATEGORIES = [
  "Fruits & Vegetables",
  "Meat & Seafood",
  "Dairy & Eggs",
  "Bakery",
  "Pantry Staples",
  "Frozen Foods",
  "Snacks",
  "Beverages",
  "Condiments & Sauces",
  "Spices & Herbs",
  "Canned Goods",
  "Baking",
  "Oils & Vinegars",
  "Pasta & Rice",
  "Breakfast",
  "Health Foods",
  "Household",
  "Personal Care",
] as const;
export type InventoryCategory = (typeof INVENTORY_CATEGORIES)[number];

export const INVENTORY_UNITS = [
  "piece",
  "g",
  "kg",
  "mg",
  "ml",
  "cl",
  "dl",
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
export type InventoryUnit = (typeof INVENTORY_UNITS)[number];

export const INVENTORY_LOCATIONS = [
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
export type InventoryLocation = (typeof INVENTORY_LOCATIONS)[number];

/**
 * The list filter's short categories and the form categories each one shows (docs/product.md#inventory,
 * ADR 037). Every form category falls under exactly one filter category; 'other' takes the rest.
 */
export const CATEGORY_FILTERS = {
  produce: ["Fruits & Vegetables"],
  meat: ["Meat & Seafood"],
  dairy: ["Dairy & Eggs"],
  grains: ["Bakery", "Pasta & Rice", "Baking", "Breakfast"],
  "canned goods": ["Canned Goods"],
  "frozen foods": ["Frozen Foods"],
  spices: ["Spices & Herbs"],
  other: [
    "Pantry Staples",
    "Snacks",
    "Beverages",
    "Condiments & Sauces",
    "Oils & Vinegars",
    "Health Foods",
    "Household",
    "Personal Care",
  ],
} as const satisfies Record<string, readonly InventoryCategory[]>;
export type CategoryFilter = keyof typeof CATEGORY_FILTERS;

/**
 * The list filter's three places and the form locations each one shows. 'pantry' is everything kept
 * at room temperature; an item with no location shows only under 'all'.
 */
export const LOCATION_FILTERS = {
  pantry: ["Pantry", "Cabinet", "Spice Rack", "Counter", "Fruit Bowl", "Wine Rack", "Basement"],
  refrigerator: ["Fridge", "Vegetable Drawer", "Meat Drawer", "Door Shelf"],
  freezer: ["Freezer"],
} as const satisfies Record<string, readonly InventoryLocation[]>;
export type LocationFilter = keyof typeof LOCATION_FILTERS;

export const EXPIRATION_STATUSES = ["valid", "expiring-soon", "expired"] as const;
export type ExpirationStatus = (typeof EXPIRATION_STATUSES)[number];

/** 1 to this many days left is 'expiring soon'; 0 or fewer is expired. */
export const EXPIRING_SOON_DAYS = 3;

export const LOW_STOCK_THRESHOLD_DEFAULT = 1;

/** The dashboard's low-stock bar turns yellow above this share (per cent) of a location's items. */
export const STATUS_BAR_YELLOW_ABOVE = 50;

export const INVENTORY_LIMITS = {
  nameMax: 255,
  brandMax: 255,
  notesMax: 2000,
  barcodeMax: 64,
  quantityMax: 1_000_000,
  priceMax: 1_000_000,
} as const;

/** The filters' labels, as the list shows them. */
export const EXPIRATION_FILTER_LABELS: Record<"all" | ExpirationStatus, string> = {
  all: "All",
  "expiring-soon": "Expiring soon",
  expired: "Expired",
  valid: "Valid",
};

export const EXPIRATION_BADGES: Record<ExpirationStatus, string> = {
  valid: "Valid",
  "expiring-soon": "Expiring soon",
  expired: "Expired",
};

export const INVENTORY_TEXTS = {
  title: "Inventory",
  addItem: "Add Item",
  editItem: "Edit Item",
  removeItem: "Remove Item",
  empty: "No items found matching your criteria. Try adjusting your filters or add some new items.",
  attention: "Attention",
  banner: (count: number) =>
    `You have ${count} ${count === 1 ? "item" : "items"} expiring soon. Check the list below for details.`,
  notFound: "Inventory item not found.",
  added: (name: string) => `Added “${name}” to your inventory.`,
  saved: (name: string) => `Saved your changes to “${name}”.`,
  removed: (name: string) => `Removed “${name}” from your inventory.`,
  confirmRemove: (name: string) => `Are you sure you want to remove ${name} from your inventory?`,
  lowStock: "Low stock",
  noExpiry: "No expiry date",
  noLocation: "No location",
} as const;
