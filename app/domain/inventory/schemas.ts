// The inventory item's rules, one schema for the page form (conform) and the JSON API, so both refuse and
// accept at the same boundary. Field names are the spec's (camelCase); the API also takes snake_case
// aliases (`inventoryBody`). Empty text is "not given".

import { z } from "zod";
import { isWholeCents, orRaw, readBoolean, readDecimal } from "../input-readers";
import { dateProblem, FIRST_DATE, LAST_DATE, parseCalendarDate } from "../shared/calendar-date";
import {
  CATEGORY_FILTERS,
  type CategoryFilter,
  EXPIRATION_STATUSES,
  type ExpirationStatus,
  INVENTORY_CATEGORIES,
  INVENTORY_LIMITS,
  INVENTORY_LOCATIONS,
  INVENTORY_UNITS,
  LOCATION_FILTERS,
  LOW_STOCK_THRESHOLD_DEFAULT,
  type LocationFilter,
} from "./constants";

const required = (field: string) => `The ${field} field is required.`;
const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** Text that may be left empty: trimmed, empty becomes null. */
const optionalText = (field: string, max: number) =>
  z.preprocess(
    (v) => (blank(v) ? null : typeof v === "string" ? v.trim() : v),
    z
      .string({ error: `The ${field} field must be a string.` })
      .max(max, `The ${field} field must not be greater than ${max} characters.`)
      .nullable(),
  );

/**
 * A number typed into a form (a plain decimal string) or sent as JSON, by the one reader
 * (docs/decisions/016-input-gate.md): '0x10', '1e3', ' 5 ' and `true` are refused, never read.
 */
const toNumber = (v: unknown) => (blank(v) ? undefined : orRaw(readDecimal)(v));
const numberField = (field: string, max: number) =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined ? required(field) : `The ${field} field must be a number.`,
    })
    .refine(Number.isFinite, `The ${field} field must be a number.`)
    .min(0, `The ${field} field must be at least 0.`)
    .max(max, `The ${field} field must not be greater than ${max}.`);

const isCalendarDay = (v: string) => parseCalendarDate(v) === v;
const optionalDate = (field: string) =>
  z.preprocess(
    (v) => (blank(v) ? null : typeof v === "string" ? v.trim() : v),
    z
      .string({ error: `The ${field} field must be a valid date.` })
      .refine(isCalendarDay, {
        error: (issue) =>
          dateProblem(issue.input) === "range"
            ? `The ${field} field must be a date from ${FIRST_DATE} to ${LAST_DATE}.`
            : `The ${field} field must be a valid date (YYYY-MM-DD).`,
      })
      .nullable(),
  );

/** A list of allowed words; empty is "not given" (null). */
const optionalChoice = <T extends readonly [string, ...string[]]>(field: string, values: T) =>
  z.preprocess(
    (v) => (blank(v) ? null : v),
    z.enum(values, { error: `The selected ${field} is invalid.` }).nullable(),
  );

/** A checkbox ("on" when ticked, absent when not) or a JSON boolean; 'yes', `{}` or `[]` is refused. */
const checkbox = (field: string) =>
  z.preprocess(orRaw(readBoolean), z.boolean({ error: `The ${field} field must be true or false.` }));

export const InventoryItemSchema = z.object({
  name: z
    .string({ error: required("name") })
    .trim()
    .min(1, required("name"))
    .max(
      INVENTORY_LIMITS.nameMax,
      `The name field must not be greater than ${INVENTORY_LIMITS.nameMax} characters.`,
    ),
  category: z.preprocess(
    (v) => (blank(v) ? undefined : v),
    z.enum(INVENTORY_CATEGORIES, {
      error: (issue) =>
        issue.input === undefined ? required("category") : "The selected category is invalid.",
    }),
  ),
  quantity: z.preprocess(toNumber, numberField("quantity", INVENTORY_LIMITS.quantityMax)),
  unit: optionalChoice("unit", INVENTORY_UNITS),
  location: optionalChoice("location", INVENTORY_LOCATIONS),
  purchaseDate: optionalDate("purchase date"),
  expiryDate: optionalDate("expiry date"),
  brand: optionalText("brand", INVENTORY_LIMITS.brandMax),
  price: z.preprocess(
    (v) => (blank(v) ? null : toNumber(v)),
    numberField("price", INVENTORY_LIMITS.priceMax)
      .refine(isWholeCents, "The price field must be a multiple of 0.01.")
      .nullable(),
  ),
  enableLowStockAlert: checkbox("low stock alert"),
  lowStockThreshold: z.preprocess(
    (v) => (blank(v) ? LOW_STOCK_THRESHOLD_DEFAULT : toNumber(v)),
    numberField("low stock threshold", INVENTORY_LIMITS.quantityMax),
  ),
  notes: optionalText("notes", INVENTORY_LIMITS.notesMax),
  barcode: z.preprocess(
    (v) => (blank(v) ? null : typeof v === "string" ? v.trim() : v),
    z
      .string({ error: "The barcode field must be a string." })
      .max(
        INVENTORY_LIMITS.barcodeMax,
        `The barcode field must not be greater than ${INVENTORY_LIMITS.barcodeMax} characters.`,
      )
      .regex(
        /^[0-9A-Za-z\-. ]+$/,
        "The barcode field may only contain letters, digits, spaces, dots and dashes.",
      )
      .nullable(),
  ),
});
export type InventoryItemInput = z.infer<typeof InventoryItemSchema>;

