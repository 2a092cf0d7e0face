// Generate from Meal Plan and Add to Shopping List (docs/product.md#shopping-list, ADR 039): the plan's
// recipes for a date range, minus the pantry, written into the household's current list. Items made by
// a generation carry its range (`generated_range`), so generating the same range again updates them: an
// open item gets the new amount and notes, one no longer needed goes, a bought one is left alone.
import { type Kysely, sql, type Transaction } from "kysely";
import { z } from "zod";
import type { DB } from "../../db/schema";
import { DomainError, NotFoundError } from "../errors";
import { parseMealDate } from "../meal-plan/schemas";
import { scaleQuantity } from "../recipes/units";
import { addDays } from "../shared/calendar-date";
import { currentList } from "../shopping/lists.server";
import { shoppingCategory } from "./categories";
import { densitiesFor } from "./densities.server";
import {
  foodReader,
  foodsMixingMassAndVolume,
  forNotes,
  type Need,
  type PantryStock,
  type PlannedMeal,
  planNeeds,
  type RecipeIngredient,
} from "./needs";
import { addQuantities, foodKey, mixesMassAndVolume, type Quantity, unitClass } from "./quantities";

type Actor = { id: number; householdId: number };
type Db = Kysely<DB> | Transaction<DB>;

/** The longest range one generation reads (a quarter), so a typo in a year cannot read the whole plan. */
export const MAX_RANGE_DAYS = 92;
export const GENERATE_TEXTS = {
  range: "The end date must be on or after the start date.",
  tooLong: `Please choose at most ${MAX_RANGE_DAYS} days.`,
  done: (changed: number, inPantry: readonly string[] = []) =>
    (changed === 0
      ? "Your shopping list already has everything the plan needs."
      : `Shopping list generated: ${changed} item${changed === 1 ? "" : "s"} added or updated.`) +
    (inPantry.length ? ` Already in the pantry: ${inPantry.join(", ")}.` : ""),
  /** The planner's 'Add to list' for one day (`label`: 'Tuesday, November 26'). */
  dayDone: (added: number, updated: number, label: string, inPantry: readonly string[] = []) =>
    (added === 0 && updated === 0
      ? `Nothing was added to your shopping list for ${label}.`
      : `${added} item${added === 1 ? "" : "s"} added to your shopping list for ${label}` +
        (updated ? ` (${updated} already on it, updated).` : ".")) +
    (inPantry.length ? ` Already in the pantry: ${inPantry.join(", ")}.` : ""),
  dayMissing: "Please give the day as YYYY-MM-DD.",
  recipeMissing: "Recipe not found",
} as const;

/**
 * The coming week: the household's today (`todayForHousehold`, in its time zone, ADR 037) and the six
 * days after it. Not the UTC date, which near midnight disagrees with the dashboard's today.
 */
export function comingWeek(today: string): { start: string; end: string } {
  return { start: today, end: addDays(today, 6) };
}

export function checkRange(start: string, end: string): void {
  if (end < start) throw new DomainError(GENERATE_TEXTS.range, "end_date");
  if (end > addDays(start, MAX_RANGE_DAYS - 1)) throw new DomainError(GENERATE_TEXTS.tooLong, "end_date");
}

/** The non-leftover meals of a range with their recipes (a leftover reuses food already cooked). */
export async function plannedMeals(
  db: Db,
  householdId: number,
  start: string,
  end: string,
): Promise<PlannedMeal[]> {
  const rows = await db
    .selectFrom("rm_calendar")
    .select(["meal_id", "title", "servings", "recipe_id", "recipe_servings", "dishes"])
    .where("household_id", "=", householdId)
    .where("date", ">=", start)
    .where("date", "<=", end)
    .where("is_leftover", "=", false)
    .orderBy("date")
    .orderBy("time")
    .orderBy("meal_id")
    .execute();
  return rows.map(mealOf);
}

function mealOf(r: {
  meal_id: number;
  title: string;
  servings: number;
  recipe_id: number | null;
  recipe_servings: number | null;
  dishes: { recipe: { id: number; servings: number } | null }[];
}): PlannedMeal {
  const recipes = [
    ...(r.recipe_id ? [{ id: r.recipe_id, servings: r.recipe_servings ?? 1 }] : []),
    ...(r.dishes ?? []).flatMap((d) => (d.recipe ? [{ id: d.recipe.id, servings: d.recipe.servings }] : [])),
  ];
  return { id: r.meal_id, title: r.title, servings: Number(r.servings), recipes };
}

