// The planner's read models, kept inline in the append transaction (ADR 010):
//   rm_calendar        one row per planned meal, with everything the views show;
//   rm_daily_nutrition per household and day: member 0 = one serving of every meal (what one person eating
//                      each meal once gets), and one row per listed member with calories per member =
//                      per-serving calories × portion / 100 (docs/product.md#constants).
// Only event data is used (recipes are snapshotted into the events), so a rebuild gives the same rows.
import { type Kysely, type RawBuilder, sql } from "kysely";
import { PREPARED } from "../../db/prepared";
import type { DB } from "../../db/schema";
import type { InlineProjection, PendingEvent, Projection } from "../../events/projections";
import type { RecordedEvent } from "../../events/types";
import { NUTRIENTS } from "../nutrition/constants";
import { believableServingSql } from "../nutrition/plausibility";
import { checkMealCalendarDrift } from "./drift.server";
import { MEAL_EVENT_TYPES, type MealEvent, type MealFields } from "./events";

type Recorded = RecordedEvent<MealEvent>;

const COLUMN: Partial<Record<keyof MealFields, (value: never) => Record<string, unknown>>> = {
  date: (v: string) => ({ date: v }),
  time: (v: string) => ({ time: v }),
  mealType: (v: string) => ({ meal_type: v }),
  title: (v: string) => ({ title: v }),
  recipe: (v: MealFields["recipe"]) => ({
    recipe_id: v?.id ?? null,
    recipe_title: v?.title ?? null,
    recipe_servings: v?.servings ?? null,
  }),
  description: (v: string) => ({ description: v }),
  notes: (v: string) => ({ notes: v }),
  servings: (v: number) => ({ servings: v }),
  memberIds: (v: number[]) => ({ member_ids: JSON.stringify(v) }),
  portions: (v: Record<string, number>) => ({ portions: JSON.stringify(v) }),
  forNames: (v: string[]) => ({ for_names: JSON.stringify(v) }),
  reminderMinutes: (v: number | null) => ({ reminder_minutes: v }),
  nutrition: (v: MealFields["nutrition"]) => ({ nutrition: v === null ? null : JSON.stringify(v) }),
  nutritionSource: (v: string | null) => ({ nutrition_source: v }),
  dishes: (v: MealFields["dishes"]) => ({ dishes: JSON.stringify(v ?? []) }),
};

// A planned meal's rm_calendar row, computed in SQL from its event's row (`e`: the columns of events),
// so the live append (from `appended`, ADR 014), a live apply and a rebuild (from events, looked up by
// position; the rebuild replays in chain order, ADR 003) read the event where it already is and share
// this one mapping. A JSON null or a missing field gets the column's default.
const orEmpty = (field: string, empty: "[]" | "{}") =>
  `coalesce(nullif(e.data->'${field}', 'null'::jsonb), '${empty}'::jsonb)`;
