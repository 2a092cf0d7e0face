// The closed loop (docs/decisions/039-pantry-loop.md), with JavaScript on and off: three dinners planned
// from recipes; a first list for one day puts the onions into the pantry with 'Purchased → pantry'; the
// week's list from the planner then asks only for the onions the pantry lacks, merged across two dinners
// with their 'For …' notes; a dinner marked prepared takes its onions from the pantry, says so in its
// history, and Undo gives them back. A restock made on the shopping list is undone there; a planner day
// adds its meals to the list. Each story registers its own account and seeds through the JSON API; a story
// that uses the pantry holds the inventory flag lock (the inventory's flag story switches it off a moment).
import type { APIRequestContext } from "@playwright/test";
import { addDays, format, startOfWeek } from "date-fns";
import { bearer, registerViaApi, signIn } from "../support/accounts";
import { expect, test } from "../support/e2e";
import { withFlagLock } from "../support/flag-lock";

const day = (n: number) => format(addDays(startOfWeek(new Date()), n), "yyyy-MM-dd");
const [TUE, WED, THU] = [day(2), day(3), day(4)];

/** A household's recipes and dinners, made through the JSON API. */
function kitchen(request: APIRequestContext, token: string) {
  const headers = bearer(token);
  return {
    headers,
    recipe: async (name: string, ingredients: { name: string; quantity: number; unit: string | null }[]) => {
      const made = await request.post("/api/recipes", {
        headers,
        data: { name, instructions: ["Cook."], servings: 4, is_public: false, ingredients },
      });
      expect(made.status(), await made.text()).toBe(201);
      return (await made.json()).data.id as number;
    },
    dinner: async (date: string, title: string, recipeId: number, mealType = "dinner") => {
      const made = await request.post("/api/meal-plans", {
        headers,
        data: { date, meal_type: mealType, title, recipe_id: recipeId, servings: 4 },
      });
      expect(made.status(), await made.text()).toBe(201);
      return (await made.json()).data.id as number;
    },
  };
}

test("A parent generates the week's list from the plan, restocks the pantry and cooks from it", async ({
  page,
  request,
  visit,
  checkA11y,
}) => {
  // Long, and room to wait for the inventory's flag story to give the pantry back.
  test.setTimeout(300_000);
  const account = await registerViaApi(request);
  const { headers, recipe, dinner } = kitchen(request, account.token);
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
  await withFlagLock(async () => {
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
    // The pantry holds them now, in the place their category goes to.
    await visit("/inventory");
    const pantryOnions = page.getByRole("list", { name: "Inventory items" }).getByRole("listitem");
    await expect(pantryOnions).toHaveCount(1);
    await expect(pantryOnions).toContainText("onions");
    await expect(pantryOnions).toContainText(/2 pieces · Fridge · Fruits & Vegetables/);

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

    const pantryCard = () =>
      page.getByRole("region", { name: "Inventory Status" }).getByRole("link", { name: /Fridge/ });
    await expect(pantryCard()).toContainText("0 low on stock");

    // The onions should warn when they run low (at 1 or under).
    const stocked = (await (await request.get("/api/inventory", { headers })).json()).data as {
      id: number;
      name: string;
      category: string;
      quantity: number;
      unit: string | null;
      location: string | null;
    }[];
    const onionRow = stocked.find((i) => i.name === "onions");
    if (!onionRow) throw new Error("The restocked onions are in the pantry.");
    const alert = await request.put(`/api/inventory/${onionRow.id}`, {
      headers,
      data: {
        name: onionRow.name,
        category: onionRow.category,
        quantity: onionRow.quantity,
        unit: onionRow.unit,
        location: onionRow.location,
        enableLowStockAlert: true,
        lowStockThreshold: 1,
      },
    });
    expect(alert.status(), await alert.text()).toBe(200);

    // Chili Night is cooked: its two onions leave the pantry, the history says so, and Undo gives them back.
    await visit(`/meal-planner/meals/${chiliNight}`);
    await page.getByRole("button", { name: "Mark as Prepared" }).click();
    const history = page.getByRole("region", { name: "History" });
    await expect(history).toContainText("Used 2 pieces onions from the pantry");
    await checkA11y();
    // The pantry shows none left, low on stock, and so does the dashboard's card; still four to buy.
    await visit("/inventory");
    await expect(pantryOnions).toContainText(/0 pieces · Fridge · Fruits & Vegetables/);
    await expect(pantryOnions).toContainText("Low stock");
    await visit("/");
    await expect(pantryCard()).toContainText("1 low on stock");
    await expect(pantryCard()).toContainText("1 item");
    await expect(shoppingCard()).toHaveText(/Shopping List Items\s*4\s*still to buy/);

    await visit(`/meal-planner/meals/${chiliNight}`);
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(page.getByText("Pantry change undone.")).toBeVisible();
    await expect(history).toContainText("Pantry use given back");
    await visit("/inventory");
    await expect(pantryOnions).toContainText(/2 pieces · Fridge · Fruits & Vegetables/);
  });
});

