// The closed loop between plan, list and pantry (docs/decisions/039-pantry-loop.md): what restocking a
// bought item and cooking a meal did to the pantry, kept so it can be shown in a meal's history and
// undone, and the household's choice whether preparing a meal takes its ingredients from the pantry.
// Frozen: migrations use Kysely<any> and import no app code.
import { type Kysely, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen against an untyped schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("households")
    .addColumn("deplete_pantry_on_prepared", "boolean", (c) => c.notNull().defaultTo(true))
    .execute();
  await db.schema
    .createTable("pantry_changes")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("household_id", "bigint", (c) => c.notNull().references("households.id").onDelete("cascade"))
    // One user action (a restock, a meal prepared) is one batch; Undo reverses the newest batch.
    .addColumn("batch", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('restock', 'deplete')`))
    .addColumn("inventory_item_id", "bigint", (c) => c.references("inventory_items.id").onDelete("set null"))
    .addColumn("item_name", "text", (c) => c.notNull())
    .addColumn("delta", "numeric", (c) => c.notNull())
    .addColumn("unit", "text")
    // The restock made the pantry row (undo removes it) rather than adding to one.
    .addColumn("created_item", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("meal_id", "bigint")
    .addColumn("shopping_item_id", "bigint", (c) => c.references("shopping_items.id").onDelete("set null"))
    // The restock also marked the shopping item purchased (undo marks it back).
    .addColumn("marked_purchased", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("created_by", "bigint", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("undone_at", "timestamptz")
    .execute();
  await db.schema
    .createIndex("pantry_changes_household")
    .on("pantry_changes")
    .columns(["household_id", "created_at"])
    .execute();
  await db.schema.createIndex("pantry_changes_meal").on("pantry_changes").columns(["meal_id"]).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("pantry_changes").execute();
  await db.schema.alterTable("households").dropColumn("deplete_pantry_on_prepared").execute();
}
