// The items of a shopping list (docs/product.md#shopping-list). Every call is scoped to the household;
// another household's item is "not found". Marking an item purchased copies its estimate into an empty
// actual price; a check-off with an idempotency key runs once however often it is retried (ADR 038).
import { type Kysely, type Selectable, sql } from "kysely";
import type { DB, Role, ShoppingItemsTable } from "../../db/schema";
import { isFlagEnabled } from "../admin/feature-flags.server";
import { DomainError, NotFoundError } from "../errors";
import { once } from "../once.server";
import { LIMITS, SHOPPING_FLAG, SHOPPING_TEXTS } from "./constants";
import { getList } from "./lists.server";
import { type ItemInput, priorityNumber } from "./schemas";

export type ShoppingItem = {
  id: number;
  listId: number;
  name: string;
  quantity: number;
  unit: string | null;
  category: string;
  estimatedPrice: number | null;
  actualPrice: number | null;
  purchased: boolean;
  priority: number;
  notes: string | null;
  /** The first meal a generated item is for (kept for older clients). */
  sourceMealId: number | null;
  /** Every planned meal a generated item is for; empty for an item added by hand or from a recipe. */
  sourceMealIds: number[];
  sourceRecipeId: number | null;
};

export const toItem = (row: Selectable<ShoppingItemsTable>): ShoppingItem => ({
  id: row.id,
  listId: row.list_id,
  name: row.name,
  quantity: row.quantity ?? 0,
  unit: row.unit,
  category: row.category,
  estimatedPrice: row.estimated_price,
  actualPrice: row.actual_price,
  purchased: row.purchased,
  priority: row.priority,
  notes: row.notes,
  sourceMealId: row.source_meal_id,
  sourceMealIds: row.source_meal_ids ?? [],
  sourceRecipeId: row.source_recipe_id,
});

/** The list's items in the order they were added (the page sorts them). */
export async function listItems(
  db: Kysely<DB>,
  householdId: number,
  listId: number,
): Promise<ShoppingItem[]> {
  const rows = await db
    .selectFrom("shopping_items")
    .selectAll()
    .where("household_id", "=", householdId)
    .where("list_id", "=", listId)
    .orderBy("id")
    .execute();
  return rows.map(toItem);
}

export async function getItem(db: Kysely<DB>, householdId: number, id: number): Promise<ShoppingItem> {
  const row = await db
    .selectFrom("shopping_items")
    .selectAll()
    .where("id", "=", id)
    .where("household_id", "=", householdId)
    .executeTakeFirst();
  if (!row) throw new NotFoundError(SHOPPING_TEXTS.itemNotFound);
  return toItem(row);
}

/** The purchase rule: bought with no actual price means it cost the estimate. */
function purchaseFields(purchased: boolean, actual: number | null, estimated: number | null, now: Date) {
  return purchased
    ? { purchased: true, purchased_at: now, actual_price: actual ?? estimated }
    : { purchased: false, purchased_at: null, actual_price: actual };
}

type Write = { idempotencyKey?: string | undefined; now?: Date };

