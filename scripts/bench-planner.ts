// The planner's figures for `npm run bench` (called from scripts/bench.ts):
//   - bulk seeding: BENCH_HOUSEHOLDS households (default 1,000) × BENCH_DAYS days (default 730) × 3 meals,
//     written with set-based SQL through the event store's own triggers (per-household sequence, hash
//     chain, append-only), then the read models built by `rebuildProjections` (the rebuild rate);
//   - the month view's data work for one household, p50/p95 (goal p95 ≤ 20 ms);
//   - appends per second with the meal projection against raw INSERT transactions (goal ≥ 50 %);
//   - the production server (cluster, this seeded data folder): month page signed in, /healthz and a raw
//     node:http server answering the month page's bytes, at 16 keep-alive connections (autocannon; goal
//     ≥ 1,000 requests/s with p99 ≤ 50 ms), and gzip sizes of the month page HTML + CSS (≤ 30 KiB) and of
//     its JS (≤ 100 KiB).
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { format } from "date-fns";
import { type Kysely, sql } from "kysely";
import { connect } from "../app/db/database.server";
import { startEmbeddedPostgres } from "../app/db/embedded-postgres.server";
import { migrateToLatest } from "../app/db/migrate.server";
import type { DB } from "../app/db/schema";
import { hashPassword } from "../app/domain/accounts/passwords.server";
import { createSession, findSession } from "../app/domain/accounts/sessions.server";
import { eventStore } from "../app/domain/event-store.server";
import { getHousehold } from "../app/domain/household/household.server";
import { listMembers } from "../app/domain/household/members.server";
import { mealStreamId } from "../app/domain/meal-plan/events";
import { listDailyNutrition, listMeals, planMeal } from "../app/domain/meal-plan/meals.server";
import { getPlannerView } from "../app/domain/meal-plan/preferences.server";
import { addDays } from "../app/domain/meal-plan/schemas";
import { toPlannerMeal, viewRange } from "../app/ui/meal-plan/planner-format";
import { serverNodeArgs } from "./server-args.js";

export const HOUSEHOLDS = Number(process.env.BENCH_HOUSEHOLDS ?? 1000);
const DAYS = Number(process.env.BENCH_DAYS ?? 730);
const MEALS_PER_DAY = 3;
/**
 * One seeding transaction: this many households × this many days. The chain trigger updates the
 * household's head row once per event, and within one transaction those row versions pile up (every
 * lookup walks them), so a household's 730 days go in several shorter transactions.
 */
const SEED_BATCH = Number(process.env.BENCH_SEED_BATCH ?? 100);
const SEED_CHUNK_DAYS = Number(process.env.BENCH_SEED_CHUNK_DAYS ?? 30);
const LOADER_RUNS = Number(process.env.BENCH_LOADER_RUNS ?? 200);
const APPENDS = Number(process.env.BENCH_PLANNER_APPENDS ?? 1000);
/** The appends run in this many interleaved rounds of each kind. */
const ROUNDS = 10;
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
export const CONNECTIONS = 16;
export const PASSWORD = "bench-Password-1";

type Print = (label: string, value: string) => void;
const perSecond = (count: number, ms: number) => (count / (ms / 1000)).toFixed(0);
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
export const goal = (met: boolean) => (met ? "goal met" : "goal NOT met");
export const today = () => format(new Date(), "yyyy-MM-dd");

export type SeededUser = { userId: number; householdId: number; email: string; name: string };

// --- seeding --------------------------------------------------------------------------------------

const TITLES = [
  "Porridge with berries",
  "Scrambled eggs",
  "Yogurt and granola",
  "Pancakes",
  "Chicken salad",
  "Lentil soup",
  "Tuna sandwiches",
  "Leftover pasta",
  "Spaghetti bolognese",
  "Roast chicken",
  "Vegetable curry",
  "Fish tacos",
  "Beef stew",
  "Mushroom risotto",
  "Stir-fried tofu",
  "Shepherd's pie",
  "Margherita pizza",
  "Salmon and potatoes",
  "Bean chili",
  "Falafel wraps",
];

/**
 * Users, households and family members (Self, Partner, Kid at 60 %) written directly, with one
 * precomputed password hash (registering 1,000 users one by one would be 1,000 argon2 runs).
 */
