// Table types for Kysely. Row types stay inside app/db, app/events and app/domain.
import type { ColumnType, Generated, JSONColumnType } from "kysely";

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json = Record<string, unknown>;

export interface StreamsTable {
  stream_id: string;
  stream_type: string;
  household_id: number;
  version: number;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

export interface EventLogHeadsTable {
  household_id: number;
  sequence: number;
  hash: string;
}

export interface EventsTable {
  global_position: Generated<number>;
  transaction_id: Generated<string>;
  household_id: number;
  // Set by the events_chain trigger, whatever the insert says.
  household_sequence: Generated<number>;
  stream_id: string;
  stream_version: number;
  event_type: string;
  data: JSONColumnType<Json, string, string>;
  metadata: JSONColumnType<Json, string, string>;
  source: "web" | "api" | "ai" | "system";
  actor_user_id: number | null;
  request_id: string | null;
  idempotency_key: string | null;
  recorded_at: Generated<Date>;
  previous_hash: Generated<string>;
  hash: Generated<string>;
}

export interface IdempotencyKeysTable {
  household_id: number;
  key: string;
  request_hash: string;
  result: JSONColumnType<Json, string | null, string | null> | null;
  created_at: Generated<Date>;
}

export interface DB {
  streams: StreamsTable;
  event_log_heads: EventLogHeadsTable;
  events: EventsTable;
  idempotency_keys: IdempotencyKeysTable;
}
