import { expect, test } from "vitest";
import { describeEachBackend } from "../../../tests/support/db";
import { mealRequest } from "../../../tests/support/meals";
import { createSession, findSession, issueApiToken } from "../accounts/sessions.server";
import { registerUser, verifyCredentials } from "../accounts/users.server";
import { reportRecipe, reviewRecipe, shareRecipe } from "../community/commands.server";
import { DomainError } from "../errors";
import { acceptInvite, createInvite, saveMealTimes } from "../household/household.server";
import { createMember } from "../household/members.server";
import { MemberSchema } from "../household/schemas";
import { addItem as addPantryItem } from "../inventory/inventory.server";
import { InventoryItemSchema } from "../inventory/schemas";
import { planMeal } from "../meal-plan/meals.server";
import { createRecipe } from "../recipes/recipes.server";
import { RecipeSchema } from "../recipes/schemas";
import { addItem as addShoppingItem } from "../shopping/items.server";
import { createList } from "../shopping/lists.server";
import { changePassword } from "./account.server";
import { clearAllData, deleteAccount, exportHouseholdData } from "./household-data.server";
import { findResetLink, issueResetLink, redeemResetLink } from "./password-resets.server";
import { savePreferences } from "./preferences.server";
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

  test("the export holds what the members did in the community, their AI settings and chats, the invitations and the pictures' facts", async () => {
    const { db } = ctx();
    const cook = await registerUser(db, person("Cook"));
    const ada = await registerUser(db, person("Ada"));
    const soup = RecipeSchema.parse({
      name: "Shared soup",
      ingredient_lines: "1 onion",
      instructions: "Cook.",
    });
    const sharedId = await createRecipe(db, cook, soup, { now });
    const reportedId = await createRecipe(db, cook, { ...soup, name: "Odd stew" }, { now });
    await shareRecipe(db, cook, sharedId, true, now);
    await shareRecipe(db, cook, reportedId, true, now);
    await reviewRecipe(db, ada, sharedId, { rating: 4, review: "Warming." }, now);
    await reportRecipe(db, ada, reportedId, "Not a recipe.", now);
    await db
      .insertInto("ai_preferences")
      .values({ user_id: ada.id, preferences: JSON.stringify({ cuisines: ["Thai"] }), updated_at: now })
      .execute();
    await db
      .insertInto("ai_messages")
      .values([
        { user_id: ada.id, household_id: ada.householdId, role: "user", content: "Ada asks" },
        { user_id: cook.id, household_id: cook.householdId, role: "user", content: "Cook asks" },
      ])
      .execute();
    await createInvite(db, ada, "member", now);
    await db
      .insertInto("recipe_images")
      .values({
        household_id: ada.householdId,
        content_type: "image/png",
        byte_size: 3,
        sha256: "ab".repeat(32),
        bytes: Buffer.from("png"),
      })
      .execute();

    const exported = await exportHouseholdData(db, ada, now);
    expect(exported.recipe_ratings).toEqual([
      expect.objectContaining({
        recipe_id: sharedId,
        recipe_name: "Shared soup",
        rating: 4,
        review: "Warming.",
      }),
    ]);
    expect(exported.community_reports).toEqual([
      expect.objectContaining({
        recipe_id: reportedId,
        recipe_name: "Odd stew",
        reporter_id: ada.id,
        reason: "Not a recipe.",
        status: "open",
      }),
    ]);
    expect(exported.community_reports[0]).not.toHaveProperty("resolved_by");
    expect(exported.ai_preferences).toEqual([
      expect.objectContaining({ user_id: ada.id, preferences: { cuisines: ["Thai"] } }),
    ]);
    // Only the caller's own chat: the cook's, in another household, is not in it either way.
    expect(exported.ai_messages.map((m) => m.content)).toEqual(["Ada asks"]);
    expect(exported.household_invites).toEqual([
      expect.objectContaining({ household_role: "member", created_by: ada.id, used_at: null }),
    ]);
    expect(exported.recipe_images).toEqual([
      expect.objectContaining({ content_type: "image/png", byte_size: 3 }),
    ]);
    expect(exported.accounts[0]).toMatchObject({ id: ada.id, units: "metric", theme: "system" });
    const text = JSON.stringify(exported);
    expect(text).not.toMatch(/token_hash|password_hash|"bytes"/);
    // The cook's household is not Ada's: nothing of it but the recipe names she reviewed or reported.
    expect(exported.recipes).toEqual([]);
  });

  test("the export holds the family members, the pantry, the shopping lists with their items and the settings", async () => {
    const { db } = ctx();
    const user = await registerUser(db, person("Gil"));
    await createMember(
      db,
      user.householdId,
      MemberSchema.parse({ name: "Mia", age: "7", relationship: "Child", allergies: ["Nuts"] }),
    );
    await addPantryItem(
      db,
      user.householdId,
      user.id,
      InventoryItemSchema.parse({ name: "Rice", category: "Pantry Staples", quantity: 2, unit: "kg" }),
      "2026-11-29",
    );
    const party = await createList(db, user.householdId, user.id, { name: "Party", budget: 40 });
    await addShoppingItem(db, user.householdId, user.id, party.id, {
      name: "Balloons",
      quantity: 10,
      unit: "",
      category: "Other",
      purchased: false,
      priority: "high",
    });
    await savePreferences(
      db,
      user.id,
      { units: "imperial", theme: "dark", notifications: { inventory: false } },
      now,
    );
    const household = await saveMealTimes(db, user, {
      breakfast: "07:30",
      brunch: "10:30",
      lunch: "12:00",
      snack: "15:30",
      dinner: "18:45",
      dessert: "20:00",
    });

    const exported = await exportHouseholdData(db, user, now);
    expect(exported.family.map((m) => [m.name, m.relationship])).toEqual([
      ["Gil", "Self"],
      ["Mia", "Child"],
    ]);
    expect(exported.inventory_items).toEqual([
      expect.objectContaining({ name: "Rice", unit: "kg", household_id: user.householdId }),
    ]);
    const list = exported.shopping_lists.find((l) => l.name === "Party");
    expect(list).toMatchObject({ name: "Party" });
    expect(list?.items).toEqual([expect.objectContaining({ name: "Balloons", list_id: party.id })]);
    expect(exported.settings.preferences).toEqual({
      units: "imperial",
      theme: "dark",
      notifications: expect.objectContaining({ inventory: false }),
    });
    expect(exported.settings.meal_times).toEqual(household.mealTimes);
    expect(exported.settings.subscription).toMatchObject({ status: "trial" });
    expect(exported.accounts[0]).toMatchObject({ id: user.id, units: "imperial", theme: "dark" });
  });

  test("when the last owner deletes their account, the household and its data stay with the other accounts, the longest-standing one becoming owner", async () => {
    const { db } = ctx();
    const owner = await registerUser(db, person("Hal"));
    const first = await registerUser(db, person("Ida"));
    const second = await registerUser(db, person("Jo"));
    for (const joiner of [first, second]) {
      const { token } = await createInvite(db, owner, "member", now);
      await acceptInvite(db, joiner, token, now);
    }
    const meal = await planMeal(db, owner, mealRequest({ title: "Kept soup" }), web);
    const roles = () =>
      db
        .selectFrom("users")
        .select(["id", "household_role"])
        .where("household_id", "=", owner.householdId)
        .orderBy("id")
        .execute();
    expect((await roles()).map((r) => r.household_role)).toEqual(["owner", "member", "member"]);

    expect(await deleteAccount(db, owner, "correct horse")).toEqual({ householdDeleted: false });
    // The owner's account is gone; the next account in line owns the household now.
    expect(await roles()).toEqual([
      { id: first.id, household_role: "owner" },
      { id: second.id, household_role: "member" },
    ]);
    // Nothing of the household went with the owner: the household, its meal and its log are there.
    expect(
      await db.selectFrom("households").select("id").where("id", "=", owner.householdId).execute(),
    ).toEqual([{ id: owner.householdId }]);
    const meals = await db
      .selectFrom("rm_calendar")
      .select("meal_id")
      .where("household_id", "=", owner.householdId)
      .execute();
    expect(meals).toEqual([{ meal_id: meal.id }]);
    const log = await db
      .selectFrom("events")
      .select("event_type")
      .where("household_id", "=", owner.householdId)
      .execute();
    expect(log.map((e) => e.event_type)).toContain("MealPlanned");

    // Another member leaving does not move ownership again.
    const jo = { ...second, householdId: owner.householdId };
    expect(await deleteAccount(db, jo, "correct horse")).toEqual({ householdDeleted: false });
    expect(await roles()).toEqual([{ id: first.id, household_role: "owner" }]);
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
    await db
      .insertInto("ai_preferences")
      .values({ user_id: user.id, preferences: JSON.stringify({ cuisines: ["Thai"] }), updated_at: now })
      .execute();
    const { householdId } = await clearAllData(db, user, now);
    expect(
      await db.selectFrom("ai_preferences").select("user_id").where("user_id", "=", user.id).execute(),
    ).toEqual([]);
    const moved = await db
      .selectFrom("users")
      .selectAll()
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(moved.household_id).not.toBe(user.householdId);
    expect(moved.household_id).toBe(householdId);
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

  test("clearing is refused while another account shares the household, and nothing is cleared", async () => {
    const { db } = ctx();
    const owner = await registerUser(db, person("Dee"));
    const partner = await registerUser(db, person("Eli"));
    const { token } = await createInvite(db, owner, "member", now);
    await acceptInvite(db, partner, token, now);
    const meal = await planMeal(db, owner, mealRequest({ title: "Shared soup" }), web);
    await expect(clearAllData(db, owner, now)).rejects.toThrow(
      new DomainError(
        "Other accounts share this family's data. Remove them from the family first, or delete only your account.",
      ),
    );
    const still = await db
      .selectFrom("users")
      .select("household_id")
      .where("id", "=", owner.id)
      .executeTakeFirstOrThrow();
    expect(still.household_id).toBe(owner.householdId);
    const meals = await db
      .selectFrom("rm_calendar")
      .select("meal_id")
      .where("household_id", "=", owner.householdId)
      .execute();
    expect(meals).toEqual([{ meal_id: meal.id }]);
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
