import type { Kysely, RawBuilder } from "kysely";
import type { DB } from "../db/schema";
import type { Event, EventMetadata, RecordedEvent } from "./types";

/** An event about to be appended: what is known of it before the database numbers and chains it. */
export type PendingEvent = Event & {
  householdId: number;
  streamId: string;
  metadata: EventMetadata;
  /** 1 for the append's first event, 2 for the next: its stream version is the claimed start + this. */
  ordinal: number;
};

/**
 * A projection's part of the append statement itself (ADR 014): one round trip per append instead of
 * two. The store runs `with claimed as (…), appended as (insert into events … returning *), <ctes>
 * select …, <result> from appended`, so the CTEs see the recorded rows (`appended`, every column of
 * events) and the stream version before the append (`claimed.start`); a refused append records no
 * row, and so the CTEs write nothing.
 */
export type InlineProjection = {
  /** Data-modifying CTEs, comma-separated ("a as (…), b as (…)"), named after the projection. */
  ctes: RawBuilder<unknown>;
  /** A scalar SQL expression over those CTEs, returned with the statement's rows. */
  result: RawBuilder<unknown>;
  /** Runs after the statement, in the append transaction, with `result`'s value. */
  finish(trx: Kysely<DB>, result: unknown): Promise<void>;
};

/** What to compare in a drift check: every row, or a random sample of this many; one household or all. */
export type DriftCheckOptions = { sample: number | "all"; householdId?: number };

/** A read-model row (or group of rows) that differs from what the log says, and how. */
export type Drift = { subject: string; differences: string[] };

/**
 * An inline projection: it runs inside the append transaction, so a read model is never behind
 * its log. It must be idempotent and must not throw on events it does not understand.
 */
export type Projection = {
  name: string;
  /** Read-model tables it owns; `npm run projections:rebuild` truncates them. */
  tables: readonly string[];
  /** Event types it handles; others are never passed to it. */
  handles: readonly string[];
  apply(trx: Kysely<DB>, events: readonly RecordedEvent[]): Promise<void>;
  /**
   * Optional batch path for rebuilds: `rebuildProjections` then calls it instead of `apply` with each
   * batch of the log (each household's events in chain order, so every stream's in version order, on
   * freshly truncated tables), and `finishRebuild` once after the
   * last batch, so work that `apply` repeats per append (aggregates) can be done once. Together they
   * must leave exactly the rows `apply` would have left.
   */
  applyBatch?(trx: Kysely<DB>, events: readonly RecordedEvent[]): Promise<void>;
  /**
   * Optional: these events' projection as part of the append statement, or null to have `apply` run
   * after it. Given only the events it handles; must leave exactly the rows `apply` would.
   */
  inline?(events: readonly PendingEvent[]): InlineProjection | null;
  finishRebuild?(trx: Kysely<DB>): Promise<void>;
  /**
   * Optional, read-only: compares read-model rows with a fold of their streams (`npm run events:verify`)
   * and says what differs. Runs in one repeatable-read snapshot, so a live append cannot look like drift.
   */
  checkDrift?(db: Kysely<DB>, options: DriftCheckOptions): Promise<{ checked: number; drift: Drift[] }>;
};

/** The events a projection handles, in their order. */
export const relevantTo = <E extends Event>(projection: Projection, events: readonly E[]): E[] =>
  events.filter((e) => projection.handles.includes(e.type));

export function runProjections(
  trx: Kysely<DB>,
  projections: readonly Projection[],
  events: readonly RecordedEvent[],
  options: { rebuilding?: boolean } = {},
): Promise<void> {
  return projections.reduce(async (previous, projection) => {
    await previous;
    const relevant = relevantTo(projection, events);
    if (relevant.length === 0) return;
    if (options.rebuilding && projection.applyBatch) await projection.applyBatch(trx, relevant);
    else await projection.apply(trx, relevant);
  }, Promise.resolve());
}
