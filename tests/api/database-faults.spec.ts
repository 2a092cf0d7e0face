// The production server survives its database (docs/decisions/018-database-faults.md). This story runs
// its own server.js on a PostgreSQL of its own, reached through a loopback proxy that can hang or
// reset every connection, so it can take the database away without disturbing the other stories.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { type APIRequestContext, expect, test } from "@playwright/test";
import pg from "pg";
import { type EmbeddedPostgres, startEmbeddedPostgres } from "../../app/db/embedded-postgres.server";
import { UNAVAILABLE_MESSAGE } from "../../app/web/messages";
import { bearer, registerViaApi, signInWithCookie } from "../support/accounts";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

let tmp: string;
let database: EmbeddedPostgres | undefined;
let proxy: TcpProxy | undefined;
let server: ChildProcess | undefined;
/** The story's own connections (named, so they are never taken for the app's). */
let admin: pg.Client | undefined;
let locker: pg.Client | undefined;
let output = "";
let baseURL: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "fmp-db-faults-"));
  fs.chmodSync(tmp, 0o755); // the embedded server may run as the postgres user
  database = await startEmbeddedPostgres({ dataDir: path.join(tmp, "pg"), log: () => {} });
  proxy = await startTcpProxy(database.url);
  admin = new pg.Client({ connectionString: database.url, application_name: "fault-story" });
  await admin.connect();
  locker = new pg.Client({ connectionString: database.url, application_name: "fault-story" });
  await locker.connect();
  const port = await freePort();
  baseURL = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: path.join(tmp, "app"),
      DATABASE_URL: proxy.url,
      SESSION_SECRET: "a-session-secret-for-the-database-fault-story",
      SEED_DEMO: "0",
      SEED_STARTER_RECIPES: "0",
      WEB_CONCURRENCY: "1",
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
});

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
test.afterEach(async ({}, testInfo) => {
  await testInfo.attach("server.js output", { body: output, contentType: "text/plain" });
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  await admin?.end();
  await locker?.end();
  await proxy?.close();
  await database?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** Polls the database until `check` holds (each poll is one round trip; no fixed waits). */
async function until(what: string, check: () => Promise<boolean>) {
  const deadline = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > deadline) {
      const { rows } = await admin!.query(
        "select pid, state, wait_event_type, wait_event, left(query, 80) as query from pg_stat_activity where datname = current_database()",
      );
      throw new Error(`gave up waiting: ${what}\n${JSON.stringify(rows, null, 1)}\n${output.slice(-3000)}`);
    }
  }
}

/** The server is still the one that started (no unhandled 'error' ended it) and logged no 500. */
function expectAlive() {
  expect(server?.exitCode, output).toBeNull();
  expect(output).not.toMatch(/Uncaught|Unhandled 'error' event|\[error\]/);
}

async function expectUnavailableJson(response: Awaited<ReturnType<APIRequestContext["get"]>>) {
  expect(response.status(), await response.text()).toBe(503);
  expect(response.headers()["retry-after"]).toMatch(/^\d+$/);
  expect(await response.json()).toEqual({ success: false, message: UNAVAILABLE_MESSAGE });
}

