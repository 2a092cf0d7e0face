// Hostile input over HTTP against the production build (docs/decisions/016-input-gate.md): a NUL, another
// C0 control or an unpaired UTF-16 surrogate in any text field of any create or update, API or page form,
// in a query string or a path parameter, is answered 422 with a plain message and nothing is stored;
// objects, booleans and lists where a single value belongs, and dates or times that do not exist, are
// refused the same way instead of being coerced. Every table below is iterated field by field.
import { randomBytes } from "node:crypto";
import { type APIRequestContext, type APIResponse, expect, test } from "@playwright/test";
import { ADMIN, bearer, newAccount, registerViaApi, signInWithCookie, tokenFor } from "../support/accounts";

type Json = Record<string, unknown>;
type Headers = Record<string, string>;

/** The text values no field may hold. JSON.stringify writes them as \u escapes, as a client would. */
const HOSTILE: [string, string][] = [
  ["NUL", "Soup\u0000"],
  ["a lone high surrogate", "Soup \uD83D"],
  ["a lone low surrogate", "\uDE00 Soup"],
  ["an escape character", "\u001B[31mSoup"],
];
/** What a query string or a form post can carry (a lone surrogate cannot be percent-encoded in UTF-8). */
const HOSTILE_QUERY: [string, string][] = [
  ["NUL", "%00"],
  ["a backspace", "a%08b"],
];
/** Values of the wrong type for a field that holds one scalar. */
const NOT_SCALARS: [string, unknown][] = [
  ["an object", {}],
  ["an object with toString", { toString: "x" }],
  ["true", true],
  ["an empty list", []],
  ["a nested list", [[["x"]]]],
];
/** The wrong types for `field`: `true` is a right one for a switch. */
const SWITCHES = new Set(["is_public", "is_primary", "is_leftover", "reminder", "is_recurring", "remember"]);
const notScalarsFor = (field: string) =>
  NOT_SCALARS.filter(([, value]) => !(SWITCHES.has(field) && value === true));
const REFUSED = /contains characters that are not allowed/;

const suffix = () => randomBytes(4).toString("hex");

/** A copy of `base` with `path` ("ingredients.0.name") set to `value`. */
function withValue(base: Json, path: string, value: unknown): Json {
  const copy = structuredClone(base);
  const keys = path.split(".");
  let target: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) {
    target[key] ??= /^\d+$/.test(keys[keys.indexOf(key) + 1] ?? "") ? [] : {};
    target = target[key] as Record<string, unknown>;
  }
  target[keys.at(-1) as string] = value;
  return copy;
}

async function expect422(response: APIResponse, context: string) {
  const text = await response.text();
  expect(response.status(), `${context}: ${text}`).toBe(422);
  const body = JSON.parse(text);
  expect(body.success, context).toBe(false);
  expect(typeof body.message, context).toBe("string");
  return body as { message: string; errors?: Record<string, string[]> };
}

/** A hostile value in `field` is refused by the gate, which names the field. */
async function expectRefusedText(response: APIResponse, field: string, context: string) {
  const body = await expect422(response, context);
  expect(body.message, context).toMatch(REFUSED);
  expect(Object.keys(body.errors ?? {}), context).toContain(field);
}

async function household(request: APIRequestContext) {
  const account = await registerViaApi(request);
  const headers = bearer(account.token);
  const family = (await (await request.get("/api/user/family", { headers })).json()).data;
  return { ...account, headers, familyId: family.id as number };
}

async function getJson(request: APIRequestContext, path: string, headers: Headers) {
  const response = await request.get(path, { headers });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as Json & { data: unknown };
}

async function created(response: APIResponse) {
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data as Json & { id: number };
}

const RECIPE = {
  name: "Tomato soup",
  description: "Warming",
  instructions: ["Chop.", "Simmer."],
  prep_time: 10,
  cook_time: 20,
  servings: 4,
  difficulty_level: "Easy",
  cuisine_type: "Italian",
  meal_type: "lunch",
  category: "Soups",
  notes: "Family favourite",
  tags: ["soup"],
  is_public: false,
  nutrition_info: { calories: "180 kcal" },
  ingredients: [{ name: "tomatoes", quantity: 800, unit: "gram", category: "Produce", notes: "ripe" }],
};
const RECIPE_TEXT_FIELDS = [
  "name",
  "title",
  "description",
  "instructions",
  "instructions.0",
  "cuisine_type",
  "meal_type",
  "category",
  "notes",
  "difficulty_level",
  "tags.0",
  "tags",
  "nutrition_info.calories",
  "ingredients.0.name",
  "ingredients.0.unit",
  "ingredients.0.category",
  "ingredients.0.notes",
  "ingredients.0.original",
  "ingredients.1",
  "ingredient_lines",
  "image",
  "prep_time",
  "servings",
  "is_public",
];

