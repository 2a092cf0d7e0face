// A user's AI planning preferences, stored (table ai_preferences, one row per user): read whole with the
// defaults filling any gap or damaged field, saved whole, reset by deleting the row. The page, the API
// and the assistant's planners read and write through here (docs/product.md#ai-assistant).
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import { AI_PREFERENCE_FIELDS, type AiPreferences, defaultAiPreferences } from "./constants";
import { AiPreferencesSchema } from "./schemas";

export type StoredAiPreferences = { preferences: AiPreferences; saved: boolean; updatedAt: Date | null };

/** A stored object as preferences: each field that still passes the schema, the default for the rest. */
export function readStoredPreferences(stored: unknown): AiPreferences {
  const out = defaultAiPreferences();
  if (!stored || typeof stored !== "object" || Array.isArray(stored)) return out;
  const record = stored as Record<string, unknown>;
  for (const field of AI_PREFERENCE_FIELDS) {
    if (!(field in record)) continue;
    const parsed = AiPreferencesSchema.shape[field].safeParse(record[field]);
    // biome-ignore lint/suspicious/noExplicitAny: each field's parse gives that field's type.
    if (parsed.success) (out as Record<string, any>)[field] = parsed.data;
  }
  return out;
}

export async function getAiPreferences(db: Kysely<DB>, userId: number): Promise<StoredAiPreferences> {
  const row = await db
    .selectFrom("ai_preferences")
    .select(["preferences", "updated_at"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) return { preferences: defaultAiPreferences(), saved: false, updatedAt: null };
  return { preferences: readStoredPreferences(row.preferences), saved: true, updatedAt: row.updated_at };
}

/** Saves every field (already checked against AiPreferencesSchema by the caller's boundary). */
export async function saveAiPreferences(
  db: Kysely<DB>,
  userId: number,
  preferences: AiPreferences,
  now: Date,
): Promise<StoredAiPreferences> {
  const json = JSON.stringify(preferences);
  await db
    .insertInto("ai_preferences")
    .values({ user_id: userId, preferences: json, updated_at: now })
    .onConflict((c) => c.column("user_id").doUpdateSet({ preferences: json, updated_at: now }))
    .execute();
  return { preferences: structuredClone(preferences), saved: true, updatedAt: now };
}

/** Back to the defaults: the row goes, so a later change of a default reaches this user too. */
export async function resetAiPreferences(db: Kysely<DB>, userId: number): Promise<StoredAiPreferences> {
  await db.deleteFrom("ai_preferences").where("user_id", "=", userId).execute();
  return { preferences: defaultAiPreferences(), saved: false, updatedAt: null };
}
