// The health check answers within 2 seconds whatever the database does (docs/decisions/018-database-faults.md).
import net from "node:net";
import type { Kysely } from "kysely";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { connectionLimitsFromEnv } from "~/web/database.server";
import { RETRY_AFTER_SECONDS } from "~/web/database-faults.server";
import { connect, type DB, describeEachBackend } from "../../../tests/support/db";
import { startTcpProxy, type TcpProxy } from "../../../tests/support/tcp-proxy";
import { HEALTH_CHECK_TIMEOUT_MS, loader } from "./healthz";

process.env.SESSION_SECRET ??= "a-test-secret-that-is-long-enough-to-sign-cookies";

const holder = globalThis as { __fmpDatabase?: Promise<unknown> };

describeEachBackend("the health check", (ctx) => {
  let previous: Promise<unknown> | undefined;
  let pool: Kysely<DB> | undefined;
  let proxy: TcpProxy | undefined;

  beforeAll(() => {
    previous = holder.__fmpDatabase;
  });
  afterAll(() => {
    holder.__fmpDatabase = previous;
  });
  afterEach(async () => {
    await proxy?.close(); // first: a statement hanging on it fails now, so the pool can close
    await pool?.destroy();
    pool = undefined;
    proxy = undefined;
  });

  /** The app's database handle, as the web app opens it (its default limits), at `url`. */
  function useApp(url: string) {
    pool = connect(url, { limits: connectionLimitsFromEnv() });
    holder.__fmpDatabase = Promise.resolve({ db: pool, kind: "postgres", close: async () => {} });
    return pool;
  }

  async function check() {
    const started = performance.now();
    const response = await loader();
    return { response, body: await response.json(), elapsed: performance.now() - started };
  }

  test("a database that answers: 200 with the version", async () => {
    useApp(ctx().url);
    const { response, body } = await check();
    expect(response.status).toBe(200);
    expect(body).toEqual({ status: "ok", db: "ok", version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
    expect(response.headers.get("Retry-After")).toBeNull();
  });

  test("a database that hangs with connections open: 503 within 2 s", async () => {
    proxy = await startTcpProxy(ctx().url);
    useApp(proxy.url);
    expect((await check()).response.status).toBe(200); // a connection is open and idle in the pool
    proxy.freeze();
    // Longer than the check allows: the web app's own limits are several seconds.
    expect(connectionLimitsFromEnv().statementTimeoutMs).toBeGreaterThan(HEALTH_CHECK_TIMEOUT_MS);
    const { response, body, elapsed } = await check();
    expect(response.status).toBe(503);
    expect(body).toEqual({ status: "error", db: "error", version: expect.any(String) });
    expect(response.headers.get("Retry-After")).toBe(String(RETRY_AFTER_SECONDS));
    expect(elapsed).toBeLessThan(2_000);
  });

  test("a database server that accepts connections and never answers: 503 within 2 s", async () => {
    proxy = await startTcpProxy(ctx().url);
    proxy.freeze();
    useApp(proxy.url);
    const { response, body, elapsed } = await check();
    expect(response.status).toBe(503);
    expect(body.db).toBe("error");
    expect(elapsed).toBeLessThan(2_000);
  });

  test("a database that is down (connection refused): 503 at once, and 200 again when it is back", async () => {
    // A closed proxy's address: nothing listens there (its URL reaches the server by TCP, not a socket).
    proxy = await startTcpProxy(ctx().url);
    const down = proxy.url;
    const port = new URL(down).port;
    await proxy.close();
    proxy = undefined;
    useApp(down);
    const { response, elapsed } = await check();
    expect(response.status).toBe(503);
    // A load balancer or a client polling the check is told when to ask again.
    expect(response.headers.get("Retry-After")).toBe(String(RETRY_AFTER_SECONDS));
    expect(elapsed).toBeLessThan(2_000);

    // The server is back on the same address: the same pool connects again.
    const target = new URL(ctx().url);
    const back = net.createServer((socket) => {
      const upstream = net.connect(Number(target.port), target.hostname);
      socket.pipe(upstream).pipe(socket);
      socket.on("error", () => upstream.destroy());
      upstream.on("error", () => socket.destroy());
    });
    await new Promise<void>((resolve) => back.listen(Number(port), "127.0.0.1", resolve));
    try {
      expect((await check()).response.status).toBe(200);
    } finally {
      await pool?.destroy();
      pool = undefined;
      await new Promise<void>((resolve) => back.close(() => resolve()));
    }
  });
});
