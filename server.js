// @ts-check
// The production HTTP server: remix-serve's parts (express, compression, morgan, Remix's express
// adapter) plus what it lacks: the client address for rate limiting (behind TRUST_PROXY), a bounded
// graceful shutdown, the database closed after the last request, and supervised workers: a primary
// that holds the database and serves nothing, and WEB_CONCURRENCY workers (1 by default) that it starts
// again when they die and replaces when they stop answering (docs/decisions/004, 064).
// In front of it all, the edge's limits on URLs and bodies (docs/decisions/015).
import cluster from "node:cluster";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { serverNodeArgs } from "./scripts/server-args.js";
import {
  heartbeatTimeoutFrom,
  QUICK_DEATH_MS,
  restartDelayMs,
  startHeartbeat,
  watchWorkers,
} from "./server/supervisor.js";

const root = path.dirname(fileURLToPath(import.meta.url));
// This server closes the database itself, after the last request (app/web/database.server.ts).
/** @type {any} */ (globalThis).__fmpShutdownByServer = true;
// Set in the workers: the primary's database (app/web/database.server.ts reads it, so a worker neither
// starts the embedded server nor takes the data-folder lock, and does not migrate or seed).
const CLUSTER_DATABASE_URL = "FMP_CLUSTER_DATABASE_URL";

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST;
const shownUrl = `http://${host && host !== "0.0.0.0" ? host : "localhost"}:${port}`;
// Test-only routes (/__test/worker): off unless TEST_HOOKS=1 (the supervision's stories).
const testHooks = process.env.TEST_HOOKS === "1";

/** WEB_CONCURRENCY: a positive integer; by default 1 (one worker: the memory goal of ADR 002). */
function concurrency() {
  const asked = process.env.WEB_CONCURRENCY;
  if (asked !== undefined && asked !== "") {
    const n = Number(asked);
    if (!Number.isInteger(n) || n < 1) {
      console.error(`WEB_CONCURRENCY must be a positive integer (got "${asked}").`);
      process.exit(1);
    }
    return n;
  }
  return 1;
}

/** WORKER_HEARTBEAT_TIMEOUT_MS: how long a worker's heartbeat may be missing before it is replaced. */
function heartbeatTimeout() {
  const asked = process.env.WORKER_HEARTBEAT_TIMEOUT_MS;
  const ms = heartbeatTimeoutFrom(asked);
  if (ms === undefined) {
    console.error(
      `WORKER_HEARTBEAT_TIMEOUT_MS must be 0 (off) or a whole number of milliseconds of at least 2000 (got "${asked}").`,
    );
    process.exit(1);
  }
  return ms;
}

// One code path for `npm start`, `node server.js` and the image: always a primary and its workers.
if (cluster.isPrimary) await runPrimary(concurrency(), heartbeatTimeout());
else await runServer();

/**
 * The primary serves nothing itself. It opens the database first (the embedded PostgreSQL and its
 * data-folder lock, migrations, seeding: build/scripts/server-primary.js, the app's start-up without the
 * app), then forks the workers with the database URL, starts again a worker that dies, kills one whose
 * heartbeat stopped (server/supervisor.js), and on SIGINT/SIGTERM lets the workers finish their requests
 * and exit before it closes the database (and stops PostgreSQL) last.
 * @param {number} count
 * @param {number} heartbeatTimeoutMs
 */
