// The dashboard's reads (docs/product.md#dashboard): a part whose feature is off for the user is not shown
// and not read; a part that cannot be read is empty, never a broken page.
import type { Kysely } from "kysely";
import { expect, test, vi } from "vitest";
import { describeEachBackend } from "../../tests/support/db";
import { mealRequest } from "../../tests/support/meals";
import type { DB } from "../db/schema";
import { registerUser } from "../domain/accounts/users.server";
import { listFlags, updateFlag } from "../domain/admin/feature-flags.server";
import { INVENTORY_FLAG } from "../domain/inventory/constants";
import { planMeal } from "../domain/meal-plan/meals.server";
import { SHOPPING_FLAG } from "../domain/shopping/constants";
import { loadDashboard } from "./dashboard.server";

const now = new Date("2026-11-25T10:00:00Z");
let n = 0;

// A database that refuses every statement, as one that is down does.
const down = new Proxy(
  {},
  {
    get() {
      throw new Error("connection refused");
    },
  },
) as Kysely<DB>;

describeEachBackend("the dashboard", (ctx) => {
  const member = () =>
    registerUser(ctx().db, {
      name: "Cook",
      email: `dashboard-${Date.now()}-${n++}@example.com`,
      password: "password-123",
      now,
    }).then((user) => ({ ...user, role: "member" as const }));

  test("the Shopping List Items count is there while the flag is on for the role, and neither shown nor read while it is off", async () => {
    const { db } = ctx();
    const user = await member();
    await planMeal(db, user, mealRequest({ title: "Soup", date: "2026-11-26" }), { source: "web", now });
    const on = await loadDashboard(db, user, now, [SHOPPING_FLAG, INVENTORY_FLAG]);
    expect(on.shopping).toEqual({ openItems: 0 });
    expect(on.upcoming.map((m) => m.title)).toEqual(["Soup"]);
    expect((await loadDashboard(db, user, now, [INVENTORY_FLAG])).shopping).toBeNull();

    // The flags read from the database when the caller has not (GET /api/dashboard).
    const flag = (await listFlags(db)).find((f) => f.key === SHOPPING_FLAG);
    if (!flag) throw new Error("The shopping flag is seeded by the migrations.");
    await updateFlag(db, flag.id, { ...flag, enabledFor: ["admin"] });
    try {
      expect((await loadDashboard(db, user, now)).shopping).toBeNull();
      expect((await loadDashboard(db, { ...user, role: "admin" }, now)).shopping).toEqual({ openItems: 0 });
    } finally {
      await updateFlag(db, flag.id, { ...flag, enabledFor: ["admin", "member"] });
    }
  });
});

test("a database that cannot be read gives empty sections, not a failed dashboard; a part that is off is not read", async () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const user = { id: 1, householdId: 1, role: "member" } as Parameters<typeof loadDashboard>[1];
  try {
    // Every feature off: only the meals are asked for, and their failure is an empty list.
    expect(await loadDashboard(down, user, now, [])).toEqual({
      today: "2026-11-25",
      todays: [],
      upcoming: [],
      inventory: null,
      shopping: null,
      community: null,
    });
    expect(warn.mock.calls.map(([message]) => message)).toEqual(["[dashboard] the meals could not be read:"]);

    // With the shopping list on, its count is asked for and shown empty (a dash).
    warn.mockClear();
    expect((await loadDashboard(down, user, now, [SHOPPING_FLAG])).shopping).toEqual({ openItems: null });
    expect(warn).toHaveBeenCalledTimes(2);
  } finally {
    warn.mockRestore();
  }
});
