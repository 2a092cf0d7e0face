// A generated shopping item remembers every meal it is for, not only the first (docs/decisions/039-pantry-loop.md):
// two dinners needing onions make one item with both meals' ids. `source_meal_id` stays (the first meal) for
// readers that know only it; existing items start with that one meal.
// Frozen: migrations use Kysely<any> and import no app code.
import { type Kysely, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen against an untyped schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("shopping_items")
    .addColumn("source_meal_ids", sql`bigint[]`, (c) => c.notNull().defaultTo(sql`'{}'::bigint[]`))
    .execute();
  await sql`update shopping_items set source_meal_ids = array[source_meal_id]
    where source_meal_id is not null`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see above.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("shopping_items").dropColumn("source_meal_ids").execute();
}
