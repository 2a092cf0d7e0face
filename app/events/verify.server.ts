// Checks each household's hash chain: contiguous sequence, each link pointing at the previous hash,
// each hash matching its row (recomputed by the same SQL function the insert trigger uses).
import { type Kysely, sql } from "kysely";
import type { DB } from "../db/schema";

export type ChainProblem = { householdId: number; sequence: number | null; problem: string };
export type VerifyReport = { households: number; events: number; problems: ChainProblem[] };

export async function verifyEventLog(
  db: Kysely<DB>,
  options: { householdId?: number; batchSize?: number } = {},
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
    for (;;) {
      const rows = await db
        .selectFrom("events")
        .select([
          "household_sequence",
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
