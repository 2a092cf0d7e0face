import http from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "kysely";
import { afterAll, beforeAll, expect, test } from "vitest";
import { describeEachBackend } from "../../../tests/support/db";
import { registerUser } from "../accounts/users.server";
import { importRecipeFromUrl } from "./import-recipe.server";
import { getRecipe } from "./queries.server";

const now = new Date("2026-11-25T10:00:00Z");

// A PNG header that claims 2×2 pixels: enough for the picture check, which reads type and size only.
const PNG = Buffer.concat([
  Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"),
  Buffer.from([0, 0, 0, 2, 0, 0, 0, 2, 8, 6, 0, 0, 0]),
]);
const page = (
  title: string,
  recipe: Record<string, unknown> = {},
) => `<!doctype html><html><head><title>${title}</title>
<script type="application/ld+json">${JSON.stringify({
  "@context": "https://schema.org",
  "@type": "Recipe",
  name: title,
  image: "/picture.png",
  recipeYield: "4 servings",
  recipeIngredient: ["2 cups flour", "1 cup milk"],
  recipeInstructions: ["Mix.", "Fry."],
  ...recipe,
})}</script></head><body>${title}</body></html>`;

/** One ingredient line of 5,000 characters, as a saved page of a real site had (issue 32, item 9). */
const LONG_LINE = `1 cup milk ${"warmed gently with a pinch of salt and ".repeat(130)}`.slice(0, 5000);
/** Pages by path: a recipe with one very long line, and one whose prep time no recipe may have. */
const PAGES: Record<string, () => string> = {
  "/long-line": () => page("Pancakes", { recipeIngredient: ["2 cups flour", LONG_LINE, "2 eggs"] }),
  "/slow": () => page("Slow bread", { prepTime: "PT200H" }),
};

let server: http.Server;
let base = "";
beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fixture");
    const fixture = PAGES[url.pathname];
    if (url.pathname === "/picture.png") res.writeHead(200, { "Content-Type": "image/png" }).end(PNG);
    else if (url.pathname === "/missing") res.writeHead(404).end();
    else if (fixture) res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(fixture());
    else
      res
        .writeHead(200, { "Content-Type": "text/html; charset=utf-8" })
        .end(page(url.searchParams.get("title") ?? "Pancakes"));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

// The fixture server is on loopback, which only this switch lets the client reach (ADR 007).
const outbound = { allowLoopback: true };
let n = 0;

describeEachBackend("importing a recipe from a web page", (ctx) => {
  const cook = () =>
    registerUser(ctx().db, {
      name: "Cook",
      email: `import-${Date.now()}-${n++}@example.com`,
      password: "password-123",
      now,
    });
  const countOf = async (table: "recipes" | "recipe_images", householdId: number) =>
    (
      await ctx()
        .db.selectFrom(table)
        .select(sql<number>`count(*)::int`.as("n"))
        .where("household_id", "=", householdId)
        .executeTakeFirstOrThrow()
    ).n;
  /** Makes the next insert into `table` for this household fail, as a full disk or a lost connection would. */
  const failInsertsInto = async (table: "recipes" | "recipe_images", householdId: number) => {
    const name = `fail_${table}_${householdId}`;
    await sql
      .raw(`create function ${name}() returns trigger language plpgsql as $$
        begin
          if new.household_id = ${householdId} then raise exception 'saving failed'; end if;
          return new;
        end $$`)
      .execute(ctx().db);
    await sql
      .raw(`create trigger ${name} before insert on ${table} for each row execute function ${name}()`)
      .execute(ctx().db);
    return async () => {
      await sql.raw(`drop trigger ${name} on ${table}`).execute(ctx().db);
      await sql.raw(`drop function ${name}()`).execute(ctx().db);
    };
  };

  test("the recipe is saved with its picture", async () => {
    const user = await cook();
    const result = await importRecipeFromUrl(
      ctx().db,
      user,
      `${base}/recipe?title=Crepes`,
      now,
      undefined,
      outbound,
    );
    if (!result.ok) throw new Error(result.message);
    expect(result.pictureProblem).toBeNull();
    const recipe = await getRecipe(ctx().db, user, result.id);
    expect(recipe.name).toBe("Crepes");
    expect(recipe.imageId).not.toBeNull();
  });

  test("a page whose recipe has one 5,000-character ingredient line imports, the line shortened", async () => {
    expect(LONG_LINE).toHaveLength(5000);
    const user = await cook();
    const result = await importRecipeFromUrl(ctx().db, user, `${base}/long-line`, now, undefined, outbound);
    if (!result.ok) throw new Error(`${result.field}: ${result.message}`);
    expect(result.shortened).toEqual(["ingredient 2"]);
    const recipe = await getRecipe(ctx().db, user, result.id);
    const names = recipe.ingredients.map((row) => row.name);
    expect(names).toHaveLength(3);
    expect(names[0]).toBe("flour");
    expect(names[1]?.startsWith("milk warmed gently")).toBe(true);
    expect(names[1]?.length).toBeLessThanOrEqual(200);
    expect(names[2]).toBe("eggs");
  });

  test("a failed import names the field that failed: the address, or the recipe's field", async () => {
    const user = await cook();
    const missing = await importRecipeFromUrl(ctx().db, user, `${base}/missing`, now, undefined, outbound);
    expect(missing).toMatchObject({ ok: false, status: 422, field: "url" });
    const slow = await importRecipeFromUrl(ctx().db, user, `${base}/slow`, now, undefined, outbound);
    expect(slow).toEqual({
      ok: false,
      status: 422,
      field: "prep_time",
      message: "Prep time must be at most 10080.",
    });
    expect(await countOf("recipes", user.householdId)).toBe(0);
  });

  test("a failure while saving the picture leaves no recipe behind", async () => {
    const user = await cook();
    const restore = await failInsertsInto("recipe_images", user.householdId);
    try {
      await expect(
        importRecipeFromUrl(ctx().db, user, `${base}/recipe?title=Waffles`, now, undefined, outbound),
      ).rejects.toThrow(/saving failed/);
    } finally {
      await restore();
    }
    expect(await countOf("recipes", user.householdId)).toBe(0);
    expect(await countOf("recipe_images", user.householdId)).toBe(0);
  });

  test("a failure while saving the recipe leaves no picture behind", async () => {
    const user = await cook();
    const restore = await failInsertsInto("recipes", user.householdId);
    try {
      await expect(
        importRecipeFromUrl(ctx().db, user, `${base}/recipe?title=Scones`, now, undefined, outbound),
      ).rejects.toThrow(/saving failed/);
    } finally {
      await restore();
    }
    expect(await countOf("recipes", user.householdId)).toBe(0);
    expect(await countOf("recipe_images", user.householdId)).toBe(0);
  });
});
