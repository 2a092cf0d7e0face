// Schema-driven fuzzing of every call of the API against the production server (docs/decisions/
// 065-schema-driven-fuzzing.md). The OpenAPI document is walked operation by operation; each parameter and
// body field gets hostile values drawn for its schema (tests/support/fuzz.ts), from a fixed seed, so a
// failure here is the same request on every run. Each answer: never a 5xx; a 4xx is the API's JSON error,
// and a 422's `errors` name fields of the call; a refused change leaves the household as it was; another
// household's ids change nothing of it; /healthz answers within 1 s throughout and after. Every page
// form (tests/support/page-fuzz.ts) is read from its rendered page and posted the same way: no 5xx. The
// long run is `BENCH_ONLY=fuzz npm run bench`.
import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { ADMIN } from "../support/accounts";
import {
  type FuzzOperation,
  type FuzzReport,
  fuzz,
  makeWorld,
  type OpenApiDocument,
  operationKey,
  operationsOf,
  RUN_TAG,
} from "../support/fuzz";
import { fuzzPages } from "../support/page-fuzz";
import { routeTable } from "../support/route-table";

/** The seed of every run in CI; the bench draws a new one each time and prints it. */
const SEED = 20_261_128;
/** Drawn cases per operation, after each field's own case and each date field's named dates. */
const RUNS = 6;
/** Drawn cases per page form, after each field's own case. */
const PAGE_RUNS = 2;

/** FUZZ_SKIP=regex leaves out the cases whose "METHOD /path what" matches, e.g. a known bug's, locally. */
const SKIP = process.env.FUZZ_SKIP ? new RegExp(process.env.FUZZ_SKIP) : undefined;

/** The operations in four groups, run side by side (each with its own households). */
const GROUPS: [string, (op: FuzzOperation) => boolean][] = [
  ["meal plan and nutrition", (op) => op.tag === "Meal plans" || op.tag === "Nutrition"],
  [
    "recipe, community and assistant",
    (op) => ["Recipes", "Community", "AI assistant", "AI planning"].includes(op.tag),
  ],
  [
    "family, inventory, shopping and settings",
    (op) => ["Family", "Inventory", "Shopping", "Settings"].includes(op.tag),
  ],
  ["account, admin and diagnostics", (op) => ["Accounts", "Admin", "Diagnostics"].includes(op.tag)],
];

async function documentAt(baseURL: string) {
  const response = await fetch(`${baseURL}/api/openapi.json`);
  expect(response.status).toBe(200);
  return (await response.json()) as OpenApiDocument;
}

/** The report as lines a reader can act on: each problem with its request and answer. */
function problemsText(report: FuzzReport) {
  return report.problems
    .map(
      (p) => `${p.kind} ${p.status ?? ""} ${p.operation}\n    ${p.request}\n    → ${p.answer.slice(0, 300)}`,
    )
    .join("\n");
}

test("every operation of the API document is in one fuzzing group", async ({ baseURL }) => {
  const operations = operationsOf(await documentAt(baseURL as string));
  expect(operations.length).toBeGreaterThan(100);
  const ungrouped = operations.filter((op) => GROUPS.filter(([, inGroup]) => inGroup(op)).length !== 1);
  expect(ungrouped.map(operationKey)).toEqual([]);
});

for (const [group, inGroup] of GROUPS) {
  test(`every ${group} call answers hostile input without a 5xx, in JSON, naming the field and storing nothing`, async ({
    baseURL,
  }, testInfo) => {
    test.setTimeout(240_000);
    const base = baseURL as string;
    const doc = await documentAt(base);
    const world = await makeWorld(base, ADMIN);
    const report = await fuzz({
      doc,
      world,
      seed: SEED,
      runs: () => RUNS,
      filter: inGroup,
      skip: SKIP && ((text) => SKIP.test(text)),
    });
    await testInfo.attach("fuzz-report.json", {
      body: JSON.stringify(report, null, 2),
      contentType: "application/json",
    });
    console.log(
      `fuzz ${group}: ${report.operations} operations, ${report.requests} requests in ${(report.ms / 1000).toFixed(1)} s, ${report.serverErrors.length} 5xx, /healthz slowest ${report.healthz.slowest.toFixed(0)} ms`,
    );
    expect(report.operations).toBeGreaterThan(0);
    expect(report.serverErrors.length, problemsText(report)).toBe(0);
    expect(report.problems.length, problemsText(report)).toBe(0);
    const started = performance.now();
    const health = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(1000) });
    expect(health.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(1000);
  });
}

test("every page form answers hostile fields without a 5xx", async ({ baseURL }, testInfo) => {
  test.setTimeout(240_000);
  const base = baseURL as string;
  // The page routes with an action, as the URL map lists them: each must get a form posted to it.
  const actionRoutes = routeTable
    .filter((row) => !row.url.startsWith("api/"))
    .filter((row) =>
      /export\s+(const|async function|function)\s+action\b/.test(fs.readFileSync(row.modulePath, "utf8")),
    )
    .map((row) => row.url);
  const world = await makeWorld(base, ADMIN);
  const report = await fuzzPages({ world, seed: SEED, runs: PAGE_RUNS, tag: RUN_TAG, actionRoutes });
  await testInfo.attach("page-fuzz-report.json", {
    body: JSON.stringify({ ...report, actions: [...report.actions] }, null, 2),
    contentType: "application/json",
  });
  console.log(
    `fuzz pages: ${report.operations} forms, ${report.requests} posts in ${(report.ms / 1000).toFixed(1)} s, ${report.serverErrors.length} 5xx; no page showed a form for ${report.unreached.map((route) => `/${route}`).join(", ") || "—"}`,
  );
  expect(report.operations).toBeGreaterThan(50);
  expect(report.serverErrors.length, problemsText(report)).toBe(0);
  expect(report.problems.length, problemsText(report)).toBe(0);
});
