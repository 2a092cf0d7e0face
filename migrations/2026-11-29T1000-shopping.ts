// Shopping lists (docs/product.md#shopping-list): a household keeps several lists and has one current
// list (at most one row per household with is_current). Items remember the meal or recipe they came from,
// so regenerating a range updates those items instead of adding them again.
// Frozen: migrations use Kysely<any> and import no app code.
import { type Kysely, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen against an untyped schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("shopping_lists")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("household_id", "bigint", (c) => c.notNull().references("households.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("budget", "numeric", (c) => c.check(sql`budget >= 0`))
    .addColumn("is_current", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("created_by", "bigint", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index shopping_lists_one_current on shopping_lists (household_id) where is_current`.execute(
    db,
  );
  await db.schema
    .createTable("shopping_items")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("list_id", "bigint", (c) => c.notNull().references("shopping_lists.id").onDelete("cascade"))
    .addColumn("household_id", "bigint", (c) => c.notNull().references("households.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("quantity", "numeric", (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn("unit", "text")
    .addColumn("category", "text", (c) => c.notNull().defaultTo("Other"))
    .addColumn("estimated_price", "numeric", (c) => c.check(sql`estimated_price >= 0`))
    .addColumn("actual_price", "numeric", (c) => c.check(sql`actual_price >= 0`))
    .addColumn("purchased", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("purchased_at", "timestamptz")
    .addColumn("priority", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("notes", "text")
    .addColumn("source_meal_id", "bigint")
    .addColumn("source_recipe_id", "bigint", (c) => c.references("recipes.id").onDelete("set null"))
    .addColumn("generated_range", "text")
    .addColumn("created_by", "bigint", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex("shopping_items_list")
    .on("shopping_items")
    .columns(["list_id", "purchased"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("shopping_items").execute();
  await db.schema.dropTable("shopping_lists").execute();
}
