import { expect, test } from "vitest";
import { describeEachBackend } from "../../../tests/support/db";
import { mealRequest } from "../../../tests/support/meals";
import { createSession, deleteSession, findSession } from "../accounts/sessions.server";
import { registerUser } from "../accounts/users.server";
import { createFlag, updateFlag } from "../admin/feature-flags.server";
import { renameHousehold, saveTimeZone } from "../household/household.server";
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

  test("the same statement reads the session's person and flags, as findSession does", async () => {
    const { db } = ctx();
    const { user, session } = await signedIn();
    const key = `fresh_flag_${n++}`;
    const flag = await createFlag(db, { name: key, key, description: null, enabledFor: ["member"] });
    const revisions = await readPageRevisions(db, session.id, now);
    expect(revisions?.caller).toEqual(await findSession(db, session.id, now));
    expect(revisions?.caller.user).toEqual(user);
    expect(revisions?.caller.flags).toContain(key);
    // A flag turned off for members is off in the very next read.
    await updateFlag(db, flag.id, { name: key, key, description: null, enabledFor: [] });
    expect((await readPageRevisions(db, session.id, now))?.caller.flags).not.toContain(key);
    expect((await findSession(db, session.id, now))?.flags).not.toContain(key);
  });

  test("the household's time zone comes with the session, and a changed zone with the next read", async () => {
    const { db } = ctx();
    const { user, session } = await signedIn();
    expect((await findSession(db, session.id, now))?.householdTimeZone).toBeNull();
    await saveTimeZone(db, user, "Asia/Tokyo");
    const revisions = await readPageRevisions(db, session.id, now);
    expect(revisions?.timeZone).toBe("Asia/Tokyo");
    expect(revisions?.caller.householdTimeZone).toBe("Asia/Tokyo");
    expect(revisions?.caller).toEqual(await findSession(db, session.id, now));
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
