// The viewer's remembered way of showing the recipe collection (cards or a list).
import { type Kysely, sql } from "kysely";
import type { DB } from "../../db/schema";

/** The viewer's remembered card/list choice. */
export async function getRecipeView(db: Kysely<DB>, userId: number): Promise<"card" | "list"> {
  const row = await db
    .selectFrom("users")
    .select("ui_preferences")
    .where("id", "=", userId)
    .executeTakeFirst();
  return row?.ui_preferences?.recipeView === "list" ? "list" : "card";
}

export async function setRecipeView(db: Kysely<DB>, userId: number, view: "card" | "list") {
  await db
    .updateTable("users")
    .set({ ui_preferences: sql`ui_preferences || ${JSON.stringify({ recipeView: view })}::jsonb` })
    .where("id", "=", userId)
    .execute();
}
