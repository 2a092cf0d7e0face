// No single request can stall or end the service (docs/decisions/064-supervised-workers.md). These
// stories run a server.js of their own, with its test-only route on (TEST_HOOKS=1: /__test/worker
// answers the worker's pid, after blocking its event loop when asked), kill its worker or make it
// stuck, and see the next request answered by a new one.
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { type APIRequestContext, expect, test } from "@playwright/test";

test.describe.configure({ mode: "serial" });

const HEARTBEAT_TIMEOUT_MS = 2_000;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

let tmp: string;
let server: ChildProcess | undefined;
let output = "";
let api: APIRequestContext;

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(120_000);
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "fmp-supervised-"));
  fs.chmodSync(tmp, 0o755); // the embedded server may run as the postgres user
  const port = await freePort();
  server = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: tmp,
      DATABASE_URL: "",
      SEED_DEMO: "0",
      SEED_STARTER_RECIPES: "0",
      WEB_CONCURRENCY: "",
      TEST_HOOKS: "1",
      WORKER_HEARTBEAT_TIMEOUT_MS: String(HEARTBEAT_TIMEOUT_MS),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Family Meal Planner is running")) resolve();
    };
    server?.stdout?.on("data", read);
    server?.stderr?.on("data", read);
    server?.once("exit", (code) => reject(new Error(`server.js exited (${code}) at start:\n${output}`)));
  });
  api = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${port}` });
});

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
test.afterEach(async ({}, testInfo) => {
  await testInfo.attach("server.js output", { body: output, contentType: "text/plain" });
});

test.afterAll(async () => {
  await api?.dispose();
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** The pid of the worker that answers, asking again (1 s each) until one does. */
async function workerPid(deadlineMs = 15_000): Promise<number> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const answer = await api.get("/__test/worker", { timeout: 1_000 }).catch(() => undefined);
    if (answer?.ok()) return (await answer.json()).pid;
    if (Date.now() > deadline) throw new Error(`no worker answered within ${deadlineMs} ms\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A process's parent, from /proc. */
function parentOf(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
}

test("A worker that dies is replaced: the next request is answered within seconds", async () => {
  const first = await workerPid();
  expect(first).not.toBe(server?.pid);
  expect(parentOf(first)).toBe(server?.pid); // the primary's worker, not the primary itself

  const killedAt = Date.now();
  process.kill(first, "SIGKILL");
  const next = await workerPid();
  expect(next).not.toBe(first);
  // A new worker loads the build (a second or two; more on a busy machine) and is asked again.
  expect(Date.now() - killedAt).toBeLessThan(10_000);
  expect((await api.get("/healthz")).status()).toBe(200);
  expect(output).toContain(`[supervisor] worker ${first} died (SIGKILL); starting another`);
  expect(server?.exitCode).toBeNull();
});

test("A request that blocks its worker's event loop costs that worker, named in the log, not the service", async () => {
  const stuck = await workerPid();
  const requestId = `stuck-story-${randomUUID()}`;
  // It never gets an answer: its worker is killed under it.
  const blocking = api
    .get("/__test/worker?block=60000", { headers: { "X-Request-Id": requestId }, timeout: 15_000 })
    .then(
      (response) => response.status(),
      () => "no answer",
    );
  const blockedAt = Date.now();
  const next = await workerPid();
  expect(next).not.toBe(stuck);
  // The heartbeat's timeout, a second of checking, a restart and its back-off, and the new worker's boot.
  expect(Date.now() - blockedAt).toBeLessThan(HEARTBEAT_TIMEOUT_MS + 10_000);
  expect(await blocking).toBe("no answer");
  expect(output).toMatch(
    new RegExp(
      `\\[supervisor\\] worker ${stuck} missed its heartbeat for \\d+ s \\(its event loop is blocked\\); killing it; requests in flight: [^\\n]*${requestId} GET /__test/worker`,
    ),
  );
  expect(output).toContain(`[supervisor] worker ${stuck} was stuck and has been killed; starting another`);
  expect((await api.get("/healthz")).status()).toBe(200);
});

test("SIGTERM: the worker finishes, then the database stops and the server exits cleanly", async () => {
  const worker = await workerPid();
  const exited = new Promise<number | null>((resolve) => server?.once("exit", (code) => resolve(code)));
  server?.kill("SIGTERM");
  expect(await exited).toBe(0);
  expect(output).toContain("SIGTERM: finishing open requests, then stopping the database");
  expect(() => process.kill(worker, 0)).toThrow(); // the worker is gone too
  // The data folder is free again: its lock went with the primary.
  expect(fs.existsSync(path.join(tmp, "app.lock"))).toBe(false);
});
