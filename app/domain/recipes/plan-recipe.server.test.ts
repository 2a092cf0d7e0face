import { format } from "date-fns";
import { expect, test } from "vitest";
import { describeEachBackend } from "../../../tests/support/db";
import { registerUser } from "../accounts/users.server";
import { NotFoundError } from "../errors";
import { listMeals } from "../meal-plan/meals.server";
import { addDays } from "../meal-plan/schemas";
import { createRecipe } from "./commands.server";
import { planRecipeMeal } from "./plan-recipe.server";
import { RecipeSchema } from "./schemas";

const now = new Date("2026-11-25T10:00:00Z");
let n = 0;

describeEachBackend("planning a recipe from its page", (ctx) => {
  const cook = () =>
    registerUser(ctx().db, {
      name: "Cook",
      email: `plan-recipe-${Date.now()}-${n++}@example.com`,
      password: "password-123",
      now,
    });

  test("tomorrow's dinner: the recipe's title, its servings within the meal's 1 to 12, everyone", async () => {
    const { db } = ctx();
    const user = await cook();
    const recipeId = await createRecipe(
      db,
      user,
      RecipeSchema.parse({
        name: "Big Stew",
        servings: 20,
        ingredient_lines: "1 onion",
        instructions: "Stew.",
      }),
      { now },
    );
    await planRecipeMeal(db, user, recipeId, { day: "tomorrow", type: "dinner" }, { source: "web", now });
    const tomorrow = addDays(format(now, "yyyy-MM-dd"), 1);
    const [meal, ...others] = await listMeals(db, user.householdId, { from: tomorrow, to: tomorrow });
    expect(others).toEqual([]);
    expect(meal).toMatchObject({
      mealType: "dinner",
      recipeId,
      recipeTitle: "Big Stew",
      servings: 12,
      memberIds: [],
    });
  });

  test("a recipe the user may not read is not found", async () => {
    const { db } = ctx();
    const [owner, other] = [await cook(), await cook()];
    const recipeId = await createRecipe(
      db,
      owner,
      RecipeSchema.parse({ name: "Secret Soup", ingredient_lines: "1 leek", instructions: "Simmer." }),
      { now },
    );
    await expect(
      planRecipeMeal(db, other, recipeId, { day: "today", type: "lunch" }, { source: "web", now }),
    ).rejects.toBeInstanceOf(NotFoundError);
  });
});
