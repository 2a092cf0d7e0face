// The append-only event log (docs/decisions/003-event-store-ordering-and-chain.md).
// Frozen: migrations use Kysely<any> and import no app code.
import { type Kysely, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen against an untyped schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("streams")
    .addColumn("stream_id", "text", (c) => c.primaryKey())
    .addColumn("stream_type", "text", (c) => c.notNull())
    .addColumn("household_id", "bigint", (c) => c.notNull())
    .addColumn("version", "bigint", (c) => c.notNull().check(sql`version >= 0`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex("streams_household_type")
    .on("streams")
    .columns(["household_id", "stream_type"])
    .execute();

  // The head of each household's chain. Its row lock serialises appends within one household and
  // nothing else, so households never wait for each other.
  await db.schema
    .createTable("event_log_heads")
    .addColumn("household_id", "bigint", (c) => c.primaryKey())
    .addColumn("sequence", "bigint", (c) => c.notNull())
    .addColumn("hash", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("events")
    .addColumn("global_position", "bigint", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("transaction_id", sql`xid8`, (c) => c.notNull().defaultTo(sql`pg_current_xact_id()`))
    .addColumn("household_id", "bigint", (c) => c.notNull())
    .addColumn("household_sequence", "bigint", (c) => c.notNull())
    .addColumn("stream_id", "text", (c) => c.notNull().references("streams.stream_id"))
    .addColumn("stream_version", "bigint", (c) => c.notNull())
    .addColumn("event_type", "text", (c) => c.notNull())
    .addColumn("data", "jsonb", (c) => c.notNull())
    .addColumn("metadata", "jsonb", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull().check(sql`source in ('web', 'api', 'ai', 'system')`))
    .addColumn("actor_user_id", "bigint")
    .addColumn("request_id", "text")
    .addColumn("idempotency_key", "text")
    .addColumn("recorded_at", "timestamptz", (c) => c.notNull().defaultTo(sql`clock_timestamp()`))
    .addColumn("previous_hash", "text", (c) => c.notNull())
    .addColumn("hash", "text", (c) => c.notNull())
    .addUniqueConstraint("events_stream_version", ["stream_id", "stream_version"])
    .addUniqueConstraint("events_household_sequence", ["household_id", "household_sequence"])
    .execute();
  await db.schema
    .createIndex("events_commit_order")
    .on("events")
    .columns(["transaction_id", "global_position"])
    .execute();
  await db.schema
    .createIndex("events_household_recorded")
    .on("events")
    .columns(["household_id", "recorded_at"])
    .execute();
  await db.schema
    .createIndex("events_household_type")
    .on("events")
    .columns(["household_id", "event_type"])
    .execute();

  // One definition of the hash, used by the insert trigger and by `npm run events:verify`.
  await sql`
    create function event_hash(
      previous_hash text, household_id bigint, household_sequence bigint, stream_id text,
      stream_version bigint, event_type text, data jsonb, metadata jsonb, recorded_at timestamptz
    ) returns text language sql stable as $$
      select encode(sha256(convert_to(concat_ws(chr(31),
        previous_hash, household_id::text, household_sequence::text, stream_id, stream_version::text,
        event_type, data::text, metadata::text,
        to_char(recorded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')), 'UTF8')), 'hex')
    $$`.execute(db);

  // The database, not the app, numbers each household's events and links them: a bug or a direct
  // INSERT cannot leave a gap or a broken link.
  await sql`
    create function events_chain() returns trigger language plpgsql as $$
    declare
      head record;
    begin
      insert into event_log_heads (household_id, sequence, hash)
        values (new.household_id, 0, repeat('0', 64))
        on conflict (household_id) do nothing;
      select sequence, hash into head from event_log_heads
        where household_id = new.household_id for update;
      new.household_sequence := head.sequence + 1;
      new.previous_hash := head.hash;
      new.recorded_at := clock_timestamp();
      new.transaction_id := pg_current_xact_id();
      new.hash := event_hash(new.previous_hash, new.household_id, new.household_sequence, new.stream_id,
        new.stream_version, new.event_type, new.data, new.metadata, new.recorded_at);
      update event_log_heads set sequence = new.household_sequence, hash = new.hash
        where household_id = new.household_id;
      return new;
    end $$`.execute(db);
  await sql`create trigger events_chain before insert on events for each row execute function events_chain()`.execute(
    db,
  );

  await sql`
    create function events_refuse_change() returns trigger language plpgsql as $$
    begin
      raise exception 'The event log is append-only: % on events is refused', tg_op
        using errcode = 'restrict_violation';
    end $$`.execute(db);
  await sql`create trigger events_append_only before update or delete on events
    for each row execute function events_refuse_change()`.execute(db);
  await sql`create trigger events_no_truncate before truncate on events
    for each statement execute function events_refuse_change()`.execute(db);

  // A retried command (same key) returns its first result and appends nothing.
  await db.schema
    .createTable("idempotency_keys")
    .addColumn("household_id", "bigint", (c) => c.notNull())
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("request_hash", "text", (c) => c.notNull())
    .addColumn("result", "jsonb")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("idempotency_keys_pk", ["household_id", "key"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen against an untyped schema.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("idempotency_keys").execute();
  await db.schema.dropTable("events").execute();
  await sql`drop function events_refuse_change()`.execute(db);
  await sql`drop function events_chain()`.execute(db);
  await sql`drop function event_hash(text, bigint, bigint, text, bigint, text, jsonb, jsonb, timestamptz)`.execute(
    db,
  );
  await db.schema.dropTable("event_log_heads").execute();
  await db.schema.dropTable("streams").execute();
}