/** The API's snake_case names for the spec's camelCase ones (answers carry both; input takes either). */
const ALIASES: Record<string, string> = {
  purchase_date: "purchaseDate",
  expiry_date: "expiryDate",
  enable_low_stock_alert: "enableLowStockAlert",
  low_stock_alert: "enableLowStockAlert",
  low_stock_threshold: "lowStockThreshold",
};

/** A JSON or form body in the item's names: snake_case aliases renamed (the camelCase name wins). */
export function inventoryBody(body: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...body };
  for (const [alias, name] of Object.entries(ALIASES)) {
    if (alias in out) {
      if (!(name in out)) out[name] = out[alias];
      delete out[alias];
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------
// The list's filters (query parameters of the page and the API). An unknown value is "all", so an
// edited address never breaks the page.

export type InventoryFilters = {
  location: LocationFilter | "all";
  category: CategoryFilter | "all";
  expiration: ExpirationStatus | "all";
};

const oneOf = <T extends string>(values: readonly T[], raw: string | null | undefined): T | "all" => {
  const value = raw?.trim().toLowerCase();
  return value && (values as readonly string[]).includes(value) ? (value as T) : "all";
};

export const LOCATION_FILTER_VALUES = Object.keys(LOCATION_FILTERS) as LocationFilter[];
export const CATEGORY_FILTER_VALUES = Object.keys(CATEGORY_FILTERS) as CategoryFilter[];

export function readFilters(params: URLSearchParams): InventoryFilters {
  return {
    location: oneOf(LOCATION_FILTER_VALUES, params.get("location")),
    category: oneOf(CATEGORY_FILTER_VALUES, params.get("category")),
    expiration: oneOf(EXPIRATION_STATUSES, params.get("expiration")),
  };
}

// ---------------------------------------------------------------------------------------------------
// The listed item as the API answers it (the OpenAPI document reads this).

export const InventoryItemJson = z
  .object({
    id: z.int(),
    name: z.string(),
    category: z.enum(INVENTORY_CATEGORIES),
    quantity: z.number(),
    unit: z.enum(INVENTORY_UNITS).nullable(),
    location: z.enum(INVENTORY_LOCATIONS).nullable(),
    purchaseDate: z.string().nullable(),
    expiryDate: z.string().nullable(),
    brand: z.string().nullable(),
    price: z.number().nullable(),
    enableLowStockAlert: z.boolean(),
    lowStockThreshold: z.number(),
    notes: z.string().nullable(),
    barcode: z.string().nullable(),
    expirationDate: z
      .string()
      .nullable()
      .meta({ description: "The expiry date again, as the list reads it." }),
    expirationStatus: z.enum(EXPIRATION_STATUSES).meta({
      description:
        "In the household's today: 0 days or fewer left expired, 1–3 expiring-soon, else (or no date) valid.",
    }),
    expirationText: z
      .string()
      .meta({ examples: ["Expires in 2 days", "Expired 1 day ago", "No expiry date"] }),
    isLowStock: z
      .boolean()
      .meta({ description: "The alert is on and the quantity is at or under the threshold." }),
    purchase_date: z.string().nullable(),
    expiry_date: z.string().nullable(),
    enable_low_stock_alert: z.boolean(),
    low_stock_threshold: z.number(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ description: "An inventory item, with its expiry status. Dates are YYYY-MM-DD." });

export const InventoryBodyJson = z
  .object({
    name: z.string().max(INVENTORY_LIMITS.nameMax),
    category: z.enum(INVENTORY_CATEGORIES),
    quantity: z.number().min(0).max(INVENTORY_LIMITS.quantityMax),
    unit: z.enum(INVENTORY_UNITS).nullable().optional(),
    location: z.enum(INVENTORY_LOCATIONS).nullable().optional(),
    purchaseDate: z.string().nullable().optional().meta({ description: "YYYY-MM-DD; default today." }),
    expiryDate: z.string().nullable().optional(),
    brand: z.string().max(INVENTORY_LIMITS.brandMax).nullable().optional(),
    price: z
      .number()
      .min(0)
      .max(INVENTORY_LIMITS.priceMax)
      .nullable()
      .optional()
      .meta({ description: "Whole cents." }),
    enableLowStockAlert: z.boolean().optional(),
    lowStockThreshold: z
      .number()
      .min(0)
      .optional()
      .meta({ description: `Default ${LOW_STOCK_THRESHOLD_DEFAULT}.` }),
    notes: z.string().max(INVENTORY_LIMITS.notesMax).nullable().optional(),
    barcode: z.string().max(INVENTORY_LIMITS.barcodeMax).nullable().optional(),
  })
  .meta({
    description:
      "An inventory item. snake_case names are accepted too (purchase_date, expiry_date, enable_low_stock_alert, low_stock_threshold). PUT replaces the item: a field left out takes its default.",
  });

export const InventoryQuery = z.object({
  location: z.enum(LOCATION_FILTER_VALUES as [LocationFilter, ...LocationFilter[]]).optional(),
  category: z.enum(CATEGORY_FILTER_VALUES as [CategoryFilter, ...CategoryFilter[]]).optional(),
  expiration: z.enum(EXPIRATION_STATUSES).optional(),
});

/** The remove page's confirmation carries nothing but its CSRF token. */
export const ConfirmRemoveSchema = z.object({});
