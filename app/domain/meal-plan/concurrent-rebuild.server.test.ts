// Writers of one meal race on many connections; a rebuild must then give back exactly the live rows.
// A writer takes its transaction id before it waits for the meal's stream lock, so the order of
// transaction ids is not the meal's version order: the rebuild replays each household's chain instead
// (ADR 003). The held writer below makes the inversion certain (it takes its id first and appends last);
// the 30 concurrent commands make the rest of the order whatever the scheduler gives.
import fc from "fast-check";
import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, expect, test } from "vitest";
import { describeEachBackend } from "../../../tests/support/db";
import { mealRequest as request } from "../../../tests/support/meals";
import { connect } from "../../db/database.server";
import type { DB } from "../../db/schema";
import { readStream } from "../../events/store.server";
import { verifyEventLog, verifyReadModels } from "../../events/verify.server";
import { registerUser } from "../accounts/users.server";
import { eventStore, projections } from "../event-store.server";
import { type Dish, type MealEvent, mealStreamId } from "./events";
import {
  addDish,
  type CalendarMeal,
  changeMeal,
  getMeal,
  markPrepared,
  moveMeal,
  planMeal,
  setMealNutrition,
} from "./meals.server";

const WRITERS = 30;
/** A meal has at most 20 extra dishes (the decider's rule): the held writer adds the last. */
const DISHES = 19;
const now = new Date("2026-11-23T10:00:00Z");
const web = { source: "web" as const };

const edit = fc.oneof(
  fc.record({ kind: fc.constant("title") }),
  fc.record({ kind: fc.constant("servings"), servings: fc.integer({ min: 1, max: 12 }) }),
  fc.record({ kind: fc.constant("dish") }),
  fc.record({ kind: fc.constant("prepared"), on: fc.boolean() }),
  fc.record({ kind: fc.constant("move"), day: fc.integer({ min: 1, max: 9 }) }),
  fc.record({ kind: fc.constant("nutrition"), calories: fc.integer({ min: 0, max: 900 }) }),
);

type Edit = typeof edit extends fc.Arbitrary<infer T> ? T : never;
type Actor = { id: number; name: string; householdId: number };

async function calendarOf(db: Kysely<DB>, householdId: number) {
  const calendar =
    await sql`select * from rm_calendar where household_id = ${householdId} order by meal_id`.execute(db);
  const nutrition =
    await sql`select * from rm_daily_nutrition where household_id = ${householdId} order by date, member_id`.execute(
      db,
    );
  return { calendar: calendar.rows, nutrition: nutrition.rows };
}

/** The dishes a meal's stream says it has, in its version order. */
async function dishesInLog(db: Kysely<DB>, mealId: number): Promise<string[]> {
  const { events } = await readStream(db, mealStreamId(mealId));
  const titles: string[] = [];
  for (const e of events as unknown as MealEvent[])
    if (e.type === "DishAdded") titles.push(e.data.dish.title);
  return titles;
}

/** True when the meal's events, in transaction-id order, are not in version order. */
async function inverted(db: Kysely<DB>, mealId: number): Promise<boolean> {
  const { rows } = await sql<{ stream_version: number }>`select stream_version from events
    where stream_id = ${mealStreamId(mealId)} order by transaction_id, global_position`.execute(db);
  return rows.some((r, i) => i > 0 && r.stream_version < rows[i - 1]!.stream_version);
}

/**
 * A writer that takes its transaction id now and appends only when `release` resolves: a title change
 * and a dish on top of whatever the meal then is, like a command whose transaction began early.
 */
function heldWriter(writers: Kysely<DB>, actor: Actor, mealId: number, release: Promise<void>) {
  let ready!: () => void;
  const started = new Promise<void>((resolve) => {
    ready = resolve;
  });
  const done = writers.transaction().execute(async (trx) => {
    await sql`select pg_current_xact_id()`.execute(trx);
    ready();
    await release;
    const streamId = mealStreamId(mealId);
    await sql`select 1 from streams where stream_id = ${streamId} for update`.execute(trx);
    const { version } = await readStream(trx, streamId);
    const meal = await trx
      .selectFrom("rm_calendar")
      .select(["title", "dishes"])
      .where("meal_id", "=", mealId)
      .executeTakeFirstOrThrow();
    const dish: Dish = {
      dishId: Math.max(0, ...(meal.dishes ?? []).map((d) => d.dishId)) + 1,
      title: "Held side",
      recipe: null,
    };
    await eventStore.append(
      trx,
      streamId,
      version,
      [
        { type: "MealChanged", data: { mealId, changes: { title: { from: meal.title, to: "Held title" } } } },
        { type: "DishAdded", data: { mealId, dish } },
      ],
      { householdId: actor.householdId, actor: { userId: actor.id, name: actor.name }, source: "system" },
    );
  });
  return { started, done };
}

