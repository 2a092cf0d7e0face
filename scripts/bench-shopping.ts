// The shopping figures for `npm run bench` (section `shopping`, called from scripts/bench.ts), on the
// embedded PostgreSQL in a fresh folder (docs/decisions/038-shopping-lists.md):
//   - checking an item off, server time p50/p95 (goal ≤ 20 ms): the domain call a toggle post makes,
//     with an idempotency key (claim the key, one UPDATE, store the answer, in one transaction) and
//     without one, on a list of 60 items;
//   - a retried check-off (the same key again): what a dropped request's second send costs;
//   - the page's reads: the current list and its items, sorted and summed.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { connect } from "../app/db/database.server";
import { startEmbeddedPostgres } from "../app/db/embedded-postgres.server";
import { migrateToLatest } from "../app/db/migrate.server";
import { registerUser } from "../app/domain/accounts/users.server";
import { SHOPPING_CATEGORIES } from "../app/domain/shopping/constants";
import { addItem, listItems, setPurchased } from "../app/domain/shopping/items.server";
import { currentList, listLists } from "../app/domain/shopping/lists.server";
import { budgetCard, listSummary, sortItems } from "../app/domain/shopping/summary";

type Print = (label: string, value: string) => void;

const ITEMS = 60;
const ROUNDS = 300;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

async function timed(rounds: number, run: (i: number) => Promise<unknown>) {
  for (let i = 0; i < 20; i++) await run(-1 - i); // warm-up
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    await run(i);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return `${percentile(times, 0.5).toFixed(2)} / ${percentile(times, 0.95).toFixed(2)}`;
}

export async function benchShopping(print: Print) {
  console.log("\nShopping list: check-offs and the page's reads (embedded PostgreSQL)");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fmp-bench-shopping-"));
  fs.chmodSync(dir, 0o755);
  const server = await startEmbeddedPostgres({ dataDir: path.join(dir, "data"), log: () => {} });
  const db = connect(server.url);
  try {
    await migrateToLatest(db);
    const user = await registerUser(db, {
      name: "Bench Shopper",
      email: `bench-shopping-${process.pid}@example.com`,
      password: "bench-password-1",
      now: new Date(),
    });
    const household = user.householdId;
    const list = await currentList(db, household, user.id);
    const ids: number[] = [];
    for (let i = 0; i < ITEMS; i++) {
      const item = await addItem(db, household, user.id, list.id, {
        name: `Item ${i}`,
        quantity: 1 + (i % 4),
        unit: "piece",
        category: SHOPPING_CATEGORIES[i % SHOPPING_CATEGORIES.length] ?? "Other",
        estimatedPrice: 1 + (i % 7) * 0.5,
        purchased: false,
        priority: i % 5 === 0 ? "high" : "normal",
      });
      ids.push(item.id);
    }
    const pick = (i: number) => ids[Math.abs(i) % ids.length] ?? 0;
    const keyed = await timed(ROUNDS, (i) =>
      setPurchased(db, household, pick(i), i % 2 === 0, { idempotencyKey: `bench-${process.pid}-${i}` }),
    );
    print(`check-off with an idempotency key, ${ITEMS}-item list, ms p50 / p95 (goal ≤ 20)`, keyed);
    const plain = await timed(ROUNDS, (i) => setPurchased(db, household, pick(i), i % 2 === 0));
    print("check-off without a key, ms p50 / p95", plain);
    const retried = await timed(ROUNDS, (i) =>
      setPurchased(db, household, pick(i), i % 2 === 0, { idempotencyKey: `bench-${process.pid}-${i}` }),
    );
    print("the same check-off retried (answered from its key), ms p50 / p95", retried);
    const reads = await timed(ROUNDS, async () => {
      const current = await currentList(db, household, user.id);
      const [items] = await Promise.all([listItems(db, household, current.id), listLists(db, household)]);
      listSummary(items);
      budgetCard(50, items);
      return sortItems(items, "category");
    });
    print(`the page's reads (current list, ${ITEMS} items, lists, sorted and summed), ms p50 / p95`, reads);
  } finally {
    await db.destroy();
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
