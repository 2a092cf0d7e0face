// The community calls of the JSON API (docs/product.md#community): one household shares a recipe, another
// finds it, saves it (the count moves by one), rates and reviews it and reports it; only the owner may
// unshare, edit or delete it. Errors are JSON.
import { type APIRequestContext, expect, test } from "@playwright/test";
import { bearer, registerViaApi } from "../support/accounts";

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