async function seedHouseholds(db: Kysely<DB>, count: number, tag: string) {
  const passwordHash = await hashPassword(PASSWORD);
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{
      household_id: number;
      user_id: number;
      name: string;
      email: string;
      self_id: number;
      kid_id: number;
    }>`
      with h as (
        insert into households (name) select 'Bench family ' || g from generate_series(1, ${count}::int) g
        returning id
      ), u as (
        insert into users (name, email, password_hash, role, household_id, household_role, trial_ends_at)
        select 'Bench ' || h.id, 'bench-' || ${tag}::text || '-' || h.id || '@bench.test', ${passwordHash}::text,
          'member', h.id, 'owner', now() + interval '7 days'
        from h
        returning id, household_id, name, email
      ), self as (
        insert into family_members (household_id, user_id, name, relationship, is_primary)
        select u.household_id, u.id, u.name, 'Self', true from u
        returning id, household_id
      ), partner as (
        insert into family_members (household_id, name, relationship, age)
        select u.household_id, 'Partner', 'Spouse', 38 from u
        returning id
      ), kid as (
        insert into family_members (household_id, name, relationship, age, default_portion_size)
        select u.household_id, 'Kid', 'Child', 8, 60 from u
        returning id, household_id
      )
      select u.household_id, u.id as user_id, u.name, u.email, self.id as self_id, kid.id as kid_id
      from u join self using (household_id) join kid using (household_id)
      order by u.household_id`.execute(trx);
    return rows;
  });
}

/**
 * Three meals a day per household as MealPlanned events, one transaction per batch of households:
 * streams rows first (the events' foreign key), then one INSERT … SELECT into events, in meal-id order,
 * so the events table's BEFORE INSERT trigger numbers and chains every event as it would a live append.
 * Breakfast is for Self and Kid (100 % / 60 %), lunch and dinner for everyone.
 */
async function seedMeals(
  trx: Kysely<DB>,
  households: Awaited<ReturnType<typeof seedHouseholds>>,
  from: string,
  days: number,
) {
  const people = JSON.stringify(households);
  await sql`
    create temp table seed_meals on commit drop as
    select nextval('meal_plan_ids') as meal_id, s.* from (
      select h.household_id, h.user_id, h.name, h.self_id, h.kid_id,
        (${from}::date + d) as date, k as slot
      from jsonb_to_recordset(${people}::jsonb)
        as h(household_id bigint, user_id bigint, name text, self_id bigint, kid_id bigint)
      cross join generate_series(0, ${days - 1}::int) d
      cross join generate_series(0, ${MEALS_PER_DAY - 1}::int) k
      order by h.household_id, d, k
    ) s`.execute(trx);
  await sql`
    insert into streams (stream_id, stream_type, household_id, version)
    select 'meal-' || meal_id, 'meal', household_id, 1 from seed_meals order by meal_id`.execute(trx);
  const titles = sql.raw(`array[${TITLES.map((t) => `'${t.replace(/'/g, "''")}'`).join(", ")}]`);
  const { numAffectedRows } = await sql`
    insert into events (household_id, stream_id, stream_version, event_type, data, metadata, source, actor_user_id)
    select household_id, 'meal-' || meal_id, 1, 'MealPlanned',
      jsonb_build_object(
        'mealId', meal_id, 'seriesId', null, 'date', to_char(date, 'YYYY-MM-DD'),
        'time', (array['08:00', '12:30', '18:30'])[slot + 1],
        'mealType', (array['breakfast', 'lunch', 'dinner'])[slot + 1],
        'title', (${titles})[1 + slot * 4 + (meal_id % 8)::int],
        'recipe', null, 'description', '', 'notes', '', 'servings', 4,
        'memberIds', case when slot = 0 then jsonb_build_array(self_id, kid_id) else '[]'::jsonb end,
        'portions', case when slot = 0 then jsonb_build_object(self_id::text, 100, kid_id::text, 60) else '{}'::jsonb end,
        'forNames', case when slot = 0 then jsonb_build_array(name, 'Kid') else '[]'::jsonb end,
        'reminderMinutes', null,
        'nutrition', jsonb_build_object('calories', 250 + (meal_id * 37) % 600, 'protein', 10 + (meal_id * 7) % 30,
          'carbs', 20 + (meal_id * 11) % 60, 'fat', 5 + (meal_id * 5) % 25, 'fiber', null, 'sugar', null),
        'nutritionSource', 'manual', 'dishes', '[]'::jsonb),
      jsonb_build_object('householdId', household_id,
        'actor', jsonb_build_object('userId', user_id, 'name', name), 'source', 'system'),
      'system', user_id
    from seed_meals order by meal_id`.execute(trx);
  return Number(numAffectedRows ?? 0);
}

