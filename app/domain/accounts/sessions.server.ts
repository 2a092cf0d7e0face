// Browser sessions (revocable, server-side) and bearer tokens for API clients. Only SHA-256 digests of
// the secrets are stored, so a database leak signs nobody in.
import { createHash, randomBytes } from "node:crypto";
import { addDays, addHours } from "date-fns";
import { type Kysely, type Selectable, sql } from "kysely";
import type { DB, UsersTable } from "../../db/schema";
import { enabledFlagKeysOf } from "../admin/feature-flags.server";
import { toUser, type User } from "./users.server";

export const SESSION_HOURS = 12;
export const REMEMBER_DAYS = 30;

const digest = (secret: string) => createHash("sha256").update(secret).digest("hex");

/** How a session id is stored (only its digest is kept). */
export const sessionIdHash = digest;
const secret = () => randomBytes(32).toString("base64url");

export function sessionExpiry(remember: boolean, now: Date): Date {
  return remember ? addDays(now, REMEMBER_DAYS) : addHours(now, SESSION_HOURS);
}

export async function createSession(
  db: Kysely<DB>,
  input: { userId: number; remember: boolean; userAgent: string | null; now: Date },
): Promise<{ id: string; csrfToken: string; expiresAt: Date }> {
  const id = secret();
  const csrfToken = secret();
  const expiresAt = sessionExpiry(input.remember, input.now);
  await db
    .insertInto("sessions")
    .values({
      id_hash: digest(id),
      user_id: input.userId,
      csrf_token: csrfToken,
      remember: input.remember,
      expires_at: expiresAt,
      user_agent: input.userAgent?.slice(0, 300) ?? null,
    })
    .execute();
  return { id, csrfToken, expiresAt };
}

/**
 * A live session's person, with the feature flags on for their role and their household's time zone
 * (null: the server's), read in the same statement.
 */
export type FoundSession = {
  user: User;
  csrfToken: string;
  remember: boolean;
  flags: string[];
  householdTimeZone: string | null;
};

export async function findSession(db: Kysely<DB>, id: string, now: Date): Promise<FoundSession | null> {
  const row = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .selectAll("users")
    .select(["sessions.csrf_token", "sessions.remember"])
    .select(enabledFlagKeysOf(sql.ref("users.role")).as("flag_keys"))
    .select(
      sql<string | null>`(select time_zone from households where households.id = users.household_id)`.as(
        "household_time_zone",
      ),
    )
    .where("sessions.id_hash", "=", digest(id))
    .where("sessions.expires_at", ">", now)
    .executeTakeFirst();
  return row ? foundSessionOf(row) : null;
}

/** A row of `users.*` with the session's columns, the flag keys and the zone, as `findSession` selects them. */
export type SessionRow = Selectable<UsersTable> & {
  csrf_token: string;
  remember: boolean;
  flag_keys: string[];
  household_time_zone: string | null;
};

/** The session found from such a row (also read by the page cache's lookup, ADR 061). */
export function foundSessionOf(row: SessionRow): FoundSession {
  const { csrf_token, remember, flag_keys, household_time_zone, ...user } = row;
  return {
    user: toUser(user),
    csrfToken: csrf_token,
    remember,
    flags: flag_keys,
    householdTimeZone: household_time_zone,
  };
}

export async function deleteSession(db: Kysely<DB>, id: string): Promise<void> {
  await db.deleteFrom("sessions").where("id_hash", "=", digest(id)).execute();
}

export async function deleteExpiredSessions(db: Kysely<DB>, now: Date): Promise<void> {
  await db.deleteFrom("sessions").where("expires_at", "<=", now).execute();
}

export async function issueApiToken(
  db: Kysely<DB>,
  input: { userId: number; remember: boolean; name: string; now: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const token = `fmp_${secret()}`;
  const expiresAt = sessionExpiry(input.remember, input.now);
  await db
    .insertInto("api_tokens")
    .values({ user_id: input.userId, name: input.name, token_hash: digest(token), expires_at: expiresAt })
    .execute();
  return { token, expiresAt };
}

export async function findUserByToken(db: Kysely<DB>, token: string, now: Date): Promise<User | null> {
  const row = await db
    .updateTable("api_tokens")
    .set({ last_used_at: now })
    .from("users")
    .whereRef("users.id", "=", "api_tokens.user_id")
    .where("api_tokens.token_hash", "=", digest(token))
    .where("api_tokens.revoked_at", "is", null)
    .where("api_tokens.expires_at", ">", now)
    .returningAll("users")
    .executeTakeFirst();
  return row ? toUser(row) : null;
}

export async function revokeApiToken(db: Kysely<DB>, token: string, now: Date): Promise<void> {
  await db
    .updateTable("api_tokens")
    .set({ revoked_at: now })
    .where("token_hash", "=", digest(token))
    .where("revoked_at", "is", null)
    .execute();
}