/** The ingredients of the recipes, one query. */
export async function recipeIngredients(
  db: Db,
  recipeIds: readonly number[],
): Promise<Map<number, RecipeIngredient[]>> {
  const map = new Map<number, RecipeIngredient[]>();
  if (recipeIds.length === 0) return map;
  const rows = await db
    .selectFrom("recipe_ingredients")
    .select(["recipe_id", "quantity", "unit", "name", "category"])
    .where("recipe_id", "in", [...new Set(recipeIds)])
    .orderBy("recipe_id")
    .orderBy("position")
    .execute();
  for (const r of rows) {
    const list = map.get(r.recipe_id) ?? [];
    list.push({ name: r.name, quantity: r.quantity, unit: r.unit, category: r.category });
    map.set(r.recipe_id, list);
  }
  return map;
}

/** The household's pantry rows that hold something. */
export async function pantryStock(db: Db, householdId: number): Promise<PantryStock[]> {
  return db
    .selectFrom("inventory_items")
    .select(["id", "name", "quantity", "unit"])
    .where("household_id", "=", householdId)
    .where("quantity", ">", 0)
    .execute();
}

export type GenerateResult = {
  listId: number;
  listName: string;
  range: { start: string; end: string };
  meals: number;
  added: number;
  updated: number;
  removed: number;
  /** The items the generation wrote, in list order. */
  items: Need[];
  /** Foods the pantry covers in full: not on the list. */
  inPantry: string[];
};

const rangeKey = (start: string, end: string) => `${start}..${end}`;

/** Whether a generation's range (`start..end`) lies inside `range` (days as yyyy-MM-dd compare as text). */
function within(key: string | null, range: { start: string; end: string }): boolean {
  const [start, end] = (key ?? "").split("..");
  return !!start && !!end && start >= range.start && end <= range.end;
}
const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);
const itemKey = (name: string, unit: string | null) => `${foodKey(name)}|${unitClass(unit)}`;

/**
 * The first key of the household's list-filling lock (the second is the household), in the two-key form of
 * the other advisory locks (`hashtext('fmp-household')`, ADR 039). A generation and a recipe's 'Add to
 * shopping list' read the list's items, then write from what they read: two at once would each add the
 * same food (or cross in row locks and deadlock), so they queue on this lock, taken first in their
 * transaction, before any row is read or locked.
 */
