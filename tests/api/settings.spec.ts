// The Settings calls (docs/product.md#settings): profile with the current password, password change,
// sessions and tokens, preferences, subscription actions, export and account deletion.
import { expect, test } from "@playwright/test";
import { bearer, registerViaApi, tokenFor } from "../support/accounts";

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
