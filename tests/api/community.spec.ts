// The community calls of the JSON API (docs/product.md#community): one household shares a recipe, another
// finds it, saves it (the count moves by one), rates and reviews it and reports it; only the owner may
// unshare, edit or delete it. Errors are JSON.
import { type APIRequestContext, expect, test } from "@playwright/test";
import { ADMIN, bearer, registerViaApi, tokenFor } from "../support/accounts";

type Json = Record<string, unknown>;

async function household(request: APIRequestContext) {
  const account = await registerViaApi(request);
  return { ...account, headers: bearer(account.token) };
}

async function createRecipe(request: APIRequestContext, headers: Json, name: string) {
  const response = await request.post("/api/recipes", {
    headers: headers as Record<string, string>,
    data: {
      name,
      cuisine_type: "Mexican",
      instructions: "Warm the tortillas.",
      ingredients: [{ name: "black beans", quantity: 400, unit: "gram" }],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data.id as number;
}

test("a shared recipe is found, saved, rated and reported by another household, which cannot unshare, edit or delete it", async ({
  request,
}) => {
  const owner = await household(request);
  const other = await household(request);
  const tag = `qz${Date.now()}`;
  const id = await createRecipe(request, owner.headers, `Bean tacos ${tag}`);
  const search = (who: typeof owner, query: string) =>
    request.get(`/api/community/recipes?${query}`, { headers: who.headers });

  expect((await (await search(other, `search=${tag}`)).json()).data).toEqual([]);
  const shared = await request.post(`/api/recipes/${id}/share`, { headers: owner.headers });
  expect(shared.status()).toBe(200);
  expect((await shared.json()).data).toEqual({ id, is_public: true, isPublic: true });

  // Found by name, by ingredient and by the author's name.
  for (const query of [`search=bean tacos ${tag}`, `search=${tag}&cuisine=mexican`]) {
    const body = await (await search(other, query)).json();
    expect(
      body.data.map((r: Json) => r.id),
      query,
    ).toEqual([id]);
  }
  const found = await (await search(other, `search=${encodeURIComponent(owner.name)}`)).json();
  expect(found.data[0]).toMatchObject({
    id,
    title: `Bean tacos ${tag}`,
    userName: owner.name,
    rating: 0,
    ratingCount: 0,
    saves: 0,
    isFeatured: false,
    isSaved: false,
    isOwn: false,
  });
  expect(typeof found.data[0].userAvatar).toBe("string");
  expect(found.meta).toEqual({ current_page: 1, per_page: 6, total: 1, last_page: 1 });

  // Another household can neither unshare, edit nor delete it.
  const unshare = await request.delete(`/api/recipes/${id}/share`, { headers: other.headers });
  expect(unshare.status()).toBe(403);
  expect(await unshare.json()).toMatchObject({ success: false });
  const edit = await request.put(`/api/recipes/${id}`, {
    headers: other.headers,
    data: { name: "Mine", instructions: "Take it.", ingredients: [{ name: "beans" }] },
  });
  expect(edit.status()).toBe(403);
  expect((await request.delete(`/api/recipes/${id}`, { headers: other.headers })).status()).toBe(403);

  // Save twice is one save; unsave takes it back.
  for (const expected of [1, 1]) {
    const save = await request.post(`/api/community/recipes/${id}/save`, { headers: other.headers });
    expect(save.status()).toBe(200);
    expect((await save.json()).data).toEqual({ isSaved: true, saves: expected });
  }
  const saved = await (await search(other, `search=${tag}&show=saved`)).json();
  expect(saved.data[0]).toMatchObject({ id, saves: 1, isSaved: true });
  const unsave = await request.delete(`/api/community/recipes/${id}/save`, { headers: other.headers });
  expect((await unsave.json()).data).toEqual({ isSaved: false, saves: 0 });

  // Rate with a short review; a second rating edits the first.
  const rate = (data: Json) =>
    request.post(`/api/community/recipes/${id}/rate`, { headers: other.headers, data });
  expect((await (await rate({ rating: 5, review: "Perfect weeknight dinner." })).json()).data).toEqual({
    rating: 5,
    ratingCount: 1,
    myRating: 5,
    myReview: "Perfect weeknight dinner.",
  });
  expect((await (await rate({ rating: 4 })).json()).data).toMatchObject({ rating: 4, ratingCount: 1 });
  const bad = await rate({ rating: 9 });
  expect(bad.status()).toBe(422);
  expect((await bad.json()).errors.rating).toBeTruthy();

  // Reporting hides it for the reporter only.
  const report = await request.post(`/api/community/recipes/${id}/report`, {
    headers: other.headers,
    data: { reason: "Spam" },
  });
  expect(report.status()).toBe(200);
  expect((await (await search(other, `search=${tag}`)).json()).data).toEqual([]);
  expect((await (await search(owner, `search=${tag}`)).json()).data).toHaveLength(1);
  const own = await request.post(`/api/community/recipes/${id}/report`, { headers: owner.headers, data: {} });
  expect(own.status()).toBe(422);

  // The owner unshares: it is gone from the community, and another household's ids are 404.
  expect((await request.delete(`/api/recipes/${id}/share`, { headers: owner.headers })).status()).toBe(200);
  const gone = await request.post(`/api/community/recipes/${id}/save`, { headers: other.headers });
  expect(gone.status()).toBe(404);
  expect((await request.post(`/api/recipes/${id}/share`, { headers: other.headers })).status()).toBe(404);
});

test("the list reads any query without failing, pages by the real count, and wants credentials", async ({
  request,
}) => {
  const anonymous = await request.get("/api/community/recipes");
  expect(anonymous.status()).toBe(401);
  expect(await anonymous.json()).toMatchObject({ success: false });
  const me = await household(request);
  const odd = await request.get("/api/community/recipes?sort=weird&show=nope&cuisine=klingon&page=999999", {
    headers: me.headers,
  });
  expect(odd.status()).toBe(200);
  const body = await odd.json();
  expect(body.meta.current_page).toBe(body.meta.last_page);
  expect(body.meta.last_page).toBe(Math.max(1, Math.ceil(body.meta.total / body.meta.per_page)));
  expect((await request.post("/api/community/recipes", { headers: me.headers })).status()).toBe(405);
  expect((await request.post("/api/community/recipes/abc/save", { headers: me.headers })).status()).toBe(404);
});

test("search finds a recipe by an ingredient alone, sort=rating puts the best average first, and the starter library is listed", async ({
  request,
}) => {
  const owner = await household(request);
  const [rater, second] = [await household(request), await household(request)];
  const tag = `rt${Date.now()}`;
  const ing = `ig${Date.now()}`;
  const post = (data: Json) => request.post("/api/recipes", { headers: owner.headers, data });
  // Only an ingredient holds its tag: not the name, the description or the author.
  const stew = await post({
    name: "Winter stew",
    instructions: "Simmer.",
    ingredients: [
      { name: "beef", quantity: 500, unit: "gram" },
      { name: `${ing} parsnips`, quantity: 2 },
    ],
  });
  expect(stew.status(), await stew.text()).toBe(201);
  const stewId = (await stew.json()).data.id as number;
  const ids = [];
  for (const name of [`Alpha ${tag}`, `Beta ${tag}`, `Gamma ${tag}`])
    ids.push(await createRecipe(request, owner.headers, name));
  for (const id of [stewId, ...ids])
    expect((await request.post(`/api/recipes/${id}/share`, { headers: owner.headers })).status()).toBe(200);

  const search = async (query: string) =>
    (await (await request.get(`/api/community/recipes?${query}`, { headers: rater.headers })).json())
      .data as Json[];
  expect((await search(`search=${ing} parsnip`)).map((r) => r.id)).toEqual([stewId]);
  expect(await search(`search=${ing} turnip`)).toEqual([]);

  const [alpha, beta, gamma] = ids;
  const rate = (who: typeof owner, id: number | undefined, rating: number) =>
    request.post(`/api/community/recipes/${id}/rate`, { headers: who.headers, data: { rating } });
  expect((await rate(rater, alpha, 5)).status()).toBe(200);
  expect((await rate(rater, beta, 5)).status()).toBe(200);
  expect((await rate(second, beta, 4)).status()).toBe(200);
  // A save would put Gamma first by popularity; the rating sort ignores it.
  await request.post(`/api/community/recipes/${gamma}/save`, { headers: second.headers });
  const byRating = await search(`search=${tag}&sort=rating`);
  expect(byRating.map((r) => [r.id, r.rating, r.ratingCount])).toEqual([
    [alpha, 5, 1],
    [beta, 4.5, 2],
    [gamma, 0, 0],
  ]);
  expect((await search(`search=${tag}&sort=popular`))[0]?.id).toBe(gamma);

  // The install's starter library (in a new household's recipe list) is part of the community, nobody's own.
  const library = await request.get("/api/recipes?scope=all&sort=name&per_page=20", {
    headers: second.headers,
  });
  const starter = ((await library.json()).data as Json[]).find((r) => r.is_starter === true);
  expect(starter, "the starter library is loaded").toBeTruthy();
  const found = await search(`search=${encodeURIComponent(String(starter?.name))}`);
  expect(found.find((r) => r.id === starter?.id)).toMatchObject({ isStarter: true, isOwn: false });
});

// Featuring over the API (the community page's admin action): admins only, public recipes only.
test.describe("featuring a recipe", () => {
  async function adminHeaders(request: APIRequestContext) {
    return bearer(await tokenFor(request, ADMIN));
  }

  async function featuredFor(request: APIRequestContext, who: { headers: Json }, tag: string) {
    const body = await (
      await request.get(`/api/community/recipes?search=${tag}`, {
        headers: who.headers as Record<string, string>,
      })
    ).json();
    return body.data.map((r: Json) => r.isFeatured);
  }

  test("an admin features a shared recipe and stops featuring it; the community list shows it", async ({
    request,
  }) => {
    const owner = await household(request);
    const admin = await adminHeaders(request);
    const tag = `ft${Date.now()}`;
    const id = await createRecipe(request, owner.headers, `Featured tacos ${tag}`);
    expect((await request.post(`/api/recipes/${id}/share`, { headers: owner.headers })).status()).toBe(200);

    for (let i = 0; i < 2; i++) {
      const featured = await request.post(`/api/community/recipes/${id}/feature`, { headers: admin });
      expect(featured.status()).toBe(200);
      expect(await featured.json()).toEqual({
        success: true,
        message: "The recipe is featured.",
        data: { id, is_featured: true, isFeatured: true },
      });
    }
    expect(await featuredFor(request, owner, tag)).toEqual([true]);
    const shown = await (
      await request.get("/api/community/recipes?show=featured", { headers: owner.headers })
    ).json();
    expect(shown.featured.map((r: Json) => r.id)).toContain(id);

    const unfeatured = await request.delete(`/api/community/recipes/${id}/feature`, { headers: admin });
    expect(unfeatured.status()).toBe(200);
    expect(await unfeatured.json()).toEqual({
      success: true,
      message: "The recipe is no longer featured.",
      data: { id, is_featured: false, isFeatured: false },
    });
    expect(await featuredFor(request, owner, tag)).toEqual([false]);
  });

  test("a member gets 403, an unknown id 404, a private recipe is refused, and without credentials 401", async ({
    request,
  }) => {
    const owner = await household(request);
    const admin = await adminHeaders(request);
    const tag = `fp${Date.now()}`;
    const shared = await createRecipe(request, owner.headers, `Shared chili ${tag}`);
    expect((await request.post(`/api/recipes/${shared}/share`, { headers: owner.headers })).status()).toBe(
      200,
    );
    const hidden = await createRecipe(request, owner.headers, `Private chili ${tag}`);

    // A member, even the owner of the recipe, may not feature it; nor stop featuring it.
    for (const method of ["POST", "DELETE"]) {
      const refused = await request.fetch(`/api/community/recipes/${shared}/feature`, {
        method,
        headers: owner.headers as Record<string, string>,
      });
      expect(refused.status(), method).toBe(403);
      expect(await refused.json()).toEqual({ success: false, message: "Only admins can do that." });
    }
    // Checked before the id: a member learns nothing about which ids exist.
    expect(
      (await request.post("/api/community/recipes/999999999/feature", { headers: owner.headers })).status(),
    ).toBe(403);
    expect(await featuredFor(request, owner, tag)).toEqual([false]);

    // Another household's private recipe answers exactly like a missing one (ADR 017).
    const unknown = await request.post("/api/community/recipes/999999999/feature", { headers: admin });
    expect(unknown.status()).toBe(404);
    const unknownBody = await unknown.json();
    expect(unknownBody).toMatchObject({ success: false });
    const privateOne = await request.post(`/api/community/recipes/${hidden}/feature`, { headers: admin });
    expect(privateOne.status()).toBe(404);
    expect(await privateOne.json()).toEqual(unknownBody);
    // The admin's own household's private recipe is readable to them, but only a shared one is featured.
    const own = await createRecipe(request, admin, `Admin's private soup ${tag}`);
    const ownPrivate = await request.post(`/api/community/recipes/${own}/feature`, { headers: admin });
    expect(ownPrivate.status()).toBe(422);
    expect(await ownPrivate.json()).toMatchObject({
      success: false,
      message: "Only a shared recipe can be featured or reported.",
    });
    await request.delete(`/api/recipes/${own}`, { headers: admin });
    // An unshared recipe loses its feature and cannot be featured again until shared.
    expect((await request.delete(`/api/recipes/${shared}/share`, { headers: owner.headers })).status()).toBe(
      200,
    );
    expect(
      (await request.post(`/api/community/recipes/${shared}/feature`, { headers: admin })).status(),
    ).toBe(404);

    const anonymous = await request.post(`/api/community/recipes/${shared}/feature`);
    expect(anonymous.status()).toBe(401);
    expect(await anonymous.json()).toEqual({ success: false, message: "Unauthenticated." });
    const get = await request.get(`/api/community/recipes/${shared}/feature`, { headers: admin });
    expect(get.status()).toBe(405);
    expect(await get.json()).toMatchObject({ success: false });
  });

  test("hostile input: odd ids and bodies answer 4xx JSON, never a server error, and feature nothing", async ({
    request,
  }) => {
    const owner = await household(request);
    const admin = await adminHeaders(request);
    const tag = `fh${Date.now()}`;
    const id = await createRecipe(request, owner.headers, `Hostile hash ${tag}`);
    expect((await request.post(`/api/recipes/${id}/share`, { headers: owner.headers })).status()).toBe(200);
    const ids = [
      "abc",
      "0",
      "-1",
      "1.5",
      "1e3",
      "0x10",
      "99999999999999999999999",
      `${id}%00`,
      "%F0%9F%8D%95",
      "9".repeat(5000),
      `${id}'; drop table recipes; --`,
    ];
    for (const bad of ids) {
      const response = await request.post(`/api/community/recipes/${bad}/feature`, { headers: admin });
      const text = await response.text();
      expect(response.status(), `${bad.slice(0, 40)}: ${text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(response.status(), bad.slice(0, 40)).toBeLessThan(500);
      expect(response.headers()["content-type"], bad.slice(0, 40)).toMatch(/application\/json/);
      expect(JSON.parse(text)).toMatchObject({ success: false });
    }
    // The call takes no body: whatever a member sends is still refused as a member's, as JSON. The answer
    // comes before the body is read, so the server ends the connection rather than drain it: each of these
    // goes on its own.
    const bodies: [string, Record<string, string>][] = [
      ['{"featured": true, "role": "admin"}', { "Content-Type": "application/json" }],
      ['{"featured": ', { "Content-Type": "application/json" }],
      ["featured=1", { "Content-Type": "text/plain" }],
      ["x".repeat(200_000), { "Content-Type": "application/json" }],
    ];
    for (const [data, headers] of bodies) {
      const response = await request.post(`/api/community/recipes/${id}/feature`, {
        headers: { ...(owner.headers as Record<string, string>), ...headers, Connection: "close" },
        data,
      });
      const text = await response.text();
      expect(response.status(), text.slice(0, 200)).toBeGreaterThanOrEqual(400);
      expect(response.status(), text.slice(0, 200)).toBeLessThan(500);
      expect(JSON.parse(text)).toMatchObject({ success: false });
    }
    expect(await featuredFor(request, owner, tag)).toEqual([false]);
  });
});