test("A shopper puts lemons from the shopping list into the pantry and undoes it from the list", async ({
  page,
  request,
  visit,
  checkA11y,
}) => {
  test.setTimeout(240_000);
  const account = await registerViaApi(request);
  const headers = bearer(account.token);
  const lists = await (await request.get("/api/shopping-lists", { headers })).json();
  const added = await request.post(`/api/shopping-lists/${lists.data[0].id}/items`, {
    headers,
    data: { name: "Lemons", quantity: 3, category: "Produce" },
  });
  expect(added.status(), await added.text()).toBe(201);
  await signIn(page, account);
  await withFlagLock(async () => {
    await visit("/shopping-list");
    await page.getByRole("button", { name: "Purchased → pantry: Lemons" }).click();
    await expect(page.getByText("Lemons added to the pantry.")).toBeVisible();
    await expect(page).toHaveURL(/\/shopping-list\?restocked=/);
    const undo = page.getByRole("button", { name: "Undo" });
    await expect(page.getByText("Added 3 pieces Lemons to the pantry.")).toBeVisible();
    await expect(undo).toBeVisible();
    await checkA11y();
    const restocked = page.url();

    const pantry = page.getByRole("list", { name: "Inventory items" }).getByRole("listitem");
    await visit("/inventory");
    await expect(pantry.filter({ hasText: "Lemons" })).toContainText("3 pieces");

    // Back on the list (the address still names the restock): Undo takes them out of the pantry again.
    await visit(new URL(restocked).pathname + new URL(restocked).search);
    await undo.click();
    await expect(page.getByText("Pantry change undone.")).toBeVisible();
    await expect(page).toHaveURL(/\/shopping-list$/);
    await expect(undo).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Mark Lemons as purchased" })).toBeVisible();
    await visit("/inventory");
    await expect(pantry).toHaveCount(0);
    await expect(page.getByText("No items found matching your criteria.")).toBeVisible();
  });
});

test("A parent adds a planner day's meals to the shopping list from the week and the day view", async ({
  page,
  request,
  visit,
  checkA11y,
}) => {
  test.setTimeout(240_000);
  const account = await registerViaApi(request);
  const { headers, recipe, dinner } = kitchen(request, account.token);
  const chili = await recipe("Chili", [
    { name: "onions", quantity: 2, unit: null },
    { name: "kidney beans", quantity: 1, unit: "can" },
  ]);
  const soup = await recipe("Onion Soup", [
    { name: "onion", quantity: 3, unit: null },
    { name: "beef broth", quantity: 1, unit: "liter" },
  ]);
  const pasta = await recipe("Pasta", [{ name: "spaghetti", quantity: 500, unit: "gram" }]);
  await dinner(TUE, "Chili Night", chili);
  await dinner(TUE, "Soup Lunch", soup, "lunch");
  await dinner(WED, "Pasta Evening", pasta);
  // The broth is in the pantry already.
  await withFlagLock(async () => {
    const stocked = await request.post("/api/inventory", {
      headers,
      data: { name: "Beef broth", category: "Canned Goods", quantity: 2, unit: "l" },
    });
    expect(stocked.status(), await stocked.text()).toBe(201);
  });
  const tuesday = format(addDays(startOfWeek(new Date()), 2), "EEEE, MMMM d");
  const wednesday = format(addDays(startOfWeek(new Date()), 3), "EEEE, MMMM d");
  await signIn(page, account);

  // The week: Tuesday's header adds Tuesday's two meals, merged and minus the pantry.
  await visit(`/meal-planner?view=week&date=${TUE}`);
  await page.getByRole("button", { name: `Add to list: the meals of ${tuesday}` }).click();
  await expect(page).toHaveURL(/\/shopping-list$/);
  await expect(
    page.getByText(`2 items added to your shopping list for ${tuesday}. Already in the pantry: beef broth.`),
  ).toBeVisible();
  const toBuy = page.getByRole("region", { name: /To buy/ });
  await expect(toBuy.getByRole("listitem")).toHaveCount(2);
  // Lunch comes first in the day: its word for the food and its note lead.
  const onions = toBuy.getByRole("listitem", { name: "onion" });
  await expect(onions).toContainText("For Soup Lunch, For Chili Night");
  await expect(onions).toContainText("5 · Produce");
  await checkA11y();

  // The same day again updates its items: nothing is listed twice.
  await visit(`/meal-planner?view=week&date=${TUE}`);
  await page.getByRole("button", { name: `Add to list: the meals of ${tuesday}` }).click();
  await expect(
    page.getByText(`0 items added to your shopping list for ${tuesday} (2 already on it, updated).`, {
      exact: false,
    }),
  ).toBeVisible();
  await expect(toBuy.getByRole("listitem")).toHaveCount(2);

  // The day view has the same button for its day.
  await visit(`/meal-planner?view=day&date=${WED}`);
  await page.getByRole("button", { name: `Add day to shopping list: the meals of ${wednesday}` }).click();
  await expect(page.getByText(`1 item added to your shopping list for ${wednesday}.`)).toBeVisible();
  await expect(toBuy.getByRole("listitem").filter({ hasText: "spaghetti" })).toContainText(
    "For Pasta Evening",
  );
  await expect(toBuy.getByRole("listitem")).toHaveCount(3);
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
  // The amount as the list shows it in the account's units (metric by default), not the recipe's cups.
  await expect(page.getByText("Added 470 ml flour to shopping list")).toBeVisible();
  await page.getByRole("button", { name: "Add all to shopping list" }).click();
  await expect(page.getByText("All ingredients added to shopping list")).toBeVisible();
});