export type Seeded = { users: SeededUser[]; events: number; from: string; to: string };

/** Households × days × 3 meals; prints how long each part took. */
export async function seedPlanner(
  db: Kysely<DB>,
  print: Print,
  options: { households?: number; days?: number; tag?: string } = {},
): Promise<Seeded> {
  const count = options.households ?? HOUSEHOLDS;
  const days = options.days ?? DAYS;
  const from = addDays(today(), -Math.floor(days / 2));
  const started = performance.now();
  const households = await seedHouseholds(db, count, options.tag ?? String(process.pid));
  const usersMs = performance.now() - started;
  let events = 0;
  let lastReport = performance.now();
  for (let i = 0; i < households.length; i += SEED_BATCH) {
    const batch = households.slice(i, i + SEED_BATCH);
    for (let day = 0; day < days; day += SEED_CHUNK_DAYS) {
      const chunk = Math.min(SEED_CHUNK_DAYS, days - day);
      events += await db.transaction().execute((trx) => seedMeals(trx, batch, addDays(from, day), chunk));
    }
    if (process.env.BENCH_SEED_TRACE || performance.now() - lastReport > 15_000) {
      lastReport = performance.now();
      console.log(
        `    … ${i + batch.length}/${households.length} households, ${events} events, ${((lastReport - started) / 1000).toFixed(0)} s`,
      );
    }
  }
  const ms = performance.now() - started;
  await sql`analyze`.execute(db);
  print(
    `seeding: ${count} households (users, households, members: ${(usersMs / 1000).toFixed(1)} s)`,
    `${(ms / 1000).toFixed(1)} s`,
  );
  print(
    `seeding: ${events} MealPlanned events (${days} days × ${MEALS_PER_DAY}), through the triggers, events/s`,
    perSecond(events, ms - usersMs),
  );
  return {
    users: households.map((h) => ({
      userId: h.user_id,
      householdId: h.household_id,
      email: h.email,
      name: h.name,
    })),
    events,
    from,
    to: addDays(from, days - 1),
  };
}

// --- rebuild, month loader, appends ----------------------------------------------------------------

/** `rebuildProjections` over the whole log: the read models of the seeded meals, and the rebuild rate. */
export async function benchRebuild(db: Kysely<DB>, print: Print) {
  const started = performance.now();
  const { events } = await eventStore.rebuildProjections(db);
  const ms = performance.now() - started;
  const rate = events / (ms / 1000);
  print(
    `projection rebuild (meal calendar + daily nutrition), ${events} events in ${(ms / 1000).toFixed(1)} s, events/s`,
    `${rate.toFixed(0)} (goal ≥ 20,000: ${goal(rate >= 20_000)})`,
  );
  await sql`analyze rm_calendar`.execute(db);
  await sql`analyze rm_daily_nutrition`.execute(db);
}

/**
 * The month view's data work, as app/routes/meal-plan/meal-planner._index.tsx's loader does it for
 * `?view=month&date=…`: the session lookup (requireUser), the remembered view, household and members,
 * then the calendar rows and the daily nutrition of the 5–6 week grid, mapped for the page.
 */
async function monthLoaderData(db: Kysely<DB>, sessionId: string, date: string) {
  const found = await findSession(db, sessionId, new Date());
  if (!found) throw new Error("the bench session is gone");
  const { user } = found;
  await getPlannerView(db, user.id);
  const [household, members] = await Promise.all([
    getHousehold(db, user.householdId),
    listMembers(db, user.householdId),
  ]);
  const range = viewRange("month", date);
  const [calendar, rows] = await Promise.all([
    listMeals(db, user.householdId, { from: range.from, to: range.to }),
    listDailyNutrition(db, user.householdId, range.from, range.to),
  ]);
  return { household, members, meals: calendar.map(toPlannerMeal), rows };
}

