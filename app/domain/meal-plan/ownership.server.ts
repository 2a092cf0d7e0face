// Which household a meal belongs to, whatever household asks: for the admin-only ownership diagnosis
// (GET /api/debug-meal-ownership/{id}), never for a member's call — members read meals through the
// calendar, where another household's meal is simply not there (ADR 017).
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import { readStream } from "../../events/store.server";
import { mealStreamId } from "./events";

export type MealOwnership = {
  householdId: number | null;
  /** False for an unknown or removed meal. */
  exists: boolean;
  removed: boolean;
};

/** Read from the meal's own stream: its first event says whose it is, its last whether it was removed. */
export async function mealOwnership(db: Kysely<DB>, mealId: number): Promise<MealOwnership> {
  const stream = await readStream(db, mealStreamId(mealId));
  const first = stream.events[0];
  const last = stream.events.at(-1);
  return {
    householdId: first?.householdId ?? null,
    exists: Boolean(last && last.type !== "MealRemoved"),
    removed: last?.type === "MealRemoved",
  };
}
