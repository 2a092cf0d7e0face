// Page revisions for the rendered-page cache (ADR 012). A planner page depends on the household's
// meal log (its head sequence in event_log_heads already moves with every append) and on a few
// tables that change rarely: the household, its people, its accounts (names, roles, the remembered
// planner view), and the feature flags of the navigation. Triggers count every change of those in
// page_revisions — per household, and scope 0 for what every page shows (flags; a rebuild of the
// read models, which truncates them) — in the writing transaction, so a cached page can never
// outlive the data it shows.
// Frozen: migrations use Kysely<any> and import no app code.
import { type Kysely, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen against an untyped schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("page_revisions")
    .addColumn("scope", "bigint", (c) => c.primaryKey())
    .addColumn("revision", "bigint", (c) => c.notNull())
    .execute();

  await sql`
    create function bump_page_revision(target bigint) returns void language sql as $$
      insert into page_revisions (scope, revision) values (target, 1)
      on conflict (scope) do update set revision = page_revisions.revision + 1
    $$`.execute(db);

  // Row triggers: the household of the new row, and of the old one when it moved or went away.
  await sql`
    create function page_revision_of_row() returns trigger language plpgsql as $$
    declare
      column_name text := tg_argv[0];
      new_scope bigint;
      old_scope bigint;
    begin
      if tg_op <> 'DELETE' then new_scope := (to_jsonb(new) ->> column_name)::bigint; end if;
      if tg_op <> 'INSERT' then old_scope := (to_jsonb(old) ->> column_name)::bigint; end if;
      if new_scope is not null then perform bump_page_revision(new_scope); end if;
      if old_scope is not null and old_scope is distinct from new_scope then
        perform bump_page_revision(old_scope);
      end if;
      return null;
    end
    $$`.execute(db);

  await sql`
    create function page_revision_of_everything() returns trigger language plpgsql as $$
    begin
      perform bump_page_revision(0);
      return null;
    end
    $$`.execute(db);

  for (const [table, column] of [
    ["households", "id"],
    ["family_members", "household_id"],
    ["users", "household_id"],
  ] as const) {
    await sql`
      create trigger ${sql.raw(`${table}_page_revision`)}
      after insert or update or delete on ${sql.table(table)}
      for each row execute function page_revision_of_row(${sql.lit(column)})`.execute(db);
  }
  await sql`
    create trigger feature_flags_page_revision
    after insert or update or delete or truncate on feature_flags
    for each statement execute function page_revision_of_everything()`.execute(db);
  for (const table of ["rm_calendar", "rm_daily_nutrition"]) {
    await sql`
      create trigger ${sql.raw(`${table}_truncate_page_revision`)}
      after truncate on ${sql.table(table)}
      for each statement execute function page_revision_of_everything()`.execute(db);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen against an untyped schema.
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["rm_calendar", "rm_daily_nutrition"])
    await sql`drop trigger ${sql.raw(`${table}_truncate_page_revision`)} on ${sql.table(table)}`.execute(db);
  await sql`drop trigger feature_flags_page_revision on feature_flags`.execute(db);
  for (const table of ["households", "family_members", "users"])
    await sql`drop trigger ${sql.raw(`${table}_page_revision`)} on ${sql.table(table)}`.execute(db);
  await sql`drop function page_revision_of_everything()`.execute(db);
  await sql`drop function page_revision_of_row()`.execute(db);
  await sql`drop function bump_page_revision(bigint)`.execute(db);
  await db.schema.dropTable("page_revisions").execute();
}
