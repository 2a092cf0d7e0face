// The household's pantry (docs/product.md#inventory): ordinary rows, not events (ADR 037). Every call
// takes the database first and is scoped to the household; another household's item is not found
// (ADR 017). Expiry is never stored: it is computed against the household's today, given by the caller.
import { type Kysely, type Selectable, sql } from "kysely";
import type { DB, InventoryItemsTable, Role } from "../../db/schema";
import { isFlagEnabled } from "../admin/feature-flags.server";
import { NotFoundError } from "../errors";
import { once } from "../once.server";
import {
  CATEGORY_FILTERS,
  EXPIRING_SOON_DAYS,
  INVENTORY_FLAG,
  INVENTORY_LOCATIONS,
  INVENTORY_TEXTS,
  type InventoryCategory,
  type InventoryLocation,
  type InventoryUnit,
  LOCATION_FILTERS,
} from "./constants";
import { addCalendarDays, type Expiry, expiryOf } from "./expiry";
import type { InventoryFilters, InventoryItemInput } from "./schemas";

export type InventoryItem = {
  id: number;
  name: string;
  category: InventoryCategory;
  quantity: number;
  unit: InventoryUnit | null;
  location: InventoryLocation | null;
  purchaseDate: string | null;
  expiryDate: string | null;
  brand: string | null;
  price: number | null;
  enableLowStockAlert: boolean;
  lowStockThreshold: number;
  notes: string | null;
  barcode: string | null;
  createdAt: Date;
  updatedAt: Date;
};

/** An item as the list shows it: with its expiry status in the household's today, and its stock. */
export type ListedItem = InventoryItem & Expiry & { isLowStock: boolean };