const CALENDAR_COLUMNS: readonly (readonly [column: string, fromEvent: string])[] = [
  ["meal_id", "(e.data->>'mealId')::bigint"],
  ["household_id", "e.household_id"],
  ["date", "(e.data->>'date')::date"],
  ["time", "e.data->>'time'"],
  ["meal_type", "e.data->>'mealType'"],
  ["title", "e.data->>'title'"],
  ["recipe_id", "(e.data->'recipe'->>'id')::bigint"],
  ["recipe_title", "e.data->'recipe'->>'title'"],
  ["recipe_servings", "(e.data->'recipe'->>'servings')::integer"],
  ["description", "coalesce(e.data->>'description', '')"],
  ["notes", "coalesce(e.data->>'notes', '')"],
  ["servings", "(e.data->>'servings')::numeric"],
  ["member_ids", orEmpty("memberIds", "[]")],
  ["portions", orEmpty("portions", "{}")],
  ["for_names", orEmpty("forNames", "[]")],
  ["reminder_minutes", "(e.data->>'reminderMinutes')::integer"],
  ["nutrition", "nullif(e.data->'nutrition', 'null'::jsonb)"],
  ["nutrition_source", "e.data->>'nutritionSource'"],
  ["dishes", orEmpty("dishes", "[]")],
  ["is_leftover", "e.event_type = 'LeftoverPlanned'"],
  [
    "original_meal_id",
    "case when e.event_type = 'LeftoverPlanned' then (e.data->>'originalMealId')::bigint end",
  ],
  ["series_id", "case when e.event_type = 'MealPlanned' then (e.data->>'seriesId')::bigint end"],
  ["prepared", "false"],
  ["version", "e.stream_version"],
  ["created_by", "e.actor_user_id"],
  ["created_at", "e.recorded_at"],
  ["updated_at", "e.recorded_at"],
];
const columnList = sql.raw(CALENDAR_COLUMNS.map(([c]) => c).join(", "));
const fromEvent = sql.raw(CALENDAR_COLUMNS.map(([, expression]) => expression).join(", "));
const upsertSet = sql.raw(
  CALENDAR_COLUMNS.filter(([c]) => c !== "meal_id")
    .map(([c]) => `${c} = excluded.${c}`)
    .join(", "),
);

/**
 * The calendar rows of planned-meal events already in the log, found by their positions (a key, not an
 * order: the events are distinct new meals, and `applyCalendar` flushes them before any later event).
 */
const plannedRowsOf = (events: readonly Recorded[]) =>
  sql`select ${fromEvent} from events e
      where e.global_position = any(${events.map((e) => e.globalPosition)}::bigint[])`;

/**
 * MealPlanned / LeftoverPlanned events (each a new meal; ids distinct) in one statement: a planned meal
 * is the whole row, so a replay or a repeated event overwrites it, like an upsert one at a time would.
 * With `nutrition`, the same statement adds the new meals to their days' rm_daily_nutrition rows (a sum
 * plus the new meals is the sum over all of them); a meal that replaced an existing row instead has its
 * day recomputed (marked in `touched`). Without (rebuilds), finishRebuild computes every day at the end.
 */
async function insertPlanned(
  trx: Kysely<DB>,
  events: readonly Recorded[],
  touched: Touched,
  options: { nutrition: boolean },
) {
  if (!options.nutrition) {
    await sql`insert into rm_calendar (${columnList}) ${plannedRowsOf(events)}
      on conflict (meal_id) do update set ${upsertSet}`.execute(trx);
    return;
  }
  const { rows: replaced } = await sql<{ household_id: number; date: string }>`${PREPARED}
    with ${plannedCtes(plannedRowsOf(events))}
    select household_id, date from meal_calendar_rows where not inserted`.execute(trx);
  for (const r of replaced) touch(touched, r.household_id, r.date);
}

/**
 * The CTEs that upsert the calendar rows `rows` selects (in columnList order) and add the new ones to
 * their days' nutrition. `meal_calendar_rows` returns each row's day and whether it was new.
 */
function plannedCtes(rows: RawBuilder<unknown>) {
  return sql`meal_calendar_rows as (
      insert into rm_calendar (${columnList})
      ${rows}
      on conflict (meal_id) do update set ${upsertSet}
      returning household_id, date, member_ids, portions, nutrition, dishes, (xmax = 0) as inserted
    ), meal_nutrition_added as (
      insert into rm_daily_nutrition (${NUTRITION_COLUMNS})
      ${dailyNutritionRows(sql`select * from meal_calendar_rows where inserted`)}
      on conflict (household_id, date, member_id) do update set ${nutritionIncrement}
    )`;
}

/**
 * Planned meals (a new meal each, ids distinct) as part of the append statement (ADR 014): the rows
 * come from `appended` through the same mapping and CTEs as `apply`, and a replaced row's day is
 * recomputed after it, as `apply` does.
 */
