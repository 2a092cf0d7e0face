import { expect, test } from "vitest";
import { describeEachBackend } from "../../../tests/support/db";
import { registerUser } from "../accounts/users.server";
import { DomainError, ForbiddenError, NotFoundError } from "../errors";
import { createRecipe, deleteRecipe, updateRecipe } from "../recipes/recipes.server";
import { RecipeSchema } from "../recipes/schemas";
import { seedStarterRecipes } from "../recipes/starter.server";
import {
  featureRecipe,
  reportRecipe,
  resolveReport,
  reviewRecipe,
  saveRecipe,
  shareRecipe,
} from "./commands.server";
import {
  countOpenReports,
  listCommunityRecipes,
  listOpenReports,
  listReviews,
  recentCommunityRecipes,
} from "./queries.server";
import { readCommunityQuery } from "./schemas";

const now = new Date("2026-11-29T10:00:00Z");
const later = new Date("2026-11-29T11:00:00Z");
let n = 0;
const account = (db: Parameters<typeof registerUser>[0], name: string, role?: "admin" | "member") =>
  registerUser(db, {
    name,
    email: `community-${Date.now()}-${n++}@example.com`,
    password: "password-123",
    now,
    ...(role ? { role } : {}),
  });

const recipe = (name: string, extra: Record<string, unknown> = {}) =>
  RecipeSchema.parse({
    name,
    cuisine_type: "Italian",
    ingredient_lines: "200 g spaghetti\n2 zucchini",
    instructions: "Cook.",
    ...extra,
  });

const query = (text: string) => readCommunityQuery(new URLSearchParams(text));