const toItem = (row: Selectable<InventoryItemsTable>): InventoryItem => ({
  id: row.id,
  name: row.name,
  category: row.category as InventoryCategory,
  quantity: Number(row.quantity ?? 0),
  unit: row.unit as InventoryUnit | null,
  location: row.location as InventoryLocation | null,
  purchaseDate: row.purchase_date,
  expiryDate: row.expiry_date,
  brand: row.brand,
  price: row.price === null ? null : Number(row.price),
  enableLowStockAlert: row.low_stock_alert,
  lowStockThreshold: Number(row.low_stock_threshold ?? 0),
  notes: row.notes,
  barcode: row.barcode,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** Low stock shows only when the alert is on and the quantity is at or under the threshold. */
export const isLowStock = (
  item: Pick<InventoryItem, "enableLowStockAlert" | "quantity" | "lowStockThreshold">,
) => item.enableLowStockAlert && item.quantity <= item.lowStockThreshold;

export const toListed = (item: InventoryItem, today: string): ListedItem => ({
  ...item,
  ...expiryOf(today, item.expiryDate),
  isLowStock: isLowStock(item),
});

function columns(input: InventoryItemInput) {
  return {
    name: input.name,
    category: input.category,
    quantity: input.quantity,
    unit: input.unit,
    location: input.location,
    purchase_date: input.purchaseDate,
    expiry_date: input.expiryDate,
    brand: input.brand,
    price: input.price,
    low_stock_alert: input.enableLowStockAlert,
    low_stock_threshold: input.lowStockThreshold,
    notes: input.notes,
    barcode: input.barcode,
  };
}

const ALL: InventoryFilters = { location: "all", category: "all", expiration: "all" };

/**
 * The household's items under the filters, soonest expiry first (no date last), then by name. The
 * expiration filter is applied in SQL with the same bands as `expiryStatus`.
 */
export async function listItems(
  db: Kysely<DB>,
  householdId: number,
  today: string,
  filters: InventoryFilters = ALL,
): Promise<ListedItem[]> {
  let query = db.selectFrom("inventory_items").selectAll().where("household_id", "=", householdId);
  if (filters.location !== "all")
    query = query.where("location", "in", [...LOCATION_FILTERS[filters.location]]);
  if (filters.category !== "all")
    query = query.where("category", "in", [...CATEGORY_FILTERS[filters.category]]);
  const soonUntil = addCalendarDays(today, EXPIRING_SOON_DAYS);
  if (filters.expiration === "expired") query = query.where("expiry_date", "<=", today);
  if (filters.expiration === "expiring-soon")
    query = query.where("expiry_date", ">", today).where("expiry_date", "<=", soonUntil);
  if (filters.expiration === "valid")
    query = query.where((eb) => eb.or([eb("expiry_date", "is", null), eb("expiry_date", ">", soonUntil)]));
  const rows = await query
    .orderBy("expiry_date", (o) => o.asc().nullsLast())
    .orderBy("name")
    .orderBy("id")
    .execute();
  return rows.map((row) => toListed(toItem(row), today));
}

export async function getItem(db: Kysely<DB>, householdId: number, id: number): Promise<InventoryItem> {
  const row = await db
    .selectFrom("inventory_items")
    .selectAll()
    .where("household_id", "=", householdId)
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw new NotFoundError(INVENTORY_TEXTS.notFound);
  return toItem(row);
}

/**
 * Adds an item; a purchase date left out is the household's today. With an idempotency key (the Add Item
 * form's, written when the form is rendered, or the API's Idempotency-Key) a repeated request adds
 * nothing and answers the item it added, as it was then (ADR 037).
 */
export async function addItem(
  db: Kysely<DB>,
  householdId: number,
  actorId: number | null,
  input: InventoryItemInput,
  today: string,
  idempotencyKey?: string,
): Promise<InventoryItem> {
  // The request is the input alone: a form sent again tomorrow is still the same request.
  const item = await once(db, householdId, idempotencyKey, { op: "inventory.add", input }, async (trx) => {
    const row = await trx
      .insertInto("inventory_items")
      .values({
        household_id: householdId,
        created_by: actorId,
        ...columns({ ...input, purchaseDate: input.purchaseDate ?? today }),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toItem(row);
  });
  // A repeat's answer was stored as JSON: its timestamps come back as text.
  return { ...item, createdAt: new Date(item.createdAt), updatedAt: new Date(item.updatedAt) };
}

/** Replaces an item's fields (the spec's edit replaces the item). */
export async function updateItem(
  db: Kysely<DB>,
  householdId: number,
  id: number,
  input: InventoryItemInput,
  now = new Date(),
): Promise<InventoryItem> {
  const row = await db
    .updateTable("inventory_items")
    .set({ ...columns(input), updated_at: now })
    .where("household_id", "=", householdId)
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new NotFoundError(INVENTORY_TEXTS.notFound);
  return toItem(row);
}

export async function removeItem(db: Kysely<DB>, householdId: number, id: number): Promise<InventoryItem> {
  const row = await db
    .deleteFrom("inventory_items")
    .where("household_id", "=", householdId)
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new NotFoundError(INVENTORY_TEXTS.notFound);
  return toItem(row);
}

/** How many items expire in 1 to 3 days (the banner's and the dashboard's count). */
export async function countExpiringSoon(db: Kysely<DB>, householdId: number, today: string): Promise<number> {
  const row = await db
    .selectFrom("inventory_items")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("household_id", "=", householdId)
    .where("expiry_date", ">", today)
    .where("expiry_date", "<=", addCalendarDays(today, EXPIRING_SOON_DAYS))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

const LOCATION_ORDER = new Map<string, number>(
  INVENTORY_LOCATIONS.map((location, index) => [location, index]),
);

/** One dashboard card: a storage location, its items and how many of them run low. */
export type LocationStatus = {
  location: string;
  items: number;
  lowStock: number;
  /** Low-stock items as a whole percentage of the location's items. */
  lowStockPercent: number;
};

/**
 * The dashboard's Inventory Status: a card per location that holds something, in the form's order
 * (items without a location last, under 'No location').
 */
export async function getInventoryStatus(db: Kysely<DB>, householdId: number): Promise<LocationStatus[]> {
  const rows = await db
    .selectFrom("inventory_items")
    .select(["location", "quantity", "low_stock_alert", "low_stock_threshold"])
    .where("household_id", "=", householdId)
    .execute();
  return statusOf(rows);
}

type StockRow = {
  location: string | null;
  quantity: number | string | null;
  low_stock_alert: boolean;
  low_stock_threshold: number | string | null;
};

/** The cards of the items' locations (see getInventoryStatus). */
function statusOf(rows: readonly StockRow[]): LocationStatus[] {
  const groups = new Map<string | null, { items: number; lowStock: number }>();
  for (const row of rows) {
    const group = groups.get(row.location) ?? { items: 0, lowStock: 0 };
    group.items += 1;
    const low = isLowStock({
      enableLowStockAlert: row.low_stock_alert,
      quantity: Number(row.quantity ?? 0),
      lowStockThreshold: Number(row.low_stock_threshold ?? 0),
    });
    if (low) group.lowStock += 1;
    groups.set(row.location, group);
  }
  const order = (location: string | null) => {
    const index = location === null ? -1 : (LOCATION_ORDER.get(location) ?? -1);
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  return [...groups.entries()]
    .sort(([a], [b]) => order(a) - order(b) || String(a).localeCompare(String(b)))
    .map(([location, group]) => ({
      location: location ?? INVENTORY_TEXTS.noLocation,
      items: group.items,
      lowStock: group.lowStock,
      lowStockPercent: Math.round((group.lowStock / group.items) * 100),
    }));
}

/** The dashboard's inventory parts: the expiring count and the status per location. */
export type InventoryDashboard = { expiringSoon: number; locations: LocationStatus[] };

/**
 * The dashboard's inventory parts, or null when the inventory flag is off for the user's role or the
 * data cannot be read: the dashboard then shows those sections empty rather than failing
 * (docs/product.md#dashboard). The failure is logged for the operator.
 */
export async function getInventoryDashboard(
  db: Kysely<DB>,
  user: { householdId: number; role: Role },
  today: string,
  /** The flags on for the user's role, when the caller has read them already. */
  flagsOn?: readonly string[],
): Promise<InventoryDashboard | null> {
  try {
    const on = flagsOn
      ? flagsOn.includes(INVENTORY_FLAG)
      : await isFlagEnabled(db, INVENTORY_FLAG, user.role);
    if (!on) return null;
    // One read of the household's items for both parts (as countExpiringSoon counts, as
    // getInventoryStatus groups): each statement is a round trip to PostgreSQL.
    const rows = await db
      .selectFrom("inventory_items")
      .select([
        "location",
        "quantity",
        "low_stock_alert",
        "low_stock_threshold",
        sql<boolean>`coalesce(expiry_date > ${today} and expiry_date <= ${addCalendarDays(today, EXPIRING_SOON_DAYS)}, false)`.as(
          "expiring_soon",
        ),
      ])
      .where("household_id", "=", user.householdId)
      .execute();
    return { expiringSoon: rows.filter((row) => row.expiring_soon).length, locations: statusOf(rows) };
  } catch (error) {
    console.warn("[dashboard] the inventory could not be read", error);
    return null;
  }
}
