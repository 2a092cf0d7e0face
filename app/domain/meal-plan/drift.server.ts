// The meal calendar's drift check (`npm run events:verify`, ADR 003): each sampled meal's stream is
// folded with the decider (the fold every command decides on) and compared with its rm_calendar row,
// column by column; the days of those meals have their rm_daily_nutrition rows compared with the sums
// over their calendar rows. A rebuild in the wrong order, a lost or doubled projection step, or a row
// edited by hand shows up here, named by meal and column, while the hash chain is intact.
import { isDeepStrictEqual } from "node:util";
import { type Kysely, type Selectable, sql } from "kysely";
import type { DB, RmCalendarTable } from "../../db/schema";
import type { Drift, DriftCheckOptions } from "../../events/projections";
import { mealDecider } from "./decider";
import type { MealEvent } from "./events";
import { dailyNutritionDrift } from "./projections";

const BATCH = 500;
/** At most this many rows without a stream (or days without meals) are named; one is already drift. */
const ORPHANS_SHOWN = 20;

type StreamEvent = {
  stream_id: string;
  household_id: number;
  stream_version: number;
  event_type: string;
  data: unknown;
  actor_user_id: number | null;
  recorded_at: Date;
};

type CalendarColumns = Omit<Selectable<RmCalendarTable>, "meal_id">;

/** The rm_calendar row the meal's events give (null: no row, the meal is removed or was never planned). */
export function foldMealRow(events: readonly StreamEvent[]): CalendarColumns | null {
  const state = events.reduce(
    (s, e) => mealDecider.evolve(s, { type: e.event_type, data: e.data } as MealEvent),
    mealDecider.initialState(),
  );
  if (state.status !== "planned") return null;
  const { meal } = state;
  const first = events[0]!;
  const last = events.at(-1)!;
  return {
    household_id: first.household_id,
    date: meal.date,
    time: meal.time,
    meal_type: meal.mealType,
    title: meal.title,
    recipe_id: meal.recipe?.id ?? null,
    recipe_title: meal.recipe?.title ?? null,
    recipe_servings: meal.recipe?.servings ?? null,
    description: meal.description ?? "",
    notes: meal.notes ?? "",
    servings: meal.servings,
    member_ids: meal.memberIds ?? [],
    portions: meal.portions ?? {},
    for_names: meal.forNames ?? [],
    reminder_minutes: meal.reminderMinutes ?? null,
    nutrition: meal.nutrition ?? null,
    nutrition_source: meal.nutritionSource ?? null,
    dishes: meal.dishes ?? [],
    is_leftover: meal.originalMealId !== null,
    original_meal_id: meal.originalMealId,
    series_id: meal.seriesId ?? null,
    prepared: meal.prepared,
    version: last.stream_version,
    created_by: first.actor_user_id,
    created_at: first.recorded_at,
    updated_at: last.recorded_at,
  };
}

/** A row as the app reads it (rm_calendar's JSON columns may hold null for an empty list). */
function stored(row: Selectable<RmCalendarTable>): CalendarColumns {
  const { meal_id: _, ...columns } = row;
  return {
    ...columns,
    servings: Number(columns.servings),
    member_ids: columns.member_ids ?? [],
    portions: columns.portions ?? {},
    for_names: columns.for_names ?? [],
    dishes: columns.dishes ?? [],
  };
}

const shown = (value: unknown) => {
  const text = value instanceof Date ? value.toISOString() : JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
};

/** One line per column that differs: what the read model holds and what the log says. */
export function compareMealRow(row: CalendarColumns | null, expected: CalendarColumns | null): string[] {
  if (!row && !expected) return [];
  if (!row) return [`no rm_calendar row, but its stream has it planned at version ${expected!.version}`];
  if (!expected) return ["an rm_calendar row, but its stream has no planned meal (removed or never planned)"];
  return (Object.keys(expected) as (keyof CalendarColumns)[])
    .filter((column) => !isDeepStrictEqual(row[column], expected[column]))
    .map(
      (column) => `${column}: ${shown(row[column])} in rm_calendar, ${shown(expected[column])} in the log`,
    );
}

const mealIdOf = (streamId: string) => Number(streamId.slice("meal-".length));

/** The meal streams to check, in batches: all of them (by id) or a random sample. */
async function* sampledStreams(db: Kysely<DB>, options: DriftCheckOptions): AsyncGenerator<string[]> {
  let streams = db.selectFrom("streams").select("stream_id").where("stream_type", "=", "meal");
  if (options.householdId !== undefined) streams = streams.where("household_id", "=", options.householdId);
  if (options.sample !== "all") {
    const rows = await streams.orderBy(sql`random()`).limit(options.sample).execute();
    const ids = rows.map((r) => r.stream_id);
    for (let i = 0; i < ids.length; i += BATCH) yield ids.slice(i, i + BATCH);
    return;
  }
  let after = "";
  for (;;) {
    const rows = await streams.where("stream_id", ">", after).orderBy("stream_id").limit(BATCH).execute();
    if (rows.length === 0) return;
    yield rows.map((r) => r.stream_id);
    after = rows.at(-1)!.stream_id;
  }
}