/** Adds an item to a list of the household; a double submit with the same key adds it once. */
export async function addItem(
  db: Kysely<DB>,
  householdId: number,
  actorId: number | null,
  listId: number,
  input: ItemInput,
  write: Write = {},
): Promise<ShoppingItem> {
  const now = write.now ?? new Date();
  return once(db, householdId, write.idempotencyKey, { op: "shopping.add", listId, input }, async (trx) => {
    await getList(trx, householdId, listId);
    const { count } = await trx
      .selectFrom("shopping_items")
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .where("list_id", "=", listId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= LIMITS.itemsPerList) throw new DomainError(SHOPPING_TEXTS.tooManyItems);
    const row = await trx
      .insertInto("shopping_items")
      .values({
        list_id: listId,
        household_id: householdId,
        name: input.name,
        quantity: input.quantity,
        unit: input.unit ?? null,
        category: input.category,
        estimated_price: input.estimatedPrice ?? null,
        priority: priorityNumber(input.priority),
        notes: input.notes ?? null,
        created_by: actorId,
        created_at: now,
        updated_at: now,
        ...purchaseFields(input.purchased, input.actualPrice ?? null, input.estimatedPrice ?? null, now),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toItem(row);
  });
}

/** Replaces an item's fields; the purchase rule applies when it ends purchased. */
export async function updateItem(
  db: Kysely<DB>,
  householdId: number,
  id: number,
  input: ItemInput,
  now = new Date(),
): Promise<ShoppingItem> {
  const before = await getItem(db, householdId, id);
  const row = await db
    .updateTable("shopping_items")
    .set({
      name: input.name,
      quantity: input.quantity,
      unit: input.unit ?? null,
      category: input.category,
      estimated_price: input.estimatedPrice ?? null,
      priority: priorityNumber(input.priority),
      notes: input.notes ?? null,
      updated_at: now,
      ...purchaseFields(input.purchased, input.actualPrice ?? null, input.estimatedPrice ?? null, now),
      ...(input.purchased && before.purchased ? { purchased_at: undefined } : {}),
    })
    .where("id", "=", id)
    .where("household_id", "=", householdId)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new NotFoundError(SHOPPING_TEXTS.itemNotFound);
  return toItem(row);
}

export async function removeItem(db: Kysely<DB>, householdId: number, id: number): Promise<ShoppingItem> {
  const row = await db
    .deleteFrom("shopping_items")
    .where("id", "=", id)
    .where("household_id", "=", householdId)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new NotFoundError(SHOPPING_TEXTS.itemNotFound);
  return toItem(row);
}

/**
 * Checks an item off (or back on). `purchased` undefined flips it. With a key, a retry of the same
 * check-off answers the first result and changes nothing: it can neither flip the item back nor be
 * doubled. One statement either way, so the shop's tap costs one round trip in the transaction (the
 * bench's figure), and a flip reads the state it flips in that statement: two flips at once queue on the
 * row and each flips what the other left (a read, then a write, would both have read 'open' and both
 * checked it off; issue 32).
 */
export async function setPurchased(
  db: Kysely<DB>,
  householdId: number,
  id: number,
  purchased: boolean | undefined,
  write: Write = {},
): Promise<ShoppingItem> {
  const now = write.now ?? new Date();
  return once(
    db,
    householdId,
    write.idempotencyKey,
    { op: "shopping.toggle", id, purchased },
    async (trx) => {
      const row = await trx
        .updateTable("shopping_items")
        .set((eb) =>
          purchased === undefined
            ? // The right-hand sides read the row as it was: each field follows the state it leaves.
              {
                purchased: sql<boolean>`not purchased`,
                purchased_at: sql<Date | null>`case when purchased then null else coalesce(purchased_at, ${now}) end`,
                actual_price: sql<
                  number | null
                >`case when purchased then actual_price else coalesce(actual_price, estimated_price) end`,
                updated_at: now,
              }
            : purchased
              ? {
                  purchased: true,
                  purchased_at: eb.fn.coalesce("purchased_at", eb.val(now)),
                  actual_price: eb.fn.coalesce("actual_price", "estimated_price"),
                  updated_at: now,
                }
              : { purchased: false, purchased_at: null, updated_at: now },
        )
        .where("id", "=", id)
        .where("household_id", "=", householdId)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw new NotFoundError(SHOPPING_TEXTS.itemNotFound);
      return toItem(row);
    },
    // A repeat answers the item as it is: nothing to store in the first request's transaction.
    (trx) => getItem(trx, householdId, id),
  );
}

/** The dashboard's count: the current list's items still to buy (0 when there is no list yet). */
export async function countOpenItems(db: Kysely<DB>, householdId: number): Promise<number> {
  const row = await db
    .selectFrom("shopping_items as i")
    .innerJoin("shopping_lists as l", "l.id", "i.list_id")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("l.household_id", "=", householdId)
    .where("l.is_current", "=", true)
    .where("i.purchased", "=", false)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * The dashboard's Shopping List Items card for a user: null while the shopping list is off for the user's
 * role (the card is not shown and nothing is counted, as the inventory's cards with theirs); otherwise the
 * count, null when it cannot be read.
 */
export async function getShoppingDashboard(
  db: Kysely<DB>,
  user: { householdId: number; role: Role },
  /** The flags on for the user's role, when the caller has read them already. */
  flagsOn?: readonly string[],
): Promise<{ openItems: number | null } | null> {
  try {
    const on = flagsOn ? flagsOn.includes(SHOPPING_FLAG) : await isFlagEnabled(db, SHOPPING_FLAG, user.role);
    if (!on) return null;
  } catch (error) {
    console.warn("[dashboard] the shopping list's flag could not be read:", error);
    return null;
  }
  return { openItems: await dashboardOpenItems(db, user.householdId) };
}

/**
 * The dashboard's Shopping List Items card: the count, or null when it cannot be read, so the card shows
 * empty and the dashboard still renders (docs/product.md#dashboard).
 */
export async function dashboardOpenItems(db: Kysely<DB>, householdId: number): Promise<number | null> {
  try {
    return await countOpenItems(db, householdId);
  } catch (error) {
    console.warn("[dashboard] the shopping list count could not be read:", error);
    return null;
  }
}
