// Read → fold → decide → append, in one transaction (Emmett's CommandHandler). With an idempotency
// key the first result is stored in the same transaction, so a retried command appends nothing.
// A command may span several streams (a recurring series and its meals): they go through the same
// lock / version check / idempotency path, all in one transaction (ADR 024).
import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { DB } from "../db/schema";
import type { EventCodec } from "./codec";
import { ConcurrencyError, IdempotencyKeyReusedError } from "./errors";
import type { EventStore } from "./store.server";
import type { Event, EventMetadata, JsonObject, RecordedEvent } from "./types";

/** What the handler folds a stream with. */
export type Fold<State, E extends Event> = {
  initialState(): State;
  evolve(state: State, event: E): State;
};

/**
 * A decider (Emmett): one object with the state a stream starts from, how an event changes it, and
 * what a command decides on it. Pure: no clock, database or network. Write it with `satisfies` and a
 * `never` default in both switches, so a new command or event that it does not handle fails to compile
 * (see app/domain/meal-plan/decider.ts).
 */
export type Decider<State, Command, E extends Event> = Fold<State, E> & {
  decide(command: Command, state: State): E[];
};

/** A type error unless every case of a union was handled: `default: return unhandled(x)`. */
export function unhandled(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
}

/** One stream's part of a command: what it folds with, and what it decides on the folded state. */
export type StreamCommand<State, E extends Event> = {
  streamId: string;
  decider: Fold<State, E>;
  /** How its stored events are read; by default the store's codec for the stream's type. */
  codec?: EventCodec<E>;
  /** The version the user saw. A different current version is a ConcurrencyError (HTTP 409). */
  expectedVersion?: number;
  decide(state: State, version: number): E[];
};

/** A stream after the command: its state, version and what was appended to it. */
export type StreamOutcome<State = unknown> = {
  streamId: string;
  state: State;
  version: number;
  events: RecordedEvent[];
};

export type CommandOutcome<State, Result> = {
  /** False when an idempotency key matched an earlier command: nothing was appended. */
  applied: boolean;
  result: Result;
  state?: State;
  version?: number;
  events?: RecordedEvent[];
};

export type CommandOptions<State, E extends Event, Result extends JsonObject> = StreamCommand<State, E> & {
  metadata: EventMetadata;
  /** The stored answer for this command: replayed as is when the idempotency key repeats. */
  result(outcome: { state: State; version: number; events: RecordedEvent[] }): Result;
  /** Any JSON-able description of the request; a repeated key with another request is refused. */
  request?: unknown;
};

export type MultiStreamOptions<Result extends JsonObject> = {
  /** Decided and appended in this order; locked in stream-id order, so two commands never deadlock. */
  streams: readonly StreamCommand<unknown, Event>[];
  /** Recorded with every event; the idempotency key only on the first stream's events. */
  metadata: EventMetadata;
  result(outcomes: StreamOutcome[]): Result;
  request?: unknown;
};

export type MultiStreamOutcome<Result> = {
  applied: boolean;
  result: Result;
  streams?: StreamOutcome[];
};

/** Types one stream's part of a multi-stream command (a list of them holds different states). */
export const streamCommand = <State, E extends Event>(command: StreamCommand<State, E>) =>
  command as unknown as StreamCommand<unknown, Event>;

const RETRIES_WITHOUT_EXPECTED_VERSION = 3;

export async function handleCommand<State, E extends Event, Result extends JsonObject>(
  db: Kysely<DB>,
  store: EventStore,
  options: CommandOptions<State, E, Result>,
): Promise<CommandOutcome<State, Result>> {
  const { metadata, request, result, ...stream } = options;
  const outcome = await handleMultiStreamCommand(db, store, {
    streams: [stream],
    metadata,
    request,
    result: ([one]) => result(one as StreamOutcome<State>),
  });
  if (!outcome.streams) return { applied: false, result: outcome.result };
  const [one] = outcome.streams as [StreamOutcome<State>];
  return {
    applied: true,
    result: outcome.result,
    state: one.state,
    version: one.version,
    events: one.events,
  };
}

