// The event store: append with an expected version, read a stream, read the log in commit order,
// rebuild read models. Ordering and the hash chain: docs/decisions/003-event-store-ordering-and-chain.md.
import { type Kysely, type Selectable, sql } from "kysely";
import type { DB, EventsTable } from "../db/schema";
import { ConcurrencyError } from "./errors";
import { type Projection, runProjections } from "./projections";
import type { Event, EventMetadata, ExpectedVersion, JsonObject, RecordedEvent } from "./types";

export type AppendResult = {
  /** The stream's version after the append: pass it as the next expected version. */
  nextExpectedVersion: number;
  events: RecordedEvent[];
};

export type LogFilter = {
  householdId?: number;
  streamId?: string;
  types?: readonly string[];
  actorUserId?: number;
  recordedFrom?: Date;
  recordedBefore?: Date;
};

/** Where a log reader stopped: opaque to callers, "transactionId:globalPosition" inside. */
export type LogCursor = string;

export type LogPage = { events: RecordedEvent[]; cursor: LogCursor | null };

export type EventStore = ReturnType<typeof createEventStore>;

/** The stream type is the part of the id before the first '-': `meal-42` is a `meal` stream. */
export function streamTypeOf(streamId: string): string {
  const dash = streamId.indexOf("-");
  if (dash <= 0) throw new Error(`Stream id ${streamId} has no type prefix ("type-id").`);
  return streamId.slice(0, dash);
}

export function createEventStore(options: { projections?: readonly Projection[] } = {}) {
  const projections = [...(options.projections ?? [])];
  const names = new Set<string>();
  for (const p of projections) {
    if (names.has(p.name)) throw new Error(`Projection ${p.name} is registered twice.`);
    names.add(p.name);
  }

  /**
   * Appends events to a stream inside the caller's transaction. The stream's version moves only if it
   * still equals `expectedVersion`; otherwise nothing is written and a ConcurrencyError is thrown
   * (the caller's transaction should then roll back). Inline projections run in the same transaction.
   */
  async function append(
    trx: Kysely<DB>,
    streamId: string,
    expectedVersion: ExpectedVersion,
    events: readonly Event[],
    metadata: EventMetadata,
  ): Promise<AppendResult> {
    if (!trx.isTransaction) throw new Error("append() must run inside a transaction.");
    if (events.length === 0) throw new Error("append() needs at least one event.");
    const count = events.length;
    const startVersion = await claimVersions(trx, streamId, expectedVersion, count, metadata.householdId);

    const rows = await trx
      .insertInto("events")
      .values(
        events.map((event, i) => ({
          household_id: metadata.householdId,
          stream_id: streamId,
          stream_version: startVersion + i + 1,
          event_type: event.type,
          data: JSON.stringify(event.data),
          metadata: JSON.stringify(metadata),
          source: metadata.source,
          actor_user_id: metadata.actor?.userId ?? null,
          request_id: metadata.requestId ?? null,
          idempotency_key: metadata.idempotencyKey ?? null,
        })),
      )
      .returningAll()
      .execute();
    const recorded = rows.sort((a, b) => a.stream_version - b.stream_version).map(toRecorded);
    await runProjections(trx, projections, recorded);
    return { nextExpectedVersion: startVersion + count, events: recorded };
  }

  return {
    projections: projections as readonly Projection[],
    append,
    readStream,
    readLog,
    rebuildProjections: (db: Kysely<DB>, batchSize?: number) =>
      rebuildProjections(db, projections, batchSize),
  };
}

// Moves the stream's version from `expected` to `expected + count`, or fails. The conditional UPDATE
// takes the row lock: of two racing appends at the same version, the second re-checks the WHERE
// clause after the first commits, matches nothing, and fails. Returns the version before the append.
async function claimVersions(
  trx: Kysely<DB>,
  streamId: string,
  expected: ExpectedVersion,
  count: number,
  householdId: number,
): Promise<number> {
  const newStream = {
    stream_id: streamId,
    stream_type: streamTypeOf(streamId),
    household_id: householdId,
    version: count,
    updated_at: sql<Date>`now()`,
  };
  if (expected === 0 || expected === "no_stream") {
    const created = await trx
      .insertInto("streams")
      .values(newStream)
      .onConflict((oc) => oc.column("stream_id").doNothing())
      .returning("version")
      .executeTakeFirst();
    if (!created) throw new ConcurrencyError(streamId, "no_stream", await currentVersion(trx, streamId));
    return 0;
  }
  if (expected === "any") {
    const row = await trx
      .insertInto("streams")
      .values(newStream)
      .onConflict((oc) =>
        oc.column("stream_id").doUpdateSet({
          version: sql<number>`streams.version + ${count}`,
          updated_at: sql<Date>`now()`,
        }),
      )
      .returning(["version", "household_id"])
      .executeTakeFirstOrThrow();
    assertSameHousehold(streamId, row.household_id, householdId);
    return row.version - count;
  }
  const row = await trx
    .updateTable("streams")
    .set({ version: sql<number>`version + ${count}`, updated_at: sql<Date>`now()` })
    .where("stream_id", "=", streamId)
    .where("version", "=", expected)
    .returning(["version", "household_id"])
    .executeTakeFirst();
  if (!row) throw new ConcurrencyError(streamId, expected, await currentVersion(trx, streamId));
  assertSameHousehold(streamId, row.household_id, householdId);
  return expected;
}

