// The family and family-member calls of the JSON API (docs/api.md#family-the-callers-household, all
// under /api), over HTTP against the production build. Every story makes its own household.
import { type APIRequestContext, expect, test } from "@playwright/test";
import { ADMIN, bearer, registerViaApi, signInWithCookie, tokenFor } from "../support/accounts";

type Json = Record<string, unknown>;

/** A new account with its household id and its primary (Self) member's id. */
async function household(request: APIRequestContext) {
  const account = await registerViaApi(request);
  const headers = bearer(account.token);
  const family = (await (await request.get("/api/user/family", { headers })).json()).data;
  const members = (await (await request.get("/api/family-members", { headers })).json()).data;
  return { ...account, headers, familyId: family.id as number, selfId: members[0].id as number };
}

const KID = {
  name: "Sam",
  age: 7,
  gender: "male",
  relationship: "Child",
  activity_level: "active",
  default_portion_size: 60,
  dietary_preferences: ["Vegetarian"],
  allergies: ["Peanuts"],
  disliked_ingredients: ["Olives"],
  health_conditions: [],
  height: 120,
  weight: 25,
};

async function addMember(request: APIRequestContext, headers: Record<string, string>, data: Json = KID) {
  const response = await request.post("/api/family-members", { headers, data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data as Json & { id: number };
}

/** The 422 field errors of creating a member from the given payload. */
async function refusedMember(request: APIRequestContext, headers: Record<string, string>, data: Json) {
  const response = await request.post("/api/family-members", { headers, data });
  expect(response.status(), JSON.stringify(data)).toBe(422);
  const body = await response.json();
  expect(body.success).toBe(false);
  return body.errors as Record<string, string[]>;
}

test.describe("the family", () => {
  test("a new account reads its one family at /api/user/family, /user/family, /api/families and /api/families/{id}", async ({
    request,
  }) => {
    const a = await household(request);
    for (const path of ["/api/user/family", "/user/family"]) {
      const body = await (await request.get(path, { headers: a.headers })).json();
      expect(body, path).toMatchObject({
        success: true,
        data: {
          id: a.familyId,
          name: "Test's family",
          user_role: "owner",
          family: { id: a.familyId, name: "Test's family" },
        },
      });
    }
    const list = await (await request.get("/api/families", { headers: a.headers })).json();
    expect(list).toEqual({ success: true, data: [{ id: a.familyId, name: "Test's family" }] });
    const one = await (await request.get(`/api/families/${a.familyId}`, { headers: a.headers })).json();
    expect(one.success).toBe(true);
    expect(one.data.family.name).toBe("Test's family");
    expect(one.data.user_role).toBe("owner");
  });

  test("the owner renames the family; an empty name is refused; creating or deleting a family answers 409", async ({
    request,
  }) => {
    const a = await household(request);
    const path = `/api/families/${a.familyId}`;
    const renamed = await request.put(path, { headers: a.headers, data: { name: "  The Smiths  " } });
    expect(await renamed.json()).toMatchObject({
      success: true,
      message: "Family name updated",
      data: { id: a.familyId, family: { name: "The Smiths" } },
    });
    const empty = await request.put(path, { headers: a.headers, data: { name: " " } });
    expect(empty.status()).toBe(422);
    expect((await empty.json()).errors).toEqual({ name: ["The family name is required."] });

    const invalid = await request.post("/api/families", { headers: a.headers, data: {} });
    expect(invalid.status()).toBe(422);
    expect((await invalid.json()).errors).toEqual({ name: ["The family name is required."] });
    const created = await request.post("/api/families", { headers: a.headers, data: { name: "Second" } });
    expect(created.status()).toBe(409);
    expect(await created.json()).toEqual({ success: false, message: "You already belong to a family." });

    const deleted = await request.delete(path, { headers: a.headers });
    expect(deleted.status()).toBe(409);
    expect(await deleted.json()).toEqual({
      success: false,
      message: "A family cannot be deleted while accounts use it. To leave, delete your account in Settings.",
    });
    const list = await (await request.get("/api/families", { headers: a.headers })).json();
    expect(list.data).toEqual([{ id: a.familyId, name: "The Smiths" }]);
  });

  test("the client's fallback PUT /api/family-members/{id} with family_name and no age renames the family", async ({
    request,
  }) => {
    const a = await household(request);
    const path = `/api/family-members/${a.selfId}`;
    const fallback = await request.put(path, {
      headers: a.headers,
      data: { name: "x", family_name: "The Joneses" },
    });
    expect(await fallback.json()).toMatchObject({
      success: true,
      message: "Family name updated",
      data: { id: a.familyId, family: { name: "The Joneses" } },
    });
    const member = (await (await request.get(path, { headers: a.headers })).json()).data;
    expect(member.name).toBe(a.name);

    const empty = await request.put(path, { headers: a.headers, data: { family_name: "" } });
    expect(empty.status()).toBe(422);
    expect((await empty.json()).errors).toEqual({ family_name: ["The family name is required."] });

    // With an age it is an ordinary member update: the family keeps its name.
    const update = await request.put(path, {
      headers: a.headers,
      data: { name: "Pat", age: 40, family_name: "Ignored" },
    });
    expect(await update.json()).toMatchObject({ success: true, data: { name: "Pat", age: 40 } });
    const family = (await (await request.get("/api/user/family", { headers: a.headers })).json()).data;
    expect(family.name).toBe("The Joneses");
  });

  test("family options round-trip in both spellings; only the lists sent change", async ({ request }) => {
    const a = await household(request);
    const path = `/api/families/${a.familyId}/options`;
    const empty = await (await request.get(path, { headers: a.headers })).json();
    expect(empty).toEqual({
      success: true,
      data: {
        allergies: [],
        dietaryPreferences: [],
        dislikes: [],
        healthConditions: [],
        favoriteMeals: [],
        timeZone: null,
        dietary_preferences: [],
        health_conditions: [],
        favorite_meals: [],
        time_zone: null,
      },
    });
    const saved = await request.put(path, {
      headers: a.headers,
      data: {
        allergies: [" Nuts ", "Soy", ""],
        dietaryPreferences: ["Vegan"],
        dislikes: "Olives, Liver",
        health_conditions: '["IBS"]',
        favoriteMeals: ["Tacos"],
      },
    });
    expect(saved.status()).toBe(200);
    const expected = {
      allergies: ["Nuts", "Soy"],
      dietaryPreferences: ["Vegan"],
      dislikes: ["Olives", "Liver"],
      healthConditions: ["IBS"],
      favoriteMeals: ["Tacos"],
      timeZone: null,
      dietary_preferences: ["Vegan"],
      health_conditions: ["IBS"],
      favorite_meals: ["Tacos"],
      time_zone: null,
    };
    expect(await saved.json()).toEqual({
      success: true,
      message: "Family settings saved successfully",
      data: expected,
    });
    expect((await (await request.get(path, { headers: a.headers })).json()).data).toEqual(expected);

    const partial = await request.put(path, {
      headers: a.headers,
      data: { dislikes: [], dietary_preferences: ["Keto"] },
    });
    expect((await partial.json()).data).toEqual({
      ...expected,
      dislikes: [],
      dietaryPreferences: ["Keto"],
      dietary_preferences: ["Keto"],
    });

    const duplicate = await request.put(path, { headers: a.headers, data: { allergies: ["Nuts", "nuts"] } });
    expect(duplicate.status()).toBe(422);
    expect((await duplicate.json()).errors).toEqual({
      allergies: ["nuts is already in the allergies list."],
    });

    // The household's time zone travels with the options (ADR 037); an unlisted name changes nothing.
    const zoned = await request.put(path, { headers: a.headers, data: { timeZone: "Pacific/Kiritimati" } });
    expect((await zoned.json()).data).toMatchObject({
      timeZone: "Pacific/Kiritimati",
      time_zone: "Pacific/Kiritimati",
      dislikes: [],
    });
    const unknown = await request.put(path, {
      headers: a.headers,
      data: { time_zone: "Mars/Olympus_Mons", allergies: ["Sesame"] },
    });
    expect(unknown.status()).toBe(422);
    expect((await unknown.json()).errors).toEqual({
      time_zone: [expect.stringMatching(/^Choose a time zone/)],
    });
    expect((await (await request.get(path, { headers: a.headers })).json()).data).toMatchObject({
      timeZone: "Pacific/Kiritimati",
      allergies: ["Nuts", "Soy"],
    });
    const cleared = await request.put(path, { headers: a.headers, data: { time_zone: "" } });
    expect((await cleared.json()).data).toMatchObject({ timeZone: null, time_zone: null });
    expect((await (await request.get(path, { headers: a.headers })).json()).data.allergies).toEqual([
      "Nuts",
      "Soy",
    ]);
  });
});

test.describe("family members", () => {
  test("a member created with the server shape answers 201 and shows in the list and on its own", async ({
    request,
  }) => {
    const a = await household(request);
    const created = await request.post("/api/family-members", {
      headers: a.headers,
      data: { ...KID, family_id: a.familyId },
    });
    expect(created.status()).toBe(201);
    const body = await created.json();
    expect(body).toMatchObject({
      success: true,
      message: "Family member created successfully",
      data: {
        ...KID,
        family_id: a.familyId,
        is_primary: false,
        favorite_meals: [],
        familyId: a.familyId,
        isPrimary: false,
        dislikes: ["Olives"],
        dietaryPreferences: ["Vegetarian"],
        activityLevel: "active",
        defaultPortionSize: 60,
      },
    });
    const list = await (await request.get("/api/family-members", { headers: a.headers })).json();
    expect(list.success).toBe(true);
    expect(list.data.map((m: Json) => [m.id, m.name])).toEqual([
      [a.selfId, a.name],
      [body.data.id, "Sam"],
    ]);
    const one = await (
      await request.get(`/api/family-members/${body.data.id}`, { headers: a.headers })
    ).json();
    expect(one).toEqual({ success: true, data: body.data });
    expect(one.data.default_portion_size).toBe(60);
  });

  test("the client shape's names are accepted, and unset fields take their defaults", async ({ request }) => {
    const a = await household(request);
    const member = await addMember(request, a.headers, {
      name: "Alex",
      age: "12",
      familyId: a.familyId,
      dietaryPreferences: ["Vegan"],
      dislikes: ["Mushrooms"],
      healthConditions: ["Diabetes"],
      favoriteMeals: ["Pizza"],
      activityLevel: "light",
      defaultPortionSize: "80",
      isPrimary: false,
    });
    expect(member).toMatchObject({
      name: "Alex",
      age: 12,
      dietary_preferences: ["Vegan"],
      disliked_ingredients: ["Mushrooms"],
      health_conditions: ["Diabetes"],
      favorite_meals: ["Pizza"],
      activity_level: "light",
      default_portion_size: 80,
      is_primary: false,
      gender: "other",
      relationship: "Other",
    });
    const defaults = await addMember(request, a.headers, { name: "Jo", age: 30, favorite_meals: ["Soup"] });
    expect(defaults).toMatchObject({
      gender: "other",
      relationship: "Other",
      activity_level: "moderate",
      default_portion_size: 100,
      allergies: [],
      favorite_meals: ["Soup"],
      height: null,
      weight: null,
      avatar: null,
    });
  });

  test("name, age, portion, relationship, gender and activity level are checked", async ({ request }) => {
    const a = await household(request);
    const h = a.headers;
    expect(await refusedMember(request, h, { age: 5 })).toEqual({ name: ["Name is required"] });
    expect(await refusedMember(request, h, { name: "   ", age: 5 })).toEqual({ name: ["Name is required"] });
    expect(await refusedMember(request, h, { name: "A" })).toEqual({ age: ["Age is required"] });
    expect(await refusedMember(request, h, { name: "A", age: "" })).toEqual({ age: ["Age is required"] });
    expect(await refusedMember(request, h, { name: "A", age: 121 })).toEqual({
      age: ["Age must be between 0 and 120."],
    });
    expect(await refusedMember(request, h, { name: "A", age: -1 })).toEqual({
      age: ["Age must be between 0 and 120."],
    });
    expect(await refusedMember(request, h, { name: "A", age: 2.5 })).toEqual({
      age: ["Age must be a whole number."],
    });
    expect(await refusedMember(request, h, { name: "A", age: 5, default_portion_size: 210 })).toEqual({
      default_portion_size: ["Default portion size must be between 0 and 200."],
    });
    expect(await refusedMember(request, h, { name: "A", age: 5, default_portion_size: -10 })).toEqual({
      default_portion_size: ["Default portion size must be between 0 and 200."],
    });
    expect(await refusedMember(request, h, { name: "A", age: 5, defaultPortionSize: 55 })).toEqual({
      default_portion_size: ["Default portion size must be a multiple of 10."],
    });
    expect(await refusedMember(request, h, { name: "A", age: 5, relationship: "Cousin" })).toEqual({
      relationship: ["Relationship must be one of Self, Spouse, Child, Parent, Grandparent, Sibling, Other."],
    });
    expect(await refusedMember(request, h, { name: "A", age: 5, relationship: "Self" })).toEqual({
      relationship: ["Only the primary account holder can have the relationship Self."],
    });
    expect(await refusedMember(request, h, { name: "A", age: 5, gender: "robot" })).toEqual({
      gender: ["Gender must be male, female or other."],
    });
    expect(await refusedMember(request, h, { name: "A", age: 5, activityLevel: "extreme" })).toEqual({
      activity_level: ["Activity level must be one of sedentary, light, moderate, active, very_active."],
    });
    // Edges that pass: 0 and 120 years, portions 0 and 200.
    await addMember(request, h, { name: "Baby", age: 0, default_portion_size: 0 });
    await addMember(request, h, { name: "Elder", age: 120, default_portion_size: 200 });
    const list = await (await request.get("/api/family-members", { headers: h })).json();
    expect(list.data.map((m: Json) => m.name)).toEqual([a.name, "Baby", "Elder"]);
  });

  test("tag lists are trimmed, accept JSON and comma strings, and refuse duplicates", async ({ request }) => {
    const a = await household(request);
    const member = await addMember(request, a.headers, {
      name: "Tags",
      age: 20,
      allergies: "Nuts,  Soy , ",
      dietary_preferences: '[" Vegan ", "Keto"]',
      disliked_ingredients: ["  Olives", ""],
    });
    expect(member).toMatchObject({
      allergies: ["Nuts", "Soy"],
      dietary_preferences: ["Vegan", "Keto"],
      disliked_ingredients: ["Olives"],
    });
    expect(
      await refusedMember(request, a.headers, { name: "D", age: 20, allergies: ["Nuts", " nuts "] }),
    ).toEqual({
      allergies: ["nuts is already in the allergies list."],
    });
    expect(await refusedMember(request, a.headers, { name: "D", age: 20, dislikes: "Liver, liver" })).toEqual(
      {
        disliked_ingredients: ["liver is already in the dislikes list."],
      },
    );
  });

  test("a member is updated with PUT; the primary member stays primary and Self", async ({ request }) => {
    const a = await household(request);
    const kid = await addMember(request, a.headers);
    const { disliked_ingredients: _d, default_portion_size: _p, ...rest } = KID;
    const updated = await request.put(`/api/family-members/${kid.id}`, {
      headers: a.headers,
      data: { ...rest, name: "Samuel", age: 8, dislikes: ["Liver"], defaultPortionSize: 70 },
    });
    expect(await updated.json()).toMatchObject({
      success: true,
      message: "Family member updated successfully",
      data: { id: kid.id, name: "Samuel", age: 8, disliked_ingredients: ["Liver"], default_portion_size: 70 },
    });
    const invalid = await request.put(`/api/family-members/${kid.id}`, {
      headers: a.headers,
      data: { name: "", age: 8 },
    });
    expect(invalid.status()).toBe(422);
    expect((await invalid.json()).errors).toEqual({ name: ["Name is required"] });

    const self = await request.put(`/api/family-members/${a.selfId}`, {
      headers: a.headers,
      data: { name: "Me", age: 41, relationship: "Parent", is_primary: false },
    });
    expect((await self.json()).data).toMatchObject({ name: "Me", relationship: "Self", is_primary: true });
  });

  test("making another member primary moves Self to them", async ({ request }) => {
    const a = await household(request);
    const partner = await addMember(request, a.headers, {
      name: "Partner",
      age: 38,
      relationship: "Self",
      isPrimary: true,
    });
    expect(partner).toMatchObject({ relationship: "Self", is_primary: true });
    const former = (
      await (await request.get(`/api/family-members/${a.selfId}`, { headers: a.headers })).json()
    ).data;
    expect(former).toMatchObject({ relationship: "Other", is_primary: false });
  });

  test("a member is removed; the primary member cannot be", async ({ request }) => {
    const a = await household(request);
    const kid = await addMember(request, a.headers);
    const removed = await request.delete(`/api/family-members/${kid.id}`, { headers: a.headers });
    expect(await removed.json()).toEqual({ success: true, message: "Family member removed successfully" });
    const gone = await request.get(`/api/family-members/${kid.id}`, { headers: a.headers });
    expect(gone.status()).toBe(404);
    expect((await gone.json()).success).toBe(false);
    expect((await request.delete(`/api/family-members/${kid.id}`, { headers: a.headers })).status()).toBe(
      404,
    );

    const primary = await request.delete(`/api/family-members/${a.selfId}`, { headers: a.headers });
    expect(primary.status()).toBe(422);
    expect(await primary.json()).toEqual({
      success: false,
      message: "The primary family member cannot be removed.",
    });
    expect((await request.get(`/api/family-members/${a.selfId}`, { headers: a.headers })).status()).toBe(200);
  });

  test("dietary info round-trips and a PUT changes only the lists it sends", async ({ request }) => {
    const a = await household(request);
    const kid = await addMember(request, a.headers, { ...KID, favorite_meals: ["Pasta"] });
    const path = `/api/family-members/${kid.id}/dietary-info`;
    const read = await (await request.get(path, { headers: a.headers })).json();
    expect(read).toMatchObject({
      success: true,
      data: {
        dietary_preferences: ["Vegetarian"],
        allergies: ["Peanuts"],
        disliked_ingredients: ["Olives"],
        health_conditions: [],
        favorite_meals: ["Pasta"],
      },
    });
    const changed = await request.put(path, {
      headers: a.headers,
      data: { allergies: "Peanuts, Eggs", healthConditions: ["IBS"], dislikes: [] },
    });
    expect(await changed.json()).toMatchObject({
      success: true,
      message: "Dietary information updated successfully",
      data: {
        dietary_preferences: ["Vegetarian"],
        allergies: ["Peanuts", "Eggs"],
        disliked_ingredients: [],
        health_conditions: ["IBS"],
        favorite_meals: ["Pasta"],
      },
    });
    const member = (await (await request.get(`/api/family-members/${kid.id}`, { headers: a.headers })).json())
      .data;
    expect(member).toMatchObject({
      name: "Sam",
      age: 7,
      gender: "male",
      relationship: "Child",
      default_portion_size: 60,
      height: 120,
      weight: 25,
      allergies: ["Peanuts", "Eggs"],
      health_conditions: ["IBS"],
    });

    const duplicate = await request.put(path, {
      headers: a.headers,
      data: { favorite_meals: ["Pasta", "pasta"] },
    });
    expect(duplicate.status()).toBe(422);
    expect((await duplicate.json()).errors).toEqual({
      favorite_meals: ["pasta is already in the favourite meals list."],
    });

    // The primary member made at registration has no age yet: its lists still change.
    const self = await request.put(`/api/family-members/${a.selfId}/dietary-info`, {
      headers: a.headers,
      data: { dietaryPreferences: ["Vegan"] },
    });
    expect((await self.json()).data.dietary_preferences).toEqual(["Vegan"]);
  });
});

test.describe("another household", () => {
  test("a second account gets 404 on the first's family and members, for reads and changes, and nothing changes", async ({
    request,
  }) => {
    const a = await household(request);
    const kid = await addMember(request, a.headers);
    await request.put(`/api/families/${a.familyId}/options`, {
      headers: a.headers,
      data: { allergies: ["Soy"] },
    });
    const snapshot = async () => ({
      family: (await (await request.get("/api/user/family", { headers: a.headers })).json()).data,
      options: (
        await (await request.get(`/api/families/${a.familyId}/options`, { headers: a.headers })).json()
      ).data,
      members: (await (await request.get("/api/family-members", { headers: a.headers })).json()).data,
    });
    const before = await snapshot();

    const b = await household(request);
    const attempts: [string, string, Json?][] = [
      ["GET", `/api/families/${a.familyId}`],
      ["PUT", `/api/families/${a.familyId}`, { name: "Taken over" }],
      ["DELETE", `/api/families/${a.familyId}`],
      ["GET", `/api/families/${a.familyId}/options`],
      ["PUT", `/api/families/${a.familyId}/options`, { allergies: ["Nothing"] }],
      ["GET", `/api/family-members/${kid.id}`],
      ["PUT", `/api/family-members/${kid.id}`, { ...KID, name: "Taken over" }],
      ["PUT", `/api/family-members/${kid.id}`, { name: "x", family_name: "Taken over" }],
      ["DELETE", `/api/family-members/${kid.id}`],
      ["DELETE", `/api/family-members/${a.selfId}`],
      ["GET", `/api/family-members/${kid.id}/dietary-info`],
      ["PUT", `/api/family-members/${kid.id}/dietary-info`, { allergies: ["Nothing"] }],
      ["POST", "/api/family-members", { ...KID, family_id: a.familyId }],
      ["POST", "/api/family-members", { ...KID, familyId: String(a.familyId) }],
      ["PUT", `/api/family-members/${b.selfId}`, { ...KID, family_id: a.familyId }],
    ];
    for (const [method, path, data] of attempts) {
      const response = await request.fetch(path, { method, headers: b.headers, data });
      expect(response.status(), `${method} ${path}`).toBe(404);
      expect((await response.json()).success, `${method} ${path}`).toBe(false);
    }
    expect(await snapshot()).toEqual(before);
    const bMembers = (await (await request.get("/api/family-members", { headers: b.headers })).json()).data;
    expect(bMembers.map((m: Json) => m.id)).toEqual([b.selfId]);
  });

  test("ids that are not positive integers answer 404 JSON; no sign-in answers 401", async ({ request }) => {
    const a = await household(request);
    for (const path of [
      "/api/family-members/0",
      "/api/family-members/abc",
      "/api/families/-1",
      "/api/families/1.5",
    ]) {
      const response = await request.get(path, { headers: a.headers });
      expect(response.status(), path).toBe(404);
      expect(response.headers()["content-type"], path).toContain("application/json");
    }
    for (const path of [
      "/api/user/family",
      "/api/families",
      `/api/families/${a.familyId}`,
      `/api/families/${a.familyId}/options`,
      "/api/family-members",
      `/api/family-members/${a.selfId}`,
      `/api/family-members/${a.selfId}/dietary-info`,
      `/api/family-members/check-permissions?family_id=${a.familyId}`,
      `/api/family-members/${a.selfId}/check-permissions`,
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(401);
      expect(await response.json(), path).toEqual({ success: false, message: "Unauthenticated." });
    }
  });

  test("a cookie session needs the CSRF header to change the family", async ({ request }) => {
    const a = await household(request);
    await signInWithCookie(request, a);
    const path = `/api/families/${a.familyId}`;
    const missing = await request.put(path, { data: { name: "No token" } });
    expect(missing.status()).toBe(419);
    const session = await request.get("/sanctum/csrf-cookie");
    const csrf = decodeURIComponent(
      /XSRF-TOKEN=([^;]+)/.exec(session.headers()["set-cookie"] ?? "")?.[1] ?? "",
    );
    const ok = await request.put(path, { data: { name: "With token" }, headers: { "X-CSRF-TOKEN": csrf } });
    expect(ok.status()).toBe(200);
    expect((await (await request.get("/api/user/family")).json()).data.name).toBe("With token");
  });
});

test.describe("diagnostic calls", () => {
  test("check-permissions?family_id answers from the household rules", async ({ request }) => {
    const a = await household(request);
    const b = await household(request);
    const own = await request.get(`/api/family-members/check-permissions?family_id=${a.familyId}`, {
      headers: a.headers,
    });
    expect(await own.json()).toEqual({
      success: true,
      permissions: {
        is_member_of_family: true,
        user_role: "owner",
        can_manage_members: true,
        can_rename: true,
        can_invite: true,
        can_manage_users: true,
      },
    });
    const notMine = { is_member_of_family: false, user_role: null, can_manage_members: false };
    for (const query of [`?family_id=${b.familyId}`, "?family_id=abc", ""]) {
      const other = await request.get(`/api/family-members/check-permissions${query}`, {
        headers: a.headers,
      });
      expect(other.status(), query).toBe(200);
      expect((await other.json()).permissions, query).toMatchObject({ ...notMine, can_rename: false });
    }
  });

  test("the member permission checks answer for any id, never 404", async ({ request }) => {
    const a = await household(request);
    const b = await household(request);
    const paths = (id: number | string) => [
      `/api/family-members/${id}/check-permissions`,
      `/api/family-members/check-family-member-permissions/${id}`,
    ];
    for (const path of paths(a.selfId)) {
      expect(await (await request.get(path, { headers: a.headers })).json(), path).toEqual({
        success: true,
        permissions: { is_member_of_family: true, can_edit: true, user_role: "owner" },
      });
    }
    for (const path of [...paths(b.selfId), ...paths(999_999_999), ...paths("abc")]) {
      const response = await request.get(path, { headers: a.headers });
      expect(response.status(), path).toBe(200);
      expect((await response.json()).permissions, path).toEqual({
        is_member_of_family: false,
        can_edit: false,
        user_role: "owner",
      });
    }
  });

  test("debug-family-access answers 403 to a member and counts to an admin, without secrets", async ({
    request,
  }) => {
    const a = await household(request);
    await addMember(request, a.headers);
    for (const path of [`/api/debug-family-access/${a.familyId}`, `/debug-family-access/${a.familyId}`]) {
      const refused = await request.get(path, { headers: a.headers });
      expect(refused.status(), path).toBe(403);
      expect((await refused.json()).success, path).toBe(false);
    }
    const token = await tokenFor(request, ADMIN);
    const me = (await (await request.get("/api/user", { headers: bearer(token) })).json()).user;
    for (const path of [`/api/debug-family-access/${a.familyId}`, `/debug-family-access/${a.familyId}`]) {
      const response = await request.get(path, { headers: bearer(token) });
      expect(response.status(), path).toBe(200);
      const text = await response.text();
      expect(JSON.parse(text), path).toEqual({
        success: true,
        data: {
          family_id: a.familyId,
          exists: true,
          users: 1,
          members: 2,
          caller_household_id: me.household_id,
        },
      });
      expect(text).not.toContain(a.email);
      expect(text).not.toContain(token);
    }
    const missing = await (
      await request.get("/api/debug-family-access/999999999", { headers: bearer(token) })
    ).json();
    expect(missing.data).toMatchObject({ exists: false, users: 0, members: 0 });
  });
});
