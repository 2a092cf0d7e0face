// The JSON APIs behind a feature flag answer as their pages do (docs/product.md#navigation-and-feature-flags):
// with the shopping list flag off for members, every shopping call a member makes is a JSON 403 — the
// inventory API's answer with its own flag off — and an admin still gets through. The flags are turned
// off in this file's own database, so no other test sees it (the browser stories share one server, where
// turning a flag off for a moment would disturb every shopping story running beside it).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { expect, test } from "vitest";
import { issueApiToken } from "../../app/domain/accounts/sessions.server";
import { registerUser } from "../../app/domain/accounts/users.server";
import { createRecipe } from "../../app/domain/recipes/recipes.server";
import { RecipeSchema } from "../../app/domain/recipes/schemas";
import { loader as communityLoader } from "../../app/routes/community/api/community.recipes";
import { action as rate } from "../../app/routes/community/api/community.recipes.$id.rate";
import { action as report } from "../../app/routes/community/api/community.recipes.$id.report";
import { action as save } from "../../app/routes/community/api/community.recipes.$id.save";
import { action as share } from "../../app/routes/community/api/recipes.$id.share";
import { loader as inventoryLoader } from "../../app/routes/inventory/api/inventory";
import { loader as dailyReport } from "../../app/routes/nutrition/api/nutrition.daily-report";
import { action as goalsAction, loader as goalsLoader } from "../../app/routes/nutrition/api/nutrition.goals";
import { loader as summary } from "../../app/routes/nutrition/api/nutrition.summary";
import { loader as trends } from "../../app/routes/nutrition/api/nutrition.trends";
import { loader as weeklyReport } from "../../app/routes/nutrition/api/nutrition.weekly-report";
import { action as generate } from "../../app/routes/pantry/api/shopping-lists.generate";
import { action as itemAction } from "../../app/routes/shopping/api/shopping-items.$id";
import { action as toggle } from "../../app/routes/shopping/api/shopping-items.$id.toggle";
import { action as listsAction, loader as listsLoader } from "../../app/routes/shopping/api/shopping-lists";
import { action as listAction, loader as listLoader } from "../../app/routes/shopping/api/shopping-lists.$id";
import { action as listItems } from "../../app/routes/shopping/api/shopping-lists.$id.items";
import { COMMUNITY_OFF } from "../../app/web/community-api.server";
import { FEATURE_OFF_MESSAGE } from "../../app/web/feature-api.server";
import { describeEachBackend, useAppDatabase } from "../support/db";

process.env.SESSION_SECRET ??= "a-test-secret-that-is-long-enough-to-sign-cookies";
const now = new Date();

type Handler = (args: LoaderFunctionArgs & ActionFunctionArgs) => Promise<Response>;

