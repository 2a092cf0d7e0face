// The chain trigger in one statement per event instead of three (ADR 003, ADR 014): the head row keeps
// the hash it replaced, so a single UPDATE moves the sequence, computes the new hash from the old one
// and returns both, under the same row lock that serialises a household's appends. The hash itself and
// the rows it produces are unchanged (`npm run events:verify` checks old and new events alike).
// Frozen: migrations use Kysely<any> and import no app code.
import { type Kysely, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen against an untyped schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("event_log_heads").addColumn("previous_hash", "text").execute();
  await sql`
    create or replace function events_chain() returns trigger language plpgsql as $$
    declare
      head record;
    begin
      new.recorded_at := clock_timestamp();
      new.transaction_id := pg_current_xact_id();
      loop
        -- Every expression of SET reads the row as it was (the latest committed one, after a wait).
        update event_log_heads h
          set sequence = h.sequence + 1,
              previous_hash = h.hash,
              hash = event_hash(h.hash, new.household_id, h.sequence + 1, new.stream_id,
                new.stream_version, new.event_type, new.data, new.metadata, new.recorded_at)
          where h.household_id = new.household_id
          returning h.sequence, h.previous_hash, h.hash into head;
        exit when found;
        -- The household's first event; a racing first append makes this insert wait, then do
        -- nothing, and the loop takes the UPDATE path.
        insert into event_log_heads as h (household_id, sequence, previous_hash, hash)
          values (new.household_id, 1, repeat('0', 64), event_hash(repeat('0', 64), new.household_id, 1,
            new.stream_id, new.stream_version, new.event_type, new.data, new.metadata, new.recorded_at))
          on conflict (household_id) do nothing
          returning h.sequence, h.previous_hash, h.hash into head;
        exit when found;
      end loop;
      new.household_sequence := head.sequence;
      new.previous_hash := head.previous_hash;
      new.hash := head.hash;
      return new;
    end $$`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen against an untyped schema.
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    create or replace function events_chain() returns trigger language plpgsql as $$
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
  await db.schema.alterTable("event_log_heads").dropColumn("previous_hash").execute();
}
