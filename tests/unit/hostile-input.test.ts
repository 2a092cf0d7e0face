// The input gate and the strict schemas at the API's route actions, on each database backend: hostile
// text and values of the wrong type are answered 422 and leave every table as it was
// (docs/decisions/016-input-gate.md). The HTTP-level stories are in tests/api/hostile-input.spec.ts.
// Issue 32 (item 6) added the values once read anyway: numbers written as hex, exponents or padded text,
// 'yes', {} and [] for a switch, prices finer than a cent, numbers where text belongs, DEL and the C1
// controls in text, and bodies that are not UTF-8.
import type { ActionFunctionArgs } from "@remix-run/node";
import { sql } from "kysely";
import { describe, expect, test } from "vitest";
import { issueApiToken } from "../../app/domain/accounts/sessions.server";
import { registerUser } from "../../app/domain/accounts/users.server";
import { action as rate } from "../../app/routes/community/api/community.recipes.$id.rate";
import { action as report } from "../../app/routes/community/api/community.recipes.$id.report";
import { action as share } from "../../app/routes/community/api/recipes.$id.share";
import { action as familyMembers } from "../../app/routes/household/api/family-members";
import { action as inventory } from "../../app/routes/inventory/api/inventory";
import { action as mealPlans } from "../../app/routes/meal-plan/api/meal-plans";
import { action as recipes } from "../../app/routes/recipes/api/recipes";
import { action as rating } from "../../app/routes/recipes/api/recipes.$id.rating";
import { action as shoppingLists } from "../../app/routes/shopping/api/shopping-lists";
import { describeEachBackend, useAppDatabase } from "../support/db";

process.env.SESSION_SECRET ??= "a-test-secret-that-is-long-enough-to-sign-cookies";
const now = new Date();

type Action = (args: ActionFunctionArgs) => Promise<Response>;

const RECIPE = {
  name: "Tomato soup",
  instructions: ["Chop.", "Simmer."],
  ingredients: [{ name: "tomatoes", quantity: 800, unit: "gram" }],
  servings: 4,
  is_public: false,
  tags: ["soup"],
};
const MEMBER = { name: "Sam", age: 7, default_portion_size: 60, allergies: ["Peanuts"] };
const MEAL = { title: "Pasta", date: "2025-03-04", meal_type: "dinner", servings: 4 };
const ITEM = { name: "Milk", category: "Dairy & Eggs", quantity: 2, price: 1.99, lowStockThreshold: 1 };
const LIST = { name: "Weekly", budget: 50 };
/** Numbers as Number() would read them but no one writes them. */
const NOT_NUMBERS = ["0x10", "1e3", " 5 ", "+5", "Infinity"];

