import { expect, test } from "vitest";
import { describeEachBackend } from "../../../tests/support/db";
import { mealRequest as request } from "../../../tests/support/meals";
import { ConcurrencyError, IdempotencyKeyReusedError } from "../../events/errors";
import { registerUser } from "../accounts/users.server";
import { DomainError, NotFoundError } from "../errors";
import { createMember, listMembers } from "../household/members.server";
import { MemberSchema } from "../household/schemas";
import { createRecipe } from "../recipes/recipes.server";
import { RecipeSchema } from "../recipes/schemas";
import {
  changeMeal,
  changeSeries,
  getMeal,
  listDailyNutrition,
  listMeals,
  markPrepared,
  mealHistory,
  moveMeal,
  planLeftover,
  planMeal,
  removeMeal,
} from "./meals.server";

const now = new Date("2026-11-23T10:00:00Z");
let n = 0;
const account = (db: Parameters<typeof registerUser>[0], name = "Planner") =>
  registerUser(db, { name, email: `meals-${Date.now()}-${n++}@example.com`, password: "password-123", now });
const web = { source: "web" as const };

describeEachBackend("meal plans", (ctx) => {
  test("a dinner from a recipe for two members: default time, portions, nutrition per member", async () => {
    const { db } = ctx();
    const user = await account(db);
    const kid = await createMember(
      db,
      user.householdId,
      MemberSchema.parse({ name: "Kid", age: 6, default_portion_size: 50 }),
    );
    const self = (await listMembers(db, user.householdId)).find((m) => m.isPrimary)!;
    const recipeId = await createRecipe(
      db,
      user,
      RecipeSchema.parse({
        name: "Chili",
        servings: 4,
        ingredient_lines: "500 g beans",
        instructions: "Cook.",
        nutrition_info: { calories: "400 kcal", protein: "20g" },
      }),
      { now },
    );
    const { id } = await planMeal(
      db,
      user,
      request({ title: "", recipeId, memberIds: [self.id, kid.id] }),
      web,
    );
    const meal = await getMeal(db, user.householdId, id);
    expect(meal).toMatchObject({
      title: "Chili",
      time: "18:30",
      recipeId,
      portions: { [self.id]: 100, [kid.id]: 50 },
      forNames: [self.name, "Kid"],
      nutrition: { calories: 400, protein: 20 },
      nutritionSource: "computed",
      version: 1,
    });
    await planMeal(db, user, request({ title: "Just Self", memberIds: [self.id] }), web);
    await planMeal(db, user, request({ title: "Everyone" }), web);
    const kidsMeals = await listMeals(db, user.householdId, {
      from: "2026-11-25",
      to: "2026-11-25",
      memberIds: [kid.id],
    });
    expect(kidsMeals.map((m) => m.title).sort()).toEqual(["Chili", "Everyone"]);
    const days = await listDailyNutrition(db, user.householdId, "2026-11-25", "2026-11-25");
    expect(days.map((d) => [d.memberId, d.calories])).toEqual([
      [0, 400],
      [self.id, 400],
      [kid.id, 200],
    ]);
  });

  test("change, move, prepared and remove; the read model follows; history records who and what", async () => {
    const { db } = ctx();
    const user = await account(db);
    const { id } = await planMeal(
      db,
      user,
      request({
        nutrition: { calories: 300, protein: 10, carbs: null, fat: null, fiber: null, sugar: null },
      }),
      web,
    );
    let meal = await changeMeal(
      db,
      user,
      id,
      { title: "Tomato soup", servings: 2 },
      { source: "api", expectedVersion: 1 },
    );
    expect(meal).toMatchObject({ title: "Tomato soup", servings: 2, date: "2026-11-25", version: 2 });
    await expect(
      changeMeal(db, user, id, { title: "Stale" }, { source: "web", expectedVersion: 1 }),
    ).rejects.toBeInstanceOf(ConcurrencyError);
    meal = await moveMeal(db, user, id, { date: "2026-11-26", mealType: "lunch", time: null }, web);
    expect(meal).toMatchObject({ date: "2026-11-26", mealType: "lunch", time: "12:30", version: 3 });
    expect(await listDailyNutrition(db, user.householdId, "2026-11-25", "2026-11-25")).toEqual([]);
    expect((await listDailyNutrition(db, user.householdId, "2026-11-26", "2026-11-26"))[0]).toMatchObject({
      calories: 300,
    });
    meal = await markPrepared(db, user, id, true, web);
    expect(meal.prepared).toBe(true);
    await removeMeal(db, user, id, web);
    await expect(getMeal(db, user.householdId, id)).rejects.toBeInstanceOf(NotFoundError);
    expect(await listDailyNutrition(db, user.householdId, "2026-11-26", "2026-11-26")).toEqual([]);
    const history = await mealHistory(db, user.householdId, id);
    expect(history.map((e) => e.type)).toEqual([
      "MealPlanned",
      "MealChanged",
      "MealMoved",
      "MealPreparedMarked",
      "MealRemoved",
    ]);
    expect(history[1]).toMatchObject({
      data: { changes: { title: { from: "Soup", to: "Tomato soup" }, servings: { from: 4, to: 2 } } },
      metadata: { actor: { userId: user.id, name: "Planner" }, source: "api" },
    });
  });

  test("another household's meal is not found for any command", async () => {
    const { db } = ctx();
    const a = await account(db);
    const b = await account(db);
    const { id } = await planMeal(db, a, request(), web);
    await expect(getMeal(db, b.householdId, id)).rejects.toThrow("No meal plan found for current user");
    await expect(changeMeal(db, b, id, { title: "x" }, web)).rejects.toBeInstanceOf(NotFoundError);
    await expect(removeMeal(db, b, id, web)).rejects.toBeInstanceOf(NotFoundError);
    await expect(mealHistory(db, b.householdId, id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(
      planMeal(db, b, request({ memberIds: [(await listMembers(db, a.householdId))[0]!.id] }), web),
    ).rejects.toBeInstanceOf(DomainError);
  });

  test("leftovers: linked to the original with half servings; a double submit with one key plans one meal", async () => {
    const { db } = ctx();
    const user = await account(db);
    const { id } = await planMeal(db, user, request({ servings: 5 }), web);
    const left = await planLeftover(
      db,
      user,
      id,
      request({ date: "2026-11-26", mealType: "lunch", servings: 2.5 }),
      web,
    );
    expect(await getMeal(db, user.householdId, left.id)).toMatchObject({
      isLeftover: true,
      originalMealId: id,
      servings: 2.5,
    });
    const key = { source: "web" as const, idempotencyKey: `k-${n++}` };
    const first = await planMeal(db, user, request({ title: "Pizza" }), key);
    const again = await planMeal(db, user, request({ title: "Pizza" }), key);
    expect(again.id).toBe(first.id);
    await expect(planMeal(db, user, request({ title: "Other" }), key)).rejects.toBeInstanceOf(
      IdempotencyKeyReusedError,
    );
    const meals = await listMeals(db, user.householdId, { from: "2026-11-25", to: "2026-11-25" });
    expect(meals.filter((m) => m.title === "Pizza")).toHaveLength(1);
  });

  test("a weekly series until a date plans one meal per Friday, each its own stream", async () => {
    const { db } = ctx();
    const user = await account(db);
    const result = await planMeal(
      db,
      user,
      request({
        title: "Pizza",
        date: "2026-11-27",
        recurrence: { pattern: "weekly", days: [], monthlyOption: "same-date", endDate: "2026-12-18" },
      }),
      web,
    );
    expect(result.ids).toHaveLength(4);
    const meals = await listMeals(db, user.householdId, { from: "2026-11-01", to: "2026-12-31" });
    expect(meals.map((m) => [m.date, m.seriesId])).toEqual(
      ["2026-11-27", "2026-12-04", "2026-12-11", "2026-12-18"].map((d) => [d, result.seriesId]),
    );
    // "This and the following meals": the third Friday on, the pizza becomes calzone; earlier ones stay.
    const { changed } = await changeSeries(
      db,
      user,
      meals[2]!.id,
      { title: "Calzone", servings: 2, date: "2027-01-01" },
      web,
    );
    expect(changed).toBe(2);
    const after = await listMeals(db, user.householdId, { from: "2026-11-01", to: "2026-12-31" });
    expect(after.map((m) => [m.date, m.title, m.servings])).toEqual([
      ["2026-11-27", "Pizza", 4],
      ["2026-12-04", "Pizza", 4],
      ["2026-12-11", "Calzone", 2],
      ["2026-12-18", "Calzone", 2],
    ]);
    await expect(
      planMeal(
        db,
        user,
        request({
          recurrence: { pattern: "daily", days: [], monthlyOption: "same-date", endDate: "2026-11-01" },
        }),
        web,
      ),
    ).rejects.toThrow("The recurrence end date cannot be before the meal date.");
  });

  test("a series edit goes through the command handler: replayed with its idempotency key it appends once, at a stale version it is refused", async () => {
    const { db } = ctx();
    const user = await account(db);
    const series = await planMeal(
      db,
      user,
      request({
        title: "Soup",
        date: "2026-11-23",
        recurrence: { pattern: "weekly", days: [], monthlyOption: "same-date", endDate: "2026-12-07" },
      }),
      { source: "api", idempotencyKey: "series-plan-1" },
    );
    // The plan replayed with its key plans nothing new.
    const again = await planMeal(
      db,
      user,
      request({
        title: "Soup",
        date: "2026-11-23",
        recurrence: { pattern: "weekly", days: [], monthlyOption: "same-date", endDate: "2026-12-07" },
      }),
      { source: "api", idempotencyKey: "series-plan-1" },
    );
    expect(again).toEqual(series);
    const range = { from: "2026-11-01", to: "2026-12-31" };
    expect(await listMeals(db, user.householdId, range)).toHaveLength(3);

    const [first, second] = series.ids!;
    const edit = (key: string, expectedVersion?: number) =>
      changeSeries(
        db,
        user,
        first!,
        { servings: 6 },
        { source: "api", idempotencyKey: key, expectedVersion },
      );
    const once = await edit("series-edit-1", 1);
    const replay = await edit("series-edit-1", 1);
    expect(once.changed).toBe(3);
    expect(replay.changed).toBe(3);
    for (const id of series.ids!) {
      expect((await mealHistory(db, user.householdId, id)).map((e) => e.type)).toEqual([
        "MealPlanned",
        "MealChanged",
      ]);
    }
    // The same key with another edit is refused; so is a version the user no longer sees, and nothing
    // is appended to any meal of the series.
    await expect(
      changeSeries(db, user, first!, { servings: 8 }, { source: "api", idempotencyKey: "series-edit-1" }),
    ).rejects.toBeInstanceOf(IdempotencyKeyReusedError);
    await expect(edit("series-edit-2", 1)).rejects.toBeInstanceOf(ConcurrencyError);
    expect((await getMeal(db, user.householdId, second!)).version).toBe(2);
    expect((await listMeals(db, user.householdId, range)).map((m) => m.servings)).toEqual([6, 6, 6]);
  });

  test("20 concurrent edits of one meal at version 1: one is accepted, the rest conflict, the read model is the fold of the log", async () => {
    const { db } = ctx();
    const user = await account(db);
    const { id } = await planMeal(db, user, request(), web);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        changeMeal(
          db,
          user,
          id,
          { title: `Edit ${i}`, servings: (i % 12) + 1 },
          { source: "api", expectedVersion: 1 },
        ),
      ),
    );
    const accepted = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r) => r.status === "rejected");
    expect(accepted).toHaveLength(1);
    expect(refused.every((r) => r.status === "rejected" && r.reason instanceof ConcurrencyError)).toBe(true);
    const history = await mealHistory(db, user.householdId, id);
    expect(history.map((e) => e.type)).toEqual(["MealPlanned", "MealChanged"]);
    const winner = (accepted[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof changeMeal>>>).value;
    const meal = await getMeal(db, user.householdId, id);
    expect(meal).toEqual(winner);
    expect(meal.version).toBe(2);
    const change = history[1]!.data as { changes: { title: { to: string } } };
    expect(meal.title).toBe(change.changes.title.to);
    // Without a version, concurrent edits are all applied in some order (retried on fresh state).
    const free = await Promise.allSettled(
      Array.from({ length: 5 }, (_, i) =>
        changeMeal(db, user, id, { notes: `note ${i}` }, { source: "api" }),
      ),
    );
    expect(free.every((r) => r.status === "fulfilled")).toBe(true);
    expect((await getMeal(db, user.householdId, id)).version).toBeGreaterThanOrEqual(3);
  });
});
