import type { Kysely } from "kysely";
import { expect, test, vi } from "vitest";
import { describeEachBackend } from "../../../tests/support/db";
import { mealRequest } from "../../../tests/support/meals";
import type { DB } from "../../db/schema";
import { getUser, registerUser, type User } from "../accounts/users.server";
import { listFlags, updateFlag } from "../admin/feature-flags.server";
import { reviewRecipe, saveRecipe, shareRecipe } from "../community/commands.server";
import { acceptInvite, createInvite } from "../household/household.server";
import { addItem } from "../inventory/inventory.server";
import { InventoryItemSchema } from "../inventory/schemas";
import { moveMeal, planMeal, removeMeal } from "../meal-plan/meals.server";
import { createRecipe } from "../recipes/recipes.server";
import { RecipeSchema } from "../recipes/schemas";
import { savePreferences } from "../settings/preferences.server";
import { NOTIFICATION_TEXTS } from "./constants";
import { getNotifications, windowStart } from "./notifications.server";

// Events are recorded at the database's clock, so the notifications are read at the real now; the
// pantry's 'today' is the server's calendar day of that now.
const now = new Date();
const day = (offset: number) => {
  const d = new Date(now);
  d.setDate(d.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};
const TODAY = day(0);
const ALL_ON = { recipes: true, meal_plans: true, inventory: true };
const ALL_OFF = { recipes: false, meal_plans: false, inventory: false };

let n = 0;
const account = (db: Kysely<DB>, name = "Notified") =>
  registerUser(db, {
    name,
    email: `notify-${Date.now()}-${n++}@example.com`,
    password: "password-123",
    now,
  });
const item = (fields: Record<string, unknown>) =>
  InventoryItemSchema.parse({ category: "Pantry Staples", quantity: 5, ...fields });
const recipe = (name: string) =>
  RecipeSchema.parse({
    name,
    cuisine_type: "Italian",
    ingredient_lines: "200 g pasta",
    instructions: "Cook.",
  });

/** A second account in `owner`'s household. */
async function housemate(db: Kysely<DB>, owner: User, name: string): Promise<User> {
  const joiner = await account(db, name);
  const { token } = await createInvite(db, owner, "member", now);
  await acceptInvite(db, joiner, token, now);
  const user = await getUser(db, joiner.id);
  if (!user) throw new Error("the housemate went missing");
  return user;
}

async function withFlagFor(
  db: Kysely<DB>,
  key: string,
  roles: ("admin" | "member")[],
  run: () => Promise<void>,
) {
  const flag = (await listFlags(db)).find((f) => f.key === key);
  if (!flag) throw new Error(`The ${key} flag is seeded by the migrations.`);
  await updateFlag(db, flag.id, { ...flag, enabledFor: roles });
  try {
    await run();
  } finally {
    await updateFlag(db, flag.id, flag);
  }
}

// Read as a member: the first account of a fresh database is an admin, for whom every flag is on.
const read = (db: Kysely<DB>, user: User, notifications = ALL_ON) =>
  getNotifications(db, { ...user, role: "member", notifications }, now);
const groupOf = async (db: Kysely<DB>, user: User, kind: string, notifications = ALL_ON) =>
  (await read(db, user, notifications)).groups.find((g) => g.kind === kind);

describeEachBackend("in-app notifications", (ctx) => {
  test("inventory: expired, expiring within 3 days and low-stock items, soonest first, linking to the pantry", async () => {
    const { db } = ctx();
    const me = await account(db);
    const add = (fields: Record<string, unknown>) => addItem(db, me.householdId, me.id, item(fields), TODAY);
    await add({ name: "Yogurt", expiryDate: day(-2) });
    await add({ name: "Milk", expiryDate: day(1) });
    await add({ name: "Cheese", expiryDate: day(3) });
    await add({ name: "Ham", expiryDate: day(4) });
    await add({ name: "Flour", quantity: 1, enableLowStockAlert: true, lowStockThreshold: 2 });
    await add({ name: "Rice", quantity: 1, enableLowStockAlert: false, lowStockThreshold: 2 });

    const group = await groupOf(db, me, "inventory");
    expect(group).toEqual({
      kind: "inventory",
      title: "Inventory",
      lines: [
        { text: "Yogurt: expired 2 days ago", href: "/inventory" },
        { text: "Milk: expires tomorrow", href: "/inventory" },
        { text: "Cheese: expires in 3 days", href: "/inventory" },
        { text: "Flour: running low", href: "/inventory" },
      ],
      more: 0,
    });

    // Preference off, or the inventory off for the role: no inventory group at all.
    expect(await groupOf(db, me, "inventory", { ...ALL_ON, inventory: false })).toBeUndefined();
    await withFlagFor(db, "inventory_enabled", ["admin"], async () => {
      expect(await groupOf(db, me, "inventory")).toBeUndefined();
    });

    // Another household sees none of it.
    const stranger = await account(db, "Stranger");
    expect((await groupOf(db, stranger, "inventory"))?.lines).toEqual([]);
  });

  test("inventory: at most five lines and a count of the rest", async () => {
    const { db } = ctx();
    const me = await account(db);
    for (let i = 0; i < 8; i++)
      await addItem(db, me.householdId, me.id, item({ name: `Item ${i}`, expiryDate: day(1) }), TODAY);
    const group = await groupOf(db, me, "inventory");
    expect(group?.lines).toHaveLength(5);
    expect(group?.more).toBe(3);
    expect(NOTIFICATION_TEXTS.more(3)).toBe("3 more");
  });

  test("meal plans: meals planned, moved or removed by a housemate, the assistant or an API token; never my own clicks", async () => {
    const { db } = ctx();
    const me = await account(db, "Me");
    const anna = await housemate(db, me, "Anna");

    const mine = await planMeal(db, me, mealRequest({ title: "My stew", date: day(1) }), { source: "web" });
    expect((await groupOf(db, me, "meal_plans"))?.lines).toEqual([]);

    const soup = await planMeal(db, anna, mealRequest({ title: "Soup", date: "2026-12-02" }), {
      source: "web",
    });
    await moveMeal(
      db,
      anna,
      mine.id,
      { date: "2026-12-03", mealType: "lunch", time: null },
      { source: "web" },
    );
    const pie = await planMeal(db, me, mealRequest({ title: "Pie" }), { source: "ai" });
    const viaToken = await planMeal(db, me, mealRequest({ title: "Tacos" }), { source: "api" });
    await removeMeal(db, anna, viaToken.id, { source: "web" });

    const group = await groupOf(db, me, "meal_plans");
    expect(group?.lines).toEqual([
      { text: "Anna removed “Tacos”", href: "/meal-planner" },
      { text: "Me (API token) planned “Tacos” for Wed 25 Nov 2026", href: "/meal-planner" },
      { text: "Me (assistant) planned “Pie” for Wed 25 Nov 2026", href: `/meal-planner/meals/${pie.id}` },
      { text: "Anna moved “My stew” to Thu 3 Dec 2026", href: `/meal-planner/meals/${mine.id}` },
      { text: "Anna planned “Soup” for Wed 2 Dec 2026", href: `/meal-planner/meals/${soup.id}` },
    ]);
    expect(group?.more).toBe(0);

    // Anna sees my own web change, not hers.
    const annas = (await groupOf(db, anna, "meal_plans"))?.lines.map((l) => l.text) ?? [];
    expect(annas).toContain("Me (assistant) planned “Pie” for Wed 25 Nov 2026");
    expect(annas.some((t) => t.startsWith("Anna "))).toBe(false);

    // Preference off: nothing; another household: nothing; and a week later it is old news.
    expect(await groupOf(db, me, "meal_plans", { ...ALL_ON, meal_plans: false })).toBeUndefined();
    const stranger = await account(db, "Stranger");
    expect((await groupOf(db, stranger, "meal_plans"))?.lines).toEqual([]);
    const later = new Date(now.getTime() + 9 * 86_400_000);
    const old = await getNotifications(db, { ...me, notifications: ALL_ON }, later);
    expect(old.groups.find((g) => g.kind === "meal_plans")?.lines).toEqual([]);
  });

  test("recipes: saves and ratings of our shared recipes by other households; not our own", async () => {
    const { db } = ctx();
    const me = await account(db, "Me");
    const anna = await housemate(db, me, "Anna");
    const bob = await account(db, "Bob");
    const pasta = await createRecipe(db, me, recipe("Pasta"), { now });
    const secret = await createRecipe(db, me, recipe("Secret sauce"), { now });
    await shareRecipe(db, me, pasta, true, now);

    // Housemates' saves and ratings are not news.
    await saveRecipe(db, anna, pasta, true, now);
    await reviewRecipe(db, anna, secret, { rating: 5 }, now);
    expect((await groupOf(db, me, "recipes"))?.lines).toEqual([]);

    await saveRecipe(db, bob, pasta, true, now);
    await reviewRecipe(
      db,
      bob,
      pasta,
      { rating: 4, review: "Lovely and quick" },
      new Date(now.getTime() + 1000),
    );
    const group = await groupOf(db, me, "recipes");
    expect(group?.lines).toEqual([
      { text: "“Pasta” was rated 4 of 5: “Lovely and quick”", href: `/recipes/${pasta}` },
      { text: "“Pasta” was saved by another family", href: `/recipes/${pasta}` },
    ]);
    // Anna is in the household too: she is told as well.
    expect((await groupOf(db, anna, "recipes"))?.lines).toHaveLength(2);
    // Bob hears nothing of his own save, nor does another household.
    expect((await groupOf(db, bob, "recipes"))?.lines).toEqual([]);

    expect(await groupOf(db, me, "recipes", { ...ALL_ON, recipes: false })).toBeUndefined();
    await withFlagFor(db, "community_enabled", ["admin"], async () => {
      expect(await groupOf(db, me, "recipes")).toBeUndefined();
    });
  });

  test("the choices stored in Settings › Preferences decide what is read", async () => {
    const { db } = ctx();
    const me = await account(db);
    await addItem(db, me.householdId, me.id, item({ name: "Milk", expiryDate: day(1) }), TODAY);
    await savePreferences(db, me.id, { notifications: ALL_OFF }, now);
    const off = await getUser(db, me.id);
    expect(off?.notifications).toEqual(ALL_OFF);
    expect(await getNotifications(db, off!, now)).toEqual({ groups: [] });
    await savePreferences(db, me.id, { notifications: { inventory: true } }, now);
    const on = await getUser(db, me.id);
    expect((await getNotifications(db, on!, now)).groups.map((g) => g.kind)).toEqual(["inventory"]);
  });
});

test("the window starts at the beginning of the household's day a week ago, in its zone", () => {
  expect(windowStart("2026-11-26", "Europe/London")).toEqual(new Date("2026-11-19T00:00:00Z"));
  expect(windowStart("2026-11-26", "Pacific/Kiritimati")).toEqual(new Date("2026-11-18T10:00:00Z"));
  // Without a zone of its own, the server's.
  expect(windowStart("2026-11-26", null)).toEqual(new Date(2026, 10, 19, 0, 0, 0, 0));
});

test("a kind whose read fails is empty, not a broken dashboard", async () => {
  const down = {
    selectFrom() {
      throw new Error("connection refused");
    },
    getExecutor() {
      throw new Error("connection refused");
    },
  } as unknown as Kysely<DB>;
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  try {
    const got = await getNotifications(
      down,
      { id: 1, householdId: 1, role: "member", notifications: ALL_ON },
      now,
      ["inventory_enabled", "community_enabled"],
    );
    expect(got.groups).toEqual([
      { kind: "inventory", title: "Inventory", lines: [], more: 0 },
      { kind: "meal_plans", title: "Meal plans", lines: [], more: 0 },
      { kind: "recipes", title: "Recipes", lines: [], more: 0 },
    ]);
    expect(warn).toHaveBeenCalledTimes(3);
  } finally {
    warn.mockRestore();
  }
});