/** One command over several streams: all of them appended in one transaction, or none. */
export async function handleMultiStreamCommand<Result extends JsonObject>(
  db: Kysely<DB>,
  store: EventStore,
  options: MultiStreamOptions<Result>,
): Promise<MultiStreamOutcome<Result>> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute((trx) => runOnce(trx, store, options));
    } catch (error) {
      // Without a version from the user, a race with another writer is retried on fresh state.
      const retry =
        error instanceof ConcurrencyError &&
        options.streams.every((s) => s.expectedVersion === undefined) &&
        attempt < RETRIES_WITHOUT_EXPECTED_VERSION;
      if (!retry) throw error;
    }
  }
}

async function runOnce<Result extends JsonObject>(
  trx: Kysely<DB>,
  store: EventStore,
  options: MultiStreamOptions<Result>,
): Promise<MultiStreamOutcome<Result>> {
  const { metadata } = options;
  const key = metadata.idempotencyKey;
  if (key) {
    const requestHash = createHash("sha256")
      .update(JSON.stringify(options.request ?? null))
      .digest("hex");
    // The insert waits for a concurrent holder of the same key, then sees its committed row.
    const claimed = await trx
      .insertInto("idempotency_keys")
      .values({ household_id: metadata.householdId, key, request_hash: requestHash, result: null })
      .onConflict((oc) => oc.columns(["household_id", "key"]).doNothing())
      .returning("key")
      .executeTakeFirst();
    if (!claimed) {
      const earlier = await trx
        .selectFrom("idempotency_keys")
        .select(["request_hash", "result"])
        .where("household_id", "=", metadata.householdId)
        .where("key", "=", key)
        .executeTakeFirstOrThrow();
      if (earlier.request_hash !== requestHash) throw new IdempotencyKeyReusedError(key);
      return { applied: false, result: earlier.result as Result };
    }
  }

  // Writers of one stream take turns (the row lock is held to commit): a command without a version then
  // always decides on the latest state instead of failing a race, and one with a stale version still
  // gets its ConcurrencyError. Other streams never wait.
  const ids = [...new Set(options.streams.map((s) => s.streamId))].sort();
  await trx
    .selectFrom("streams")
    .select("stream_id")
    .where("stream_id", "in", ids)
    .orderBy("stream_id")
    .forUpdate()
    .execute();

  const outcomes: StreamOutcome[] = [];
  for (const [i, command] of options.streams.entries()) {
    const stream = await store.readStream(trx, command.streamId, { codec: command.codec });
    if (command.expectedVersion !== undefined && command.expectedVersion !== stream.version) {
      throw new ConcurrencyError(
        command.streamId,
        command.expectedVersion,
        stream.exists ? stream.version : null,
      );
    }
    const { decider } = command;
    let state = stream.events.reduce((s, e) => decider.evolve(s, e), decider.initialState());
    const decided = command.decide(state, stream.version);
    let version = stream.version;
    let recorded: RecordedEvent[] = [];
    if (decided.length > 0) {
      const appended = await store.append(
        trx,
        command.streamId,
        stream.version,
        decided,
        i === 0 ? metadata : { ...metadata, idempotencyKey: undefined },
      );
      recorded = appended.events;
      version = appended.nextExpectedVersion;
      state = decided.reduce((s, e) => decider.evolve(s, e), state);
    }
    outcomes.push({ streamId: command.streamId, state, version, events: recorded });
  }
  const result = options.result(outcomes);
  if (key) {
    await trx
      .updateTable("idempotency_keys")
      .set({ result: JSON.stringify(result) })
      .where("household_id", "=", metadata.householdId)
      .where("key", "=", key)
      .execute();
  }
  return { applied: true, result, streams: outcomes };
}
