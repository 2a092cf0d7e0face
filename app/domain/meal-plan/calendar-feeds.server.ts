// Private calendar subscription URLs (ADR 011). A feed belongs to the user who made it and answers that
// user's household's meals while the user still belongs to it. The token is shown once, when the feed is
// made; only its SHA-256 is stored, so a database leak does not reveal working URLs. Revoking is final.
import { createHash, randomBytes } from "node:crypto";
import type { Generated, Kysely } from "kysely";
import type { DB } from "../../db/schema";
import type { User } from "../accounts/users.server";
import { DomainError, NotFoundError } from "../errors";

// The table of migrations/2026-11-23T1100-calendar-feeds.ts; used through `withTables` so this module
// owns its whole read/write path.
interface CalendarFeedsTable {
  id: Generated<number>;
  household_id: number;
  user_id: number;
  token_hash: string;
  created_at: Generated<Date>;
  revoked_at: Date | null;
}

export type CalendarFeed = { id: number; createdAt: Date; revokedAt: Date | null };

/** More than this many live links for one person is a sign of a leak-and-replace habit. */
export const MAX_ACTIVE_FEEDS = 5;
export const TOO_MANY_FEEDS = `You already have ${MAX_ACTIVE_FEEDS} calendar links. Revoke one you no longer use first.`;
export const FEED_NOT_FOUND = "That calendar link was not found.";

// The fmp_ prefix makes a leaked feed token as recognisable (and as caught by the e2e log audit) as an API token.
const TOKEN = /^fmp_cal_[A-Za-z0-9_-]{43}$/;
const digest = (token: string) => createHash("sha256").update(token).digest("hex");
const feeds = (db: Kysely<DB>) => db.withTables<{ calendar_feeds: CalendarFeedsTable }>();

/** Makes a feed and returns its token: the only time it is ever available. */
export async function createCalendarFeed(
  db: Kysely<DB>,
  user: Pick<User, "id" | "householdId">,
  now: Date,
): Promise<{ id: number; token: string }> {
  const active = await feeds(db)
    .selectFrom("calendar_feeds")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", user.id)
    .where("household_id", "=", user.householdId)
    .where("revoked_at", "is", null)
    .executeTakeFirstOrThrow();
  if (Number(active.n) >= MAX_ACTIVE_FEEDS) throw new DomainError(TOO_MANY_FEEDS);
  const token = `fmp_cal_${randomBytes(32).toString("base64url")}`;
  const row = await feeds(db)
    .insertInto("calendar_feeds")
    .values({ household_id: user.householdId, user_id: user.id, token_hash: digest(token), created_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), token };
}

/** The user's feeds for their current household, newest first (revoked ones too, marked). */
export async function listCalendarFeeds(
  db: Kysely<DB>,
  user: Pick<User, "id" | "householdId">,
): Promise<CalendarFeed[]> {
  const rows = await feeds(db)
    .selectFrom("calendar_feeds")
    .select(["id", "created_at", "revoked_at"])
    .where("user_id", "=", user.id)
    .where("household_id", "=", user.householdId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((r) => ({ id: Number(r.id), createdAt: r.created_at, revokedAt: r.revoked_at }));
}

/** Stops a feed for good. Someone else's feed is not found; revoking twice is fine. */
export async function revokeCalendarFeed(
  db: Kysely<DB>,
  user: Pick<User, "id" | "householdId">,
  feedId: number,
  now: Date,
): Promise<void> {
  const row = await feeds(db)
    .selectFrom("calendar_feeds")
    .select(["id", "revoked_at"])
    .where("id", "=", feedId)
    .where("user_id", "=", user.id)
    .executeTakeFirst();
  if (!row) throw new NotFoundError(FEED_NOT_FOUND);
  if (row.revoked_at) return;
  await feeds(db).updateTable("calendar_feeds").set({ revoked_at: now }).where("id", "=", feedId).execute();
}

/** The household a token opens, or null: unknown, malformed, revoked, or its maker left the household. */
export async function findCalendarFeed(
  db: Kysely<DB>,
  token: string,
): Promise<{ id: number; householdId: number; userId: number } | null> {
  if (!TOKEN.test(token)) return null;
  const row = await feeds(db)
    .selectFrom("calendar_feeds")
    .innerJoin("users", (join) =>
      join
        .onRef("users.id", "=", "calendar_feeds.user_id")
        .onRef("users.household_id", "=", "calendar_feeds.household_id"),
    )
    .select(["calendar_feeds.id", "calendar_feeds.household_id", "calendar_feeds.user_id"])
    .where("calendar_feeds.token_hash", "=", digest(token))
    .where("calendar_feeds.revoked_at", "is", null)
    .executeTakeFirst();
  return row
    ? { id: Number(row.id), householdId: Number(row.household_id), userId: Number(row.user_id) }
    : null;
}
