// The pages' figures for `npm run bench` (section `pages`; docs/decisions/022-request-cost.md):
// one household with the demo shape (Self, Partner, Kid), two years of meals (3 a day), the starter
// recipe library and a recipe of its own, signed in as its owner (an admin, so the admin pages count).
// For every page route of the URL map (app/routes.ts: modules with a default export; resource routes
// and the sign-in pages are not "signed-in pages"), on the production server, one process:
//   - requests/s, p50 and p99 at 16 keep-alive connections, rendered for every request (the page cache
//     bypassed: a new address each time) and, where the page cache keeps the page, as a browser asks;
//   - the HTML's gzip bytes and the JS the page loads, gzip, three ways: what Chromium fetches opening
//     the page with JavaScript until the network is idle (entry, route and shared chunks, and chunks
//     fetched after hydration): the goal's figure; what it fetches next when the pointer comes over the
//     page and the focus moves in ("at first use", such as the week view's drag and drop); and, as an
//     upper bound, every script the page names and every script those import, statically or lazily,
//     which also counts code fetched only when the user acts (a dialog's form, the chat);
// one table, largest JS first, with each missed goal marked. A trivial route (/healthz) and a bare
// node:http server answering the largest page's bytes calibrate the machine in the same run.
// BENCH_PAGES=/recipes,/nutrition-analysis measures only those pages (a planner view by its full address);
// BENCH_JS_FILES=1 also lists each page's fetched scripts with their gzip sizes; BENCH_JS_ONLY=1 measures
// only the JS pages load (no load runs).
// `npm run bench -- --profile /recipes` profiles that page instead: the server runs with --cpu-prof,
// the page is rendered for BENCH_PAGE_SECONDS at 16 connections, and the top self-time functions print.
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";
import { type Browser, chromium } from "@playwright/test";
import { sql } from "kysely";
import { connect } from "../app/db/database.server";
import { startEmbeddedPostgres } from "../app/db/embedded-postgres.server";
import { migrateToLatest } from "../app/db/migrate.server";
import { eventStore } from "../app/domain/event-store.server";
import { createRecipe } from "../app/domain/recipes/commands.server";
import { RecipeSchema } from "../app/domain/recipes/schemas";
import { seedStarterRecipes } from "../app/domain/recipes/starter.server";
import { routeTable } from "../tests/support/route-table";
import {
  CONNECTIONS,
  freePort,
  kib,
  type LoadResult,
  measureLoad,
  nextCookie,
  rawServer,
  type SeededUser,
  seedPlanner,
  signIn,
  startServer,
} from "./bench-planner";
import { CHROMIUM } from "./lib/chromium";
import { topSelfTime } from "./lib/cpu-profile";

type Print = (label: string, value: string) => void;
const SECONDS = Number(process.env.BENCH_PAGE_SECONDS ?? 3);
const GOALS = { uncachedRps: 300, uncachedP99: 100, cachedRps: 1000, cachedP99: 50, jsKiB: 100 };

type Ids = { meal: number; recipe: number; member: number; user: number; feature: number };

/** The page routes of the URL map with their parameters filled from the seeded household. */
export function pageUrls(ids: Ids): string[] {
  const fill: Record<string, (url: string) => string | null> = {
    "family/members/:id": (u) => u.replace(":id", String(ids.member)),
    "recipes/:id": (u) => u.replace(":id", String(ids.recipe)),
    "meal-planner/meals/:id": (u) => u.replace(":id", String(ids.meal)),
    "admin/features/:id": (u) => u.replace(":id", String(ids.feature)),
    "admin/users/:id": (u) => u.replace(":id", String(ids.user)),
  };
  const urls: string[] = [];
  for (const row of routeTable) {
    if (row.url.startsWith("api/") || row.url === "api") continue;
    const source = fs.readFileSync(row.modulePath, "utf8");
    if (!/export default function/.test(source)) continue; // a resource route or a layout-less alias
    if (["login", "register", "logout", "*"].includes(row.url)) continue;
    let url: string | null = row.url;
    if (url.includes(":")) {
      const key = Object.keys(fill).find((prefix) => url!.startsWith(prefix));
      url = key ? fill[key]!(url) : null; // an invite or feed token: not a page of the household
    }
    if (url === null || url.includes(":")) continue;
    urls.push(`/${url}`);
  }
  // The planner's three views are three pages for a user.
  const planner = urls.indexOf("/meal-planner");
  if (planner >= 0)
    urls.splice(planner, 1, "/meal-planner?view=month", "/meal-planner?view=week", "/meal-planner?view=day");
  return [...new Set(urls)];
}

