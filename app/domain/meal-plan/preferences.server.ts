// The planner view a user last chose (month, week or day), kept server-side in users.ui_preferences
// so it follows the user across browsers (the spec kept it in local storage as mealPlannerView).
import { type Kysely, sql } from "kysely";
import type { DB } from "../../db/schema";
import type { User } from "../accounts/users.server";

export const PLANNER_VIEWS = ["month", "week", "day"] as const;
export type PlannerView = (typeof PLANNER_VIEWS)[number];
export const DEFAULT_PLANNER_VIEW: PlannerView = "week";

export const isPlannerView = (value: unknown): value is PlannerView =>
  typeof value === "string" && (PLANNER_VIEWS as readonly string[]).includes(value);

/** The user's remembered planner view, from their preferences as read with the session; week at first. */
export function plannerViewOf(user: Pick<User, "uiPreferences">): PlannerView {
  const view = user.uiPreferences.plannerView;
  return isPlannerView(view) ? view : DEFAULT_PLANNER_VIEW;
}

/** The user's remembered planner view, read afresh; week when none was chosen yet. */
export async function getPlannerView(db: Kysely<DB>, userId: number): Promise<PlannerView> {
  const row = await db
    .selectFrom("users")
    .select("ui_preferences")
    .where("id", "=", userId)
    .executeTakeFirst();
  return plannerViewOf({ uiPreferences: row?.ui_preferences ?? {} });
}

export async function setPlannerView(db: Kysely<DB>, userId: number, view: PlannerView): Promise<void> {
  await db
    .updateTable("users")
    .set({ ui_preferences: sql`ui_preferences || ${JSON.stringify({ plannerView: view })}::jsonb` })
    .where("id", "=", userId)
    .execute();
}
