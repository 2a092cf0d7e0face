// Settings (ADR 043): each account's preferences (units, theme, notification choices), the household's
// subscription (moved from the registering user to the household it pays for), one-time password reset
// links an admin issues, and the one way a household's meal log may be deleted: together with the
// household, when its last account goes (events are otherwise append-only, ADR 003).
// Frozen: migrations use Kysely<any> and import no app code.
import { type Kysely, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen against an untyped schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("users")
    .addColumn("units", "text", (c) =>
      c.notNull().defaultTo("metric").check(sql`units in ('metric', 'imperial')`),
    )
    .addColumn("theme", "text", (c) =>
      c.notNull().defaultTo("system").check(sql`theme in ('light', 'dark', 'system')`),
    )
    .addColumn("notify_recipes", "boolean", (c) => c.notNull().defaultTo(true))
    .addColumn("notify_meal_plans", "boolean", (c) => c.notNull().defaultTo(true))
    .addColumn("notify_inventory", "boolean", (c) => c.notNull().defaultTo(true))
    .execute();

  await db.schema
    .alterTable("households")
    .addColumn("subscription_status", "text", (c) =>
      c.notNull().defaultTo("trial").check(sql`subscription_status in ('trial', 'active', 'canceled')`),
    )
    .addColumn("trial_ends_at", "timestamptz")
    .addColumn("subscription_changed_at", "timestamptz")
    .execute();
  // The household takes over its first owner's subscription as registration recorded it.
  await sql`
    update households set subscription_status = owner.subscription_status, trial_ends_at = owner.trial_ends_at
    from (
      select distinct on (household_id) household_id, subscription_status, trial_ends_at
      from users order by household_id, (household_role = 'owner') desc, id
    ) as owner
    where owner.household_id = households.id`.execute(db);

  await db.schema
    .createTable("password_resets")
    .addColumn("id", "bigint", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("user_id", "bigint", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_by", "bigint", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("used_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("password_resets_user").on("password_resets").column("user_id").execute();

  // A delete of events passes only inside the transaction that erases their household: it names the
  // household in a transaction-local setting, and the household row must already be gone. Updates and
  // truncates stay refused; a living household's log cannot be touched.
  await sql`
    create or replace function events_refuse_change() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE'
        and current_setting('fmp.erase_household', true) = old.household_id::text
        and not exists (select 1 from households where id = old.household_id) then
        return old;
      end if;
      raise exception 'The event log is append-only: % on events is refused', tg_op
        using errcode = 'restrict_violation';
    end $$`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen against an untyped schema.
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    create or replace function events_refuse_change() returns trigger language plpgsql as $$
    begin
      raise exception 'The event log is append-only: % on events is refused', tg_op
        using errcode = 'restrict_violation';
    end $$`.execute(db);
  await db.schema.dropTable("password_resets").execute();
  await db.schema
    .alterTable("households")
    .dropColumn("subscription_status")
    .dropColumn("trial_ends_at")
    .dropColumn("subscription_changed_at")
    .execute();
  await db.schema
    .alterTable("users")
    .dropColumn("units")
    .dropColumn("theme")
    .dropColumn("notify_recipes")
    .dropColumn("notify_meal_plans")
    .dropColumn("notify_inventory")
    .execute();
}