const MEAL = {
  title: "Pasta night",
  date: "2025-03-04",
  time: "18:30",
  meal_type: "dinner",
  description: "With salad",
  notes: "Buy basil",
  servings: 4,
};
const MEAL_TEXT_FIELDS = [
  "title",
  "description",
  "notes",
  "meal_type",
  "mealType",
  "date",
  "time",
  "planned_time",
  "servings",
  "recipe_id",
  "for",
  "for.0",
  "family_member_ids",
  "attendees.0",
  "portion_sizes",
  "portion_sizes.Sam",
  "nutrition.calories",
  "is_leftover",
  "reminder_minutes",
  "is_recurring",
  "recurring_pattern",
  "recurring_days.0",
  "end_date",
];

const MEMBER = {
  name: "Sam",
  age: 7,
  gender: "male",
  relationship: "Child",
  activity_level: "active",
  default_portion_size: 60,
  dietary_preferences: ["Vegetarian"],
  allergies: ["Peanuts"],
  disliked_ingredients: ["Olives"],
  health_conditions: ["Asthma"],
  favorite_meals: ["Pizza"],
  height: 120,
  weight: 25,
};
const MEMBER_TEXT_FIELDS = [
  "name",
  "gender",
  "relationship",
  "activity_level",
  "dietary_preferences.0",
  "dietaryPreferences",
  "allergies.0",
  "allergies",
  "disliked_ingredients.0",
  "dislikes.0",
  "health_conditions.0",
  "favorite_meals.0",
  "avatar",
  "age",
  "height",
  "weight",
  "default_portion_size",
  "is_primary",
];

