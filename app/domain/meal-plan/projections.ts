// The planner's read models, kept inline in the append transaction (ADR 010):
//   rm_calendar        one row per planned meal, with everything the views show;
//   rm_daily_nutrition per household and day: member 0 = one serving of every meal (what one person eating
//                      each meal once gets), and one row per listed member with calories per member =
//                      per-serving calories × portion / 100 (D6, part one §9).
// Only event data is used (recipes are snapshotted into the events), so a rebuild gives the same rows.
import { type Insertable, type Kysely, sql } from "kysely";
import type { DB, RmCalendarTable } from "../../db/schema";
import type { Projection } from "../../events/projections";
import type { RecordedEvent } from "../../events/types";
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

function rowOf(fields: MealFields) {
  const row: Record<string, unknown> = {};
  for (const [key, toColumns] of Object.entries(COLUMN))
    Object.assign(row, toColumns(fields[key as keyof MealFields] as never));
  return row;
}

async function applyOne(trx: Kysely<DB>, e: Recorded, touched: Set<string>) {
  const day = (date: string) => touched.add(`${e.householdId}|${date}`);
  const mealId = e.data.mealId;
  const stamp = { version: e.streamVersion, updated_at: e.recordedAt };
  if (e.type === "MealPlanned" || e.type === "LeftoverPlanned") {
    const { mealId: _id, ...rest } = e.data;
    const fields = rest as unknown as MealFields;
    const row = {
      meal_id: mealId,
      household_id: e.householdId,
      ...rowOf(fields),
      is_leftover: e.type === "LeftoverPlanned",
      original_meal_id: e.type === "LeftoverPlanned" ? e.data.originalMealId : null,
      series_id: e.type === "MealPlanned" ? e.data.seriesId : null,
      prepared: false,
      created_by: e.metadata.actor?.userId ?? null,
      created_at: e.recordedAt,
      ...stamp,
    };
    // The row is assembled from the column map above; Kysely cannot type a dynamic object.
    const values = row as unknown as Insertable<RmCalendarTable>;
    await trx
      .insertInto("rm_calendar")
      .values(values)
      .onConflict((oc) => oc.column("meal_id").doUpdateSet(values))
      .execute();
    day(fields.date);
    return;
  }
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

// A meal's nutrition per serving: its own, plus its extra dishes' recipes (per serving each).
const n = (field: string) =>
  sql.raw(
    `(coalesce((c.nutrition->>'${field}')::numeric, 0) + coalesce((select sum((d->'recipe'->'nutrition'->>'${field}')::numeric) from jsonb_array_elements(c.dishes) d), 0))`,
  );

/** Recomputes one household's day from its calendar rows. */
async function recomputeDay(trx: Kysely<DB>, householdId: number, date: string) {
  await trx
    .deleteFrom("rm_daily_nutrition")
    .where("household_id", "=", householdId)
    .where("date", "=", date)
    .execute();
  await sql`
    insert into rm_daily_nutrition (household_id, date, member_id, meals, meals_missing, calories, protein, carbs, fat, fiber, sugar)
    select ${householdId}::bigint, ${date}::date, 0::bigint, count(*)::int,
      (count(*) filter (where c.nutrition is null or c.nutrition->>'calories' is null))::int,
      sum(${n("calories")}), sum(${n("protein")}), sum(${n("carbs")}), sum(${n("fat")}), sum(${n("fiber")}), sum(${n("sugar")})
    from rm_calendar c where c.household_id = ${householdId} and c.date = ${date}::date
    having count(*) > 0
    union all
    select ${householdId}::bigint, ${date}::date, m.member_id::bigint, count(*)::int,
      (count(*) filter (where c.nutrition is null or c.nutrition->>'calories' is null))::int,
      sum(${n("calories")} * m.portion / 100), sum(${n("protein")} * m.portion / 100),
      sum(${n("carbs")} * m.portion / 100), sum(${n("fat")} * m.portion / 100),
      sum(${n("fiber")} * m.portion / 100), sum(${n("sugar")} * m.portion / 100)
    from rm_calendar c
    cross join lateral (
      select id as member_id, coalesce((c.portions->>id)::numeric, 100) as portion
      from jsonb_array_elements_text(c.member_ids) as id
    ) m
    where c.household_id = ${householdId} and c.date = ${date}::date
    group by m.member_id`.execute(trx);
}

export const mealCalendarProjection: Projection = {
  name: "meal-calendar",
  tables: ["rm_calendar", "rm_daily_nutrition"],
  handles: MEAL_EVENT_TYPES,
  async apply(trx, events) {
    const touched = new Set<string>();
    for (const e of events) await applyOne(trx, e as Recorded, touched);
    for (const key of touched) {
      const [householdId, date] = key.split("|");
      await recomputeDay(trx, Number(householdId), date!);
    }
  },
};
