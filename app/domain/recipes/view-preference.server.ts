// The viewer's remembered way of showing the recipe collection (cards or a list).
import { type Kysely, sql } from "kysely";
import type { DB } from "../../db/schema";
import type { User } from "../accounts/users.server";

/** The viewer's remembered card/list choice, from their preferences as read with the session. */
export const recipeViewOf = (user: Pick<User, "uiPreferences">): "card" | "list" =>
  user.uiPreferences.recipeView === "list" ? "list" : "card";

/** The viewer's remembered card/list choice, read afresh. */
export async function getRecipeView(db: Kysely<DB>, userId: number): Promise<"card" | "list"> {
  const row = await db
    .selectFrom("users")
    .select("ui_preferences")
    .where("id", "=", userId)
    .executeTakeFirst();
  return recipeViewOf({ uiPreferences: row?.ui_preferences ?? {} });
}

export async function setRecipeView(db: Kysely<DB>, userId: number, view: "card" | "list") {
  await db
    .updateTable("users")
    .set({ ui_preferences: sql`ui_preferences || ${JSON.stringify({ recipeView: view })}::jsonb` })
    .where("id", "=", userId)
    .execute();
}