function runEdit(db: Kysely<DB>, actor: Actor, mealId: number, e: Edit, i: number) {
  switch (e.kind) {
    case "title":
      return changeMeal(db, actor, mealId, { title: `Soup ${i}` }, web);
    case "servings":
      return changeMeal(db, actor, mealId, { servings: e.servings }, web);
    case "dish":
      return addDish(db, actor, mealId, { title: `Side ${i}`, recipeId: null }, web);
    case "prepared":
      return markPrepared(db, actor, mealId, e.on, web);
    case "move":
      return moveMeal(db, actor, mealId, { date: `2026-12-0${e.day}`, mealType: "dinner", time: null }, web);
    case "nutrition":
      return setMealNutrition(
        db,
        actor,
        mealId,
        { calories: e.calories, protein: 1, carbs: null, fat: null, fiber: null, sugar: null },
        "manual",
        web,
      );
  }
}

describeEachBackend("concurrent writers of one meal, then a rebuild", (ctx) => {
  // One connection per writer, and one for the held writer: the commands really run at once.
  let writers: Kysely<DB>;
  beforeAll(() => {
    writers = connect(ctx().url, { max: WRITERS + 2 });
  });
  afterAll(() => writers.destroy());

  let run = 0;
  const household = async (): Promise<Actor> =>
    registerUser(ctx().db, {
      name: "Racer",
      email: `racer-${Date.now()}-${run++}@example.com`,
      password: "password-123",
      now,
    });

  /** Races `edits` on one meal (and dishes on a second one) with a held writer on each; returns both. */
  async function race(actor: Actor, edits: Edit[]) {
    const { db } = ctx();
    const meal = await planMeal(db, actor, request({ title: "Soup 0", servings: 2 }), web);
    const sides = await planMeal(db, actor, request({ title: "Curry", date: "2026-11-26" }), web);
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held = [
      heldWriter(writers, actor, meal.id, released),
      heldWriter(writers, actor, sides.id, released),
    ];
    try {
      await Promise.all(held.map((h) => Promise.race([h.started, h.done])));
      let dishes = 0;
      const allowed = edits.map((e) =>
        e.kind === "dish" && ++dishes > DISHES ? { kind: "title" as const } : e,
      );
      const onSides = Array.from({ length: WRITERS }, (_, i) =>
        i < DISHES ? { kind: "dish" as const } : { kind: "title" as const },
      );
      await Promise.all([
        ...allowed.map((e, i) => runEdit(writers, actor, meal.id, e, i + 1)),
        ...onSides.map((e, i) => runEdit(writers, actor, sides.id, e, i + 1)),
      ]);
    } finally {
      release();
      await Promise.allSettled(held.map((h) => h.done));
    }
    await Promise.all(held.map((h) => h.done));
    return { mealId: meal.id, sidesId: sides.id };
  }

  async function expectRebuildKeeps(actor: Actor, ids: { mealId: number; sidesId: number }) {
    const { db } = ctx();
    // The race did what it is here for: some writer's transaction id is out of its version order.
    expect(await inverted(db, ids.mealId)).toBe(true);
    expect(await inverted(db, ids.sidesId)).toBe(true);
    const live = await calendarOf(db, actor.householdId);
    await eventStore.rebuildProjections(db);
    expect(await calendarOf(db, actor.householdId)).toEqual(live);

    for (const id of [ids.mealId, ids.sidesId]) {
      const shown: CalendarMeal = await getMeal(db, actor.householdId, id);
      const { version } = await readStream(db, mealStreamId(id));
      expect(shown.version).toBe(version);
      expect(shown.dishes.map((d) => d.title)).toEqual(await dishesInLog(db, id));
      expect(shown.title).toBe("Held title");
      // An edit at the version the page shows is accepted.
      const edited = await changeMeal(
        db,
        actor,
        id,
        { notes: "After the rebuild" },
        { ...web, expectedVersion: shown.version },
      );
      expect(edited.version).toBe(shown.version + 1);
    }
    expect((await getMeal(db, actor.householdId, ids.sidesId)).dishes).toHaveLength(DISHES + 1);
    // events:verify agrees: each stream's versions follow one another in chain order, and no row drifted.
    expect((await verifyEventLog(db, { householdId: actor.householdId })).problems).toEqual([]);
    const check = await verifyReadModels(db, projections, { householdId: actor.householdId, sample: "all" });
    expect(check.drift).toEqual([]);
  }

  test(`${WRITERS} concurrent edits of one meal and of another's dishes: a rebuild keeps their state and order`, async () => {
    const actor = await household();
    const edits = Array.from({ length: WRITERS }, (_, i) =>
      i % 3 === 0 ? { kind: "dish" as const } : { kind: "title" as const },
    );
    await expectRebuildKeeps(actor, await race(actor, edits));
  }, 120_000);

  test("any mix of concurrent edits: the rebuilt rows equal the live ones", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(edit, { minLength: WRITERS, maxLength: WRITERS }), async (edits) => {
        const actor = await household();
        await expectRebuildKeeps(actor, await race(actor, edits));
      }),
      { numRuns: 4 },
    );
  }, 300_000);
});
