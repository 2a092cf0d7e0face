// Restock and cook (ADR 039): a bought item goes into the pantry, a prepared meal takes its recipes'
// ingredients out of it. Each records what it did in `pantry_changes`, one batch per user action, so the
// meal's history can show it and Undo can reverse the newest batch.
import { format } from "date-fns";
import type { Kysely, Transaction } from "kysely";
import { z } from "zod";
import type { DB } from "../../db/schema";
import type { User } from "../accounts/users.server";
import { NotFoundError } from "../errors";
import { assertCan, todayForHousehold } from "../household/household.server";
import { listUnitWord } from "../settings/units";
import { defaultLocation, inventoryCategory } from "./categories";
import { densitiesFor } from "./densities.server";
import { plannedMeals, recipeIngredients } from "./generate.server";
import { foodNamer, foodReader } from "./needs";
import {
  amountIn,
  compatible,
  convertible,
  foodKey,
  fromBase,
  inventoryUnit,
  mixesMassAndVolume,
  tidy,
  toBase,
} from "./quantities";

type Actor = { id: number; householdId: number };
type Trx = Transaction<DB>;

export const PANTRY_TEXTS = {
  itemMissing: "Shopping item not found",
  restocked: (name: string) => `${name} added to the pantry.`,
  alreadyRestocked: (name: string) => `${name} is already in the pantry.`,
  undone: "Pantry change undone.",
  nothingToUndo: "There is no pantry change to undo.",
} as const;

/** The shopping list's query parameter naming the restock just made, so the list can offer its Undo. */
export const RESTOCKED_PARAM = "restocked";

type PantryRow = { id: number; name: string; quantity: number | null; unit: string | null };

async function pantryRows(trx: Trx, householdId: number): Promise<PantryRow[]> {
  return trx
    .selectFrom("inventory_items")
    .select(["id", "name", "quantity", "unit"])
    .where("household_id", "=", householdId)
    .orderBy("id")
    .forUpdate()
    .execute();
}

export type RestockResult = {
  name: string;
  inventoryItemId: number;
  created: boolean;
  already: boolean;
  /** The change recorded (what Undo reverses); null when the item was in the pantry already. */
  batch: string | null;
};

/**
 * 'Purchased → pantry': marks the shopping item purchased (copying its estimate into an empty actual
 * price) and adds it to the pantry, into a row of the same food in a compatible unit when there is one,
 * else a new row in the category's default place. A second tap on the same item adds nothing.
 */
