#!/usr/bin/env node
// @ts-check
// `npm test`: typecheck, lint, unit and DB tests (embedded PostgreSQL, plus a real PostgreSQL server
// started by scripts/with-postgres.sh unless TEST_DATABASE_URL is given), the production build (and
// the operator scripts built and run), and the Playwright stories with JavaScript on and off. Ends
// with one summary line: "N passed, N failed".
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);

if (!process.env.TEST_DATABASE_URL && !process.env.TEST_SKIP_POSTGRES && !process.env.FMP_TEST_WRAPPED) {
  // Re-run this script with a throwaway PostgreSQL server, so the DB tests run on both backends.
  const wrapped = spawnSync("bash", ["scripts/with-postgres.sh", process.execPath, "scripts/test-all.js"], {
    stdio: "inherit",
    env: { ...process.env, FMP_TEST_WRAPPED: "1" },
  });
  if (wrapped.status !== 3) process.exit(wrapped.status ?? 1);
  console.error("\nCould not start a PostgreSQL server: the DB tests run on the embedded database only.\n");
  process.env.FMP_TEST_WRAPPED = "1";
}

/** @param {string} name */
const bin = (name) => path.join(root, "node_modules", ".bin", name);
/** @type {{ step: string, passed: number, failed: number, note?: string }[]} */
const results = [];

/** @param {string} step @param {string} command @param {string[]} args */
function run(step, command, args, env = {}) {
  console.log(`\n▶ ${step}`);
  const started = Date.now();
  const r = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`◀ ${step}: ${r.status === 0 ? "ok" : "FAILED"} (${seconds} s)`);
  return r.status === 0;
}

/** @param {string} file */
function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

fs.rmSync("test-results", { recursive: true, force: true });
fs.mkdirSync("test-results", { recursive: true });

for (const [step, args] of /** @type {const} */ ([
  ["typecheck", ["tsc"]],
  ["lint", ["biome", "ci", "."]],
])) {
  const ok = run(step, bin(args[0]), args.slice(1));
  results.push({ step, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
}

const backends = process.env.TEST_DATABASE_URL ? "embedded + PostgreSQL" : "embedded only";
run(`unit and DB tests (${backends})`, bin("vitest"), [
  "run",
  "--reporter=default",
  "--reporter=json",
  "--outputFile.json=test-results/vitest.json",
]);
const unit = readJson("test-results/vitest.json");
results.push({
  step: `vitest (${backends})`,
  passed: unit?.numPassedTests ?? 0,
  failed: unit ? unit.numFailedTests + (unit.success ? 0 : unit.numFailedTests === 0 ? 1 : 0) : 1,
});

const built = run("production build", bin("remix"), ["vite:build"]);
// The operator scripts as production runs them (ADR 019): compiled, then run by node without tsx
// (events:verify on a fresh embedded database in a temp folder: migrate, verify, exit 0).
const scriptsData = fs.mkdtempSync(path.join(os.tmpdir(), "fmp-operator-"));
const operators =
  built &&
  run("operator scripts build", bin("vite"), ["build", "--config", "vite.scripts.config.ts"]) &&
  run("operator scripts run without tsx", process.execPath, ["build/scripts/events-verify.js"], {
    DATABASE_URL: "",
    DATA_DIR: scriptsData,
  });
fs.rmSync(scriptsData, { recursive: true, force: true });
results.push({ step: "operator scripts", passed: operators ? 1 : 0, failed: operators ? 0 : 1 });
const browser = built && run("browser", "bash", ["scripts/ensure-browser.sh"]);
if (built && browser) {
  run("browser stories (JavaScript on and off)", bin("playwright"), ["test"]);
  const e2e = readJson("test-results/e2e.json");
  const flaky = e2e ? flakyStories(e2e) : [];
  results.push({
    step: "playwright",
    passed: (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0),
    failed: e2e ? e2e.stats.unexpected + (e2e.errors?.length ?? 0) : 1,
    note: flaky.length ? `${flaky.length} passed only on retry` : undefined,
  });
  // Named so that a story passing only on its retry is seen and mended, not forgotten (ADR 052).
  for (const name of flaky) console.log(`  flaky (passed on retry): ${name}`);
} else {
  results.push({ step: "playwright", passed: 0, failed: 1, note: built ? "no browser" : "build failed" });
}

/**
 * The stories of a Playwright JSON report that failed first and passed on a retry.
 * @typedef {{ specs?: { file: string; line: number; title: string; tests?: { status: string; projectName: string }[] }[]; suites?: Suite[] }} Suite
 * @param {{ suites?: Suite[] }} report
 * @returns {string[]}
 */
function flakyStories(report) {
  /** @type {string[]} */
  const found = [];
  /** @param {Suite} suite */
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === "flaky") found.push(`[${t.projectName}] ${spec.file}:${spec.line} ${spec.title}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return found;
}

console.log("\nSummary");
for (const r of results) {
  console.log(`  ${r.step.padEnd(34)} ${r.passed} passed, ${r.failed} failed${r.note ? ` (${r.note})` : ""}`);
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