export async function benchMonthLoader(db: Kysely<DB>, print: Print, user: SeededUser) {
  const session = await createSession(db, {
    userId: user.userId,
    remember: false,
    userAgent: "bench",
    now: new Date(),
  });
  const date = today();
  let meals = 0;
  for (let i = 0; i < 20; i++) meals = (await monthLoaderData(db, session.id, date)).meals.length;
  const times: number[] = [];
  for (let i = 0; i < LOADER_RUNS; i++) {
    const start = performance.now();
    await monthLoaderData(db, session.id, date);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 0.95);
  print(
    `month loader data (${meals} meals, household ${user.householdId}), ms p50 / p95`,
    `${percentile(times, 0.5).toFixed(1)} / ${p95.toFixed(1)} (goal p95 ≤ 20 ms: ${goal(p95 <= 20)})`,
  );
}

/** A meal as planMeal would record it (the planner form's fields). */
const mealFields = (date: string, i: number) => ({
  date,
  time: "18:30",
  mealType: "dinner" as const,
  title: TITLES[i % TITLES.length]!,
  recipe: null,
  description: "",
  notes: "",
  servings: 4,
  memberIds: [],
  portions: {},
  forNames: [],
  reminderMinutes: null,
  nutrition: { calories: 500, protein: 20, carbs: 60, fat: 15, fiber: null, sugar: null },
  nutritionSource: "manual" as const,
  dishes: [],
});

/**
 * Appends per second, one MealPlanned per transaction, against raw single-row INSERT transactions of
 * the same payload into a plain jsonb table: through the event store (stream row, chained event, meal
 * projection: calendar row and the day's nutrition), and through planMeal (the whole command:
 * household lookups, id, read–decide–append).
 */
export async function benchPlannerAppends(db: Kysely<DB>, print: Print, user: SeededUser) {
  await sql`create table if not exists bench_raw_meal (id bigserial primary key, data jsonb not null)`.execute(
    db,
  );
  // One meal a day, on days beyond the seeded ones (each append then recomputes a day of one meal).
  const start = addDays(today(), DAYS);
  const actor = { id: user.userId, name: user.name, householdId: user.householdId };
  const meta = {
    householdId: user.householdId,
    actor: { userId: user.userId, name: user.name },
    source: "system" as const,
  };
  const { rows: ids } = await sql<{ id: string }>`
    select nextval('meal_plan_ids') as id from generate_series(1, ${APPENDS}::int)`.execute(db);

  const raw = (i: number) =>
    db
      .transaction()
      .execute((trx) =>
        sql`insert into bench_raw_meal (data) values (${JSON.stringify({ mealId: i, seriesId: null, ...mealFields(addDays(start, i), i) })}::jsonb)`.execute(
          trx,
        ),
      );
  const store = (i: number) => {
    const mealId = Number(ids[i]!.id);
    return db
      .transaction()
      .execute((trx) =>
        eventStore.append(
          trx,
          mealStreamId(mealId),
          "no_stream",
          [{ type: "MealPlanned", data: { mealId, seriesId: null, ...mealFields(addDays(start, i), i) } }],
          meta,
        ),
      );
  };
  const command = (i: number) =>
    planMeal(
      db,
      actor,
      { ...mealFields(addDays(start, APPENDS + i), i), recipeId: null, recurrence: null },
      { source: "system" },
    );
  // Interleaved in rounds (raw, store, command, raw, …) so that a checkpoint, autovacuum or a busy
  // neighbour slows all three alike instead of whichever happened to run then.
  const kinds = [raw, store, command];
  const elapsed = [0, 0, 0];
  const perRound = Math.ceil(APPENDS / ROUNDS);
  for (let from = 0; from < APPENDS; from += perRound) {
    for (const [k, work] of kinds.entries()) {
      const started = performance.now();
      for (let i = from; i < Math.min(from + perRound, APPENDS); i++) await work(i);
      elapsed[k]! += performance.now() - started;
    }
  }
  const [rawRate, storeRate, commandRate] = elapsed.map((ms) => APPENDS / (ms / 1000)) as [
    number,
    number,
    number,
  ];
  print("raw single-row INSERT transactions (a MealPlanned payload), per second", rawRate.toFixed(0));
  print("MealPlanned appends through the store + meal projection, events/s", storeRate.toFixed(0));
  print("MealPlanned through planMeal (the whole command), events/s", commandRate.toFixed(0));
  const ratio = storeRate / rawRate;
  print(
    "ratio: store appends with inline projection ÷ raw inserts",
    `${ratio.toFixed(2)} (goal ≥ 0.50: ${goal(ratio >= 0.5)})`,
  );
  print("ratio: planMeal ÷ raw inserts", (commandRate / rawRate).toFixed(2));
}

