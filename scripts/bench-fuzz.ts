// BENCH_ONLY=fuzz npm run bench — the long run of the schema-driven fuzzer (tests/support/fuzz.ts,
// docs/decisions/065-schema-driven-fuzzing.md): the production server on a fresh embedded data folder,
// every operation of the OpenAPI document with BENCH_FUZZ_RUNS drawn cases each (default 100), from
// BENCH_FUZZ_SEED (default: a new one, printed so a run can be repeated), then every page form
// (tests/support/page-fuzz.ts) with a tenth as many. Prints the number of requests and of 5xx (goal: 0),
// and each problem with its request and the server's log lines about it.
// BENCH_FUZZ_URL runs it against a server that is already up instead (its admin login from
// BENCH_FUZZ_ADMIN=email:password), BENCH_FUZZ_ONLY=regex limits it to matching "METHOD /path" keys,
// BENCH_FUZZ_SKIP=regex leaves out the cases whose "METHOD /path what" matches (a known bug's),
// BENCH_FUZZ_TRACE=file writes every request's status, time and answer there.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  type FuzzReport,
  fuzz,
  makeWorld,
  type OpenApiDocument,
  operationKey,
  RUN_TAG,
} from "../tests/support/fuzz";
import { fuzzPages } from "../tests/support/page-fuzz";
import { routeTable } from "../tests/support/route-table";
import { startBenchServer } from "./lib/bench-server";

type Print = (label: string, value: string) => void;

const ADMIN = { email: "admin@fuzz.test", password: "Secret-pw-admin-fuzz-1" };

export async function benchFuzz(print: Print) {
  console.log("\nSchema-driven fuzzing of every API call (production server, fresh embedded folder)");
  const external = process.env.BENCH_FUZZ_URL;
  if (!external && !fs.existsSync("build/server/index.js")) {
    print("fuzz", "skipped (no production build; run `npm run build` first)");
    return;
  }
  const runs = Number(process.env.BENCH_FUZZ_RUNS ?? 100);
  const seed = Number(process.env.BENCH_FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
  const only = process.env.BENCH_FUZZ_ONLY ? new RegExp(process.env.BENCH_FUZZ_ONLY) : undefined;
  const skip = process.env.BENCH_FUZZ_SKIP ? new RegExp(process.env.BENCH_FUZZ_SKIP) : undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fmp-bench-fuzz-"));
  fs.chmodSync(dir, 0o755);
  const logFile = path.join(dir, "server.log");
  const server = external
    ? undefined
    : await startBenchServer(
        dir,
        20_000 + ((process.pid + 7) % 20_000),
        {
          SEED_ADMIN_EMAIL: ADMIN.email,
          SEED_ADMIN_PASSWORD: ADMIN.password,
          RATE_LIMIT_LOGIN_PER_MINUTE: "100000",
          RATE_LIMIT_REGISTER_PER_MINUTE: "100000",
        },
        { logFile, timeoutMs: 90_000 },
      );
  const base = external ?? (server?.base as string);
  const [email, password] = (process.env.BENCH_FUZZ_ADMIN ?? `${ADMIN.email}:${ADMIN.password}`).split(":");
  try {
    const doc = (await (await fetch(`${base}/api/openapi.json`)).json()) as OpenApiDocument;
    const world = await makeWorld(base, { email: email as string, password: password as string });
    const report = await fuzz({
      doc,
      world,
      seed,
      runs: () => runs,
      filter: only ? (op) => only.test(operationKey(op)) : undefined,
      skip: skip ? (text) => skip.test(text) : undefined,
      trace: process.env.BENCH_FUZZ_TRACE
        ? (line) => fs.appendFileSync(process.env.BENCH_FUZZ_TRACE as string, `${line}\n`)
        : undefined,
      log: (line) => {
        if (/^(5XX|NO ANSWER)/.test(line)) console.log(line);
      },
    });
    print("seed (BENCH_FUZZ_SEED)", String(seed));
    print("operations", String(report.operations));
    print("requests", String(report.requests));
    print(
      "time in requests, in household reads (count)",
      `${(report.requestMs / 1000).toFixed(1)} s, ${(report.snapshotMs / 1000).toFixed(1)} s (${report.snapshots})`,
    );
    print("requests per second", (report.requests / (report.ms / 1000)).toFixed(0));
    print(
      "answers by status",
      Object.entries(report.byStatus)
        .map(([status, count]) => `${status}: ${count}`)
        .join(", "),
    );
    print("5xx or no answer (goal: 0)", String(report.serverErrors.length));
    print("other problems", String(report.problems.length - report.serverErrors.length));
    print(
      "/healthz: checks, slowest (goal: every one within 1 s)",
      `${report.healthz.checks}, ${report.healthz.slowest.toFixed(0)} ms`,
    );
    // The page forms, unless only some API calls were asked for: a tenth of the drawn cases per form.
    const pages = only
      ? undefined
      : await fuzzPages({
          world: await makeWorld(base, { email: email as string, password: password as string }),
          seed,
          runs: Math.max(2, Math.round(runs / 10)),
          tag: RUN_TAG,
          actionRoutes: routeTable
            .filter((row) => !row.url.startsWith("api/"))
            .filter((row) =>
              /export\s+(const|async function|function)\s+action\b/.test(
                fs.readFileSync(row.modulePath, "utf8"),
              ),
            )
            .map((row) => row.url),
        });
    if (pages) {
      print("page forms, posts", `${pages.operations}, ${pages.requests}`);
      print("page posts answered 5xx or not at all (goal: 0)", String(pages.serverErrors.length));
      print(
        "page actions without a form on any page",
        pages.unreached.map((route) => `/${route}`).join(", ") || "none",
      );
    }
    const serverLog = server ? fs.readFileSync(logFile, "utf8").split("\n") : [];
    const problems = [...report.problems, ...(pages?.problems ?? [])] satisfies FuzzReport["problems"];
    for (const problem of problems) {
      console.log(
        `\n  ${problem.kind} ${problem.status ?? ""} ${problem.operation}\n    ${problem.request}\n    → ${problem.answer.slice(0, 300)}`,
      );
      const id = /"request_id":"([^"]+)"|request id ([0-9a-f-]{36})/.exec(problem.answer);
      const requestId = id?.[1] ?? id?.[2];
      if (requestId)
        for (const line of serverLog.filter((l) => l.includes(requestId)).slice(0, 5))
          console.log(`    log: ${line.slice(0, 400)}`);
    }
  } finally {
    if (server) {
      await new Promise<void>((resolve) => {
        if (server.app.exitCode !== null) return resolve();
        server.app.once("exit", () => resolve());
        server.app.kill("SIGTERM");
      });
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
}
