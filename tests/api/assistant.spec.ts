// POST /api/analyze-intent and /api/ai-assistant over HTTP against the production build, with the
// offline provider (docs/product.md#ai-assistant). Every story makes its own account.
import { expect, test } from "@playwright/test";
import { bearer, registerViaApi } from "../support/accounts";

test.describe("the assistant's JSON calls", () => {
  test("a clear plan request is a MEAL_PLAN above the threshold; 'something' asks a question", async ({
    request,
  }) => {
    const { token } = await registerViaApi(request);
    const clear = await request.post("/api/analyze-intent", {
      headers: bearer(token),
      data: { message: "plan 3 days of vegetarian dinners", previousMessages: [] },
    });
    expect(clear.status(), await clear.text()).toBe(200);
    const body = await clear.json();
    expect(body).toMatchObject({ success: true, intent: "MEAL_PLAN", clarificationQuestion: null });
    expect(body.confidence).toBeGreaterThanOrEqual(0.7);
    expect(body.parameters).toMatchObject({
      days: 3,
      dietary_restrictions: ["vegetarian"],
      meal_type: ["dinner"],
    });

    const vague = await (
      await request.post("/api/analyze-intent", { headers: bearer(token), data: { message: "something" } })
    ).json();
    expect(vague.confidence).toBeLessThan(0.7);
    expect(vague.clarificationQuestion).toEqual(expect.any(String));
  });

  test("a plan request answers a stored 3-day plan that keeps the family's nut allergy", async ({
    request,
  }) => {
    const { token } = await registerViaApi(request);
    const headers = bearer(token);
    const members = await (await request.get("/api/family-members", { headers })).json();
    const self = members.data[0];
    const update = await request.put(`/api/family-members/${self.id}`, {
      headers,
      data: { name: self.name, age: 40, allergies: ["Peanuts", "Tree nuts"] },
    });
    expect(update.status(), await update.text()).toBe(200);
    const response = await request.post("/api/ai-assistant", {
      headers,
      data: {
        message: "plan 3 days of dinners",
        previousMessages: [],
        intent: "MEAL_PLAN",
        optimizedPrompt: "x",
      },
    });
    expect(response.status(), await response.text()).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ success: true, responseType: "mealPlan", intent: "MEAL_PLAN" });
    expect(body.message).toBe(body.content);
    expect(body.mealPlan).toMatchObject({ name: "Meal Plan 1", accepted: false });
    expect(body.mealPlan.days).toHaveLength(3);
    for (const day of body.mealPlan.days) {
      expect(day.meals.map((m: { mealType: string }) => m.mealType)).toEqual(["dinner"]);
      for (const meal of day.meals)
        expect(meal.title).not.toMatch(/\b(peanut|almond|walnut|cashew|pecan|hazelnut|pistachio)/i);
    }
  });

  test("errors are JSON: 401 with the session text, 422 for a blank message, 405 for GET", async ({
    request,
  }) => {
    const anonymous = await request.post("/api/ai-assistant", { data: { message: "hi" } });
    expect(anonymous.status()).toBe(401);
    expect(await anonymous.json()).toEqual({
      success: false,
      message: "Your session has expired. Please refresh the page to log in again.",
    });
    const { token } = await registerViaApi(request);
    const blank = await request.post("/api/ai-assistant", {
      headers: bearer(token),
      data: { message: "   " },
    });
    expect(blank.status()).toBe(422);
    expect((await blank.json()).errors.message).toEqual(["Please type a message."]);
    const get = await request.get("/api/analyze-intent", { headers: bearer(token) });
    expect(get.status()).toBe(405);
  });

  test("a turn sent again with its Idempotency-Key answers the stored turn: one plan, no second message", async ({
    request,
  }) => {
    const { token } = await registerViaApi(request);
    const headers = { ...bearer(token), "Idempotency-Key": "chat-once-1" };
    const data = { message: "plan 2 days of dinners" };
    const first = await request.post("/api/ai-assistant", { headers, data });
    expect(first.status(), await first.text()).toBe(200);
    const again = await request.post("/api/ai-assistant", { headers, data });
    expect(again.status(), await again.text()).toBe(200);
    const [a, b] = [await first.json(), await again.json()];
    expect(a).toMatchObject({ replayed: false, answeredOffline: false });
    expect(b).toMatchObject({
      replayed: true,
      responseType: a.responseType,
      intent: a.intent,
      content: a.content,
    });
    expect(b.mealPlan).toEqual(a.mealPlan);
    expect(b.mealPlan.name).toBe("Meal Plan 1");

    const bad = await request.post("/api/ai-assistant", {
      headers: bearer(token),
      data: { ...data, idempotency_key: "" },
    });
    expect(bad.status()).toBe(422);
  });
});
