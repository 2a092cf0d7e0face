// Property: whatever sequence of planner commands ran, `npm run projections:rebuild` (truncate the read
// models, replay the log) gives exactly the rows the inline projections kept.
import fc from "fast-check";
import { sql } from "kysely";
import { expect, test } from "vitest";
import { describeEachBackend } from "../../../tests/support/db";
import { mealRequest as request } from "../../../tests/support/meals";
import { registerUser } from "../accounts/users.server";
import { eventStore } from "../event-store.server";
import { createMember } from "../household/members.server";
import { MemberSchema } from "../household/schemas";
import type { MealType } from "./events";
import {
  addDish,
  changeMeal,
  markPrepared,
  moveMeal,
  planLeftover,
  planMeal,
  removeDish,
  removeMeal,
  setMealNutrition,
} from "./meals.server";

const now = new Date("2026-11-23T10:00:00Z");
const types: MealType[] = ["breakfast", "lunch", "dinner", "snack", "other"];
const day = fc.integer({ min: 1, max: 7 }).map((d) => `2026-12-0${d}`);

const command = fc.oneof(
  fc.record({
    kind: fc.constant("plan"),
    date: day,
    type: fc.constantFrom(...types),
    calories: fc.option(fc.integer({ min: 0, max: 900 })),
    everyone: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant("change"),
    pick: fc.nat(),
    servings: fc.integer({ min: 1, max: 12 }),
    portion: fc.integer({ min: 0, max: 200 }),
  }),
  fc.record({ kind: fc.constant("move"), pick: fc.nat(), date: day, type: fc.constantFrom(...types) }),
  fc.record({ kind: fc.constant("remove"), pick: fc.nat() }),
  fc.record({ kind: fc.constant("prepared"), pick: fc.nat(), on: fc.boolean() }),
  fc.record({ kind: fc.constant("nutrition"), pick: fc.nat(), calories: fc.integer({ min: 0, max: 900 }) }),
  fc.record({ kind: fc.constant("leftover"), pick: fc.nat(), date: day }),
  fc.record({ kind: fc.constant("dish"), pick: fc.nat(), remove: fc.boolean() }),
);

async function snapshot(db: Parameters<typeof registerUser>[0]) {
  const calendar = await sql`select * from rm_calendar order by meal_id`.execute(db);
  const nutrition =
    await sql`select * from rm_daily_nutrition order by household_id, date, member_id`.execute(db);
  return { calendar: calendar.rows, nutrition: nutrition.rows };
}

describeEachBackend("meal plan rebuild", (ctx) => {
  test("the rebuilt read models equal the live ones after random command sequences", async () => {
    const { db } = ctx();
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 25 }), async (commands) => {
        const user = await registerUser(db, {
          name: "P",
          email: `rebuild-${Date.now()}-${run++}@example.com`,
          password: "password-123",
          now,
        });
        const kid = await createMember(
          db,
          user.householdId,
          MemberSchema.parse({ name: "Kid", age: 5, default_portion_size: 60 }),
        );
        const meals: number[] = [];
        const pick = (i: number) => meals[i % Math.max(meals.length, 1)];
        const web = { source: "web" as const };
        for (const c of commands) {
          try {
            if (c.kind === "plan") {
              const nutrition =
                c.calories === null
                  ? null
                  : { calories: c.calories, protein: 1, carbs: 2, fat: 3, fiber: null, sugar: null };
              const { id } = await planMeal(
                db,
                user,
                request({ date: c.date, mealType: c.type, nutrition, memberIds: c.everyone ? [] : [kid.id] }),
                web,
              );
              meals.push(id);
            } else if (meals.length > 0) {
              const id = pick(c.pick)!;
              if (c.kind === "change")
                await changeMeal(
                  db,
                  user,
                  id,
                  { servings: c.servings, portions: { [kid.id]: c.portion } },
                  web,
                );
              if (c.kind === "move")
                await moveMeal(db, user, id, { date: c.date, mealType: c.type, time: null }, web);
              if (c.kind === "remove") await removeMeal(db, user, id, web);
              if (c.kind === "prepared") await markPrepared(db, user, id, c.on, web);
              if (c.kind === "nutrition")
                await setMealNutrition(
                  db,
                  user,
                  id,
                  { calories: c.calories, protein: null, carbs: null, fat: null, fiber: null, sugar: null },
                  "manual",
                  web,
                );
              if (c.kind === "dish") {
                const meal = await addDish(db, user, id, { title: "Side", recipeId: null }, web);
                if (c.remove) await removeDish(db, user, id, meal.dishes[0]!.dishId, web);
              }
              if (c.kind === "leftover")
                meals.push(
                  (
                    await planLeftover(
                      db,
                      user,
                      id,
                      request({ date: c.date, mealType: "lunch", servings: 1.5 }),
                      web,
                    )
                  ).id,
                );
            }
          } catch (error) {
            // Commands on removed meals or leftovers of leftovers are refused by the rules; that is fine here.
            if (
              !(error instanceof Error) ||
              !/No meal plan found|leftovers of leftovers|Leftovers of leftovers/i.test(error.message)
            )
              throw error;
          }
        }
        const live = await snapshot(db);
        await eventStore.rebuildProjections(db);
        expect(await snapshot(db)).toEqual(live);
      }),
      { numRuns: 15 },
    );
  }, 120_000);
});