function assertSameHousehold(streamId: string, actual: number, expected: number) {
  // A stream never changes household: appending across households is a programming error.
  if (actual !== expected) throw new Error(`Stream ${streamId} belongs to another household.`);
}

async function currentVersion(db: Kysely<DB>, streamId: string): Promise<number | null> {
  const row = await db
    .selectFrom("streams")
    .select("version")
    .where("stream_id", "=", streamId)
    .executeTakeFirst();
  return row?.version ?? null;
}

/** A stream's events in version order, and its current version (0 when it does not exist). */
export async function readStream(
  db: Kysely<DB>,
  streamId: string,
  options: { fromVersion?: number } = {},
): Promise<{ exists: boolean; version: number; events: RecordedEvent[] }> {
  const rows = await db
    .selectFrom("events")
    .selectAll()
    .where("stream_id", "=", streamId)
    .where("stream_version", ">", options.fromVersion ?? 0)
    .orderBy("stream_version")
    .execute();
  const events = rows.map(toRecorded);
  const version = events.at(-1)?.streamVersion ?? (await currentVersion(db, streamId)) ?? 0;
  return { exists: version > 0, version, events };
}

/**
 * Reads the log in commit order, after `cursor`. Only events of transactions older than every
 * transaction still running are returned, so a reader that keeps its cursor never skips an event
 * that commits late (ADR 003).
 */
export async function readLog(
  db: Kysely<DB>,
  filter: LogFilter = {},
  cursor: LogCursor | null = null,
  limit = 500,
): Promise<LogPage> {
  let query = db
    .selectFrom("events")
    .selectAll()
    .where(sql<boolean>`transaction_id < pg_snapshot_xmin(pg_current_snapshot())`);
  if (cursor) {
    const { transactionId, position } = parseCursor(cursor);
    query = query.where(
      sql<boolean>`(transaction_id, global_position) > (${transactionId}::xid8, ${position}::bigint)`,
    );
  }
  query = applyFilter(query, filter);
  const rows = await query.orderBy("transaction_id").orderBy("global_position").limit(limit).execute();
  const events = rows.map(toRecorded);
  const last = events.at(-1);
  return { events, cursor: last ? `${last.transactionId}:${last.globalPosition}` : cursor };
}

type EventsQuery = ReturnType<typeof selectEvents>;
function selectEvents(db: Kysely<DB>) {
  return db.selectFrom("events").selectAll();
}

function applyFilter(query: EventsQuery, filter: LogFilter): EventsQuery {
  let q = query;
  if (filter.householdId !== undefined) q = q.where("household_id", "=", filter.householdId);
  if (filter.streamId !== undefined) q = q.where("stream_id", "=", filter.streamId);
  if (filter.types && filter.types.length > 0) q = q.where("event_type", "in", [...filter.types]);
  if (filter.actorUserId !== undefined) q = q.where("actor_user_id", "=", filter.actorUserId);
  if (filter.recordedFrom) q = q.where("recorded_at", ">=", filter.recordedFrom);
  if (filter.recordedBefore) q = q.where("recorded_at", "<", filter.recordedBefore);
  return q;
}

function parseCursor(cursor: LogCursor): { transactionId: string; position: number } {
  const match = /^(\d+):(\d+)$/.exec(cursor);
  if (!match) throw new Error(`Invalid log cursor: ${cursor}`);
  return { transactionId: match[1]!, position: Number(match[2]) };
}

/**
 * Truncates every projection's tables and replays the whole log through them, in batches, in one
 * transaction (through a projection's `applyBatch` and then `finishRebuild` when it has them, else its
 * `apply`). Appends wait meanwhile (EXCLUSIVE lock on events; reads go on), so the rebuilt read models
 * match the log exactly when it commits.
 */
async function rebuildProjections(
  db: Kysely<DB>,
  projections: readonly Projection[],
  batchSize = 5000,
): Promise<{ events: number }> {
  return db.transaction().execute(async (trx) => {
    await sql`lock table events in exclusive mode`.execute(trx);
    const tables = [...new Set(projections.flatMap((p) => p.tables))];
    if (tables.length > 0)
      await sql`truncate table ${sql.join(tables.map((t) => sql.table(t)))}`.execute(trx);
    let after: { transactionId: string; position: number } | null = null;
    let total = 0;
    for (;;) {
      let query = trx.selectFrom("events").selectAll();
      if (after) {
        query = query.where(
          sql<boolean>`(transaction_id, global_position) > (${after.transactionId}::xid8, ${after.position}::bigint)`,
        );
      }
      const rows = await query
        .orderBy("transaction_id")
        .orderBy("global_position")
        .limit(batchSize)
        .execute();
      if (rows.length === 0) break;
      const events = rows.map(toRecorded);
      await runProjections(trx, projections, events, { rebuilding: true });
      total += events.length;
      const last = events.at(-1)!;
      after = { transactionId: last.transactionId, position: last.globalPosition };
    }
    for (const projection of projections) await projection.finishRebuild?.(trx);
    return { events: total };
  });
}

function toRecorded(row: Selectable<EventsTable>): RecordedEvent {
  return {
    type: row.event_type,
    data: row.data as JsonObject,
    globalPosition: row.global_position,
    transactionId: String(row.transaction_id),
    householdId: row.household_id,
    householdSequence: row.household_sequence,
    streamId: row.stream_id,
    streamVersion: row.stream_version,
    metadata: row.metadata as unknown as EventMetadata,
    recordedAt: row.recorded_at,
    previousHash: row.previous_hash,
    hash: row.hash,
  };
}
