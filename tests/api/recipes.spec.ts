// The recipe calls of the JSON API (docs/api.md#recipes, under /api), over HTTP
// against the production build. Pages to import are served by this file's own server on 127.0.0.1 (the
// test server runs with OUTBOUND_ALLOW_LOOPBACK=1); refused addresses are IP literals, so nothing is
// looked up or contacted outside this machine.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { bearer, registerViaApi } from "../support/accounts";

type Json = Record<string, unknown>;

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';

const RECIPE = {
  name: "Tomato soup",
  description: "Warming",
  instructions: "Chop the tomatoes.\n\nSimmer for 20 minutes.",
  prep_time: 10,
  cook_time: 20,
  servings: 4,
  difficulty_level: "Easy",
  cuisine_type: "Italian",
  meal_type: "lunch",
  tags: ["soup", "vegan"],
  is_public: false,
  nutrition_info: { calories: "180 kcal", protein: "4g", carbs: "", fat: "6g", fiber: "3g", sugar: "8g" },
  ingredients: [
    { name: "tomatoes", quantity: 800, unit: "gram", category: "Produce" },
    { name: "olive oil", quantity: 2, unit: "tablespoon" },
    { name: "salt", quantity: null, unit: "", notes: "to taste" },
  ],
};

let pages: http.Server;
let pagesOrigin = "";
let hits: string[] = [];

const JSON_LD_PAGE = `<!doctype html><html><head><title>Grandma's lentils</title>
<script type="application/ld+json">${JSON.stringify({
  "@context": "https://schema.org",
  "@graph": [
    { "@type": "WebPage", name: "A blog" },
    {
      "@type": "Recipe",
      name: "Grandma's lentils",
      description: "Cheap and good",
      image: "/lentils.png",
      recipeIngredient: ["1 1/2 cups red lentils", "2 cloves garlic, minced", "salt to taste"],
      recipeInstructions: [
        {
          "@type": "HowToSection",
          name: "Cook",
          itemListElement: [{ "@type": "HowToStep", text: "Rinse." }],
        },
        { "@type": "HowToStep", text: "Boil for 20 minutes." },
      ],
      prepTime: "PT5M",
      cookTime: "PT25M",
      recipeYield: ["4", "4 servings"],
      recipeCuisine: "Indian",
      recipeCategory: "Dinner",
      keywords: "lentils, cheap",
      nutrition: { "@type": "NutritionInformation", calories: "320 kcal", proteinContent: "18 g" },
    },
  ],
})}</script></head><body><h1>Lentils</h1></body></html>`;

// A page at a long address (a real site's canonical URL can be), whose picture the site does not send.
const longPage = (url: string) => `<!doctype html><html><head><title>Long soup</title>
<link rel="canonical" href="${url}">
<script type="application/ld+json">${JSON.stringify({
  "@type": "Recipe",
  name: "Long soup",
  url,
  image: "/missing-picture.jpg",
  recipeIngredient: ["1 leek"],
  recipeInstructions: ["Simmer."],
})}</script></head><body></body></html>`;

