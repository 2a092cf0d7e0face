// Fixed-window counters in the database, shared by every app server.
import type { Kysely } from "kysely";
import { sql } from "kysely";
import type { DB } from "../../db/schema";

export type RateLimit = { limit: number; windowSeconds: number };
export type RateDecision = { allowed: boolean; retryAfterSeconds: number };

function windowOf(rule: RateLimit, now: Date) {
  const ms = rule.windowSeconds * 1000;
  const start = new Date(Math.floor(now.getTime() / ms) * ms);
  const retryAfterSeconds = Math.max(1, Math.ceil((start.getTime() + ms - now.getTime()) / 1000));
  return { start, retryAfterSeconds };
}

/** Counts one attempt under `key`; refused once the window holds more than `limit`. */
export async function hitRateLimit(
  db: Kysely<DB>,
  key: string,
  rule: RateLimit,
  now: Date,
): Promise<RateDecision> {
  const { start, retryAfterSeconds } = windowOf(rule, now);
  const row = await db
    .insertInto("rate_limits")
    .values({ key, window_start: start, count: 1 })
    .onConflict((oc) =>
      oc.columns(["key", "window_start"]).doUpdateSet({ count: sql`rate_limits.count + 1` }),
    )
    .returning("count")
    .executeTakeFirstOrThrow();
  if (row.count === 1) {
    // A new window: drop this key's old ones.
    await db.deleteFrom("rate_limits").where("key", "=", key).where("window_start", "<", start).execute();
  }
  return { allowed: row.count <= rule.limit, retryAfterSeconds };
}

/** Whether `key` has already used up its window, without counting an attempt. */
export async function checkRateLimit(
  db: Kysely<DB>,
  key: string,
  rule: RateLimit,
  now: Date,
): Promise<RateDecision> {
  const { start, retryAfterSeconds } = windowOf(rule, now);
  const row = await db
    .selectFrom("rate_limits")
    .select("count")
    .where("key", "=", key)
    .where("window_start", "=", start)
    .executeTakeFirst();
  return { allowed: (row?.count ?? 0) < rule.limit, retryAfterSeconds };
}
