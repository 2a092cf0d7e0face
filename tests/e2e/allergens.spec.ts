// Allergens in the browser (issue 33), with JavaScript on and off: the recipe page's "Contains" line and
// for whom it is not safe, the recipe list's "Safe for" filter, and Add to Calendar leaving out a meal
// that conflicts with an allergy entered after the plan was made. Every story makes its own household.
import type { APIRequestContext } from "@playwright/test";
import { bearer, newAccount, registerViaApi, signIn } from "../support/accounts";
import { expect, test } from "../support/e2e";

type Json = Record<string, unknown>;

async function post(request: APIRequestContext, token: string, path: string, data: Json) {
  const response = await request.post(path, { headers: bearer(token), data });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as Json & { data: Json & { id: number } };
}

const recipe = (name: string, lines: string[]) => ({
  name,
  servings: 4,
  meal_type: "dinner",
  instructions: "Mix and cook.",
  ingredients: lines.map((name) => ({ name })),
});

test("A parent reads what a recipe contains and filters the list to what is safe for their child", async ({
  page,
  request,
  visit,
  checkA11y,
}) => {
  const account = await registerViaApi(request, newAccount("allergens"));
  const tag = Math.random().toString(36).slice(2, 7);
  const pancakes = await post(
    request,
    account.token,
    "/api/recipes",
    recipe(`Buttermilk pancakes ${tag}`, ["1 cup buttermilk", "2 eggs", "200 g plain flour"]),
  );
  await post(
    request,
    account.token,
    "/api/recipes",
    recipe(`Plain rice ${tag}`, ["200 g white rice", "1 tsp salt"]),
  );
  const child = await post(request, account.token, "/api/family-members", {
    name: "Ava",
    age: 6,
    allergies: ["milk allergy", "kiwi"],
  });
  expect(child.data).toMatchObject({ allergen_classes: ["milk"], unrecognised_allergies: ["kiwi"] });

  await signIn(page, account);
  await visit(`/recipes/${pancakes.data.id}`);
  const label = page.getByRole("region", { name: "Allergens" });
  await expect(label.getByText("Contains: Milk, Egg, Gluten.")).toBeVisible();
  await expect(label.getByText("Not safe for Ava: it contains milk.")).toBeVisible();

  // The family page says which allergy name is matched by name only.
  await visit("/family");
  await expect(
    page.getByText("We don't recognise 'kiwi' as an allergen; we avoid recipes that mention it by name."),
  ).toBeVisible();

  // "Safe for" Ava: the rice stays, the pancakes go (a plain GET form, with or without JavaScript).
  await visit(`/recipes?search=${tag}`);
  await expect(page.getByRole("link", { name: `Buttermilk pancakes ${tag}` }).first()).toBeVisible();
  await page.getByLabel("Safe for").selectOption({ label: "Ava (milk allergy, kiwi)" });
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/safe_for=\d+/);
  await expect(page.getByRole("link", { name: `Plain rice ${tag}` }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: `Buttermilk pancakes ${tag}` })).toHaveCount(0);
  await checkA11y();
});

/** A name a family would type for each class, to enter the allergy a planned meal holds. */
const NAMES: Record<string, string> = {
  milk: "milk allergy",
  egg: "eggs",
  fish: "fish",
  crustacean: "shellfish",
  mollusc: "molluscs",
  tree_nut: "tree nuts",
  peanut: "peanuts",
  gluten: "coeliac disease",
  soy: "soya",
  sesame: "sesame",
  celery: "celery",
  mustard: "mustard",
  lupin: "lupin",
  sulphite: "sulphites",
};

test("Add to Calendar leaves out a meal that holds an allergy entered after the plan was made, and says why", async ({
  page,
  request,
  visit,
}) => {
  const account = await registerViaApi(request, newAccount("allergen-add"));
  const answer = await post(request, account.token, "/api/ai-assistant", {
    message: "plan 3 days of dinners",
    previousMessages: [],
  });
  const plan = answer.mealPlan as {
    id: number;
    days: { meals: { title: string; recipeId: number | null }[] }[];
  };
  const meals = plan.days.flatMap((d) => d.meals);
  // An allergen one planned recipe holds and another does not: the family now says that allergy, so one
  // meal at least is left out and one at least is added.
  const classesOf = new Map<string, string[]>();
  for (const meal of meals) {
    if (!meal.recipeId || classesOf.has(meal.title)) continue;
    const read = await request.get(`/api/recipes/${meal.recipeId}`, { headers: bearer(account.token) });
    classesOf.set(meal.title, ((await read.json()).data.allergens ?? []) as string[]);
  }
  let conflict: { title: string; allergy: string } | undefined;
  for (const [title, classes] of classesOf) {
    const rare = classes.find((c) => [...classesOf.values()].some((other) => !other.includes(c)));
    if (rare) {
      conflict = { title, allergy: NAMES[rare]! };
      break;
    }
  }
  expect(conflict, JSON.stringify([...classesOf])).toBeTruthy();
  await post(request, account.token, "/api/family-members", {
    name: "Sam",
    age: 9,
    allergies: [conflict!.allergy],
  });

  await signIn(page, account);
  await visit(`/ai-meal-planner/plans/${plan.id}/add`);
  await page.getByRole("button", { name: "Add to Calendar" }).click();
  const alert = page
    .getByRole("alert")
    .filter({ hasText: "left out, checked against your family's allergies" });
  await expect(alert).toBeVisible();
  await expect(alert.getByText(`I left out "${conflict!.title}"`, { exact: false }).first()).toBeVisible();
});
