// The Settings calls (docs/product.md#settings): profile with the current password, password change,
// sessions and tokens, preferences, subscription actions, export and account deletion.
import { type APIRequestContext, expect, test } from "@playwright/test";
import { bearer, registerViaApi, signInWithCookie, tokenFor } from "../support/accounts";

test.describe("settings", () => {
  test("a new email needs the current password; the name alone does not", async ({ request }) => {
    const a = await registerViaApi(request);
    const headers = bearer(a.token);
    const renamed = await request.put("/api/user/profile", {
      headers,
      data: { name: "Renamed", email: a.email },
    });
    expect(renamed.status()).toBe(200);
    const newEmail = a.email.replace("@", "+new@");
    const without = await request.put("/api/user/profile", {
      headers,
      data: { name: "Renamed", email: newEmail },
    });
    expect(without.status()).toBe(422);
    expect((await without.json()).errors).toEqual({
      current_password: ["Enter your current password to change your email address."],
    });
    const wrong = await request.put("/api/user/profile", {
      headers,
      data: { name: "Renamed", email: newEmail, current_password: "not it" },
    });
    expect((await wrong.json()).errors).toEqual({ current_password: ["The current password is incorrect."] });
    const right = await request.put("/api/user/profile", {
      headers,
      data: { name: "Renamed", email: newEmail, current_password: a.password },
    });
    expect(await right.json()).toMatchObject({ success: true, data: { email: newEmail } });
  });

  test("a password change revokes the other tokens, keeps the caller's, and checks the confirmation", async ({
    request,
  }) => {
    const a = await registerViaApi(request);
    const other = await tokenFor(request, a);
    const mismatch = await request.post("/api/settings/password", {
      headers: bearer(a.token),
      data: { current_password: a.password, password: "a brand new one", password_confirmation: "different" },
    });
    expect(mismatch.status()).toBe(422);
    expect((await mismatch.json()).errors).toEqual({ password_confirmation: ["Passwords do not match!"] });
    const changed = await request.post("/api/settings/password", {
      headers: bearer(a.token),
      data: {
        current_password: a.password,
        password: "a brand new one",
        password_confirmation: "a brand new one",
      },
    });
    expect(changed.status()).toBe(200);
    expect(await changed.json()).toMatchObject({
      success: true,
      message: expect.stringMatching(/^Password updated successfully!/),
      data: { tokens_revoked: 1 },
    });
    expect((await request.get("/api/user", { headers: bearer(other) })).status()).toBe(401);
    expect((await request.get("/api/user", { headers: bearer(a.token) })).status()).toBe(200);
  });

  test("tokens: created once with their secret, listed without it, revoked; another's id is a 404", async ({
    request,
  }) => {
    const a = await registerViaApi(request);
    const b = await registerViaApi(request);
    const created = await request.post("/api/settings/tokens", {
      headers: bearer(a.token),
      data: { name: "Script" },
    });
    expect(created.status()).toBe(201);
    const { data } = await created.json();
    expect(data.token).toMatch(/^fmp_/);
    expect((await request.get("/api/user", { headers: bearer(data.token) })).status()).toBe(200);
    const list = await (await request.get("/api/settings/tokens", { headers: bearer(a.token) })).json();
    expect(list.data.map((t: { name: string }) => t.name)).toContain("Script");
    expect(JSON.stringify(list)).not.toContain(data.token);
    expect(
      (await request.delete(`/api/settings/tokens/${data.id}`, { headers: bearer(b.token) })).status(),
    ).toBe(404);
    expect(
      (await request.delete(`/api/settings/tokens/${data.id}`, { headers: bearer(a.token) })).status(),
    ).toBe(200);
    expect((await request.get("/api/user", { headers: bearer(data.token) })).status()).toBe(401);
    const empty = await request.post("/api/settings/tokens", {
      headers: bearer(a.token),
      data: { name: " " },
    });
    expect(empty.status()).toBe(422);
    const sessions = await request.get("/api/settings/sessions", { headers: bearer(a.token) });
    expect(await sessions.json()).toMatchObject({ success: true, data: [] });
    const unknown = await request.delete(`/api/settings/sessions/${"0".repeat(64)}`, {
      headers: bearer(a.token),
    });
    expect(unknown.status()).toBe(404);
  });

  test("preferences change only what is sent", async ({ request }) => {
    const a = await registerViaApi(request);
    const headers = bearer(a.token);
    expect(await (await request.get("/api/settings/preferences", { headers })).json()).toEqual({
      success: true,
      data: {
        units: "metric",
        theme: "system",
        notifications: { recipes: true, meal_plans: true, inventory: true },
      },
    });
    const changed = await request.put("/api/settings/preferences", {
      headers,
      data: { units: "imperial", notifications: { inventory: false } },
    });
    expect((await changed.json()).data).toEqual({
      units: "imperial",
      theme: "system",
      notifications: { recipes: true, meal_plans: true, inventory: false },
    });
    const bad = await request.put("/api/settings/preferences", { headers, data: { theme: "neon" } });
    expect(bad.status()).toBe(422);
    expect(Object.keys((await bad.json()).errors)).toEqual(["theme"]);
  });

  test("subscription: trial → upgrade → cancel → reactivate, with the spec's messages", async ({
    request,
  }) => {
    const a = await registerViaApi(request);
    const headers = bearer(a.token);
    const shown = await (await request.get("/api/settings/subscription", { headers })).json();
    expect(shown.data).toMatchObject({
      plan: "Premium",
      price: 9.99,
      interval: "month",
      status: "trial",
      actions: ["upgrade"],
      canUpgrade: true,
      family_size: 1,
      extra_charge: 0,
      payment_provider: null,
    });
    expect(shown.data.trial_ends_at).toBeTruthy();
    const cancelEarly = await request.post("/api/settings/subscription", {
      headers,
      data: { action: "cancel" },
    });
    expect(cancelEarly.status()).toBe(422);
    const steps = [
      ["upgrade", "active"],
      ["cancel", "canceled", "Subscription canceled!"],
      ["reactivate", "active", "Subscription reactivated!"],
    ] as const;
    for (const [action, status, message] of steps) {
      const answer = await request.post("/api/settings/subscription", { headers, data: { action } });
      const body = await answer.json();
      expect(body.data.status).toBe(status);
      if (message) expect(body.message).toBe(message);
    }
  });

  test("export holds a planned meal with its history; deleting the account needs the word and the password", async ({
    request,
  }) => {
    const a = await registerViaApi(request);
    const headers = bearer(a.token);
    const meal = await request.post("/api/meal-plans", {
      headers,
      data: { title: "Export stew", meal_type: "dinner", date: "2027-02-03" },
    });
    expect(meal.status()).toBe(201);
    const exported = await (await request.get("/api/settings/export", { headers })).json();
    const planned = exported.data.meal_plans.find((m: { title: string }) => m.title === "Export stew");
    expect(planned.history[0]).toMatchObject({ event_type: "MealPlanned" });
    expect(JSON.stringify(exported)).not.toMatch(/password_hash|token_hash/);

    const noWord = await request.delete("/api/settings/account", {
      headers,
      data: { confirmation: "nope", current_password: a.password },
    });
    expect(noWord.status()).toBe(422);
    const deleted = await request.delete("/api/settings/account", {
      headers,
      data: { confirmation: "DELETE", current_password: a.password },
    });
    expect(await deleted.json()).toMatchObject({ success: true, data: { household_deleted: true } });
    expect((await request.get("/api/user", { headers })).status()).toBe(401);
    expect(
      (await request.post("/api/login", { data: { email: a.email, password: a.password } })).status(),
    ).toBe(401);
  });
});

