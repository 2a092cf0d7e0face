import { expect, test } from "vitest";
import { describeEachBackend } from "../../../tests/support/db";
import { getUser, registerUser } from "../accounts/users.server";
import { ForbiddenError, NotFoundError } from "../errors";
import { recipeJson, recipeJsonLd } from "./present";
import {
  createRecipe,
  deleteRecipe,
  getRecipe,
  getRecipeImage,
  getRecipeView,
  likePattern,
  listRecipes,
  rateRecipe,
  recipeViewOf,
  saveRecipeImage,
  saveRecipeNotes,
  setRecipeView,
  similarRecipes,
  toggleFavorite,
  updateRecipe,
} from "./recipes.server";
import { RecipeSchema } from "./schemas";
import { refreshStarterRecipes, seedStarterRecipes } from "./starter.server";

const now = new Date("2026-11-23T10:00:00Z");
let n = 0;
const account = (db: Parameters<typeof registerUser>[0], name = "Cook") =>
  registerUser(db, {
    name,
    email: `recipes-${Date.now()}-${n++}@example.com`,
    password: "password-123",
    now,
  });

const pancakes = (extra: Record<string, unknown> = {}) =>
  RecipeSchema.parse({
    name: "Pancakes",
    description: "Fluffy and quick",
    servings: 4,
    cuisine_type: "American",
    meal_type: "Breakfast",
    tags: ["sweet", "Quick", "quick "],
    ingredient_lines: "2 cups flour, sifted\n1 1/2 cups milk\nsalt to taste",
    instructions: "Mix everything.\n\nFry in a hot pan.",
    nutrition_info: { calories: "250 kcal", protein: "7g" },
    ...extra,
  });

