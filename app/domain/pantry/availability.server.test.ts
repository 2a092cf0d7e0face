// The recipe cards' 'Can make' against the database (docs/decisions/039-pantry-loop.md): the household's
// own pantry rows that hold something, the same food matching and amounts as the shopping list, grams
// against cups through the food table.
import { expect, test } from "vitest";
import { describeEachBackend } from "../../../tests/support/db";
import { registerUser } from "../accounts/users.server";
import { createRecipe } from "../recipes/commands.server";
import { RecipeSchema } from "../recipes/schemas";
import { recipeAvailability } from "./availability.server";

const now = new Date("2026-11-25T10:00:00Z");
let n = 0;

describeEachBackend("recipe availability", (ctx) => {
  const cook = () =>
    registerUser(ctx().db, {
      name: "Cook",
      email: `availability-${Date.now()}-${n++}@example.com`,
      password: "password-123",
      now,
    });
  const recipe = (user: Awaited<ReturnType<typeof cook>>, name: string, lines: string) =>
    createRecipe(
      ctx().db,
      user,
      RecipeSchema.parse({ name, servings: 2, ingredient_lines: lines, instructions: "Cook." }),
      { now },
    );
  const stock = (householdId: number, name: string, quantity: number, unit: string | null) =>
    ctx()
      .db.insertInto("inventory_items")
      .values({ household_id: householdId, name, category: "Pantry Staples", quantity, unit })
      .returning("id")
      .executeTakeFirstOrThrow();

  test("a recipe can be made when the household's own pantry holds enough of every ingredient", async () => {
    const { db } = ctx();
    const user = await cook();
    const omelette = await recipe(user, "Omelette", "3 eggs\n100 ml milk\nsalt\n1 cup water");
    const pancakes = await recipe(user, "Pancakes", "2 cups flour\n2 eggs");
    const can = async () =>
      Object.fromEntries(await recipeAvailability(db, user.householdId, [omelette, pancakes]));

    // Nothing stocked: neither; egg noodles are not eggs.
    expect(await can()).toEqual({ [omelette]: false, [pancakes]: false });
    await stock(user.householdId, "Egg noodles", 500, "g");
    expect(await can()).toEqual({ [omelette]: false, [pancakes]: false });

    // Eggs, a litre of milk (100 ml needed) and any salt: the omelette (water is always there).
    const eggs = await stock(user.householdId, "Eggs", 6, "piece");
    await stock(user.householdId, "Whole milk", 1, "l");
    expect(await can()).toEqual({ [omelette]: false, [pancakes]: false });
    await stock(user.householdId, "Milk", 1, "l");
    await stock(user.householdId, "Salt", 1, "jar");
    expect(await can()).toEqual({ [omelette]: true, [pancakes]: false });

    // Flour kept in grams covers the cups through the food table (a cup of flour ≈ 125 g), not before.
    const flour = await stock(user.householdId, "Flour", 100, "g");
    expect(await can()).toEqual({ [omelette]: true, [pancakes]: false });
    await db.updateTable("inventory_items").set({ quantity: 300 }).where("id", "=", flour.id).execute();
    expect(await can()).toEqual({ [omelette]: true, [pancakes]: true });

    // Too few eggs for the omelette, none at all for either.
    await db.updateTable("inventory_items").set({ quantity: 2 }).where("id", "=", eggs.id).execute();
    expect(await can()).toEqual({ [omelette]: false, [pancakes]: true });
    await db.updateTable("inventory_items").set({ quantity: 0 }).where("id", "=", eggs.id).execute();
    expect(await can()).toEqual({ [omelette]: false, [pancakes]: false });
  });

  test("another household's pantry does not count", async () => {
    const { db } = ctx();
    const owner = await cook();
    const neighbour = await cook();
    const toast = await recipe(owner, "Toast", "2 slices bread");
    await stock(neighbour.householdId, "Bread", 20, "slice");
    expect((await recipeAvailability(db, owner.householdId, [toast])).get(toast)).toBe(false);
    await stock(owner.householdId, "Bread", 2, "slice");
    expect((await recipeAvailability(db, owner.householdId, [toast])).get(toast)).toBe(true);
  });
});
