// The ingredient names a recipe's computed nutrition could not count (docs/decisions/032-food-table-and-matching.md):
// a JSON list beside the per-serving values, so the recipe page can say 'Not counted: salt, …'. Null when the
// values were typed in, or nothing was computed.
// Frozen: migrations use Kysely<any> and import no app code.
import type { Kysely } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen against an untyped schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("recipes").addColumn("nutrition_unmatched", "jsonb").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("recipes").dropColumn("nutrition_unmatched").execute();
}
