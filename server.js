// @ts-check
// The production HTTP server: remix-serve's parts (express, compression, morgan, Remix's express
// adapter) plus what it lacks: the client address for rate limiting (behind TRUST_PROXY), a bounded
// graceful shutdown, the database closed after the last request, and a cluster of workers so every
// core serves requests (WEB_CONCURRENCY workers, opt-in; the default 1 is a single process).
// See docs/decisions/004. In front of it all, the edge's limits on URLs and bodies (docs/decisions/015).
import cluster from "node:cluster";
import http from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
// The adapter's own two halves (createRequestHandler is them in a row); not re-exported by its index.
import { createRemixRequest, sendRemixResponse } from "@remix-run/express/dist/server.js";
import { createRequestHandler as createRemixHandler, installGlobals } from "@remix-run/node";
import compression from "compression";
import express from "express";
import morgan from "morgan";
import { sendWholeResponse } from "./server/send-document.js";
import { serveStaticFiles, staticFileMap } from "./server/static-files.js";

installGlobals({ nativeFetch: true });
const root = path.dirname(fileURLToPath(import.meta.url));
// This server closes the database itself, after the last request (app/web/database.server.ts).
/** @type {any} */ (globalThis).__fmpShutdownByServer = true;
// Set in the workers: the primary's database (app/web/database.server.ts reads it, so a worker neither
// starts the embedded server nor takes the data-folder lock, and does not migrate or seed).
const CLUSTER_DATABASE_URL = "FMP_CLUSTER_DATABASE_URL";

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST;
const shownUrl = `http://${host && host !== "0.0.0.0" ? host : "localhost"}:${port}`;

/** WEB_CONCURRENCY: a positive integer; by default 1 (one process: the memory goal of ADR 002). */
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

const workers = cluster.isPrimary ? concurrency() : 1;
if (cluster.isPrimary && workers > 1) await runPrimary(workers);
else await runServer({ worker: cluster.isWorker });

/**
 * The first start's logins, last, so they are on the screen when the output stops (the app's start-up
 * only hands them over; see app/web/database.server.ts).
 * @param {any} build
 */
function printStartNotice(build) {
  const notice = build.entry.module.takeStartNotice?.();
  if (notice) console.log(`\n${notice}\n`);
}

/**
 * The cluster's primary serves nothing itself. It opens the database first (importing the build runs
 * entry.server's start-up: the embedded PostgreSQL and its data-folder lock, migrations, seeding), then
 * forks the workers with the database URL, restarts a worker that dies, and on SIGINT/SIGTERM lets the
 * workers finish their requests and exit before it closes the database (and stops PostgreSQL) last.
 * @param {number} count
 */
async function runPrimary(count) {
  const build = await import(pathToFileURL(path.join(root, "build", "server", "index.js")).href);
  const databaseUrl = await build.entry.module.databaseUrl();
  cluster.setupPrimary({ silent: false });

  let closing = false;
  let everListened = false;
  /** @type {Map<number, number>} worker id → start time */
  const startedAt = new Map();
  const fork = () => {
    const worker = cluster.fork({ [CLUSTER_DATABASE_URL]: databaseUrl });
    startedAt.set(worker.id, Date.now());
  };

  cluster.on("listening", () => {
    if (everListened) return;
    everListened = true;
    console.log(`Family Meal Planner is running at ${shownUrl} (${count} workers)`);
    printStartNotice(build);
  });
  cluster.on("exit", (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
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
    console.error(`Worker ${worker.process.pid} died (${signal ?? `code ${code}`}); starting another.`);
    // A worker that keeps dying right after its start is restarted at most once a second.
    setTimeout(fork, lived < 1_000 ? 1_000 : 0);
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
    build.entry.module.shutdown().then(
      () => process.exit(exitCode),
      (/** @type {unknown} */ error) => {
        console.error("Shutdown failed:", error);
        process.exit(1);
      },
    );
  }
  for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
    process.on(signal, () => {
      if (!closing) console.log(`${signal}: the workers finish their open requests, then the database stops`);
      shutdown(0);
    });
  }
}

/**
 * One HTTP server: the whole app in a single process (WEB_CONCURRENCY=1), or a cluster worker.
 * @param {{ worker: boolean }} options
 */
async function runServer({ worker }) {
  const build = await import(pathToFileURL(path.join(root, "build", "server", "index.js")).href);

  if (process.env.OUTBOUND_ALLOW_LOOPBACK === "1" && !worker)
    console.warn("[outbound] OUTBOUND_ALLOW_LOOPBACK=1: recipe imports may reach this machine (tests only!)");

  const app = express();
  app.disable("x-powered-by");
  // Behind a reverse proxy set TRUST_PROXY (e.g. 1 = one hop) so req.ip is the client's address.
  const trustProxy = process.env.TRUST_PROXY;
  if (trustProxy) app.set("trust proxy", /^\d+$/.test(trustProxy) ? Number(trustProxy) : trustProxy);
  // Limits before work: URL length, body size per route (checked while it streams in), bodies read at
  // once, and HSTS over HTTPS, before anything else looks at the request (app/web/edge.server.ts).
  const edge = build.entry.module.createEdge();
  app.use(edge.guard);
  // Built client files from a map made at start (hashed assets under build.publicPath, the rest of
  // build/client beside them), already compressed at build time: before compression(), and no
  // file-system lookup for any other path (docs/decisions/022-request-cost.md).
  const assetsPrefix = `${build.publicPath}assets/`;
  app.use(
    serveStaticFiles(staticFileMap(build.assetsBuildDirectory, build.publicPath, assetsPrefix), assetsPrefix),
  );
  app.use(compression());
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
  morgan.token("path", (req) => redactPath((req.url ?? "").replace(/\?.*$/s, "")));
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
  server.listen(port, host ?? "::", () => {
    if (worker) return;
    console.log(`Family Meal Planner is running at ${shownUrl}`);
    printStartNotice(build);
  });

  let closing = false;
  for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      if (!worker) console.log(`${signal}: finishing open requests, then stopping`);
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
