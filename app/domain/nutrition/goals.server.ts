// A user's daily nutrition goals, stored (table nutrition_goals): read whole with the defaults filling
// any gap, saved whole. The page's goals form and POST /api/nutrition/goals both save through here.
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import { DEFAULT_TARGETS, readTargets, type Targets } from "./goals";

export type StoredGoals = { targets: Targets; saved: boolean; updatedAt: Date | null };

export async function getNutritionGoals(db: Kysely<DB>, userId: number): Promise<StoredGoals> {
  const row = await db
    .selectFrom("nutrition_goals")
    .select(["targets", "updated_at"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) return { targets: { ...DEFAULT_TARGETS }, saved: false, updatedAt: null };
  return { targets: readTargets(row.targets), saved: true, updatedAt: row.updated_at };
}

/** Saves all six targets (already checked against GoalTargetsSchema by the caller's boundary). */
export async function saveNutritionGoals(
  db: Kysely<DB>,
  userId: number,
  targets: Targets,
  now: Date,
): Promise<StoredGoals> {
  const json = JSON.stringify(targets);
  await db
    .insertInto("nutrition_goals")
    .values({ user_id: userId, targets: json, updated_at: now })
    .onConflict((c) => c.column("user_id").doUpdateSet({ targets: json, updated_at: now }))
    .execute();
  return { targets: { ...targets }, saved: true, updatedAt: now };
}
