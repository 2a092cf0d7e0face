// Planning a recipe from its page in one click (docs/product.md#recipes): today's or tomorrow's
// meal of the chosen type, at the type's usual time, with the recipe's title and servings (1 to 12), for
// everyone in the family.
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import type { User } from "../accounts/users.server";
import { todayForHousehold } from "../household/household.server";
import { MealInputSchema } from "../meal-plan/api-schemas";
import { type CommandContext, planMeal, toMealRequest } from "../meal-plan/meals.server";
import { mealServings, type QuickAddChoice } from "../meal-plan/quick-add";
import { addDays } from "../meal-plan/schemas";
import { getRecipe } from "./queries.server";

/**
 * Plans the recipe (one the user may read; otherwise NotFoundError) as the chosen quick-add meal. A
 * broken meal rule is a DomainError; a reused idempotency key an IdempotencyKeyReusedError.
 */
export async function planRecipeMeal(
  db: Kysely<DB>,
  user: User,
  recipeId: number,
  choice: QuickAddChoice,
  context: CommandContext & { now: Date },
) {
  const { now, ...command } = context;
  const recipe = await getRecipe(db, user, recipeId);
  const today = await todayForHousehold(db, user.householdId, now);
  const input = MealInputSchema.parse({
    meal_type: choice.type,
    date: choice.day === "today" ? today : addDays(today, 1),
    recipe_id: recipe.id,
    title: "",
    servings: mealServings(recipe.servings),
    family_member_ids: [],
  });
  return planMeal(db, user, toMealRequest(input), command);
}