test.describe("NUL, control characters and lone surrogates are refused in every text field", () => {
  test("recipes: create, update, notes and rating", async ({ request }) => {
    const a = await household(request);
    const count = async () =>
      ((await getJson(request, "/api/recipes?scope=mine", a.headers)).meta as { total: number }).total;
    const recipe = await created(await request.post("/api/recipes", { headers: a.headers, data: RECIPE }));
    const before = await getJson(request, `/api/recipes/${recipe.id}`, a.headers);
    for (const field of RECIPE_TEXT_FIELDS) {
      for (const [what, value] of HOSTILE) {
        const data = withValue(RECIPE, field, value);
        const context = `${field} with ${what}`;
        await expectRefusedText(
          await request.post("/api/recipes", { headers: a.headers, data }),
          field,
          context,
        );
        await expectRefusedText(
          await request.put(`/api/recipes/${recipe.id}`, { headers: a.headers, data }),
          field,
          `update: ${context}`,
        );
      }
    }
    for (const [what, value] of HOSTILE) {
      await expectRefusedText(
        await request.put(`/api/recipes/${recipe.id}/notes`, { headers: a.headers, data: { notes: value } }),
        "notes",
        `notes with ${what}`,
      );
      await expectRefusedText(
        await request.post(`/api/recipes/${recipe.id}/rating`, {
          headers: a.headers,
          data: { rating: value },
        }),
        "rating",
        `rating with ${what}`,
      );
    }
    expect(await count()).toBe(1);
    expect(await getJson(request, `/api/recipes/${recipe.id}`, a.headers)).toEqual(before);
    expect((await getJson(request, `/api/recipes/${recipe.id}/notes`, a.headers)).data).toEqual({
      notes: "",
    });
  });

  test("meals: plan, change, add a dish and move", async ({ request }) => {
    const a = await household(request);
    const list = async () =>
      (await getJson(request, "/api/meal-plans?start_date=2025-03-01&end_date=2025-03-31", a.headers))
        .data as Json[];
    const meal = await created(await request.post("/api/meal-plans", { headers: a.headers, data: MEAL }));
    const before = await getJson(request, `/api/meal-plans/${meal.id}`, a.headers);
    const history = async () =>
      (await getJson(request, `/api/meal-plans/${meal.id}/history`, a.headers)).data;
    const historyBefore = await history();
    for (const field of MEAL_TEXT_FIELDS) {
      for (const [what, value] of HOSTILE) {
        const data = withValue(MEAL, field, value);
        const context = `${field} with ${what}`;
        await expectRefusedText(
          await request.post("/api/meal-plans", { headers: a.headers, data }),
          field,
          context,
        );
        await expectRefusedText(
          await request.put(`/api/meal-plans/${meal.id}`, { headers: a.headers, data }),
          field,
          `update: ${context}`,
        );
      }
    }
    for (const [what, value] of HOSTILE) {
      await expectRefusedText(
        await request.post(`/api/meal-plans/${meal.id}/add-meal`, {
          headers: a.headers,
          data: { title: value },
        }),
        "title",
        `dish with ${what}`,
      );
      for (const field of ["date", "meal_type", "time"]) {
        await expectRefusedText(
          await request.post(`/api/meal-plans/${meal.id}/move`, {
            headers: a.headers,
            data: withValue({ date: "2025-03-05", meal_type: "lunch" }, field, value),
          }),
          field,
          `move ${field} with ${what}`,
        );
      }
    }
    expect(await list()).toHaveLength(1);
    expect(await getJson(request, `/api/meal-plans/${meal.id}`, a.headers)).toEqual(before);
    expect(await history()).toEqual(historyBefore);
  });

  test("family members, their dietary information, the family's name and options", async ({ request }) => {
    const a = await household(request);
    const members = async () => (await getJson(request, "/api/family-members", a.headers)).data as Json[];
    const member = await created(
      await request.post("/api/family-members", { headers: a.headers, data: MEMBER }),
    );
    const before = await members();
    for (const field of MEMBER_TEXT_FIELDS) {
      for (const [what, value] of HOSTILE) {
        const data = withValue(MEMBER, field, value);
        const context = `${field} with ${what}`;
        await expectRefusedText(
          await request.post("/api/family-members", { headers: a.headers, data }),
          field,
          context,
        );
        await expectRefusedText(
          await request.put(`/api/family-members/${member.id}`, { headers: a.headers, data }),
          field,
          `update: ${context}`,
        );
      }
    }
    const familyBefore = await getJson(request, `/api/families/${a.familyId}`, a.headers);
    for (const [what, value] of HOSTILE) {
      for (const field of [
        "allergies.0",
        "dietary_preferences.0",
        "disliked_ingredients.0",
        "health_conditions",
      ]) {
        await expectRefusedText(
          await request.put(`/api/family-members/${member.id}/dietary-info`, {
            headers: a.headers,
            data: withValue({ allergies: ["Soy"] }, field, value),
          }),
          field,
          `dietary ${field} with ${what}`,
        );
      }
      await expectRefusedText(
        await request.put(`/api/families/${a.familyId}`, { headers: a.headers, data: { name: value } }),
        "name",
        `family name with ${what}`,
      );
      for (const field of [
        "allergies.0",
        "dietary_preferences.0",
        "dislikes.0",
        "health_conditions.0",
        "favorite_meals",
      ]) {
        await expectRefusedText(
          await request.put(`/api/families/${a.familyId}/options`, {
            headers: a.headers,
            data: withValue({ allergies: ["Soy"] }, field, value),
          }),
          field,
          `options ${field} with ${what}`,
        );
      }
    }
    expect(await members()).toEqual(before);
    expect(await getJson(request, `/api/families/${a.familyId}`, a.headers)).toEqual(familyBefore);
  });

  test("accounts: sign-in, registration and the profile", async ({ request }) => {
    const account = newAccount("hostile");
    const registration = { ...account, password_confirmation: account.password };
    for (const [what, value] of HOSTILE) {
      for (const field of ["email", "password", "remember"]) {
        // Refused before the rate limiter or the password hash: no failure is counted against anyone.
        await expectRefusedText(
          await request.post("/api/login", {
            data: withValue({ email: ADMIN.email, password: "x" }, field, value),
          }),
          field,
          `login ${field} with ${what}`,
        );
      }
      for (const field of ["name", "email", "password", "password_confirmation"]) {
        await expectRefusedText(
          await request.post("/api/register", { data: withValue(registration, field, value) }),
          field,
          `register ${field} with ${what}`,
        );
      }
    }
    // Nothing was stored: the address is still free, and the admin can still sign in.
    const signedUp = await registerViaApi(request, account);
    expect(await tokenFor(request, ADMIN)).toBeTruthy();
    const headers = bearer(signedUp.token);
    for (const [what, value] of HOSTILE) {
      for (const field of ["name", "email"]) {
        await expectRefusedText(
          await request.put("/api/user/profile", {
            headers,
            data: withValue({ name: "New name", email: account.email }, field, value),
          }),
          field,
          `profile ${field} with ${what}`,
        );
      }
    }
    expect((await getJson(request, "/api/user", headers)).name).toBe(account.name);
  });

  test("admin: users and feature flags", async ({ request }) => {
    const headers = bearer(await tokenFor(request, ADMIN));
    const other = newAccount("hostileadm");
    const target = await created(
      await request.post("/api/admin/users", {
        headers,
        data: { ...other, password_confirmation: other.password, role: "member" },
      }),
    );
    const targetFlag = await created(
      await request.post("/api/admin/features", {
        headers,
        data: {
          name: "Hostile flag",
          key: `hostile_${suffix()}`,
          description: "Probe",
          enabled_for: ["member"],
        },
      }),
    );
    // The refused creates all use one new address and one new key: both are still free afterwards.
    const account = newAccount("hostilenew");
    const user = { ...account, password_confirmation: account.password, role: "member" };
    const flag = {
      name: "New flag",
      key: `hostile_new_${suffix()}`,
      description: "Probe",
      enabled_for: ["member"],
    };
    const state = async () => ({
      user: await getJson(request, `/api/admin/users/${target.id}`, headers),
      flag: await getJson(request, `/api/admin/features/${targetFlag.id}`, headers),
    });
    const before = await state();
    for (const [what, value] of HOSTILE) {
      for (const field of ["name", "email", "password", "password_confirmation", "role"]) {
        const data = withValue(user, field, value);
        await expectRefusedText(
          await request.post("/api/admin/users", { headers, data }),
          field,
          `user ${field} ${what}`,
        );
        await expectRefusedText(
          await request.put(`/api/admin/users/${target.id}`, { headers, data }),
          field,
          `user update ${field} ${what}`,
        );
      }
      for (const field of ["name", "key", "description", "enabled_for.0", "enabled_for"]) {
        const data = withValue(flag, field, value);
        await expectRefusedText(
          await request.post("/api/admin/features", { headers, data }),
          field,
          `flag ${field} ${what}`,
        );
        await expectRefusedText(
          await request.put(`/api/admin/features/${targetFlag.id}`, { headers, data }),
          field,
          `flag update ${field} ${what}`,
        );
      }
    }
    expect(await state()).toEqual(before);
    await created(await request.post("/api/admin/users", { headers, data: user }));
    await created(await request.post("/api/admin/features", { headers, data: flag }));
  });

  test("query strings and path parameters of the API", async ({ request }) => {
    const a = await household(request);
    const meal = await created(await request.post("/api/meal-plans", { headers: a.headers, data: MEAL }));
    const recipe = await created(await request.post("/api/recipes", { headers: a.headers, data: RECIPE }));
    for (const [what, bad] of HOSTILE_QUERY) {
      const calls: [string, string][] = [
        [`/api/recipes?search=${bad}`, "search"],
        [`/api/recipes?cuisine=${bad}`, "cuisine"],
        [`/api/recipes?sort=${bad}&page=1`, "sort"],
        [`/api/meal-plans?date=${bad}`, "date"],
        [`/api/meal-plans?start_date=2025-03-01&member_ids=${bad}`, "member_ids"],
        [`/api/meal-plans/week?date=${bad}`, "date"],
        [`/api/meal-plans/${meal.id}/history?type=${bad}`, "type"],
        [`/api/recipes/${recipe.id}?format=${bad}`, "format"],
        [`/api/family-members/check-permissions?family_id=${bad}`, "family_id"],
        [`/api/features/dark${bad}mode/check`, "flag"],
        [`/api/recipes/${recipe.id}${bad}`, "id"],
        [`/api/recipes?${bad}=1`, "\uFFFD"],
      ];
      for (const [path, field] of calls) {
        const body = await expect422(await request.get(path, { headers: a.headers }), `${path} (${what})`);
        expect(body.message).toMatch(REFUSED);
        if (what === "NUL") expect(Object.keys(body.errors ?? {}), path).toContain(field);
      }
    }
  });
});