/** Seeding, rebuild, month loader and appends on one database; returns the seeded users. */
export async function benchPlannerDatabase(db: Kysely<DB>, print: Print): Promise<Seeded> {
  const seeded = await seedPlanner(db, print);
  await benchRebuild(db, print);
  const user = seeded.users[Math.floor(seeded.users.length / 2)]!;
  await benchMonthLoader(db, print, user);
  await benchPlannerAppends(db, print, seeded.users[0]!);
  // Millions of fresh rows would otherwise start autovacuum in the middle of the load tests below; a
  // real server meets its data vacuumed, so the bench settles it first (and says how long it took).
  const started = performance.now();
  await sql`vacuum (analyze) events, streams, event_log_heads, rm_calendar, rm_daily_nutrition`.execute(db);
  print(
    "vacuum (analyze) of the seeded tables before the load tests, s",
    ((performance.now() - started) / 1000).toFixed(1),
  );
  return seeded;
}

// --- the production server -------------------------------------------------------------------------

export type LoadResult = { requests: number; rps: number; p50: number; p99: number; errors: number };

// autocannon (a dev dependency: the load generator of these figures); typed here for what we use.
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  requests?: { setupRequest: (request: { path: string }) => { path: string } }[];
}) => Promise<{
  requests: { total: number };
  latency: { p50: number; p99: number };
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}>;
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

/**
 * The number that makes an uncached request's address new. It counts across every run of this process:
 * counted from 0 in each run, the measured run asked again for the addresses its warm-up had rendered,
 * and the page cache answered those.
 */
let renderSerial = 0;

/**
 * `CONNECTIONS` keep-alive connections for `seconds`, each sending the next GET when the last ended.
 * With `uncached`, every request's address differs from any asked before (an extra query parameter the
 * page ignores), so the page cache never answers and every request is rendered.
 */
async function load(
  url: string,
  headers: Record<string, string>,
  seconds: number,
  uncached = false,
): Promise<LoadResult> {
  const requests = uncached
    ? [
        {
          setupRequest: (request: { path: string }) => ({
            ...request,
            path: `${request.path}&render=${renderSerial++}`,
          }),
        },
      ]
    : undefined;
  const r = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers, requests });
  return {
    requests: r.requests.total,
    rps: r.requests.total / r.duration,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
  };
}

export async function measureLoad(
  url: string,
  headers: Record<string, string> = {},
  uncached = false,
  seconds = LOAD_SECONDS,
) {
  await load(url, headers, Math.min(2, seconds), uncached); // warm-up: JIT, pools, caches
  return load(url, headers, seconds, uncached);
}

async function waitForServer(base: string, child: ChildProcess) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline || child.exitCode !== null) throw new Error("the server did not start");
    await new Promise((r) => setTimeout(r, 200));
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = http.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The cookie header after `response`: what the browser would send next (a remembered view, say). */
export function nextCookie(cookie: string, response: Response): string {
  const jar = new Map(cookie.split("; ").map((pair) => [pair.split("=")[0]!, pair] as const));
  for (const line of response.headers.getSetCookie()) {
    const pair = line.split(";")[0]!;
    jar.set(pair.split("=")[0]!, pair);
  }
  return [...jar.values()].join("; ");
}

const cookiePairs = (res: Response) => res.headers.getSetCookie().map((c) => c.split(";")[0]!);

