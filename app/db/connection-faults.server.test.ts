// The pool survives its database (docs/decisions/018-database-faults.md): connections terminated
// under load (a restart, a failover, a pooler restart), reset (PostgreSQL killed), or hanging (a
// stopped server) fail their statements with a "database unavailable" error — never an unhandled
// 'error' event that ends the process — and the next statements connect afresh.
import { randomBytes } from "node:crypto";
import { type Kysely, sql } from "kysely";
import pg from "pg";
import { afterEach, beforeEach, expect, test } from "vitest";
import { describeEachBackend } from "../../tests/support/db";
import { startTcpProxy, type TcpProxy } from "../../tests/support/tcp-proxy";
import { type ConnectionLimits, connect, PreparingClient } from "./database.server";
import type { DB } from "./schema";
import { isConnectionLost, isDatabaseUnavailable } from "./unavailable";

/** The web app's limits, shortened so a hung server shows within a test. */
const LIMITS: ConnectionLimits = { connectTimeoutMs: 1_000, statementTimeoutMs: 1_000 };
const LOCK = 4242;

type Outcome = { id: number; ok: true } | { id: number; ok: false; error: unknown };

describeEachBackend("the pool when the database fails", (ctx) => {
  let admin: pg.Client;
  let name: string;
  let table: string;
  const opened: Kysely<DB>[] = [];

  /** A pool like the web app's, its connections named so the admin can find them. */
  function appPool(url = ctx().url, max = 10): Kysely<DB> {
    const named = new URL(url);
    named.searchParams.set("application_name", name);
    const db = connect(named.toString(), { max, limits: LIMITS });
    opened.push(db);
    return db;
  }

  /** Polls the database until `check` holds (each round trip lets the pool's sockets be read too). */
  async function until(what: string, check: () => Promise<boolean>) {
    const deadline = Date.now() + 15_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    }
  }

  const count = async (where: string) =>
    (
      await admin.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity where application_name = $1 and ${where}`,
        [name],
      )
    ).rows[0]!.n;

  /** `n` transactions that each insert their row, then wait for the admin's lock before committing. */
  function inFlightWrites(db: Kysely<DB>, n: number): Promise<Outcome[]> {
    return Promise.all(
      Array.from({ length: n }, (_, id) =>
        db
          .transaction()
          .execute(async (trx) => {
            await sql`insert into ${sql.table(table)} (id) values (${id})`.execute(trx);
            await sql`select pg_advisory_xact_lock_shared(${LOCK})`.execute(trx);
          })
          .then(
            (): Outcome => ({ id, ok: true }),
            (error: unknown): Outcome => ({ id, ok: false, error }),
          ),
      ),
    );
  }

  async function committedIds(): Promise<number[]> {
    const { rows } = await admin.query<{ id: number }>(`select id from ${table} order by id`);
    return rows.map((r) => r.id);
  }

  beforeEach(async () => {
    name = `fault_${randomBytes(4).toString("hex")}`;
    table = `${name}_writes`;
    admin = new pg.Client({ connectionString: ctx().url });
    await admin.connect();
    await admin.query(`create table ${table} (id int primary key)`);
  });

  afterEach(async () => {
    for (const db of opened.splice(0)) await db.destroy();
    await admin.query(`drop table if exists ${table}`);
    await admin.end();
  });

  test("20 writes in flight when the server terminates the app's connections: the failed ones report the database unavailable, the acknowledged ones are all there, and the pool reconnects", async () => {
    const db = appPool();
    await admin.query("select pg_advisory_lock($1)", [LOCK]);
    const writes = inFlightWrites(db, 20);
    // Ten hold the pool's ten connections, waiting for the lock; ten wait for a connection.
    await until(
      "ten writes waiting for the lock",
      async () => (await count("wait_event_type = 'Lock'")) === 10,
    );

    const { rows: terminated } = await admin.query<{ pid: number }>(
      // In the select list, so it is only called for the rows the filter keeps.
      "select pid, pg_terminate_backend(pid) from pg_stat_activity where application_name = $1",
      [name],
    );
    expect(terminated).toHaveLength(10);
    const pids = terminated.map((r) => r.pid);
    await until(
      "the terminated backends gone",
      async () =>
        (await admin.query("select 1 from pg_stat_activity where pid = any($1)", [pids])).rowCount === 0,
    );
    await admin.query("select pg_advisory_unlock($1)", [LOCK]);

    const outcomes = await writes;
    const failed = outcomes.filter((o) => !o.ok);
    // The ten whose connections were terminated fail, each with a database-unavailable error …
    expect(failed).toHaveLength(10);
    for (const outcome of failed)
      expect(isDatabaseUnavailable(outcome.error), String(outcome.error)).toBe(true);
    // … and the ten that waited got fresh connections, not the broken ones, and committed.
    const acknowledged = outcomes.filter((o) => o.ok).map((o) => o.id);
    expect(acknowledged).toHaveLength(10);
    expect(await committedIds()).toEqual(acknowledged);

    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db);
    expect(rows[0]!.n).toBe(10);
  });

  test("a checked-out connection that the server ends between two statements is discarded without an unhandled error", async () => {
    const db = appPool();
    const second = await db.connection().execute(async (conn) => {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(conn);
      const pid = rows[0]!.pid;
      await admin.query("select pg_terminate_backend($1)", [pid]);
      await until(
        "the backend gone",
        async () =>
          (await admin.query("select 1 from pg_stat_activity where pid = $1", [pid])).rowCount === 0,
      );
      await admin.query("select 1"); // the server's goodbye was on the wire before this round trip
      // The server's goodbye reached the client while it was checked out and idle: the next
      // statement on it fails as unavailable instead of the 'error' event ending the process.
      return sql`select 1`.execute(conn).then(
        () => null,
        (error: unknown) => error,
      );
    });
    expect(isConnectionLost(second)).toBe(true);
    const { rows } = await sql<{ n: number }>`select 41 + 1 as n`.execute(db);
    expect(rows[0]!.n).toBe(42);
  });

  test("a single client whose backend is terminated ends without an unhandled 'error' event", async () => {
    const client = new PreparingClient({ connectionString: ctx().url, application_name: name });
    await client.connect();
    const ended = new Promise<void>((resolve) => client.once("end", () => resolve()));
    await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1", [
      name,
    ]);
    await ended;
    await expect(client.query("select 1")).rejects.toSatisfy(isConnectionLost);
  });

  test("20 writes in flight when PostgreSQL dies (connections reset): every one fails as unavailable, none is half there, and the pool reconnects", async () => {
    let proxy: TcpProxy | undefined;
    try {
      proxy = await startTcpProxy(ctx().url);
      const db = appPool(proxy.url);
      await admin.query("select pg_advisory_lock($1)", [LOCK]);
      const writes = inFlightWrites(db, 20);
      await until(
        "ten writes waiting for the lock",
        async () => (await count("wait_event_type = 'Lock'")) === 10,
      );
      proxy.reset();
      // Every connection was reset: the ten waiting ones fail; the ten queued get new connections
      // through the proxy and wait for the lock too, beside the ten orphaned backends (a backend
      // waiting for a lock does not notice that its client is gone).
      await until(
        "the queued writes waiting on new connections",
        async () => (await count("wait_event_type = 'Lock'")) === 20,
      );
      await admin.query("select pg_advisory_unlock($1)", [LOCK]);
      const outcomes = await writes;
      const failed = outcomes.filter((o) => !o.ok);
      expect(failed).toHaveLength(10);
      for (const outcome of failed)
        expect(isDatabaseUnavailable(outcome.error), String(outcome.error)).toBe(true);
      const acknowledged = outcomes.filter((o) => o.ok).map((o) => o.id);
      expect(acknowledged).toHaveLength(10);
      // The orphans never got their COMMIT: once they find their client gone they roll back.
      await until("the orphaned backends gone", async () => (await count("true")) === 10);
      expect(await committedIds()).toEqual(acknowledged);
    } finally {
      await admin.query("select pg_advisory_unlock_all()");
      await proxy?.close();
    }
  });

  test("a hung server fails statements as unavailable within the limits, and the pool recovers when it is back", async () => {
    const proxy = await startTcpProxy(ctx().url);
    try {
      const db = appPool(proxy.url, 2);
      await sql`select 1`.execute(db); // an established connection, idle in the pool
      proxy.freeze();

      const started = performance.now();
      // One statement on the established connection (the client gives up after statement_timeout + 1 s),
      // one on a new connection that is accepted and never answered (connectTimeoutMs).
      const errors = await Promise.all(
        [1, 2].map(() =>
          sql`select 1`.execute(db).then(
            () => null,
            (error: unknown) => error,
          ),
        ),
      );
      const elapsed = performance.now() - started;
      for (const error of errors) expect(isDatabaseUnavailable(error), String(error)).toBe(true);
      expect(elapsed).toBeLessThan(4_000);

      proxy.thaw();
      const { rows } = await sql<{ n: number }>`select 41 + 1 as n`.execute(db);
      expect(rows[0]!.n).toBe(42);
    } finally {
      await proxy.close();
    }
  });

  test("a statement past statement_timeout is cancelled by the server as unavailable, and its connection stays in use", async () => {
    const db = appPool(ctx().url, 1);
    const { rows: before } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
    const error = await sql`select pg_sleep(5)`.execute(db).then(
      () => null,
      (e: unknown) => e,
    );
    expect((error as { code?: string }).code).toBe("57014");
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isConnectionLost(error)).toBe(false);
    const { rows: after } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
    expect(after[0]!.pid).toBe(before[0]!.pid);
  });

  test("scripts and migrations connect without a statement timeout", async () => {
    const db = connect(ctx().url, { max: 1 });
    opened.push(db);
    const { rows } = await sql<{ statement_timeout: string }>`show statement_timeout`.execute(db);
    expect(rows[0]!.statement_timeout).toBe("0");
    const web = appPool(ctx().url, 1);
    const { rows: limited } = await sql<{ statement_timeout: string }>`show statement_timeout`.execute(web);
    expect(limited[0]!.statement_timeout).toBe("1s");
  });
});