/** Each case: the action, its base body, the field set to each hostile value, the values. */
const CASES: [string, Action, Record<string, unknown>, string, unknown[]][] = [
  [
    "a recipe name",
    recipes,
    RECIPE,
    "name",
    ["a\u0000b", "\uD800", {}, { toString: "x" }, true, [], [[["x"]]], "a\u007Fb", "a\u0085b", 42, 1e308],
  ],
  ["a recipe step", recipes, RECIPE, "instructions", [["ok", "\u0000"], [{}], [true], [[["x"]]]]],
  ["a recipe's servings", recipes, RECIPE, "servings", [true, [], {}, "0x10", "1e1", " 4 "]],
  ["a recipe's public switch", recipes, RECIPE, "is_public", [{}, [], "maybe", "yes", "no", 2]],
  ["a recipe tag", recipes, RECIPE, "tags", [["\u0000"], [{}], [true], '["soup\\u0000"]']],
  ["a member's age", familyMembers, MEMBER, "age", [true, [], {}, "7\u0000", " "]],
  ["a member's name", familyMembers, MEMBER, "name", ["\uDC00", {}, true, ["Sam"], "Sa\u007Fm", "\u009F", 7]],
  ["a member's portion", familyMembers, MEMBER, "default_portion_size", [true, [], {}]],
  ["a member's allergies", familyMembers, MEMBER, "allergies", [["\u0000"], [{}], true, '["Soy\\u0000"]']],
  ["a meal title", mealPlans, MEAL, "title", ["\u0000", "\uD83D", {}, true, [], "Pa\u007Fsta", "\u0080", 5]],
  ["a meal's notes", mealPlans, MEAL, "notes", ["\u001B[2J", {}, []]],
  ["a meal's family members", mealPlans, MEAL, "family_member_ids", ['[1,"\\u0000"]', [{}], [true], {}]],
  [
    "a meal's date",
    mealPlans,
    MEAL,
    "date",
    ["2025-01-01T25:00", "2025-02-30", "2025-01-01T12:60", {}, true, 20250101],
  ],
  ["a meal's time", mealPlans, MEAL, "time", ["24:00", "12:60", {}, true]],
  ["a meal's diners by name", mealPlans, MEAL, "for", ['["Sam\\u0000"]', [{}], true]],
  ["a meal's portions", mealPlans, MEAL, "portion_sizes", ['{"Sam\\u0000": 50}', { Sam: {} }, { Sam: true }]],
  ["a meal's leftover switch", mealPlans, MEAL, "is_leftover", [{}, [], "sometimes", "yes"]],
  ["a meal's reminder minutes", mealPlans, MEAL, "reminder_minutes", [{}, [], true]],
  ["an item's quantity", inventory, ITEM, "quantity", [...NOT_NUMBERS, true, []]],
  ["an item's low stock threshold", inventory, ITEM, "lowStockThreshold", [...NOT_NUMBERS, {}]],
  ["an item's price", inventory, ITEM, "price", [...NOT_NUMBERS, 1e-9, 0.001, "1.999", []]],
  ["an item's low stock alert", inventory, ITEM, "enableLowStockAlert", ["yes", {}, [], "maybe", 2]],
  ["an item's name", inventory, ITEM, "name", ["Mi\u007Flk", 42]],
  ["a shopping list's budget", shoppingLists, LIST, "budget", [...NOT_NUMBERS, 1e-9, 10.005]],
];

