import { expect, test } from "vitest";
import { describeEachBackend } from "../../../tests/support/db";
import { registerUser } from "../accounts/users.server";
import { IdempotencyKeyReusedError, NotFoundError } from "../errors";
import { DEFAULT_LIST_NAME } from "./constants";
import {
  addItem,
  countOpenItems,
  getItem,
  listItems,
  removeItem,
  setPurchased,
  updateItem,
} from "./items.server";
import { createList, currentList, deleteList, listLists, switchCurrent } from "./lists.server";
import type { ItemInput } from "./schemas";

const now = new Date("2026-11-25T10:00:00Z");
let n = 0;
const milk: ItemInput = {
  name: "Milk",
  quantity: 2,
  unit: "l",
  category: "Dairy",
  estimatedPrice: 1.8,
  purchased: false,
  priority: "normal",
};

describeEachBackend("shopping lists and items", (ctx) => {
  const someone = () =>
    registerUser(ctx().db, {
      name: "Shop",
      email: `shop-${Date.now()}-${n++}@example.com`,
      password: "password-123",
      now,
    });

  test("a household without a list gets one default current list, once, even when asked twice at once", async () => {
    const { db } = ctx();
    const user = await someone();
    const [a, b] = await Promise.all([
      currentList(db, user.householdId, user.id),
      currentList(db, user.householdId, user.id),
    ]);
    expect(a).toEqual(b);
    expect(a).toMatchObject({ name: DEFAULT_LIST_NAME, isCurrent: true, budget: null });
    expect(await listLists(db, user.householdId)).toHaveLength(1);
  });

  test("several lists, one current; switching and deleting keep exactly one current", async () => {
    const { db } = ctx();
    const user = await someone();
    const first = await createList(db, user.householdId, user.id, { name: "Weekly" });
    expect(first.isCurrent).toBe(true);
    const party = await createList(db, user.householdId, user.id, { name: "Party", budget: 50 });
    expect(party.isCurrent).toBe(false);
    await switchCurrent(db, user.householdId, party.id);
    let lists = await listLists(db, user.householdId);
    expect(lists.filter((l) => l.isCurrent).map((l) => l.name)).toEqual(["Party"]);
    await deleteList(db, user.householdId, party.id);
    lists = await listLists(db, user.householdId);
    expect(lists.map((l) => [l.name, l.isCurrent])).toEqual([["Weekly", true]]);
  });

  test("marking purchased copies the estimate into an empty actual price; a keyed retry is not doubled", async () => {
    const { db } = ctx();
    const user = await someone();
    const list = await currentList(db, user.householdId, user.id);
    const item = await addItem(db, user.householdId, user.id, list.id, milk, {
      idempotencyKey: "add-1",
      now,
    });
    const again = await addItem(db, user.householdId, user.id, list.id, milk, {
      idempotencyKey: "add-1",
      now,
    });
    expect(again.id).toBe(item.id);
    expect(await listItems(db, user.householdId, list.id)).toHaveLength(1);

    const bought = await setPurchased(db, user.householdId, item.id, undefined, {
      idempotencyKey: "t-1",
      now,
    });
    expect(bought).toMatchObject({ purchased: true, actualPrice: 1.8 });
    // The same flip retried answers the first result and leaves the item purchased.
    const retried = await setPurchased(db, user.householdId, item.id, undefined, {
      idempotencyKey: "t-1",
      now,
    });
    expect(retried.purchased).toBe(true);
    expect((await getItem(db, user.householdId, item.id)).purchased).toBe(true);
    expect(await countOpenItems(db, user.householdId)).toBe(0);
    await expect(
      setPurchased(db, user.householdId, item.id, false, { idempotencyKey: "t-1", now }),
    ).rejects.toBeInstanceOf(IdempotencyKeyReusedError);

    const open = await setPurchased(db, user.householdId, item.id, false, { idempotencyKey: "t-2", now });
    expect(open).toMatchObject({ purchased: false, actualPrice: 1.8 });
    expect(await countOpenItems(db, user.householdId)).toBe(1);
  });

  test("an edit keeps a typed actual price; another household's item is not found", async () => {
    const { db } = ctx();
    const [user, other] = [await someone(), await someone()];
    const list = await currentList(db, user.householdId, user.id);
    const item = await addItem(db, user.householdId, user.id, list.id, milk);
    const edited = await updateItem(db, user.householdId, item.id, {
      ...milk,
      purchased: true,
      actualPrice: 2.5,
      priority: "high",
    });
    expect(edited).toMatchObject({ purchased: true, actualPrice: 2.5, priority: 1 });
    await expect(getItem(db, other.householdId, item.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(setPurchased(db, other.householdId, item.id, true)).rejects.toBeInstanceOf(NotFoundError);
    await expect(removeItem(db, other.householdId, item.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(addItem(db, other.householdId, other.id, list.id, milk)).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await removeItem(db, user.householdId, item.id);
    expect(await listItems(db, user.householdId, list.id)).toEqual([]);
  });
});
