// The recipe list's "Safe for" (ADR 067), on both databases: a recipe is listed as safe only when it was
// read, holds none of the person's classes, names none of their unrecognised allergies (plural or not)
// and has no line to check on the label; a recipe a different revision read, or none, is read again.
import { expect, test } from "vitest";
import { describeEachBackend } from "../../../tests/support/db";
import { registerUser } from "../accounts/users.server";
import { readAllergyName } from "../allergens";
import { ALLERGEN_REVISION, refreshRecipeAllergens } from "./allergens.server";
import { createRecipe, listRecipes } from "./recipes.server";
import { RecipeSchema } from "./schemas";

const now = new Date("2026-11-28T10:00:00Z");
let n = 0;

describeEachBackend("recipes safe for a person", (ctx) => {
  async function household() {
    const { db } = ctx();
    const user = await registerUser(db, {
      name: "Cook",
      email: `safe-for-${Date.now()}-${n++}@example.com`,
      password: "password-123",
      now,
    });
    const tag = `t${n}x${Date.now() % 100000}`;
    const ids: Record<string, number> = {};
    for (const [name, lines] of [
      ["Cheese toastie", "2 slices bread\n50 g cheddar"],
      ["Fruit salad", "2 kiwis\n1 apple"],
      ["Strawberry bowl", "200 g strawberries\n1 banana"],
      ["Chicken soup", "1 litre chicken stock\n2 carrots"],
      ["Rice bowl", "200 g white rice\n1 carrot"],
    ] as const)
      ids[name] = await createRecipe(
        db,
        user,
        RecipeSchema.parse({ name: `${name} ${tag}`, ingredient_lines: lines, instructions: "Cook." }),
        { now },
      );
    const safeFor = async (...allergies: string[]) =>
      (
        await listRecipes(db, user, { search: tag, scope: "mine", safeFor: allergies.map(readAllergyName) })
      ).items.map((r) => r.name.replace(` ${tag}`, ""));
    return { db, ids, safeFor };
  }

  test("classes, names read as words (plurals too) and lines to check on the label", async () => {
    const { safeFor } = await household();
    expect(await safeFor()).toEqual(["Cheese toastie", "Fruit salad", "Rice bowl", "Strawberry bowl"]);
    expect(await safeFor("milk allergy")).toEqual(["Fruit salad", "Rice bowl", "Strawberry bowl"]);
    expect(await safeFor("coeliac disease", "kiwi")).toEqual(["Rice bowl", "Strawberry bowl"]);
    expect(await safeFor("strawberry")).toEqual(["Cheese toastie", "Fruit salad", "Rice bowl"]);
    expect(await safeFor("Kiwi, strawberries")).toEqual(["Cheese toastie", "Rice bowl"]);
  });

  test("a recipe not read, or read by another revision, is not safe until it is read again at start", async () => {
    const { db, ids, safeFor } = await household();
    await db
      .updateTable("recipes")
      .set({ allergens: null, allergen_check_lines: null, allergens_revision: 0 })
      .where("id", "=", ids["Rice bowl"]!)
      .execute();
    expect(await safeFor("milk")).toEqual(["Fruit salad", "Strawberry bowl"]);
    expect(await refreshRecipeAllergens(db)).toBeGreaterThanOrEqual(1);
    const row = await db
      .selectFrom("recipes")
      .select(["allergens", "allergens_revision"])
      .where("id", "=", ids["Rice bowl"]!)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ allergens: [], allergens_revision: ALLERGEN_REVISION });
    expect(await safeFor("milk")).toEqual(["Fruit salad", "Rice bowl", "Strawberry bowl"]);
  });
});