test("A database restart, a hung database and a crashed one cost requests a 503, never the server", async ({
  playwright,
}) => {
  test.setTimeout(180_000);
  const api = await playwright.request.newContext({ baseURL });
  const account = await registerViaApi(api);
  const headers = bearer(account.token);
  const browser = await playwright.request.newContext({ baseURL });
  await signInWithCookie(browser, account);
  expect((await browser.get("/meal-planner")).status()).toBe(200);
  const appBackends =
    "datname = current_database() and application_name <> 'fault-story' and backend_type = 'client backend'";
  const countWaiting = async () =>
    (
      await admin!.query(
        `select count(*)::int as n from pg_stat_activity where ${appBackends} and wait_event_type = 'Lock'`,
      )
    ).rows[0].n as number;

  await test.step("20 meals being planned when the database terminates the app's connections", async () => {
    // The writes wait on a lock the story holds, so all are in flight when their connections go. (The
    // lock is held on a connection of its own: inside a transaction pg_stat_activity would not move.)
    await locker!.query("begin");
    await locker!.query("lock table events in access exclusive mode");
    const writes = Array.from({ length: 20 }, (_, i) =>
      api.post("/api/meal-plans", {
        headers,
        data: {
          date: `2027-01-${String(i + 1).padStart(2, "0")}`,
          meal_type: "dinner",
          title: `Soup ${i}`,
          servings: 2,
        },
      }),
    );
    await until("the pool's ten connections waiting on the lock", async () => (await countWaiting()) === 10);
    const { rows } = await admin!.query(
      `select pid, pg_terminate_backend(pid) from pg_stat_activity where ${appBackends}`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(10);
    const pids = rows.map((r) => r.pid as number);
    await until(
      "the terminated backends gone",
      async () =>
        (await admin!.query("select 1 from pg_stat_activity where pid = any($1)", [pids])).rowCount === 0,
    );
    await locker!.query("rollback");

    const responses = await Promise.all(writes);
    const acknowledged: number[] = [];
    let unavailable = 0;
    for (const response of responses) {
      if (response.status() === 201) acknowledged.push((await response.json()).data.id);
      else {
        await expectUnavailableJson(response);
        unavailable += 1;
      }
    }
    expect(unavailable).toBeGreaterThanOrEqual(10);
    // Every write that was acknowledged is there.
    for (const id of acknowledged)
      expect((await api.get(`/api/meal-plans/${id}`, { headers })).status()).toBe(200);
    const after = await api.post("/api/meal-plans", {
      headers,
      data: { date: "2027-02-01", meal_type: "lunch", title: "After the restart", servings: 2 },
    });
    expect(after.status(), await after.text()).toBe(201);
    expectAlive();
  });

  await test.step("a hung database: /healthz says 503 within 2 s, the API and the pages 503 within seconds", async () => {
    const guest = await playwright.request.newContext({ baseURL });
    const cookie = (await guest.get("/sanctum/csrf-cookie")).headers()["set-cookie"] ?? "";
    const csrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? "");
    proxy!.freeze();
    const started = Date.now();
    const [health, listing, page, signIn] = await Promise.all([
      api.get("/healthz").then(async (r) => ({ r, ms: Date.now() - started, body: await r.json() })),
      api.get("/api/meal-plans", { headers }),
      browser.get("/meal-planner"),
      guest.post("/login", {
        form: { _csrf: csrf, email: account.email, password: account.password },
        maxRedirects: 0,
      }),
    ]);
    // The sign-in form is shown again with the message (its input kept), as a 503.
    expect(signIn.status()).toBe(503);
    expect(signIn.headers()["retry-after"]).toMatch(/^\d+$/);
    expect(await signIn.text()).toContain(UNAVAILABLE_MESSAGE);
    expect(health.r.status()).toBe(503);
    expect(health.r.headers()["retry-after"]).toMatch(/^\d+$/);
    expect(health.body).toEqual({ status: "error", db: "error", version: expect.any(String) });
    expect(health.ms).toBeLessThan(2_000);
    await expectUnavailableJson(listing);
    expect(page.status()).toBe(503);
    expect(page.headers()["retry-after"]).toMatch(/^\d+$/);
    expect(page.headers()["content-type"]).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain("Temporarily unavailable");
    expect(html).toContain(UNAVAILABLE_MESSAGE);
    // The web app's default limits (5 s statements, 5 s connections), plus a second of margin.
    expect(Date.now() - started).toBeLessThan(12_000);

    proxy!.thaw();
    expect((await api.get("/healthz")).status()).toBe(200);
    expect((await api.get("/api/meal-plans", { headers })).status()).toBe(200);
    expectAlive();
  });

  await test.step("a crashed database (every connection reset): the server reconnects", async () => {
    proxy!.reset();
    // A request that still finds a reset connection in the pool gets a 503; the pool drops it.
    let health = await api.get("/healthz");
    for (let tries = 0; health.status() !== 200 && tries < 20; tries++) health = await api.get("/healthz");
    expect(health.status()).toBe(200);
    const planned = await api.post("/api/meal-plans", {
      headers,
      data: { date: "2027-02-02", meal_type: "lunch", title: "After the crash", servings: 2 },
    });
    expect(planned.status(), await planned.text()).toBe(201);
    expect((await browser.get("/meal-planner")).status()).toBe(200);
    expectAlive();
  });
});
