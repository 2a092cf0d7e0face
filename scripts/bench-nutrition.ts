// The nutrition figures for `npm run bench` (section `nutrition`, called from scripts/bench.ts), on the
// embedded PostgreSQL in a fresh folder (docs/decisions/032-food-table-and-matching.md):
//   - loading the food table (8,789 foods, 15,438 measures) by its migration;
//   - building the in-memory food index from the tables: time and heap it keeps;
//   - one recipe's nutrition from 15 ingredients after warm-up, p50/p95 (goal ≤ 5 ms), with the
//     matcher's cache of names warm (the usual case) and emptied before each recipe (every name new);
//   - the analysis of one household's year (366 days × 3 meals ≈ 1,100 meals) from the calendar read
//     model, p50/p95 server time (goal ≤ 50 ms), for the whole household and for one member, and the
//     screen's three charts drawn anew and from their cache
//     (docs/decisions/033-nutrition-analysis-screen.md).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { connect } from "../app/db/database.server";
import { startEmbeddedPostgres } from "../app/db/embedded-postgres.server";
import { migrateToLatest } from "../app/db/migrate.server";
import { eventStore } from "../app/domain/event-store.server";
import { analyseHousehold } from "../app/domain/nutrition/analysis.server";
import { loadFoodIndex } from "../app/domain/nutrition/food-table.server";
import { DEFAULT_TARGETS } from "../app/domain/nutrition/goals";
import { type NutritionIngredient, recipeNutrition } from "../app/domain/nutrition/recipe-nutrition";
import { dailyCaloriesSvg, macroDoughnutSvg, trendSvg } from "../app/ui/nutrition/charts.server";
import * as foodTable from "../migrations/2026-11-27T0900-food-table";
import { seedPlanner } from "./bench-planner";

type Print = (label: string, value: string) => void;

/** A pot of chili with cornbread on the side: 15 lines of the kinds a parser gives. */
const RECIPE: NutritionIngredient[] = [
  { quantity: 1, unit: "pound", name: "ground beef" },
  { quantity: 1, unit: null, name: "onion", size: "large" },
  { quantity: 3, unit: "clove", name: "garlic" },
  { quantity: 2, unit: "tablespoon", name: "olive oil" },
  { quantity: 28, unit: "ounce", name: "canned tomatoes" },
  { quantity: 2, unit: "cup", name: "kidney beans" },
  { quantity: 1, unit: null, name: "bell pepper" },
  { quantity: 2, unit: "tablespoon", name: "chili powder" },
  { quantity: 1, unit: "teaspoon", name: "cumin" },
  { quantity: 1, unit: "cup", name: "flour" },
  { quantity: 1, unit: "cup", name: "milk" },
  { quantity: 2, unit: null, name: "eggs", size: "large" },
  { quantity: 4, unit: "tablespoon", name: "butter" },
  { quantity: 0.5, unit: "cup", name: "cheddar cheese" },
  { quantity: null, unit: null, name: "salt" },
];

