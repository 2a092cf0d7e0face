// A person's preferences (docs/product.md#settings): units, theme and the notification choices. They live
// on the users row, so a change also moves the household's page revision and no cached page keeps the
// old theme or units (docs/decisions/012-page-cache.md).
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import { NotFoundError } from "../errors";
import type { NotificationKey, ThemeChoice, UnitSystem } from "./constants";

export type Preferences = {
  units: UnitSystem;
  theme: ThemeChoice;
  notifications: Record<NotificationKey, boolean>;
};

export async function getPreferences(db: Kysely<DB>, userId: number): Promise<Preferences> {
  const row = await db
    .selectFrom("users")
    .select(["units", "theme", "notify_recipes", "notify_meal_plans", "notify_inventory"])
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!row) throw new NotFoundError("User not found.");
  return {
    units: row.units,
    theme: row.theme,
    notifications: {
      recipes: row.notify_recipes,
      meal_plans: row.notify_meal_plans,
      inventory: row.notify_inventory,
    },
  };
}

/** Changes what is given and leaves the rest. */
export async function savePreferences(
  db: Kysely<DB>,
  userId: number,
  change: {
    units?: UnitSystem | undefined;
    theme?: ThemeChoice | undefined;
    notifications?: Partial<Record<NotificationKey, boolean | undefined>> | undefined;
  },
  now: Date,
): Promise<Preferences> {
  const n = change.notifications ?? {};
  await db
    .updateTable("users")
    .set({
      updated_at: now,
      ...(change.units ? { units: change.units } : {}),
      ...(change.theme ? { theme: change.theme } : {}),
      ...(n.recipes !== undefined ? { notify_recipes: n.recipes } : {}),
      ...(n.meal_plans !== undefined ? { notify_meal_plans: n.meal_plans } : {}),
      ...(n.inventory !== undefined ? { notify_inventory: n.inventory } : {}),
    })
    .where("id", "=", userId)
    .execute();
  return getPreferences(db, userId);
}