function inlinePlanned(events: readonly PendingEvent[]): InlineProjection | null {
  if (!events.every((e) => e.type === "MealPlanned" || e.type === "LeftoverPlanned")) return null;
  const ids = new Set(events.map((e) => (e.data as { mealId: number }).mealId));
  if (ids.size !== events.length) return null;
  return {
    ctes: plannedCtes(sql`select ${fromEvent} from appended e
      where e.event_type in ('MealPlanned', 'LeftoverPlanned')`),
    result: INLINE_REPLACED,
    async finish(trx, result) {
      const touched: Touched = new Map();
      for (const r of result as { household_id: number; date: string }[])
        touch(touched, r.household_id, r.date);
      await recomputeDays(trx, touched);
    },
  };
}
const INLINE_REPLACED = sql`(select coalesce(jsonb_agg(jsonb_build_object('household_id', household_id, 'date', date)), '[]')
      from meal_calendar_rows where not inserted)`;

/** The (household, day) pairs whose nutrition must be recomputed, by "household|date". */
type Touched = Map<string, { household_id: number; date: string }>;
const touch = (touched: Touched, householdId: number, date: string) =>
  touched.set(`${householdId}|${date}`, { household_id: householdId, date });

async function applyOne(trx: Kysely<DB>, e: Recorded, touched: Touched) {
  const day = (date: string) => touch(touched, e.householdId, date);
  const mealId = e.data.mealId;
  const stamp = { version: e.streamVersion, updated_at: e.recordedAt };
  const current = await trx
    .selectFrom("rm_calendar")
    .select("date")
    .where("meal_id", "=", mealId)
    .executeTakeFirst();
  if (!current) return; // projections never throw on odd data
  day(current.date);
  let set: Record<string, unknown> = {};
  switch (e.type) {
    case "MealChanged":
      for (const [key, change] of Object.entries(e.data.changes)) {
        const toColumns = COLUMN[key as keyof MealFields];
        if (toColumns && change) Object.assign(set, toColumns(change.to as never));
      }
      if (e.data.changes.date) day(e.data.changes.date.to);
      break;
    case "MealMoved":
      set = { date: e.data.to.date, time: e.data.to.time, meal_type: e.data.to.mealType };
      day(e.data.to.date);
      break;
    case "MealRemoved":
      await trx.deleteFrom("rm_calendar").where("meal_id", "=", mealId).execute();
      return;
    case "MealPreparedMarked":
    case "MealPreparedUnmarked":
      set = { prepared: e.type === "MealPreparedMarked" };
      break;
    case "DishAdded":
      set = { dishes: sql`dishes || ${JSON.stringify([e.data.dish])}::jsonb` };
      break;
    case "DishRemoved":
      set = {
        dishes: sql`coalesce((select jsonb_agg(d) from jsonb_array_elements(dishes) d where (d->>'dishId')::int <> ${e.data.dishId}), '[]'::jsonb)`,
      };
      break;
    case "MealNutritionSet":
      set = { nutrition: JSON.stringify(e.data.nutrition), nutrition_source: e.data.source };
      break;
  }
  await trx
    .updateTable("rm_calendar")
    .set({ ...set, ...stamp })
    .where("meal_id", "=", mealId)
    .execute();
}

// A meal's nutrition per serving: its own, plus its extra dishes' recipes (per serving each), computed
// once per calendar row (the lateral join) and then summed per day and per listed member.
// A serving above what a serving can hold (a meal planned before its recipe's figures were checked) is
// counted as missing, never added (docs/decisions/068-believable-nutrition.md).
const mealBelievable = believableServingSql("c.nutrition");
const perServing = sql.raw(
  NUTRIENTS.map(
    (f) =>
      `coalesce(case when ${mealBelievable} then (c.nutrition->>'${f}')::numeric end, 0) + coalesce(d.${f}, 0) as ${f}`,
  ).join(", "),
);
const dishSums = sql.raw(
  NUTRIENTS.map(
    (f) =>
      `sum((x->'recipe'->'nutrition'->>'${f}')::numeric) filter (where ${believableServingSql("(x->'recipe'->'nutrition')")}) as ${f}`,
  ).join(", "),
);
const householdSums = sql.raw(NUTRIENTS.map((f) => `sum(m.${f})`).join(", "));
const memberSums = sql.raw(NUTRIENTS.map((f) => `sum(m.${f} * p.portion / 100)`).join(", "));

