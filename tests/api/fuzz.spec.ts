// Schema-driven fuzzing of every call of the API against the production server (docs/decisions/
// 065-schema-driven-fuzzing.md). The OpenAPI document is walked operation by operation; each parameter and
// body field gets hostile values drawn for its schema (tests/support/fuzz.ts), from a fixed seed, so a
// failure here is the same request on every run. Each answer: never a 5xx; a 4xx is the API's JSON error,
// and a 422's `errors` name fields of the call; a refused change leaves the household as it was; another
// household's ids change nothing of it; /healthz answers within 1 s throughout and after. The long run is
// `BENCH_ONLY=fuzz npm run bench`.
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
} from "../support/fuzz";

/** The seed of every run in CI; the bench draws a new one each time and prints it. */
const SEED = 20_261_128;
/** Drawn cases per operation, after each field's own case and each date field's named dates. */
const RUNS = 6;

/** FUZZ_SKIP=regex leaves out the cases whose "METHOD /path what" matches, e.g. a known bug's, locally. */
const SKIP = process.env.FUZZ_SKIP ? new RegExp(process.env.FUZZ_SKIP) : undefined;

/**
 * 422s that state a rule about the request rather than a field's value, so they name no field: a reused
 * Idempotency-Key (a header), reporting one's own recipe, removing the primary member.
 */
const RULE_MESSAGES =
  /idempotency key was already used|own recipe cannot be reported|primary family member cannot be removed/i;

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
      ruleMessages: RULE_MESSAGES,
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
