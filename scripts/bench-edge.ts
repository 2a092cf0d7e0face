import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { startBenchServer } from "./lib/bench-server";

const CLIENTS = Number(process.env.EDGE_CLIENTS ?? 16);
const SECONDS = Number(process.env.EDGE_SECONDS ?? 10);
const BODY_BYTES = 50 * 1024 * 1024;
const ORDINARY_REQUESTS = 1000;

type Print = (label: string, value: string) => void;

/** Resident memory of the server's Node processes (its embedded PostgreSQL left out), in MB. */
function nodeRssMb(rootPid: number, postgresPid: number | undefined): number {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended while we looked.
    }
  }
  let kb = 0;
  const walk = (pid: number) => {
    if (pid === postgresPid) return;
    try {
      kb += Number(/^VmRSS:\s+(\d+)/m.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
    } catch {
      // Gone.
    }
    for (const child of children.get(pid) ?? []) walk(child);
  };
  walk(rootPid);
  return kb / 1024;
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
  console.log(`\nHTTP edge: ${CLIENTS} clients sending 50 MB bodies for ${SECONDS} s (production server)`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fmp-bench-edge-"));
  fs.chmodSync(dir, 0o755);
  const port = 20_000 + ((process.pid + 7) % 20_000);
  const { app, base, postgresPid } = await startBenchServer(dir, port, {
    SEED_DEMO: "0",
    SEED_STARTER_RECIPES: "0",
    RATE_LIMIT_LOGIN_PER_MINUTE: "1000000",
  });
  try {
    const rss = () => nodeRssMb(app.pid!, postgresPid);
    const idle = rss();
    const ordinary = await peakWhile(rss, () => ordinaryTraffic(base));

    const before = rss();
    const chunk = Buffer.alloc(64 * 1024, "a");
    const answers = new Map<string, number>();
    let sent = 0;
    const started = performance.now();
    const flood = await peakWhile(rss, async () => {
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
    const after = rss();
    const alive = await fetch(`${base}/healthz`).then(
      (r) => r.status,
      () => 0,
    );

    const mb = (n: number) => `${n.toFixed(0)} MB`;
    const refused = answers.get("413") ?? 0;
    const others = [...answers].filter(([k]) => k !== "413").map(([k, n]) => `${k}: ${n}`);
    print("idle: Node RSS", mb(idle));
    print(
      `ordinary traffic (${ORDINARY_REQUESTS} requests, 10 at once): peak Node RSS = the ceiling`,
      mb(ordinary),
    );
    print("just before the flood: Node RSS", mb(before));
    print(`${CLIENTS} clients × 50 MB bodies for ${SECONDS} s: peak Node RSS`, mb(flood));
    print("flood peak ÷ ordinary ceiling (goal ≤ 1.00)", (flood / ordinary).toFixed(2));
    print(
      "oversized bodies sent (each 50 MB, or until answered)",
      `${sent} (${(sent / (floodMs / 1000)).toFixed(0)}/s)`,
    );
    print(
      "answers 413 / other answers (goal: all 413, none other)",
      `${refused} / ${sent - refused}${others.length ? ` (${others.join(", ")})` : ""}`,
    );
    print("after the flood: Node RSS, /healthz", `${mb(after)}, ${alive}`);
  } finally {
    await new Promise<void>((resolve) => {
      if (app.exitCode !== null) return resolve();
      app.once("exit", () => resolve());
      app.kill("SIGTERM");
    });
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
