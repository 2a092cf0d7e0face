// Household settings (family-wide options, default meal times, who may edit members) and invites.
// Frozen: migrations use Kysely<any> and import no app code.
import { type Kysely, sql } from "kysely";

const DEFAULT_MEAL_TIMES = {
  breakfast: "07:30",
  brunch: "10:30",
  lunch: "12:30",
  dinner: "18:30",
  snack: "15:00",
  dessert: "20:00",
};

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen against an untyped schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("households")
    .addColumn("meal_times", "jsonb", (c) =>
      c.notNull().defaultTo(sql.raw(`'${JSON.stringify(DEFAULT_MEAL_TIMES)}'::jsonb`)),
    )
    .addColumn("allergies", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("dietary_preferences", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("dislikes", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("health_conditions", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("favorite_meals", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("members_can_edit", "boolean", (c) => c.notNull().defaultTo(true))
    .execute();

  // Single-use, expiring invitations to join a household. Only the SHA-256 of the link's token is kept.
  await db.schema
    .createTable("household_invites")
    .addColumn("id", "bigint", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("household_id", "bigint", (c) => c.notNull().references("households.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("household_role", "text", (c) => c.notNull().check(sql`household_role in ('admin', 'member')`))
    .addColumn("created_by", "bigint", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("used_at", "timestamptz")
    .addColumn("used_by", "bigint", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex("household_invites_household")
    .on("household_invites")
    .column("household_id")
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen against an untyped schema.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("household_invites").execute();
  await db.schema
    .alterTable("households")
    .dropColumn("meal_times")
    .dropColumn("allergies")
    .dropColumn("dietary_preferences")
    .dropColumn("dislikes")
    .dropColumn("health_conditions")
    .dropColumn("favorite_meals")
    .dropColumn("members_can_edit")
    .execute();
}
