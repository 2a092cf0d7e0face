// Why a recipe's computed nutrition needs checking (docs/decisions/068-believable-nutrition.md): a JSON
// object {reasons, lines} beside the per-serving values, which are then unknown, so the recipe page can say
// what is wrong and which lines caused it, and no day total counts figures no serving can hold. Null when the
// figures can be believed, were typed in, or nothing was computed.
// Frozen: migrations use Kysely<any> and import no app code.
import type { Kysely } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen against an untyped schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("recipes").addColumn("nutrition_check", "jsonb").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("recipes").dropColumn("nutrition_check").execute();
}