test.describe("values of the wrong type are refused, never coerced and stored", () => {
  test("recipes", async ({ request }) => {
    const a = await household(request);
    const recipe = await created(await request.post("/api/recipes", { headers: a.headers, data: RECIPE }));
    const before = await getJson(request, `/api/recipes/${recipe.id}`, a.headers);
    const fields = [
      "name",
      "description",
      "prep_time",
      "cook_time",
      "servings",
      "difficulty_level",
      "cuisine_type",
      "meal_type",
      "category",
      "notes",
      "is_public",
      "tags.0",
      "instructions.0",
      "nutrition_info.calories",
      "nutrition_info",
      "ingredients.0",
      "ingredients.0.name",
      "ingredients.0.quantity",
      "ingredients.0.unit",
      "ingredients.0.notes",
      "ingredient_lines",
    ];
    for (const field of fields) {
      for (const [what, value] of notScalarsFor(field)) {
        if (field === "nutrition_info" && !Array.isArray(value) && value !== true) continue; // an object is its shape
        const data = withValue(RECIPE, field, value);
        await expect422(
          await request.post("/api/recipes", { headers: a.headers, data }),
          `${field} = ${what}`,
        );
        await expect422(
          await request.put(`/api/recipes/${recipe.id}`, { headers: a.headers, data }),
          `update ${field} = ${what}`,
        );
      }
    }
    for (const [what, value] of [...NOT_SCALARS, ["a word", "five"] as [string, unknown]]) {
      await expect422(
        await request.post(`/api/recipes/${recipe.id}/rating`, {
          headers: a.headers,
          data: { rating: value },
        }),
        `rating = ${what}`,
      );
      if (typeof value !== "string")
        await expect422(
          await request.put(`/api/recipes/${recipe.id}/notes`, {
            headers: a.headers,
            data: { notes: value },
          }),
          `notes = ${what}`,
        );
    }
    // The tester's exact cases: {"name": {"toString": "x"}}, {} and true for a name.
    for (const name of [{ toString: "x" }, {}, true]) {
      const body = await expect422(
        await request.post("/api/recipes", { headers: a.headers, data: { ...RECIPE, name } }),
        `name ${JSON.stringify(name)}`,
      );
      expect(body.errors).toHaveProperty("name");
    }
    expect(
      ((await getJson(request, "/api/recipes?scope=mine", a.headers)).meta as { total: number }).total,
    ).toBe(1);
    expect(await getJson(request, `/api/recipes/${recipe.id}`, a.headers)).toEqual(before);
  });

  test("arrays nested thousands deep are refused without a server error", async ({ request }) => {
    const a = await household(request);
    const deep = `${"[".repeat(5000)}"x"${"]".repeat(5000)}`;
    for (const field of ["name", "instructions", "tags", "ingredients"]) {
      const response = await request.post("/api/recipes", {
        headers: { ...a.headers, "Content-Type": "application/json" },
        data: `{"name":"Soup","ingredients":["1 egg"],"instructions":"Boil","${field}":${deep}}`,
      });
      // 422 from the schema, or a 4xx from a body-depth limit in front of it: never a 500.
      expect(response.status(), field).toBeGreaterThanOrEqual(400);
      expect(response.status(), field).toBeLessThan(500);
      expect((await response.json()).success).toBe(false);
    }
    expect(
      ((await getJson(request, "/api/recipes?scope=mine", a.headers)).meta as { total: number }).total,
    ).toBe(0);
  });

  test("family members", async ({ request }) => {
    const a = await household(request);
    const member = await created(
      await request.post("/api/family-members", { headers: a.headers, data: MEMBER }),
    );
    const before = await getJson(request, "/api/family-members", a.headers);
    const fields = [
      "name",
      "age",
      "gender",
      "relationship",
      "activity_level",
      "default_portion_size",
      "is_primary",
      "height",
      "weight",
      "avatar",
      "allergies.0",
      "dietary_preferences.0",
    ];
    for (const field of fields) {
      for (const [what, value] of notScalarsFor(field)) {
        const data = withValue(MEMBER, field, value);
        const body = await expect422(
          await request.post("/api/family-members", { headers: a.headers, data }),
          `${field} = ${what}`,
        );
        expect(Object.keys(body.errors ?? {}).join(), `${field} = ${what}`).toContain(field.split(".")[0]);
        await expect422(
          await request.put(`/api/family-members/${member.id}`, { headers: a.headers, data }),
          `update ${field} = ${what}`,
        );
      }
    }
    expect(await getJson(request, "/api/family-members", a.headers)).toEqual(before);
  });

  test("meals", async ({ request }) => {
    const a = await household(request);
    const meal = await created(await request.post("/api/meal-plans", { headers: a.headers, data: MEAL }));
    const before = await getJson(request, `/api/meal-plans/${meal.id}`, a.headers);
    const fields = [
      "title",
      "date",
      "time",
      "meal_type",
      "description",
      "notes",
      "servings",
      "recipe_id",
      "is_leftover",
      "reminder",
      "reminder_minutes",
      "family_member_ids.0",
      "is_recurring",
    ];
    for (const field of fields) {
      for (const [what, value] of notScalarsFor(field)) {
        const data = withValue(MEAL, field, value);
        await expect422(
          await request.post("/api/meal-plans", { headers: a.headers, data }),
          `${field} = ${what}`,
        );
        await expect422(
          await request.put(`/api/meal-plans/${meal.id}`, { headers: a.headers, data }),
          `update ${field} = ${what}`,
        );
      }
    }
    expect(await getJson(request, `/api/meal-plans/${meal.id}`, a.headers)).toEqual(before);
  });

  test("accounts and admin", async ({ request }) => {
    const account = newAccount("typed");
    for (const [what, value] of NOT_SCALARS) {
      await expect422(
        await request.post("/api/login", { data: { email: value, password: "x" } }),
        `email ${what}`,
      );
      if (value !== true)
        await expect422(
          await request.post("/api/login", {
            data: { email: ADMIN.email, password: ADMIN.password, remember: value },
          }),
          `remember ${what}`,
        );
      for (const field of ["name", "email", "password"]) {
        await expect422(
          await request.post("/api/register", {
            data: withValue({ ...account, password_confirmation: account.password }, field, value),
          }),
          `register ${field} ${what}`,
        );
      }
    }
    await registerViaApi(request, account);
    const headers = bearer(await tokenFor(request, ADMIN));
    for (const [what, value] of NOT_SCALARS) {
      const other = newAccount("typedadm");
      await expect422(
        await request.post("/api/admin/users", {
          headers,
          data: { ...other, password_confirmation: other.password, role: value },
        }),
        `role ${what}`,
      );
      await expect422(
        await request.post("/api/admin/features", {
          headers,
          data: { name: value, key: `typed_${suffix()}`, description: null, enabled_for: [] },
        }),
        `flag name ${what}`,
      );
    }
  });
});

