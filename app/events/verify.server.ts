// `npm run events:verify`. Checks each household's hash chain: contiguous sequence, each link pointing
// at the previous hash, each hash matching its row (recomputed by the same SQL function the insert
// trigger uses), and each stream's versions following one another in chain order (the order rebuilds
// replay, ADR 003). Then compares read-model rows with a fold of their streams (projections'
// `checkDrift`). Each check reads one repeatable-read snapshot, so appends meanwhile are not problems.
import { type Kysely, sql } from "kysely";
import type { DB } from "../db/schema";
import type { Drift, DriftCheckOptions, Projection } from "./projections";

export type ChainProblem = { householdId: number; sequence: number | null; problem: string };
export type VerifyReport = { households: number; events: number; problems: ChainProblem[] };

/** Runs `work` in a read-only snapshot (or in the caller's transaction). */
function inSnapshot<T>(db: Kysely<DB>, work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db);
  return db.transaction().setIsolationLevel("repeatable read").setAccessMode("read only").execute(work);
}

export function verifyEventLog(
  db: Kysely<DB>,
  options: { householdId?: number; batchSize?: number } = {},
): Promise<VerifyReport> {
  return inSnapshot(db, (trx) => verifyChains(trx, options));
}

async function verifyChains(
  db: Kysely<DB>,
  options: { householdId?: number; batchSize?: number },
): Promise<VerifyReport> {
  const batchSize = options.batchSize ?? 2000;
  let heads = db.selectFrom("event_log_heads").selectAll().orderBy("household_id");
  if (options.householdId !== undefined) heads = heads.where("household_id", "=", options.householdId);
  const report: VerifyReport = { households: 0, events: 0, problems: [] };

  for (const head of await heads.execute()) {
    report.households++;
    const problem = (sequence: number | null, text: string) =>
      report.problems.push({ householdId: head.household_id, sequence, problem: text });
    let expectedSequence = 1;
    let previousHash = "0".repeat(64);
    const streamVersions = new Map<string, number>();
    for (;;) {
      const rows = await db
        .selectFrom("events")
        .select([
          "household_sequence",
          "stream_id",
          "stream_version",
          "previous_hash",
          "hash",
          sql<string>`event_hash(previous_hash, household_id, household_sequence, stream_id, stream_version,
            event_type, data, metadata, recorded_at)`.as("recomputed"),
        ])
        .where("household_id", "=", head.household_id)
        .where("household_sequence", ">=", expectedSequence)
        .orderBy("household_sequence")
        .limit(batchSize)
        .execute();
      if (rows.length === 0) break;
      for (const row of rows) {
        if (row.household_sequence !== expectedSequence) {
          problem(expectedSequence, `missing event(s) ${expectedSequence}–${row.household_sequence - 1}`);
        }
        if (row.previous_hash !== previousHash)
          problem(row.household_sequence, "link to the previous event is broken");
        if (row.recomputed !== row.hash) problem(row.household_sequence, "content does not match its hash");
        const before = streamVersions.get(row.stream_id) ?? 0;
        if (row.stream_version !== before + 1)
          problem(
            row.household_sequence,
            `${row.stream_id} goes from version ${before} to ${row.stream_version} in chain order`,
          );
        streamVersions.set(row.stream_id, row.stream_version);
        previousHash = row.hash;
        expectedSequence = row.household_sequence + 1;
        report.events++;
      }
    }
    if (expectedSequence - 1 !== head.sequence) {
      problem(null, `log ends at ${expectedSequence - 1} but the chain head says ${head.sequence}`);
    } else if (previousHash !== head.hash) {
      problem(head.sequence, "chain head hash does not match the last event");
    }
  }
  return report;
}

export type ReadModelReport = {
  checked: { projection: string; subjects: number }[];
  drift: (Drift & { projection: string })[];
};

/**
 * Each projection's drift check (those that have one) in one snapshot: read-model rows compared with
 * a fold of their streams, for a random sample or all of them.
 */
export function verifyReadModels(
  db: Kysely<DB>,
  projections: readonly Projection[],
  options: DriftCheckOptions,
): Promise<ReadModelReport> {
  return inSnapshot(db, async (trx) => {
    const report: ReadModelReport = { checked: [], drift: [] };
    for (const projection of projections) {
      if (!projection.checkDrift) continue;
      const { checked, drift } = await projection.checkDrift(trx, options);
      report.checked.push({ projection: projection.name, subjects: checked });
      report.drift.push(...drift.map((d) => ({ projection: projection.name, ...d })));
    }
    return report;
  });
}
