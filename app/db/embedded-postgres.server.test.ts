import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterEach, describe, expect, test } from "vitest";
import { DataDirInUseError, startEmbeddedPostgres } from "./embedded-postgres.server";

const children: ChildProcess[] = [];
const dirs: string[] = [];

function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fmp-embedded-"));
  fs.chmodSync(dir, 0o755);
  dirs.push(dir);
  return path.join(dir, "data");
}

/** Starts tests/support/embedded-child.ts on a folder; resolves with its first line ("ready" or "failed: …"). */
function startChild(dataDir: string): Promise<{ child: ChildProcess; line: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/support/embedded-child.ts", dataDir], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk) => {
      out += chunk;
      if (out.includes("\n")) resolve({ child, line: out.split("\n")[0]! });
    });
    child.once("exit", (code) =>
      out.includes("\n") ? undefined : reject(new Error(`child exited ${code}`)),
    );
  });
}

async function rows(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ note: string }>("select note from kept")).rows.map((r) => r.note);
  } finally {
    await client.end();
  }
}

afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
  for (const dir of dirs.splice(0)) {
    // Stop any server a killed child left behind before removing its folder.
    const pidFile = path.join(dir, "data", "postgres", "postmaster.pid");
    if (fs.existsSync(pidFile)) {
      const pid = Number(fs.readFileSync(pidFile, "utf8").split("\n")[0]);
      try {
        process.kill(pid, "SIGQUIT");
      } catch {}
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

describe("embedded PostgreSQL", () => {
  test("keeps its data across a clean stop and start", async () => {
    const dataDir = tempDataDir();
    const first = await startEmbeddedPostgres({ dataDir, log: () => {} });
    const client = new pg.Client({ connectionString: first.url });
    await client.connect();
    await client.query("create table kept (note text)");
    await client.query("insert into kept values ('before restart')");
    await client.end();
    await first.stop();
    expect(fs.existsSync(path.join(dataDir, "app.lock"))).toBe(false);

    const second = await startEmbeddedPostgres({ dataDir, log: () => {} });
    try {
      expect(await rows(second.url)).toEqual(["before restart"]);
    } finally {
      await second.stop();
    }
  });

  test("a second app on the same folder refuses to start, in another process or this one", async () => {
    const dataDir = tempDataDir();
    const { child, line } = await startChild(dataDir);
    expect(line).toBe("ready");
    const other = await startChild(dataDir);
    expect(other.line).toMatch(/already in use by another Family Meal Planner process \(pid \d+\)/);
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));

    const here = await startEmbeddedPostgres({ dataDir, log: () => {} });
    try {
      await expect(startEmbeddedPostgres({ dataDir, log: () => {} })).rejects.toBeInstanceOf(
        DataDirInUseError,
      );
      expect(await rows(here.url)).toEqual(["written by the child"]);
    } finally {
      await here.stop();
    }
  });

  test("after kill -9 of the app, the next start stops the orphaned server and keeps the data", async () => {
    const dataDir = tempDataDir();
    const { child, line } = await startChild(dataDir);
    expect(line).toBe("ready");
    const orphanPid = Number(
      fs.readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8").split("\n")[0],
    );
    child.kill("SIGKILL");
    await new Promise((r) => child.once("exit", r));
    expect(() => process.kill(orphanPid, 0)).not.toThrow(); // the server outlived its app

    const messages: string[] = [];
    const next = await startEmbeddedPostgres({ dataDir, log: (m) => messages.push(m) });
    try {
      expect(messages.join("\n")).toMatch(/left running by a previous app process/);
      expect(await rows(next.url)).toEqual(["written by the child"]);
    } finally {
      await next.stop();
    }
  });
});