test.describe("dates and times that do not exist are refused", () => {
  const BAD_DATES = [
    "2025-01-01T25:00",
    "2025-01-01T23:60",
    "2025-01-01T12:00:61",
    "2025-01-01T12:00+24:00",
    "2025-02-30",
    "2025-13-01",
    "2025-00-10",
    "2023-02-29",
    "1-1-2025",
  ];
  const BAD_TIMES = ["24:00", "12:60", "25", "13pm", "0am"];

  test("a meal's date, time, end date and move", async ({ request }) => {
    const a = await household(request);
    const meal = await created(await request.post("/api/meal-plans", { headers: a.headers, data: MEAL }));
    const before = await getJson(request, `/api/meal-plans/${meal.id}`, a.headers);
    for (const date of BAD_DATES) {
      const errors = (
        await expect422(
          await request.post("/api/meal-plans", { headers: a.headers, data: { ...MEAL, date } }),
          date,
        )
      ).errors;
      expect(errors, date).toHaveProperty("date");
      await expect422(
        await request.put(`/api/meal-plans/${meal.id}`, { headers: a.headers, data: { date } }),
        `update ${date}`,
      );
      await expect422(
        await request.post(`/api/meal-plans/${meal.id}/move`, {
          headers: a.headers,
          data: { date, meal_type: "lunch" },
        }),
        `move ${date}`,
      );
      await expect422(
        await request.post("/api/meal-plans", {
          headers: a.headers,
          data: { ...MEAL, is_recurring: true, recurring_pattern: "weekly", end_date: date },
        }),
        `end ${date}`,
      );
    }
    for (const time of BAD_TIMES) {
      await expect422(
        await request.post("/api/meal-plans", { headers: a.headers, data: { ...MEAL, time } }),
        time,
      );
    }
    // A real leap day and a real date-time are accepted.
    expect(
      (
        await created(
          await request.post("/api/meal-plans", {
            headers: a.headers,
            data: { ...MEAL, date: "2024-02-29T23:59:59Z" },
          }),
        )
      ).date,
    ).toBe("2024-02-29");
    expect(await getJson(request, `/api/meal-plans/${meal.id}`, a.headers)).toEqual(before);
  });
});

