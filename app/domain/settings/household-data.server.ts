// The Advanced tab's data management (docs/product.md#settings): the export of everything a household
// keeps, clearing it (the account stays), and deleting an account. A household's meal log is
// append-only; the one exception is erasing the household itself, when its last account goes or its data
// is cleared: then the log goes with it (ADR 043; the database allows that delete only in that case).
import { type Kysely, sql, type Transaction } from "kysely";
import type { DB } from "../../db/schema";
import { verifyPassword } from "../accounts/passwords.server";
import type { User } from "../accounts/users.server";
import { DomainError, NotFoundError } from "../errors";
import { mealStreamId } from "../meal-plan/events";
import { SETTINGS_TEXTS } from "./constants";
import { getPreferences } from "./preferences.server";

export const EXPORT_FORMAT = "family-meal-planner-export/1";

/** Everything the household keeps, as JSON: no password hashes, token digests or picture bytes. */
export async function exportHouseholdData(db: Kysely<DB>, user: User, now: Date) {
  const householdId = user.householdId;
  const household = await db
    .selectFrom("households")
    .selectAll()
    .where("id", "=", householdId)
    .executeTakeFirst();
  if (!household) throw new NotFoundError("Family not found.");
  const accounts = await db
    .selectFrom("users")
    .select([
      "id",
      "name",
      "email",
      "role",
      "household_role",
      "units",
      "theme",
      "notify_recipes",
      "notify_meal_plans",
      "notify_inventory",
      "created_at",
    ])
    .where("household_id", "=", householdId)
    .orderBy("id")
    .execute();
  const accountIds = accounts.map((a) => a.id);
  const family = await db
    .selectFrom("family_members")
    .selectAll()
    .where("household_id", "=", householdId)
    .orderBy("id")
    .execute();
  const recipes = await db
    .selectFrom("recipes")
    .selectAll()
    .where("household_id", "=", householdId)
    .orderBy("id")
    .execute();
  const recipeIds = recipes.map((r) => r.id);
  const [ingredients, steps] = recipeIds.length
    ? await Promise.all([
        db.selectFrom("recipe_ingredients").selectAll().where("recipe_id", "in", recipeIds).execute(),
        db.selectFrom("recipe_steps").selectAll().where("recipe_id", "in", recipeIds).execute(),
      ])
    : [[], []];
  const meals = await db
    .selectFrom("rm_calendar")
    .selectAll()
    .where("household_id", "=", householdId)
    .orderBy("date")
    .orderBy("time")
    .orderBy("meal_id")
    .execute();
  const events = await db
    .selectFrom("events")
    .select([
      "household_sequence",
      "stream_id",
      "stream_version",
      "event_type",
      "data",
      "metadata",
      "source",
      "actor_user_id",
      "recorded_at",
    ])
    .where("household_id", "=", householdId)
    .orderBy("household_sequence")
    .execute();
  const byStream = new Map<string, typeof events>();
  for (const event of events) {
    const list = byStream.get(event.stream_id) ?? [];
    list.push(event);
    byStream.set(event.stream_id, list);
  }
  const inventory = await db
    .selectFrom("inventory_items")
    .selectAll()
    .where("household_id", "=", householdId)
    .orderBy("id")
    .execute();
  const lists = await db
    .selectFrom("shopping_lists")
    .selectAll()
    .where("household_id", "=", householdId)
    .orderBy("id")
    .execute();
  const items = await db
    .selectFrom("shopping_items")
    .selectAll()
    .where("household_id", "=", householdId)
    .orderBy("id")
    .execute();
  const someone = accountIds.length ? accountIds : [0];
  const [favorites, ratings, notes, goals] = await Promise.all([
    db.selectFrom("recipe_favorites").selectAll().where("user_id", "in", someone).execute(),
    // A review of another household's recipe names that recipe: the recipe itself is not in this file.
    db
      .selectFrom("recipe_ratings as rr")
      .innerJoin("recipes as r", "r.id", "rr.recipe_id")
      .selectAll("rr")
      .select("r.name as recipe_name")
      .where("rr.user_id", "in", someone)
      .orderBy("rr.user_id")
      .orderBy("rr.recipe_id")
      .execute(),
    db.selectFrom("recipe_user_notes").selectAll().where("user_id", "in", someone).execute(),
    db.selectFrom("nutrition_goals").selectAll().where("user_id", "in", someone).execute(),
  ]);
  const [reports, aiPreferences, aiPlans, aiMessages, pantryChanges, invites, pictures] = await Promise.all([
    // Who settled a report (an admin of the install) is not the household's to keep.
    db
      .selectFrom("community_reports as cr")
      .innerJoin("recipes as r", "r.id", "cr.recipe_id")
      .select([
        "cr.id",
        "cr.recipe_id",
        "r.name as recipe_name",
        "cr.reporter_id",
        "cr.reason",
        "cr.status",
        "cr.created_at",
        "cr.resolved_at",
      ])
      .where("cr.reporter_id", "in", someone)
      .orderBy("cr.id")
      .execute(),
    db.selectFrom("ai_preferences").selectAll().where("user_id", "in", someone).orderBy("user_id").execute(),
    // A chat with the assistant and the plans it wrote are shown only to the one who had it, so the
    // export holds the caller's own, not the other accounts'.
    db.selectFrom("ai_meal_plans").selectAll().where("user_id", "=", user.id).orderBy("id").execute(),
    db.selectFrom("ai_messages").selectAll().where("user_id", "=", user.id).orderBy("id").execute(),
    db
      .selectFrom("pantry_changes")
      .selectAll()
      .where("household_id", "=", householdId)
      .orderBy("id")
      .execute(),
    // An invitation without its token digest: who was invited as what, and whether it was used.
    db
      .selectFrom("household_invites")
      .select(["id", "household_role", "created_by", "expires_at", "used_at", "used_by", "created_at"])
      .where("household_id", "=", householdId)
      .orderBy("id")
      .execute(),
    // The pictures' facts, not their bytes (GET /recipe-images/{id} serves those).
    db
      .selectFrom("recipe_images")
      .select(["id", "content_type", "byte_size", "sha256", "created_at"])
      .where("household_id", "=", householdId)
      .orderBy("id")
      .execute(),
  ]);
  const { subscription_status, trial_ends_at, meal_times, ...householdRest } = household;
  return {
    format: EXPORT_FORMAT,
    exported_at: now.toISOString(),
    exported_by: { id: user.id, name: user.name, email: user.email },
    household: householdRest,
    accounts,
    family,
    recipes: recipes.map((r) => ({
      ...r,
      ingredients: ingredients.filter((i) => i.recipe_id === r.id),
      steps: steps.filter((s) => s.recipe_id === r.id),
    })),
    recipe_favorites: favorites,
    recipe_ratings: ratings,
    recipe_notes: notes,
    // Each planned meal with the events that made it what it is (ADR 003).
    meal_plans: meals.map((m) => ({ ...m, history: byStream.get(mealStreamId(m.meal_id)) ?? [] })),
    // The whole log, removed meals included.
    meal_log: events,
    inventory_items: inventory,
    shopping_lists: lists.map((l) => ({ ...l, items: items.filter((i) => i.list_id === l.id) })),
    nutrition_goals: goals,
    // The community as the household's members took part in it: their reviews are in recipe_ratings.
    community_reports: reports,
    ai_preferences: aiPreferences,
    ai_meal_plans: aiPlans,
    ai_messages: aiMessages,
    pantry_changes: pantryChanges,
    household_invites: invites,
    recipe_images: pictures,
    settings: {
      meal_times,
      subscription: { status: subscription_status, trial_ends_at },
      preferences: await getPreferences(db, user.id),
    },
  };
}

