// 'Generate Missing Nutrition Data' in the planner (docs/product.md#meal-planner): a meal planned from a
// recipe that states no nutrition gets it computed from the recipe's ingredients, with JavaScript on and
// off; the week's totals follow and a second run says there is nothing left to do. Each story registers
// its own account and seeds through the JSON API (the recipe through an import from a page on
// 127.0.0.1); dates are this week's, as the planner opens on today.
import { addDays, format, startOfWeek } from "date-fns";
import { bearer, registerViaApi, signIn } from "../support/accounts";
import { expect, test } from "../support/e2e";
import { importRecipeWithoutNutrition } from "../support/recipe-pages";

const TUE = format(addDays(startOfWeek(new Date()), 2), "yyyy-MM-dd");

test("A parent fills in the nutrition of a meal planned from a recipe without values", async ({
  page,
  request,
  visit,
  checkA11y,
}) => {
  test.slow();
  const account = await registerViaApi(request);
  const headers = bearer(account.token);
  // A recipe that states no nutrition: imported from a page that gives none (one saved through the API
  // or its page would have it computed at once, and the meal would carry it).
  const recipeId = await importRecipeWithoutNutrition(request, headers, {
    name: "Rice and eggs",
    recipeIngredient: ["200 g white rice", "2 large eggs"],
    recipeInstructions: ["Cook."],
    recipeYield: "2",
  });
  const meal = await request.post("/api/meal-plans", {
    headers,
    data: { date: TUE, meal_type: "dinner", recipe_id: recipeId, servings: 2 },
  });
  expect(meal.status(), await meal.text()).toBe(201);
  await signIn(page, account);

  await visit(`/meal-planner?view=week&date=${TUE}`);
  const totals = page.getByRole("row", { name: /Daily totals/ });
  await expect(totals).toContainText("No data*");
  const missing = page.getByRole("region", { name: "Missing nutrition" });
  await missing.getByRole("button", { name: "Generate Missing Nutrition Data" }).click();

  await expect(page.getByText("Nutrition added to 1 meal.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/meal-planner\\?view=week&date=${TUE}$`));
  await checkA11y();
  await expect(totals).not.toContainText("No data*");
  await expect(totals).toContainText(/\d+ kcal/);
  await expect(page.getByRole("region", { name: "Missing nutrition" })).toHaveCount(0);

  // The toolbar's button over the same week: nothing is missing any more.
  await page.getByRole("button", { name: "Generate Missing Nutrition Data" }).click();
  await expect(page.getByText("No meals are missing nutrition.")).toBeVisible();

  // The meal's history shows where the values came from.
  const history = await request.get(`/api/meal-plans/${(await meal.json()).data.id}/history`, { headers });
  expect(JSON.stringify(await history.json())).toContain("MealNutritionSet");
});
