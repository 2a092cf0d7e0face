import type { Kysely } from "kysely";
import { expect, test, vi } from "vitest";
import { describeEachBackend } from "../../../tests/support/db";
import type { DB } from "../../db/schema";
import { registerUser } from "../accounts/users.server";
import { listFlags, updateFlag } from "../admin/feature-flags.server";
import { IdempotencyKeyReusedError, NotFoundError } from "../errors";
import {
  addItem,
  countExpiringSoon,
  getInventoryDashboard,
  getInventoryStatus,
  getItem,
  listItems,
  removeItem,
  updateItem,
} from "./inventory.server";
import { InventoryItemSchema, readFilters } from "./schemas";

const TODAY = "2026-11-26";
let n = 0;
const account = (db: Parameters<typeof registerUser>[0]) =>
  registerUser(db, {
    name: "Pantry keeper",
    email: `inventory-${Date.now()}-${n++}@example.com`,
    password: "password-123",
    now: new Date("2026-11-26T10:00:00Z"),
  });
const item = (fields: Record<string, unknown>) =>
  InventoryItemSchema.parse({ category: "Pantry Staples", quantity: 1, ...fields });

describeEachBackend("inventory", (ctx) => {
  test("items are the household's own; another household's id is not found", async () => {
    const { db } = ctx();
    const a = await account(db);
    const b = await account(db);
    const milk = await addItem(
      db,
      a.householdId,
      a.id,
      item({ name: "Milk", category: "Dairy & Eggs" }),
      TODAY,
    );
    expect(milk).toMatchObject({ name: "Milk", quantity: 1, purchaseDate: TODAY, lowStockThreshold: 1 });
    expect((await listItems(db, a.householdId, TODAY)).map((i) => i.name)).toEqual(["Milk"]);
    expect(await listItems(db, b.householdId, TODAY)).toEqual([]);
    await expect(getItem(db, b.householdId, milk.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(updateItem(db, b.householdId, milk.id, item({ name: "Stolen" }))).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await expect(removeItem(db, b.householdId, milk.id)).rejects.toBeInstanceOf(NotFoundError);

    const edited = await updateItem(
      db,
      a.householdId,
      milk.id,
      item({ name: "Oat milk", quantity: 0.5, price: 2.49 }),
    );
    expect(edited).toMatchObject({
      name: "Oat milk",
      quantity: 0.5,
      price: 2.49,
      category: "Pantry Staples",
    });
    await removeItem(db, a.householdId, milk.id);
    await expect(getItem(db, a.householdId, milk.id)).rejects.toBeInstanceOf(NotFoundError);
  });

  test("an add sent twice with one idempotency key adds one item and answers it both times", async () => {
    const { db } = ctx();
    const a = await account(db);
    const key = "6f1c2d3e-0000-4000-8000-000000000001";
    const input = item({ name: "Rice", category: "Pasta & Rice", quantity: 2, unit: "kg" });
    const first = await addItem(db, a.householdId, a.id, input, TODAY, key);
    // The form sent again the next day (a refresh): still the same request.
    const again = await addItem(db, a.householdId, a.id, input, "2026-11-27", key);
    expect(again).toEqual(first);
    expect(again.createdAt).toBeInstanceOf(Date);
    expect((await listItems(db, a.householdId, TODAY)).map((i) => [i.name, i.quantity])).toEqual([
      ["Rice", 2],
    ]);
    // Two sends at once: the second waits for the first's key and adds nothing.
    const twice = await Promise.all([
      addItem(db, a.householdId, a.id, item({ name: "Salt" }), TODAY, "salt-key"),
      addItem(db, a.householdId, a.id, item({ name: "Salt" }), TODAY, "salt-key"),
    ]);
    expect(twice[0].id).toBe(twice[1].id);
    // The same key with another item is refused; another household's key is its own.
    await expect(
      addItem(db, a.householdId, a.id, item({ name: "Beans" }), TODAY, key),
    ).rejects.toBeInstanceOf(IdempotencyKeyReusedError);
    const b = await account(db);
    expect((await addItem(db, b.householdId, b.id, input, TODAY, key)).id).not.toBe(first.id);
    // Without a key each add is its own.
    await addItem(db, a.householdId, a.id, item({ name: "Salt" }), TODAY);
    expect((await listItems(db, a.householdId, TODAY)).map((i) => i.name).sort()).toEqual([
      "Rice",
      "Salt",
      "Salt",
    ]);
  });

  test("filters by location group, category group and expiry band; soonest expiry first", async () => {
    const { db } = ctx();
    const a = await account(db);
    const add = (fields: Record<string, unknown>) => addItem(db, a.householdId, a.id, item(fields), TODAY);
    await add({ name: "Peas", category: "Frozen Foods", location: "Freezer", expiryDate: "2027-05-01" });
    await add({
      name: "Yoghurt",
      category: "Dairy & Eggs",
      location: "Door Shelf",
      expiryDate: "2026-11-26",
    });
    await add({
      name: "Spinach",
      category: "Fruits & Vegetables",
      location: "Vegetable Drawer",
      expiryDate: "2026-11-29",
    });
    await add({ name: "Rice", category: "Pasta & Rice", location: "Cabinet" });
    await add({ name: "Bread", category: "Bakery", location: "Counter", expiryDate: "2026-11-27" });
    const names = async (query: string) =>
      (await listItems(db, a.householdId, TODAY, readFilters(new URLSearchParams(query)))).map((i) => i.name);
    expect(await names("")).toEqual(["Yoghurt", "Bread", "Spinach", "Peas", "Rice"]);
    expect(await names("location=refrigerator")).toEqual(["Yoghurt", "Spinach"]);
    expect(await names("location=pantry")).toEqual(["Bread", "Rice"]);
    expect(await names("category=grains")).toEqual(["Bread", "Rice"]);
    expect(await names("category=produce&location=refrigerator")).toEqual(["Spinach"]);
    expect(await names("expiration=expired")).toEqual(["Yoghurt"]);
    expect(await names("expiration=expiring-soon")).toEqual(["Bread", "Spinach"]);
    expect(await names("expiration=valid")).toEqual(["Peas", "Rice"]);
    expect(await countExpiringSoon(db, a.householdId, TODAY)).toBe(2);
    // The dashboard counts them in its own single read of the items, alike (items without a date too).
    const dashboard = await getInventoryDashboard(db, { householdId: a.householdId, role: "member" }, TODAY);
    expect(dashboard?.expiringSoon).toBe(2);
    expect(dashboard?.locations).toEqual(await getInventoryStatus(db, a.householdId));
    const listed = await listItems(db, a.householdId, TODAY);
    expect(listed.map((i) => i.expirationStatus)).toEqual([
      "expired",
      "expiring-soon",
      "expiring-soon",
      "valid",
      "valid",
    ]);
  });

  test("the dashboard: a card per location with its low-stock share; nothing when the flag is off", async () => {
    const { db } = ctx();
    const a = await account(db);
    const add = (fields: Record<string, unknown>) => addItem(db, a.householdId, a.id, item(fields), TODAY);
    await add({ name: "Flour", location: "Pantry", quantity: 0.5, enableLowStockAlert: true });
    await add({
      name: "Sugar",
      location: "Pantry",
      quantity: 1,
      enableLowStockAlert: true,
      lowStockThreshold: 1,
    });
    await add({ name: "Salt", location: "Pantry", quantity: 0 });
    await add({
      name: "Butter",
      location: "Fridge",
      quantity: 3,
      enableLowStockAlert: true,
      lowStockThreshold: 2,
    });
    await add({ name: "Candles" });
    expect(await getInventoryStatus(db, a.householdId)).toEqual([
      { location: "Fridge", items: 1, lowStock: 0, lowStockPercent: 0 },
      { location: "Pantry", items: 3, lowStock: 2, lowStockPercent: 67 },
      { location: "No location", items: 1, lowStock: 0, lowStockPercent: 0 },
    ]);
    expect(await getInventoryDashboard(db, { householdId: a.householdId, role: "member" }, TODAY)).toEqual({
      expiringSoon: 0,
      locations: await getInventoryStatus(db, a.householdId),
    });

    const flag = (await listFlags(db)).find((f) => f.key === "inventory_enabled");
    if (!flag) throw new Error("The inventory flag is seeded by the migrations.");
    await updateFlag(db, flag.id, { ...flag, enabledFor: ["admin"] });
    try {
      expect(
        await getInventoryDashboard(db, { householdId: a.householdId, role: "member" }, TODAY),
      ).toBeNull();
      expect(
        await getInventoryDashboard(db, { householdId: a.householdId, role: "admin" }, TODAY),
      ).not.toBeNull();
    } finally {
      await updateFlag(db, flag.id, { ...flag, enabledFor: ["admin", "member"] });
    }
  });
});

test("the dashboard's inventory is nothing, not an error, when the database cannot be read", async () => {
  const down = {
    selectFrom() {
      throw new Error("connection refused");
    },
  } as unknown as Kysely<DB>;
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  try {
    expect(await getInventoryDashboard(down, { householdId: 1, role: "member" }, TODAY)).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  } finally {
    warn.mockRestore();
  }
});