describeEachBackend("hostile input at the API's actions", (ctx) => {
  useAppDatabase(ctx);

  async function caller() {
    const user = await registerUser(ctx().db, {
      name: "Hostile",
      email: `hostile-${Math.floor(performance.now() * 1000)}-${Math.random().toString(36).slice(2)}@example.com`,
      password: "password-123",
      now,
    });
    const { token } = await issueApiToken(ctx().db, { userId: user.id, remember: false, name: "t", now });
    /** A JSON body, or a form encoding when `form` is given. */
    const call = (
      action: Action,
      body: unknown,
      path = "/api/x",
      params: Record<string, string> = {},
      form?: string,
    ) =>
      action({
        request: new Request(`http://localhost${path}`, {
          method: "POST",
          headers: {
            Authorization: `Bearer ${token}`,
            "Content-Type": form === undefined ? "application/json" : "application/x-www-form-urlencoded",
          },
          body: form ?? JSON.stringify(body),
        }),
        params,
        context: {},
      });
    return { user, call, token };
  }

  /** Row counts of the tables a create could write to. */
  async function counts() {
    const tables = ["recipes", "recipe_ingredients", "recipe_steps", "recipe_ratings", "family_members"];
    const out: Record<string, number> = {};
    for (const table of [
      ...tables,
      "events",
      "rm_calendar",
      "idempotency_keys",
      "inventory_items",
      "shopping_lists",
      "community_reports",
    ]) {
      const row = await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(ctx().db);
      out[table] = Number(row.rows[0]?.n);
    }
    return out;
  }

  describe.each(CASES)("%s", (_name, action, base, field, values) => {
    test.each(values.map((value) => [JSON.stringify(value), value]))(
      "%s is answered 422 and nothing is stored",
      async (_shown, value) => {
        const { call } = await caller();
        const before = await counts();
        const response = await call(action, { ...base, [field]: value });
        const body = await response.json();
        expect(response.status, JSON.stringify(body)).toBe(422);
        expect(body.success).toBe(false);
        expect(Object.keys(body.errors).join(" ")).toContain(field);
        expect(await counts()).toEqual(before);
      },
    );
  });

  test("the base bodies are accepted (so each refusal above is the field's own)", async () => {
    const { call } = await caller();
    for (const [action, base] of [
      [recipes, RECIPE],
      [familyMembers, MEMBER],
      [mealPlans, MEAL],
      [inventory, ITEM],
      [shoppingLists, LIST],
    ] as const) {
      const response = await call(action, base);
      expect(response.status, await response.clone().text()).toBe(201);
    }
  });

  test("a rating of true, [] or {} is refused; it is neither 1 nor a removal", async () => {
    const { call } = await caller();
    const recipe = await (await call(recipes, RECIPE)).json();
    const params = { id: String(recipe.data.id) };
    expect((await call(rating, { rating: 4 }, "/api/r", params)).status).toBe(200);
    for (const value of [true, [], {}, "4\u0000", "four"]) {
      const response = await call(rating, { rating: value }, "/api/r", params);
      expect(response.status, JSON.stringify(value)).toBe(422);
    }
    const stored = await ctx()
      .db.selectFrom("recipe_ratings")
      .select("rating")
      .where("recipe_id", "=", recipe.data.id)
      .execute();
    expect(stored).toEqual([{ rating: 4 }]);
  });

  test("the numbers and switches people write are read: '5', '2.5', 'on', '1', and a price in cents", async () => {
    const { call } = await caller();
    const response = await call(inventory, {
      ...ITEM,
      quantity: "2.5",
      lowStockThreshold: "1",
      price: "19.99",
      enableLowStockAlert: "on",
    });
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(201);
    expect(body.data).toMatchObject({
      quantity: 2.5,
      lowStockThreshold: 1,
      price: 19.99,
      enableLowStockAlert: true,
    });
  });

  test("a community review or report reason that is not text is refused, never stored as '1e+308'", async () => {
    const cook = await caller();
    const recipe = await (await cook.call(recipes, RECIPE)).json();
    const params = { id: String(recipe.data.id) };
    expect((await cook.call(share, {}, "/api/s", params)).status).toBe(200);
    const { call } = await caller();
    const before = await counts();
    for (const [action, body] of [
      [rate, { rating: 4, review: 1e308 }],
      [rate, { rating: 4, review: true }],
      [report, { reason: 1e308 }],
      [report, { reason: ["spam"] }],
      [report, { reason: "spam\u007F" }],
    ] as const) {
      const response = await call(action, body, "/api/c", params);
      const answer = await response.json();
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(answer.errors).join(" ")).toMatch(/review|reason/);
    }
    expect(await counts()).toEqual(before);
  });

  test("a body that is not UTF-8 is refused with 422, never stored with U+FFFD", async () => {
    const { call, token } = await caller();
    const before = await counts();
    // {"name":"Cr\xE8me soup", …}: Latin-1 bytes where UTF-8 belongs.
    const json = JSON.stringify({ ...RECIPE, name: "CrXme soup" });
    const bytes = new TextEncoder().encode(json);
    bytes[bytes.indexOf(0x58)] = 0xe8;
    const response = await recipes({
      request: new Request("http://localhost/api/recipes", {
        method: "POST",
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
        body: bytes,
      }),
      params: {},
      context: {},
    });
    expect(response.status).toBe(422);
    expect((await response.json()).errors).toHaveProperty("body");
    const form = await call(familyMembers, undefined, "/api/x", {}, "name=Jos%E9&age=7");
    expect(form.status).toBe(422);
    expect((await form.json()).errors).toEqual({ name: ["The name field is not valid UTF-8 text."] });
    expect(await counts()).toEqual(before);
  });
});
