import { expect, test } from "vitest";
import { describeEachBackend } from "../../../tests/support/db";
import { mealRequest } from "../../../tests/support/meals";
import { registerUser } from "../accounts/users.server";
import { NotFoundError } from "../errors";
import { markPrepared, planMeal } from "../meal-plan/meals.server";
import { createRecipe } from "../recipes/commands.server";
import { RecipeSchema } from "../recipes/schemas";
import { exportHouseholdData } from "../settings/household-data.server";
import { listItems } from "../shopping/items.server";
import { recipeAvailability } from "./availability.server";
import {
  lastPantryChange,
  mealPantryHistory,
  purchaseToPantry,
  setDepletesOnPrepared,
  undoLastPantryChange,
} from "./changes.server";
import { densitiesFor } from "./densities.server";
import { addRecipeToList, generateShoppingList } from "./generate.server";

const now = new Date("2026-11-25T10:00:00Z");
let n = 0;

describeEachBackend("the pantry loop", (ctx) => {
  const cook = () =>
    registerUser(ctx().db, {
      name: "Cook",
      email: `pantry-loop-${Date.now()}-${n++}@example.com`,
      password: "password-123",
      now,
    });
  const recipe = (user: Awaited<ReturnType<typeof cook>>, name: string, lines: string, servings = 4) =>
    createRecipe(
      ctx().db,
      user,
      RecipeSchema.parse({ name, servings, ingredient_lines: lines, instructions: "Cook." }),
      { now },
    );
  const plan = (
    user: Awaited<ReturnType<typeof cook>>,
    title: string,
    recipeId: number,
    date: string,
    servings = 4,
  ) => planMeal(ctx().db, user, mealRequest({ title, recipeId, date, servings }), { source: "web", now });
  const stock = (householdId: number, name: string, quantity: number, unit: string | null) =>
    ctx()
      .db.insertInto("inventory_items")
      .values({ household_id: householdId, name, category: "Pantry Staples", quantity, unit })
      .returning("id")
      .executeTakeFirstOrThrow();
  const items = (householdId: number) =>
    ctx()
      .db.selectFrom("shopping_items")
      .select(["id", "name", "quantity", "unit", "notes", "category", "purchased"])
      .where("household_id", "=", householdId)
      .orderBy("id")
      .execute();
  const pantry = (householdId: number) =>
    ctx()
      .db.selectFrom("inventory_items")
      .select(["name", "quantity", "unit", "location"])
      .where("household_id", "=", householdId)
      .orderBy("id")
      .execute();

  test("a week's list: scaled, merged with 'For' notes, minus the pantry; regenerating updates it", async () => {
    const { db } = ctx();
    const user = await cook();
    const chili = await recipe(user, "Chili", "2 onions\n500 ml milk\n1 cup rice");
    const soup = await recipe(user, "Soup", "1 onion\n1 l chicken broth", 2);
    await plan(user, "Chili Night", chili, "2026-11-26", 8);
    await plan(user, "Soup Supper", soup, "2026-11-27", 2);
    await stock(user.householdId, "Milk", 1, "l");
    await stock(user.householdId, "Rice", 1, "cup");

    const first = await generateShoppingList(db, user, { start: "2026-11-25", end: "2026-12-01" }, now);
    expect(first).toMatchObject({ meals: 2, added: 3, updated: 0, removed: 0, listName: "Shopping List" });
    expect(first.inPantry).toEqual(["milk"]);
    expect(
      (await items(user.householdId)).map((i) => [i.name, i.quantity, i.unit, i.notes, i.category]),
    ).toEqual([
      ["onions", 5, null, "For Chili Night, For Soup Supper", "Produce"],
      ["rice", 1, "cup", "For Chili Night", "Dry Goods"],
      ["chicken broth", 1, "liter", "For Soup Supper", "Canned Goods"],
    ]);

    await plan(user, "More Soup", soup, "2026-11-28", 2);
    const again = await generateShoppingList(db, user, { start: "2026-11-25", end: "2026-12-01" }, now);
    expect(again).toMatchObject({ added: 0, updated: 3, removed: 0 });
    const after = await items(user.householdId);
    expect(after).toHaveLength(3);
    expect(after[0]).toMatchObject({
      name: "onions",
      quantity: 6,
      notes: "For Chili Night, For Soup Supper, For More Soup",
    });
    expect(after[2]).toMatchObject({ quantity: 2, unit: "liter" });
  });

  test("an item needed by two meals remembers both; regenerating keeps one item with both meals", async () => {
    const { db } = ctx();
    const user = await cook();
    const chili = await recipe(user, "Chili", "2 onions\n1 can kidney beans");
    const soup = await recipe(user, "Soup", "1 onion");
    const chiliNight = await plan(user, "Chili Night", chili, "2026-11-26");
    const soupSupper = await plan(user, "Soup Supper", soup, "2026-11-27");
    const week = { start: "2026-11-25", end: "2026-12-01" };
    const shown = async () =>
      (
        await db
          .selectFrom("shopping_items")
          .select(["name", "source_meal_id", "source_meal_ids"])
          .where("household_id", "=", user.householdId)
          .orderBy("id")
          .execute()
      ).map((i) => [i.name, i.source_meal_id, i.source_meal_ids]);

    const first = await generateShoppingList(db, user, week, now);
    expect(first.items.find((i) => i.name === "onions")).toMatchObject({
      sourceMealId: chiliNight.id,
      sourceMealIds: [chiliNight.id, soupSupper.id],
    });
    expect(await shown()).toEqual([
      ["onions", chiliNight.id, [chiliNight.id, soupSupper.id]],
      ["kidney beans", chiliNight.id, [chiliNight.id]],
    ]);
    // The API's item shape carries them too (and the first alone, for older clients).
    const [listed] = await listItems(db, user.householdId, first.listId);
    expect(listed).toMatchObject({
      sourceMealId: chiliNight.id,
      sourceMealIds: [chiliNight.id, soupSupper.id],
    });

    // Again, unchanged: still one onion item with both meals.
    expect(await generateShoppingList(db, user, week, now)).toMatchObject({ added: 0, removed: 0 });
    expect(await shown()).toEqual([
      ["onions", chiliNight.id, [chiliNight.id, soupSupper.id]],
      ["kidney beans", chiliNight.id, [chiliNight.id]],
    ]);

    // A third meal needing onions joins the same item; the item made by hand remembers no meal.
    const stew = await plan(user, "Stew", soup, "2026-11-28");
    await generateShoppingList(db, user, week, now);
    const onions = (await shown()).filter(([name]) => name === "onions");
    expect(onions).toEqual([["onions", chiliNight.id, [chiliNight.id, soupSupper.id, stew.id]]]);
    const pancakes = await recipe(user, "Pancakes", "2 eggs");
    await addRecipeToList(db, user, pancakes, {}, now);
    expect((await shown()).at(-1)).toEqual(["eggs", null, []]);
    // The household's export keeps them with the list's items.
    const exported = await exportHouseholdData(db, user, now);
    expect(exported.shopping_lists[0]?.items.find((i) => i.name === "onions")?.source_meal_ids).toEqual([
      chiliNight.id,
      soupSupper.id,
      stew.id,
    ]);
  });

  test("a day's list, then the week's: the week takes the day's open items over instead of buying twice", async () => {
    const { db } = ctx();
    const user = await cook();
    const chili = await recipe(user, "Chili", "2 onions\n1 can kidney beans", 4);
    const soup = await recipe(user, "Soup", "1 onion\n1 l beef broth", 4);
    await plan(user, "Chili Night", chili, "2026-11-26", 4);
    await plan(user, "Soup Supper", soup, "2026-11-27", 4);
    const day = await generateShoppingList(db, user, { start: "2026-11-26", end: "2026-11-26" }, now);
    expect(day).toMatchObject({ added: 2 });
    // The onions are bought; the beans are still to buy when the week's list is made.
    const [onions] = await items(user.householdId);
    await db.updateTable("shopping_items").set({ purchased: true }).where("id", "=", onions!.id).execute();

    const week = await generateShoppingList(db, user, { start: "2026-11-25", end: "2026-12-01" }, now);
    expect(week).toMatchObject({ added: 2, updated: 1 });
    const open = (await items(user.householdId)).filter((i) => !i.purchased);
    expect(open.map((i) => [i.name, Number(i.quantity), i.unit])).toEqual([
      ["kidney beans", 1, "can"],
      ["onions", 3, null],
      ["beef broth", 1, "liter"],
    ]);
    // A list for days outside the week keeps its own items.
    await plan(user, "Later Chili", chili, "2026-12-10", 4);
    await generateShoppingList(db, user, { start: "2026-12-10", end: "2026-12-10" }, now);
    await generateShoppingList(db, user, { start: "2026-11-25", end: "2026-12-01" }, now);
    expect((await items(user.householdId)).filter((i) => i.name === "kidney beans")).toHaveLength(2);
  });

  test("densities come from the food table's household measures; a food without one has none", async () => {
    const densityOf = await densitiesFor(ctx().db, ["flour", "sugar", "butter", "milk", "zzz unknown"]);
    const perCup = (key: string) => (densityOf(key) ?? 0) * 236.5882365;
    expect(perCup("flour")).toBeCloseTo(125, -1);
    expect(perCup("sugar")).toBeCloseTo(200, -1);
    expect(perCup("butter")).toBeCloseTo(227, -1);
    expect(perCup("milk")).toBeCloseTo(244, -1);
    expect(densityOf("zzz unknown")).toBeNull();
    // A food asked for is the only one known.
    expect(densityOf("rice")).toBeNull();
  });

  test("grams in the pantry count against the cups a plan needs, for a food the table can weigh", async () => {
    const { db } = ctx();
    const user = await cook();
    const cake = await recipe(
      user,
      "Sponge",
      "2 cups flour\n1 cup sugar\n4 tbsp butter\n1 cup milk\n1 tsp saffron",
      8,
    );
    await plan(user, "Birthday", cake, "2026-11-26", 8);
    await stock(user.householdId, "Flour", 200, "g");
    await stock(user.householdId, "Sugar", 1, "kg");
    await stock(user.householdId, "Butter", 250, "g");
    await stock(user.householdId, "Saffron", 1, "g");
    const result = await generateShoppingList(db, user, { start: "2026-11-25", end: "2026-12-01" }, now);
    // The table weighs a teaspoon of saffron at 0.7 g: the gram held covers it.
    expect(result.inPantry.sort()).toEqual(["butter", "saffron", "sugar"]);
    expect((await items(user.householdId)).map((i) => [i.name, Number(i.quantity), i.unit])).toEqual([
      ["flour", 0.4, "cup"],
      ["milk", 1, "cup"],
    ]);
    // The recipe card agrees once the flour is there.
    expect((await recipeAvailability(db, user.householdId, [cake])).get(cake)).toBe(false);
    await stock(user.householdId, "Flour", 100, "g");
    await stock(user.householdId, "Milk", 1, "l");
    expect((await recipeAvailability(db, user.householdId, [cake])).get(cake)).toBe(true);
  });

  test("'Add to shopping list' on one ingredient and on the whole recipe", async () => {
    const { db } = ctx();
    const user = await cook();
    const pancakes = await recipe(user, "Pancakes", "2 cups flour\n2 eggs\n1 cup milk");
    expect(await addRecipeToList(db, user, pancakes, { position: 0, servings: 8 }, now)).toEqual([
      { name: "flour", quantity: 4, unit: "cup" },
    ]);
    await addRecipeToList(db, user, pancakes, {}, now);
    expect((await items(user.householdId)).map((i) => [i.name, i.quantity, i.unit])).toEqual([
      ["flour", 6, "cup"],
      ["eggs", 2, null],
      ["milk", 1, "cup"],
    ]);
    // Grams of flour from another recipe grow the cups already on the list (125 g is a cup).
    const bread = await recipe(user, "Bread", "250 g flour\n5 g salt");
    await addRecipeToList(db, user, bread, {}, now);
    expect((await items(user.householdId)).map((i) => [i.name, i.quantity, i.unit])).toEqual([
      ["flour", 8, "cup"],
      ["eggs", 2, null],
      ["milk", 1, "cup"],
      ["salt", 5, "gram"],
    ]);
    const other = await cook();
    await expect(addRecipeToList(db, other, pancakes, {}, now)).rejects.toBeInstanceOf(NotFoundError);
  });

  test("with lists but none current, adding makes the newest current instead of a second 'Shopping List'", async () => {
    const { db } = ctx();
    const user = await cook();
    const made = (name: string) =>
      db
        .insertInto("shopping_lists")
        .values({ household_id: user.householdId, name, is_current: false })
        .returning("id")
        .executeTakeFirstOrThrow();
    await made("Old list");
    const newest = await made("Party");
    const pancakes = await recipe(user, "Pancakes", "2 eggs");
    await addRecipeToList(db, user, pancakes, {}, now);
    const lists = await db
      .selectFrom("shopping_lists")
      .select(["id", "name", "is_current"])
      .where("household_id", "=", user.householdId)
      .orderBy("id")
      .execute();
    expect(lists.map((l) => [l.name, l.is_current])).toEqual([
      ["Old list", false],
      ["Party", true],
    ]);
    const onList = await db
      .selectFrom("shopping_items")
      .select(["list_id", "name"])
      .where("household_id", "=", user.householdId)
      .execute();
    expect(onList).toEqual([{ list_id: newest.id, name: "eggs" }]);
  });

  test("Purchased → pantry: into a matching row, or a new row in its default place; undo reverses it", async () => {
    const { db } = ctx();
    const user = await cook();
    const list = await recipe(user, "Shop", "250 g butter\n1 bag frozen peas");
    await addRecipeToList(db, user, list, {}, now);
    await stock(user.householdId, "Butter", 0.5, "kg");
    const [butter, peas] = await items(user.householdId);

    expect(await purchaseToPantry(db, user, butter!.id, now)).toMatchObject({
      created: false,
      already: false,
    });
    expect(await purchaseToPantry(db, user, butter!.id, now)).toMatchObject({ already: true });
    expect(await purchaseToPantry(db, user, peas!.id, now)).toMatchObject({ created: true });
    expect(await pantry(user.householdId)).toEqual([
      { name: "Butter", quantity: 0.75, unit: "kg", location: null },
      { name: "frozen peas", quantity: 1, unit: "bag", location: "Freezer" },
    ]);
    expect((await items(user.householdId)).every((i) => i.purchased)).toBe(true);

    expect(await lastPantryChange(db, user.householdId)).toMatchObject({
      summary: "Added 1 bag frozen peas to the pantry",
    });
    expect(await undoLastPantryChange(db, user, null, now)).toBe(true);
    expect(await pantry(user.householdId)).toHaveLength(1);
    expect((await items(user.householdId))[1]!.purchased).toBe(false);

    const other = await cook();
    await expect(purchaseToPantry(db, other, butter!.id, now)).rejects.toBeInstanceOf(NotFoundError);
  });

  test("a prepared meal takes its ingredients from the pantry, shown in its history, given back when unmarked", async () => {
    const { db } = ctx();
    const user = await cook();
    const omelette = await recipe(user, "Omelette", "3 eggs\n100 ml milk\n1 pinch salt", 1);
    const meal = await plan(user, "Breakfast Omelette", omelette, "2026-11-26", 2);
    await stock(user.householdId, "Eggs", 12, "piece");
    await stock(user.householdId, "Milk", 1, "l");

    await markPrepared(db, user, meal.id, true, { source: "web", now });
    expect((await pantry(user.householdId)).map((p) => p.quantity)).toEqual([6, 0.8]);
    const history = await mealPantryHistory(db, user.householdId, meal.id);
    expect(history.map((h) => h.what)).toEqual(["Used 6 pieces Eggs, 0.2 l Milk from the pantry"]);

    await markPrepared(db, user, meal.id, false, { source: "web", now });
    expect((await pantry(user.householdId)).map((p) => p.quantity)).toEqual([12, 1]);

    await setDepletesOnPrepared(db, user.householdId, false);
    await markPrepared(db, user, meal.id, true, { source: "web", now });
    expect((await pantry(user.householdId)).map((p) => p.quantity)).toEqual([12, 1]);
  });

  test("grams and cups of one food meet when restocking and when cooking (the food's density)", async () => {
    const { db } = ctx();
    const user = await cook();
    // The pantry keeps flour in grams; the list and the recipe speak of cups.
    await stock(user.householdId, "Flour", 500, "g");
    const list = await recipe(user, "Flour run", "1 cup flour");
    await addRecipeToList(db, user, list, {}, now);
    const [flour] = await items(user.householdId);
    expect(await purchaseToPantry(db, user, flour!.id, now)).toMatchObject({ created: false });
    // The table weighs a cup of flour at 125 g: into the same row, still in grams.
    expect(await pantry(user.householdId)).toEqual([
      { name: "Flour", quantity: 625, unit: "g", location: null },
    ]);

    const bread = await recipe(user, "Bread", "2 cups flour", 1);
    const meal = await plan(user, "Bread", bread, "2026-11-26", 1);
    await markPrepared(db, user, meal.id, true, { source: "web", now });
    expect((await pantry(user.householdId))[0]).toMatchObject({ quantity: 375, unit: "g" });
    expect((await mealPantryHistory(db, user.householdId, meal.id)).map((h) => h.what)).toEqual([
      "Used 250 g Flour from the pantry",
    ]);
    await markPrepared(db, user, meal.id, false, { source: "web", now });
    expect((await pantry(user.householdId))[0]).toMatchObject({ quantity: 625, unit: "g" });

    // A food the table cannot weigh is left alone: nothing taken from grams for cups.
    await stock(user.householdId, "Zzz unknown", 300, "g");
    const odd = await recipe(user, "Odd", "1 cup zzz unknown", 1);
    const oddMeal = await plan(user, "Odd", odd, "2026-11-27", 1);
    await markPrepared(db, user, oddMeal.id, true, { source: "web", now });
    expect((await pantry(user.householdId))[1]).toMatchObject({ name: "Zzz unknown", quantity: 300 });
  });

  test("undo reverses the newest change only, and a stale undo form does nothing", async () => {
    const { db } = ctx();
    const user = await cook();
    const toast = await recipe(user, "Toast", "2 slices bread", 1);
    const meal = await plan(user, "Toast", toast, "2026-11-26", 1);
    await stock(user.householdId, "Bread", 10, "slice");
    await markPrepared(db, user, meal.id, true, { source: "web", now });
    const last = await lastPantryChange(db, user.householdId);
    expect(last).toMatchObject({ kind: "deplete", mealId: meal.id });
    expect(await undoLastPantryChange(db, user, "not-the-newest", now)).toBe(false);
    expect(await undoLastPantryChange(db, user, last!.batch, now)).toBe(true);
    expect((await pantry(user.householdId))[0]!.quantity).toBe(10);
    expect(await lastPantryChange(db, user.householdId)).toBeNull();
    expect((await mealPantryHistory(db, user.householdId, meal.id)).map((h) => h.what)).toEqual([
      "Used 2 slices Bread from the pantry",
      "Pantry use given back",
    ]);
  });
});
