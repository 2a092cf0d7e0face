// The event store: append with an expected version, read a stream, follow the log without skipping
// late commits, rebuild read models. Ordering and the hash chain: docs/decisions/003-event-store-ordering-and-chain.md.
import { type Kysely, type Selectable, sql } from "kysely";
import { PREPARED } from "../db/prepared";
import type { DB, EventsTable } from "../db/schema";
import { type EventCodec, positionOf } from "./codec";
import { ConcurrencyError } from "./errors";
import {
  type InlineProjection,
  type PendingEvent,
  type Projection,
  relevantTo,
  runProjections,
} from "./projections";
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

/** Each stream type's codec (`meal` → the meal plan's events): how the store reads its payloads back. */
export type Codecs = Readonly<Record<string, EventCodec>>;

/** The stream type is the part of the id before the first '-': `meal-42` is a `meal` stream. */
export function streamTypeOf(streamId: string): string {
  const dash = streamId.indexOf("-");
  if (dash <= 0) throw new Error(`Stream id ${streamId} has no type prefix ("type-id").`);
  return streamId.slice(0, dash);
}

export function createEventStore(options: { projections?: readonly Projection[]; codecs?: Codecs } = {}) {
  const projections = [...(options.projections ?? [])];
  const codecs: Codecs = { ...(options.codecs ?? {}) };
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
    const payload = JSON.stringify(events.map((e) => ({ type: e.type, data: e.data })));
    const metadataJson = JSON.stringify(metadata);
    // The rest of each recorded event is what was sent: its payloads as the jsonb columns hold them.
    const sent = JSON.parse(payload) as Event[];
    const stored = JSON.parse(metadataJson) as EventMetadata;
    const pending = sent.map((e, i) => ({
      ...e,
      householdId: metadata.householdId,
      streamId,
      metadata: stored,
      ordinal: i + 1,
    }));
    const { inline, after } = splitInline(projections, pending);

    const { rows } = await sql<AppendedRow & Record<`p${number}`, unknown>>`${PREPARED}
      with claimed as (
        ${claimVersions(streamId, expectedVersion, count, metadata.householdId)}
      ), appended as (
        insert into events (household_id, stream_id, stream_version, event_type, data, metadata, source,
          actor_user_id, request_id, idempotency_key)
        select claimed.household_id, ${streamId}, claimed.start + e.n, e.event->>'type', e.event->'data',
          ${metadataJson}::jsonb, ${metadata.source}, ${metadata.actor?.userId ?? null}::bigint,
          ${metadata.requestId ?? null}::text, ${metadata.idempotencyKey ?? null}::text
        from claimed, jsonb_array_elements(${payload}::jsonb) with ordinality as e(event, n)
        where claimed.household_id = ${metadata.householdId}::bigint
        order by e.n
        returning *
      )${sql.join(
        inline.map((part) => sql`, ${part.ctes}`),
        sql``,
      )}
      select global_position, transaction_id, household_sequence, stream_version, recorded_at,
        previous_hash, hash${sql.join(
          inline.map((part, i) => sql`, ${part.result} as ${sql.ref(`p${i}`)}`),
          sql``,
        )}
      from appended`.execute(trx);
    if (rows.length !== count) await refuseAppend(trx, streamId, expectedVersion, metadata.householdId);

    const recorded = rows
      .sort((a, b) => a.stream_version - b.stream_version)
      .map(
        (row, i): RecordedEvent => ({
          type: sent[i]!.type,
          data: sent[i]!.data,
          globalPosition: row.global_position,
          transactionId: String(row.transaction_id),
          householdId: metadata.householdId,
          householdSequence: row.household_sequence,
          streamId,
          streamVersion: row.stream_version,
          metadata: stored,
          recordedAt: row.recorded_at,
          previousHash: row.previous_hash,
          hash: row.hash,
        }),
      );
    for (const [i, part] of inline.entries()) await part.finish(trx, rows[0]![`p${i}`]);
    await runProjections(trx, after, recorded);
    return { nextExpectedVersion: recorded.at(-1)!.streamVersion, events: recorded };
  }

  return {
    projections: projections as readonly Projection[],
    codecs,
    append,
    /** A stream read through its stream type's registered codec (as stored when none is registered). */
    readStream: <E extends Event = Event>(
      db: Kysely<DB>,
      streamId: string,
      options: { fromVersion?: number; codec?: EventCodec<E> } = {},
    ) =>
      readStream<E>(db, streamId, {
        ...options,
        codec: options.codec ?? (codecs[streamTypeOf(streamId)] as EventCodec<E> | undefined),
      }),
    readLog,
    rebuildProjections: (db: Kysely<DB>, batchSize?: number) =>
      rebuildProjections(db, projections, batchSize, codecs),
  };
}

