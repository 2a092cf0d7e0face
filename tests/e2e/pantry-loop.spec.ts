// The closed loop (docs/decisions/039-pantry-loop.md), with JavaScript on and off: three dinners planned
// from recipes; a first list for one day puts the onions into the pantry with 'Purchased → pantry'; the
// week's list from the planner then asks only for the onions the pantry lacks, merged across two dinners
// with their 'For …' notes; a dinner marked prepared takes its onions from the pantry, says so in its
// history, and Undo gives them back. Each story registers its own account and seeds through the JSON API.
import { addDays, format, startOfWeek } from "date-fns";
import { bearer, registerViaApi, signIn } from "../support/accounts";
import { expect, test } from "../support/e2e";

const day = (n: number) => format(addDays(startOfWeek(new Date()), n), "yyyy-MM-dd");
const [TUE, WED, THU] = [day(2), day(3), day(4)];

test("A parent generates the week's list from the plan, restocks the pantry and cooks from it", async ({
  page,
  request,
  visit,
  checkA11y,
}) => {
  test.slow();
  const account = await registerViaApi(request);
  const headers = bearer(account.token);
  const recipe = async (
    name: string,
    ingredients: { name: string; quantity: number; unit: string | null }[],
  ) => {
    const made = await request.post("/api/recipes", {
      headers,
      data: { name, instructions: ["Cook."], servings: 4, is_public: false, ingredients },
    });
    expect(made.status(), await made.text()).toBe(201);
    return (await made.json()).data.id as number;
  };
  const dinner = async (date: string, title: string, recipeId: number) => {
    const made = await request.post("/api/meal-plans", {
      headers,
      data: { date, meal_type: "dinner", title, recipe_id: recipeId, servings: 4 },
    });
    expect(made.status(), await made.text()).toBe(201);
    return (await made.json()).data.id as number;
  };
  const chili = await recipe("Chili", [
    { name: "onions", quantity: 2, unit: null },
    { name: "kidney beans", quantity: 1, unit: "can" },
  ]);
  const soup = await recipe("Onion Soup", [
    { name: "onion", quantity: 3, unit: null },
    { name: "beef broth", quantity: 1, unit: "liter" },
  ]);
  const pasta = await recipe("Pasta", [{ name: "spaghetti", quantity: 500, unit: "gram" }]);
  const chiliNight = await dinner(TUE, "Chili Night", chili);
  await dinner(WED, "Soup Supper", soup);
  await dinner(THU, "Pasta Evening", pasta);
  await signIn(page, account);
  // The dashboard's cards before any shopping: nothing to buy, nothing stocked.
  const shoppingCard = () => page.getByRole("link", { name: /Shopping List Items/ });
  await visit("/");
  await expect(shoppingCard()).toHaveText(/Shopping List Items\s*0\s*still to buy/);
  await expect(page.getByText("Nothing stocked yet.")).toBeVisible();

  // A first list for Tuesday alone; its onions go straight into the pantry.
  await visit(`/meal-planner/shopping-list?start=${TUE}&end=${TUE}`);
  await page.getByRole("button", { name: "Generate Shopping List" }).click();
  await expect(page.getByText("Shopping list generated: 2 items added or updated.")).toBeVisible();
  const firstList = page.getByRole("region", { name: "On the list for these days" });
  await expect(firstList.getByRole("listitem").filter({ hasText: "2 onions" })).toContainText(
    "For Chili Night",
  );
  await firstList.getByRole("button", { name: "Purchased → pantry: onions" }).click();
  await expect(page.getByText("onions added to the pantry.")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "2 onions" })).toContainText("(purchased)");
  await checkA11y();

  // The week's list from the planner: 5 onions needed, 2 in the pantry, 3 to buy, for two dinners.
  await visit(`/meal-planner?view=week&date=${TUE}`);
  await page.getByRole("link", { name: "Generate Shopping List" }).click();
  await expect(page).toHaveURL(/\/meal-planner\/shopping-list\?start=/);
  await page.getByRole("button", { name: "Generate Shopping List" }).click();
  await expect(page.getByText("Shopping list generated: 4 items added or updated.")).toBeVisible();
  const week = page.getByRole("region", { name: "On the list for these days" });
  const onions = week.getByRole("listitem").filter({ hasText: /^3 onions/ });
  await expect(onions).toContainText("For Chili Night, For Soup Supper");
  await expect(week.getByRole("list", { name: "Canned Goods" })).toContainText("1 can kidney beans");
  await expect(week.getByRole("listitem").filter({ hasText: "spaghetti" })).toContainText(
    "500 gram spaghetti",
  );
  await checkA11y();

  // Generating the same week again updates those items: still one line of onions.
  await page.getByRole("button", { name: "Generate Shopping List" }).click();
  await expect(page.getByText("Shopping list generated: 4 items added or updated.")).toBeVisible();
  await expect(week.getByRole("listitem").filter({ hasText: /onions/ })).toHaveCount(1);

  // The dashboard counts what is still to buy, and the pantry now holds the onions.
  // Tuesday's beans were taken over by the week's list (not bought twice): the four lines above.
  await visit("/");
  await expect(shoppingCard()).toHaveText(/Shopping List Items\s*4\s*still to buy/);
  await expect(page.getByRole("region", { name: "Inventory Status" })).toContainText("1 item");

  // Chili Night is cooked: its two onions leave the pantry, the history says so, and Undo gives them back.
  await visit(`/meal-planner/meals/${chiliNight}`);
  await page.getByRole("button", { name: "Mark as Prepared" }).click();
  const history = page.getByRole("region", { name: "History" });
  await expect(history).toContainText("Used 2 piece onions from the pantry");
  await checkA11y();
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByText("Pantry change undone.")).toBeVisible();
  await expect(history).toContainText("Pantry use given back");
});

test("The recipe page adds one ingredient or all of them to the shopping list", async ({
  page,
  request,
  visit,
}) => {
  const account = await registerViaApi(request);
  const made = await request.post("/api/recipes", {
    headers: bearer(account.token),
    data: {
      name: "Pancakes",
      instructions: ["Fry."],
      servings: 4,
      is_public: false,
      ingredients: [
        { name: "flour", quantity: 2, unit: "cup" },
        { name: "eggs", quantity: 2, unit: null },
      ],
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  await signIn(page, account);
  await visit(`/recipes/${(await made.json()).data.id}`);
  await page.getByRole("button", { name: "Add to shopping list: flour" }).click();
  await expect(page.getByText("Added 2 cup flour to shopping list")).toBeVisible();
  await page.getByRole("button", { name: "Add all to shopping list" }).click();
  await expect(page.getByText("All ingredients added to shopping list")).toBeVisible();
});