/**
 * Deletes a household with everything in it, its meal log and read models too. The transaction names
 * the household in `fmp.erase_household`, which with the household row gone is what lets the events'
 * delete pass their append-only trigger.
 */
async function eraseHousehold(trx: Transaction<DB>, householdId: number): Promise<void> {
  await sql`select set_config('fmp.erase_household', ${String(householdId)}, true)`.execute(trx);
  await trx.deleteFrom("users").where("household_id", "=", householdId).execute();
  await trx.deleteFrom("households").where("id", "=", householdId).execute();
  await trx.deleteFrom("events").where("household_id", "=", householdId).execute();
  await trx.deleteFrom("streams").where("household_id", "=", householdId).execute();
  await trx.deleteFrom("event_log_heads").where("household_id", "=", householdId).execute();
  await trx.deleteFrom("idempotency_keys").where("household_id", "=", householdId).execute();
  await trx.deleteFrom("rm_calendar").where("household_id", "=", householdId).execute();
  await trx.deleteFrom("rm_daily_nutrition").where("household_id", "=", householdId).execute();
  await trx.deleteFrom("page_revisions").where("scope", "=", householdId).execute();
}

async function otherAccounts(trx: Transaction<DB>, user: User) {
  return trx
    .selectFrom("users")
    .select(["id", "household_role"])
    .where("household_id", "=", user.householdId)
    .where("id", "<>", user.id)
    .orderBy("id")
    .execute();
}