// Clear all data over the API (the Advanced tab's action): the same typed confirmation as the page, and a
// refusal clears nothing. What the household holds is read back through the export.
test.describe("clear all data", () => {
  type Export = { household: { id: number }; meal_plans: { title: string }[]; recipes: { name: string }[] };

  async function householdWithData(request: APIRequestContext) {
    const a = await registerViaApi(request);
    const headers = bearer(a.token);
    const meal = await request.post("/api/meal-plans", {
      headers,
      data: { title: "Kept stew", meal_type: "dinner", date: "2027-03-04" },
    });
    expect(meal.status()).toBe(201);
    const recipe = await request.post("/api/recipes", {
      headers,
      data: { name: "Kept bread", instructions: "Bake.", ingredients: [{ name: "flour" }] },
    });
    expect(recipe.status(), await recipe.text()).toBe(201);
    return { ...a, headers };
  }

  async function exported(request: APIRequestContext, headers: Record<string, string>): Promise<Export> {
    const response = await request.get("/api/settings/export", { headers });
    expect(response.status()).toBe(200);
    return (await response.json()).data;
  }

  /** Nothing was cleared: the same household, its meal and its recipe. */
  async function expectUntouched(
    request: APIRequestContext,
    a: { headers: Record<string, string> },
    id: number,
  ) {
    const data = await exported(request, a.headers);
    expect(data.household.id).toBe(id);
    expect(data.meal_plans.map((m) => m.title)).toEqual(["Kept stew"]);
    expect(data.recipes.map((r) => r.name)).toEqual(["Kept bread"]);
  }

  test("with the word, the household's data goes and the account stays, signed in, in a new empty household", async ({
    request,
  }) => {
    const a = await householdWithData(request);
    const before = await exported(request, a.headers);
    // In capitals or not, as on the page.
    const cleared = await request.post("/api/settings/clear-data", {
      headers: a.headers,
      data: { confirmation: "clear" },
    });
    expect(cleared.status()).toBe(200);
    const body = await cleared.json();
    expect(body).toEqual({
      success: true,
      message: "All data cleared!",
      data: { household_id: expect.any(Number) },
    });
    expect(body.data.household_id).not.toBe(before.household.id);

    const after = await exported(request, a.headers);
    expect(after.household.id).toBe(body.data.household_id);
    expect(after.meal_plans).toEqual([]);
    expect(after.recipes).toEqual([]);
    const me = await request.get("/api/user", { headers: a.headers });
    expect(me.status()).toBe(200);
    expect((await me.json()).data).toMatchObject({ email: a.email });
  });

  test("a wrong or missing confirmation answers 422 JSON and clears nothing", async ({ request }) => {
    const a = await householdWithData(request);
    const { household } = await exported(request, a.headers);
    for (const data of [
      { confirmation: "DELETE" },
      { confirmation: " " },
      {},
      { confirmation: "CLEAR ALL" },
    ]) {
      const refused = await request.post("/api/settings/clear-data", { headers: a.headers, data });
      expect(refused.status(), JSON.stringify(data)).toBe(422);
      expect(refused.headers()["content-type"]).toMatch(/application\/json/);
      expect(await refused.json()).toEqual({
        success: false,
        message: "Type CLEAR to confirm.",
        errors: { confirmation: ["Type CLEAR to confirm."] },
      });
    }
    await expectUntouched(request, a, household.id);
  });

  test("without credentials it answers 401 JSON; with a cookie session it needs the CSRF header; GET is 405", async ({
    request,
  }) => {
    const anonymous = await request.post("/api/settings/clear-data", { data: { confirmation: "CLEAR" } });
    expect(anonymous.status()).toBe(401);
    expect(await anonymous.json()).toEqual({ success: false, message: "Unauthenticated." });

    const a = await householdWithData(request);
    const { household } = await exported(request, a.headers);
    const revoked = await request.post("/api/settings/clear-data", {
      headers: bearer("1|not-a-real-token"),
      data: { confirmation: "CLEAR" },
    });
    expect(revoked.status()).toBe(401);
    await signInWithCookie(request, a);
    const noCsrf = await request.post("/api/settings/clear-data", { data: { confirmation: "CLEAR" } });
    expect(noCsrf.status()).toBe(419);
    expect(await noCsrf.json()).toMatchObject({ success: false });
    const get = await request.get("/api/settings/clear-data", { headers: a.headers });
    expect(get.status()).toBe(405);
    expect(await get.json()).toMatchObject({ success: false });
    await expectUntouched(request, a, household.id);
  });

  test("hostile input: wrong JSON types, huge strings, control characters and bodies that are not JSON answer 4xx JSON and clear nothing", async ({
    request,
  }) => {
    const a = await householdWithData(request);
    const { household } = await exported(request, a.headers);
    const post = (options: Parameters<APIRequestContext["post"]>[1]) =>
      request.post("/api/settings/clear-data", {
        ...options,
        headers: { ...a.headers, ...options?.headers },
      });
    const cases: [string, Parameters<APIRequestContext["post"]>[1]][] = [
      ["a number", { data: { confirmation: 1 } }],
      ["true", { data: { confirmation: true } }],
      ["null", { data: { confirmation: null } }],
      ["an object", { data: { confirmation: { toString: "CLEAR" } } }],
      ["a list holding the word", { data: { confirmation: ["CLEAR"] } }],
      ["a huge string", { data: { confirmation: "CLEAR".repeat(100_000) } }],
      ["a NUL", { data: { confirmation: "CLEAR\u0000" } }],
      ["a lone surrogate", { data: { confirmation: "CLEAR\uD83D" } }],
      ["a JSON list", { data: JSON.stringify(["CLEAR"]), headers: { "Content-Type": "application/json" } }],
      ["a JSON string", { data: JSON.stringify("CLEAR"), headers: { "Content-Type": "application/json" } }],
      ["broken JSON", { data: '{"confirmation": "CLEAR"', headers: { "Content-Type": "application/json" } }],
      ["plain text", { data: "confirmation: CLEAR", headers: { "Content-Type": "text/plain" } }],
      ["XML", { data: "<confirmation>CLEAR</confirmation>", headers: { "Content-Type": "application/xml" } }],
      [
        "a deep nesting",
        {
          data: `{"confirmation":${"[".repeat(5000)}${"]".repeat(5000)}}`,
          headers: { "Content-Type": "application/json" },
        },
      ],
    ];
    for (const [name, options] of cases) {
      const response = await post(options);
      const text = await response.text();
      expect(response.status(), `${name}: ${text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(response.status(), `${name}: ${text.slice(0, 200)}`).toBeLessThan(500);
      expect(response.headers()["content-type"], name).toMatch(/application\/json/);
      expect(JSON.parse(text), name).toMatchObject({ success: false, message: expect.any(String) });
    }
    await expectUntouched(request, a, household.id);
  });
});
