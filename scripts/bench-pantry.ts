// The pantry loop's figures for `npm run bench` (section `pantry`, called from scripts/bench.ts), on the
// embedded PostgreSQL in a fresh folder (docs/decisions/039-pantry-loop.md):
//   - generating the shopping list for a week of 21 planned meals with 10 ingredients each against a
//     300-item pantry, p50/p95 server time (goal ≤ 100 ms), first run (inserts) and again (updates);
//   - the recipe cards' 'Can make' for a page of 24 recipes (one read of ingredients, one of the pantry).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { connect } from "../app/db/database.server";
import { startEmbeddedPostgres } from "../app/db/embedded-postgres.server";
import { migrateToLatest } from "../app/db/migrate.server";
import { registerUser } from "../app/domain/accounts/users.server";
import { planMeal } from "../app/domain/meal-plan/meals.server";
import { recipeAvailability } from "../app/domain/pantry/availability.server";
import { generateShoppingList } from "../app/domain/pantry/generate.server";
import { createRecipe } from "../app/domain/recipes/commands.server";
import { RecipeSchema } from "../app/domain/recipes/schemas";
import { addDays } from "../app/domain/shared/calendar-date";

type Print = (label: string, value: string) => void;

const FOODS = [
  "onion",
  "garlic",
  "carrot",
  "celery",
  "potato",
  "tomato",
  "bell pepper",
  "spinach",
  "lemon",
  "ginger",
  "chicken breast",
  "ground beef",
  "salmon fillet",
  "bacon",
  "eggs",
  "milk",
  "butter",
  "cheddar cheese",
  "heavy cream",
  "yogurt",
  "flour",
  "sugar",
  "rice",
  "spaghetti",
  "olive oil",
  "soy sauce",
  "chicken broth",
  "black beans",
  "canned tomatoes",
  "cumin",
  "paprika",
  "oregano",
  "basil",
  "parsley",
  "honey",
  "vinegar",
  "mushrooms",
  "zucchini",
  "broccoli",
  "green onion",
];
const UNITS = ["cup", "gram", "tablespoon", null, "teaspoon", "milliliter", "can", null, "pound", "ounce"];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

export async function benchPantry(print: Print) {
  console.log("\nPantry loop: generating a week's shopping list (embedded PostgreSQL)");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fmp-bench-pantry-"));
  fs.chmodSync(dir, 0o755);
  const server = await startEmbeddedPostgres({ dataDir: path.join(dir, "data"), log: () => {} });
  const db = connect(server.url);
  try {
    await migrateToLatest(db);
    const now = new Date("2026-11-29T08:00:00Z");
    const user = await registerUser(db, {
      name: "Bench Cook",
      email: `bench-pantry-${process.pid}@example.com`,
      password: "password-123",
      now,
    });
    const start = "2026-11-29";
    const recipeIds: number[] = [];
    for (let r = 0; r < 24; r++) {
      const lines = Array.from({ length: 10 }, (_, i) => {
        const food = FOODS[(r * 7 + i * 3) % FOODS.length]!;
        const unit = UNITS[(r + i) % UNITS.length];
        return `${1 + ((r + i) % 3)}${unit ? ` ${unit}` : ""} ${food}`;
      });
      recipeIds.push(
        await createRecipe(
          db,
          user,
          RecipeSchema.parse({
            name: `Bench recipe ${r}`,
            servings: 4,
            ingredient_lines: lines.join("\n"),
            instructions: "Cook.",
          }),
          { now },
        ),
      );
    }
    const types = ["breakfast", "lunch", "dinner"] as const;
    for (let m = 0; m < 21; m++) {
      await planMeal(
        db,
        user,
        {
          mealType: types[m % 3]!,
          title: `Meal ${m}`,
          date: addDays(start, Math.floor(m / 3)),
          time: null,
          recipeId: recipeIds[m]!,
          description: "",
          notes: "",
          servings: 2 + (m % 4),
          memberIds: [],
          portions: {},
          forNames: [],
          reminderMinutes: null,
          nutrition: null,
          recurrence: null,
        },
        { source: "web", now },
      );
    }
    await db
      .insertInto("inventory_items")
      .values(
        Array.from({ length: 300 }, (_, i) => ({
          household_id: user.householdId,
          name: i < FOODS.length ? FOODS[i]! : `pantry thing ${i}`,
          category: "Pantry Staples",
          quantity: 1 + (i % 5),
          unit: ["g", "cup", "piece", "ml", "can"][i % 5]!,
        })),
      )
      .execute();

    const range = { start, end: addDays(start, 6) };
    let t = performance.now();
    const first = await generateShoppingList(db, user, range, now);
    print(
      `generate, the process's first run (${first.meals} meals, ${first.items.length} items, 300 in pantry), ms`,
      (performance.now() - t).toFixed(1),
    );
    // The first run above also paid the process's one-time costs (compiling, the food table's index for
    // densities); a new list for a week is measured again with the list emptied before each run.
    const fresh: number[] = [];
    for (let i = 0; i < 15; i++) {
      await db.deleteFrom("shopping_items").where("household_id", "=", user.householdId).execute();
      t = performance.now();
      await generateShoppingList(db, user, range, now);
      fresh.push(performance.now() - t);
    }
    fresh.sort((a, b) => a - b);
    print(
      "generate a new list (inserts), p50 / p95 ms (goal ≤ 100)",
      `${percentile(fresh, 0.5).toFixed(1)} / ${percentile(fresh, 0.95).toFixed(1)}`,
    );
    const times: number[] = [];
    for (let i = 0; i < 30; i++) {
      t = performance.now();
      await generateShoppingList(db, user, range, now);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    print(
      "generate again (updates), p50 / p95 ms (goal ≤ 100)",
      `${percentile(times, 0.5).toFixed(1)} / ${percentile(times, 0.95).toFixed(1)}`,
    );

    const cards: number[] = [];
    for (let i = 0; i < 30; i++) {
      t = performance.now();
      await recipeAvailability(db, user.householdId, recipeIds);
      cards.push(performance.now() - t);
    }
    cards.sort((a, b) => a - b);
    print(
      "'Can make' for a page of 24 recipes, p50 / p95 ms",
      `${percentile(cards, 0.5).toFixed(1)} / ${percentile(cards, 0.95).toFixed(1)}`,
    );
  } finally {
    await db.destroy();
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
