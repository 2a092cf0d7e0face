// Meal plans are events (streams `meal-{id}` and `series-{id}`, ADR 010); these are their id sequences and
// the read models the inline projections keep: the calendar (one row per meal) and daily nutrition per
// household (member_id 0: one serving of every meal) and per listed member.
// Frozen: migrations use Kysely<any> and import no app code.
import { type Kysely, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen against an untyped schema.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create sequence meal_plan_ids`.execute(db);
  await sql`create sequence meal_series_ids`.execute(db);

  await db.schema
    .createTable("rm_calendar")
    .addColumn("meal_id", "bigint", (c) => c.primaryKey())
    .addColumn("household_id", "bigint", (c) => c.notNull())
    .addColumn("date", "date", (c) => c.notNull())
    .addColumn("time", "text", (c) => c.notNull())
    .addColumn("meal_type", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("recipe_id", "bigint")
    .addColumn("recipe_title", "text")
    .addColumn("recipe_servings", "integer")
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("notes", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("servings", "numeric", (c) => c.notNull())
    .addColumn("member_ids", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("portions", "jsonb", (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn("for_names", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("reminder_minutes", "integer")
    .addColumn("nutrition", "jsonb")
    .addColumn("nutrition_source", "text")
    .addColumn("dishes", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("is_leftover", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("original_meal_id", "bigint")
    .addColumn("series_id", "bigint")
    .addColumn("prepared", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("created_by", "bigint")
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .addColumn("updated_at", "timestamptz", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("rm_calendar_household_date")
    .on("rm_calendar")
    .columns(["household_id", "date", "time"])
    .execute();

  await db.schema
    .createTable("rm_daily_nutrition")
    .addColumn("household_id", "bigint", (c) => c.notNull())
    .addColumn("date", "date", (c) => c.notNull())
    .addColumn("member_id", "bigint", (c) => c.notNull())
    .addColumn("meals", "integer", (c) => c.notNull())
    .addColumn("meals_missing", "integer", (c) => c.notNull())
    .addColumn("calories", "numeric", (c) => c.notNull())
    .addColumn("protein", "numeric", (c) => c.notNull())
    .addColumn("carbs", "numeric", (c) => c.notNull())
    .addColumn("fat", "numeric", (c) => c.notNull())
    .addColumn("fiber", "numeric", (c) => c.notNull())
    .addColumn("sugar", "numeric", (c) => c.notNull())
    .addPrimaryKeyConstraint("rm_daily_nutrition_pk", ["household_id", "date", "member_id"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen against an untyped schema.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("rm_daily_nutrition").execute();
  await db.schema.dropTable("rm_calendar").execute();
  await sql`drop sequence meal_series_ids`.execute(db);
  await sql`drop sequence meal_plan_ids`.execute(db);
}
