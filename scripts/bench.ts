// npm run bench — prints figures and ratios (it is a measurement, not a timed test).
// On the embedded PostgreSQL (a fresh temp folder) and, when DATABASE_URL is set, on that server
// (in a throwaway database it creates and drops):
//   - event appends per second with an inline projection, one event per transaction and batches
//     of 10, against raw single-row INSERT transactions into a plain jsonb table, as ratios;
//   - projection rebuild, events per second;
//   - recipes: import parse time per page (schema.org reader + ingredient parser + recipe rules) and list
//     and search latency with the 405 starter recipes loaded (median and 95th percentile);
// the meal planner (scripts/bench-planner.ts): bulk seeding of BENCH_HOUSEHOLDS households (default
// 1,000) × 2 years × 3 meals, the projection rebuild, the month view's loader p50/p95, MealPlanned
// appends against raw INSERTs, and on the embedded database the production server's throughput (month
// page signed in, /healthz, raw node:http) and the month page's gzip sizes;
// the production server's memory (Node plus its PostgreSQL processes) idle and under load;
// the HTTP edge (scripts/bench-edge.ts): the server's memory while clients send 50 MB bodies;
// nutrition (scripts/bench-nutrition.ts): the food table's load and index, one recipe's nutrition;
// the ingredient parser (scripts/bench-parser.ts): accuracy on our table of lines, and lines per second;
// the shopping list (scripts/bench-shopping.ts): a check-off's server time, keyed, plain and retried;
// every signed-in page (scripts/bench-pages.ts): one table of cost and weight;
// the pantry loop (scripts/bench-pantry.ts): a week's shopping list from 21 meals against 300 items;
// and the API fuzzer's long run (scripts/bench-fuzz.ts): requests sent and 5xx met (goal 0).
// BENCH_ONLY picks sections (comma-separated: import, embedded, planner, external, server, edge, routes,
// nutrition, parser, shopping, pages, pantry, fuzz). `--profile PAGE` profiles one page instead.
// Later issues add their own figures here.
import { type ChildProcess, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Kysely, sql } from "kysely";
import pg from "pg";
import { connect } from "../app/db/database.server";
import { startEmbeddedPostgres } from "../app/db/embedded-postgres.server";
import { migrateToLatest } from "../app/db/migrate.server";
import type { DB } from "../app/db/schema";
import { registerUser } from "../app/domain/accounts/users.server";
import { recipeFromDraft } from "../app/domain/recipes/import";
import { listRecipes, type RecipeQuery } from "../app/domain/recipes/recipes.server";
import { readRecipeFromHtml } from "../app/domain/recipes/schema-org";
import { STARTER_FILE, seedStarterRecipes } from "../app/domain/recipes/starter.server";
import type { Projection } from "../app/events/projections";
import { createEventStore } from "../app/events/store.server";
import type { EventMetadata } from "../app/events/types";
import { benchEdge } from "./bench-edge";
import { benchFuzz } from "./bench-fuzz";
import { benchNutrition } from "./bench-nutrition";
import { benchPages } from "./bench-pages";
import { benchPantry } from "./bench-pantry";
import { benchParser } from "./bench-parser";
import { benchPlannerDatabase, benchPlannerEmbedded } from "./bench-planner";
import { benchShopping } from "./bench-shopping";
import { startBenchServer } from "./lib/bench-server";

const APPENDS = Number(process.env.BENCH_APPENDS ?? 2000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);

// A representative read model: one upsert per event, like the calendar projection will do.
const counterProjection: Projection = {
  name: "bench-counter",
  tables: ["bench_rm_counter"],
  handles: ["BenchThingHappened"],
  async apply(trx, events) {
    for (const e of events) {
      await sql`insert into bench_rm_counter (stream_id, household_id, count, last_version)
        values (${e.streamId}, ${e.householdId}, 1, ${e.streamVersion})
        on conflict (stream_id) do update set count = bench_rm_counter.count + 1, last_version = excluded.last_version`.execute(
        trx,
      );
    }
  },
};
const store = createEventStore({ projections: [counterProjection] });

type Row = [string, string];
const rows: Row[] = [];
const print = (label: string, value: string) => {
  rows.push([label, value]);
  console.log(`  ${label.padEnd(58)} ${value}`);
};
const perSecond = (count: number, ms: number) => (count / (ms / 1000)).toFixed(0);