/**
 * The projections that run as part of the append statement (those offering `inline` for these events)
 * and those that run after it (`apply`). Projections that handle none of the events are in neither.
 */
function splitInline(projections: readonly Projection[], events: readonly PendingEvent[]) {
  const inline: InlineProjection[] = [];
  const after: Projection[] = [];
  for (const projection of projections) {
    const relevant = relevantTo(projection, events);
    if (relevant.length === 0) continue;
    const part = projection.inline?.(relevant) ?? null;
    if (part) inline.push(part);
    else after.push(projection);
  }
  return { inline, after };
}

type AppendedRow = Pick<
  Selectable<EventsTable>,
  | "global_position"
  | "transaction_id"
  | "household_sequence"
  | "stream_version"
  | "recorded_at"
  | "previous_hash"
  | "hash"
>;

// The statement that moves the stream's version from `expected` to `expected + count` and returns the
// version before (`start`) and the stream's household, or returns nothing. The conditional UPDATE takes
// the row lock: of two racing appends at the same version, the second re-checks the WHERE clause after
// the first commits, matches nothing, and fails. It runs as a CTE of the events INSERT, so a refused
// claim inserts no event, and the stream row is written before its events' foreign keys are checked.
function claimVersions(streamId: string, expected: ExpectedVersion, count: number, householdId: number) {
  const insertStream = sql`insert into streams (stream_id, stream_type, household_id, version, updated_at)
        values (${streamId}, ${streamTypeOf(streamId)}, ${householdId}::bigint, ${count}::bigint, now())`;
  if (expected === 0 || expected === "no_stream") {
    return sql`${insertStream} on conflict (stream_id) do nothing
        returning 0::bigint as start, household_id`;
  }
  if (expected === "any") {
    return sql`${insertStream} on conflict (stream_id)
          do update set version = streams.version + excluded.version, updated_at = now()
        returning version - ${count}::bigint as start, household_id`;
  }
  return sql`update streams set version = version + ${count}::bigint, updated_at = now()
        where stream_id = ${streamId} and version = ${expected}::bigint
        returning version - ${count}::bigint as start, household_id`;
}

// The append wrote nothing (or, across households, its claim alone): say why. The caller's
// transaction rolls back on the error.
async function refuseAppend(
  trx: Kysely<DB>,
  streamId: string,
  expected: ExpectedVersion,
  householdId: number,
): Promise<never> {
  const row = await trx
    .selectFrom("streams")
    .select(["version", "household_id"])
    .where("stream_id", "=", streamId)
    .executeTakeFirst();
  const creating = expected === 0 || expected === "no_stream";
  // A stream never changes household: appending across households is a programming error.
  if (!creating && row && row.household_id !== householdId)
    throw new Error(`Stream ${streamId} belongs to another household.`);
  throw new ConcurrencyError(streamId, creating ? "no_stream" : (expected as number), row?.version ?? null);
}

async function currentVersion(db: Kysely<DB>, streamId: string): Promise<number | null> {
  const row = await db
    .selectFrom("streams")
    .select("version")
    .where("stream_id", "=", streamId)
    .executeTakeFirst();
  return row?.version ?? null;
}

/**
 * A stream's events in version order, and its current version (0 when it does not exist). With a codec,
 * each payload is upcast and parsed (an unreadable one throws EventDecodeError); without, it is as stored.
 */
export async function readStream<E extends Event = Event>(
  db: Kysely<DB>,
  streamId: string,
  options: { fromVersion?: number; codec?: EventCodec<E> } = {},
): Promise<{ exists: boolean; version: number; events: RecordedEvent<E>[] }> {
  const rows = await db
    .selectFrom("events")
    .selectAll()
    .where("stream_id", "=", streamId)
    .where("stream_version", ">", options.fromVersion ?? 0)
    .orderBy("stream_version")
    .execute();
  const events = rows.map((row) => decodeWith(options.codec, toRecorded(row))) as RecordedEvent<E>[];
  const version = events.at(-1)?.streamVersion ?? (await currentVersion(db, streamId)) ?? 0;
  return { exists: version > 0, version, events };
}

/**
 * Reads the log by (transaction id, position), after `cursor`. Only events of transactions older than
 * every transaction still running are returned, so a reader that keeps its cursor never skips an event
 * that commits late (ADR 003). This is not commit order, nor a stream's version order (a writer takes
 * its id before it waits for the stream's lock): fold a stream by version, a household by sequence.
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

/** Which key a keyset page of the log follows: one household's chain, or every household's positions. */
export type LogKey = "householdSequence" | "globalPosition";