const NUTRITION_COLUMNS = sql.raw(
  `household_id, date, member_id, meals, meals_missing, ${NUTRIENTS.join(", ")}`,
);

/**
 * The rm_daily_nutrition rows of the calendar rows that `meals` selects (rm_calendar rows): per
 * household and day, member 0 (one serving of every meal) and one row per listed member.
 */
function dailyNutritionRows(meals: RawBuilder<unknown>) {
  return sql`
    with m as materialized (
      select c.household_id, c.date, c.member_ids, c.portions,
        (c.nutrition is null or c.nutrition->>'calories' is null or not (${sql.raw(mealBelievable)})) as missing,
        ${perServing}
      from (${meals}) c
      cross join lateral (select ${dishSums} from jsonb_array_elements(c.dishes) x) d
    )
    select m.household_id, m.date, 0::bigint as member_id, count(*)::int as meals,
      (count(*) filter (where m.missing))::int as meals_missing, ${householdSums}
    from m
    group by m.household_id, m.date
    union all
    select m.household_id, m.date, p.member_id::bigint, count(*)::int, (count(*) filter (where m.missing))::int,
      ${memberSums}
    from m
    cross join lateral (
      select id as member_id, coalesce((m.portions->>id)::numeric, 100) as portion
      from jsonb_array_elements_text(m.member_ids) as id
    ) p
    group by m.household_id, m.date, p.member_id`;
}

const nutritionIncrement = sql.raw(
  ["meals", "meals_missing", ...NUTRIENTS]
    .map((c) => `${c} = rm_daily_nutrition.${c} + excluded.${c}`)
    .join(", "),
);
const nutritionUpdate = sql.raw(
  ["meals", "meals_missing", ...NUTRIENTS].map((c) => `${c} = excluded.${c}`).join(", "),
);

/**
 * Recomputes the touched (household, day) pairs from their calendar rows, in one statement whatever
 * their number: upserts the fresh rows and deletes those of the pairs that no longer have any (a day
 * whose meals all went, a member no longer listed).
 */
async function recomputeDays(trx: Kysely<DB>, touched: Touched) {
  if (touched.size === 0) return;
  // A VALUES list (not jsonb_to_recordset): the planner then knows how few days there are and reads
  // them through the (household_id, date) indexes instead of scanning the tables.
  const days = sql.join([...touched.values()].map((t) => sql`(${t.household_id}::bigint, ${t.date}::date)`));
  await sql`
    with t (household_id, date) as materialized (
      values ${days}
    ), fresh as materialized (
      ${dailyNutritionRows(sql`select c.* from rm_calendar c join t on c.household_id = t.household_id and c.date = t.date`)}
    ), gone as (
      delete from rm_daily_nutrition n using t
      where n.household_id = t.household_id and n.date = t.date
        and not exists (select 1 from fresh f
          where f.household_id = n.household_id and f.date = n.date and f.member_id = n.member_id)
    )
    insert into rm_daily_nutrition (${NUTRITION_COLUMNS})
    select * from fresh
    on conflict (household_id, date, member_id) do update set ${nutritionUpdate}`.execute(trx);
}

export type NutritionDrift = {
  household_id: number;
  date: string;
  member_id: number;
  /** The row rm_daily_nutrition holds, and the one its day's calendar rows give (null: no row). */
  stored: Record<string, number> | null;
  expected: Record<string, number> | null;
};

/**
 * The rm_daily_nutrition rows of these (household, day) pairs that differ from what their calendar
 * rows give (the drift check, app/domain/meal-plan/drift.server.ts), with both versions.
 */
