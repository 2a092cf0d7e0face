// Read → fold → decide → append, in one transaction (Emmett's CommandHandler). With an idempotency
// key the first result is stored in the same transaction, so a retried command appends nothing.
import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { DB } from "../db/schema";
import { ConcurrencyError, IdempotencyKeyReusedError } from "./errors";
import type { EventStore } from "./store.server";
import type { Event, EventMetadata, JsonObject, RecordedEvent } from "./types";

export type Decider<State, E extends Event> = {
  initialState(): State;
  evolve(state: State, event: E): State;
};

export type CommandOutcome<State, Result> = {
  /** False when an idempotency key matched an earlier command: nothing was appended. */
  applied: boolean;
  result: Result;
  state?: State;
  version?: number;
  events?: RecordedEvent[];
};

export type CommandOptions<State, E extends Event, Result extends JsonObject> = {
  streamId: string;
  decider: Decider<State, E>;
  decide(state: State, version: number): E[];
  metadata: EventMetadata;
  /** The version the user saw. A different current version is a ConcurrencyError (HTTP 409). */
  expectedVersion?: number;
  /** The stored answer for this command: replayed as is when the idempotency key repeats. */
  result(outcome: { state: State; version: number; events: RecordedEvent[] }): Result;
  /** Any JSON-able description of the request; a repeated key with another request is refused. */
  request?: unknown;
  /**
   * More work in the same transaction after the append (e.g. a recurring series appends to each of its
   * meals' streams). Not run when an idempotency key replays an earlier result.
   */
  afterAppend?(
    trx: Kysely<DB>,
    outcome: { state: State; version: number; events: RecordedEvent[] },
  ): Promise<void>;
};

const RETRIES_WITHOUT_EXPECTED_VERSION = 3;

export async function handleCommand<State, E extends Event, Result extends JsonObject>(
  db: Kysely<DB>,
  store: EventStore,
  options: CommandOptions<State, E, Result>,
): Promise<CommandOutcome<State, Result>> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute((trx) => runOnce(trx, store, options));
    } catch (error) {
      // Without a version from the user, a race with another writer is retried on fresh state.
      const retry =
        error instanceof ConcurrencyError &&
        options.expectedVersion === undefined &&
        attempt < RETRIES_WITHOUT_EXPECTED_VERSION;
      if (!retry) throw error;
    }
  }
}

async function runOnce<State, E extends Event, Result extends JsonObject>(
  trx: Kysely<DB>,
  store: EventStore,
  options: CommandOptions<State, E, Result>,
): Promise<CommandOutcome<State, Result>> {
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
  await trx
    .selectFrom("streams")
    .select("stream_id")
    .where("stream_id", "=", options.streamId)
    .forUpdate()
    .execute();
  const stream = await store.readStream(trx, options.streamId);
  if (options.expectedVersion !== undefined && options.expectedVersion !== stream.version) {
    throw new ConcurrencyError(
      options.streamId,
      options.expectedVersion,
      stream.exists ? stream.version : null,
    );
  }
  let state = stream.events.reduce(
    (s, e) => options.decider.evolve(s, { type: e.type, data: e.data } as E),
    options.decider.initialState(),
  );
  const decided = options.decide(state, stream.version);
  let version = stream.version;
  let recorded: RecordedEvent[] = [];
  if (decided.length > 0) {
    const appended = await store.append(trx, options.streamId, stream.version, decided, metadata);
    recorded = appended.events;
    version = appended.nextExpectedVersion;
    state = decided.reduce((s, e) => options.decider.evolve(s, e), state);
  }
  if (options.afterAppend) await options.afterAppend(trx, { state, version, events: recorded });
  const result = options.result({ state, version, events: recorded });
  if (key) {
    await trx
      .updateTable("idempotency_keys")
      .set({ result: JSON.stringify(result) })
      .where("household_id", "=", metadata.householdId)
      .where("key", "=", key)
      .execute();
  }
  return { applied: true, result, state, version, events: recorded };
}
