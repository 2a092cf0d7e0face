// The input gate and the strict schemas at the API's route actions, on each database backend: hostile
// text and values of the wrong type are answered 422 and leave every table as it was
// (docs/decisions/016-input-gate.md). The HTTP-level stories are in tests/api/hostile-input.spec.ts.
import type { ActionFunctionArgs } from "@remix-run/node";
import { sql } from "kysely";
import { describe, expect, test } from "vitest";
import { issueApiToken } from "../../app/domain/accounts/sessions.server";
import { registerUser } from "../../app/domain/accounts/users.server";
import { action as familyMembers } from "../../app/routes/household/api/family-members";
import { action as mealPlans } from "../../app/routes/meal-plan/api/meal-plans";
import { action as recipes } from "../../app/routes/recipes/api/recipes";
import { action as rating } from "../../app/routes/recipes/api/recipes.$id.rating";
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

/** Each case: the action, its base body, the field set to each hostile value, the values. */
const CASES: [string, Action, Record<string, unknown>, string, unknown[]][] = [
  [
    "a recipe name",
    recipes,
    RECIPE,
    "name",
    ["a\u0000b", "\uD800", {}, { toString: "x" }, true, [], [[["x"]]]],
  ],
  ["a recipe step", recipes, RECIPE, "instructions", [["ok", "\u0000"], [{}], [true], [[["x"]]]]],
  ["a recipe's servings", recipes, RECIPE, "servings", [true, [], {}, "0x10", "1e1"]],
  ["a recipe's public switch", recipes, RECIPE, "is_public", [{}, [], "maybe"]],
  ["a recipe tag", recipes, RECIPE, "tags", [["\u0000"], [{}], [true], '["soup\\u0000"]']],
  ["a member's age", familyMembers, MEMBER, "age", [true, [], {}, "7\u0000", " "]],
  ["a member's name", familyMembers, MEMBER, "name", ["\uDC00", {}, true, ["Sam"]]],
  ["a member's portion", familyMembers, MEMBER, "default_portion_size", [true, [], {}]],
  ["a member's allergies", familyMembers, MEMBER, "allergies", [["\u0000"], [{}], true, '["Soy\\u0000"]']],
  ["a meal title", mealPlans, MEAL, "title", ["\u0000", "\uD83D", {}, true, []]],
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
  ["a meal's leftover switch", mealPlans, MEAL, "is_leftover", [{}, [], "sometimes"]],
  ["a meal's reminder minutes", mealPlans, MEAL, "reminder_minutes", [{}, [], true]],
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
    const call = (action: Action, body: unknown, path = "/api/x", params: Record<string, string> = {}) =>
      action({
        request: new Request(`http://localhost${path}`, {
          method: "POST",
          headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
          body: JSON.stringify(body),
        }),
        params,
        context: {},
      });
    return { user, call };
  }

  /** Row counts of the tables a create could write to. */
  async function counts() {
    const tables = ["recipes", "recipe_ingredients", "recipe_steps", "recipe_ratings", "family_members"];
    const out: Record<string, number> = {};
    for (const table of [...tables, "events", "rm_calendar", "idempotency_keys"]) {
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
});
