// Filling the shopping list at once (issue 32): three clients generating one range at once end as one after
// the other would — the first adds, the others add nothing — with no error; two adding one recipe at once
// grow one item (ADR 039, the household's list-filling lock).
import { expect, test } from "vitest";
import { describeEachBackend } from "../../../tests/support/db";
import { mealRequest } from "../../../tests/support/meals";
import { registerUser } from "../accounts/users.server";
import { planMeal } from "../meal-plan/meals.server";
import { createRecipe } from "../recipes/commands.server";
import { RecipeSchema } from "../recipes/schemas";
import { addRecipeToList, type GenerateResult, generateShoppingList } from "./generate.server";

const now = new Date("2026-11-25T10:00:00Z");
const TRIALS = 20;
let n = 0;

/** The answers as '+added~updated' (or the error), sorted, so a trial reads as one line. */
const summary = (answers: PromiseSettledResult<GenerateResult>[]) =>
  answers
    .map((a) => (a.status === "fulfilled" ? `+${a.value.added}~${a.value.updated}` : String(a.reason)))
    .sort()
    .join(" ");

describeEachBackend("shopping-list generations at once", (ctx) => {
  const cook = () =>
    registerUser(ctx().db, {
      name: "Racer",
      email: `generate-race-${Date.now()}-${n++}@example.com`,
      password: "password-123",
      now,
    });
  const recipe = (user: Awaited<ReturnType<typeof cook>>, name: string, lines: string) =>
    createRecipe(
      ctx().db,
      user,
      RecipeSchema.parse({ name, servings: 4, ingredient_lines: lines, instructions: "Cook." }),
      { now },
    );
  const plan = (user: Awaited<ReturnType<typeof cook>>, title: string, recipeId: number, date: string) =>
    planMeal(ctx().db, user, mealRequest({ title, recipeId, date, servings: 4 }), { source: "web", now });
  const count = async (table: "shopping_lists" | "shopping_items", householdId: number) =>
    (await ctx().db.selectFrom(table).select("id").where("household_id", "=", householdId).execute()).length;
  const race = (user: Awaited<ReturnType<typeof cook>>, day: string) =>
    Promise.allSettled(
      [1, 2, 3].map(() => generateShoppingList(ctx().db, user, { start: day, end: day }, now)),
    );

  test(`three generations of one range at once give the sequential result (${TRIALS} trials)`, async () => {
    const user = await cook();
    const chili = await recipe(user, "Chili", "2 onions");
    const soup = await recipe(user, "Soup", "1 onion\n1 l beef broth");
    const outcomes: string[] = [];
    let items = 0;
    for (let trial = 0; trial < TRIALS; trial++) {
      // A day of its own per trial: its onions already on the list from an earlier generation, its soup
      // planned since, so each racer would update the onions and add the broth.
      const day = `2027-01-${String(trial + 1).padStart(2, "0")}`;
      await plan(user, "Chili Night", chili, day);
      await generateShoppingList(ctx().db, user, { start: day, end: day }, now);
      await plan(user, "Soup Supper", soup, day);
      const answers = await race(user, day);
      const total = await count("shopping_items", user.householdId);
      outcomes.push(`${summary(answers)} items ${total - items}`);
      items = total;
    }
    // One after the other: the first adds the broth and updates the onions; the others update both.
    expect(outcomes).toEqual(Array(TRIALS).fill("+0~2 +0~2 +1~1 items 2"));
    expect(await count("shopping_lists", user.householdId)).toBe(1);
  });

  test(`two 'Add to shopping list' of one recipe at once grow one item, as one after the other (${TRIALS} rounds)`, async () => {
    const user = await cook();
    const salad = await recipe(user, "Salad", "1 cucumber");
    const rounds: string[] = [];
    for (let round = 1; round <= TRIALS; round++) {
      const answers = await Promise.allSettled([1, 2].map(() => addRecipeToList(ctx().db, user, salad, {})));
      const open = await ctx()
        .db.selectFrom("shopping_items")
        .select(["name", "quantity"])
        .where("household_id", "=", user.householdId)
        .execute();
      const failed = answers.filter((a) => a.status === "rejected").map((a) => String(a.reason));
      rounds.push([...failed, ...open.map((i) => `${i.name} ${i.quantity}`)].join(", "));
    }
    expect(rounds).toEqual(Array.from({ length: TRIALS }, (_, i) => `cucumber ${2 * (i + 1)}`));
  });
});
