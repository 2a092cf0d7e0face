import { expect, test } from "vitest";
import { describeEachBackend } from "../../../tests/support/db";
import { mealRequest } from "../../../tests/support/meals";
import { createSession, deleteSession } from "../accounts/sessions.server";
import { registerUser } from "../accounts/users.server";
import { renameHousehold } from "../household/household.server";
import { readPageRevisions } from "./freshness.server";
import { planMeal } from "./meals.server";

const now = new Date();
let n = 0;

describeEachBackend("planner pages' freshness", (ctx) => {
  async function signedIn() {
    const { db } = ctx();
    const user = await registerUser(db, {
      name: "Fresh Parent",
      email: `fresh-${Date.now()}-${n++}@example.com`,
      password: "password-123",
      now,
    });
    const session = await createSession(db, { userId: user.id, remember: false, userAgent: null, now });
    return { user, session };
  }

  test("a session's household and revisions; a planned meal moves the log head, a rename the household's revision", async () => {
    const { db } = ctx();
    const { user, session } = await signedIn();
    const before = await readPageRevisions(db, session.id, now);
    expect(before?.household).toBe(user.householdId);

    await planMeal(db, user, mealRequest(), { source: "web" });
    const planned = await readPageRevisions(db, session.id, now);
    expect(planned?.sequence ?? 0).toBeGreaterThan(before?.sequence ?? 0);
    expect(planned?.revision).toBe(before?.revision);

    await renameHousehold(db, user, "The Fresh Family");
    const renamed = await readPageRevisions(db, session.id, now);
    expect(renamed?.revision ?? 0).toBeGreaterThan(planned?.revision ?? 0);
  });

  test("none for a signed-out or expired session", async () => {
    const { db } = ctx();
    const { session } = await signedIn();
    expect(
      await readPageRevisions(db, session.id, new Date(now.getTime() + 400 * 86_400_000)),
    ).toBeUndefined();
    await deleteSession(db, session.id);
    expect(await readPageRevisions(db, session.id, now)).toBeUndefined();
  });
});
