// Issue 33's safety check on both databases: a planted recipe holding one allergen class in a line that
// names no allergen outright (buttermilk, yolks, dashi, shrimp paste, …) is never offered by the assistant
// — by name in a search, or in a 14-day plan — to a household whose members name those allergies in their
// own words; without the allergies the same recipes are offered (so the test can fail). A plan made before
// an allergy was entered leaves the now-conflicting meals out when it is added to the calendar.
import { expect, test } from "vitest";
import { describeEachBackend } from "../../../tests/support/db";
import { registerUser } from "../accounts/users.server";
import { createMember } from "../household/members.server";
import { MemberSchema } from "../household/schemas";
import { listMeals } from "../meal-plan/meals.server";
import { createRecipe } from "../recipes/recipes.server";
import { RecipeSchema } from "../recipes/schemas";
import { addPlanToCalendar } from "./add-to-calendar.server";
import { answer } from "./assistant";
import { saveTurn } from "./chat.server";
import { localProvider } from "./local-provider";
import { householdTools } from "./tools.server";

const now = new Date("2026-11-26T10:00:00Z");
let n = 0;

/** One planted recipe per class: the allergen hides in a line, and the family names it its own way. */
const PLANTED = [
  { allergy: "milk allergy", line: "1 cup buttermilk" },
  { allergy: "Eggs", line: "4 yolks" },
  { allergy: "fish", line: "1 litre dashi" },
  { allergy: "crustaceans", line: "1 tbsp shrimp paste" },
  { allergy: "molluscs", line: "2 tbsp oyster sauce" },
  { allergy: "tree nuts", line: "100 g marzipan" },
  { allergy: "peanuts (severe)", line: "2 tbsp peanutbutter" },
  { allergy: "coeliac disease", line: "1 sheet puff pastry" },
  { allergy: "soya", line: "2 tbsp white miso" },
  { allergy: "sesame seeds", line: "3 tbsp tahini" },
  { allergy: "celery", line: "2 sticks celery, diced" },
  { allergy: "mustard", line: "1 tsp Dijon mustard" },
  { allergy: "lupin", line: "50 g lupin flour" },
  { allergy: "sulphites", line: "100 g dried apricots (sulphured)" },
] as const;

const SAFE = ["Rice and beans", "Baked potatoes", "Steamed greens", "Roast chicken", "Lentil soup"];

describeEachBackend("the assistant never offers a planted allergen", (ctx) => {
  async function household(withAllergies: boolean) {
    const { db } = ctx();
    const user = await registerUser(db, {
      name: "Parent",
      email: `allergen-safety-${Date.now()}-${n++}@example.com`,
      password: "password-123",
      now,
    });
    if (withAllergies)
      for (const [i, planted] of PLANTED.entries())
        await createMember(
          db,
          user.householdId,
          MemberSchema.parse({ name: `Child ${i}`, age: 8, allergies: [planted.allergy] }),
        );
    for (const [i, planted] of PLANTED.entries())
      await createRecipe(
        db,
        user,
        RecipeSchema.parse({
          name: `Harvest bowl ${String.fromCharCode(65 + i)}`,
          meal_type: "dinner",
          servings: 4,
          ingredient_lines: `2 carrots\n${planted.line}\n1 onion`,
          instructions: "Cook.",
        }),
        { now },
      );
    for (const name of SAFE)
      await createRecipe(
        db,
        user,
        RecipeSchema.parse({
          name,
          meal_type: "dinner",
          servings: 4,
          ingredient_lines: "2 carrots\n1 onion\n200 g white rice",
          instructions: "Cook.",
        }),
        { now },
      );
    return user;
  }

  const planted = (titles: string[]) => titles.filter((t) => t.startsWith("Harvest bowl"));

  test("a search by their name and a 14-day plan leave every planted recipe out, each with a reason", async () => {
    const { db } = ctx();
    const user = await household(true);
    const tools = householdTools(db, user, now);
    const search = await answer(localProvider, tools, {
      message: "find me harvest bowl recipes",
      previousMessages: [],
    });
    expect(planted(search.recipes.map((r) => r.title))).toEqual([]);
    const plan = await answer(localProvider, tools, {
      message: "plan 14 days of dinners from 2026-11-30",
      previousMessages: [],
    });
    const titles = plan.mealPlan?.days.flatMap((d) => d.meals.map((m) => m.title)) ?? [];
    expect(titles.length).toBeGreaterThan(0);
    expect(planted(titles)).toEqual([]);
  });

  test("without the allergies the same recipes are offered", async () => {
    const { db } = ctx();
    const user = await household(false);
    const tools = householdTools(db, user, now);
    const search = await answer(localProvider, tools, {
      message: "find me harvest bowl recipes",
      previousMessages: [],
    });
    expect(planted(search.recipes.map((r) => r.title)).length).toBeGreaterThan(0);
  });

  test("Add to Calendar checks again: a plan made before a peanut allergy leaves its peanut dinners out", async () => {
    const { db } = ctx();
    const user = await household(false);
    const tools = householdTools(db, user, now);
    const peanut = (await tools.recipePool()).find((c) => c.ingredients.includes("2 tbsp peanutbutter"))!;
    const rice = (await tools.recipePool()).find((c) => c.title === "Rice and beans")!;
    const meal = (c: { id: number; title: string }) => ({
      title: c.title,
      mealType: "dinner" as const,
      time: null,
      recipeId: c.id,
      include: true,
    });
    const { planId } = await saveTurn(
      db,
      user,
      {
        message: "plan 3 days",
        reply: {
          content: "Here you are.",
          responseType: "mealPlan",
          recipes: [],
          mealPlan: {
            days: [
              { label: "Monday, November 30", date: null, meals: [meal(peanut)] },
              { label: "Tuesday, December 1", date: null, meals: [meal(rice)] },
              { label: "Wednesday, December 2", date: null, meals: [meal(peanut)] },
            ],
          },
        },
      },
      now,
    );
    // The allergy is entered after the plan was made.
    await createMember(
      db,
      user.householdId,
      MemberSchema.parse({ name: "Sam", age: 8, allergies: ["anaphylaxis: peanut"] }),
    );
    const added = await addPlanToCalendar(
      db,
      user,
      { planId: planId!, startDate: "2026-11-30", chosen: new Set(["0:0", "1:0", "2:0"]) },
      { now, requestId: "recheck" },
    );
    expect(added.count).toBe(1);
    expect(added.leftOut.map((m) => [m.title, m.date])).toEqual([
      [peanut.title, "2026-11-30"],
      [peanut.title, "2026-12-02"],
    ]);
    expect(added.leftOut[0]!.reason).toContain("Sam's allergy");
    const meals = await listMeals(db, user.householdId, { from: "2026-11-30", to: "2026-12-02" });
    expect(meals.map((m) => m.title)).toEqual(["Rice and beans"]);
  });
});
