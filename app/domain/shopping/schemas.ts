// One set of zod schemas for the shopping pages, the JSON API and the OpenAPI document, so a value the
// form refuses the API refuses too (docs/product.md#shopping-list).
import { z } from "zod";
import { isWholeCents, orRaw, readDecimal } from "../input-readers";
import {
  LIMITS,
  PRIORITIES,
  PRIORITY_VALUE,
  type Priority,
  SHOPPING_CATEGORIES,
  SORT_MODES,
} from "./constants";

/**
 * A number by the one reader (docs/decisions/016-input-gate.md): a JSON number or a plain decimal string,
 * as the page's number inputs send; '0x10', '1e3' and ' 5 ' are refused, never read by Number().
 */
const decimal = <T extends z.ZodType>(schema: T) => z.preprocess(orRaw(readDecimal), schema);

const price = (label: string) =>
  decimal(
    z
      .number({ error: `${label} must be a number.` })
      .min(0, `${label} must be 0 or more.`)
      .max(LIMITS.priceMax, `${label} must be at most ${LIMITS.priceMax}.`)
      .refine(isWholeCents, `${label} has at most 2 decimals.`),
  );

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .optional()
    .transform((v) => (v ? v : undefined));

export const ItemNameSchema = z
  .string({ error: "Name is required." })
  .trim()
  .min(1, "Name is required.")
  .max(LIMITS.nameMax, `Name must be at most ${LIMITS.nameMax} characters.`);

export const QuantitySchema = decimal(
  z
    .number({ error: "Quantity is required." })
    .min(LIMITS.quantityMin, `Quantity must be at least ${LIMITS.quantityMin}.`)
    .max(LIMITS.quantityMax, `Quantity must be at most ${LIMITS.quantityMax}.`)
    .refine(isWholeCents, "Quantity has at most 2 decimals."),
);

const itemShape = {
  name: ItemNameSchema,
  quantity: QuantitySchema,
  unit: optionalText(LIMITS.unitMax, "Unit"),
  category: z.enum(SHOPPING_CATEGORIES, { error: "Choose a category from the list." }).default("Other"),
  estimatedPrice: price("Estimated price").optional(),
  actualPrice: price("Actual price").optional(),
  purchased: z.boolean().default(false),
  notes: optionalText(LIMITS.notesMax, "Notes"),
};

/** The page's Add Shopping Item / Edit Item form (field names as the API's). */
export const ItemFormSchema = z.object({
  ...itemShape,
  priority: z.enum(PRIORITIES, { error: "Priority is normal or high." }).default("normal"),
});
export type ItemFormInput = z.infer<typeof ItemFormSchema>;

/** The API's priority: the spec's number (0 normal, above 0 high) or the word. */
export const ApiPrioritySchema = z
  .union([z.enum(PRIORITIES), z.int().min(0).max(10)], {
    error: "Priority is 0 (normal), 1 (high), normal or high.",
  })
  .transform((p): Priority => (typeof p === "number" ? (p > 0 ? "high" : "normal") : p));

/** POST /api/shopping-lists/{id}/items. Prices may be null (no price). */
export const ApiItemSchema = z.object({
  ...itemShape,
  estimatedPrice: price("Estimated price")
    .nullish()
    .transform((v) => v ?? undefined),
  actualPrice: price("Actual price")
    .nullish()
    .transform((v) => v ?? undefined),
  notes: z
    .string()
    .trim()
    .max(LIMITS.notesMax, `Notes must be at most ${LIMITS.notesMax} characters.`)
    .nullish()
    .transform((v) => v || undefined),
  unit: z
    .string()
    .trim()
    .max(LIMITS.unitMax, `Unit must be at most ${LIMITS.unitMax} characters.`)
    .nullish()
    .transform((v) => v || undefined),
  priority: ApiPrioritySchema.default("normal"),
});

/** What the domain stores for an item (page and API inputs both become this). */
export type ItemInput = {
  name: string;
  quantity: number;
  unit?: string | undefined;
  category: (typeof SHOPPING_CATEGORIES)[number];
  estimatedPrice?: number | undefined;
  actualPrice?: number | undefined;
  purchased: boolean;
  priority: Priority;
  notes?: string | undefined;
};
export const priorityNumber = (p: Priority) => PRIORITY_VALUE[p];

const budget = decimal(
  z
    .number({ error: "Budget must be a number." })
    .min(0, "Budget must be 0 or more.")
    .max(LIMITS.budgetMax, `Budget must be at most ${LIMITS.budgetMax}.`)
    .refine(isWholeCents, "Budget has at most 2 decimals."),
);

export const ListFormSchema = z.object({
  name: z
    .string({ error: "List name is required." })
    .trim()
    .min(1, "List name is required.")
    .max(LIMITS.listNameMax, `List name must be at most ${LIMITS.listNameMax} characters.`),
  budget: budget.optional(),
});
export type ListInput = { name: string; budget?: number | undefined };

/** The API's list body: the budget may be null (no budget), `current` makes it the current list. */
export const ApiListSchema = z.object({
  name: ListFormSchema.shape.name,
  budget: budget.nullish().transform((v) => v ?? undefined),
  current: z.boolean().optional(),
});

/** The page's sort selector (?sort=), anything else is the default. */
export const SortSchema = z.enum(SORT_MODES).catch("category");

/** A toggle form: which item, and the state it should end in (so a retried post sets, never flips back). */
export const ToggleFormSchema = z.object({
  id: z.int().positive(),
  purchased: z.enum(["true", "false"]).transform((v) => v === "true"),
});

/** POST /api/shopping-items/{id}/toggle: `purchased` sets the state; without it the item flips. */
export const ApiToggleSchema = z.object({ purchased: z.boolean().optional() });