// ---------------------------------------------------------------------------------------------------
// Pages: every field of every form is found in the rendered page and posted with a refused character.

/** The page's CSRF token and the names of its form fields (inputs, text areas, selects). */
async function formOf(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const csrf = /<meta name="csrf-token" content="([^"]+)"/.exec(html)?.[1] ?? "";
  const names = new Set<string>();
  for (const m of html.matchAll(/<(?:input|textarea|select)\b[^>]*\bname="([^"]+)"/g)) {
    const name = (m[1] ?? "").replaceAll("&amp;", "&");
    if (name !== "_csrf") names.add(name);
  }
  expect(csrf, path).not.toBe("");
  return { csrf, names: [...names], multipart: /enctype="multipart\/form-data"/.test(html) };
}

/** Posts the page's form with every field filled in and `field` holding `value`; expects the 422 page. */
async function expectPageRefuses(request: APIRequestContext, path: string, action = path) {
  const { csrf, names, multipart } = await formOf(request, path);
  expect(names.length, path).toBeGreaterThan(0);
  for (const field of names) {
    for (const [what, bad] of [
      ["NUL", "\u0000"],
      ["an escape character", "\u001B"],
    ]) {
      const fields: Record<string, string> = { _csrf: csrf };
      for (const name of names) fields[name] = name === field ? `x${bad}y` : "1";
      const response = await request.post(action, {
        ...(multipart ? { multipart: fields } : { form: fields }),
        maxRedirects: 0,
      });
      const context = `${path}: ${field} with ${what}`;
      expect(response.status(), context).toBe(422);
      const text = await response.text();
      expect(text, context).toContain("Not accepted");
      expect(text, context).toMatch(REFUSED);
    }
  }
  return names;
}

