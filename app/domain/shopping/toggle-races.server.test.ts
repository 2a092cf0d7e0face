// Check-offs that race (issue 32): two clients flipping one item at once flip it twice — it ends where it
// started, and each is answered with the state its own flip made — while a given state still sets it.
import { expect, test } from "vitest";
import { describeEachBackend } from "../../../tests/support/db";
import { registerUser } from "../accounts/users.server";
import { addItem, getItem, setPurchased } from "./items.server";
import { currentList } from "./lists.server";

const now = new Date("2026-11-25T10:00:00Z");
const ROUNDS = 20;

describeEachBackend("shopping-item check-offs at once", (ctx) => {
  test(`two flips of one item at once end where they started (${ROUNDS} rounds)`, async () => {
    const { db } = ctx();
    const user = await registerUser(db, {
      name: "Shopper",
      email: `toggle-race-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
      password: "password-123",
      now,
    });
    const list = await currentList(db, user.householdId, user.id);
    const item = await addItem(db, user.householdId, user.id, list.id, {
      name: "Milk",
      quantity: 2,
      unit: "l",
      category: "Dairy",
      estimatedPrice: 1.8,
      purchased: false,
      priority: "normal",
    });
    const rounds: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const before = (await getItem(db, user.householdId, item.id)).purchased;
      const answers = await Promise.all([
        setPurchased(db, user.householdId, item.id, undefined, { now }),
        setPurchased(db, user.householdId, item.id, undefined, { now }),
      ]);
      const after = (await getItem(db, user.householdId, item.id)).purchased;
      rounds.push(
        `${before} → ${answers
          .map((a) => a.purchased)
          .sort()
          .join(" & ")} → ${after}`,
      );
    }
    expect(rounds).toEqual(Array(ROUNDS).fill("false → false & true → false"));

    // A given state sets it, whatever it was: twice purchased is purchased.
    await Promise.all([
      setPurchased(db, user.householdId, item.id, true, { now }),
      setPurchased(db, user.householdId, item.id, true, { now }),
    ]);
    expect(await getItem(db, user.householdId, item.id)).toMatchObject({ purchased: true, actualPrice: 1.8 });
    expect(await setPurchased(db, user.householdId, item.id, false, { now })).toMatchObject({
      purchased: false,
      actualPrice: 1.8,
    });
  });
});
