// The household tools a provider reads through (provider.ts), bound here to one signed-in user's
// household: every query below filters by that household, so no provider — and no model calling a
// tool — can name another one.

import { type Kysely, type SqlBool, sql } from "kysely";
import type { DB } from "../../db/schema";
import type { User } from "../accounts/users.server";
import { getHousehold, getHouseholdAndMembers } from "../household/household.server";
import { householdToday } from "../household/time-zone";
import { listMeals } from "../meal-plan/meal-queries.server";
import { analyseHousehold } from "../nutrition/analysis.server";
import { NUTRIENT_UNITS } from "../nutrition/constants";
import { NUTRIENT_LABELS } from "../nutrition/goals";
import { getNutritionGoals } from "../nutrition/goals.server";
import { readableBy } from "../recipes/access.server";
import { storedAllergens } from "../recipes/allergens.server";
import { recipeImageUrl } from "../recipes/present";
import { listRecipes, totalMinutes } from "../recipes/queries.server";
import { addDays } from "../shared/calendar-date";
import type { Candidate } from "./planner";
import { readPreferences } from "./preferences";
import type { HouseholdTools } from "./provider";
import type { Constraints } from "./safety";

/** The most days the assistant's calendar tool reads at once. */
const CALENDAR_TOOL_DAYS = 62;

/** The most recipes the planner weighs at once (the library has about 400). */
const POOL_MAX = 2000;

/** Recipes as candidates, with their ingredient lines; only those the user may read. */
export async function loadCandidates(db: Kysely<DB>, user: Pick<User, "id" | "householdId">, ids?: number[]) {
  if (ids && ids.length === 0) return [];
  let q = db
    .selectFrom("recipes as r")
    .select([
      "r.id",
      "r.household_id",
      "r.name",
      "r.description",
      "r.cuisine",
      "r.meal_type",
      "r.tags",
      "r.calories",
      "r.difficulty",
      "r.prep_minutes",
      "r.cook_minutes",
      "r.servings",
      "r.image_id",
      "r.allergens",
      "r.allergen_check_lines",
      sql<string[]>`coalesce((select array_agg(coalesce(nullif(i.original, ''), i.name) order by i.position)
        from recipe_ingredients i where i.recipe_id = r.id), '{}')`.as("ingredients"),
    ])
    .where(readableBy(user))
    // Ours and the public library; other households' public recipes belong to the community page.
    .where(sql<SqlBool>`(r.household_id = ${user.householdId} or r.household_id is null)`);
  if (ids) q = q.where("r.id", "in", ids);
  const rows = await q.orderBy("r.id").limit(POOL_MAX).execute();
  return rows.map(
    (r): Candidate => ({
      id: r.id,
      title: r.name,
      description: r.description,
      cuisine: r.cuisine,
      mealType: r.meal_type,
      tags: r.tags ?? [],
      ingredients: r.ingredients ?? [],
      calories: r.calories === null ? null : Number(r.calories),
      difficulty: r.difficulty,
      totalMinutes: totalMinutes(r.prep_minutes, r.cook_minutes),
      prepMinutes: r.prep_minutes,
      cookMinutes: r.cook_minutes,
      servings: r.servings,
      imageUrl: recipeImageUrl(r.image_id),
      own: r.household_id === user.householdId,
      allergens: storedAllergens(r),
    }),
  );
}

/** Allergies with who has them, diets and dislikes: every member's and the family-wide lists. */
export async function householdConstraints(db: Kysely<DB>, householdId: number): Promise<Constraints> {
  const { members, household } = await getHouseholdAndMembers(db, householdId);
  const allergies = new Map<string, { term: string; who: string[] }>();
  const add = (term: string, who: string | null) => {
    const key = term.trim().toLowerCase();
    if (!key) return;
    const entry = allergies.get(key) ?? { term: term.trim(), who: [] };
    if (who && !entry.who.includes(who)) entry.who.push(who);
    allergies.set(key, entry);
  };
  for (const m of members) for (const a of m.allergies) add(a, m.name);
  for (const a of household.options.allergies) add(a, null);
  const lower = (list: string[]) => [...new Set(list.map((s) => s.trim().toLowerCase()).filter(Boolean))];
  return {
    allergies: [...allergies.values()],
    diets: lower([...members.flatMap((m) => m.dietaryPreferences), ...household.options.dietaryPreferences]),
    dislikes: lower([...members.flatMap((m) => m.dislikedIngredients), ...household.options.dislikes]),
  };
}

const round = (n: number) => Math.round(n).toLocaleString("en-US");

export function householdTools(
  db: Kysely<DB>,
  user: Pick<User, "id" | "householdId">,
  now: Date,
  /** The household's today (`todayForHousehold`, in its time zone, ADR 037); the server's day when not given. */
  today: string = householdToday(null, now),
): HouseholdTools {
  let pool: Promise<Candidate[]> | undefined;
  return {
    today,
    async searchRecipes({ text, mealType }) {
      const page = await listRecipes(db, user, { search: text, mealType, perPage: 100 });
      return loadCandidates(
        db,
        user,
        page.items.map((r) => r.id),
      );
    },
    recipePool() {
      pool ??= loadCandidates(db, user);
      return pool;
    },
    // The user's own planning allergies and dislikes count as the family's: the final allergen check
    // (safety.ts) reads these constraints, whatever the provider.
    async constraints() {
      const [family, own] = await Promise.all([
        householdConstraints(db, user.householdId),
        readPreferences(db, user.id),
      ]);
      const known = new Set(family.allergies.map((a) => a.term.toLowerCase()));
      return {
        allergies: [
          ...family.allergies,
          ...own.allergies
            .filter((a) => a.trim() && !known.has(a.trim().toLowerCase()))
            .map((a) => ({ term: a.trim(), who: [] })),
        ],
        diets: family.diets,
        dislikes: [
          ...new Set([...family.dislikes, ...own.dislikedIngredients.map((d) => d.trim().toLowerCase())]),
        ],
      };
    },
    preferences: () => readPreferences(db, user.id),
    async mealTimes() {
      return (await getHousehold(db, user.householdId)).mealTimes;
    },
    async inventory() {
      const rows = await db
        .selectFrom("inventory_items")
        .select("name")
        .where("household_id", "=", user.householdId)
        .limit(500)
        .execute();
      return rows.map((r) => r.name);
    },
    async dailyCalories() {
      const goals = await getNutritionGoals(db, user.id);
      return goals.saved ? goals.targets.calories : null;
    },
    async nutritionSummary() {
      const goals = await getNutritionGoals(db, user.id);
      const period = { from: addDays(today, -6), to: today };
      const analysis = await analyseHousehold(db, user.householdId, period, goals.targets);
      if (analysis.daysWithEntries === 0) return [];
      return [
        ...analysis.progress.map(
          (p) =>
            `${NUTRIENT_LABELS[p.nutrient]}: ${round(p.value)} ${NUTRIENT_UNITS[p.nutrient]} a day on average, ${round(p.percent)} % of the ${round(p.target)} ${NUTRIENT_UNITS[p.nutrient]} goal (${p.status}).`,
        ),
        ...analysis.insights.map((i) => i.text),
      ];
    },
    async calendar(from, to) {
      // A model may ask for any span: it reads at most the plan range's worth of days from `from`.
      const last = addDays(from, CALENDAR_TOOL_DAYS - 1);
      const meals = await listMeals(db, user.householdId, { from, to: to < last ? to : last });
      return meals.map((m) => `${m.date} ${m.time} ${m.mealType}: ${m.title}`);
    },
  };
}
