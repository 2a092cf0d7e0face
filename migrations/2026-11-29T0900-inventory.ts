// The household's pantry (docs/product.md#inventory): one row per stocked thing. Quantities and prices
// are numeric (read back as numbers, app/db/database.server.ts). Expiry status is not stored: it depends
// on "today" in the household's time zone and is computed when read.
// Frozen: migrations use Kysely<any> and import no app code.
import { type Kysely, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen against an untyped schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("inventory_items")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("household_id", "bigint", (c) => c.notNull().references("households.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("quantity", "numeric", (c) => c.notNull().check(sql`quantity >= 0`))
    .addColumn("unit", "text")
    .addColumn("location", "text")
    .addColumn("purchase_date", "date")
    .addColumn("expiry_date", "date")
    .addColumn("brand", "text")
    .addColumn("price", "numeric", (c) => c.check(sql`price >= 0`))
    .addColumn("low_stock_alert", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("low_stock_threshold", "numeric", (c) =>
      c.notNull().defaultTo(1).check(sql`low_stock_threshold >= 0`),
    )
    .addColumn("notes", "text")
    .addColumn("barcode", "text")
    .addColumn("created_by", "bigint", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex("inventory_items_household")
    .on("inventory_items")
    .columns(["household_id", "name"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("inventory_items").execute();
}
