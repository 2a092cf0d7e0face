// The demo household's plan as its nutrition reads it (issue 34, finding 1): seeded from the starter
// library, no day of it may hold more than one person can eat (docs/decisions/068-believable-nutrition.md).
import { expect, test } from "vitest";
import { describeEachBackend } from "../../../tests/support/db";
import { seedStarterRecipes } from "../recipes/starter.server";
import { seedIfEmpty } from "./seed.server";
import { verifyCredentials } from "./users.server";

const now = new Date("2026-12-03T08:00:00Z");
/** More than any one person eats in a day; the finding's days had 5,285 and 5,102 kcal. */
const DAY_LIMIT = 4000;

describeEachBackend("the demo household's planned days", (ctx) => {
  test("no day of the demo plan is above 4,000 kcal a person, and every meal's figure is believable", async () => {
    const { db } = ctx();
    await seedStarterRecipes(db, { now });
    const logins = await seedIfEmpty(db, { demoEmail: "family@example.com", now });
    const demo = logins.find((l) => l.role === "member")!;
    const user = await verifyCredentials(db, demo.email, demo.password);
    const days = await db
      .selectFrom("rm_daily_nutrition")
      .select(["date", "calories", "meals", "meals_missing"])
      .where("household_id", "=", user!.householdId)
      .where("member_id", "=", 0)
      .orderBy("date")
      .execute();
    expect(days.length).toBeGreaterThanOrEqual(14);
    const figures = days
      .filter((d) => d.meals > d.meals_missing)
      .map(
        (d) => `${d.date}: ${Math.round(Number(d.calories))} kcal (${d.meals_missing} of ${d.meals} missing)`,
      );
    console.log(`demo plan, one serving of every meal a day:\n${figures.join("\n")}`);
    const over = days.filter((d) => Number(d.calories) > DAY_LIMIT);
    expect(over.map((d) => `${d.date}: ${Math.round(Number(d.calories))} kcal`)).toEqual([]);

    const meals = await db
      .selectFrom("rm_calendar")
      .select(["title", "nutrition"])
      .where("household_id", "=", user!.householdId)
      .execute();
    const absurd = meals.filter((m) => (m.nutrition?.calories ?? 0) > 2500);
    expect(absurd.map((m) => `${m.title}: ${m.nutrition?.calories} kcal`)).toEqual([]);
  });
});