async function timed(work: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

async function benchDatabase(label: string, db: Kysely<DB>) {
  console.log(`\n${label}`);
  await sql`create table if not exists bench_rm_counter (stream_id text primary key, household_id bigint,
    count int not null, last_version bigint not null)`.execute(db);
  await sql`create table if not exists bench_raw (id bigserial primary key, data jsonb not null)`.execute(db);
  const household = 900_000_000 + (process.pid % 100_000);
  const meta: EventMetadata = { householdId: household, actor: null, source: "system" };
  const event = (i: number) => ({
    type: "BenchThingHappened",
    data: { i, note: "a short payload like a meal's" },
  });

  const rawMs = await timed(async () => {
    for (let i = 0; i < APPENDS; i++) {
      await db.transaction().execute(async (trx) => {
        await sql`insert into bench_raw (data) values (${JSON.stringify(event(i).data)}::jsonb)`.execute(trx);
      });
    }
  });
  const singleMs = await timed(async () => {
    for (let i = 0; i < APPENDS; i++) {
      await db
        .transaction()
        .execute((trx) => store.append(trx, `bench-s${i % 100}x${household}`, "any", [event(i)], meta));
    }
  });
  const batches = APPENDS / 10;
  const batchMs = await timed(async () => {
    for (let i = 0; i < batches; i++) {
      const ten = Array.from({ length: 10 }, (_, j) => event(i * 10 + j));
      await db
        .transaction()
        .execute((trx) => store.append(trx, `bench-b${i % 100}x${household}`, "any", ten, meta));
    }
  });
  const total = APPENDS * 2;
  let replayed = 0;
  const rebuildMs = await timed(async () => {
    replayed = (await store.rebuildProjections(db)).events;
  });

  const raw = APPENDS / (rawMs / 1000);
  const single = APPENDS / (singleMs / 1000);
  const batched = APPENDS / (batchMs / 1000);
  print("raw single-row INSERT transactions (jsonb), per second", perSecond(APPENDS, rawMs));
  print("appends + inline projection, 1 event/transaction, events/s", perSecond(APPENDS, singleMs));
  print("appends + inline projection, 10 events/transaction, events/s", perSecond(APPENDS, batchMs));
  print("ratio: 1-event appends ÷ raw inserts", (single / raw).toFixed(2));
  print("ratio: 10-event appends ÷ raw inserts", (batched / raw).toFixed(2));
  print(
    `projection rebuild (${replayed} events in the log, ${total} from this run), events/s`,
    perSecond(replayed, rebuildMs),
  );
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

/** Import parse time: each starter recipe wrapped in a page of realistic size (~60 KB of markup). */
function benchImportParsing() {
  const objects: unknown[] = JSON.parse(fs.readFileSync(STARTER_FILE, "utf8"));
  // What surrounds a recipe on a typical blog: menus, related posts and reader comments (~55 KB).
  const comment = (i: number) =>
    `<li class="comment"><p class="author">Reader ${i}</p><p>We made this on Sunday with what was in the fridge; the kids asked for seconds and I halved the salt. Thanks for writing the steps so clearly!</p><a href="/reply?c=${i}">Reply</a></li>`;
  const filler = `<ul class="menu">${Array.from({ length: 60 }, (_, i) => `<li><a href="/category/${i}">Category ${i}</a></li>`).join("")}</ul><ol class="comments">${Array.from({ length: 200 }, (_, i) => comment(i)).join("")}</ol>`;
  const pages = objects.map(
    (o) =>
      `<!doctype html><html><head><title>x</title><meta property="og:title" content="x">` +
      `<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", "@graph": [{ "@type": "WebSite" }, o] })}</script>` +
      `</head><body><nav>${filler}</nav><article><h1>Recipe</h1></article></body></html>`,
  );
  let saved = 0;
  const start = performance.now();
  for (const page of pages) {
    const draft = readRecipeFromHtml(page, "https://example.org/recipe");
    if (draft && recipeFromDraft(draft).ok) saved++;
  }
  const ms = performance.now() - start;
  const kb = pages.reduce((sum, p) => sum + p.length, 0) / pages.length / 1024;
  print(
    `import parse, ${pages.length} pages of ~${kb.toFixed(0)} KB, ms per page`,
    (ms / pages.length).toFixed(2),
  );
  print("import parse, pages read as a valid recipe", `${saved}/${pages.length}`);
}

async function benchRecipeQueries(db: Kysely<DB>) {
  const added = await seedStarterRecipes(db, { now: new Date() });
  const user = await registerUser(db, {
    name: "Bench",
    email: `bench-${process.pid}-${Date.now()}@example.com`,
    password: "password-123",
    now: new Date(),
  });
  const cases: [string, RecipeQuery][] = [
    ["first page (24, by name)", { perPage: 24 }],
    ["search 'garlic' (name, description, tags, ingredients)", { search: "garlic", perPage: 24 }],
    ["search 'egg' + meal type + difficulty", { search: "egg", mealType: "breakfast", difficulty: "medium" }],
    ["sorted by rating, page 5", { sort: "rating", page: 5, perPage: 24 }],
    ["API page of 100", { perPage: 100 }],
  ];
  for (const [label, query] of cases) {
    await listRecipes(db, user, query); // warm
    const times: number[] = [];
    for (let i = 0; i < 40; i++) {
      const start = performance.now();
      await listRecipes(db, user, query);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    print(
      `recipe list, ${added} starter recipes: ${label}, ms p50 / p95`,
      `${percentile(times, 0.5).toFixed(1)} / ${percentile(times, 0.95).toFixed(1)}`,
    );
  }
}

async function benchEmbedded() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fmp-bench-"));
  fs.chmodSync(dir, 0o755);
  const server = await startEmbeddedPostgres({ dataDir: path.join(dir, "data"), log: () => {} });
  const db = connect(server.url);
  try {
    await migrateToLatest(db);
    await benchDatabase("Embedded PostgreSQL (fresh folder)", db);
    await benchRecipeQueries(db);
  } finally {
    await db.destroy();
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function benchExternal(url: string) {
  const name = `fmp_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } catch (error) {
    console.log(`\nPostgreSQL at DATABASE_URL: skipped (cannot create a throwaway database: ${error})`);
    await admin.end();
    return;
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = connect(target.toString());
  try {
    await migrateToLatest(db);
    await benchDatabase("PostgreSQL at DATABASE_URL (throwaway database)", db);
    console.log("\nPlanner on PostgreSQL at DATABASE_URL (the same throwaway database)");
    await benchPlannerDatabase(db, print);
  } finally {
    await db.destroy();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

// --- request cost against the number of routes ------------------------------------------------------

/**
 * The CPU time one document request costs in Remix's handler with the app's routes, and with 300
 * synthetic routes added (scripts/bench-route-count.ts, in a child process with its own database;
 * docs/decisions/022-request-cost.md). Goal: the same within noise.
 */
function benchRouteCount() {
  console.log("\nRequest cost and the number of routes (production build, /login, CPU time per request)");
  if (!fs.existsSync("build/server/index.js")) {
    print("route count", "skipped (no production build; run `npm run build` first)");
    return;
  }
  const child = spawnSync(process.execPath, ["--import", "tsx", "scripts/bench-route-count.ts"], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  const line = child.stdout.trim().split("\n").at(-1) ?? "";
  let figures: { base: number; synthetic: number; routes: number; requests: number };
  try {
    figures = JSON.parse(line);
  } catch {
    print("route count", `failed (exit ${child.status})`);
    return;
  }
  const ratio = figures.synthetic / figures.base;
  print(`CPU per request, the app's ${figures.routes} routes`, `${(figures.base / 1000).toFixed(2)} ms`);
  print(
    `CPU per request, ${figures.routes} + 300 synthetic routes`,
    `${(figures.synthetic / 1000).toFixed(2)} ms`,
  );
  print(
    "ratio: +300 routes ÷ today's routes (goal: within noise, ≤ 1.10)",
    `${ratio.toFixed(2)} (${ratio <= 1.1 ? "goal met" : "goal NOT met"})`,
  );
}

// --- the production server's memory ------------------------------------------------------------

function processTree(rootPid: number): number[] {
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
  const all: number[] = [];
  const walk = (pid: number) => {
    all.push(pid);
    for (const c of children.get(pid) ?? []) walk(c);
  };
  walk(rootPid);
  return all;
}

function memoryOf(pids: number[]): { rssMb: number; pssMb: number } {
  let rss = 0;
  let pss = 0;
  for (const pid of pids) {
    try {
      const rollup = fs.readFileSync(`/proc/${pid}/smaps_rollup`, "utf8");
      rss += Number(/^Rss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
      pss += Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
    } catch {
      // Gone or not readable.
    }
  }
  return { rssMb: rss / 1024, pssMb: pss / 1024 };
}

function serverMemory(app: ChildProcess, postgresPid: number | undefined) {
  // Node: the server's process and its cluster workers; PostgreSQL: the embedded server's processes.
  const postgres = postgresPid ? processTree(postgresPid) : [];
  const node = memoryOf(processTree(app.pid!).filter((pid) => !postgres.includes(pid)));
  const db = memoryOf(postgres);
  return { node, db, totalPss: node.pssMb + db.pssMb };
}

async function benchServer() {
  if (!fs.existsSync("build/server/index.js")) {
    console.log("\nServer memory: skipped (no production build; run `npm run build` first)");
    return;
  }
  console.log("\nProduction server on the embedded PostgreSQL (fresh folder)");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fmp-bench-server-"));
  fs.chmodSync(dir, 0o755);
  const port = 20_000 + (process.pid % 20_000);
  const { app, base, postgresPid } = await startBenchServer(dir, port);
  try {
    await new Promise((r) => setTimeout(r, 1000));
    const idle = serverMemory(app, postgresPid);
    const loadMs = await timed(async () => {
      let next = 0;
      const worker = async () => {
        while (next < REQUESTS) {
          next++;
          const r = await fetch(`${base}${next % 2 ? "/" : "/healthz"}`);
          await r.arrayBuffer();
        }
      };
      await Promise.all(Array.from({ length: 10 }, worker));
    });
    const loaded = serverMemory(app, postgresPid);
    const mb = (n: number) => `${n.toFixed(0)} MB`;
    // The default configuration (one process, ADR 002's memory goal) unless WEB_CONCURRENCY is set.
    print("server.js processes (WEB_CONCURRENCY)", process.env.WEB_CONCURRENCY || "1");
    print("idle: Node RSS (primary + workers)", mb(idle.node.rssMb));
    print("idle: PostgreSQL processes, PSS (shared memory counted once)", mb(idle.db.pssMb));
    print("idle: whole app, PSS", mb(idle.totalPss));
    print(`after ${REQUESTS} requests (10 concurrent): requests/s`, perSecond(REQUESTS, loadMs));
    print("under load: Node RSS", mb(loaded.node.rssMb));
    print("under load: PostgreSQL processes, PSS", mb(loaded.db.pssMb));
    print("under load: whole app, PSS (goal ≤ 250 MB)", mb(loaded.totalPss));
  } finally {
    await new Promise<void>((resolve) => {
      app.once("exit", () => resolve());
      app.kill("SIGTERM");
    });
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

console.log(
  `Family Meal Planner benchmark — ${os.cpus().length} cores, Node ${process.version}, ${APPENDS} appends`,
);
// `npm run bench -- --profile PAGE` profiles one page (scripts/bench-pages.ts) and nothing else.
const profileAt = process.argv.indexOf("--profile");
if (profileAt >= 0) {
  const page = process.argv[profileAt + 1];
  if (!page?.startsWith("/")) throw new Error("--profile takes a page's address, e.g. --profile /recipes");
  await benchPages(print, page);
  process.exit(0);
}
const only = process.env.BENCH_ONLY?.split(",").map((name) => name.trim());
const wants = (section: string) => !only || only.includes(section);
if (wants("import")) {
  console.log("\nRecipe import parsing (in process)");
  benchImportParsing();
}
if (wants("embedded")) await benchEmbedded();
if (wants("planner")) await benchPlannerEmbedded(print);
if (wants("external") && process.env.DATABASE_URL) await benchExternal(process.env.DATABASE_URL);
if (wants("server")) await benchServer();
if (wants("edge")) await benchEdge(print);
if (wants("routes")) benchRouteCount();
if (wants("nutrition")) await benchNutrition(print);
if (wants("parser")) benchParser(print);
if (wants("shopping")) await benchShopping(print);
if (wants("pages")) await benchPages(print);
if (wants("pantry")) await benchPantry(print);
if (wants("fuzz")) await benchFuzz(print);