export async function purchaseToPantry(
  db: Kysely<DB>,
  actor: Actor,
  itemId: number,
  now = new Date(),
): Promise<RestockResult> {
  return db.transaction().execute(async (trx) => {
    const item = await trx
      .selectFrom("shopping_items")
      .selectAll()
      .where("id", "=", itemId)
      .where("household_id", "=", actor.householdId)
      .forUpdate()
      .executeTakeFirst();
    if (!item) throw new NotFoundError(PANTRY_TEXTS.itemMissing);
    const before = await trx
      .selectFrom("pantry_changes")
      .select(["inventory_item_id"])
      .where("shopping_item_id", "=", item.id)
      .where("kind", "=", "restock")
      .where("undone_at", "is", null)
      .executeTakeFirst();
    if (before)
      return {
        name: item.name,
        inventoryItemId: before.inventory_item_id ?? 0,
        created: false,
        already: true,
        batch: null,
      };
    const markedPurchased = !item.purchased;
    if (markedPurchased)
      await trx
        .updateTable("shopping_items")
        .set({
          purchased: true,
          purchased_at: now,
          actual_price: item.actual_price ?? item.estimated_price,
          updated_at: now,
        })
        .where("id", "=", item.id)
        .execute();
    const quantity = Number(item.quantity);
    const rows = await pantryRows(trx, actor.householdId);
    const food = foodNamer();
    const key = foodKey(food(item.name));
    // A row of the same food in the same class of unit; else one that meets it through the food's density
    // (grams bought into a row kept in cups).
    const same = rows.filter((r) => foodKey(r.name) === key);
    let gramsPerMl: number | null = null;
    let into = same.find((r) => compatible(r.unit, item.unit));
    if (
      !into &&
      same.some((r) =>
        mixesMassAndVolume([
          { quantity: 1, unit: r.unit },
          { quantity, unit: item.unit },
        ]),
      )
    ) {
      gramsPerMl = (await densitiesFor(trx, [key]))(key);
      into = same.find((r) => convertible(item.unit, r.unit, gramsPerMl));
    }
    let inventoryItemId: number;
    let delta: number;
    let unit: string | null;
    if (into) {
      delta = tidy(fromBase(amountIn({ quantity, unit: item.unit }, into.unit, gramsPerMl)!, into.unit));
      unit = into.unit;
      await trx
        .updateTable("inventory_items")
        .set({ quantity: tidy((into.quantity ?? 0) + delta), updated_at: now })
        .where("id", "=", into.id)
        .execute();
      inventoryItemId = into.id;
    } else {
      delta = quantity;
      unit = inventoryUnit(item.unit);
      const made = await trx
        .insertInto("inventory_items")
        .values({
          household_id: actor.householdId,
          name: item.name,
          category: inventoryCategory(item.category),
          quantity,
          unit,
          location: defaultLocation(item.category),
          // Bought today where the household lives, not on the UTC date (ADR 037).
          purchase_date: await todayForHousehold(trx, actor.householdId, now),
          price: item.actual_price ?? item.estimated_price,
          created_by: actor.id,
          created_at: now,
          updated_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      inventoryItemId = made.id;
    }
    const batch = crypto.randomUUID();
    await trx
      .insertInto("pantry_changes")
      .values({
        household_id: actor.householdId,
        batch,
        kind: "restock",
        inventory_item_id: inventoryItemId,
        item_name: item.name,
        delta,
        unit,
        created_item: !into,
        shopping_item_id: item.id,
        marked_purchased: markedPurchased,
        created_by: actor.id,
        created_at: now,
      })
      .execute();
    return { name: item.name, inventoryItemId, created: !into, already: false, batch };
  });
}

/** Whether preparing a meal takes its ingredients from the pantry (on unless the family turned it off). */
export async function depletesOnPrepared(db: Kysely<DB>, householdId: number): Promise<boolean> {
  const row = await db
    .selectFrom("households")
    .select("deplete_pantry_on_prepared")
    .where("id", "=", householdId)
    .executeTakeFirst();
  return row?.deplete_pantry_on_prepared ?? true;
}

/** The family settings' checkbox: whoever may change the family's settings may change it. */
export async function saveDepleteSetting(db: Kysely<DB>, user: User, on: boolean): Promise<void> {
  await assertCan(db, user, "canChangeSettings");
  await setDepletesOnPrepared(db, user.householdId, on);
}

export const DepleteSettingSchema = z.object({
  deplete_pantry_on_prepared: z.preprocess((v) => v === "on" || v === "true", z.boolean()),
});

export async function setDepletesOnPrepared(db: Kysely<DB>, householdId: number, on: boolean): Promise<void> {
  await db
    .updateTable("households")
    .set({ deplete_pantry_on_prepared: on })
    .where("id", "=", householdId)
    .execute();
}

export type Depletion = { name: string; used: number; unit: string | null }[];

/**
 * A prepared meal takes its recipes' ingredients (scaled by its servings) out of the pantry: from each
 * row of the same food in a compatible unit, never below zero. Nothing when the household turned it off,
 * or when the meal's ingredients were already taken (and not given back).
 */
export async function depleteForMeal(
  db: Kysely<DB>,
  actor: Actor,
  mealId: number,
  now = new Date(),
): Promise<Depletion> {
  if (!(await depletesOnPrepared(db, actor.householdId))) return [];
  return db.transaction().execute(async (trx) => {
    const done = await trx
      .selectFrom("pantry_changes")
      .select("id")
      .where("household_id", "=", actor.householdId)
      .where("meal_id", "=", mealId)
      .where("kind", "=", "deplete")
      .where("undone_at", "is", null)
      .executeTakeFirst();
    if (done) return [];
    const row = await trx
      .selectFrom("rm_calendar")
      .select(["date"])
      .where("household_id", "=", actor.householdId)
      .where("meal_id", "=", mealId)
      .executeTakeFirst();
    if (!row) return [];
    const meal = (await plannedMeals(trx, actor.householdId, row.date, row.date)).find(
      (m) => m.id === mealId,
    );
    if (!meal || meal.recipes.length === 0) return [];
    const ingredients = await recipeIngredients(
      trx,
      meal.recipes.map((r) => r.id),
    );
    const rows = await pantryRows(trx, actor.householdId);
    const read = foodReader();
    const food = (name: string) => read(name).food;
    const rowKeys = rows.map((r) => foodKey(r.name));
    const batch = crypto.randomUUID();
    const used: Depletion = [];
    const needs = meal.recipes.flatMap((recipe) =>
      (ingredients.get(recipe.id) ?? []).flatMap((ingredient) => {
        if (ingredient.quantity === null) return [];
        const servings = recipe.servings >= 1 ? recipe.servings : 1;
        const unit = ingredient.unit ?? read(ingredient.name).measure;
        const amount = { quantity: (ingredient.quantity * meal.servings) / servings, unit };
        return toBase(amount) ? [{ amount, key: foodKey(food(ingredient.name)) }] : [];
      }),
    );
    // Cups used from a pantry row kept in grams (or the other way) count through the food's density,
    // looked up only for the foods that mix the two.
    const density = await densitiesFor(
      trx,
      needs
        .filter(({ amount, key }) =>
          mixesMassAndVolume([
            amount,
            ...rows.filter((_, i) => rowKeys[i] === key).map((r) => ({ quantity: 1, unit: r.unit })),
          ]),
        )
        .map(({ key }) => key),
    );
    for (const { amount, key } of needs) {
      const { unit } = amount;
      const gramsPerMl = density(key);
      let left = toBase(amount)!.amount;
      for (const [index, stock] of rows.entries()) {
        if (left <= 1e-9) break;
        if (rowKeys[index] !== key) continue;
        // What the row holds, and what is taken from it, in the recipe line's base (g, ml or pieces).
        const held = amountIn({ quantity: stock.quantity ?? 0, unit: stock.unit }, unit, gramsPerMl);
        if (held === null) continue;
        const take = Math.min(held, left);
        if (take <= 0) continue;
        const inStock = amountIn({ quantity: fromBase(take, unit), unit }, stock.unit, gramsPerMl)!;
        const delta = tidy(fromBase(inStock, stock.unit));
        stock.quantity = tidy((stock.quantity ?? 0) - delta);
        left -= take;
        await trx
          .updateTable("inventory_items")
          .set({ quantity: Math.max(0, stock.quantity), updated_at: now })
          .where("id", "=", stock.id)
          .execute();
        await trx
          .insertInto("pantry_changes")
          .values({
            household_id: actor.householdId,
            batch,
            kind: "deplete",
            inventory_item_id: stock.id,
            item_name: stock.name,
            delta: -delta,
            unit: stock.unit,
            meal_id: mealId,
            created_by: actor.id,
            created_at: now,
          })
          .execute();
        used.push({ name: stock.name, used: delta, unit: stock.unit });
      }
    }
    return used;
  });
}

/** Gives back what preparing the meal took (the meal was marked not prepared after all). */
export async function restoreForMeal(db: Kysely<DB>, actor: Actor, mealId: number, now = new Date()) {
  return db.transaction().execute(async (trx) => {
    const changes = await trx
      .selectFrom("pantry_changes")
      .selectAll()
      .where("household_id", "=", actor.householdId)
      .where("meal_id", "=", mealId)
      .where("kind", "=", "deplete")
      .where("undone_at", "is", null)
      .forUpdate()
      .execute();
    await reverse(trx, changes, now);
    return changes.length;
  });
}

type ChangeRow = {
  id: number;
  kind: "restock" | "deplete";
  inventory_item_id: number | null;
  delta: number;
  created_item: boolean;
  shopping_item_id: number | null;
  marked_purchased: boolean;
};

async function reverse(trx: Trx, changes: readonly ChangeRow[], now: Date) {
  for (const change of changes) {
    if (change.inventory_item_id !== null) {
      if (change.created_item) {
        await trx.deleteFrom("inventory_items").where("id", "=", change.inventory_item_id).execute();
      } else {
        const row = await trx
          .selectFrom("inventory_items")
          .select("quantity")
          .where("id", "=", change.inventory_item_id)
          .executeTakeFirst();
        if (row)
          await trx
            .updateTable("inventory_items")
            .set({ quantity: Math.max(0, tidy((row.quantity ?? 0) - change.delta)), updated_at: now })
            .where("id", "=", change.inventory_item_id)
            .execute();
      }
    }
    if (change.marked_purchased && change.shopping_item_id !== null)
      await trx
        .updateTable("shopping_items")
        .set({ purchased: false, purchased_at: null, updated_at: now })
        .where("id", "=", change.shopping_item_id)
        .execute();
  }
  if (changes.length)
    await trx
      .updateTable("pantry_changes")
      .set({ undone_at: now })
      .where(
        "id",
        "in",
        changes.map((c) => c.id),
      )
      .execute();
}

export type LastChange = {
  batch: string;
  kind: "restock" | "deplete";
  summary: string;
  mealId: number | null;
};

/** The newest change not undone, as Undo offers it; null when there is none. */
export async function lastPantryChange(db: Kysely<DB>, householdId: number): Promise<LastChange | null> {
  const newest = await db
    .selectFrom("pantry_changes")
    .select(["batch", "kind", "meal_id"])
    .where("household_id", "=", householdId)
    .where("undone_at", "is", null)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst();
  if (!newest) return null;
  const rows = await db
    .selectFrom("pantry_changes")
    .select(["item_name", "delta", "unit"])
    .where("batch", "=", newest.batch)
    .orderBy("id")
    .execute();
  return {
    batch: newest.batch,
    kind: newest.kind,
    mealId: newest.meal_id,
    summary: changeSummary(newest.kind, rows),
  };
}

/**
 * The restock a page was sent back with (`?restocked=`), as Undo offers it: only while it is still the
 * household's newest change not undone (Undo reverses the newest), else null.
 */
export async function restockToUndo(
  db: Kysely<DB>,
  householdId: number,
  batch: string | null | undefined,
): Promise<{ batch: string; summary: string } | null> {
  if (!batch) return null;
  const last = await lastPantryChange(db, householdId);
  return last && last.kind === "restock" && last.batch === batch
    ? { batch: last.batch, summary: last.summary }
    : null;
}

/** 'Used 2 pieces onion, 0.5 l milk from the pantry' / 'Added 1 kg flour to the pantry'. */
export function changeSummary(
  kind: "restock" | "deplete",
  rows: readonly { item_name: string; delta: number; unit: string | null }[],
): string {
  const parts = rows.map((r) => {
    const amount = tidy(Math.abs(r.delta));
    return [amount, listUnitWord(amount, r.unit), r.item_name].filter(Boolean).join(" ");
  });
  return kind === "deplete"
    ? `Used ${parts.join(", ")} from the pantry`
    : `Added ${parts.join(", ")} to the pantry`;
}

/** Undo: reverses the newest batch (the one `lastPantryChange` shows); false when there is none. */
export async function undoLastPantryChange(
  db: Kysely<DB>,
  actor: Actor,
  batch: string | null,
  now = new Date(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const newest = await trx
      .selectFrom("pantry_changes")
      .select("batch")
      .where("household_id", "=", actor.householdId)
      .where("undone_at", "is", null)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .forUpdate()
      .executeTakeFirst();
    // A form rendered for an older change (someone else changed the pantry since) undoes nothing.
    if (!newest || (batch !== null && newest.batch !== batch)) return false;
    const changes = await trx
      .selectFrom("pantry_changes")
      .selectAll()
      .where("household_id", "=", actor.householdId)
      .where("batch", "=", newest.batch)
      .execute();
    await reverse(trx, changes, now);
    return true;
  });
}

/** A meal's pantry lines for its history: what preparing it used, and when that was given back. */
export async function mealPantryHistory(db: Kysely<DB>, householdId: number, mealId: number) {
  const rows = await db
    .selectFrom("pantry_changes")
    .leftJoin("users", "users.id", "pantry_changes.created_by")
    .select([
      "pantry_changes.batch",
      "pantry_changes.item_name",
      "pantry_changes.delta",
      "pantry_changes.unit",
      "pantry_changes.created_at",
      "pantry_changes.undone_at",
      "users.name as who",
    ])
    .where("pantry_changes.household_id", "=", householdId)
    .where("pantry_changes.meal_id", "=", mealId)
    .orderBy("pantry_changes.id")
    .execute();
  const batches = new Map<string, typeof rows>();
  for (const r of rows) batches.set(r.batch, [...(batches.get(r.batch) ?? []), r]);
  const lines: { key: string; at: Date; who: string; what: string }[] = [];
  for (const [batch, list] of batches) {
    const first = list[0]!;
    lines.push({
      key: `pantry-${batch}`,
      at: first.created_at,
      who: first.who ?? "System",
      what: changeSummary("deplete", list),
    });
    if (first.undone_at)
      lines.push({
        key: `pantry-${batch}-undone`,
        at: first.undone_at,
        who: first.who ?? "System",
        what: "Pantry use given back",
      });
  }
  return lines;
}

type HistoryLine = { key: string; at: string; when: string; who: string; source: string; what: string };

/** A meal's event history with its pantry lines put in by time, newest first. */
export function withPantryLines(
  history: readonly HistoryLine[],
  pantry: readonly { key: string; at: Date; who: string; what: string }[],
): HistoryLine[] {
  const lines = pantry.map((p) => ({
    key: p.key,
    at: p.at.toISOString(),
    when: format(p.at, "EEE d MMM yyyy, HH:mm"),
    who: p.who,
    source: "pantry",
    what: p.what,
  }));
  // Stable: an event and the pantry line it caused share a time; the pantry line reads as its sequel.
  return [...lines, ...history].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}