/** The analysis of a year of one household's meals, and the charts of the screen. */
async function benchAnalysis(db: ReturnType<typeof connect>, print: Print) {
  const seeded = await seedPlanner(db, print, { households: 1, days: 366, tag: `nutrition-${process.pid}` });
  // The seed writes events only; the calendar read model the analysis reads is their projection.
  await eventStore.rebuildProjections(db);
  const [user] = seeded.users;
  const period = { from: seeded.from, to: seeded.to };
  const member = await db
    .selectFrom("family_members")
    .select("id")
    .where("household_id", "=", user!.householdId)
    .orderBy("id")
    .executeTakeFirst();
  for (const [label, memberId] of [
    ["whole household", undefined],
    ["one member", member?.id],
  ] as const) {
    for (let i = 0; i < 5; i++)
      await analyseHousehold(db, user!.householdId, period, DEFAULT_TARGETS, memberId);
    const times: number[] = [];
    let entries = 0;
    for (let i = 0; i < 40; i++) {
      const t = performance.now();
      const analysis = await analyseHousehold(db, user!.householdId, period, DEFAULT_TARGETS, memberId);
      times.push(performance.now() - t);
      entries = analysis.entries;
    }
    times.sort((a, b) => a - b);
    print(
      `analysis of a year (${entries} meals), ${label}, ms p50 / p95 (goal ≤ 50)`,
      `${percentile(times, 0.5).toFixed(1)} / ${percentile(times, 0.95).toFixed(1)}`,
    );
  }
  const days = Array.from({ length: 31 }, (_, i) => ({
    label: String(i + 1),
    value: 1500 + ((i * 137) % 900),
  }));
  const draw = (salt: number) => {
    macroDoughnutSvg([
      { label: "Protein", kcal: 300 + salt },
      { label: "Carbs", kcal: 900 },
      { label: "Fat", kcal: 600 },
    ]);
    dailyCaloriesSvg(days, 2000 + salt);
    trendSvg(days, 2000 + salt, "kcal");
  };
  draw(-1); // warm-up
  let started = performance.now();
  for (let i = 0; i < 20; i++) draw(i);
  print(
    "the screen's 3 charts of a month, drawn anew, ms each page",
    ((performance.now() - started) / 20).toFixed(2),
  );
  started = performance.now();
  for (let i = 0; i < 2000; i++) draw(i % 20);
  print(
    "the same 3 charts from their cache, ms each page",
    ((performance.now() - started) / 2000).toFixed(3),
  );
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

export async function benchNutrition(print: Print) {
  console.log("\nNutrition: the food table and one recipe's computed nutrition (embedded PostgreSQL)");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fmp-bench-nutrition-"));
  fs.chmodSync(dir, 0o755);
  const server = await startEmbeddedPostgres({ dataDir: path.join(dir, "data"), log: () => {} });
  const db = connect(server.url);
  try {
    await migrateToLatest(db);
    // The load again, alone: what a fresh install and every test run's template pay once.
    await foodTable.down(db);
    let started = performance.now();
    await foodTable.up(db);
    print(
      "food table load by its migration (read, gunzip, 2 inserts), ms",
      (performance.now() - started).toFixed(0),
    );

    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    started = performance.now();
    const index = await loadFoodIndex(db);
    const buildMs = performance.now() - started;
    gc?.();
    const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;
    print("food index build (select both tables + index), ms", buildMs.toFixed(0));
    print(`food index heap kept, MB${gc ? "" : " (no --expose-gc: rough)"}`, heapMb.toFixed(1));

    for (const [label, clear] of [
      ["names seen before", false],
      ["every name new", true],
    ] as const) {
      for (let i = 0; i < 20; i++) recipeNutrition(index, RECIPE, 6); // warm-up
      const times: number[] = [];
      const cpuBefore = process.cpuUsage();
      for (let i = 0; i < 500; i++) {
        if (clear) index.cache.clear();
        const t = performance.now();
        recipeNutrition(index, RECIPE, 6);
        times.push(performance.now() - t);
      }
      const cpu = process.cpuUsage(cpuBefore);
      times.sort((a, b) => a - b);
      // The CPU time beside the wall-clock times: on a shared, busy machine the p95 is mostly waiting.
      print(
        `one recipe of 15 ingredients, ${label}, ms p50 / p95 / CPU mean (goal ≤ 5)`,
        `${percentile(times, 0.5).toFixed(3)} / ${percentile(times, 0.95).toFixed(3)} / ${((cpu.user + cpu.system) / 1000 / 500).toFixed(3)}`,
      );
    }
    const result = recipeNutrition(index, RECIPE, 6);
    print(
      "  its calories per serving (of 6), lines not counted",
      `${result.perServing.calories} kcal, ${result.notCounted.join(", ")}`,
    );
    await benchAnalysis(db, print);
  } finally {
    await db.destroy();
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
