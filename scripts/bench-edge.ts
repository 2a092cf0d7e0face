// The HTTP edge under a flood of oversized bodies (README "Limits", docs/decisions/015): CLIENTS clients
// each sending 50 MB bodies, one after another, for EDGE_SECONDS (60 by default), to routes refused by
// Content-Length and by counting a chunked body. Printed: the worker's resident memory idle, at the
// flood's peak (goal ≤ 1.5 × idle) and EDGE_SETTLE_SECONDS (30) after it (goal within 20 % of idle), and
// the primary's beside it; every answer must be a 413. Then, for scale, the worker's peak under ordinary
// traffic (pages rendered, the page cache filled).
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { startBenchServer } from "./lib/bench-server";

const CLIENTS = Number(process.env.EDGE_CLIENTS ?? 16);
const SECONDS = Number(process.env.EDGE_SECONDS ?? 60);
const SETTLE_SECONDS = Number(process.env.EDGE_SETTLE_SECONDS ?? 30);
const BODY_BYTES = 50 * 1024 * 1024;
const ORDINARY_REQUESTS = 1000;

type Print = (label: string, value: string) => void;

/** Resident memory (MB) of the server's Node processes: the primary and its workers (not PostgreSQL). */
function nodeRss(primaryPid: number): { primary: number; workers: number } {
  const rssMb = (pid: number) => {
    try {
      return Number(/^VmRSS:\s+(\d+)/m.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
    } catch {
      return 0; // gone
    }
  };
  let workers = 0;
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      if (ppid === primaryPid && name === "node") workers += rssMb(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return { primary: rssMb(primaryPid), workers };
}

/** Samples the memory every 50 ms while `work` runs; the highest figure. */
async function peakWhile(sample: () => number, work: () => Promise<void>): Promise<number> {
  let peak = sample();
  const timer = setInterval(() => {
    peak = Math.max(peak, sample());
  }, 50);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(peak, sample());
}

type Shape = { path: string; chunked: boolean; type: string };
const SHAPES: Shape[] = [
  { path: "/api/login", chunked: false, type: "application/json" },
  { path: "/api/meal-plans", chunked: true, type: "application/json" },
  { path: "/login", chunked: false, type: "application/x-www-form-urlencoded" },
];

/** Sends one 50 MB body as fast as the socket takes it; resolves with the status, or "no answer". */
function sendOversized(port: number, shape: Shape, chunk: Buffer): Promise<number | "no answer"> {
  return new Promise((resolve) => {
    let done = false;
    const request = http.request({
      host: "127.0.0.1",
      port,
      path: shape.path,
      method: "POST",
      agent: false,
      headers: shape.chunked
        ? { "Content-Type": shape.type, "Transfer-Encoding": "chunked" }
        : { "Content-Type": shape.type, "Content-Length": String(BODY_BYTES) },
    });
    const finish = (outcome: number | "no answer") => {
      if (done) return;
      done = true;
      request.destroy();
      resolve(outcome);
    };
    request.on("response", (response) => {
      response.resume();
      finish(response.statusCode ?? 0);
    });
    request.on("error", () => finish("no answer"));
    request.on("close", () => finish("no answer"));
    let sent = 0;
    const write = () => {
      while (!done && sent < BODY_BYTES) {
        sent += chunk.byteLength;
        if (!request.write(chunk)) {
          request.once("drain", write);
          return;
        }
      }
      if (!done) request.end();
    };
    write();
  });
}

async function ordinaryTraffic(base: string) {
  let next = 0;
  const worker = async () => {
    while (next < ORDINARY_REQUESTS) {
      const i = next++;
      const response =
        i % 10 === 9
          ? await fetch(`${base}/api/login`, {
              method: "POST",
              headers: { "Content-Type": "application/json" },
              body: JSON.stringify({ email: `nobody-${i}@example.com`, password: "not-the-password" }),
            })
          : await fetch(`${base}${["/login", "/healthz", "/register"][i % 3]}`);
      await response.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: 10 }, worker));
}

export async function benchEdge(print: Print) {
  if (!fs.existsSync("build/server/index.js")) {
    console.log("\nHTTP edge: skipped (no production build; run `npm run build` first)");
    return;
  }
  console.log(
    `\nHTTP edge: ${CLIENTS} clients sending 50 MB bodies for ${SECONDS} s (production server: a primary and one worker)`,
  );
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fmp-bench-edge-"));
  fs.chmodSync(dir, 0o755);
  const port = 20_000 + ((process.pid + 7) % 20_000);
  const { app, base } = await startBenchServer(dir, port, {
    SEED_DEMO: "0",
    SEED_STARTER_RECIPES: "0",
    RATE_LIMIT_LOGIN_PER_MINUTE: "1000000",
    WEB_CONCURRENCY: "1",
  });
  try {
    const worker = () => nodeRss(app.pid!).workers;
    const idle = nodeRss(app.pid!);

    const chunk = Buffer.alloc(64 * 1024, "a");
    const answers = new Map<string, number>();
    let sent = 0;
    const started = performance.now();
    const flood = await peakWhile(worker, async () => {
      const end = Date.now() + SECONDS * 1000;
      await Promise.all(
        Array.from({ length: CLIENTS }, async (_, client) => {
          for (let i = 0; Date.now() < end; i++) {
            const shape = SHAPES[(client + i) % SHAPES.length]!;
            const outcome = await sendOversized(port, shape, chunk);
            sent++;
            answers.set(String(outcome), (answers.get(String(outcome)) ?? 0) + 1);
          }
        }),
      );
    });
    const floodMs = performance.now() - started;
    const alive = await fetch(`${base}/healthz`).then(
      (r) => r.status,
      () => 0,
    );
    await new Promise((resolve) => setTimeout(resolve, SETTLE_SECONDS * 1000));
    const settled = nodeRss(app.pid!);
    // Then what ordinary use costs, for scale: pages rendered, the page cache filled.
    const ordinary = await peakWhile(worker, () => ordinaryTraffic(base));

    const mb = (n: number) => `${n.toFixed(0)} MB`;
    const refused = answers.get("413") ?? 0;
    const others = [...answers].filter(([k]) => k !== "413").map(([k, n]) => `${k}: ${n}`);
    const change = (n: number) =>
      `${n >= idle.workers ? "+" : ""}${((n / idle.workers - 1) * 100).toFixed(0)} %`;
    print("idle: the worker's RSS (the primary's)", `${mb(idle.workers)} (${mb(idle.primary)})`);
    print(
      `${CLIENTS} clients × 50 MB bodies for ${SECONDS} s: the worker's peak RSS (goal ≤ 1.5 × idle)`,
      `${mb(flood)} (${(flood / idle.workers).toFixed(2)} × idle)`,
    );
    print(
      `${SETTLE_SECONDS} s after the flood: the worker's RSS (goal within 20 % of idle)`,
      `${mb(settled.workers)} (${change(settled.workers)})`,
    );
    print(`${SETTLE_SECONDS} s after the flood: the primary's RSS`, mb(settled.primary));
    print(
      "oversized bodies sent (each 50 MB, or until answered)",
      `${sent} (${(sent / (floodMs / 1000)).toFixed(0)}/s)`,
    );
    print(
      "answers 413 / other answers (goal: all 413, none other)",
      `${refused} / ${sent - refused}${others.length ? ` (${others.join(", ")})` : ""}`,
    );
    print("/healthz right after the flood", String(alive));
    print(
      `then ordinary traffic (${ORDINARY_REQUESTS} requests, 10 at once): the worker's peak RSS`,
      mb(ordinary),
    );
  } finally {
    await new Promise<void>((resolve) => {
      if (app.exitCode !== null) return resolve();
      app.once("exit", () => resolve());
      app.kill("SIGTERM");
    });
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
