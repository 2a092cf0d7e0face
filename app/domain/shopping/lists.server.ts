// A household's shopping lists (docs/product.md#shopping-list, ADR 038): several lists, one current (a
// partial unique index keeps it to one). A household that has none gets a default list the first time
// one is needed. Another household's list is "not found".
import { type Kysely, type Selectable, sql } from "kysely";
import type { DB, ShoppingListsTable } from "../../db/schema";
import { inTransaction } from "../../db/transaction";
import { DomainError, NotFoundError } from "../errors";
import { DEFAULT_LIST_NAME, LIMITS, SHOPPING_TEXTS } from "./constants";
import type { ListInput } from "./schemas";

export type ShoppingList = { id: number; name: string; budget: number | null; isCurrent: boolean };
export type ListWithCount = ShoppingList & { itemCount: number; openCount: number };

const toList = (row: Selectable<ShoppingListsTable>): ShoppingList => ({
  id: row.id,
  name: row.name,
  budget: row.budget,
  isCurrent: row.is_current,
});

/** Every list of the household, the current first, then the newest. */
export async function listLists(db: Kysely<DB>, householdId: number): Promise<ListWithCount[]> {
  const rows = await db
    .selectFrom("shopping_lists as l")
    .leftJoin("shopping_items as i", "i.list_id", "l.id")
    .selectAll("l")
    .select((eb) => [
      eb.fn.count<string>("i.id").as("item_count"),
      eb.fn.count<string>("i.id").filterWhere("i.purchased", "=", false).as("open_count"),
    ])
    .where("l.household_id", "=", householdId)
    .groupBy("l.id")
    .orderBy("l.is_current", "desc")
    .orderBy("l.id", "desc")
    .execute();
  return rows.map((r) => ({
    ...toList(r),
    itemCount: Number(r.item_count),
    openCount: Number(r.open_count),
  }));
}

export async function getList(db: Kysely<DB>, householdId: number, id: number): Promise<ShoppingList> {
  const row = await db
    .selectFrom("shopping_lists")
    .selectAll()
    .where("id", "=", id)
    .where("household_id", "=", householdId)
    .executeTakeFirst();
  if (!row) throw new NotFoundError(SHOPPING_TEXTS.listNotFound);
  return toList(row);
}

/** The current list, read only: null when the household has none yet (the dashboard reads this). */
export async function findCurrentList(db: Kysely<DB>, householdId: number): Promise<ShoppingList | null> {
  const row = await db
    .selectFrom("shopping_lists")
    .selectAll()
    .where("household_id", "=", householdId)
    .where("is_current", "=", true)
    .executeTakeFirst();
  return row ? toList(row) : null;
}

/**
 * The current list, made when missing: the newest list becomes current, or a default list is created.
 * Two first visits at once make one list: the second insert meets the partial unique index and reads
 * the first one's.
 */
export async function currentList(db: Kysely<DB>, householdId: number, actorId: number | null) {
  const found = await findCurrentList(db, householdId);
  if (found) return found;
  const newest = await db
    .selectFrom("shopping_lists")
    .select("id")
    .where("household_id", "=", householdId)
    .orderBy("id", "desc")
    .executeTakeFirst();
  if (newest) {
    await db
      .updateTable("shopping_lists")
      .set({ is_current: true })
      .where("id", "=", newest.id)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom("shopping_lists as o")
              .select("o.id")
              .where("o.household_id", "=", householdId)
              .where("o.is_current", "=", true),
          ),
        ),
      )
      .execute();
  } else {
    await db
      .insertInto("shopping_lists")
      .values({
        household_id: householdId,
        name: DEFAULT_LIST_NAME,
        budget: null,
        is_current: true,
        created_by: actorId,
      })
      // The partial index's condition written out: as a parameter (is_current = $1) PostgreSQL cannot
      // match the index once it plans the prepared statement generically (ADR 062).
      .onConflict((oc) => oc.column("household_id").where(sql<boolean>`is_current`).doNothing())
      .execute();
  }
  const made = await findCurrentList(db, householdId);
  if (!made) throw new Error("The current shopping list could not be made.");
  return made;
}

export async function createList(
  db: Kysely<DB>,
  householdId: number,
  actorId: number | null,
  input: ListInput,
  options: { current?: boolean; now?: Date } = {},
): Promise<ShoppingList> {
  return inTransaction(db, async (trx) => {
    const { count } = await trx
      .selectFrom("shopping_lists")
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .where("household_id", "=", householdId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= LIMITS.listsPerHousehold) throw new DomainError(SHOPPING_TEXTS.tooManyLists, "name");
    // The first list is current whatever was asked: a household always has a current list once it has one.
    const current = options.current === true || Number(count) === 0;
    if (current) await unsetCurrent(trx, householdId);
    const row = await trx
      .insertInto("shopping_lists")
      .values({
        household_id: householdId,
        name: input.name,
        budget: input.budget ?? null,
        is_current: current,
        created_by: actorId,
        ...(options.now ? { created_at: options.now, updated_at: options.now } : {}),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toList(row);
  });
}

export async function updateList(
  db: Kysely<DB>,
  householdId: number,
  id: number,
  input: ListInput & { current?: boolean },
  now = new Date(),
): Promise<ShoppingList> {
  return inTransaction(db, async (trx) => {
    await getList(trx, householdId, id);
    if (input.current === true) await unsetCurrent(trx, householdId);
    const row = await trx
      .updateTable("shopping_lists")
      .set({
        name: input.name,
        budget: input.budget ?? null,
        updated_at: now,
        ...(input.current === true ? { is_current: true } : {}),
      })
      .where("id", "=", id)
      .where("household_id", "=", householdId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toList(row);
  });
}

/** Makes a list the current one (the one the page, the dashboard and check-offs use). */
export async function switchCurrent(db: Kysely<DB>, householdId: number, id: number): Promise<ShoppingList> {
  return inTransaction(db, async (trx) => {
    const list = await getList(trx, householdId, id);
    if (list.isCurrent) return list;
    await unsetCurrent(trx, householdId);
    await trx.updateTable("shopping_lists").set({ is_current: true }).where("id", "=", id).execute();
    return { ...list, isCurrent: true };
  });
}

/** Deletes a list and its items; when it was current, the newest remaining list becomes current. */
export async function deleteList(db: Kysely<DB>, householdId: number, id: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    const list = await getList(trx, householdId, id);
    await trx.deleteFrom("shopping_lists").where("id", "=", id).execute();
    if (!list.isCurrent) return;
    const newest = await trx
      .selectFrom("shopping_lists")
      .select("id")
      .where("household_id", "=", householdId)
      .orderBy("id", "desc")
      .executeTakeFirst();
    if (newest)
      await trx.updateTable("shopping_lists").set({ is_current: true }).where("id", "=", newest.id).execute();
  });
}

async function unsetCurrent(trx: Kysely<DB>, householdId: number) {
  await trx
    .updateTable("shopping_lists")
    .set({ is_current: false })
    .where("household_id", "=", householdId)
    .where("is_current", "=", true)
    .execute();
}
