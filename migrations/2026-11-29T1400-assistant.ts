// The AI assistant (docs/product.md#ai-assistant): each user's chat with it and the meal plans it wrote,
// kept on the server so the conversation follows the user across devices and works without JavaScript;
// and its feature flag, on for every role like the other areas' flags.
// Frozen: migrations use Kysely<any> and import no app code.
import { type Kysely, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen against an untyped schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("ai_meal_plans")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("user_id", "bigint", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("household_id", "bigint", (c) => c.notNull().references("households.id").onDelete("cascade"))
    .addColumn("days", "jsonb", (c) => c.notNull())
    .addColumn("accepted_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("ai_meal_plans_user").on("ai_meal_plans").columns(["user_id", "id"]).execute();
  await db.schema
    .createTable("ai_messages")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("user_id", "bigint", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("household_id", "bigint", (c) => c.notNull().references("households.id").onDelete("cascade"))
    .addColumn("role", "text", (c) => c.notNull().check(sql`role in ('user', 'assistant', 'system')`))
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("response_type", "text")
    .addColumn("recipes", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("plan_id", "bigint", (c) => c.references("ai_meal_plans.id").onDelete("set null"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("ai_messages_user").on("ai_messages").columns(["user_id", "id"]).execute();
  await db
    .insertInto("feature_flags")
    .values({
      name: "AI Assistant",
      key: "enable_ai_features",
      description: "The AI meal-planning assistant: chat, recipe suggestions and multi-day plans.",
      enabled_for: JSON.stringify(["admin", "member"]),
    })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above.
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom("feature_flags").where("key", "=", "enable_ai_features").execute();
  await db.schema.dropTable("ai_messages").execute();
  await db.schema.dropTable("ai_meal_plans").execute();
}
