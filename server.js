// @ts-check
// The production HTTP server: remix-serve's parts (express, compression, morgan, Remix's express
// adapter) plus what it lacks: the client address for rate limiting (behind TRUST_PROXY), a bounded
// graceful shutdown, and the database closed after the last request. See docs/decisions/004.
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import { installGlobals } from "@remix-run/node";
import compression from "compression";
import express from "express";
import morgan from "morgan";

installGlobals({ nativeFetch: true });
const root = path.dirname(fileURLToPath(import.meta.url));
// This server closes the database itself, after the last request (app/web/database.server.ts).
/** @type {any} */ (globalThis).__fmpShutdownByServer = true;
const build = await import(pathToFileURL(path.join(root, "build", "server", "index.js")).href);

if (process.env.OUTBOUND_ALLOW_LOOPBACK === "1")
  console.warn("[outbound] OUTBOUND_ALLOW_LOOPBACK=1: recipe imports may reach this machine (tests only!)");

const app = express();
app.disable("x-powered-by");
// Behind a reverse proxy set TRUST_PROXY (e.g. 1 = one hop) so req.ip is the client's address.
const trustProxy = process.env.TRUST_PROXY;
if (trustProxy) app.set("trust proxy", /^\d+$/.test(trustProxy) ? Number(trustProxy) : trustProxy);
app.use(compression());
app.use(build.publicPath, express.static(build.assetsBuildDirectory, { immutable: true, maxAge: "1y" }));
app.use(express.static(path.join(root, "public"), { maxAge: "1h" }));
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
app.all(
  "*",
  createRequestHandler({
    build,
    mode: process.env.NODE_ENV,
    getLoadContext: (req) => ({ clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown" }),
  }),
);

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST;
const server = app.listen(port, host ?? "::", () => {
  console.log(
    `Family Meal Planner is running at http://${host && host !== "0.0.0.0" ? host : "localhost"}:${port}`,
  );
});

let closing = false;
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: finishing open requests, then stopping`);
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
