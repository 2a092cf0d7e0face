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
};

export function runProjections(
  trx: Kysely<DB>,
  projections: readonly Projection[],
  events: readonly RecordedEvent[],
): Promise<void> {
  return projections.reduce(async (previous, projection) => {
    await previous;
    const relevant = events.filter((e) => projection.handles.includes(e.type));
    if (relevant.length > 0) await projection.apply(trx, relevant);
  }, Promise.resolve());
}
