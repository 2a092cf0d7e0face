// Who may read and change a recipe: the owning household reads and changes it, everyone signed in reads a
// public one. Another household's private recipe is "not found", on pages and in the API alike, so ids
// cannot be probed (docs/decisions/017-others-things-are-not-found.md).
import { type Kysely, type SqlBool, sql } from "kysely";
import type { DB } from "../../db/schema";
import type { User } from "../accounts/users.server";
import { ForbiddenError, NotFoundError } from "../errors";
import { RECIPE_TEXTS } from "./constants";

export type Viewer = Pick<User, "id" | "householdId">;

/** The SQL condition "this viewer may read recipe `r`". */
export function readableBy(viewer: Viewer) {
  return sql<SqlBool>`(r.household_id = ${viewer.householdId} or r.is_public)`;
}

/** The recipe's owner and visibility, when the viewer may read it; otherwise NotFoundError. */
export async function getReadable(db: Kysely<DB>, viewer: Viewer, id: number) {
  const row = await db
    .selectFrom("recipes")
    .select(["household_id", "is_public"])
    .where("id", "=", id)
    .executeTakeFirst();
  // Another household's private recipe answers exactly like a missing one (ADR 017).
  if (!row || (row.household_id !== viewer.householdId && !row.is_public))
    throw new NotFoundError(RECIPE_TEXTS.notFound);
  return row;
}

/** The recipe if the viewer's household owns it: not readable is not found, readable but not ours a 403. */
export async function assertEditable(db: Kysely<DB>, viewer: Viewer, id: number) {
  const row = await getReadable(db, viewer, id);
  if (row.household_id !== viewer.householdId) throw new ForbiddenError(RECIPE_TEXTS.notEditable);
}