async function runPrimary(count, heartbeatTimeoutMs) {
  if (process.env.OUTBOUND_ALLOW_LOOPBACK === "1")
    console.warn("[outbound] OUTBOUND_ALLOW_LOOPBACK=1: recipe imports may reach this machine (tests only!)");
  if (testHooks) console.warn("[test-hooks] TEST_HOOKS=1: the /__test/ routes are on (tests only!)");
  const startUp = path.join(root, "build", "scripts", "server-primary.js");
  if (!fs.existsSync(startUp)) {
    console.error(`There is no ${path.relative(root, startUp)}: run \`npm run build\` first.`);
    process.exit(1);
  }
  const database = await import(pathToFileURL(startUp).href);
  const databaseUrl = await database.databaseUrl();
  // One worker accepts its connections itself; several take turns, the primary handing each connection
  // over (Node's round robin, even where the kernel's own spread is uneven). NODE_CLUSTER_SCHED_POLICY wins.
  if (!process.env.NODE_CLUSTER_SCHED_POLICY)
    cluster.schedulingPolicy = count === 1 ? cluster.SCHED_NONE : cluster.SCHED_RR;
  // The workers get npm start's Node options (the V8 heap limit, NODE_HEAP_MB) however the primary was
  // started: `node server.js` alone gives none, and a worker without a limit let a flood of refused
  // bodies take it from 150 MB to 440 MB, 220 MB still 30 s later (ADR 064).
  const heapLimited = process.execArgv.some((arg) => arg.startsWith("--max-old-space-size"));
  cluster.setupPrimary({
    silent: false,
    execArgv: [...process.execArgv, ...(heapLimited ? [] : serverNodeArgs())],
  });
  const watchdog = watchWorkers({ timeoutMs: heartbeatTimeoutMs });

  let closing = false;
  let everListened = false;
  /** Deaths in a row, each soon after the worker's start (the restart back-off). */
  let quickDeaths = 0;
  /** @type {Map<number, number>} worker id → start time */
  const startedAt = new Map();
  const fork = () => {
    if (closing) return;
    const worker = cluster.fork({ [CLUSTER_DATABASE_URL]: databaseUrl });
    startedAt.set(worker.id, Date.now());
  };

  cluster.on("listening", () => {
    if (everListened) return;
    everListened = true;
    console.log(`Family Meal Planner is running at ${shownUrl}${count > 1 ? ` (${count} workers)` : ""}`);
    // The first start's logins, last, so they are on the screen when the output stops.
    const notice = database.takeStartNotice();
    if (notice) console.log(`\n${notice}\n`);
  });
  cluster.on("exit", (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    const stuck = watchdog.takeStuck(worker);
    if (closing) {
      if (Object.keys(cluster.workers ?? {}).length === 0) stopDatabase();
      return;
    }
    if (!everListened) {
      // It died during start-up (say, the port is taken): restarting would only loop.
      console.error(`A worker failed to start (${signal ?? `code ${code}`}); stopping.`);
      shutdown(1);
      return;
    }
    // A stuck worker was killed by the watchdog, at most once per heartbeat timeout: no spin to slow.
    if (!stuck) quickDeaths = lived < QUICK_DEATH_MS ? quickDeaths + 1 : 1;
    const delay = stuck ? 0 : restartDelayMs(quickDeaths);
    const why = stuck ? "was stuck and has been killed" : `died (${signal ?? `code ${code}`})`;
    const when = delay > 0 ? ` in ${delay / 1_000} s (it keeps dying soon after its start)` : "";
    console.error(`[supervisor] worker ${worker.process.pid} ${why}; starting another${when}.`);
    setTimeout(fork, delay);
  });
  for (let i = 0; i < count; i++) fork();

  let exitCode = 0;
  /** @param {number} code */
  function shutdown(code) {
    if (closing) return;
    closing = true;
    exitCode = code;
    const running = Object.values(cluster.workers ?? {});
    if (running.length === 0) return stopDatabase();
    // Each worker stops accepting, finishes its open requests (5 s at most), closes its pool and exits.
    for (const worker of running) worker?.process.kill("SIGTERM");
    // A worker that hangs past that is killed, so PostgreSQL is always stopped in the end.
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGKILL");
    }, 15_000).unref();
  }
  let stopping = false;
  function stopDatabase() {
    if (stopping) return;
    stopping = true;
    database.closeDatabase().then(
      () => process.exit(exitCode),
      (/** @type {unknown} */ error) => {
        console.error("Shutdown failed:", error);
        process.exit(1);
      },
    );
  }
  for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
    process.on(signal, () => {
      if (!closing) console.log(`${signal}: finishing open requests, then stopping the database`);
      shutdown(0);
    });
  }
}

