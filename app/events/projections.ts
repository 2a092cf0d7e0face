import type { Kysely } from "kysely";
import type { DB } from "../db/schema";
import type { RecordedEvent } from "./types";

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
   * batch of the log (in commit order, on freshly truncated tables), and `finishRebuild` once after the
   * last batch, so work that `apply` repeats per append (aggregates) can be done once. Together they
   * must leave exactly the rows `apply` would have left.
   */
  applyBatch?(trx: Kysely<DB>, events: readonly RecordedEvent[]): Promise<void>;
  finishRebuild?(trx: Kysely<DB>): Promise<void>;
};

export function runProjections(
  trx: Kysely<DB>,
  projections: readonly Projection[],
  events: readonly RecordedEvent[],
  options: { rebuilding?: boolean } = {},
): Promise<void> {
  return projections.reduce(async (previous, projection) => {
    await previous;
    const relevant = events.filter((e) => projection.handles.includes(e.type));
    if (relevant.length === 0) return;
    if (options.rebuilding && projection.applyBatch) await projection.applyBatch(trx, relevant);
    else await projection.apply(trx, relevant);
  }, Promise.resolve());
}