/** Every script `html` names, and every script those import (static or dynamic), once each. */
async function scriptsOf(base: string, html: string): Promise<Map<string, number>> {
  const names = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((m) => m[1]!);
  const queue = [
    ...names(html, /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/g),
    ...names(html, /import(?:[^"();]*from )?\(?"(\/assets\/[^"]+\.js)"/g),
  ];
  const sizes = new Map<string, number>();
  while (queue.length) {
    const href = queue.shift()!;
    if (sizes.has(href)) continue;
    const body = Buffer.from(await (await fetch(`${base}${href}`)).arrayBuffer());
    sizes.set(href, gzipSync(body).length);
    const text = body.toString("utf8");
    // Vite's chunks import their siblings by relative name: `from"./x.js"`, `import("./x.js")`, and the
    // preload helper's dependency lists ("assets/x.js").
    for (const rel of names(text, /(?:from\s*|import\s*\(\s*|import\s*)["']\.\/([^"']+\.js)["']/g))
      queue.push(`/assets/${rel}`);
    for (const dep of names(text, /["']assets\/([^"']+\.js)["']/g)) queue.push(`/assets/${dep}`);
  }
  return sizes;
}

type Loaded = Awaited<ReturnType<typeof scriptsLoaded>>;

type PageFigures = {
  url: string;
  htmlGz: number;
  jsGz: number;
  scripts: number;
  /** What Chromium fetched on opening the page (null without a browser). */
  loadedGz: number | null;
  loaded: number;
  /** What it fetched next, at the first pointer over and focus in the page (not in the goal's figure). */
  firstUseGz: number;
  cacheable: boolean;
  uncached: LoadResult;
  cached: LoadResult | null;
};

const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);

/** Debian's Chromium, as the browser stories use it; null (and the static count only) without one. */
async function launchChromium(print: Print): Promise<Browser | null> {
  try {
    return await chromium.launch(CHROMIUM);
  } catch (error) {
    print("JS loaded by a browser", `not measured: ${(error as Error).message.split("\n")[0]}`);
    return null;
  }
}

/**
 * The scripts Chromium fetches opening `url` signed in, until the network has been idle for 500 ms;
 * and, apart, those it fetches next when the pointer comes over the page's main part (its first table,
 * where there is one) and the focus moves in: code that waits for a first sign of use, such as the week
 * view's drag and drop.
 */
async function scriptsLoaded(browser: Browser, base: string, url: string, cookie: string) {
  const context = await browser.newContext();
  await context.addCookies(
    cookie
      .split(/;\s*/)
      .filter(Boolean)
      .map((pair) => {
        const at = pair.indexOf("=");
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url: base };
      }),
  );
  const page = await context.newPage();
  let fetched = new Set<string>();
  const onLoad = fetched;
  let inFlight = 0;
  let lastActivity = Date.now();
  page.on("request", () => {
    inFlight++;
    lastActivity = Date.now();
  });
  const done = () => {
    inFlight--;
    lastActivity = Date.now();
  };
  page.on("requestfailed", done);
  page.on("requestfinished", done);
  page.on("response", (response) => {
    const href = new URL(response.url()).pathname;
    if (href.startsWith("/assets/") && href.endsWith(".js")) fetched.add(href);
  });
  try {
    await page.goto(`${base}${url}`, { waitUntil: "networkidle" });
    fetched = new Set();
    const table = page.locator("main table").first();
    const target = (await table.count()) > 0 ? table : page.locator("main");
    await target.hover({ position: { x: 8, y: 8 }, timeout: 2_000 }).catch(() => undefined);
    await target.focus({ timeout: 1_000 }).catch(() => undefined);
    await page.keyboard.press("Tab");
    for (const limit = Date.now() + 5_000; Date.now() < limit; ) {
      if (inFlight <= 0 && Date.now() - lastActivity >= 500) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await context.close();
  }
  return { sizes: gzipSizes(onLoad), onFirstUse: gzipSizes(fetched) };
}

/** Scripts counted as a gzip client receives them: the copies compressed at build time (server/static-files.js). */
function gzipSizes(fetched: Set<string>): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const href of fetched) {
    const file = path.join("build", "client", href);
    const gz = `${file}.gz`;
    sizes.set(href, fs.existsSync(gz) ? fs.statSync(gz).size : gzipSync(fs.readFileSync(file)).length);
  }
  return sizes;
}

async function measurePage(
  base: string,
  signedIn: string,
  path: string,
  loaded: Loaded | null,
): Promise<PageFigures> {
  // As a browser opens it: a page that redirects first (the meal form adds its idempotency key to the
  // address) is measured at the address it lands on, with the cookies it was given.
  let cookie = signedIn;
  let response = await fetch(`${base}${path}`, { headers: { Cookie: cookie }, redirect: "manual" });
  for (let hops = 0; response.status >= 300 && response.status < 400 && hops < 3; hops++) {
    cookie = nextCookie(cookie, response);
    const location = new URL(response.headers.get("location") ?? "/", `${base}${path}`);
    response = await fetch(location, { headers: { Cookie: cookie }, redirect: "manual" });
  }
  cookie = nextCookie(cookie, response);
  const html = await response.text();
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  const landed = new URL(response.url);
  const url = `${landed.pathname}${landed.search}`;
  // As a browser asks for a page (over HTTPS, where browsers also take brotli): the compression is part
  // of a page's cost.
  const headers = { Cookie: cookie, "Accept-Encoding": "gzip, deflate, br" };
  // The second request is rendered and kept (the first may have set a cookie, which is never kept);
  // the third shows whether the page cache answers it.
  for (let i = 0; i < 2; i++) await (await fetch(`${base}${url}`, { headers })).arrayBuffer();
  const again = await fetch(`${base}${url}`, { headers });
  await again.arrayBuffer();
  const cacheable = again.headers.get("x-page-cache") === "hit";
  const scripts = await scriptsOf(base, html);
  const address = `${base}${url}${url.includes("?") ? "&" : "?"}bench=1`;
  const uncached = await measureLoad(address, headers, true, SECONDS);
  const cached = cacheable ? await measureLoad(`${base}${url}`, headers, false, SECONDS) : null;
  return {
    url: path,
    htmlGz: gzipSync(Buffer.from(html)).length,
    jsGz: sum(scripts.values()),
    scripts: scripts.size,
    loadedGz: loaded ? sum(loaded.sizes.values()) : null,
    loaded: loaded?.sizes.size ?? 0,
    firstUseGz: loaded ? sum(loaded.onFirstUse.values()) : 0,
    cacheable,
    uncached,
    cached,
  };
}

function misses(page: PageFigures): string[] {
  const out: string[] = [];
  if (page.uncached.rps < GOALS.uncachedRps) out.push(`< ${GOALS.uncachedRps} req/s`);
  if (page.uncached.p99 > GOALS.uncachedP99) out.push(`p99 > ${GOALS.uncachedP99} ms`);
  if (page.cached && (page.cached.rps < GOALS.cachedRps || page.cached.p99 > GOALS.cachedP99))
    out.push("cached < 1,000 req/s or p99 > 50 ms");
  if ((page.loadedGz ?? page.jsGz) > GOALS.jsKiB * 1024) out.push(`JS > ${GOALS.jsKiB} KiB`);
  if (page.uncached.errors) out.push(`${page.uncached.errors} errors`);
  return out;
}

function table(pages: PageFigures[]) {
  const rows = [...pages].sort((a, b) => (b.loadedGz ?? b.jsGz) - (a.loadedGz ?? a.jsGz));
  const head = [
    "page",
    "uncached req/s",
    "p50",
    "p99",
    "cached req/s",
    "p99",
    "HTML gz",
    "JS loaded gz (files)",
    "+ at first use",
    "JS reachable gz (files)",
    "misses",
  ];
  const cells = rows.map((p) => [
    p.url,
    p.uncached.rps.toFixed(0),
    `${p.uncached.p50.toFixed(0)} ms`,
    `${p.uncached.p99.toFixed(0)} ms`,
    p.cached ? p.cached.rps.toFixed(0) : "—",
    p.cached ? `${p.cached.p99.toFixed(0)} ms` : "—",
    kib(p.htmlGz),
    p.loadedGz === null ? "— (no browser)" : `${kib(p.loadedGz)} (${p.loaded})`,
    p.firstUseGz ? kib(p.firstUseGz) : "—",
    `${kib(p.jsGz)} (${p.scripts})`,
    misses(p).join("; ") || "—",
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => `  ${c.map((v, i) => v.padEnd(widths[i]!)).join("  ")}`;
  console.log(line(head));
  for (const c of cells) console.log(line(c));
}

export async function seedPages(dataDir: string, print: Print): Promise<{ user: SeededUser; ids: Ids }> {
  const server = await startEmbeddedPostgres({ dataDir, log: () => {} });
  const db = connect(server.url);
  try {
    await migrateToLatest(db);
    const seeded = await seedPlanner(db, print, { households: 1, days: 730, tag: "pages" });
    await eventStore.rebuildProjections(db);
    const user = seeded.users[0]!;
    await db.updateTable("users").set({ role: "admin" }).where("id", "=", user.userId).execute();
    const now = new Date();
    await seedStarterRecipes(db, { now });
    const input = RecipeSchema.parse({
      title: "Family lasagna",
      description: "The one we make on Sundays.",
      cuisine_type: "Italian",
      meal_type: "dinner",
      servings: 6,
      prep_time: 30,
      cook_time: 60,
      ingredients: [
        { name: "lasagna sheets", quantity: 12, unit: "whole" },
        { name: "ground beef", quantity: 1, unit: "pound" },
        { name: "tomato sauce", quantity: 3, unit: "cup" },
      ],
      instructions: ["Brown the beef.", "Layer sheets, sauce and beef.", "Bake for an hour."],
    });
    const recipe = await createRecipe(
      db,
      { id: user.userId, name: user.name, householdId: user.householdId },
      { ...input, difficulty_level: input.difficulty_level ?? "medium" },
      { now },
    );
    const meal = await sql<{
      meal_id: string;
    }>`select meal_id from rm_calendar where household_id = ${user.householdId} order by date desc limit 1`.execute(
      db,
    );
    const member = await db
      .selectFrom("family_members")
      .select("id")
      .where("household_id", "=", user.householdId)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const feature = await db.selectFrom("feature_flags").select("id").orderBy("id").executeTakeFirst();
    await sql`vacuum (analyze)`.execute(db);
    return {
      user,
      ids: {
        meal: Number(meal.rows[0]!.meal_id),
        recipe,
        member: Number(member.id),
        user: user.userId,
        feature: Number(feature?.id ?? 1),
      },
    };
  } finally {
    await db.destroy();
    await server.stop();
  }
}

async function bareServer(html: string, dir: string): Promise<{ url: string; child: ChildProcess }> {
  const file = path.join(dir, "largest-page.html");
  fs.writeFileSync(file, html);
  const port = await freePort();
  return { url: `http://127.0.0.1:${port}/`, child: await rawServer(file, port) };
}

/**
 * What each compression setting costs and saves on one page's HTML: bytes, CPU per page, and the time
 * the saving is worth on a slow link (1 Mbit/s, the phones-first budget of ADR 023). A level pays when
 * its CPU is well under the transfer time it saves; the server's pages use `compression()`'s default
 * (gzip 6) and the static assets are compressed once at build time (gzip 9, brotli 11).
 */
export function compressionTable(print: Print, label: string, body: Buffer) {
  const runs = 200;
  const settings: [string, (b: Buffer) => Buffer][] = [
    ["gzip 1", (b) => gzipSync(b, { level: 1 })],
    ["gzip 4 (pages, without brotli)", (b) => gzipSync(b, { level: 4 })],
    ["gzip 6 (cached pages)", (b) => gzipSync(b, { level: 6 })],
    ["gzip 9", (b) => gzipSync(b, { level: 9 })],
    ["brotli 4 (pages)", (b) => brotliCompressSync(b, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } })],
    ["brotli 6", (b) => brotliCompressSync(b, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6 } })],
    [
      "brotli 11 (assets, at build)",
      (b) => brotliCompressSync(b, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
    ],
  ];
  const slowLinkMsPerByte = 8 / 1000; // 1 Mbit/s: 8 µs a byte
  for (const [name, compress] of settings) {
    compress(body);
    const started = process.hrtime.bigint();
    let size = 0;
    for (let i = 0; i < runs; i++) size = compress(body).length;
    const ms = Number(process.hrtime.bigint() - started) / 1e6 / runs;
    const savedMs = (body.length - size) * slowLinkMsPerByte;
    print(
      `${label} (${kib(body.length)}): ${name}`,
      `${kib(size)}, ${ms.toFixed(2)} ms CPU, saves ${savedMs.toFixed(0)} ms at 1 Mbit/s`,
    );
  }
}

/** The `pages` section: every signed-in page's cost and weight, one table. */
export async function benchPages(print: Print, profile?: string) {
  if (!fs.existsSync("build/server/index.js")) {
    print("pages", "skipped (no production build; run `npm run build` first)");
    return;
  }
  console.log(
    `\nEvery signed-in page, production server, one process, ${CONNECTIONS} connections, ${SECONDS} s each`,
  );
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fmp-bench-pages-"));
  fs.chmodSync(dir, 0o755);
  const dataDir = path.join(dir, "data");
  const profileDir = path.join(dir, "profile");
  let bare: ChildProcess | undefined;
  try {
    const { user, ids } = await seedPages(dataDir, print);
    const { base, stop } = await startServer(
      dataDir,
      1,
      profile ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [],
    );
    try {
      const cookie = await signIn(base, user.email);
      if (profile) {
        const address = `${base}${profile}${profile.includes("?") ? "&" : "?"}bench=1`;
        const result = await measureLoad(address, { Cookie: cookie }, true, SECONDS);
        print(
          `${profile} rendered per request while profiled`,
          `${result.rps.toFixed(0)} req/s (profiling slows it)`,
        );
        await stop();
        const file = fs.readdirSync(profileDir).find((name) => name.endsWith(".cpuprofile"));
        if (!file) throw new Error("the server wrote no .cpuprofile");
        const kept = path.resolve(`bench-${profile.replace(/[^\w]+/g, "_")}.cpuprofile`);
        fs.copyFileSync(path.join(profileDir, file), kept);
        print("profile written to", kept);
        for (const entry of topSelfTime(kept, 20))
          print(
            `  ${entry.name} ${entry.where}`.slice(0, 90),
            `${entry.ms.toFixed(0)} ms, ${(entry.share * 100).toFixed(1)} %`,
          );
        return;
      }
      const only = process.env.BENCH_PAGES?.split(",").map((page) => page.trim());
      const urls = pageUrls(ids).filter(
        (url) => !only || only.some((page) => url === page || url.startsWith(`${page}?`)),
      );
      // The browser's pass comes first and the browser is closed before any load is measured.
      const browser = await launchChromium(print);
      const loadedBy = new Map<string, Loaded>();
      for (const url of urls) {
        if (!browser) break;
        try {
          loadedBy.set(url, await scriptsLoaded(browser, base, url, cookie));
        } catch (error) {
          print(url, `JS not measured in the browser: ${(error as Error).message.split("\n")[0]}`);
        }
      }
      await browser?.close();
      // BENCH_JS_FILES=1: each page's fetched scripts, largest first, to see what puts it over budget.
      if (process.env.BENCH_JS_FILES)
        for (const [url, files] of loadedBy) {
          console.log(`  ${url}`);
          for (const [href, size] of [...files.sizes].sort((a, b) => b[1] - a[1]))
            console.log(`    ${kib(size).padStart(9)}  ${href}`);
          for (const [href, size] of [...files.onFirstUse].sort((a, b) => b[1] - a[1]))
            console.log(`    ${kib(size).padStart(9)}  ${href}  (at first use)`);
        }
      // BENCH_JS_ONLY=1: the browser's pass alone (JS per page, largest first), no load.
      if (process.env.BENCH_JS_ONLY) {
        const rows = [...loadedBy].map(
          ([url, files]) => [url, sum(files.sizes.values()), sum(files.onFirstUse.values())] as const,
        );
        for (const [url, size, later] of rows.sort((a, b) => b[1] - a[1]))
          console.log(
            `  ${url.padEnd(40)} ${kib(size).padStart(10)} ${size > GOALS.jsKiB * 1024 ? "over" : "    "}${later ? `  + ${kib(later)} at first use` : ""}`,
          );
        return;
      }
      const pages: PageFigures[] = [];
      for (const url of urls) {
        try {
          pages.push(await measurePage(base, cookie, url, loadedBy.get(url) ?? null));
        } catch (error) {
          print(url, `not measured: ${(error as Error).message}`);
        }
      }
      const health = await measureLoad(`${base}/healthz`, {}, false, SECONDS);
      const largest = [...pages].sort((a, b) => b.htmlGz - a.htmlGz)[0];
      let bareResult: LoadResult | null = null;
      if (largest) {
        const html = await (await fetch(`${base}${largest.url}`, { headers: { Cookie: cookie } })).text();
        const started = await bareServer(html, dir);
        bare = started.child;
        bareResult = await measureLoad(started.url, {}, false, SECONDS);
      }
      table(pages);
      if (largest) {
        const html = await (await fetch(`${base}${largest.url}`, { headers: { Cookie: cookie } })).text();
        compressionTable(print, `compression of ${largest.url}`, Buffer.from(html));
      }
      const assets = path.join("build", "client", "assets");
      const biggest = fs
        .readdirSync(assets)
        .filter((name) => name.endsWith(".js"))
        .map((name) => ({ name, size: fs.statSync(path.join(assets, name)).size }))
        .sort((a, b) => b.size - a.size)[0];
      if (biggest)
        compressionTable(
          print,
          `compression of ${biggest.name}`,
          fs.readFileSync(path.join(assets, biggest.name)),
        );
      print(
        `/healthz (trivial route, one SELECT 1)`,
        `${health.rps.toFixed(0)} req/s, p99 ${health.p99.toFixed(0)} ms`,
      );
      if (bareResult && largest)
        print(
          `bare node:http answering ${largest.url}'s bytes`,
          `${bareResult.rps.toFixed(0)} req/s, p99 ${bareResult.p99.toFixed(0)} ms`,
        );
      const missed = pages.filter((p) => misses(p).length);
      print(
        `pages meeting every goal (≥ ${GOALS.uncachedRps} req/s, p99 ≤ ${GOALS.uncachedP99} ms uncached; JS ≤ ${GOALS.jsKiB} KiB)`,
        `${pages.length - missed.length} of ${pages.length}`,
      );
    } finally {
      await stop();
    }
  } finally {
    bare?.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