describeEachBackend("community", (ctx) => {
  test("a shared recipe is found by another household by name, ingredient or author; saves count one each", async () => {
    const { db } = ctx();
    const tag = `zq${Date.now()}`;
    const ann = await account(db, `Ann ${tag}`);
    const bob = await account(db, "Bob");
    const id = await createRecipe(db, ann, recipe(`Pasta ${tag}`), { now });
    const other = await createRecipe(db, ann, recipe(`Soup ${tag}`, { cuisine_type: "Mexican" }), { now });

    expect((await listCommunityRecipes(db, bob, query(`search=${tag}`))).total).toBe(0);
    await shareRecipe(db, ann, id, true, now);
    await shareRecipe(db, ann, other, true, later);
    // Another household can neither unshare, edit nor delete it.
    await expect(shareRecipe(db, bob, id, false, now)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(updateRecipe(db, bob, id, recipe("Mine"), { now })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(deleteRecipe(db, bob, id)).rejects.toBeInstanceOf(ForbiddenError);

    const byName = await listCommunityRecipes(db, bob, query(`search=pasta ${tag}`));
    expect(byName.items.map((r) => r.title)).toEqual([`Pasta ${tag}`]);
    expect(byName.items[0]).toMatchObject({ userName: `Ann ${tag}`, isOwn: false, saves: 0, isSaved: false });
    expect((await listCommunityRecipes(db, bob, query(`search=${tag}&cuisine=mexican`))).items).toHaveLength(
      1,
    );
    expect((await listCommunityRecipes(db, bob, query(`search=Ann ${tag}`))).total).toBe(2);
    const recent = await listCommunityRecipes(db, bob, query(`search=${tag}&sort=recent`));
    expect(recent.items.map((r) => r.id)).toEqual([other, id]);

    expect(await saveRecipe(db, bob, id, true, now)).toEqual({ isSaved: true, saves: 1 });
    expect(await saveRecipe(db, bob, id, true, now)).toEqual({ isSaved: true, saves: 1 });
    expect(await saveRecipe(db, ann, id, true, now)).toEqual({ isSaved: true, saves: 2 });
    const popular = await listCommunityRecipes(db, bob, query(`search=${tag}`));
    expect(popular.items.map((r) => [r.id, r.saves, r.isSaved])).toEqual([
      [id, 2, true],
      [other, 0, false],
    ]);
    expect((await listCommunityRecipes(db, bob, query(`search=${tag}&show=saved`))).items).toHaveLength(1);
    expect(await saveRecipe(db, bob, id, false, now)).toEqual({ isSaved: false, saves: 1 });

    // Real paging: two recipes, one a page.
    const paged = await listCommunityRecipes(db, bob, query(`search=${tag}&page=9`), 1);
    expect([paged.page, paged.lastPage, paged.total, paged.items.length]).toEqual([2, 2, 2, 1]);

    await shareRecipe(db, ann, id, false, now);
    expect((await listCommunityRecipes(db, bob, query(`search=${tag}`))).total).toBe(1);
    await expect(saveRecipe(db, bob, id, true, now)).rejects.toBeInstanceOf(NotFoundError);
  });

  test("pages follow the sort: every recipe once, page after page, in the order of the whole list", async () => {
    const { db } = ctx();
    const tag = `zp${Date.now()}`;
    const ann = await account(db, "Ann");
    const [bob, cy, di] = [await account(db, "Bob"), await account(db, "Cy"), await account(db, "Di")];
    const fans = [bob, cy, di];
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const id = await createRecipe(db, ann, recipe(`Dish ${i} ${tag}`), { now });
      await shareRecipe(db, ann, id, true, new Date(now.getTime() + i * 60_000));
      ids.push(id);
    }
    // Saves 0, 3, 1, 2, 1 and ratings on two of them: ties broken by the rating, then the name.
    for (const [index, count] of [0, 3, 1, 2, 1].entries())
      for (const fan of fans.slice(0, count)) await saveRecipe(db, fan, ids[index] as number, true, now);
    await reviewRecipe(db, bob, ids[4] as number, { rating: 5 }, now);
    await reviewRecipe(db, cy, ids[2] as number, { rating: 2 }, now);
    for (const sort of ["popular", "recent", "rating"]) {
      const whole = await listCommunityRecipes(db, ann, query(`search=${tag}&sort=${sort}`));
      const pages = [];
      for (let page = 1; page <= 3; page++)
        pages.push(
          ...(await listCommunityRecipes(db, ann, query(`search=${tag}&sort=${sort}&page=${page}`), 2)).items,
        );
      expect(pages.map((r) => r.id)).toEqual(whole.items.map((r) => r.id));
    }
    const popular = await listCommunityRecipes(db, ann, query(`search=${tag}`));
    expect(popular.items.map((r) => [r.id, r.saves])).toEqual([
      [ids[1], 3],
      [ids[3], 2],
      [ids[4], 1],
      [ids[2], 1],
      [ids[0], 0],
    ]);
    const recent = await listCommunityRecipes(db, ann, query(`search=${tag}&sort=recent`));
    expect(recent.items.map((r) => r.id)).toEqual([...ids].reverse());
  });

  test("ratings with reviews: one per user and recipe, edited in place, shown newest first with the viewer's own first", async () => {
    const { db } = ctx();
    const ann = await account(db, "Ann");
    const bob = await account(db, "Bob");
    const cy = await account(db, "Cy");
    const id = await createRecipe(db, ann, recipe("Risotto"), { now });
    await expect(reviewRecipe(db, bob, id, { rating: 5 }, now)).rejects.toBeInstanceOf(NotFoundError);
    await shareRecipe(db, ann, id, true, now);
    await reviewRecipe(db, bob, id, { rating: 5, review: "Creamy." }, now);
    expect(await reviewRecipe(db, cy, id, { rating: 2, review: "Too salty." }, later)).toEqual({
      rating: 3.5,
      ratingCount: 2,
      myRating: 2,
    });
    // Bob edits: the rating changes, the review kept when none is sent.
    expect((await reviewRecipe(db, bob, id, { rating: 4 }, now)).ratingCount).toBe(2);
    const shown = await listReviews(db, bob, id);
    expect(shown.map((r) => [r.userName, r.rating, r.review, r.isMine])).toEqual([
      ["Bob", 4, "Creamy.", true],
      ["Cy", 2, "Too salty.", false],
    ]);
  });

  test("featuring is for admins; a report hides the recipe for its reporter and waits for an admin", async () => {
    const { db } = ctx();
    const tag = `rp${Date.now()}`;
    const admin = await account(db, "Admin", "admin");
    const ann = await account(db, "Ann");
    const bob = await account(db, "Bob");
    const id = await createRecipe(db, ann, recipe(`Lasagne ${tag}`), { now });
    // Another household's private recipe does not exist for the admin either (ADR 017).
    await expect(featureRecipe(db, admin, id, true, now)).rejects.toBeInstanceOf(NotFoundError);
    await shareRecipe(db, ann, id, true, now);
    await expect(featureRecipe(db, bob, id, true, now)).rejects.toBeInstanceOf(ForbiddenError);
    await featureRecipe(db, admin, id, true, now);
    const withFeatured = await listCommunityRecipes(db, bob, query(`show=featured&search=${tag}`));
    expect(withFeatured.items[0]?.isFeatured).toBe(true);
    expect((await listCommunityRecipes(db, bob, query(""))).featured.map((r) => r.id)).toContain(id);
    // The featured row is left out while searching.
    expect(withFeatured.featured).toEqual([]);

    await expect(reportRecipe(db, ann, id, "mine", now)).rejects.toBeInstanceOf(DomainError);
    const before = await countOpenReports(db);
    await reportRecipe(db, bob, id, "Not a recipe", now);
    await reportRecipe(db, bob, id, "Again", now);
    expect(await countOpenReports(db)).toBe(before + 1);
    expect((await listCommunityRecipes(db, bob, query(`search=${tag}`))).total).toBe(0);
    expect((await recentCommunityRecipes(db, bob, 50)).map((r) => r.id)).not.toContain(id);
    expect((await listCommunityRecipes(db, admin, query(`search=${tag}`))).total).toBe(1);

    const report = (await listOpenReports(db)).find((r) => r.recipeId === id);
    expect(report).toMatchObject({
      recipeName: `Lasagne ${tag}`,
      reporterName: "Bob",
      reason: "Not a recipe",
    });
    if (!report) throw new Error("no report");
    await expect(resolveReport(db, bob, report.id, "unshare", now)).rejects.toBeInstanceOf(ForbiddenError);
    await resolveReport(db, admin, report.id, "unshare", now);
    expect((await listCommunityRecipes(db, admin, query(`search=${tag}`))).total).toBe(0);
    expect(await countOpenReports(db)).toBe(before);
    await expect(resolveReport(db, admin, report.id, "dismiss", now)).rejects.toBeInstanceOf(NotFoundError);
  });

  test("search finds a recipe by one of its ingredients alone; sort=rating puts the best average first", async () => {
    const { db } = ctx();
    const tag = `rt${Date.now()}`;
    const ing = `ig${Date.now()}`;
    const ann = await account(db, "Ann");
    const bob = await account(db, "Bob");
    const cy = await account(db, "Cy");
    // Neither the name, the description nor the author holds the tag: only an ingredient does.
    const stew = await createRecipe(
      db,
      ann,
      recipe("Winter stew", { ingredient_lines: `500 g beef\n2 ${ing}parsnips` }),
      { now },
    );
    await shareRecipe(db, ann, stew, true, now);
    const byIngredient = await listCommunityRecipes(db, bob, query(`search=${ing}PARSNIP`));
    expect(byIngredient.items.map((r) => r.id)).toEqual([stew]);
    expect((await listCommunityRecipes(db, bob, query(`search=${ing}turnip`))).total).toBe(0);

    // Three recipes: 5 from one rating, 4.5 from two, none.
    const [best, good, unrated] = await Promise.all(
      ["Alpha", "Beta", "Gamma"].map((name) => createRecipe(db, ann, recipe(`${name} ${tag}`), { now })),
    );
    if (!best || !good || !unrated) throw new Error("recipes not created");
    for (const id of [best, good, unrated]) await shareRecipe(db, ann, id, true, now);
    await reviewRecipe(db, bob, good, { rating: 5 }, now);
    await reviewRecipe(db, cy, good, { rating: 4 }, now);
    await reviewRecipe(db, bob, best, { rating: 5 }, now);
    // Saves would put Gamma first when sorted by popularity: the rating sort ignores them.
    await saveRecipe(db, bob, unrated, true, now);
    const rated = await listCommunityRecipes(db, bob, query(`search=${tag}&sort=rating`));
    expect(rated.items.map((r) => [r.title, r.rating, r.ratingCount])).toEqual([
      [`Alpha ${tag}`, 5, 1],
      [`Beta ${tag}`, 4.5, 2],
      [`Gamma ${tag}`, 0, 0],
    ]);
    const popular = await listCommunityRecipes(db, bob, query(`search=${tag}&sort=popular`));
    expect(popular.items[0]?.id).toBe(unrated);
  });

  test("the starter library is part of the community, by its own author line, and nobody's own", async () => {
    const { db } = ctx();
    await seedStarterRecipes(db, { now, limit: 3 });
    const starter = await db
      .selectFrom("recipes")
      .select(["id", "name", "author_name"])
      .where("starter_key", "is not", null)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const bob = await account(db, "Bob");
    const found = await listCommunityRecipes(db, bob, query(`search=${encodeURIComponent(starter.name)}`));
    expect(found.items.find((r) => r.id === Number(starter.id))).toMatchObject({
      title: starter.name,
      isStarter: true,
      isOwn: false,
      userName: starter.author_name.trim() || "Starter library",
    });
    // Without search text they are listed with the households' shared recipes.
    const all = await listCommunityRecipes(db, bob, query("sort=recent"), 500);
    expect(all.items.some((r) => r.isStarter)).toBe(true);
  });
});
