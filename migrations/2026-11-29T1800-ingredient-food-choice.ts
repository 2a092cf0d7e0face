// The food a user chose for an ingredient line (docs/decisions/032-food-table-and-matching.md): null
// means the matcher's choice. No foreign key to foods: a number the table does not hold (sent through the
// API, or dropped by a later table) falls back to the matcher instead of refusing the whole recipe.
// Frozen: migrations use Kysely<any> and import no app code.
import type { Kysely } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen against an untyped schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("recipe_ingredients").addColumn("food_ndb_no", "text").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("recipe_ingredients").dropColumn("food_ndb_no").execute();
}
