// E2E stories run against the production build, on a free loopback port, with a fresh embedded
// database folder, twice: with JavaScript enabled and disabled. Axe runs on every visited page.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM } from "./scripts/lib/chromium";

// Chosen once in the main process; workers inherit the variables.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  "-e",
  'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{process.stdout.write(String(s.address().port));s.close()})',
]).toString();
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "fmp-e2e-"));
  fs.chmodSync(process.env.E2E_DATA_DIR, 0o755);
}
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  fullyParallel: true,
  workers: 2,
  // One retry in CI only (ADR 052): a story that fails and then passes is reported as flaky, by name,
  // in the run's summary; one that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  // A story's limit is for hangs, not a speed goal: with axe at every step, the long no-JS stories took
  // 25–35 s on this 2-core machine with two workers (Chromium 156, Nov 2026); 30 s failed sound stories.
  timeout: 60_000,
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  globalTeardown: "./tests/support/e2e-teardown.ts",
  use: {
    baseURL,
    ...devices["Desktop Chrome"],
    trace: "retain-on-failure",
    launchOptions: CHROMIUM,
  },
  projects: [
    { name: "js-enabled", testDir: "tests/e2e", use: { javaScriptEnabled: true } },
    { name: "js-disabled", testDir: "tests/e2e", use: { javaScriptEnabled: false } },
    // HTTP-level tests of the JSON API and of access rules: no browser page involved.
    { name: "api", testDir: "tests/api" },
  ],
  webServer: {
    // The server's output goes to a file that the teardown audits for leaked secrets.
    command: `sh -c 'exec node server.js >> "$E2E_SERVER_LOG" 2>&1'`,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: process.env.E2E_PORT,
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR,
      DATABASE_URL: "",
      E2E_SERVER_LOG: path.join(process.env.E2E_DATA_DIR, "server.log"),
      SEED_ADMIN_EMAIL: "admin@e2e.test",
      SEED_ADMIN_PASSWORD: "Secret-pw-admin-1",
      SEED_DEMO_EMAIL: "demo@e2e.test",
      SEED_DEMO_PASSWORD: "Secret-pw-demo-1",
      // Many stories sign up from one address; the failure limit per account and address stays low for
      // its story (tests/api/auth.spec.ts).
      RATE_LIMIT_LOGIN_PER_MINUTE: "100000",
      RATE_LIMIT_REGISTER_PER_MINUTE: "100000",
      RATE_LIMIT_FAILURES_PER_HOUR: "5",
      // Recipe imports fetch pages from the stories' own servers on 127.0.0.1 (ADR 007).
      OUTBOUND_ALLOW_LOOPBACK: "1",
    },
  },
});
