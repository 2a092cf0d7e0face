// `npm run bench` runs this in a child process: the CPU time one request costs in Remix's request
// handler (the production build, its real route tree), and the same with 300 synthetic routes added to
// the tree, so the figure shows whether a request costs more as the product gets more routes
// (docs/decisions/022-request-cost.md). The page asked for is /login (a guest page: no session, so the
// database is barely touched); rounds of the two trees alternate so machine noise hits both alike.
// Prints one JSON line: {"base": µs, "synthetic": µs, "routes": n, "requests": n}.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";

const SYNTHETIC = Number(process.env.BENCH_SYNTHETIC_ROUTES ?? 300);
const REQUESTS = Number(process.env.BENCH_ROUTE_REQUESTS ?? 600);
const ROUNDS = 6;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fmp-bench-routes-"));
fs.chmodSync(dataDir, 0o755);
process.env.DATA_DIR = dataDir;
process.env.SEED_DEMO = "0";
process.env.SEED_STARTER_RECIPES = "0";
process.env.NODE_ENV = "production";

const { createRequestHandler } = await import("@remix-run/node");
const build = (await import(
  pathToFileURL(path.resolve("build/server/index.js")).href
)) as unknown as ServerBuild & {
  entry: { module: { shutdown(): Promise<void> } };
};

/** The same build with `count` more routes beside the app's (each `/synthetic-N/:x`, a trivial loader). */
function withSyntheticRoutes(count: number): ServerBuild {
  const routes = { ...build.routes };
  const manifestRoutes = { ...build.assets.routes };
  for (let i = 0; i < count; i++) {
    const id = `routes/synthetic-${i}`;
    const entry = {
      id,
      parentId: "root",
      path: `synthetic-${i}/:x`,
      index: undefined,
      caseSensitive: undefined,
    };
    routes[id] = {
      ...entry,
      module: { default: () => null, loader: () => null },
    } as ServerBuild["routes"][string];
    manifestRoutes[id] = {
      ...entry,
      hasAction: false,
      hasLoader: true,
      hasClientAction: false,
      hasClientLoader: false,
      hasErrorBoundary: false,
      module: "/assets/synthetic.js",
      imports: [],
      css: [],
    };
  }
  return { ...build, routes, assets: { ...build.assets, routes: manifestRoutes } };
}

const handlers = {
  base: createRequestHandler(build, "production"),
  synthetic: createRequestHandler(withSyntheticRoutes(SYNTHETIC), "production"),
};

async function cpuMicrosPerRequest(handler: (request: Request) => Promise<Response>, count: number) {
  const started = process.cpuUsage();
  for (let i = 0; i < count; i++) {
    const response = await handler(new Request("http://127.0.0.1/login"));
    if (response.status !== 200) throw new Error(`/login answered ${response.status}`);
    await response.arrayBuffer();
  }
  const used = process.cpuUsage(started);
  return (used.user + used.system) / count;
}

try {
  // Warm-up: JIT, the database pool, the route trees' caches.
  await cpuMicrosPerRequest(handlers.base, 200);
  await cpuMicrosPerRequest(handlers.synthetic, 200);
  const samples = { base: [] as number[], synthetic: [] as number[] };
  for (let round = 0; round < ROUNDS; round++) {
    samples.base.push(await cpuMicrosPerRequest(handlers.base, REQUESTS / ROUNDS));
    samples.synthetic.push(await cpuMicrosPerRequest(handlers.synthetic, REQUESTS / ROUNDS));
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  console.log(
    JSON.stringify({
      base: median(samples.base),
      synthetic: median(samples.synthetic),
      routes: Object.keys(build.routes).length,
      requests: REQUESTS,
    }),
  );
} finally {
  await build.entry.module.shutdown();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