test("the schema reads the server shape: pasted lines parsed, tags deduplicated, steps split on blank lines", () => {
  const r = pancakes();
  expect(r.tags).toEqual(["sweet", "Quick"]);
  expect(r.meal_type).toBe("breakfast");
  expect(r.difficulty_level).toBe("Medium");
  expect(r.instructions).toEqual(["Mix everything.", "Fry in a hot pan."]);
  expect(r.ingredients.map((i) => [i.quantity, i.unit, i.name, i.notes])).toEqual([
    [2, "cup", "flour", "sifted"],
    [1.5, "cup", "milk", null],
    [null, null, "salt", "to taste"],
  ]);
  expect(r.nutrition_info).toMatchObject({ calories: 250, protein: 7, fat: null });
  const bad = RecipeSchema.safeParse({ name: " ", ingredients: [{ name: "" }], instructions: ["", " "] });
  expect(bad.success).toBe(false);
  const messages = bad.error?.issues.map((i) => i.message) ?? [];
  expect(messages).toContain("Please enter a recipe title");
  expect(messages).toContain("Please add at least one ingredient with a name");
  expect(messages).toContain("Please add at least one instruction");
  expect(RecipeSchema.safeParse({ ...pancakes(), servings: 0 }).error?.issues[0]?.message).toBe(
    "Servings must be at least 1.",
  );
  expect(likePattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
});

describeEachBackend("recipes", (ctx) => {
  test("a household's recipe round-trips; another household's private one is not found, a public one readable", async () => {
    const { db } = ctx();
    const a = await account(db, "Ann");
    const b = await account(db, "Bob");
    const id = await createRecipe(db, a, pancakes(), { now });
    const mine = await getRecipe(db, a, id);
    expect(mine).toMatchObject({ name: "Pancakes", authorName: "Ann", canEdit: true, isPublic: false });
    expect(mine.ingredients).toHaveLength(3);
    expect(recipeJson(mine)).toMatchObject({
      name: "Pancakes",
      instructions: "Mix everything.\n\nFry in a hot pan.",
      nutrition_info: { calories: "250 kcal", protein: "7g", fat: "0g" },
      ingredients: [{ name: "flour", quantity: 2, unit: "cup", notes: "sifted" }, {}, {}],
    });
    expect(recipeJsonLd(mine, "http://x").recipeIngredient).toEqual([
      "2 cups flour, sifted",
      "1 1/2 cups milk",
      "salt to taste",
    ]);
    // Another household's private recipe is refused exactly like a missing one (ADR 017).
    const missing = await getRecipe(db, b, 2147483000).catch((error: unknown) => error);
    const hidden = await getRecipe(db, b, id).catch((error: unknown) => error);
    expect(hidden).toBeInstanceOf(NotFoundError);
    expect(hidden).toEqual(missing);
    await expect(updateRecipe(db, b, id, pancakes({ name: "Mine now" }), { now })).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await expect(deleteRecipe(db, b, id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(rateRecipe(db, b, id, 5, now)).rejects.toBeInstanceOf(NotFoundError);
    await updateRecipe(db, a, id, pancakes({ is_public: true, name: "Best pancakes" }), { now });
    expect((await getRecipe(db, b, id)).name).toBe("Best pancakes");
    await expect(updateRecipe(db, b, id, pancakes(), { now })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(deleteRecipe(db, b, id)).rejects.toBeInstanceOf(ForbiddenError);
    await deleteRecipe(db, a, id);
    await expect(getRecipe(db, a, id)).rejects.toBeInstanceOf(NotFoundError);
  });

  test("list: search is literal and covers ingredients and tags; filters, sort and paging", async () => {
    const { db } = ctx();
    const a = await account(db);
    await createRecipe(db, a, pancakes(), { now });
    await createRecipe(
      db,
      a,
      pancakes({
        name: "Risotto 100%",
        cuisine_type: "Italian",
        meal_type: "dinner",
        difficulty_level: "hard",
        tags: ["creamy"],
        ingredient_lines: "300 g arborio rice\n1 l stock",
        prep_time: 10,
        cook_time: 30,
      }),
      { now },
    );
    const names = async (q: Parameters<typeof listRecipes>[2]) =>
      (await listRecipes(db, a, q)).items.map((r) => r.name);
    expect(await names({ search: "ARBORIO" })).toEqual(["Risotto 100%"]);
    expect(await names({ search: "creamy" })).toEqual(["Risotto 100%"]);
    expect(await names({ search: "100%" })).toEqual(["Risotto 100%"]);
    expect(await names({ search: "%" })).toEqual(["Risotto 100%"]);
    expect(await names({ search: "_" })).toEqual([]);
    expect(await names({ cuisine: "italian" })).toEqual(["Risotto 100%"]);
    expect(await names({ mealType: "Breakfast" })).toEqual(["Pancakes"]);
    expect(await names({ difficulty: "hard" })).toEqual(["Risotto 100%"]);
    expect(await names({ sort: "time", direction: "desc" })).toEqual(["Risotto 100%", "Pancakes"]);
    expect(await names({ sort: "name" })).toEqual(["Pancakes", "Risotto 100%"]);
    const page2 = await listRecipes(db, a, { perPage: 1, page: 2 });
    expect(page2).toMatchObject({ total: 2, page: 2, lastPage: 2, perPage: 1 });
    expect(page2.items.map((r) => r.name)).toEqual(["Risotto 100%"]);
    // Another household sees none of it.
    const b = await account(db);
    expect((await listRecipes(db, b, { search: "risotto" })).total).toBe(0);
  });

  test("favourites, ratings, personal notes and the view choice are per user", async () => {
    const { db } = ctx();
    const a = await account(db);
    const id = await createRecipe(db, a, pancakes({ is_public: true }), { now });
    expect(await toggleFavorite(db, a, id, now)).toBe(true);
    expect((await getRecipe(db, a, id)).isFavorite).toBe(true);
    expect((await listRecipes(db, a, { scope: "favorites" })).items.map((r) => r.id)).toEqual([id]);
    expect(await toggleFavorite(db, a, id, now)).toBe(false);
    const b = await account(db);
    await rateRecipe(db, a, id, 5, now);
    await rateRecipe(db, b, id, 2, now);
    await rateRecipe(db, b, id, 4, now);
    expect(await getRecipe(db, a, id)).toMatchObject({ averageRating: 4.5, ratingCount: 2, myRating: 5 });
    await saveRecipeNotes(db, a, id, "  Less sugar next time ", now);
    expect((await getRecipe(db, a, id)).myNotes).toBe("Less sugar next time");
    expect((await getRecipe(db, b, id)).myNotes).toBe("");
    expect(await getRecipeView(db, a.id)).toBe("card");
    await setRecipeView(db, a.id, "list");
    expect(await getRecipeView(db, a.id)).toBe("list");
    expect(await getRecipeView(db, b.id)).toBe("card");
    // The caller read with the session carries the choice: the recipe page reads no more.
    expect(recipeViewOf((await getUser(db, a.id))!)).toBe("list");
    expect(recipeViewOf(b)).toBe("card");
  });

  test("similar recipes: the best match first (cuisine 2, each tag 1, ignoring case), then the better rated, then by name", async () => {
    const { db } = ctx();
    const a = await account(db);
    const b = await account(db);
    const key = `${n++}-${Date.now()}`;
    const [cuisine, t1, t2] = [`Cuisine ${key}`, `one-${key}`, `two-${key}`];
    const make = (who: typeof a, name: string, extra: Record<string, unknown>) =>
      createRecipe(db, who, pancakes({ name, meal_type: "", cuisine_type: "", tags: [], ...extra }), { now });
    const id = await make(a, "Base", { cuisine_type: cuisine, tags: [t1, t2] });
    await make(b, "Shared elsewhere", { cuisine_type: cuisine, tags: [t1, t2], is_public: true });
    await make(b, "Private elsewhere", { cuisine_type: cuisine, tags: [t1, t2] });
    await make(a, "Cuisine and tag", { cuisine_type: cuisine.toUpperCase(), tags: [t1.toUpperCase()] });
    await make(a, "Both tags", { tags: [t2, t1] });
    const cuisineOnly = await make(a, "Cuisine", { cuisine_type: cuisine });
    await make(a, "One tag", { tags: [t1] });
    const rated = await make(a, "One tag rated", { tags: [t1] });
    await make(a, "Nothing shared", { cuisine_type: "Elsewhere", tags: ["other"] });
    await rateRecipe(db, a, cuisineOnly, 4, now);
    await rateRecipe(db, a, rated, 5, now);
    const recipe = await getRecipe(db, a, id);
    expect((await similarRecipes(db, a, recipe, 10)).map((r) => r.name)).toEqual([
      "Shared elsewhere",
      "Cuisine and tag",
      "Cuisine",
      "Both tags",
      "One tag rated",
      "One tag",
    ]);
    const [first] = await similarRecipes(db, a, recipe, 1);
    expect(first).toMatchObject({ name: "Shared elsewhere", ratingCount: 0 });
    const three = await similarRecipes(db, a, recipe, 3);
    expect(three.map((r) => [r.name, r.averageRating, r.ratingCount])).toEqual([
      ["Shared elsewhere", 0, 0],
      ["Cuisine and tag", 0, 0],
      ["Cuisine", 4, 1],
    ]);
    // A recipe with no cuisine, meal type or tags is like nothing.
    const plain = await make(a, "Plain", {});
    expect(await similarRecipes(db, a, await getRecipe(db, a, plain))).toEqual([]);
  });

  test("similar recipes share cuisine, meal type or tags; images are served only to readers", async () => {
    const { db } = ctx();
    const a = await account(db);
    const image = await saveRecipeImage(db, a.householdId, {
      bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]),
      type: "image/png",
    });
    const unique = { cuisine_type: "", meal_type: "", tags: [`tag-${n++}-${Date.now()}`] };
    const id = await createRecipe(db, a, pancakes(unique), { now, imageId: image });
    await createRecipe(db, a, pancakes({ ...unique, name: "Waffles" }), { now });
    await createRecipe(
      db,
      a,
      pancakes({ name: "Soup", tags: [], cuisine_type: "Thai", meal_type: "dinner" }),
      {
        now,
      },
    );
    const recipe = await getRecipe(db, a, id);
    expect((await similarRecipes(db, a, recipe)).map((r) => r.name)).toEqual(["Waffles"]);
    expect((await getRecipeImage(db, a, image)).contentType).toBe("image/png");
    const b = await account(db);
    await expect(getRecipeImage(db, b, image)).rejects.toBeInstanceOf(NotFoundError);
  });

  test("the starter library loads once, public, with parsed ingredients", async () => {
    const { db } = ctx();
    const added = await seedStarterRecipes(db, { now, limit: 25 });
    expect(added).toBe(25);
    expect(await seedStarterRecipes(db, { now, limit: 25 })).toBe(0);
    const a = await account(db);
    const page = await listRecipes(db, a, { search: "Älplermagronen" });
    expect(page.items[0]).toMatchObject({ isStarter: true, isPublic: true, canEdit: false });
    const recipe = await getRecipe(db, a, page.items[0]!.id);
    expect(recipe.ingredients.length).toBeGreaterThan(3);
    expect(recipe.ingredients[0]).toMatchObject({ quantity: 150, unit: "gram" });
    expect(recipe.licence).toBe("https://unlicense.org/");
    expect(recipe.sourceUrl).toMatch(/^https:\/\/github.com\/ronaldl29\/public-domain-recipes/);
  });

  test("starter recipes carry derived facts, plain text, and unknown times as unknown", async () => {
    const { db } = ctx();
    const a = await account(db);
    const [alpine] = (await listRecipes(db, a, { search: "Älplermagronen" })).items;
    // 'swiss, pork, potato, pasta': a main, Swiss (no listed cuisine); only a cook time in the file.
    expect(alpine).toMatchObject({ mealType: "dinner", cuisine: "", prepMinutes: null, cookMinutes: 30 });
    expect(alpine!.totalMinutes).toBe(30);
    expect(alpine!.description).toContain("A swiss favorite, Älplermagronen combines");
    expect(recipeJson(await getRecipe(db, a, alpine!.id))).toMatchObject({ prep_time: null, cook_time: 30 });
    // The cuisine filter finds starter recipes, and 'asian' finds the Asian cuisines it holds.
    expect((await listRecipes(db, a, { cuisine: "italian" })).total).toBeGreaterThan(0);
    const asian = await listRecipes(db, a, { cuisine: "asian", perPage: 100 });
    expect(new Set(asian.items.map((r) => r.cuisine))).not.toContain("");
    expect(
      asian.items.every((r) =>
        ["Asian", "Chinese", "Japanese", "Korean", "Thai", "Vietnamese"].includes(r.cuisine),
      ),
    ).toBe(true);
    // Sorting by time puts unknown times last, whichever the direction.
    for (const direction of ["asc", "desc"] as const) {
      const sorted = (await listRecipes(db, a, { sort: "time", direction, perPage: 100 })).items;
      const known = sorted.filter((r) => r.totalMinutes !== null);
      expect(sorted.slice(0, known.length)).toEqual(known);
    }
  });

  test("a start re-derives a starter library loaded by older rules, keeping ids and favourites", async () => {
    const { db } = ctx();
    const a = await account(db);
    const [alpine] = (await listRecipes(db, a, { search: "Älplermagronen" })).items;
    await toggleFavorite(db, a, alpine!.id, now);
    // As an older install has it: Medium, no cuisine or meal type, 0 for a missing time, Markdown.
    await db
      .updateTable("recipes")
      .set({
        difficulty: "Medium",
        meal_type: "",
        prep_minutes: 0,
        description: "A swiss favorite, _Älplermagronen_ combines",
        starter_revision: 0,
      })
      .where("starter_key", "is not", null)
      .execute();
    expect(await refreshStarterRecipes(db, { now, limit: 25 })).toBe(25);
    const again = await getRecipe(db, a, alpine!.id);
    expect(again).toMatchObject({ mealType: "dinner", prepMinutes: null, isFavorite: true });
    expect(again.description).not.toContain("_");
    expect(again.ingredients[0]).toMatchObject({ quantity: 150, unit: "gram" });
    expect(await refreshStarterRecipes(db, { now, limit: 25 })).toBe(0);
  });
});