/** One worker: an HTTP server with the whole app, on the primary's database. */
async function runServer() {
  // First, so the primary hears from this worker while it loads the build and connects.
  const heartbeat = startHeartbeat();
  // Imported here, not by the primary, which serves nothing.
  const [
    // The adapter's own two halves (createRequestHandler is them in a row); not re-exported by its index.
    { createRemixRequest, sendRemixResponse },
    { createRequestHandler: createRemixHandler, installGlobals },
    { default: compression },
    { default: express },
    { default: morgan },
    { sendWholeResponse },
    { serveStaticFiles, staticFileMap },
  ] = await Promise.all([
    import("@remix-run/express/dist/server.js"),
    import("@remix-run/node"),
    import("compression"),
    import("express"),
    import("morgan"),
    import("./server/send-document.js"),
    import("./server/static-files.js"),
  ]);
  installGlobals({ nativeFetch: true });
  const build = await import(pathToFileURL(path.join(root, "build", "server", "index.js")).href);

  const app = express();
  app.disable("x-powered-by");
  // Behind a reverse proxy set TRUST_PROXY (e.g. 1 = one hop) so req.ip is the client's address.
  const trustProxy = process.env.TRUST_PROXY;
  if (trustProxy) app.set("trust proxy", /^\d+$/.test(trustProxy) ? Number(trustProxy) : trustProxy);
  // Paths are logged without their query string: a secret pasted into a URL must not reach the log.
  // Invitation and calendar-feed tokens are secrets too: any path the router would take for /invite/… or
  // /calendar/… (it matches case-insensitively and after percent-decoding) is logged redacted
  // (docs/decisions/011-exports.md).
  const SECRET_PATH = /^\/+(invite|calendar)\//i;
  const redactPath = (/** @type {string} */ urlPath) => {
    let decoded = urlPath;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      // Malformed escapes: the router cannot decode them either; test the raw path.
    }
    const secret = SECRET_PATH.exec(decoded);
    return secret ? `/${secret[1]?.toLowerCase()}/[redacted]` : urlPath;
  };
  const loggedPath = (/** @type {string | undefined} */ url) => redactPath((url ?? "").replace(/\?.*$/s, ""));
  // Each request gets its id as it arrives (a proxy's when it looks like one; written into the header,
  // the app finds the same one) and is on the heartbeat's in-flight list until its response closes, so
  // the primary can name the requests of a worker that hangs (docs/decisions/064).
  app.use((req, res, next) => {
    const incoming = req.headers["x-request-id"];
    const id = build.entry.module.requestIdFromHeader(typeof incoming === "string" ? incoming : undefined);
    req.headers["x-request-id"] = id;
    heartbeat.begin(req, res, `${id} ${req.method} ${loggedPath(req.url).slice(0, 200)}`);
    next();
  });
  // Limits before work: URL length, body size per route (checked while it streams in), bodies read at
  // once, and HSTS over HTTPS, before anything else looks at the request (app/web/edge.server.ts).
  const edge = build.entry.module.createEdge();
  app.use(edge.guard);
  if (testHooks) {
    // The supervision's stories (tests/api/supervised-workers.spec.ts): this worker's pid, after its
    // event loop was blocked for `block` ms (at most a minute).
    app.get("/__test/worker", (req, res) => {
      const until = Date.now() + Math.min(Number(req.query.block) || 0, 60_000);
      while (Date.now() < until) Math.random();
      res.json({ pid: process.pid });
    });
  }
  // Built client files from a map made at start (hashed assets under build.publicPath, the rest of
  // build/client beside them), already compressed at build time: before compression(), and no
  // file-system lookup for any other path (docs/decisions/022-request-cost.md).
  const assetsPrefix = `${build.publicPath}assets/`;
  app.use(
    serveStaticFiles(staticFileMap(build.assetsBuildDirectory, build.publicPath, assetsPrefix), assetsPrefix),
  );
  app.use(compression());
  morgan.token("path", (req) => loggedPath(req.url));
  app.use(morgan(":method :path :status :res[content-length] - :response-time ms"));
  // The household's rendered pages are answered from memory while their data has not changed; a miss
  // goes on to the app with its key, and the app keeps what it renders (docs/decisions/012, 049).
  /** @type {WeakMap<import("express").Request, { key: string, caller: unknown }>} */
  const pageCacheMisses = new WeakMap();
  /** @type {WeakSet<import("express").Request>} */
  const unavailable = new WeakSet();
  /** @param {import("express").Request} req */
  const lookUpPage = async (req) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === "string") headers.set(name, value);
      else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    }
    const url = `${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`;
    // gzip when the client takes it (weighing Accept-Encoding's q-values): a hit then comes compressed.
    const gzip = req.acceptsEncodings("gzip", "identity") === "gzip";
    return build.entry.module.lookUpPage({ method: req.method, url, headers, gzip });
  };
  app.get("*", (req, res, next) => {
    if (!build.entry.module.isCachedPath(req.path)) return next();
    lookUpPage(req).then(
      (/** @type {any} */ answer) => {
        if (answer.kind === "hit") {
          res.status(answer.status);
          for (const [name, value] of answer.headers) res.append(name, value);
          res.setHeader("Content-Length", answer.body.length);
          res.end(answer.body);
          return;
        }
        // A miss: the app renders the page, keeps it under the key, and takes the caller the lookup
        // found instead of reading the session again (ADR 061).
        if (answer.kind === "miss") pageCacheMisses.set(req, { key: answer.key, caller: answer.caller });
        // The database did not answer: the app answers 503 at once instead of waiting again (ADR 018).
        if (answer.kind === "unavailable") unavailable.add(req);
        next();
      },
      (/** @type {unknown} */ error) => {
        console.error("[page-cache] lookup failed; the app answers:", error);
        next();
      },
    );
  });
  // @remix-run/express's handler, except that a chunked body the edge has already read (and counted)
  // is handed to the app from its buffer.
  // Loaders and actions answer a database that is down or hung with a 503 (docs/decisions/018-database-faults.md).
  const handleRemix = createRemixHandler(build.entry.module.guardRoutes(build), process.env.NODE_ENV);
  app.all("*", async (req, res, next) => {
    try {
      /** @type {Uint8Array<ArrayBuffer> | undefined} */
      const buffered = edge.bufferedBody(req);
      // Without its body (as a GET) the request is built from req alone; the buffer is added after.
      const shell = createRemixRequest(
        buffered ? Object.assign(Object.create(req), { method: "GET" }) : req,
        res,
      );
      const request = buffered
        ? new Request(shell.url, {
            method: req.method,
            headers: shell.headers,
            signal: shell.signal,
            body: buffered,
          })
        : shell;
      const response = await handleRemix(request, {
        clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
        pageCacheKey: pageCacheMisses.get(req)?.key,
        knownCaller: pageCacheMisses.get(req)?.caller,
        databaseUnavailable: unavailable.has(req),
      });
      const whole = build.entry.module.wholeBodyOf(response);
      if (whole) sendWholeResponse(req, res, response, whole);
      else await sendRemixResponse(res, response);
    } catch (error) {
      next(error);
    }
  });

  // Request line and headers are bounded by Node itself (431 past HEADERS_MAX_BYTES).
  const server = http.createServer({ maxHeaderSize: build.entry.module.HEADERS_MAX_BYTES }, app);
  // `Expect: 100-continue`: the edge answers Continue only to a body it admits.
  server.on("checkContinue", app);
  // An idle keep-alive connection stays open 65 s (Node's default is 5 s). A client that reuses a
  // connection just as the server closes it gets ECONNRESET, and a POST is not retried (a browser story
  // met it registering a second account 5 s after the first). 65 s outlasts the usual idle time of
  // proxies and load balancers (60 s), so the server is never the side that closes under them.
  server.keepAliveTimeout = 65_000;
  // The primary says it is running when the first worker listens.
  server.listen(port, host ?? "::");

  let closing = false;
  for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      server.close();
      server.closeIdleConnections();
      const force = setTimeout(() => server.closeAllConnections(), 5_000);
      force.unref();
      server.once("close", () => {
        build.entry.module.shutdown().then(
          () => process.exit(0),
          (/** @type {unknown} */ error) => {
            console.error("Shutdown failed:", error);
            process.exit(1);
          },
        );
      });
    });
  }
}
