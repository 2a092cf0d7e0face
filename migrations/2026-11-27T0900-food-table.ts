// The USDA SR Legacy food table (seed-data/usda), which recipe nutrition is computed from: 8,789 foods
// with their nutrients per 100 g and 15,438 household measures (docs/decisions/032-food-table-and-matching.md).
// Frozen against Kysely<any>. Its one import of app code is the reader of the shipped file, which is
// reference data as frozen as this migration: a new release of the table comes with a new migration.
import { type Kysely, sql } from "kysely";
import { readUsdaFoods, readUsdaPortions } from "../app/integrations/food-table/usda-sr.server";

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen against an untyped schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("foods")
    .addColumn("ndb_no", "text", (c) => c.primaryKey())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("food_group", "text", (c) => c.notNull())
    .addColumn("calories", "double precision")
    .addColumn("protein", "double precision")
    .addColumn("carbs", "double precision")
    .addColumn("fat", "double precision")
    .addColumn("fiber", "double precision")
    .addColumn("sugar", "double precision")
    .addColumn("saturated_fat", "double precision")
    .addColumn("sodium", "double precision")
    .addColumn("water", "double precision")
    .execute();
  await db.schema
    .createTable("food_portions")
    .addColumn("ndb_no", "text", (c) => c.notNull().references("foods.ndb_no").onDelete("cascade"))
    .addColumn("seq", "integer", (c) => c.notNull())
    .addColumn("amount", "double precision", (c) => c.notNull())
    .addColumn("measure", "text", (c) => c.notNull())
    .addColumn("gram_weight", "double precision", (c) => c.notNull())
    .addPrimaryKeyConstraint("food_portions_pkey", ["ndb_no", "seq"])
    .execute();

  // One statement per table (arrays unnested by the server): a few hundred milliseconds, where a
  // row per statement would take seconds on every fresh install and test run.
  const foods = readUsdaFoods();
  const column = <K extends keyof (typeof foods)[number]>(key: K) => foods.map((f) => f[key]);
  await sql`insert into foods (ndb_no, description, food_group, calories, protein, carbs, fat, fiber, sugar,
      saturated_fat, sodium, water)
    select * from unnest(${column("ndb_no")}::text[], ${column("description")}::text[],
      ${column("food_group")}::text[], ${column("kcal")}::float8[], ${column("protein_g")}::float8[],
      ${column("carbs_g")}::float8[], ${column("fat_g")}::float8[], ${column("fiber_g")}::float8[],
      ${column("sugar_g")}::float8[], ${column("sat_fat_g")}::float8[], ${column("sodium_mg")}::float8[],
      ${column("water_g")}::float8[])`.execute(db);
  const portions = readUsdaPortions();
  await sql`insert into food_portions (ndb_no, seq, amount, measure, gram_weight)
    select * from unnest(${portions.map((p) => p.ndb_no)}::text[], ${portions.map((p) => p.seq)}::int[],
      ${portions.map((p) => p.amount)}::float8[], ${portions.map((p) => p.measure)}::text[],
      ${portions.map((p) => p.gram_weight)}::float8[])`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen against an untyped schema.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("food_portions").execute();
  await db.schema.dropTable("foods").execute();
}
