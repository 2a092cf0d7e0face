// Metric measures in full on the shopping list (issue 34, finding 1): '9 dl milk' was a list item
// 'dl milk' × 9; decilitres, centilitres and milligrams are units, and add up with millilitres and litres.
import { expect, test } from "vitest";
import { describeEachBackend } from "../../../tests/support/db";
import { registerUser } from "../accounts/users.server";
import { createRecipe } from "../recipes/commands.server";
import { RecipeSchema } from "../recipes/schemas";
import { addRecipeToList } from "./generate.server";

const now = new Date("2026-12-03T10:00:00Z");

describeEachBackend("metric measures on the shopping list", (ctx) => {
  test("'9 dl milk' is nine decilitres of milk, and a litre of milk from another recipe adds to it", async () => {
    const { db } = ctx();
    const user = await registerUser(db, {
      name: "Cook",
      email: `metric-${Date.now()}@example.com`,
      password: "password-123",
      now,
    });
    const recipe = (name: string, lines: string) =>
      createRecipe(
        db,
        user,
        RecipeSchema.parse({ name, servings: 4, ingredient_lines: lines, instructions: "Cook." }),
        {
          now,
        },
      );
    const pancakes = await recipe("Danish pancakes", "375 g wheat flour\n9 dl milk\n4 eggs");
    const crepes = await recipe("Crêpes", "1 l milk\n70 cl water\n250 mg saffron");
    await addRecipeToList(db, user, pancakes, {}, now);
    await addRecipeToList(db, user, crepes, {}, now);
    const items = await db
      .selectFrom("shopping_items")
      .select(["name", "quantity", "unit"])
      .where("household_id", "=", user.householdId)
      .orderBy("id")
      .execute();
    expect(items.map((i) => [i.name, Number(i.quantity), i.unit])).toEqual([
      ["wheat flour", 375, "gram"],
      ["milk", 19, "deciliter"],
      ["eggs", 4, null],
      ["water", 70, "centiliter"],
      ["saffron", 250, "milligram"],
    ]);
  });
});
