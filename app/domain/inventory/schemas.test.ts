// The item form and the API read one schema: these are the boundaries both refuse and accept at.
import { describe, expect, test } from "vitest";
import {
  CATEGORY_FILTERS,
  INVENTORY_CATEGORIES,
  INVENTORY_LOCATIONS,
  INVENTORY_UNITS,
  LOCATION_FILTERS,
} from "./constants";
import { InventoryItemSchema, inventoryBody, readFilters } from "./schemas";

const valid = { name: "Milk", category: "Dairy & Eggs", quantity: "2" };
const errorsOf = (input: Record<string, unknown>) => {
  const result = InventoryItemSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("InventoryItemSchema", () => {
  test("a form post with only the required fields: defaults and nulls", () => {
    expect(InventoryItemSchema.parse(valid)).toEqual({
      name: "Milk",
      category: "Dairy & Eggs",
      quantity: 2,
      unit: null,
      location: null,
      purchaseDate: null,
      expiryDate: null,
      brand: null,
      price: null,
      enableLowStockAlert: false,
      lowStockThreshold: 1,
      notes: null,
      barcode: null,
    });
  });

  test("a full JSON body reads the same as the form's text", () => {
    const json = {
      ...valid,
      quantity: 0.5,
      unit: "l",
      location: "Fridge",
      purchaseDate: "2026-11-20",
      expiryDate: "2026-11-28",
      brand: " Farm ",
      price: 1.99,
      enableLowStockAlert: true,
      lowStockThreshold: 0,
      notes: "Organic",
      barcode: "4006381333931",
    };
    const form = {
      ...json,
      quantity: "0.5",
      price: "1.99",
      enableLowStockAlert: "on",
      lowStockThreshold: "0",
    };
    expect(InventoryItemSchema.parse(form)).toEqual(InventoryItemSchema.parse(json));
    expect(InventoryItemSchema.parse(json)).toMatchObject({
      brand: "Farm",
      price: 1.99,
      enableLowStockAlert: true,
    });
  });

  test.each([
    ["name", { ...valid, name: "  " }, "The name field is required."],
    ["category", { ...valid, category: "" }, "The category field is required."],
    ["category", { ...valid, category: "produce" }, "The selected category is invalid."],
    ["quantity", { name: "Milk", category: "Dairy & Eggs" }, "The quantity field is required."],
    ["quantity", { ...valid, quantity: "-0.01" }, "The quantity field must be at least 0."],
    ["quantity", { ...valid, quantity: "abc" }, "The quantity field must be a number."],
    ["quantity", { ...valid, quantity: -1 }, "The quantity field must be at least 0."],
    ["price", { ...valid, price: "-1" }, "The price field must be at least 0."],
    ["price", { ...valid, price: "1.999" }, "The price field must be a multiple of 0.01."],
    [
      "lowStockThreshold",
      { ...valid, lowStockThreshold: "-1" },
      "The low stock threshold field must be at least 0.",
    ],
    ["unit", { ...valid, unit: "gallon" }, "The selected unit is invalid."],
    ["location", { ...valid, location: "Garage" }, "The selected location is invalid."],
    [
      "expiryDate",
      { ...valid, expiryDate: "2026-02-30" },
      "The expiry date field must be a valid date (YYYY-MM-DD).",
    ],
    [
      "barcode",
      { ...valid, barcode: "12<34" },
      "The barcode field may only contain letters, digits, spaces, dots and dashes.",
    ],
  ])("refuses a bad %s", (field, input, message) => {
    expect(errorsOf(input)[field]).toBe(message);
  });

  // Issue 32 (item 6): each of these was read and stored ("0x10" as 16, "1e3" as 1000, " 5 " as 5, "yes",
  // {} and [] as false, 1e-9 as a price).
  test.each(["quantity", "lowStockThreshold", "price"])(
    "%s: hex, exponents and padded text are not numbers",
    (field) => {
      const label = { quantity: "quantity", lowStockThreshold: "low stock threshold", price: "price" }[field];
      for (const value of ["0x10", "1e3", " 5 ", "+5", "5."])
        expect(errorsOf({ ...valid, [field]: value })[field], JSON.stringify(value)).toBe(
          `The ${label} field must be a number.`,
        );
    },
  );

  test("the low stock alert is a switch: 'yes', {} and [] are refused, not read as off", () => {
    for (const value of ["yes", {}, [], "maybe", 2])
      expect(
        errorsOf({ ...valid, enableLowStockAlert: value }).enableLowStockAlert,
        JSON.stringify(value),
      ).toBe("The low stock alert field must be true or false.");
    for (const [value, read] of [
      ["on", true],
      [true, true],
      ["false", false],
      [undefined, false],
    ] as const)
      expect(InventoryItemSchema.parse({ ...valid, enableLowStockAlert: value }).enableLowStockAlert).toBe(
        read,
      );
  });

  test("a price is whole cents: 1e-9 and 0.001 are refused by name", () => {
    for (const price of [1e-9, 0.001, "0.001", 19.999])
      expect(errorsOf({ ...valid, price }).price, String(price)).toBe(
        "The price field must be a multiple of 0.01.",
      );
    expect(InventoryItemSchema.parse({ ...valid, price: 19.99 }).price).toBe(19.99);
  });

  test("accepts the edges: quantity and price 0, price in cents, every listed word", () => {
    expect(errorsOf({ ...valid, quantity: "0", price: "0", lowStockThreshold: "0" })).toEqual({});
    expect(errorsOf({ ...valid, price: "12.34" })).toEqual({});
    expect(errorsOf({ ...valid, quantity: "0.001" })).toEqual({});
    for (const category of INVENTORY_CATEGORIES) expect(errorsOf({ ...valid, category })).toEqual({});
    for (const unit of INVENTORY_UNITS) expect(errorsOf({ ...valid, unit })).toEqual({});
    for (const location of INVENTORY_LOCATIONS) expect(errorsOf({ ...valid, location })).toEqual({});
  });

  test("the API's snake_case names are read as the camelCase ones", () => {
    const body = inventoryBody({
      ...valid,
      expiry_date: "2026-12-01",
      low_stock_threshold: 3,
      enable_low_stock_alert: true,
    });
    expect(InventoryItemSchema.parse(body)).toMatchObject({
      expiryDate: "2026-12-01",
      lowStockThreshold: 3,
      enableLowStockAlert: true,
    });
  });
});

describe("the list's filters", () => {
  test("every form category falls under exactly one filter category, every filter location is a form location", () => {
    const mapped = Object.values(CATEGORY_FILTERS).flat();
    expect([...mapped].sort()).toEqual([...INVENTORY_CATEGORIES].sort());
    for (const location of Object.values(LOCATION_FILTERS).flat())
      expect(INVENTORY_LOCATIONS).toContain(location);
  });

  test("known values are read, anything else is all", () => {
    expect(
      readFilters(new URLSearchParams("location=freezer&category=canned%20goods&expiration=expired")),
    ).toEqual({
      location: "freezer",
      category: "canned goods",
      expiration: "expired",
    });
    expect(readFilters(new URLSearchParams("location=garage&category=&expiration=soon"))).toEqual({
      location: "all",
      category: "all",
      expiration: "all",
    });
  });
});