async function checkBatch(db: Kysely<DB>, streamIds: string[], drift: Drift[], daysSeen: Set<string>) {
  const events = await db
    .selectFrom("events")
    .select([
      "stream_id",
      "household_id",
      "stream_version",
      "event_type",
      "data",
      "actor_user_id",
      "recorded_at",
    ])
    .where("stream_id", "in", streamIds)
    .orderBy("stream_id")
    .orderBy("stream_version")
    .execute();
  const byStream = new Map<string, StreamEvent[]>();
  for (const e of events) {
    const list = byStream.get(e.stream_id);
    if (list) list.push(e);
    else byStream.set(e.stream_id, [e]);
  }
  const mealIds = streamIds.map(mealIdOf).filter(Number.isSafeInteger);
  const rows = await db.selectFrom("rm_calendar").selectAll().where("meal_id", "in", mealIds).execute();
  const rowById = new Map(rows.map((r) => [r.meal_id, r]));

  const days = new Map<string, { household_id: number; date: string }>();
  for (const streamId of streamIds) {
    const mealId = mealIdOf(streamId);
    const row = rowById.get(mealId);
    const expected = foldMealRow(byStream.get(streamId) ?? []);
    for (const r of [row, expected]) {
      const key = r && `${r.household_id}|${r.date}`;
      if (r && key && !daysSeen.has(key)) {
        daysSeen.add(key);
        days.set(key, { household_id: r.household_id, date: r.date });
      }
    }
    const differences = compareMealRow(row ? stored(row) : null, expected);
    const household = expected?.household_id ?? row?.household_id;
    if (differences.length > 0)
      drift.push({ subject: `meal ${mealId}${household ? ` (household ${household})` : ""}`, differences });
  }
  for (const day of await dailyNutritionDrift(db, [...days.values()])) {
    const who = day.member_id === 0 ? "household row" : `member ${day.member_id}`;
    const subject = `daily nutrition of household ${day.household_id} on ${day.date} (${who})`;
    if (!day.stored || !day.expected) {
      drift.push({
        subject,
        differences: [
          day.stored ? "a row, but no meal of that day counts for it" : "no row, but its meals give one",
        ],
      });
      continue;
    }
    const differences = Object.keys(day.expected)
      .filter((k) => day.stored![k] !== day.expected![k])
      .map((k) => `${k}: ${day.stored![k]} in rm_daily_nutrition, ${day.expected![k]} from the day's meals`);
    drift.push({ subject, differences });
  }
}

/** Calendar rows and nutrition days that no stream (or no meal) accounts for, wherever they are. */
async function checkOrphans(
  db: Kysely<DB>,
  options: DriftCheckOptions,
  drift: Drift[],
  daysSeen: ReadonlySet<string>,
) {
  let rows = db
    .selectFrom("rm_calendar as c")
    .select(["c.meal_id", "c.household_id"])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("streams as s")
            .select("s.stream_id")
            .whereRef("s.stream_id", "=", sql<string>`'meal-' || c.meal_id`),
        ),
      ),
    );
  if (options.householdId !== undefined) rows = rows.where("c.household_id", "=", options.householdId);
  for (const r of await rows.orderBy("c.meal_id").limit(ORPHANS_SHOWN).execute())
    drift.push({
      subject: `meal ${r.meal_id} (household ${r.household_id})`,
      differences: ["an rm_calendar row, but the meal has no stream"],
    });

  let days = db
    .selectFrom("rm_daily_nutrition as n")
    .select(["n.household_id", "n.date"])
    .distinct()
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("rm_calendar as c")
            .select("c.meal_id")
            .whereRef("c.household_id", "=", "n.household_id")
            .whereRef("c.date", "=", "n.date"),
        ),
      ),
    );
  if (options.householdId !== undefined) days = days.where("n.household_id", "=", options.householdId);
  const found = await days
    .orderBy("n.household_id")
    .orderBy("n.date")
    .limit(ORPHANS_SHOWN + daysSeen.size)
    .execute();
  const unseen = found.filter((d) => !daysSeen.has(`${d.household_id}|${d.date}`));
  for (const d of unseen.slice(0, ORPHANS_SHOWN))
    drift.push({
      subject: `daily nutrition of household ${d.household_id} on ${d.date}`,
      differences: ["rows for a day without any planned meal"],
    });
}

/** The meal calendar projection's `checkDrift`. */
export async function checkMealCalendarDrift(
  db: Kysely<DB>,
  options: DriftCheckOptions,
): Promise<{ checked: number; drift: Drift[] }> {
  const drift: Drift[] = [];
  const daysSeen = new Set<string>();
  let checked = 0;
  for await (const streamIds of sampledStreams(db, options)) {
    await checkBatch(db, streamIds, drift, daysSeen);
    checked += streamIds.length;
  }
  await checkOrphans(db, options, drift, daysSeen);
  return { checked, drift };
}