const LIST_FILL_LOCK = "fmp-shopping-fill";
async function lockListFilling(trx: Transaction<DB>, householdId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${LIST_FILL_LOCK}), ${householdId}::int)`.execute(trx);
}

/** Generates (or regenerates) the range's items on the current list, in one transaction. */
export async function generateShoppingList(
  db: Kysely<DB>,
  actor: Actor,
  range: { start: string; end: string },
  now = new Date(),
): Promise<GenerateResult> {
  checkRange(range.start, range.end);
  return db.transaction().execute(async (trx) => {
    // One generation of the household at a time: the next one reads what this one wrote (ADR 039).
    await lockListFilling(trx, actor.householdId);
    const [meals, pantry, list] = await Promise.all([
      plannedMeals(trx, actor.householdId, range.start, range.end),
      pantryStock(trx, actor.householdId),
      // The current list as the shopping pages find or make it: never a second list beside the household's.
      currentList(trx, actor.householdId, actor.id),
    ]);
    const ingredients = await recipeIngredients(
      trx,
      meals.flatMap((m) => m.recipes.map((r) => r.id)),
    );
    // Cups against grams of one food: its density from the food table, looked up only when needed.
    const densityOf = await densitiesFor(trx, foodsMixingMassAndVolume(meals, ingredients, pantry));
    const { needs, covered } = planNeeds(meals, ingredients, pantry, densityOf);
    const generated = rangeKey(range.start, range.end);
    // This range's items, and the open items of an earlier generation of days inside this range (a
    // Tuesday's list, then the week's): those are taken over, so the week's list does not buy Tuesday's
    // food a second time.
    const existing = (
      await trx
        .selectFrom("shopping_items")
        .select([
          "id",
          "name",
          "quantity",
          "unit",
          "notes",
          "purchased",
          "source_meal_id",
          "source_meal_ids",
          "source_recipe_id",
          "generated_range",
        ])
        .where("list_id", "=", list.id)
        .where("generated_range", "is not", null)
        .execute()
    ).filter((e) => e.generated_range === generated || (!e.purchased && within(e.generated_range, range)));
    // This range's own item wins over one taken over under the same name and unit.
    const byKey = new Map(
      [...existing]
        .sort((a, b) => Number(a.generated_range === generated) - Number(b.generated_range === generated))
        .map((e) => [itemKey(e.name, e.unit), e]),
    );
    let added = 0;
    let updated = 0;
    const kept = new Set<number>();
    const inserts = [];
    const changes: { id: number; need: Need }[] = [];
    for (const need of needs) {
      const found = byKey.get(itemKey(need.name, need.unit));
      if (found) {
        kept.add(found.id);
        if (found.purchased) continue;
        updated++;
        const same =
          found.quantity === need.quantity &&
          found.unit === need.unit &&
          found.notes === need.notes &&
          found.source_meal_id === need.sourceMealId &&
          sameIds(found.source_meal_ids, need.sourceMealIds) &&
          found.source_recipe_id === need.sourceRecipeId;
        if (!same || found.generated_range !== generated) changes.push({ id: found.id, need });
        continue;
      }
      inserts.push({
        list_id: list.id,
        household_id: actor.householdId,
        name: need.name,
        quantity: need.quantity,
        unit: need.unit,
        category: need.category,
        notes: need.notes,
        source_meal_id: need.sourceMealId,
        source_meal_ids: need.sourceMealIds,
        source_recipe_id: need.sourceRecipeId,
        generated_range: generated,
        created_by: actor.id,
        created_at: now,
        updated_at: now,
      });
    }
    // The changed items in one statement: a week's list is a hundred items, a round trip each is too slow.
    if (changes.length)
      await sql`update shopping_items s
        set quantity = v.quantity::numeric, unit = v.unit::text, notes = v.notes::text,
          source_meal_id = v.meal::bigint, source_meal_ids = v.meals::bigint[],
          source_recipe_id = v.recipe::bigint,
          generated_range = ${generated}, updated_at = ${now}
        from (values ${sql.join(
          changes.map(
            ({ id, need }) =>
              sql`(${id}::bigint, ${need.quantity}::numeric, ${need.unit}::text, ${need.notes}::text, ${need.sourceMealId}::bigint, ${need.sourceMealIds}::bigint[], ${need.sourceRecipeId}::bigint)`,
          ),
        )}) as v(id, quantity, unit, notes, meal, meals, recipe)
        where s.id = v.id`.execute(trx);
    if (inserts.length) {
      await trx.insertInto("shopping_items").values(inserts).execute();
      added = inserts.length;
    }
    const gone = existing.filter((e) => !e.purchased && !kept.has(e.id)).map((e) => e.id);
    if (gone.length) await trx.deleteFrom("shopping_items").where("id", "in", gone).execute();
    await trx.updateTable("shopping_lists").set({ updated_at: now }).where("id", "=", list.id).execute();
    return {
      listId: list.id,
      listName: list.name,
      range,
      meals: meals.length,
      added,
      updated,
      removed: gone.length,
      items: needs,
      inPantry: covered.map((c) => c.name),
    };
  });
}

// --- adding a recipe's ingredients ------------------------------------------------------------------

export type AddedItem = Quantity & { name: string };

/**
 * Adds one ingredient (by its position) or all of a recipe's ingredients to the current list, scaled to
 * `servings`; an open, hand-added item of the same food in a compatible unit grows instead of repeating.
 */
export async function addRecipeToList(
  db: Kysely<DB>,
  actor: Actor,
  recipeId: number,
  options: { servings?: number; position?: number },
  now = new Date(),
): Promise<AddedItem[]> {
  return db.transaction().execute(async (trx) => {
    // Two adds at once grow one open item, as one after the other would, instead of adding it twice.
    await lockListFilling(trx, actor.householdId);
    const recipe = await trx
      .selectFrom("recipes")
      .select(["id", "name", "servings"])
      .where("id", "=", recipeId)
      .where((eb) => eb.or([eb("household_id", "=", actor.householdId), eb("is_public", "=", true)]))
      .executeTakeFirst();
    if (!recipe) throw new NotFoundError(GENERATE_TEXTS.recipeMissing);
    let query = trx
      .selectFrom("recipe_ingredients")
      .select(["position", "quantity", "unit", "name", "category"])
      .where("recipe_id", "=", recipeId)
      .orderBy("position");
    if (options.position !== undefined) query = query.where("position", "=", options.position);
    const rows = await query.execute();
    if (rows.length === 0) throw new NotFoundError("Ingredient not found");
    const list = await currentList(trx, actor.householdId, actor.id);
    const open = await trx
      .selectFrom("shopping_items")
      .select(["id", "name", "quantity", "unit", "notes"])
      .where("list_id", "=", list.id)
      .where("purchased", "=", false)
      .where("generated_range", "is", null)
      .execute();
    const read = foodReader();
    const servings = options.servings ?? recipe.servings;
    const note = forNotes([recipe.name]);
    const lines = rows.map((row) => {
      const { food: name, measure } = read(row.name);
      const quantity = scaleQuantity(row.quantity, recipe.servings, servings);
      const amount = { quantity: quantity ?? 1, unit: quantity === null ? null : (row.unit ?? measure) };
      return { name, key: foodKey(name), amount, category: row.category };
    });
    // Cups onto an open item counted in grams (or the other way round): the food's density, when known.
    const densityOf = await densitiesFor(
      trx,
      lines
        .filter((l) => mixesMassAndVolume([l.amount, ...open.filter((o) => foodKey(o.name) === l.key)]))
        .map((l) => l.key),
    );
    const added: AddedItem[] = [];
    for (const { name, key, amount, category } of lines) {
      added.push({ name, ...amount });
      const gramsPerMl = densityOf(key);
      const same = open.find((o) => foodKey(o.name) === key && addQuantities(o, amount, gramsPerMl) !== null);
      if (same) {
        const sum = addQuantities(same, amount, gramsPerMl)!;
        const notes = same.notes?.includes(note) ? same.notes : [same.notes, note].filter(Boolean).join(", ");
        await trx
          .updateTable("shopping_items")
          .set({ quantity: sum.quantity, notes, updated_at: now })
          .where("id", "=", same.id)
          .execute();
        Object.assign(same, { quantity: sum.quantity, notes });
        continue;
      }
      const made = await trx
        .insertInto("shopping_items")
        .values({
          list_id: list.id,
          household_id: actor.householdId,
          name,
          quantity: amount.quantity,
          unit: amount.unit,
          category: shoppingCategory(name, category),
          notes: note,
          source_recipe_id: recipe.id,
          created_by: actor.id,
          created_at: now,
          updated_at: now,
        })
        .returning(["id"])
        .executeTakeFirstOrThrow();
      open.push({ id: made.id, name, quantity: amount.quantity, unit: amount.unit, notes: note });
    }
    await trx
      .updateTable("shopping_lists")
      .set({ updated_at: sql`now()` })
      .where("id", "=", list.id)
      .execute();
    return added;
  });
}

/** The current list's items a generation of the range wrote, for the page that generates them. */
export async function listGeneratedItems(
  db: Kysely<DB>,
  householdId: number,
  range: { start: string; end: string },
) {
  return db
    .selectFrom("shopping_items")
    .innerJoin("shopping_lists", "shopping_lists.id", "shopping_items.list_id")
    .select([
      "shopping_items.id",
      "shopping_items.name",
      "shopping_items.quantity",
      "shopping_items.unit",
      "shopping_items.category",
      "shopping_items.notes",
      "shopping_items.purchased",
    ])
    .where("shopping_lists.household_id", "=", householdId)
    .where("shopping_lists.is_current", "=", true)
    .where("shopping_items.generated_range", "=", rangeKey(range.start, range.end))
    .orderBy("shopping_items.category")
    .orderBy("shopping_items.name")
    .execute();
}

/** The generate form's fields (the page's and, through the same rules, the API's). */
const dateField = (message: string) =>
  z.string({ error: message }).refine((v) => parseMealDate(v) !== null, message);
export const GenerateRangeSchema = z.object({
  start_date: dateField("Please choose a start date."),
  end_date: dateField("Please choose an end date."),
});