export async function dailyNutritionDrift(
  db: Kysely<DB>,
  days: readonly { household_id: number; date: string }[],
): Promise<NutritionDrift[]> {
  if (days.length === 0) return [];
  const pairs = sql.join(days.map((t) => sql`(${t.household_id}::bigint, ${t.date}::date)`));
  const values = ["meals", "meals_missing", ...NUTRIENTS];
  const tuple = (alias: string) => sql.raw(`(${values.map((c) => `${alias}.${c}`).join(", ")})`);
  const object = (alias: string) =>
    sql.raw(`case when ${alias}.household_id is null then null else
      jsonb_build_object(${values.map((c) => `'${c}', ${alias}.${c}`).join(", ")}) end`);
  const { rows } = await sql<NutritionDrift>`
    with t (household_id, date) as materialized (
      values ${pairs}
    ), e (${NUTRITION_COLUMNS}) as materialized (
      ${dailyNutritionRows(sql`select c.* from rm_calendar c join t on c.household_id = t.household_id and c.date = t.date`)}
    ), s as materialized (
      select n.* from rm_daily_nutrition n join t on n.household_id = t.household_id and n.date = t.date
    )
    select coalesce(e.household_id, s.household_id) as household_id, coalesce(e.date, s.date) as date,
      coalesce(e.member_id, s.member_id) as member_id, ${object("s")} as stored, ${object("e")} as expected
    from e full join s
      on e.household_id = s.household_id and e.date = s.date and e.member_id = s.member_id
    where ${tuple("e")} is distinct from ${tuple("s")}
    order by 1, 2, 3`.execute(db);
  return rows;
}

const isPlanned = (e: Recorded) => e.type === "MealPlanned" || e.type === "LeftoverPlanned";

/**
 * Set-based where the log allows it: each run of consecutive planned meals is one INSERT, the other
 * events one statement or two each, in log order. Returns the (household, day) pairs touched.
 */
async function applyCalendar(
  trx: Kysely<DB>,
  events: readonly RecordedEvent[],
  options: { nutrition: boolean },
): Promise<Touched> {
  const touched: Touched = new Map();
  let run: Recorded[] = [];
  let runIds = new Set<number>();
  const flush = async () => {
    if (run.length > 0) await insertPlanned(trx, run, touched, options);
    run = [];
    runIds = new Set();
  };
  for (const event of events) {
    const e = event as Recorded;
    if (isPlanned(e)) {
      // One INSERT cannot touch a row twice: a meal id seen in this run starts a new run.
      if (runIds.has(e.data.mealId)) await flush();
      run.push(e);
      runIds.add(e.data.mealId);
      continue;
    }
    await flush();
    await applyOne(trx, e, touched);
  }
  await flush();
  return touched;
}

export const mealCalendarProjection: Projection = {
  name: "meal-calendar",
  tables: ["rm_calendar", "rm_daily_nutrition"],
  handles: MEAL_EVENT_TYPES,
  // Live, for new meals: inside the append statement.
  inline: inlinePlanned,
  // Live: the calendar rows, then the touched days' nutrition, in the append transaction.
  async apply(trx, events) {
    await recomputeDays(trx, await applyCalendar(trx, events, { nutrition: true }));
  },
  // Rebuild: the calendar rows batch by batch, then every day's nutrition in one statement at the end.
  // The same rows: after every live apply, rm_daily_nutrition is exactly this function of rm_calendar
  // (each change recomputes every day it touches), so computing it once at the end gives the same.
  async applyBatch(trx, events) {
    await applyCalendar(trx, events, { nutrition: false });
  },
  async finishRebuild(trx) {
    await sql`insert into rm_daily_nutrition (${NUTRITION_COLUMNS})
      ${dailyNutritionRows(sql`select * from rm_calendar`)}`.execute(trx);
  },
  // `npm run events:verify`: sampled meals' rows against a fold of their streams, and their days.
  // (Called through a function: drift.server.ts imports this module's dailyNutritionDrift.)
  checkDrift: (db, options) => checkMealCalendarDrift(db, options),
};
