import { sql } from "kysely";
import { expect, test } from "vitest";
import { describeEachBackend, newHouseholdId } from "../../tests/support/db";
import { createEventStore } from "./store.server";
import type { EventMetadata } from "./types";
import { verifyEventLog } from "./verify.server";

const store = createEventStore();
const meta = (householdId: number): EventMetadata => ({ householdId, actor: null, source: "system" });
const created = (title: string) => [{ type: "NoteCreated", data: { title } }];
const renamed = (title: string) => [{ type: "NoteRenamed", data: { title } }];

// Its own database: the tampering below would otherwise break other suites' rebuild checks.
describeEachBackend("event log verification", (ctx) => {
  test("verify detects a tampered event and a removed one", async () => {
    const { db } = ctx();
    const household = newHouseholdId();
    for (const [i, title] of ["One", "Two", "Three"].entries()) {
      await db
        .transaction()
        .execute((trx) =>
          store.append(trx, "note-j1", i, i === 0 ? created(title) : renamed(title), meta(household)),
        );
    }
    expect(await verifyEventLog(db, { householdId: household })).toMatchObject({ events: 3, problems: [] });
    // Only a superuser bypassing the triggers can do this; verify must notice.
    await db.transaction().execute(async (trx) => {
      await sql`set local session_replication_role = replica`.execute(trx);
      await sql`update events set data = '{"title": "Forged"}' where stream_id = 'note-j1' and stream_version = 2`.execute(
        trx,
      );
    });
    const tampered = await verifyEventLog(db, { householdId: household });
    expect(tampered.problems).toEqual([
      { householdId: household, sequence: 2, problem: "content does not match its hash" },
    ]);
    await db.transaction().execute(async (trx) => {
      await sql`set local session_replication_role = replica`.execute(trx);
      await sql`delete from events where stream_id = 'note-j1' and stream_version = 3`.execute(trx);
    });
    const removed = await verifyEventLog(db, { householdId: household });
    expect(removed.problems.map((p) => p.problem)).toContain("log ends at 2 but the chain head says 3");
  });
});