test.describe("page forms and page addresses", () => {
  test("the sign-in and registration forms answer 422 before the rate limiter", async ({ request }) => {
    const names = await expectPageRefuses(request, "/login");
    expect(names).toEqual(expect.arrayContaining(["email", "password"]));
    expect(await expectPageRefuses(request, "/register")).toEqual(
      expect.arrayContaining(["name", "email", "password", "password_confirmation"]),
    );
    expect(await tokenFor(request, ADMIN)).toBeTruthy();
    for (const path of ["/login?redirectTo=%00", "/register?invite=a%00b"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(422);
      expect(await response.text(), path).toMatch(REFUSED);
    }
  });

  /** Each of a member's forms, given the ids of a recipe, a meal and a family member of theirs. */
  const MEMBER_PAGES: [string, (ids: { recipe: number; meal: number; member: number }) => string][] = [
    ["a new recipe", () => "/recipes/new"],
    ["a recipe's edit form", ({ recipe }) => `/recipes/${recipe}/edit`],
    ["a recipe's notes, rating and quick-add forms", ({ recipe }) => `/recipes/${recipe}`],
    ["the recipe import", () => "/recipes/import"],
    ["a new meal", () => "/meal-planner/new?date=2025-03-10"],
    ["a meal's edit form", ({ meal }) => `/meal-planner/meals/${meal}/edit`],
    ["a meal's move form", ({ meal }) => `/meal-planner/meals/${meal}/move`],
    ["a meal's leftovers form", ({ meal }) => `/meal-planner/meals/${meal}/leftovers`],
    ["a new family member", () => "/family/members/new"],
    ["a family member's edit form", ({ member }) => `/family/members/${member}/edit`],
    ["the family settings", () => "/family/settings"],
  ];
  for (const [name, pathOf] of MEMBER_PAGES) {
    test(`every field of ${name} is refused with a 422 page and nothing is stored`, async ({ request }) => {
      test.slow(); // a form of thirty fields is posted sixty times
      const account = await registerViaApi(request);
      const headers = bearer(account.token);
      const recipe = await created(await request.post("/api/recipes", { headers, data: RECIPE }));
      const meal = await created(await request.post("/api/meal-plans", { headers, data: MEAL }));
      const member = await created(await request.post("/api/family-members", { headers, data: MEMBER }));
      const snapshot = async () => ({
        recipes: await getJson(request, "/api/recipes?scope=mine", headers),
        recipe: await getJson(request, `/api/recipes/${recipe.id}`, headers),
        meals: await getJson(request, "/api/meal-plans?start_date=2025-03-01&end_date=2025-03-31", headers),
        history: await getJson(request, `/api/meal-plans/${meal.id}/history`, headers),
        members: await getJson(request, "/api/family-members", headers),
        family: await getJson(request, "/api/user/family", headers),
      });
      const before = await snapshot();
      await signInWithCookie(request, account);
      const path = pathOf({ recipe: recipe.id, meal: meal.id, member: member.id });
      await expectPageRefuses(request, path, path.replace(/\?.*$/, ""));
      expect(await snapshot()).toEqual(before);
    });
  }

  test("the admin's user and feature-flag forms store nothing", async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL });
    try {
      const headers = bearer(await tokenFor(request, ADMIN));
      const account = newAccount("pageadm");
      const user = await created(
        await request.post("/api/admin/users", {
          headers,
          data: { ...account, password_confirmation: account.password, role: "member" },
        }),
      );
      const flag = await created(
        await request.post("/api/admin/features", {
          headers,
          data: { name: "Page flag", key: `page_${suffix()}`, description: "x", enabled_for: [] },
        }),
      );
      const snapshot = async () => ({
        user: await getJson(request, `/api/admin/users/${user.id}`, headers),
        flag: await getJson(request, `/api/admin/features/${flag.id}`, headers),
      });
      const before = await snapshot();
      await signInWithCookie(request, ADMIN);
      for (const path of [
        "/admin/users/new",
        `/admin/users/${user.id}/edit`,
        "/admin/features/new",
        `/admin/features/${flag.id}/edit`,
      ])
        await expectPageRefuses(request, path);
      expect(await snapshot()).toEqual(before);
    } finally {
      await request.dispose();
    }
  });

  test("query strings and path parameters of pages and downloads", async ({ request }) => {
    const account = await registerViaApi(request);
    const recipe = await created(
      await request.post("/api/recipes", { headers: bearer(account.token), data: RECIPE }),
    );
    await signInWithCookie(request, account);
    for (const [what, bad] of HOSTILE_QUERY) {
      const pages = [
        `/recipes?search=${bad}`,
        `/recipes?cuisine=${bad}&page=2`,
        `/recipes/${recipe.id}?servings=${bad}`,
        `/meal-planner?date=${bad}`,
        `/meal-planner?view=week&members=${bad}`,
        `/meal-planner/history?search=${bad}`,
        `/meal-planner/print?start_date=${bad}`,
        `/meal-planner/new?date=${bad}`,
        `/family/people?remove=${bad}`,
        `/invite/abc${bad}def`,
        `/anything${bad}`,
      ];
      for (const path of pages) {
        const response = await request.get(path);
        expect(response.status(), `${path} (${what})`).toBe(422);
        expect(await response.text(), path).toMatch(REFUSED);
      }
      for (const path of [
        `/meal-planner/export.csv?start_date=${bad}`,
        `/meal-planner/export.ics?end_date=${bad}`,
        `/meal-planner/history.csv?search=${bad}`,
        `/meal-planner/history.jsonl?person=${bad}`,
      ]) {
        const response = await request.get(path);
        expect(response.status(), `${path} (${what})`).toBe(422);
      }
    }
  });
});