/**
 * Clears the household's data and keeps the account: the account moves to a new, empty household of
 * the same name (a fresh trial is not granted: the subscription moves with it) and the old one is
 * erased. Refused while other accounts share the household, whose data it also is.
 */
export async function clearAllData(db: Kysely<DB>, user: User, now: Date): Promise<{ householdId: number }> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('fmp-household'), ${user.householdId}::int)`.execute(trx);
    if ((await otherAccounts(trx, user)).length > 0) throw new DomainError(SETTINGS_TEXTS.clearShared);
    const old = await trx
      .selectFrom("households")
      .select(["name", "subscription_status", "trial_ends_at"])
      .where("id", "=", user.householdId)
      .executeTakeFirst();
    if (!old) throw new NotFoundError("Family not found.");
    const fresh = await trx
      .insertInto("households")
      .values({
        name: old.name,
        subscription_status: old.subscription_status,
        trial_ends_at: old.trial_ends_at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .updateTable("users")
      .set({ household_id: fresh.id, household_role: "owner", updated_at: now })
      .where("id", "=", user.id)
      .execute();
    await trx
      .insertInto("family_members")
      .values({
        household_id: fresh.id,
        user_id: user.id,
        name: user.name,
        relationship: "Self",
        is_primary: true,
        dietary_preferences: "[]",
        allergies: "[]",
        disliked_ingredients: "[]",
        health_conditions: "[]",
        favorite_meals: "[]",
      })
      .execute();
    // The person's own marks on recipes of other households (favourites, ratings, notes) are theirs.
    for (const table of [
      "recipe_favorites",
      "recipe_ratings",
      "recipe_user_notes",
      "nutrition_goals",
      "ai_preferences",
    ] as const)
      await trx.deleteFrom(table).where("user_id", "=", user.id).execute();
    await eraseHousehold(trx, user.householdId);
    return { householdId: fresh.id };
  });
}

/**
 * Deletes the account (after its password is checked) with its sessions, tokens and marks. When no
 * other account is left in the household, the household goes too, meal log and all; otherwise, if it
 * was the last owner, the longest-standing remaining account becomes the owner.
 */
export async function deleteAccount(
  db: Kysely<DB>,
  user: User,
  password: string,
): Promise<{ householdDeleted: boolean }> {
  const row = await db
    .selectFrom("users")
    .select("password_hash")
    .where("id", "=", user.id)
    .executeTakeFirst();
  if (!row) throw new NotFoundError("User not found.");
  if (!(await verifyPassword(row.password_hash, password)))
    throw new DomainError(SETTINGS_TEXTS.currentPasswordWrong, "current_password");
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('fmp-household'), ${user.householdId}::int)`.execute(trx);
    const others = await otherAccounts(trx, user);
    if (others.length === 0) {
      await eraseHousehold(trx, user.householdId);
      return { householdDeleted: true };
    }
    await trx.deleteFrom("users").where("id", "=", user.id).execute();
    const [next] = others;
    if (next && !others.some((o) => o.household_role === "owner"))
      await trx.updateTable("users").set({ household_role: "owner" }).where("id", "=", next.id).execute();
    return { householdDeleted: false };
  });
}
