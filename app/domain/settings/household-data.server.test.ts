import { expect, test } from "vitest";
import { describeEachBackend } from "../../../tests/support/db";
import { mealRequest } from "../../../tests/support/meals";
import { createSession, findSession, issueApiToken } from "../accounts/sessions.server";
import { registerUser, verifyCredentials } from "../accounts/users.server";
import { DomainError } from "../errors";
import { planMeal } from "../meal-plan/meals.server";
import { changePassword } from "./account.server";
import { clearAllData, deleteAccount, exportHouseholdData } from "./household-data.server";
import { findResetLink, issueResetLink, redeemResetLink } from "./password-resets.server";
import { changeSubscription, getSubscription } from "./subscription.server";

const now = new Date("2026-11-29T09:00:00Z");
const web = { source: "web" as const };
let n = 0;
const person = (name: string) => ({
  name,
  email: `settings-${Date.now()}-${n++}@example.com`,
  password: "correct horse",
  now,
});

describeEachBackend("settings", (ctx) => {
  test("the export holds a planned meal with its history; deleting the last account erases the household and its log", async () => {
    const { db } = ctx();
    const user = await registerUser(db, person("Ada"));
    await planMeal(db, user, mealRequest({ title: "Lentil soup" }), web);
    const exported = await exportHouseholdData(db, user, now);
    const meal = exported.meal_plans.find((m) => m.title === "Lentil soup");
    expect(meal?.history.map((e) => e.event_type)).toEqual(["MealPlanned"]);
    expect(JSON.stringify(exported)).not.toContain("password_hash");

    await expect(deleteAccount(db, user, "wrong password")).rejects.toBeInstanceOf(DomainError);
    expect(await deleteAccount(db, user, "correct horse")).toEqual({ householdDeleted: true });
    const left = await db
      .selectFrom("events")
      .select("stream_id")
      .where("household_id", "=", user.householdId)
      .execute();
    expect(left).toEqual([]);
    expect(
      await db.selectFrom("users").select("id").where("id", "=", user.id).executeTakeFirst(),
    ).toBeUndefined();
  });

  test("a living household's log still refuses a delete", async () => {
    const { db } = ctx();
    const user = await registerUser(db, person("Bo"));
    await planMeal(db, user, mealRequest(), web);
    await expect(
      db.deleteFrom("events").where("household_id", "=", user.householdId).execute(),
    ).rejects.toThrow(/append-only/);
  });

  test("clearing the data keeps the account in a new, empty household", async () => {
    const { db } = ctx();
    const user = await registerUser(db, person("Cy"));
    await planMeal(db, user, mealRequest(), web);
    await clearAllData(db, user, now);
    const moved = await db
      .selectFrom("users")
      .selectAll()
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(moved.household_id).not.toBe(user.householdId);
    const meals = await db
      .selectFrom("rm_calendar")
      .select("meal_id")
      .where("household_id", "=", moved.household_id)
      .execute();
    expect(meals).toEqual([]);
    const members = await db
      .selectFrom("family_members")
      .select("relationship")
      .where("household_id", "=", moved.household_id)
      .execute();
    expect(members).toEqual([{ relationship: "Self" }]);
  });

  test("a new password signs out every other session and token and keeps the current one", async () => {
    const { db } = ctx();
    const user = await registerUser(db, person("Di"));
    const mine = await createSession(db, { userId: user.id, remember: false, userAgent: null, now });
    const other = await createSession(db, { userId: user.id, remember: false, userAgent: null, now });
    await issueApiToken(db, { userId: user.id, remember: false, name: "cli", now });
    const ended = await changePassword(
      db,
      user,
      { current_password: "correct horse", password: "a new password" },
      { sessionId: mine.id },
      now,
    );
    expect(ended).toEqual({ sessions: 1, tokens: 1 });
    expect(await findSession(db, mine.id, now)).not.toBeNull();
    expect(await findSession(db, other.id, now)).toBeNull();
  });

  test("the subscription: upgrade from the trial, cancel, reactivate; an action not offered is refused", async () => {
    const { db } = ctx();
    const user = await registerUser(db, person("Ed"));
    const trial = await getSubscription(db, user, now);
    expect(trial).toMatchObject({ status: "trial", actions: ["upgrade"], familySize: 1, total: 9.99 });
    await expect(changeSubscription(db, user, "cancel", now)).rejects.toBeInstanceOf(DomainError);
    expect((await changeSubscription(db, user, "upgrade", now)).status).toBe("active");
    expect((await changeSubscription(db, user, "cancel", now)).status).toBe("canceled");
    expect((await changeSubscription(db, user, "reactivate", now)).status).toBe("active");
  });
});

describeEachBackend("password reset links", (ctx) => {
  test("a link works once, ends every session, and an older link stops working when a new one is issued", async () => {
    const { db } = ctx();
    const admin = await registerUser(db, person("Admin"));
    const user = await registerUser(db, person("Fay"));
    const session = await createSession(db, { userId: user.id, remember: false, userAgent: null, now });
    const first = await issueResetLink(db, admin, user.id, now);
    const second = await issueResetLink(db, admin, user.id, now);
    expect(await findResetLink(db, first.token, now)).toBeNull();
    expect(await findResetLink(db, second.token, now)).toMatchObject({ email: user.email });
    expect(await findResetLink(db, second.token, new Date("2026-12-01T09:00:00Z"))).toBeNull();
    await redeemResetLink(db, second.token, "a fresh password", now);
    expect(await findSession(db, session.id, now)).toBeNull();
    expect(await verifyCredentials(db, user.email, "a fresh password")).not.toBeNull();
    await expect(redeemResetLink(db, second.token, "again and again", now)).rejects.toBeInstanceOf(
      DomainError,
    );
  });
});