/** Signs in through the login form (CSRF cookie and field, like a browser without JavaScript). */
export async function signIn(base: string, email: string): Promise<string> {
  const page = await fetch(`${base}/login`);
  const html = await page.text();
  const token = /name="_csrf" value="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error("no CSRF field on /login");
  const csrfCookie = cookiePairs(page).join("; ");
  const res = await fetch(`${base}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: csrfCookie },
    body: new URLSearchParams({ email, password: PASSWORD, _csrf: token, redirectTo: "/" }),
  });
  const session = cookiePairs(res).find((c) => c.startsWith("fmp_session="));
  if (res.status !== 302 || !session) throw new Error(`sign-in failed (${res.status})`);
  return session;
}

/** A raw node:http server in its own process, answering every request with `file`'s bytes. */
export async function rawServer(file: string, port: number): Promise<ChildProcess> {
  const code = `const fs=require("fs"),http=require("http");const body=fs.readFileSync(${JSON.stringify(file)});
http.createServer((q,s)=>{s.writeHead(200,{"Content-Type":"text/html; charset=utf-8","Content-Length":body.length});s.end(body)})
.listen(${port},"127.0.0.1",()=>process.send("ready"))`;
  const child = spawn(process.execPath, ["-e", code], { stdio: ["ignore", "ignore", "inherit", "ipc"] });
  await new Promise<void>((resolve, reject) => {
    child.once("message", () => resolve());
    child.once("exit", () => reject(new Error("the raw server did not start")));
  });
  return child;
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** server.js on the seeded data folder with `workers` processes (1: no cluster), until `stop()`. */
export async function startServer(dataDir: string, workers: number, nodeArgs: string[] = []) {
  const port = await freePort();
  const app = spawn(process.execPath, [...serverNodeArgs(), ...nodeArgs, "server.js"], {
    env: {
      ...process.env,
      WEB_CONCURRENCY: String(workers),
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SEED_DEMO: "0",
      SEED_STARTER_RECIPES: "0",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (app.exitCode !== null || app.signalCode !== null) return resolve();
      app.once("exit", () => resolve());
      app.kill("SIGTERM");
    });
  try {
    await waitForServer(base, app);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}

export const loadRow = (r: LoadResult) =>
  `${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms${r.errors ? `, ${r.errors} errors` : ""}`;

/**
 * The production server on the seeded data folder, as `npm start` runs it (WEB_CONCURRENCY, default one
 * process): the month page's transfer sizes, and its throughput at 16 keep-alive connections beside
 * /healthz and raw Node. Then, on a machine with more cores, the same month page from a cluster of one
 * worker per core (at most 4), for comparison.
 */
export async function benchPlannerServer(print: Print, dataDir: string, user: SeededUser) {
  if (!fs.existsSync("build/server/index.js")) {
    print("production server", "skipped (no production build; run `npm run build` first)");
    return;
  }
  const workers = Number(process.env.WEB_CONCURRENCY || 1);
  const { base, stop } = await startServer(dataDir, workers);
  let raw: ChildProcess | undefined;
  try {
    const monthUrl = `${base}/meal-planner?view=month&date=${today()}`;
    // As a browser: the first visit of ?view=month answers the remembered-view cookie (ADR 026), which
    // the browser sends from then on; a page answered with a Set-Cookie is never kept by the page cache.
    const signedIn = await signIn(base, user.email);
    const first = await fetch(monthUrl, { headers: { Cookie: signedIn } });
    await first.arrayBuffer();
    const cookie = nextCookie(signedIn, first);
    const pageRes = await fetch(monthUrl, { headers: { Cookie: cookie, "Accept-Encoding": "identity" } });
    const html = await pageRes.text();
    if (pageRes.status !== 200 || !html.includes("Meal Planner"))
      throw new Error(`the month page did not render (${pageRes.status})`);
    const pageFile = path.join(dataDir, "month-page.html");
    fs.writeFileSync(pageFile, html);

    // Transfer sizes: gzip (level 6, as the compression middleware) of the HTML, its stylesheets, and
    // every script the page loads (entry, route and shared chunks: modulepreload + imports).
    const assets = (pattern: RegExp) => [...new Set([...html.matchAll(pattern)].map((m) => m[1]!))];
    const css = assets(/<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/g);
    // Scripts the page loads: its modulepreload links and the module script's imports. (The inline
    // route manifest also names modules it does not load: the manifest file, sibling index routes.)
    const js = [
      ...new Set([
        ...assets(/<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/g),
        ...assets(/import(?:[^"();]*from )?\(?"(\/assets\/[^"]+\.js)"/g),
      ]),
    ];
    const gz = async (href: string) =>
      gzipSync(Buffer.from(await (await fetch(`${base}${href}`)).arrayBuffer())).length;
    const htmlGz = gzipSync(Buffer.from(html)).length;
    let cssGz = 0;
    for (const href of css) cssGz += await gz(href);
    let jsGz = 0;
    for (const href of js) jsGz += await gz(href);
    print(
      `month page gzip: HTML ${kib(htmlGz)} (${kib(html.length)} raw) + ${css.length} CSS files ${kib(cssGz)}`,
      `${kib(htmlGz + cssGz)} (goal ≤ 30 KiB: ${goal(htmlGz + cssGz <= 30 * 1024)})`,
    );
    print(
      `planner JS gzip: ${js.length} files the month page loads (entry, route, shared chunks)`,
      `${kib(jsGz)} (goal ≤ 100 KiB: ${goal(jsGz <= 100 * 1024)})`,
    );

    const load1 = os.loadavg().map((l) => l.toFixed(2));
    print("machine load average (1 / 5 / 15 min) before the load tests", load1.join(" / "));
    const month = await measureLoad(monthUrl, { Cookie: cookie });
    const gzipped = await measureLoad(monthUrl, { Cookie: cookie, "Accept-Encoding": "gzip, deflate, br" });
    const rendered = await measureLoad(monthUrl, { Cookie: cookie }, true);
    const health = await measureLoad(`${base}/healthz`);
    const rawPort = await freePort();
    raw = await rawServer(pageFile, rawPort);
    const node = await measureLoad(`http://127.0.0.1:${rawPort}/`);
    print(
      `month page signed in (${kib(html.length)}), ${CONNECTIONS} connections, ${processes(workers)}`,
      loadRow(month),
    );
    print("  the same page as a browser asks for it (Accept-Encoding: gzip, deflate, br)", loadRow(gzipped));
    print(
      "  the same page rendered for every request (page cache bypassed: a new address each time)",
      loadRow(rendered),
    );
    print(`/healthz (trivial route, one SELECT 1), ${CONNECTIONS} connections`, loadRow(health));
    print(`raw node:http, the month page's bytes, one process, ${CONNECTIONS} connections`, loadRow(node));
    print(
      "ratios: month page ÷ /healthz, month page ÷ raw Node, /healthz ÷ raw Node",
      `${(month.rps / health.rps).toFixed(2)}, ${(month.rps / node.rps).toFixed(3)}, ${(health.rps / node.rps).toFixed(3)}`,
    );
    print(
      `month page goal (${processes(workers)}, as npm start): ≥ 1,000 requests/s with p99 ≤ 50 ms`,
      goal(month.rps >= 1000 && month.p99 <= 50),
    );
  } finally {
    raw?.kill();
    await stop();
  }

  const cluster = Math.min(os.cpus().length, 4);
  if (cluster <= workers) return;
  const clustered = await startServer(dataDir, cluster);
  try {
    const url = `${clustered.base}/meal-planner?view=month&date=${today()}`;
    const signedIn = await signIn(clustered.base, user.email);
    const cookie = nextCookie(signedIn, await fetch(url, { headers: { Cookie: signedIn } }));
    const clusterMonth = await measureLoad(url, { Cookie: cookie });
    const clusterHealth = await measureLoad(`${clustered.base}/healthz`);
    print(`month page signed in, ${processes(cluster)} (WEB_CONCURRENCY=${cluster})`, loadRow(clusterMonth));
    print(`/healthz, ${processes(cluster)}`, loadRow(clusterHealth));
    print(
      `month page goal (${processes(cluster)}): ≥ 1,000 requests/s with p99 ≤ 50 ms`,
      goal(clusterMonth.rps >= 1000 && clusterMonth.p99 <= 50),
    );
  } finally {
    await clustered.stop();
  }
}

const processes = (n: number) => (n === 1 ? "one server process" : `a cluster of ${n} workers`);

// --- the runs --------------------------------------------------------------------------------------

/** On a fresh embedded PostgreSQL: seeding … appends, then the production server on the same folder. */
export async function benchPlannerEmbedded(print: Print) {
  console.log(
    `\nPlanner on the embedded PostgreSQL (fresh folder; ${HOUSEHOLDS} households × ${DAYS} days × ${MEALS_PER_DAY} meals)`,
  );
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fmp-bench-planner-"));
  fs.chmodSync(dir, 0o755);
  const dataDir = path.join(dir, "data");
  try {
    let seeded: Seeded;
    const server = await startEmbeddedPostgres({ dataDir, log: () => {} });
    const db = connect(server.url);
    try {
      await migrateToLatest(db);
      seeded = await benchPlannerDatabase(db, print);
    } finally {
      await db.destroy();
      await server.stop();
    }
    await benchPlannerServer(print, dataDir, seeded.users[Math.floor(seeded.users.length / 2)]!);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
