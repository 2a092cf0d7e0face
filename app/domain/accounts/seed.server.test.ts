import { expect, test } from "vitest";
import { describeEachBackend } from "../../../tests/support/db";
import { listMembers } from "../household/members.server";
import { listMeals } from "../meal-plan/meals.server";
import { getRecipe } from "../recipes/recipes.server";
import { seedStarterRecipes } from "../recipes/starter.server";
import { addDays } from "../shared/calendar-date";
import { loginBox, resetSeedPasswords, seed, seedIfEmpty } from "./seed.server";
import { createSession, findSession, findUserByToken, issueApiToken } from "./sessions.server";
import { verifyCredentials } from "./users.server";

const now = new Date("2026-11-22T08:00:00Z");

describeEachBackend("demo seed", (ctx) => {
  test("an empty install gets an admin and a demo household, once; configured passwords are never printed", async () => {
    const { db } = ctx();
    const logins = await seedIfEmpty(db, {
      adminPassword: "configured-secret-1",
      demoEmail: "family@example.com",
      now,
    });
    expect(logins.map((l) => [l.role, l.email, l.generated])).toEqual([
      ["admin", "admin@example.com", false],
      ["member", "family@example.com", true],
    ]);
    const box = loginBox(logins);
    expect(box).not.toContain("configured-secret-1");
    expect(box).toContain(logins[1]!.password);
    expect(box).toContain("npm run seed -- --reset-passwords");
    expect(await verifyCredentials(db, "admin@example.com", "configured-secret-1")).toMatchObject({
      role: "admin",
    });
    const demo = await verifyCredentials(db, "family@example.com", logins[1]!.password);
    expect(demo).toMatchObject({ role: "member" });
    const household = await db
      .selectFrom("households")
      .select("name")
      .where("id", "=", demo!.householdId)
      .executeTakeFirst();
    expect(household?.name).toBe("Demo Family");
    expect(await seedIfEmpty(db, { now })).toEqual([]);
  });

  test("the login box is a box: every line as wide as the others", () => {
    const lines = loginBox([
      { role: "admin", email: "admin@example.com", password: "abc", generated: true },
      { role: "member", email: "a-much-longer-address@example.com", password: "x", generated: false },
    ]).split("\n");
    expect(new Set(lines.map((l) => l.length)).size).toBe(1);
    expect(lines[0]).toMatch(/^┌─+┐$/);
    expect(lines.at(-1)).toMatch(/^└─+┘$/);
    expect(lines.join("\n")).toContain("(the password you configured)");
  });

  test("--reset-passwords gives the seeded logins new passwords and signs them out everywhere", async () => {
    const { db } = ctx();
    const before = await verifyCredentials(db, "admin@example.com", "configured-secret-1");
    const session = await createSession(db, { userId: before!.id, remember: false, userAgent: null, now });
    const { token } = await issueApiToken(db, { userId: before!.id, remember: true, name: "cli", now });
    expect(await findSession(db, session.id, now)).not.toBeNull();

    const reset = await resetSeedPasswords(db, { demoEmail: "family@example.com", now });
    expect(reset.map((l) => [l.role, l.email, l.generated])).toEqual([
      ["admin", "admin@example.com", true],
      ["member", "family@example.com", true],
    ]);
    expect(await verifyCredentials(db, "admin@example.com", "configured-secret-1")).toBeNull();
    expect(await verifyCredentials(db, "admin@example.com", reset[0]!.password)).not.toBeNull();
    expect(await verifyCredentials(db, "family@example.com", reset[1]!.password)).not.toBeNull();
    expect(await findSession(db, session.id, now)).toBeNull();
    expect(await findUserByToken(db, token, now)).toBeNull();

    // A configured password is set as given; an account that does not exist is skipped.
    const configured = await resetSeedPasswords(db, {
      adminPassword: "configured-secret-2",
      demoEmail: "nobody@example.com",
      now,
    });
    expect(configured.map((l) => [l.email, l.generated])).toEqual([["admin@example.com", false]]);
    expect(loginBox(configured)).not.toContain("configured-secret-2");
    expect(await verifyCredentials(db, "admin@example.com", "configured-secret-2")).not.toBeNull();
  });

  test("the demo household is a family of four with two weeks of meals the whole family can eat", async () => {
    const { db } = ctx();
    // A Wednesday: the first Friday is two days on; the meals run to Tuesday week.
    const wednesday = new Date("2026-12-02T07:00:00Z");
    await seedStarterRecipes(db, { now: wednesday });
    await seed(db, { adminEmail: "admin2@example.com", demoEmail: "family2@example.com", now: wednesday });
    const demo = (await db
      .selectFrom("users")
      .select(["id", "household_id"])
      .where("email", "=", "family2@example.com")
      .executeTakeFirstOrThrow())!;
    const members = await listMembers(db, demo.household_id);
    expect(members.map((m) => [m.name, m.relationship, m.age])).toEqual([
      ["Demo Parent", "Self", 39],
      ["Jordan", "Spouse", 38],
      ["Mia", "Child", 8],
      ["Leo", "Child", 13],
    ]);
    const mia = members.find((m) => m.allergies.includes("Nuts"))!;
    const vegetarian = members.find((m) => m.dietaryPreferences.includes("Vegetarian"))!;
    expect([mia.name, vegetarian.name]).toEqual(["Mia", "Jordan"]);

    const meals = await listMeals(db, demo.household_id, {
      from: "2026-12-02",
      to: addDays("2026-12-02", 13),
    });
    const byType = (type: string) => meals.filter((m) => m.mealType === type && !m.isLeftover);
    expect(new Set(byType("dinner").map((m) => m.date)).size).toBe(14);
    expect(byType("breakfast").length).toBe(4); // two weekends
    expect(meals.filter((m) => m.isLeftover).length).toBeGreaterThanOrEqual(2);
    expect(
      meals.filter((m) => m.isLeftover).every((m) => m.originalMealId !== null && m.recipeId !== null),
    ).toBe(true);
    // Friday: pizza night, a weekly series that goes on after these two weeks.
    const fridays = meals.filter((m) => m.seriesId !== null);
    expect(fridays.map((m) => m.date)).toEqual(["2026-12-04", "2026-12-11"]);
    expect(fridays[0]!.recipeTitle).toMatch(/pizza/i);
    expect((await listMeals(db, demo.household_id, { from: "2027-03-01", to: "2027-03-31" })).length).toBe(4);

    // No meal Mia is at has a recipe with nuts; none Jordan is at has meat or fish.
    const viewer = { id: demo.id, householdId: demo.household_id };
    for (const meal of meals) {
      expect(meal.recipeId, meal.title).not.toBeNull();
      const recipe = await getRecipe(db, viewer, meal.recipeId!);
      const lines = recipe.ingredients.map((i) => `${i.original} ${i.name}`);
      const text = [recipe.name, ...lines].join(" ");
      // The vegetarian leaves out what is optional (pepperoni on the pizza); the allergy never.
      const required = [recipe.name, ...lines.filter((l) => !/optional/i.test(l))].join(" ");
      if (meal.memberIds.includes(mia.id))
        expect(text, recipe.name).not.toMatch(
          /almond|walnut|pecan|hazelnut|cashew|pistachio|peanut|\bnuts?\b/i,
        );
      if (meal.memberIds.includes(vegetarian.id))
        expect(required, recipe.name).not.toMatch(
          /beef|pork|bacon|chicken|\bham\b|lamb|fish|tuna|salmon|shrimp|sausage/i,
        );
    }

    // Written through the planner's commands: the log holds them, from the system, by the demo parent.
    const events = await db
      .selectFrom("events")
      .select(["event_type", "source", "actor_user_id"])
      .where("household_id", "=", demo.household_id)
      .execute();
    expect(new Set(events.map((e) => e.event_type))).toEqual(
      new Set(["SeriesPlanned", "MealPlanned", "LeftoverPlanned"]),
    );
    expect(events.every((e) => e.source === "system" && e.actor_user_id === demo.id)).toBe(true);
    // Loading 405 recipes and planning a fortnight is slow on a busy machine.
  }, 120_000);
});