export type LogPageRequest = {
  key: LogKey;
  order: "asc" | "desc";
  /** Only events whose key is greater than this. */
  above?: number;
  /** Only events whose key is less than this. */
  below?: number;
  /** Only events whose key is at most this (e.g. a household's head when an export began). */
  atMost?: number;
  limit: number;
};

const KEY_COLUMNS = { householdSequence: "household_sequence", globalPosition: "global_position" } as const;

/**
 * A keyset page of the log for readers that show it (the history screen, the exports), with their
 * filter. Within one household, `householdSequence` is gap-free and in commit order (ADR 003), so a
 * keyset on it never skips an event; across households `globalPosition` orders a screen, but a reader
 * that must never miss a late commit follows `readLog` instead. Payloads come as stored: pass them
 * through the stream type's codec (`tryDecode` for a reader that must show odd data too).
 */
export async function readLogKeyset(
  db: Kysely<DB>,
  filter: LogFilter,
  page: LogPageRequest,
): Promise<RecordedEvent[]> {
  const column = KEY_COLUMNS[page.key];
  let query = applyFilter(selectEvents(db), filter);
  if (page.above !== undefined) query = query.where(column, ">", page.above);
  if (page.below !== undefined) query = query.where(column, "<", page.below);
  if (page.atMost !== undefined) query = query.where(column, "<=", page.atMost);
  const rows = await query.orderBy(column, page.order).limit(page.limit).execute();
  return rows.map(toRecorded);
}

/** The last sequence of a household's chain (0 before its first event). */
export async function householdHead(db: Kysely<DB>, householdId: number): Promise<number> {
  const head = await db
    .selectFrom("event_log_heads")
    .select("sequence")
    .where("household_id", "=", householdId)
    .executeTakeFirst();
  return head?.sequence ?? 0;
}

/** The events of these streams (optionally of these types only), in log position order, as stored. */
export async function readStreams(
  db: Kysely<DB>,
  streamIds: readonly string[],
  options: { types?: readonly string[] } = {},
): Promise<RecordedEvent[]> {
  if (streamIds.length === 0) return [];
  let query = selectEvents(db).where("stream_id", "in", [...streamIds]);
  if (options.types && options.types.length > 0) query = query.where("event_type", "in", [...options.types]);
  const rows = await query.orderBy("global_position").execute();
  return rows.map(toRecorded);
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
 *
 * The log is replayed household by household in chain order (`household_sequence`), which is commit
 * order within a household and so each stream's version order: the order the live projections saw.
 * Not by transaction id: a writer takes its id before it waits for a stream's lock, so a later version
 * can carry an earlier id (ADR 003).
 */
async function rebuildProjections(
  db: Kysely<DB>,
  projections: readonly Projection[],
  batchSize = 5000,
  codecs: Codecs = {},
): Promise<{ events: number }> {
  return db.transaction().execute(async (trx) => {
    await sql`lock table events in exclusive mode`.execute(trx);
    const tables = [...new Set(projections.flatMap((p) => p.tables))];
    if (tables.length > 0)
      await sql`truncate table ${sql.join(tables.map((t) => sql.table(t)))}`.execute(trx);
    let after: { householdId: number; sequence: number } | null = null;
    let total = 0;
    for (;;) {
      let query = trx.selectFrom("events").selectAll();
      if (after) {
        query = query.where(
          sql<boolean>`(household_id, household_sequence) > (${after.householdId}::bigint, ${after.sequence}::bigint)`,
        );
      }
      const rows = await query
        .orderBy("household_id")
        .orderBy("household_sequence")
        .limit(batchSize)
        .execute();
      if (rows.length === 0) break;
      // Projections see the current shapes, as the live appends gave them (old payloads upcast).
      const events = rows.map((row) => {
        const event = toRecorded(row);
        return decodeWith(codecs[streamTypeOf(event.streamId)], event);
      });
      await runProjections(trx, projections, events, { rebuilding: true });
      total += events.length;
      const last = events.at(-1)!;
      after = { householdId: last.householdId, sequence: last.householdSequence };
    }
    for (const projection of projections) await projection.finishRebuild?.(trx);
    return { events: total };
  });
}

function decodeWith(codec: EventCodec | undefined, event: RecordedEvent): RecordedEvent {
  return codec ? codec.decode(event, positionOf(event)) : event;
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
