// The admin calls of the JSON API: users and feature flags, who may make them, their validation and
// their 404s. Each test makes its own users and flags; the seeded ones are only read.
import { randomBytes } from "node:crypto";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { ADMIN, bearer, newAccount, registerViaApi } from "../support/accounts";

const suffix = () => randomBytes(4).toString("hex");

async function adminToken(request: APIRequestContext) {
  const response = await request.post("/api/login", {
    data: { email: ADMIN.email, password: ADMIN.password },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).data.token as string;
}

async function createUser(request: APIRequestContext, token: string, role: "admin" | "member" = "member") {
  const account = newAccount(`adm${role}`);
  const response = await request.post("/api/admin/users", {
    headers: bearer(token),
    data: { ...account, password_confirmation: account.password, role },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { ...account, id: (await response.json()).data.id as number };
}

async function createFlag(request: APIRequestContext, token: string, enabledFor: string[] = []) {
  const id = suffix();
  const flag = { name: `Api flag ${id}`, key: `api_flag_${id}`, description: "From the API tests." };
  const response = await request.post("/api/admin/features", {
    headers: bearer(token),
    data: { ...flag, enabled_for: enabledFor },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { ...flag, id: (await response.json()).data.id as number };
}

/** Every admin call, against a user id and a flag id (the checks come before the id is looked up). */
const CALLS = (userId: number, flagId: number) =>
  [
    ["GET", "/api/admin/users"],
    ["POST", "/api/admin/users"],
    ["PUT", `/api/admin/users/${userId}`],
    ["DELETE", `/api/admin/users/${userId}`],
    ["GET", "/api/admin/features"],
    ["POST", "/api/admin/features"],
    ["PUT", `/api/admin/features/${flagId}`],
    ["DELETE", `/api/admin/features/${flagId}`],
  ] as const;

test.describe("who may call", () => {
  test("without a token every admin call answers 401 JSON", async ({ request }) => {
    for (const [method, path] of CALLS(1, 1)) {
      const r = await request.fetch(path, { method, data: {} });
      expect(r.status(), `${method} ${path}`).toBe(401);
      expect(await r.json()).toEqual({ success: false, message: "Unauthenticated." });
    }
  });

  test("a revoked admin token answers 401", async ({ request }) => {
    const token = await adminToken(request);
    expect((await request.post("/api/logout", { headers: bearer(token) })).status()).toBe(200);
    for (const [method, path] of CALLS(1, 1)) {
      const r = await request.fetch(path, { method, headers: bearer(token), data: {} });
      expect(r.status(), `${method} ${path}`).toBe(401);
    }
  });

  test("a member's token answers 403 and changes nothing", async ({ request }) => {
    const token = await adminToken(request);
    const target = await createUser(request, token);
    const flag = await createFlag(request, token);
    const member = await registerViaApi(request);
    for (const [method, path] of CALLS(target.id, flag.id)) {
      const r = await request.fetch(path, { method, headers: bearer(member.token), data: {} });
      expect(r.status(), `${method} ${path}`).toBe(403);
      expect(await r.json()).toEqual({ success: false, message: "This action is unauthorized." });
    }
    expect((await request.get(`/api/admin/users/${target.id}`, { headers: bearer(token) })).status()).toBe(
      200,
    );
    expect((await request.get(`/api/admin/features/${flag.id}`, { headers: bearer(token) })).status()).toBe(
      200,
    );
  });
});

test.describe("users", () => {
  test("GET lists users as userJson", async ({ request }) => {
    const token = await adminToken(request);
    const r = await request.get("/api/admin/users", { headers: bearer(token) });
    expect(r.status()).toBe(200);
    const body = await r.json();
    expect(body.success).toBe(true);
    const admin = body.data.find((u: { email: string }) => u.email === ADMIN.email);
    expect(admin).toMatchObject({ name: ADMIN.name, role: "admin", household_id: expect.any(Number) });
    expect(JSON.stringify(body)).not.toMatch(/password/i);
  });

  test("POST creates a user who can sign in, with their own household", async ({ request }) => {
    const token = await adminToken(request);
    const account = newAccount("created");
    const r = await request.post("/api/admin/users", {
      headers: bearer(token),
      data: {
        ...account,
        email: account.email.toUpperCase(),
        password_confirmation: account.password,
        role: "admin",
      },
    });
    expect(r.status()).toBe(201);
    const body = await r.json();
    expect(body).toMatchObject({
      success: true,
      message: "User created successfully",
      data: { name: account.name, email: account.email, role: "admin", household_role: "owner" },
    });
    const login = await request.post("/api/login", {
      data: { email: account.email, password: account.password },
    });
    expect(login.status()).toBe(200);
    expect((await login.json()).data.user.id).toBe(body.data.id);
  });

  test("POST validation answers 422 for every field", async ({ request }) => {
    const token = await adminToken(request);
    const post = (data: Record<string, unknown>) =>
      request.post("/api/admin/users", { headers: bearer(token), data });

    const empty = await post({});
    expect(empty.status()).toBe(422);
    const emptyBody = await empty.json();
    expect(emptyBody.success).toBe(false);
    expect(emptyBody.message).toBe("The name field is required. (and 4 more errors)");
    expect(emptyBody.errors).toEqual({
      name: ["The name field is required."],
      email: ["The email field is required."],
      password: ["The password field is required."],
      password_confirmation: ["The password confirmation field is required."],
      role: ["The role field is required."],
    });

    const bad = await post({
      name: "  ",
      email: "not-an-email",
      password: "short",
      password_confirmation: "short",
      role: "owner",
    });
    expect(bad.status()).toBe(422);
    expect((await bad.json()).errors).toEqual({
      name: ["The name field is required."],
      email: ["The email field must be a valid email address."],
      password: ["The password field must be at least 8 characters."],
      role: ["The selected role is invalid."],
    });

    const account = newAccount("valid");
    const mismatch = await post({ ...account, password_confirmation: "something-else", role: "member" });
    expect(mismatch.status()).toBe(422);
    expect((await mismatch.json()).errors).toEqual({
      password_confirmation: ["The password field confirmation does not match."],
    });

    const taken = await post({
      ...account,
      email: ADMIN.email,
      password_confirmation: account.password,
      role: "member",
    });
    expect(taken.status()).toBe(422);
    expect((await taken.json()).errors).toEqual({ email: ["The email has already been taken."] });
  });

  test("PUT updates name, email and role, keeps the password when none is given", async ({ request }) => {
    const token = await adminToken(request);
    const user = await createUser(request, token);
    const email = `moved-${suffix()}@e2e.test`;
    const r = await request.put(`/api/admin/users/${user.id}`, {
      headers: bearer(token),
      data: { name: "Renamed User", email, role: "admin", password: "", password_confirmation: "" },
    });
    expect(r.status(), await r.text()).toBe(200);
    expect(await r.json()).toMatchObject({
      success: true,
      message: "User updated successfully",
      data: { id: user.id, name: "Renamed User", email, role: "admin" },
    });
    const login = await request.post("/api/login", { data: { email, password: user.password } });
    expect(login.status()).toBe(200);
  });

  test("PUT with a new password changes it and signs the user out of their tokens", async ({ request }) => {
    const token = await adminToken(request);
    const user = await createUser(request, token);
    const userToken = (
      await (
        await request.post("/api/login", { data: { email: user.email, password: user.password } })
      ).json()
    ).data.token as string;
    const mismatch = await request.put(`/api/admin/users/${user.id}`, {
      headers: bearer(token),
      data: { name: user.name, email: user.email, role: "member", password: "new-password-1" },
    });
    expect(mismatch.status()).toBe(422);
    expect((await mismatch.json()).errors).toEqual({
      password_confirmation: ["The password field confirmation does not match."],
    });
    const r = await request.put(`/api/admin/users/${user.id}`, {
      headers: bearer(token),
      data: {
        name: user.name,
        email: user.email,
        role: "member",
        password: "new-password-1",
        password_confirmation: "new-password-1",
      },
    });
    expect(r.status()).toBe(200);
    expect((await request.get("/api/user", { headers: bearer(userToken) })).status()).toBe(401);
    const login = await request.post("/api/login", {
      data: { email: user.email, password: "new-password-1" },
    });
    expect(login.status()).toBe(200);
  });

  test("PUT validation answers 422 per field, and nobody changes their own role", async ({ request }) => {
    const token = await adminToken(request);
    const user = await createUser(request, token);
    const put = (id: number, data: Record<string, unknown>, auth = token) =>
      request.put(`/api/admin/users/${id}`, { headers: bearer(auth), data });

    const bad = await put(user.id, { name: "", email: "nope", role: "owner", password: "short" });
    expect(bad.status()).toBe(422);
    expect((await bad.json()).errors).toEqual({
      name: ["The name field is required."],
      email: ["The email field must be a valid email address."],
      password: ["The password field must be at least 8 characters."],
      role: ["The selected role is invalid."],
    });

    const taken = await put(user.id, { name: user.name, email: ADMIN.email, role: "member" });
    expect(taken.status()).toBe(422);
    expect((await taken.json()).errors).toEqual({ email: ["The email has already been taken."] });

    // A second admin of our own, so the seeded admin is never touched.
    const admin = await createUser(request, token, "admin");
    const adminLogin = await request.post("/api/login", {
      data: { email: admin.email, password: admin.password },
    });
    const ownToken = (await adminLogin.json()).data.token as string;
    const own = await put(admin.id, { name: admin.name, email: admin.email, role: "member" }, ownToken);
    expect(own.status()).toBe(422);
    expect(await own.json()).toEqual({
      success: false,
      message: "You cannot change your own role.",
      errors: { role: ["You cannot change your own role."] },
    });
    const same = await put(admin.id, { name: "Still Admin", email: admin.email, role: "admin" }, ownToken);
    expect(same.status()).toBe(200);
    expect((await same.json()).data).toMatchObject({ name: "Still Admin", role: "admin" });
  });

  test("DELETE removes the user and revokes their token; nobody deletes themselves", async ({ request }) => {
    const token = await adminToken(request);
    const victim = await registerViaApi(request);
    expect((await request.get("/api/user", { headers: bearer(victim.token) })).status()).toBe(200);
    const r = await request.delete(`/api/admin/users/${victim.id}`, { headers: bearer(token) });
    expect(r.status()).toBe(200);
    expect(await r.json()).toEqual({ success: true, message: "User deleted successfully" });
    expect((await request.get("/api/user", { headers: bearer(victim.token) })).status()).toBe(401);
    expect((await request.get(`/api/admin/users/${victim.id}`, { headers: bearer(token) })).status()).toBe(
      404,
    );
    const again = await request.delete(`/api/admin/users/${victim.id}`, { headers: bearer(token) });
    expect(again.status()).toBe(404);

    const admin = await createUser(request, token, "admin");
    const adminLogin = await request.post("/api/login", {
      data: { email: admin.email, password: admin.password },
    });
    const ownToken = (await adminLogin.json()).data.token as string;
    const self = await request.delete(`/api/admin/users/${admin.id}`, { headers: bearer(ownToken) });
    expect(self.status()).toBe(422);
    expect(await self.json()).toEqual({ success: false, message: "You cannot delete your own account." });
    expect((await request.get("/api/user", { headers: bearer(ownToken) })).status()).toBe(200);
  });

  test("unknown and malformed ids answer 404 JSON", async ({ request }) => {
    const token = await adminToken(request);
    const valid = { name: "Nobody", email: `nobody-${suffix()}@e2e.test`, role: "member" };
    for (const id of ["2147483000", "0", "-1", "abc", "1.5", "99999999999"]) {
      const path = `/api/admin/users/${id}`;
      const put = await request.put(path, { headers: bearer(token), data: valid });
      expect(put.status(), `PUT ${path}`).toBe(404);
      expect(await put.json()).toEqual({ success: false, message: "User not found." });
      expect((await request.delete(path, { headers: bearer(token) })).status(), `DELETE ${path}`).toBe(404);
      expect((await request.get(path, { headers: bearer(token) })).status(), `GET ${path}`).toBe(404);
    }
  });
});

test.describe("feature flags", () => {
  test("GET lists the flags as {id, name, key, description, enabled_for}", async ({ request }) => {
    const token = await adminToken(request);
    const r = await request.get("/api/admin/features", { headers: bearer(token) });
    expect(r.status()).toBe(200);
    const body = await r.json();
    expect(body.success).toBe(true);
    const keys = body.data.map((f: { key: string }) => f.key);
    for (const key of [
      "shopping_list_enabled",
      "nutrition_analysis_enabled",
      "inventory_enabled",
      "community_enabled",
    ])
      expect(keys).toContain(key);
    for (const flag of body.data) {
      expect(Object.keys(flag).sort()).toEqual(["description", "enabled_for", "id", "key", "name"]);
      expect(flag.enabled_for).toContain("admin");
    }
  });

  test("POST, PUT and DELETE a flag; admin is always enabled", async ({ request }) => {
    const token = await adminToken(request);
    const id = suffix();
    const created = await request.post("/api/admin/features", {
      headers: bearer(token),
      data: { name: `Crud flag ${id}`, key: `crud_flag_${id}`, description: "", enabled_for: [] },
    });
    expect(created.status()).toBe(201);
    const body = await created.json();
    expect(body).toMatchObject({
      success: true,
      message: "Feature flag created successfully",
      data: { name: `Crud flag ${id}`, key: `crud_flag_${id}`, description: null, enabled_for: ["admin"] },
    });
    const flagId = body.data.id as number;

    const updated = await request.put(`/api/admin/features/${flagId}`, {
      headers: bearer(token),
      data: {
        id: flagId,
        name: `Crud flag ${id} v2`,
        key: `crud_flag_${id}_v2`,
        description: "Now for members too.",
        enabled_for: ["member", "admin", "member"],
      },
    });
    expect(updated.status(), await updated.text()).toBe(200);
    expect(await updated.json()).toEqual({
      success: true,
      message: "Feature flag updated successfully",
      data: {
        id: flagId,
        name: `Crud flag ${id} v2`,
        key: `crud_flag_${id}_v2`,
        description: "Now for members too.",
        enabled_for: ["admin", "member"],
      },
    });
    const member = await registerViaApi(request);
    const check = await request.get(`/api/features/crud_flag_${id}_v2/check`, {
      headers: bearer(member.token),
    });
    expect((await check.json()).enabled).toBe(true);

    const deleted = await request.delete(`/api/admin/features/${flagId}`, { headers: bearer(token) });
    expect(deleted.status()).toBe(200);
    expect(await deleted.json()).toEqual({ success: true, message: "Feature flag deleted successfully" });
    const list = await (await request.get("/api/admin/features", { headers: bearer(token) })).json();
    expect(list.data.map((f: { id: number }) => f.id)).not.toContain(flagId);
  });

  test("POST and PUT validation answer 422 per field", async ({ request }) => {
    const token = await adminToken(request);
    const post = (data: Record<string, unknown>) =>
      request.post("/api/admin/features", { headers: bearer(token), data });

    const empty = await post({});
    expect(empty.status()).toBe(422);
    const emptyBody = await empty.json();
    expect(emptyBody).toMatchObject({
      success: false,
      message: "The name field is required. (and 1 more error)",
    });
    expect(emptyBody.errors).toEqual({
      name: ["The name field is required."],
      key: ["The key field is required."],
    });

    const bad = await post({ name: "Bad", key: "Not A Key!", description: 5, enabled_for: "member" });
    expect(bad.status()).toBe(422);
    expect((await bad.json()).errors).toEqual({
      key: ["The key field must only contain lowercase letters, numbers and underscores."],
      description: ["The description field must be a string."],
      enabled_for: ["The enabled for field must be an array."],
    });

    const role = await post({ name: "Bad role", key: `bad_role_${suffix()}`, enabled_for: ["owner"] });
    expect(role.status()).toBe(422);
    expect((await role.json()).errors).toEqual({ "enabled_for.0": ["The selected enabled for is invalid."] });

    const taken = await post({ name: "Taken", key: "shopping_list_enabled" });
    expect(taken.status()).toBe(422);
    expect((await taken.json()).errors).toEqual({ key: ["The key has already been taken."] });

    const flag = await createFlag(request, token);
    const put = await request.put(`/api/admin/features/${flag.id}`, {
      headers: bearer(token),
      data: { id: flag.id, name: "", key: "community_enabled", enabled_for: ["admin"] },
    });
    expect(put.status()).toBe(422);
    expect((await put.json()).errors).toEqual({ name: ["The name field is required."] });
    const putTaken = await request.put(`/api/admin/features/${flag.id}`, {
      headers: bearer(token),
      data: { id: flag.id, name: flag.name, key: "community_enabled", enabled_for: ["admin"] },
    });
    expect(putTaken.status()).toBe(422);
    expect((await putTaken.json()).errors).toEqual({ key: ["The key has already been taken."] });
    await request.delete(`/api/admin/features/${flag.id}`, { headers: bearer(token) });
  });

  test("unknown and malformed ids answer 404 JSON", async ({ request }) => {
    const token = await adminToken(request);
    const valid = { name: "Nothing", key: `nothing_${suffix()}`, enabled_for: ["admin"] };
    for (const id of ["2147483000", "0", "-3", "abc", "99999999999"]) {
      const path = `/api/admin/features/${id}`;
      const put = await request.put(path, { headers: bearer(token), data: valid });
      expect(put.status(), `PUT ${path}`).toBe(404);
      expect(await put.json()).toEqual({ success: false, message: "Feature flag not found." });
      expect((await request.delete(path, { headers: bearer(token) })).status(), `DELETE ${path}`).toBe(404);
    }
  });
});
