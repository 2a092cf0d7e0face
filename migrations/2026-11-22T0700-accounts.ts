// Users, households, family members, sessions, API tokens, feature flags and rate-limit counters.
// Frozen: migrations use Kysely<any> and import no app code.
import { type Kysely, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen against an untyped schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("households")
    .addColumn("id", "bigint", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("name", "text", (c) => c.notNull().defaultTo("My Family"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("users")
    .addColumn("id", "bigint", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull().defaultTo("member").check(sql`role in ('admin', 'member')`))
    .addColumn("household_id", "bigint", (c) => c.notNull().references("households.id"))
    .addColumn("household_role", "text", (c) =>
      c.notNull().defaultTo("owner").check(sql`household_role in ('owner', 'admin', 'member')`),
    )
    .addColumn("subscription_status", "text", (c) =>
      c.notNull().defaultTo("trial").check(sql`subscription_status in ('trial', 'active', 'canceled')`),
    )
    .addColumn("trial_ends_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index users_email_unique on users (lower(email))`.execute(db);
  await db.schema.createIndex("users_household").on("users").column("household_id").execute();

  // People profiles (not logins). All the fields of the family issue exist from the start.
  await db.schema
    .createTable("family_members")
    .addColumn("id", "bigint", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("household_id", "bigint", (c) => c.notNull().references("households.id").onDelete("cascade"))
    .addColumn("user_id", "bigint", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("age", "integer", (c) => c.check(sql`age between 0 and 120`))
    .addColumn("avatar", "text")
    .addColumn("gender", "text", (c) =>
      c.notNull().defaultTo("other").check(sql`gender in ('male', 'female', 'other')`),
    )
    .addColumn("relationship", "text", (c) => c.notNull().defaultTo("Other"))
    .addColumn("activity_level", "text", (c) =>
      c
        .notNull()
        .defaultTo("moderate")
        .check(sql`activity_level in ('sedentary', 'light', 'moderate', 'active', 'very_active')`),
    )
    .addColumn("default_portion_size", "integer", (c) =>
      c.notNull().defaultTo(100).check(sql`default_portion_size between 0 and 200`),
    )
    .addColumn("dietary_preferences", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("allergies", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("disliked_ingredients", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("health_conditions", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("favorite_meals", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("is_primary", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("height", "numeric")
    .addColumn("weight", "numeric")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex("family_members_household")
    .on("family_members")
    .column("household_id")
    .execute();
  // One primary member per household.
  await sql`create unique index family_members_one_primary on family_members (household_id) where is_primary`.execute(
    db,
  );

  // Browser sessions. Only the SHA-256 of the cookie's session id is stored.
  await db.schema
    .createTable("sessions")
    .addColumn("id_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "bigint", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("csrf_token", "text", (c) => c.notNull())
    .addColumn("remember", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("last_seen_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("user_agent", "text")
    .execute();
  await db.schema.createIndex("sessions_user").on("sessions").column("user_id").execute();

  // Bearer tokens for API clients. Only the SHA-256 of the token is stored.
  await db.schema
    .createTable("api_tokens")
    .addColumn("id", "bigint", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("user_id", "bigint", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("last_used_at", "timestamptz")
    .addColumn("revoked_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("api_tokens_user").on("api_tokens").column("user_id").execute();

  await db.schema
    .createTable("feature_flags")
    .addColumn("id", "bigint", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("key", "text", (c) => c.notNull().unique())
    .addColumn("description", "text")
    .addColumn("enabled_for", "jsonb", (c) => c.notNull().defaultTo(sql`'["admin"]'::jsonb`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db
    .insertInto("feature_flags")
    .values(
      [
        [
          "Shopping List",
          "shopping_list_enabled",
          "The shopping list and its generation from the meal plan.",
        ],
        ["Nutrition Analysis", "nutrition_analysis_enabled", "Nutrition analysis against daily goals."],
        ["Inventory", "inventory_enabled", "Pantry, fridge and freezer inventory with expiry dates."],
        ["Community", "community_enabled", "Public recipes shared by all users."],
      ].map(([name, key, description]) => ({
        name,
        key,
        description,
        enabled_for: JSON.stringify(["admin", "member"]),
      })),
    )
    .execute();

  // Fixed-window counters for rate limits, in the database so every app server shares them.
  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("window_start", "timestamptz", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("rate_limits_pk", ["key", "window_start"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen against an untyped schema.
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "rate_limits",
    "feature_flags",
    "api_tokens",
    "sessions",
    "family_members",
    "users",
    "households",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