describeEachBackend("APIs behind a feature flag", (ctx) => {
  useAppDatabase(ctx);

  async function account(role: "admin" | "member") {
    return registerUser(ctx().db, {
      name: role,
      email: `flag-${role}-${Math.random().toString(36).slice(2)}@example.com`,
      password: "password-123",
      role,
      now,
    });
  }

  async function caller(role: "admin" | "member", user?: Awaited<ReturnType<typeof account>>) {
    user ??= await account(role);
    const { token } = await issueApiToken(ctx().db, { userId: user.id, remember: false, name: "t", now });
    return (
      handler: Handler,
      method: string,
      params: Record<string, string> = {},
      body?: unknown,
      query = "",
    ) =>
      handler({
        request: new Request(`http://localhost/api/x${query}`, {
          method,
          headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        }),
        params,
        context: {},
      });
  }

  async function setFlag(key: string, roles: string[]) {
    await ctx()
      .db.updateTable("feature_flags")
      .set({ enabled_for: JSON.stringify(roles) })
      .where("key", "=", key)
      .execute();
  }

  test("with the shopping list off for members, a member's shopping calls are a JSON 403", async () => {
    const member = await caller("member");
    const admin = await caller("admin");
    // On: the member reads their lists and adds an item.
    const lists = await member(listsLoader as Handler, "GET");
    expect(lists.status).toBe(200);
    const listId = String((await lists.json()).data[0].id);
    const added = await member(listItems as Handler, "POST", { id: listId }, { name: "Eggs", quantity: 6 });
    expect(added.status).toBe(201);
    const itemId = String((await added.json()).data.id);

    await setFlag("shopping_list_enabled", ["admin"]);
    await setFlag("inventory_enabled", ["admin"]);
    try {
      const calls: [string, Promise<Response>][] = [
        ["GET /api/shopping-lists", member(listsLoader as Handler, "GET")],
        ["POST /api/shopping-lists", member(listsAction as Handler, "POST", {}, { name: "Party" })],
        ["GET /api/shopping-lists/{id}", member(listLoader as Handler, "GET", { id: listId })],
        ["PUT /api/shopping-lists/{id}", member(listAction as Handler, "PUT", { id: listId }, { budget: 9 })],
        ["DELETE /api/shopping-lists/{id}", member(listAction as Handler, "DELETE", { id: listId })],
        [
          "POST /api/shopping-lists/{id}/items",
          member(listItems as Handler, "POST", { id: listId }, { name: "Milk", quantity: 1 }),
        ],
        [
          "PUT /api/shopping-items/{id}",
          member(itemAction as Handler, "PUT", { id: itemId }, { name: "Eggs", quantity: 12 }),
        ],
        ["DELETE /api/shopping-items/{id}", member(itemAction as Handler, "DELETE", { id: itemId })],
        [
          "POST /api/shopping-items/{id}/toggle",
          member(toggle as Handler, "POST", { id: itemId }, { purchased: true }),
        ],
        ["POST /api/shopping-lists/generate", member(generate as Handler, "POST", {}, {})],
      ];
      const inventory = await member(inventoryLoader as Handler, "GET");
      const inventoryBody = await inventory.json();
      expect(inventory.status).toBe(403);
      for (const [name, call] of calls) {
        const response = await call;
        expect(response.status, name).toBe(403);
        expect(response.headers.get("Content-Type"), name).toContain("application/json");
        // The same answer as the inventory API's with its flag off.
        expect(await response.json(), name).toEqual(inventoryBody);
      }
      expect(inventoryBody).toMatchObject({ success: false });
      // Nothing changed behind the refusals.
      const stored = await ctx()
        .db.selectFrom("shopping_items")
        .select(["name", "quantity", "purchased"])
        .where("id", "=", Number(itemId))
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ name: "Eggs", purchased: false });
      expect(Number(stored.quantity)).toBe(6);

      // The admin's role keeps the flag.
      expect((await admin(listsLoader as Handler, "GET")).status).toBe(200);
      expect((await admin(inventoryLoader as Handler, "GET")).status).toBe(200);
    } finally {
      await setFlag("shopping_list_enabled", ["admin", "member"]);
      await setFlag("inventory_enabled", ["admin", "member"]);
    }
    expect((await member(listLoader as Handler, "GET", { id: listId })).status).toBe(200);
  });

  test("with the community off for members, sharing and every community call a member makes is a JSON 403", async () => {
    const cook = await account("member");
    const member = await caller("member", cook);
    const admin = await caller("admin");
    const recipe = RecipeSchema.parse({
      name: "Flag soup",
      ingredient_lines: "1 leek",
      instructions: "Simmer.",
    });
    const id = String(await createRecipe(ctx().db, cook, recipe, { now }));
    // On: the member shares the recipe.
    expect((await member(share as Handler, "POST", { id })).status).toBe(200);

    await setFlag("community_enabled", ["admin"]);
    try {
      const calls: [string, Promise<Response>][] = [
        ["GET /api/community/recipes", member(communityLoader as Handler, "GET")],
        ["POST /api/recipes/{id}/share", member(share as Handler, "POST", { id })],
        ["DELETE /api/recipes/{id}/share", member(share as Handler, "DELETE", { id })],
        ["POST /api/community/recipes/{id}/save", member(save as Handler, "POST", { id })],
        ["POST /api/community/recipes/{id}/rate", member(rate as Handler, "POST", { id }, { rating: 4 })],
        [
          "POST /api/community/recipes/{id}/report",
          member(report as Handler, "POST", { id }, { reason: "Spam" }),
        ],
      ];
      for (const [name, call] of calls) {
        const response = await call;
        expect(response.status, name).toBe(403);
        expect(response.headers.get("Content-Type"), name).toContain("application/json");
        expect(await response.json(), name).toEqual({ success: false, message: COMMUNITY_OFF });
      }
      // The refused unshare changed nothing: the recipe is still public.
      const stored = await ctx()
        .db.selectFrom("recipes")
        .select("is_public")
        .where("id", "=", Number(id))
        .executeTakeFirstOrThrow();
      expect(stored.is_public).toBe(true);
      // The admin's role keeps the flag.
      expect((await admin(communityLoader as Handler, "GET")).status).toBe(200);
    } finally {
      await setFlag("community_enabled", ["admin", "member"]);
    }
    expect((await member(share as Handler, "DELETE", { id })).status).toBe(200);
  });

  test("with the nutrition analysis off for members, a member's goals and reports are a JSON 403", async () => {
    const member = await caller("member");
    const admin = await caller("admin");
    const GOALS = { calories: 2200 };
    const week = "?start_date=2026-03-02&end_date=2026-03-08";
    // On: the member reads and saves their goals.
    expect((await member(goalsLoader as Handler, "GET")).status).toBe(200);
    expect((await member(goalsAction as Handler, "PUT", {}, GOALS)).status).toBe(200);

    await setFlag("nutrition_analysis_enabled", ["admin"]);
    try {
      const calls: [string, () => Promise<Response>][] = [
        ["GET /api/nutrition/goals", () => member(goalsLoader as Handler, "GET")],
        ["PUT /api/nutrition/goals", () => member(goalsAction as Handler, "PUT", {}, { calories: 3000 })],
        ["POST /api/nutrition/goals", () => member(goalsAction as Handler, "POST", {}, { calories: 3000 })],
        ["GET /api/nutrition/summary", () => member(summary as Handler, "GET", {}, undefined, week)],
        [
          "GET /api/nutrition/daily-report",
          () => member(dailyReport as Handler, "GET", {}, undefined, "?date=2026-03-02"),
        ],
        [
          "GET /api/nutrition/trends",
          () => member(trends as Handler, "GET", {}, undefined, `${week}&nutrient=protein`),
        ],
        [
          "GET /api/nutrition/weekly-report",
          () => member(weeklyReport as Handler, "GET", {}, undefined, "?start_date=2026-03-02"),
        ],
      ];
      for (const [name, call] of calls) {
        const response = await call();
        expect(response.status, name).toBe(403);
        expect(response.headers.get("Content-Type"), name).toContain("application/json");
        expect(await response.json(), name).toEqual({ success: false, message: FEATURE_OFF_MESSAGE });
      }
      // The refused saves changed nothing.
      await setFlag("nutrition_analysis_enabled", ["admin", "member"]);
      const goals = await (await member(goalsLoader as Handler, "GET")).json();
      expect(goals.data.calories.target).toBe(2200);
      await setFlag("nutrition_analysis_enabled", ["admin"]);

      // The admin's role keeps the flag: every call answers.
      expect((await admin(goalsLoader as Handler, "GET")).status).toBe(200);
      expect((await admin(goalsAction as Handler, "PUT", {}, GOALS)).status).toBe(200);
      for (const [handler, query] of [
        [summary, week],
        [dailyReport, "?date=2026-03-02"],
        [trends, `${week}&nutrient=protein`],
        [weeklyReport, "?start_date=2026-03-02"],
      ] as const) {
        const response = await admin(handler as Handler, "GET", {}, undefined, query);
        expect(response.status, await response.clone().text()).toBe(200);
      }
    } finally {
      await setFlag("nutrition_analysis_enabled", ["admin", "member"]);
    }
    expect((await member(summary as Handler, "GET", {}, undefined, week)).status).toBe(200);
  });
});
