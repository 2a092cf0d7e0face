import { randomBytes } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { sql } from "kysely";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { describeEachBackend, useAppDatabase } from "../../tests/support/db";
import { mealRequest } from "../../tests/support/meals";
import { startTcpProxy } from "../../tests/support/tcp-proxy";
import { connect } from "../db/database.server";
import { createSession, deleteSession, findSession } from "../domain/accounts/sessions.server";
import { registerUser } from "../domain/accounts/users.server";
import { createFlag } from "../domain/admin/feature-flags.server";
import { reviewRecipe, saveRecipe, shareRecipe } from "../domain/community/commands.server";
import { renameHousehold, saveTimeZone } from "../domain/household/household.server";
import { createMember } from "../domain/household/members.server";
import { MemberSchema } from "../domain/household/schemas";
import { householdToday } from "../domain/household/time-zone";
import { planMeal } from "../domain/meal-plan/meals.server";
import { setPlannerView } from "../domain/meal-plan/preferences.server";
import { createRecipe } from "../domain/recipes/recipes.server";
import { RecipeSchema } from "../domain/recipes/schemas";
import { savePreferences } from "../domain/settings/preferences.server";
import { sessionCookie } from "./auth.server";
import {
  clearPageCache,
  keepRenderedPage,
  lookUpPage,
  type PageCacheAnswer,
  pageDayKey,
} from "./page-cache.server";

process.env.SESSION_SECRET ??= "a-test-secret-that-is-long-enough-to-sign-cookies";
const now = new Date();
let n = 0;