test.beforeAll(async () => {
  pages = http.createServer((req, res) => {
    hits.push(req.url ?? "");
    if (req.url?.startsWith("/long/")) {
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      res.end(longPage(`${pagesOrigin}${req.url}`));
    } else if (req.url === "/recipe.html") {
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      res.end(JSON_LD_PAGE);
    } else if (req.url === "/lentils.png") {
      res.writeHead(200, { "Content-Type": "image/png" });
      res.end(PNG);
    } else if (req.url === "/plain.html") {
      res.writeHead(200, { "Content-Type": "text/html" });
      res.end("<html><body><p>No recipe here</p></body></html>");
    } else if (req.url === "/data.json") {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end("{}");
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => pages.listen(0, "127.0.0.1", resolve));
  pagesOrigin = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => pages.close(resolve));
});

async function cook(request: APIRequestContext) {
  const account = await registerViaApi(request);
  return { ...account, headers: bearer(account.token) };
}

async function create(request: APIRequestContext, headers: Record<string, string>, data: Json = RECIPE) {
  const response = await request.post("/api/recipes", { headers, data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data as Json & { id: number };
}

test.describe("recipes", () => {
  test("create, read, update and delete in the spec's server shape", async ({ request }) => {
    const a = await cook(request);
    const created = await create(request, a.headers);
    expect(created).toMatchObject({
      name: "Tomato soup",
      title: "Tomato soup",
      instructions: "Chop the tomatoes.\n\nSimmer for 20 minutes.",
      steps: ["Chop the tomatoes.", "Simmer for 20 minutes."],
      prep_time: 10,
      cook_time: 20,
      servings: 4,
      difficulty_level: "Easy",
      cuisine_type: "Italian",
      meal_type: "lunch",
      tags: ["soup", "vegan"],
      is_public: false,
      is_favorite: false,
      average_rating: 0,
      rating_count: 0,
      nutrition_info: {
        calories: "180 kcal",
        protein: "4g",
        carbs: "0g",
        fat: "6g",
        fiber: "3g",
        sugar: "8g",
      },
      nutrition: { calories: 180, carbs: null },
      ingredients: [
        { name: "tomatoes", quantity: 800, unit: "gram", category: "Produce" },
        { name: "olive oil", quantity: 2, unit: "tablespoon" },
        { name: "salt", quantity: null, unit: null, notes: "to taste" },
      ],
      can_edit: true,
    });
    const got = await (await request.get(`/api/recipes/${created.id}`, { headers: a.headers })).json();
    expect(got).toMatchObject({ success: true, data: { id: created.id, name: "Tomato soup" } });

    const put = await request.put(`/api/recipes/${created.id}`, {
      headers: a.headers,
      data: { ...RECIPE, name: "Roast tomato soup", instructions: ["Roast.", "Blend."], servings: 2 },
    });
    expect(put.status()).toBe(200);
    expect((await put.json()).data).toMatchObject({
      name: "Roast tomato soup",
      steps: ["Roast.", "Blend."],
      servings: 2,
    });

    const del = await request.delete(`/api/recipes/${created.id}`, { headers: a.headers });
    expect(await del.json()).toMatchObject({ success: true });
    expect((await request.get(`/api/recipes/${created.id}`, { headers: a.headers })).status()).toBe(404);
  });

  test("a recipe sent without nutrition gets it computed from its ingredients, again at each change; typed values win", async ({
    request,
  }) => {
    const a = await cook(request);
    const milk = {
      name: "Glass of milk",
      servings: 1,
      instructions: "Pour.",
      ingredients: [{ name: "milk", quantity: 1, unit: "cup" }, { name: "saffron threads from my garden" }],
    };
    const created = await create(request, a.headers, milk);
    // A cup of whole milk is about 149 kcal; the unquantified line adds nothing and is named.
    expect(created).toMatchObject({ nutrition_source: "computed" });
    const kcal = (r: Json) => (r.nutrition as { calories: number }).calories;
    expect(kcal(created)).toBeGreaterThan(140);
    expect(kcal(created)).toBeLessThan(160);
    const read = await (
      await request.get(`/api/recipes/${created.id}/nutrition`, { headers: a.headers })
    ).json();
    expect(read.data).toMatchObject({ source: "computed", values: { calories: kcal(created) } });

    // A change recomputes: two cups; then the food chosen for the line (goat's milk) counts instead.
    const twice = await request.put(`/api/recipes/${created.id}`, {
      headers: a.headers,
      data: { ...milk, ingredients: [{ name: "milk", quantity: 2, unit: "cup" }] },
    });
    expect(twice.status(), await twice.text()).toBe(200);
    const doubled = (await twice.json()).data;
    expect(doubled.nutrition_source).toBe("computed");
    expect(kcal(doubled)).toBeCloseTo(kcal(created) * 2, -1);
    const goat = await request.put(`/api/recipes/${created.id}`, {
      headers: a.headers,
      data: { ...milk, ingredients: [{ name: "milk", quantity: 1, unit: "cup", food_ndb_no: "01106" }] },
    });
    const goats = (await goat.json()).data;
    expect(goats.ingredients[0]).toMatchObject({ food_ndb_no: "01106" });
    expect(kcal(goats)).toBeGreaterThan(160);
    expect(kcal(goats)).toBeLessThan(180);

    // Values sent are the caller's: kept as they are, marked manual.
    const typed = await request.put(`/api/recipes/${created.id}`, {
      headers: a.headers,
      data: { ...milk, nutrition_info: { calories: 100 } },
    });
    expect((await typed.json()).data).toMatchObject({
      nutrition_source: "manual",
      nutrition: { calories: 100 },
    });
  });

  test("every validation text, as 422 JSON with field errors; nothing is stored", async ({ request }) => {
    const a = await cook(request);
    const refused = async (data: Json) => {
      const response = await request.post("/api/recipes", { headers: a.headers, data });
      expect(response.status(), JSON.stringify(data)).toBe(422);
      const body = await response.json();
      expect(body.success).toBe(false);
      return Object.values(body.errors as Record<string, string[]>).flat();
    };
    expect(await refused({ ...RECIPE, name: "  " })).toContain("Please enter a recipe title");
    expect(await refused({ ...RECIPE, ingredients: [{ name: "", quantity: 2 }] })).toContain(
      "Please enter the ingredient's name.",
    );
    expect(await refused({ ...RECIPE, ingredients: [] })).toContain(
      "Please add at least one ingredient with a name",
    );
    expect(await refused({ ...RECIPE, instructions: "   " })).toContain(
      "Please add at least one instruction",
    );
    expect(await refused({ ...RECIPE, servings: 0 })).toContain("Servings must be at least 1.");
    expect(await refused({ ...RECIPE, prep_time: -5 })).toContain("Prep time must be at least 0.");
    expect(await refused({ ...RECIPE, difficulty_level: "Extreme" })).toContain(
      "Difficulty must be Easy, Medium or Hard.",
    );
    expect(await refused({ ...RECIPE, ingredients: [{ name: "flour", quantity: "lots" }] })).toContain(
      "Quantity must be a number.",
    );
    expect((await refused({ ...RECIPE, ingredients: [{ name: "flour", unit: "bucket" }] }))[0]).toMatch(
      /^Unit must be one of: cup, tablespoon/,
    );
    const list = await (await request.get("/api/recipes?scope=mine", { headers: a.headers })).json();
    expect(list.data).toEqual([]);
    const notJson = await request.post("/api/recipes", {
      headers: { ...a.headers, "Content-Type": "application/json" },
      data: "[1, 2",
    });
    expect(notJson.status()).toBe(400);
    expect(notJson.headers()["content-type"]).toContain("application/json");
  });

  test("the list: search, filters, per_page and meta; the starter library is there", async ({ request }) => {
    const a = await cook(request);
    await create(request, a.headers);
    await create(request, a.headers, {
      ...RECIPE,
      name: "Pancakes 100%",
      cuisine_type: "American",
      meal_type: "breakfast",
      difficulty_level: "Medium",
      tags: ["sweet"],
      ingredients: ["2 cups flour", "1 cup buttermilk"],
    });
    const names = async (query: string) => {
      const body = await (
        await request.get(`/api/recipes?scope=mine&${query}`, { headers: a.headers })
      ).json();
      return (body.data as { name: string }[]).map((r) => r.name);
    };
    expect(await names("search=buttermilk")).toEqual(["Pancakes 100%"]);
    expect(await names("search=SWEET")).toEqual(["Pancakes 100%"]);
    expect(await names("search=100%25")).toEqual(["Pancakes 100%"]);
    expect(await names("search=_")).toEqual([]);
    expect(await names("cuisine=italian")).toEqual(["Tomato soup"]);
    expect(await names("meal_type=breakfast")).toEqual(["Pancakes 100%"]);
    expect(await names("difficulty=easy")).toEqual(["Tomato soup"]);
    expect(await names("sort=name&direction=desc")).toEqual(["Tomato soup", "Pancakes 100%"]);
    const paged = await (
      await request.get("/api/recipes?scope=mine&per_page=1&page=2", { headers: a.headers })
    ).json();
    expect(paged.meta).toEqual({ current_page: 2, per_page: 1, total: 2, last_page: 2 });
    const all = await (await request.get("/api/recipes?search=Alpine", { headers: a.headers })).json();
    expect(all.data[0]).toMatchObject({
      name: "Älplermagronen (Alpine macaroni)",
      is_starter: true,
      can_edit: false,
    });
    const many = await (await request.get("/api/recipes?per_page=500", { headers: a.headers })).json();
    expect(many.meta.per_page).toBe(100);
    expect(many.data).toHaveLength(100);
  });

  test("favourites, ratings, personal notes, nutrition and the JSON-LD export", async ({ request }) => {
    const a = await cook(request);
    const { id } = await create(request, a.headers);
    const toggle = () => request.post(`/api/recipes/${id}/toggle-favorite`, { headers: a.headers });
    expect(await (await toggle()).json()).toMatchObject({ success: true, is_favorite: true });
    const favs = await (await request.get("/api/recipes?scope=favorites", { headers: a.headers })).json();
    expect(favs.data.map((r: Json) => r.id)).toEqual([id]);
    expect(await (await toggle()).json()).toMatchObject({ success: true, is_favorite: false });

    const rated = await request.post(`/api/recipes/${id}/rating`, {
      headers: a.headers,
      data: { rating: 4 },
    });
    expect((await rated.json()).data).toEqual({ average_rating: 4, rating_count: 1, my_rating: 4 });
    const badRating = await request.post(`/api/recipes/${id}/rating`, {
      headers: a.headers,
      data: { rating: 9 },
    });
    expect(badRating.status()).toBe(422);

    const notes = await request.put(`/api/recipes/${id}/notes`, {
      headers: a.headers,
      data: { notes: "More garlic" },
    });
    expect(await notes.json()).toMatchObject({ success: true, message: "Notes saved successfully!" });
    expect(
      (await (await request.get(`/api/recipes/${id}/notes`, { headers: a.headers })).json()).data,
    ).toEqual({
      notes: "More garlic",
    });

    const nutrition = await (
      await request.get(`/api/recipes/${id}/nutrition`, { headers: a.headers })
    ).json();
    expect(nutrition.data).toMatchObject({
      calories: "180 kcal",
      carbs: "0g",
      values: { calories: 180, carbs: null },
    });

    const ld = await request.get(`/api/recipes/${id}?format=jsonld`, { headers: a.headers });
    expect(ld.headers()["content-type"]).toContain("application/ld+json");
    expect(await ld.json()).toMatchObject({
      "@type": "Recipe",
      name: "Tomato soup",
      recipeIngredient: ["800 gram tomatoes", "2 tablespoon olive oil", "salt, to taste"],
      recipeInstructions: [{ "@type": "HowToStep", text: "Chop the tomatoes." }, {}],
      prepTime: "PT10M",
    });
  });

  test("pictures: a PNG data URL is stored and served with a cache header; SVG and oversized ones are refused", async ({
    request,
  }) => {
    const a = await cook(request);
    const created = await create(request, a.headers, {
      ...RECIPE,
      image: `data:image/png;base64,${PNG.toString("base64")}`,
    });
    expect(created.image).toMatch(/^\/recipe-images\/\d+$/);
    const picture = await request.get(created.image as string, { headers: a.headers });
    expect(picture.status()).toBe(200);
    expect(picture.headers()["content-type"]).toBe("image/png");
    expect(picture.headers()["cache-control"]).toContain("max-age=31536000");
    expect(Buffer.from(await picture.body()).equals(PNG)).toBe(true);

    const svg = await request.post("/api/recipes", {
      headers: a.headers,
      data: { ...RECIPE, image: `data:image/svg+xml;base64,${Buffer.from(SVG).toString("base64")}` },
    });
    expect(svg.status()).toBe(422);
    expect((await svg.json()).errors.image).toEqual(["Only PNG, JPEG, GIF or WebP images are accepted."]);
    const disguised = await request.post("/api/recipes", {
      headers: a.headers,
      data: { ...RECIPE, image: `data:image/png;base64,${Buffer.from(SVG).toString("base64")}` },
    });
    expect(disguised.status()).toBe(422);
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await request.post("/api/recipes", {
      headers: a.headers,
      data: { ...RECIPE, image: `data:image/png;base64,${big.toString("base64")}` },
    });
    expect(tooBig.status()).toBe(422);
    expect((await tooBig.json()).errors.image).toEqual(["The image must be 10 MB or smaller."]);
    const mine = await (await request.get("/api/recipes?scope=mine", { headers: a.headers })).json();
    expect(mine.data).toHaveLength(1);

    const b = await cook(request);
    expect((await request.get(created.image as string, { headers: b.headers })).status()).toBe(404);
  });

  test("another household: private recipes are 404 for every call; public ones are readable, not changeable", async ({
    request,
  }) => {
    const a = await cook(request);
    const b = await cook(request);
    const { id } = await create(request, a.headers);
    for (const [method, path] of [
      ["GET", `/api/recipes/${id}`],
      ["PUT", `/api/recipes/${id}`],
      ["DELETE", `/api/recipes/${id}`],
      ["POST", `/api/recipes/${id}/toggle-favorite`],
      ["GET", `/api/recipes/${id}/notes`],
      ["GET", `/api/recipes/${id}/nutrition`],
      ["POST", `/api/recipes/${id}/rating`],
    ] as const) {
      const response = await request.fetch(path, {
        method,
        headers: b.headers,
        data: method === "GET" ? undefined : { ...RECIPE, rating: 3 },
      });
      expect(response.status(), `${method} ${path}`).toBe(404);
      const body = await response.json();
      expect(body.success).toBe(false);
      expect(JSON.stringify(body)).not.toContain("Tomato");
    }
    await request.put(`/api/recipes/${id}`, { headers: a.headers, data: { ...RECIPE, is_public: true } });
    expect((await request.get(`/api/recipes/${id}`, { headers: b.headers })).status()).toBe(200);
    const change = await request.put(`/api/recipes/${id}`, {
      headers: b.headers,
      data: { ...RECIPE, name: "Mine" },
    });
    expect(change.status()).toBe(403);
    expect((await request.delete(`/api/recipes/${id}`, { headers: b.headers })).status()).toBe(403);
    expect((await request.get("/api/recipes", {})).status()).toBe(401);
  });

  test("import from a page: JSON-LD @graph with sections, the picture stored; the spec's messages", async ({
    request,
  }) => {
    const a = await cook(request);
    hits = [];
    const response = await request.post("/api/recipes/import", {
      headers: a.headers,
      data: { url: `${pagesOrigin}/recipe.html` },
    });
    expect(response.status(), await response.text()).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({
      success: true,
      message: "Recipe imported successfully!",
      data: {
        name: "Grandma's lentils",
        prep_time: 5,
        cook_time: 25,
        servings: 4,
        cuisine_type: "Indian",
        meal_type: "dinner",
        tags: ["lentils", "cheap"],
        is_public: false,
        steps: ["Rinse.", "Boil for 20 minutes."],
        nutrition: { calories: 320, protein: 18 },
        ingredients: [
          { quantity: 1.5, unit: "cup", name: "red lentils" },
          { quantity: 2, unit: "clove", name: "garlic", notes: "minced" },
          { quantity: null, name: "salt", notes: "to taste" },
        ],
      },
    });
    expect(body.data.image).toMatch(/^\/recipe-images\/\d+$/);
    expect(hits).toEqual(["/recipe.html", "/lentils.png"]);

    const none = await request.post("/api/recipes/import", {
      headers: a.headers,
      data: { url: `${pagesOrigin}/plain.html` },
    });
    expect(none.status()).toBe(422);
    expect(await none.json()).toMatchObject({ success: false, message: "No recipe was found on that page." });
    const notHtml = await request.post("/api/recipes/import", {
      headers: a.headers,
      data: { url: `${pagesOrigin}/data.json` },
    });
    expect(notHtml.status()).toBe(422);
    const empty = await request.post("/api/recipes/import", { headers: a.headers, data: { url: "" } });
    expect(empty.status()).toBe(422);
  });

  test("import takes a page at a long address, and says when its picture could not be stored", async ({
    request,
  }) => {
    const a = await cook(request);
    const url = `${pagesOrigin}/long/${"zucchini-slice-".repeat(30)}recipe.html?utm_source=${"x".repeat(100)}`;
    expect(url.length).toBeGreaterThan(500);
    const response = await request.post("/api/recipes/import", { headers: a.headers, data: { url } });
    expect(response.status(), await response.text()).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({
      success: true,
      message: "Recipe imported successfully!",
      warnings: ["Imported without its picture: the site answered 404 when it was asked for it."],
      data: { name: "Long soup", source_url: url, image: null },
    });

    // One limit for every address: 2,048 characters, on the API as on the page.
    const tooLong = await request.post("/api/recipes/import", {
      headers: a.headers,
      data: { url: `${pagesOrigin}/long/${"a".repeat(2048)}` },
    });
    expect(tooLong.status()).toBe(422);
    expect(await tooLong.json()).toMatchObject({
      success: false,
      errors: { url: ["That address is too long: at most 2,048 characters."] },
    });
    const recipes = await request.get(`/api/recipes?search=${encodeURIComponent("Long soup")}`, {
      headers: a.headers,
    });
    expect((await recipes.json()).data).toHaveLength(1);
  });

  test("import refuses private, link-local and odd addresses without contacting them", async ({
    request,
  }) => {
    const a = await cook(request);
    for (const url of [
      "http://10.0.0.1/recipe",
      "http://169.254.169.254/latest/meta-data/",
      "http://100.64.0.1/",
      "http://192.168.1.1:8080/",
      "http://[fd00::1]/",
      "http://[::ffff:10.0.0.1]/",
      "ftp://127.0.0.1/recipe",
      "file:///etc/passwd",
      "not a url",
    ]) {
      const response = await request.post("/api/recipes/import", { headers: a.headers, data: { url } });
      expect(response.status(), url).toBe(422);
      const body = await response.json();
      expect(body.success, url).toBe(false);
      expect(typeof body.message).toBe("string");
    }
  });

  test("add-to-collection applies the AI rules: defaults, quantity 1, leading numbers, http pictures only", async ({
    request,
  }) => {
    const a = await cook(request);
    const response = await request.post("/api/recipes/add-to-collection", {
      headers: a.headers,
      data: {
        recipe: {
          title: "Quick salad",
          ingredients: ["2 cups lettuce", "tomatoes", "1/2 tablespoon olive oil"],
          instructions: ["Toss everything."],
          prepTime: "15 min",
          nutrition: { calories: 120, protein: "3 g" },
          image: `${pagesOrigin}/lentils.png`,
        },
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    const body = await response.json();
    expect(body.message).toBe(
      'I\'ve added "Quick salad" to your recipe collection. You can find it in your Recipes section.',
    );
    expect(body.data).toMatchObject({
      prep_time: 15,
      cook_time: 30,
      servings: 4,
      difficulty_level: "Medium",
      cuisine_type: "General",
      meal_type: "other",
      nutrition: { calories: 120, protein: 3 },
      nutrition_source: "ai",
      ingredients: [
        { quantity: 2, unit: "cup", name: "lettuce" },
        { quantity: 1, unit: null, name: "tomatoes" },
        { quantity: 0.5, unit: "tablespoon", name: "olive oil" },
      ],
    });
    expect(body.data.image).toMatch(/^\/recipe-images\/\d+$/);
    const dataImage = await request.post("/api/recipes/add-to-collection", {
      headers: a.headers,
      data: {
        recipe: {
          title: "X",
          ingredients: ["1 egg"],
          image: `data:image/png;base64,${PNG.toString("base64")}`,
        },
      },
    });
    expect((await dataImage.json()).data.image).toBeNull();
    const incomplete = await request.post("/api/recipes/add-to-collection", {
      headers: a.headers,
      data: { recipe: { description: "no title" } },
    });
    expect(incomplete.status()).toBe(422);
    expect((await incomplete.json()).message).toBe(
      "Sorry, there was a problem adding this recipe. The recipe data is incomplete.",
    );
  });
});
