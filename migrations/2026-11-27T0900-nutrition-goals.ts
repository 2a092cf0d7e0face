// Each user's daily nutrition goals (docs/product.md#nutrition): one row per user, the six targets as a
// JSON object so a later nutrient is a new key, not a migration. No row: the defaults apply.
// Frozen: migrations use Kysely<any> and import no app code.
import { type Kysely, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen against an untyped schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("nutrition_goals")
    .addColumn("user_id", "bigint", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("targets", "jsonb", (c) => c.notNull())
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("nutrition_goals").execute();
}