describeEachBackend("rendered-page cache", (ctx) => {
  useAppDatabase(ctx);
  beforeEach(() => clearPageCache());
  afterEach(() => {
    vi.useRealTimers();
  });

  async function signedIn(at = now) {
    const { db } = ctx();
    const user = await registerUser(db, {
      name: "Cache Parent",
      email: `cache-${Date.now()}-${n++}@example.com`,
      password: "password-123",
      now: at,
    });
    const session = await createSession(db, { userId: user.id, remember: false, userAgent: null, now: at });
    const cookie = (await sessionCookie(new Request("http://localhost/")).serialize(session.id)).split(
      ";",
    )[0]!;
    const get = (path: string, extra: Record<string, string> = {}, gzip = false) =>
      lookUpPage({
        method: "GET",
        url: `http://localhost${path}`,
        headers: new Headers({ Cookie: cookie, ...extra }),
        gzip,
      });
    return { user, session, get };
  }

  const NONCE = "bm9uY2Utb2YtdGhlLXJlbmRlcg==";
  /** Pages kept beside the planner whose every table the household revision counts (ADR 049, 054). */
  const HOUSEHOLD_PAGES = ["/", "/recipes", "/nutrition-analysis?period=month&nutrient=fiber"];
  /** Stores a rendered page for a miss, as entry.server does; returns its key. */
  function keep(answer: PageCacheAnswer, html = `<script nonce="${NONCE}">1</script><p>plan</p>`) {
    if (answer.kind !== "miss") throw new Error(`expected a miss, got ${answer.kind}`);
    keepRenderedPage(answer.key, {
      status: 200,
      headers: new Headers({ "Content-Type": "text/html; charset=utf-8", "X-Request-Id": "old-request-id" }),
      body: Buffer.from(html),
      nonce: NONCE,
    });
    return answer.key;
  }

  test("a miss hands on the caller its lookup found, as the session would give it", async () => {
    const { user, session, get } = await signedIn();
    const miss = await get("/meal-planner?view=month");
    if (miss.kind !== "miss") throw new Error(`expected a miss, got ${miss.kind}`);
    const found = await findSession(ctx().db, session.id, new Date());
    expect(miss.caller).toEqual({
      user,
      via: "session",
      sessionId: session.id,
      csrfToken: session.csrfToken,
      flags: found?.flags,
      householdTimeZone: null,
    });
  });

  test("only signed-in GETs of the cached pages are looked up", async () => {
    const { get } = await signedIn();
    // Pages that render a fresh key per load, or read what no revision counts, are never kept.
    for (const page of ["/recipes/1", "/meal-planner/new", "/settings/account", "/inventory", "/admin"])
      expect((await get(page)).kind, page).toBe("skip");
    for (const page of [
      "/",
      "/_root.data",
      "/recipes",
      "/recipes.data",
      "/meal-planner/history",
      "/family",
      "/nutrition-analysis",
      "/nutrition-analysis.data",
    ])
      expect((await get(page)).kind, page).toBe("miss");
    expect((await get("/meal-planner", { Authorization: "Bearer x" })).kind).toBe("skip");
    const anonymous = await lookUpPage({
      method: "GET",
      url: "http://localhost/meal-planner",
      headers: new Headers(),
    });
    expect(anonymous.kind).toBe("skip");
    const post = await lookUpPage({
      method: "POST",
      url: "http://localhost/meal-planner",
      headers: new Headers(),
    });
    expect(post.kind).toBe("skip");
    expect((await get("/meal-planner?view=month")).kind).toBe("miss");
    expect((await get("/meal-planner.data?view=month")).kind).toBe("miss");
  });

  test("a kept page is served again with a fresh nonce and request id", async () => {
    const { get } = await signedIn();
    keep(await get("/meal-planner?view=month"));
    const hit = await get("/meal-planner?view=month");
    if (hit.kind !== "hit") throw new Error("expected a hit");
    const html = hit.body.toString();
    const nonce = /nonce="([^"]+)"/.exec(html)?.[1];
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe(NONCE);
    expect(html).toBe(`<script nonce="${nonce}">1</script><p>plan</p>`);
    const headers = new Map(hit.headers.map(([k, v]) => [k.toLowerCase(), v]));
    expect(headers.get("content-security-policy")).toContain(`'nonce-${nonce}'`);
    expect(headers.get("x-request-id")).not.toBe("old-request-id");
    expect(headers.get("x-page-cache")).toBe("hit");
    // Another address (another view, another member filter) is another page.
    expect((await get("/meal-planner?view=week")).kind).toBe("miss");
  });

  test("a client that takes gzip gets the kept page as one gzip stream around its new nonce", async () => {
    const { get } = await signedIn();
    // Nonces at the very start and end, and parts far larger than one deflate block, of text that
    // compresses (markup) and text that does not (random bytes as hex).
    const markup = '<li class="meal">Chili</li>'.repeat(4000);
    const noise = randomBytes(40_000).toString("hex");
    const page = `${NONCE}<script nonce="${NONCE}">${markup}</script>${noise}<p>${NONCE}</p>${NONCE}`;
    const uri = "/meal-planner?view=week&date=2026-11-24";
    keep(await get(uri), page);
    const nonces = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const hit = await get(uri, {}, true);
      if (hit.kind !== "hit") throw new Error("expected a hit");
      const headers = new Map(hit.headers.map(([k, v]) => [k.toLowerCase(), v]));
      expect(headers.get("content-encoding")).toBe("gzip");
      expect(headers.get("vary")).toBe("Accept-Encoding");
      const nonce = /'nonce-([^']+)'/.exec(headers.get("content-security-policy") ?? "")?.[1];
      expect(nonce).toBeTruthy();
      nonces.add(nonce!);
      expect(gunzipSync(hit.body).toString()).toBe(page.replaceAll(NONCE, nonce!));
      expect(hit.body.length).toBeLessThan(page.length / 1.5);
    }
    expect(nonces.size).toBe(2);
    // Without gzip, the same page uncompressed.
    const plain = await get(uri);
    if (plain.kind !== "hit") throw new Error("expected a hit");
    expect(new Map(plain.headers).has("Content-Encoding")).toBe(false);
  });

  test("a page is never kept when it sets a cookie or is not a 200", async () => {
    const { get } = await signedIn();
    for (const [status, headers] of [
      [200, new Headers({ "Set-Cookie": "a=b" })],
      [404, new Headers()],
      [200, new Headers({ "Cache-Control": "no-store" })],
    ] as const) {
      const miss = await get("/meal-planner");
      if (miss.kind !== "miss") throw new Error("expected a miss");
      keepRenderedPage(miss.key, { status, headers, body: Buffer.from("x") });
      expect((await get("/meal-planner")).kind).toBe("miss");
    }
  });

  test("any change to what the page shows makes it a miss", async () => {
    const { db } = ctx();
    const { user, get } = await signedIn();
    const changes: [string, () => Promise<unknown>][] = [
      ["a meal planned", () => planMeal(db, user, mealRequest({ title: "Stew" }), { source: "web" })],
      [
        "a member added",
        () => createMember(db, user.householdId, MemberSchema.parse({ name: "Kid", age: 4 })),
      ],
      ["the family renamed", () => renameHousehold(db, user, "The Cached")],
      ["the time zone", () => saveTimeZone(db, user, "Pacific/Kiritimati")],
      ["the remembered view", () => setPlannerView(db, user.id, "week")],
      [
        "a feature flag",
        () =>
          createFlag(db, {
            key: `cache_flag_${n++}`,
            name: "Cache flag",
            description: null,
            enabledFor: ["member"],
          }),
      ],
    ];
    // The planner, and the analysis that reads the same meals and members.
    const pages = ["/meal-planner", "/nutrition-analysis"];
    for (const [what, change] of changes) {
      for (const page of pages) keep(await get(page));
      for (const page of pages) expect((await get(page)).kind, `${page} before ${what}`).toBe("hit");
      await change();
      for (const page of pages) expect((await get(page)).kind, `${page} after ${what}`).toBe("miss");
    }
  });

  test("a change to any table the household's pages read makes them a miss (ADR 049)", async () => {
    const { db } = ctx();
    const { user, get } = await signedIn();
    const other = await signedIn();
    const recipeOf = async (household: number, shared: boolean) => {
      const { rows } = await sql<{ id: number }>`
        insert into recipes (household_id, name, is_public) values (${household}, 'Cached stew', ${shared})
        returning id`.execute(db);
      return rows[0]!.id;
    };
    const mine = await recipeOf(user.householdId, false);
    const shared = await recipeOf(other.user.householdId, true);
    const { rows: lists } = await sql<{ id: number }>`
      insert into shopping_lists (household_id, name) values (${user.householdId}, 'Week') returning id`.execute(
      db,
    );
    const list = lists[0]!.id;
    const changes: [string, () => Promise<unknown>][] = [
      ["my recipe renamed", () => sql`update recipes set name = 'Stew 2' where id = ${mine}`.execute(db)],
      [
        "an ingredient added",
        () =>
          sql`insert into recipe_ingredients (recipe_id, position, name) values (${mine}, 0, 'salt')`.execute(
            db,
          ),
      ],
      [
        "a step added",
        () =>
          sql`insert into recipe_steps (recipe_id, position, text) values (${mine}, 0, 'Stir')`.execute(db),
      ],
      [
        "a picture added",
        () =>
          sql`insert into recipe_images (household_id, content_type, byte_size, sha256, bytes)
            values (${user.householdId}, 'image/png', 1, ${`sha-${n++}`}, decode('00', 'hex'))`.execute(db),
      ],
      [
        "a recipe saved",
        () =>
          sql`insert into recipe_favorites (user_id, recipe_id) values (${user.id}, ${shared})`.execute(db),
      ],
      [
        "a recipe rated",
        () =>
          sql`insert into recipe_ratings (user_id, recipe_id, rating) values (${user.id}, ${shared}, 4)`.execute(
            db,
          ),
      ],
      [
        "a note written",
        () =>
          sql`insert into recipe_user_notes (user_id, recipe_id, notes) values (${user.id}, ${mine}, 'less salt')`.execute(
            db,
          ),
      ],
      [
        "a recipe reported",
        () =>
          sql`insert into community_reports (recipe_id, reporter_id) values (${shared}, ${user.id})`.execute(
            db,
          ),
      ],
      [
        "a pantry item added",
        () =>
          sql`insert into inventory_items (household_id, name, category, quantity)
            values (${user.householdId}, 'Rice', 'Grains', 1)`.execute(db),
      ],
      [
        "a shopping list added",
        () =>
          sql`insert into shopping_lists (household_id, name) values (${user.householdId}, 'Party')`.execute(
            db,
          ),
      ],
      [
        "a shopping item added",
        () =>
          sql`insert into shopping_items (list_id, household_id, name, quantity)
            values (${list}, ${user.householdId}, 'Milk', 1)`.execute(db),
      ],
      [
        "the pantry depleted",
        () =>
          sql`insert into pantry_changes (household_id, batch, kind, item_name, delta)
            values (${user.householdId}, 'b1', 'deplete', 'Rice', -1)`.execute(db),
      ],
      [
        "an invitation made",
        () =>
          sql`insert into household_invites (household_id, token_hash, household_role, expires_at)
            values (${user.householdId}, ${`hash-${n++}`}, 'member', now() + interval '1 day')`.execute(db),
      ],
      [
        "nutrition goals set",
        () => sql`insert into nutrition_goals (user_id, targets) values (${user.id}, '{}')`.execute(db),
      ],
      [
        "AI preferences saved",
        () => sql`insert into ai_preferences (user_id, preferences) values (${user.id}, '{}')`.execute(db),
      ],
      [
        "another household's shared recipe changed",
        () => sql`update recipes set name = 'Shared stew 2' where id = ${shared}`.execute(db),
      ],
      ["my recipe deleted", () => sql`delete from recipes where id = ${mine}`.execute(db)],
    ];
    for (const [what, change] of changes) {
      for (const page of HOUSEHOLD_PAGES) keep(await get(page));
      expect((await get("/recipes")).kind, `before ${what}`).toBe("hit");
      await change().catch((error) => {
        throw new Error(`${what}: ${error}`);
      });
      for (const page of HOUSEHOLD_PAGES)
        expect((await get(page)).kind, `${page} after ${what}`).toBe("miss");
    }
    // Another household's private recipe is nobody else's business.
    const theirs = await recipeOf(other.user.householdId, false);
    keep(await get("/recipes"));
    await sql`update recipes set name = 'Private 2' where id = ${theirs}`.execute(db);
    expect((await get("/recipes")).kind).toBe("hit");
  });

  test("the dashboard's notifications never go stale: what they read, and the day, are in the key (ADR 056)", async () => {
    const { db } = ctx();
    const { user, get } = await signedIn();
    const other = await signedIn();
    const recipe = await createRecipe(
      db,
      user,
      RecipeSchema.parse({ name: "Told stew", ingredient_lines: "1 onion", instructions: "Stir." }),
      { now },
    );
    await shareRecipe(db, user, recipe, true, now);
    const changes: [string, () => Promise<unknown>][] = [
      [
        "a notification choice",
        () => savePreferences(db, user.id, { notifications: { recipes: false } }, now),
      ],
      ["another household saves our recipe", () => saveRecipe(db, other.user, recipe, true, now)],
      ["another household rates it", () => reviewRecipe(db, other.user, recipe, { rating: 5 }, now)],
      [
        "a pantry item expiring tomorrow",
        () =>
          sql`insert into inventory_items (household_id, name, category, quantity, expiry_date)
            values (${user.householdId}, 'Milk', 'Dairy & Eggs', 1, current_date + 1)`.execute(db),
      ],
      ["a meal planned", () => planMeal(db, user, mealRequest({ title: "News" }), { source: "ai" })],
    ];
    for (const [what, change] of changes) {
      keep(await get("/"));
      expect((await get("/")).kind, `before ${what}`).toBe("hit");
      await change();
      expect((await get("/")).kind, `after ${what}`).toBe("miss");
    }
    // Someone else's dashboard is another entry: they are not told what we are.
    keep(await get("/"));
    expect((await other.get("/")).kind).toBe("miss");
  });

  test("at midnight the dashboard is rendered again: expiry and the week's window move by whole days", async () => {
    const { db } = ctx();
    const evening = new Date(2030, 0, 10, 23, 58);
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(evening);
      const user = await registerUser(db, {
        name: "Night owl",
        email: `cache-night-${Date.now()}-${n++}@example.com`,
        password: "password-123",
        now: evening,
      });
      const session = await createSession(db, {
        userId: user.id,
        remember: false,
        userAgent: null,
        now: evening,
      });
      const cookie = (await sessionCookie(new Request("http://localhost/")).serialize(session.id)).split(
        ";",
      )[0]!;
      const get = () =>
        lookUpPage({ method: "GET", url: "http://localhost/", headers: new Headers({ Cookie: cookie }) });
      keep(await get());
      vi.setSystemTime(new Date(2030, 0, 10, 23, 59, 30));
      expect((await get()).kind).toBe("hit");
      vi.setSystemTime(new Date(2030, 0, 11, 0, 0, 30));
      expect((await get()).kind).toBe("miss");
    } finally {
      vi.useRealTimers();
    }
  });

  test("the day in the key is the household's, in its time zone (ADR 037)", () => {
    // 11:30 UTC: already the 27th in Kiritimati (UTC+14), still the 25th in Etc/GMT+12 (UTC−12).
    const instant = new Date("2026-11-26T11:30:00Z");
    expect(pageDayKey("Pacific/Kiritimati", instant)).toBe("2026-11-27/2026");
    expect(pageDayKey("Etc/GMT+12", instant)).toBe("2026-11-25/2026");
    expect(pageDayKey(null, instant)).toBe(`${householdToday(null, instant)}/${instant.getFullYear()}`);
  });

  test("a household's kept pages turn over at its own midnight, not the server's", async () => {
    const { db } = ctx();
    vi.useFakeTimers({ toFake: ["Date"] });
    // 23:59 in Kiritimati (UTC+14) and 09:59 in London (UTC+0 in November), on the 26th in both.
    const before = new Date("2026-11-26T09:59:00Z");
    vi.setSystemTime(before);
    const kiritimati = await signedIn(before);
    await saveTimeZone(db, kiritimati.user, "Pacific/Kiritimati");
    const london = await signedIn(before);
    await saveTimeZone(db, london.user, "Europe/London");
    for (const household of [kiritimati, london]) {
      keep(await household.get("/"));
      expect((await household.get("/")).kind).toBe("hit");
    }
    // Two minutes later it is the 27th in Kiritimati: its dashboard's "today" must be rendered again.
    vi.setSystemTime(new Date("2026-11-26T10:01:00Z"));
    expect((await kiritimati.get("/")).kind).toBe("miss");
    expect((await london.get("/")).kind).toBe("hit");
  });

  test("another household's changes leave the page cached", async () => {
    const { db } = ctx();
    const mine = await signedIn();
    const theirs = await signedIn();
    keep(await mine.get("/meal-planner"));
    await planMeal(db, theirs.user, mealRequest(), { source: "web" });
    await createMember(db, theirs.user.householdId, MemberSchema.parse({ name: "Other", age: 9 }));
    expect((await mine.get("/meal-planner")).kind).toBe("hit");
  });

  test("a signed-out session is never served from the cache", async () => {
    const { db } = ctx();
    const { session, get } = await signedIn();
    keep(await get("/meal-planner"));
    expect((await get("/meal-planner")).kind).toBe("hit");
    await deleteSession(db, session.id);
    expect((await get("/meal-planner")).kind).toBe("skip");
  });

  test("a database that is down answers 'unavailable' instead of throwing, and the cache works again when it is back", async () => {
    const { get } = await signedIn();
    const holder = globalThis as { __fmpDatabase?: Promise<unknown> };
    const working = holder.__fmpDatabase;
    const proxy = await startTcpProxy(ctx().url);
    const down = connect(proxy.url, { limits: { connectTimeoutMs: 500, statementTimeoutMs: 500 } });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      holder.__fmpDatabase = Promise.resolve({ db: down, kind: "postgres", close: async () => {} });
      proxy.freeze(); // hung: accepted, never answered
      expect((await get("/meal-planner")).kind).toBe("unavailable");
      await proxy.close(); // down: refused
      expect((await get("/meal-planner")).kind).toBe("unavailable");
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[page-cache\] database unavailable/));
    } finally {
      warn.mockRestore();
      holder.__fmpDatabase = working;
      await proxy.close();
      await down.destroy();
    }
    expect((await get("/meal-planner")).kind).toBe("miss");
  });
});
