// `npm run events:verify` compares the meal read models with a fold of their streams: a row changed
// behind the projections' back is reported by meal and column, while the hash chain stays intact.
import { sql } from "kysely";
import { expect, test } from "vitest";
import { describeEachBackend } from "../../../tests/support/db";
import { mealRequest as request } from "../../../tests/support/meals";
import { verifyEventLog, verifyReadModels } from "../../events/verify.server";
import { registerUser } from "../accounts/users.server";
import { projections } from "../event-store.server";
import { createMember } from "../household/members.server";
import { MemberSchema } from "../household/schemas";
import { addDish, changeMeal, planLeftover, planMeal, removeMeal } from "./meals.server";

const now = new Date("2026-11-23T10:00:00Z");
const web = { source: "web" as const };
let run = 0;

describeEachBackend("read-model drift", (ctx) => {
  async function household() {
    const { db } = ctx();
    const user = await registerUser(db, {
      name: "Drift",
      email: `drift-${Date.now()}-${run++}@example.com`,
      password: "password-123",
      now,
    });
    const kid = await createMember(
      db,
      user.householdId,
      MemberSchema.parse({ name: "Kid", age: 5, default_portion_size: 60 }),
    );
    const nutrition = { calories: 500, protein: 20, carbs: 60, fat: 15, fiber: null, sugar: null };
    const soup = await planMeal(db, user, request({ title: "Soup", nutrition, memberIds: [kid.id] }), web);
    await addDish(db, user, soup.id, { title: "Bread", recipeId: null }, web);
    await addDish(db, user, soup.id, { title: "Salad", recipeId: null }, web);
    await changeMeal(db, user, soup.id, { title: "Tomato soup", servings: 3 }, web);
    const curry = await planMeal(db, user, request({ title: "Curry", date: "2026-11-26", nutrition }), web);
    await planLeftover(
      db,
      user,
      curry.id,
      request({ date: "2026-11-27", mealType: "lunch", servings: 1.5 }),
      web,
    );
    const gone = await planMeal(db, user, request({ title: "Gone", date: "2026-11-28" }), web);
    await removeMeal(db, user, gone.id, web);
    return { user, soup: soup.id, curry: curry.id, gone: gone.id };
  }

  const check = (householdId: number) =>
    verifyReadModels(ctx().db, projections, { householdId, sample: "all" });

  test("live read models have no drift, sampled or all", async () => {
    const { user } = await household();
    const all = await check(user.householdId);
    expect(all.drift).toEqual([]);
    expect(all.checked).toEqual([{ projection: "meal-calendar", subjects: 4 }]);
    const sampled = await verifyReadModels(ctx().db, projections, {
      householdId: user.householdId,
      sample: 2,
    });
    expect(sampled.checked).toEqual([{ projection: "meal-calendar", subjects: 2 }]);
    expect(sampled.drift).toEqual([]);
  });

  test("a calendar row edited by hand is reported by meal and column, and the chain is still intact", async () => {
    const { db } = ctx();
    const { user, soup } = await household();
    // An older state at the newest version: what a rebuild in the wrong order left behind.
    await sql`update rm_calendar set title = 'Soup', dishes = (select jsonb_agg(d order by d->>'title' desc) from jsonb_array_elements(dishes) d)
      where meal_id = ${soup}`.execute(db);
    const report = await check(user.householdId);
    expect(report.drift).toEqual([
      {
        projection: "meal-calendar",
        subject: `meal ${soup} (household ${user.householdId})`,
        differences: [
          'title: "Soup" in rm_calendar, "Tomato soup" in the log',
          expect.stringMatching(
            /^dishes: \[.*"Salad".*"Bread".*\] in rm_calendar, \[.*"Bread".*"Salad".*\] in the log$/,
          ),
        ],
      },
    ]);
    expect((await verifyEventLog(db, { householdId: user.householdId })).problems).toEqual([]);
  });

  test("a stale version, a lost row, a row of a removed meal and wrong day totals are drift", async () => {
    const { db } = ctx();
    const { user, soup, curry, gone } = await household();
    await sql`update rm_calendar set version = version - 1 where meal_id = ${soup}`.execute(db);
    await sql`delete from rm_calendar where meal_id = ${curry}`.execute(db);
    await sql`insert into rm_calendar (meal_id, household_id, date, time, meal_type, title, servings, version, created_at, updated_at)
      values (${gone}, ${user.householdId}, '2026-11-28', '18:30', 'dinner', 'Gone', 4, 1, now(), now())`.execute(
      db,
    );
    const { drift } = await check(user.householdId);
    const bySubject = Object.fromEntries(drift.map((d) => [d.subject, d.differences]));
    expect(bySubject[`meal ${soup} (household ${user.householdId})`]).toEqual([
      "version: 3 in rm_calendar, 4 in the log",
    ]);
    expect(bySubject[`meal ${curry} (household ${user.householdId})`]).toEqual([
      "no rm_calendar row, but its stream has it planned at version 1",
    ]);
    expect(bySubject[`meal ${gone} (household ${user.householdId})`]).toEqual([
      "an rm_calendar row, but its stream has no planned meal (removed or never planned)",
    ]);
    // The lost curry's day still counts it; the removed meal's day does not count the stray row.
    expect(
      bySubject[`daily nutrition of household ${user.householdId} on 2026-11-26 (household row)`],
    ).toEqual(["a row, but no meal of that day counts for it"]);
    expect(
      bySubject[`daily nutrition of household ${user.householdId} on 2026-11-28 (household row)`],
    ).toEqual(["no row, but its meals give one"]);
  });

  test("day totals that differ from their meals are drift", async () => {
    const { db } = ctx();
    const { user } = await household();
    await sql`update rm_daily_nutrition set calories = calories + 1 where household_id = ${user.householdId}
      and date = '2026-11-25' and member_id = 0`.execute(db);
    expect((await check(user.householdId)).drift).toEqual([
      {
        projection: "meal-calendar",
        subject: `daily nutrition of household ${user.householdId} on 2026-11-25 (household row)`,
        differences: ["calories: 501 in rm_daily_nutrition, 500 from the day's meals"],
      },
    ]);
  });
});
