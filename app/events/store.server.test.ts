import fc from "fast-check";
import { sql } from "kysely";
import { beforeAll, expect, test } from "vitest";
import { z } from "zod";
import { connect } from "~/db/database.server";
import { describeEachBackend, newHouseholdId } from "../../tests/support/db";
import {
  createNotesTable,
  decideNote,
  type NoteCommand,
  NoteError,
  noteDecider,
  notesProjection,
} from "../../tests/support/note";
import { defineEventCodec, EventDecodeError } from "./codec";
import { handleCommand, handleMultiStreamCommand, streamCommand } from "./command-handler.server";
import { ConcurrencyError, IdempotencyKeyReusedError } from "./errors";
import { createEventStore, readLog, readStream } from "./store.server";
import type { EventMetadata } from "./types";
import { verifyEventLog } from "./verify.server";

const store = createEventStore({ projections: [notesProjection] });

const meta = (householdId: number, extra: Partial<EventMetadata> = {}): EventMetadata => ({
  householdId,
  actor: { userId: 7, name: "Test Person" },
  source: "system",
  requestId: "req-test",
  ...extra,
});

const created = (title: string) => [{ type: "NoteCreated", data: { title } }];
const renamed = (title: string) => [{ type: "NoteRenamed", data: { title } }];

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describeEachBackend("event store", (ctx) => {
  beforeAll(async () => {
    await createNotesTable(ctx().db);
  });

  test("appends move the stream version and record who, when and from where", async () => {
    const { db } = ctx();
    const household = newHouseholdId();
    const result = await db
      .transaction()
      .execute((trx) =>
        store.append(trx, "note-a1", 0, [...created("Soup"), ...renamed("Stew")], meta(household)),
      );
    expect(result.nextExpectedVersion).toBe(2);
    const stream = await readStream(db, "note-a1");
    expect(stream.version).toBe(2);
    expect(stream.events.map((e) => [e.type, e.streamVersion, e.householdSequence])).toEqual([
      ["NoteCreated", 1, 1],
      ["NoteRenamed", 2, 2],
    ]);
    expect(stream.events[0]!.metadata).toEqual(meta(household));
    expect(stream.events[0]!.recordedAt).toBeInstanceOf(Date);
    expect(stream.events[1]!.previousHash).toBe(stream.events[0]!.hash);
  });

  test("an append at a stale version fails with a ConcurrencyError and writes nothing", async () => {
    const { db } = ctx();
    const household = newHouseholdId();
    await db.transaction().execute((trx) => store.append(trx, "note-b1", 0, created("One"), meta(household)));
    await db.transaction().execute((trx) => store.append(trx, "note-b1", 1, renamed("Two"), meta(household)));
    const stale = db
      .transaction()
      .execute((trx) => store.append(trx, "note-b1", 1, renamed("Three"), meta(household)));
    await expect(stale).rejects.toBeInstanceOf(ConcurrencyError);
    const again = db
      .transaction()
      .execute((trx) => store.append(trx, "note-b1", 0, created("Again"), meta(household)));
    await expect(again).rejects.toBeInstanceOf(ConcurrencyError);
    const stream = await readStream(db, "note-b1");
    expect(stream.version).toBe(2);
    expect(stream.events.map((e) => e.data.title)).toEqual(["One", "Two"]);
  });

  test("of two truly concurrent appends at the same version, exactly one wins", async () => {
    const { db } = ctx();
    const household = newHouseholdId();
    await db
      .transaction()
      .execute((trx) => store.append(trx, "note-c1", 0, created("Start"), meta(household)));
    const firstAppended = deferred();
    const releaseFirst = deferred();
    // The first transaction appends and holds its locks; the second appends while it is still open,
    // on its own connection, and must wait for it, then fail.
    const first = db.transaction().execute(async (trx) => {
      await store.append(trx, "note-c1", 1, renamed("First"), meta(household));
      firstAppended.resolve();
      await releaseFirst.promise;
    });
    await firstAppended.promise;
    const second = db.transaction().execute(async (trx) => {
      await store.append(trx, "note-c1", 1, renamed("Second"), meta(household));
    });
    const secondSettled = second.then(
      () => "ok",
      (e) => e,
    );
    await new Promise((r) => setTimeout(r, 150));
    releaseFirst.resolve();
    await first;
    expect(await secondSettled).toBeInstanceOf(ConcurrencyError);
    const stream = await readStream(db, "note-c1");
    expect(stream.events.map((e) => e.data.title)).toEqual(["Start", "First"]);
  });

  test("eight racing appends at the same version: one event stored, seven ConcurrencyErrors", async () => {
    const { db } = ctx();
    const household = newHouseholdId();
    await db
      .transaction()
      .execute((trx) => store.append(trx, "note-c2", 0, created("Start"), meta(household)));
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        db.transaction().execute(async (trx) => {
          await sql`select pg_sleep(0.05)`.execute(trx);
          return store.append(trx, "note-c2", 1, renamed(`Racer ${i}`), meta(household));
        }),
      ),
    );
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    const rejected = outcomes.filter((o): o is PromiseRejectedResult => o.status === "rejected");
    expect(rejected).toHaveLength(7);
    for (const r of rejected) expect(r.reason).toBeInstanceOf(ConcurrencyError);
    expect((await readStream(db, "note-c2")).version).toBe(2);
  });

  test("two concurrent creations of the same stream: one wins", async () => {
    const { db } = ctx();
    const household = newHouseholdId();
    const outcomes = await Promise.allSettled(
      [1, 2].map((n) =>
        db.transaction().execute(async (trx) => {
          await sql`select pg_sleep(0.05)`.execute(trx);
          return store.append(trx, "note-c3", "no_stream", created(`Creator ${n}`), meta(household));
        }),
      ),
    );
    expect(outcomes.map((o) => o.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect((await readStream(db, "note-c3")).events).toHaveLength(1);
  });

  test("a household's sequence stays gap-free under concurrent appends and rollbacks", async () => {
    const { db } = ctx();
    const household = newHouseholdId();
    await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        db.transaction().execute(async (trx) => {
          await store.append(trx, `note-d${i}`, 0, created(`Note ${i}`), meta(household));
          if (i % 3 === 0) throw new Error("roll back");
        }),
      ),
    );
    const rows = await db
      .selectFrom("events")
      .select("household_sequence")
      .where("household_id", "=", household)
      .orderBy("household_sequence")
      .execute();
    expect(rows.map((r) => r.household_sequence)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect((await verifyEventLog(db, { householdId: household })).problems).toEqual([]);
  });

  test("a log reader never skips an event whose transaction commits late", async () => {
    const { db } = ctx();
    const household = newHouseholdId();
    const types = ["NoteCreated"];
    const start = await readLog(db, { householdId: household, types });
    const lateAppended = deferred();
    const releaseLate = deferred();
    // The "late" transaction gets the lower transaction id and position, but commits last.
    const late = db.transaction().execute(async (trx) => {
      await store.append(trx, "note-e1", 0, created("Late"), meta(household));
      lateAppended.resolve();
      await releaseLate.promise;
    });
    await lateAppended.promise;
    const other = newHouseholdId(); // another household: does not wait for the late one
    await db.transaction().execute((trx) => store.append(trx, "note-e2", 0, created("Early"), meta(other)));
    const early = await readLog(db, { types }, start.cursor);
    expect(early.events.filter((e) => e.streamId === "note-e1" || e.streamId === "note-e2")).toEqual([]);
    releaseLate.resolve();
    await late;
    const after = await readLog(db, { types }, start.cursor);
    const ours = after.events.filter((e) => e.streamId === "note-e1" || e.streamId === "note-e2");
    expect(ours.map((e) => e.streamId)).toEqual(["note-e1", "note-e2"]);
  });

  test("the log is filtered by household, stream, type and actor, and paged by cursor", async () => {
    const { db } = ctx();
    const household = newHouseholdId();
    for (let i = 0; i < 5; i++) {
      await db
        .transaction()
        .execute((trx) =>
          store.append(
            trx,
            `note-f${i}`,
            0,
            created(`F${i}`),
            meta(household, { actor: { userId: i, name: `P${i}` } }),
          ),
        );
    }
    const page1 = await readLog(db, { householdId: household }, null, 2);
    const page2 = await readLog(db, { householdId: household }, page1.cursor, 2);
    const page3 = await readLog(db, { householdId: household }, page2.cursor, 2);
    expect([...page1.events, ...page2.events, ...page3.events].map((e) => e.streamId)).toEqual(
      [0, 1, 2, 3, 4].map((i) => `note-f${i}`),
    );
    const byActor = await readLog(db, { householdId: household, actorUserId: 3 });
    expect(byActor.events.map((e) => e.streamId)).toEqual(["note-f3"]);
    const byStream = await readLog(db, { streamId: "note-f1" });
    expect(byStream.events).toHaveLength(1);
  });

  test("a retried command with the same idempotency key returns its first result and appends nothing", async () => {
    const { db } = ctx();
    const household = newHouseholdId();
    const run = (title: string) =>
      handleCommand(db, store, {
        streamId: "note-g1",
        decider: noteDecider,
        decide: (state) => decideNote({ type: "createNote", title }, state),
        metadata: meta(household, { idempotencyKey: "key-g1", source: "web" }),
        request: { title },
        result: ({ version }) => ({ id: "note-g1", version }),
      });
    const first = await run("Pancakes");
    const retry = await run("Pancakes");
    expect(first).toMatchObject({ applied: true, result: { id: "note-g1", version: 1 } });
    expect(retry).toEqual({ applied: false, result: { id: "note-g1", version: 1 } });
    expect((await readStream(db, "note-g1")).events).toHaveLength(1);
    await expect(run("Waffles")).rejects.toBeInstanceOf(IdempotencyKeyReusedError);
    expect((await readStream(db, "note-g1")).events).toHaveLength(1);
  });

  test("concurrent retries with one idempotency key store one result", async () => {
    const { db } = ctx();
    const household = newHouseholdId();
    const outcomes = await Promise.all(
      [1, 2, 3].map(() =>
        handleCommand(db, store, {
          streamId: "note-g2",
          decider: noteDecider,
          decide: (state) => decideNote({ type: "createNote", title: "Once" }, state),
          metadata: meta(household, { idempotencyKey: "key-g2" }),
          request: { title: "Once" },
          result: ({ version }) => ({ version }),
        }),
      ),
    );
    expect(outcomes.filter((o) => o.applied)).toHaveLength(1);
    expect(outcomes.map((o) => o.result)).toEqual([{ version: 1 }, { version: 1 }, { version: 1 }]);
    expect((await readStream(db, "note-g2")).events).toHaveLength(1);
  });

  test("a command at a version the user no longer sees is refused; without one it is applied", async () => {
    const { db } = ctx();
    const household = newHouseholdId();
    const command = (c: NoteCommand, expectedVersion?: number) =>
      handleCommand(db, store, {
        streamId: "note-h1",
        decider: noteDecider,
        decide: (state) => decideNote(c, state),
        metadata: meta(household),
        expectedVersion,
        result: ({ version }) => ({ version }),
      });
    await command({ type: "createNote", title: "A" });
    await command({ type: "renameNote", title: "B" }, 1);
    await expect(command({ type: "renameNote", title: "C" }, 1)).rejects.toBeInstanceOf(ConcurrencyError);
    await expect(command({ type: "renameNote", title: "B" })).resolves.toMatchObject({
      result: { version: 2 },
    });
    await expect(command({ type: "createNote", title: "A" })).rejects.toBeInstanceOf(NoteError);
    const row = await sql<{ title: string; version: number }>`select title, version from test_rm_notes
      where stream_id = 'note-h1'`.execute(db);
    expect(row.rows[0]).toEqual({ title: "B", version: 2 });
  });

  test("a stream type's codec upcasts an old payload and parses it when the stream is read", async () => {
    const { db } = ctx();
    const household = newHouseholdId();
    // Memos once stored their text as `body`; today it is `text` (an upcaster, not an edit of the log).
    const memoEvents = defineEventCodec(
      { MemoWritten: z.object({ text: z.string() }) },
      { MemoWritten: [(data) => ("body" in data ? { text: data.body } : data)] },
    );
    const memos = createEventStore({ codecs: { memo: memoEvents } });
    await db.transaction().execute(async (trx) => {
      await memos.append(trx, "memo-1", 0, [{ type: "MemoWritten", data: { body: "old" } }], meta(household));
      await memos.append(trx, "memo-1", 1, [{ type: "MemoWritten", data: { text: "new" } }], meta(household));
      await memos.append(trx, "memo-2", 0, [{ type: "MemoWritten", data: { text: 4 } }], meta(household));
    });
    const stream = await memos.readStream(db, "memo-1");
    expect(stream.events.map((e) => e.data)).toEqual([{ text: "old" }, { text: "new" }]);
    // As stored without a codec; a payload the schema refuses is named, not cast.
    expect((await readStream(db, "memo-1")).events[0]!.data).toEqual({ body: "old" });
    await expect(memos.readStream(db, "memo-2")).rejects.toThrow(EventDecodeError);
    await expect(memos.readStream(db, "memo-2")).rejects.toThrow(/MemoWritten event \(memo-2 v1/);
  });

  test("a command over several streams appends to all or none, under one idempotency key", async () => {
    const { db } = ctx();
    const household = newHouseholdId();
    const both = (titles: [string, string], options: { key?: string; expectedVersion?: number } = {}) =>
      handleMultiStreamCommand(db, store, {
        streams: titles.map((title, i) =>
          streamCommand({
            streamId: `note-m${i}`,
            decider: noteDecider,
            expectedVersion: i === 1 ? options.expectedVersion : undefined,
            decide: (state) =>
              noteDecider.decide(
                state.status === "none" ? { type: "createNote", title } : { type: "renameNote", title },
                state,
              ),
          }),
        ),
        metadata: meta(household, { idempotencyKey: options.key }),
        request: { titles },
        result: (streams) => ({ versions: streams.map((s) => s.version) }),
      });
    expect((await both(["A", "B"], { key: "key-m1" })).result).toEqual({ versions: [1, 1] });
    expect(await both(["A", "B"], { key: "key-m1" })).toEqual({
      applied: false,
      result: { versions: [1, 1] },
    });
    // A stale version on the second stream: the first stream's append rolls back with it.
    await expect(both(["C", "D"], { expectedVersion: 0 })).rejects.toBeInstanceOf(ConcurrencyError);
    expect((await readStream(db, "note-m0")).version).toBe(1);
    expect((await both(["C", "D"], { expectedVersion: 1 })).result).toEqual({ versions: [2, 2] });
    const first = await readStream(db, "note-m0");
    expect(first.events.map((e) => e.metadata.idempotencyKey ?? null)).toEqual(["key-m1", null]);
  });

  test("the database refuses UPDATE, DELETE and TRUNCATE on events", async () => {
    const { db } = ctx();
    const household = newHouseholdId();
    await db
      .transaction()
      .execute((trx) => store.append(trx, "note-i1", 0, created("Fixed"), meta(household)));
    await expect(
      db.updateTable("events").set({ event_type: "Changed" }).where("stream_id", "=", "note-i1").execute(),
    ).rejects.toThrow(/append-only/);
    await expect(db.deleteFrom("events").where("stream_id", "=", "note-i1").execute()).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`truncate events cascade`.execute(db)).rejects.toThrow(/append-only/);
    expect((await readStream(db, "note-i1")).events).toHaveLength(1);
  });

  test("rebuilding the projections gives the same read model as the live one (property)", async () => {
    const { db } = ctx();
    const commandArb = fc.oneof(
      fc.record({ type: fc.constant("createNote" as const), title: fc.string({ maxLength: 12 }) }),
      fc.record({ type: fc.constant("renameNote" as const), title: fc.string({ maxLength: 12 }) }),
      fc.record({ type: fc.constant("archiveNote" as const) }),
    );
    const stepArb = fc.record({
      note: fc.integer({ min: 0, max: 3 }),
      household: fc.integer({ min: 0, max: 1 }),
      command: commandArb,
    });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 12 }), async (steps) => {
        run++;
        const households = [newHouseholdId(), newHouseholdId()];
        for (const step of steps) {
          const household = households[step.household]!;
          await handleCommand(db, store, {
            streamId: `note-p${household}x${step.note}x${run}`,
            decider: noteDecider,
            decide: (state) => decideNote(step.command, state),
            metadata: meta(household),
            result: ({ version }) => ({ version }),
          }).catch((error) => {
            if (!(error instanceof NoteError)) throw error;
          });
        }
        const snapshot = () =>
          sql`select * from test_rm_notes order by stream_id`.execute(db).then((r) => r.rows);
        const live = await snapshot();
        await store.rebuildProjections(db, 7);
        expect(await snapshot()).toEqual(live);
      }),
      { numRuns: 20 },
    );
  });

  test("an inline projection writes in the append's own statement, and a refused append writes nothing", async () => {
    const { db } = ctx();
    await sql`create table if not exists note_titles_inline (stream_id text, version bigint, title text)`.execute(
      db,
    );
    const finished: unknown[] = [];
    const inlineStore = createEventStore({
      projections: [
        {
          name: "note-titles-inline",
          tables: ["note_titles_inline"],
          handles: ["NoteCreated", "NoteRenamed"],
          apply: async () => {
            throw new Error("apply must not run when inline answers");
          },
          inline: (events) => ({
            ctes: sql`note_titles as (
                insert into note_titles_inline (stream_id, version, title)
                select a.stream_id, a.stream_version, a.data->>'title' from appended a
                returning version)`,
            result: sql`(select count(*)::int from note_titles)`,
            finish: async (_trx, result) => {
              finished.push([events.map((e) => e.ordinal), result]);
            },
          }),
        },
      ],
    });
    const household = newHouseholdId();
    await db
      .transaction()
      .execute((trx) =>
        inlineStore.append(
          trx,
          "note-inline-a",
          0,
          [...created("Soup"), ...renamed("Stew")],
          meta(household),
        ),
      );
    await expect(
      db
        .transaction()
        .execute((trx) => inlineStore.append(trx, "note-inline-a", 1, renamed("Late"), meta(household))),
    ).rejects.toBeInstanceOf(ConcurrencyError);
    const rows = await sql<{ version: number; title: string }>`
      select version, title from note_titles_inline where stream_id = 'note-inline-a' order by version`.execute(
      db,
    );
    expect(rows.rows).toEqual([
      { version: 1, title: "Soup" },
      { version: 2, title: "Stew" },
    ]);
    expect(finished).toEqual([[[1, 2], 2]]);
  });

  test("households do not wait for each other", async () => {
    const { db, url } = ctx();
    const a = newHouseholdId();
    const b = newHouseholdId();
    await db.transaction().execute((trx) => store.append(trx, "note-k1", 0, created("A"), meta(a)));
    const holdA = deferred();
    const aAppended = deferred();
    const blocker = db.transaction().execute(async (trx) => {
      await store.append(trx, "note-k1", 1, renamed("A2"), meta(a));
      aAppended.resolve();
      await holdA.promise;
    });
    await aAppended.promise;
    // With household A's chain head locked, B appends at once on another connection.
    const other = connect(url, { max: 1 });
    try {
      const started = Date.now();
      await other.transaction().execute(async (trx) => {
        await sql`set local lock_timeout = '2s'`.execute(trx);
        await store.append(trx, "note-k2", 0, created("B"), meta(b));
      });
      expect(Date.now() - started).toBeLessThan(1500);
    } finally {
      holdA.resolve();
      await blocker;
      await other.destroy();
    }
  });
});
