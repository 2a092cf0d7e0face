// The account tab (docs/product.md#settings): name and email (a new email needs the current password),
// the password change that signs out everywhere else, and the sessions and API tokens a person can see
// and revoke. Only digests of session ids and tokens are stored (app/domain/accounts/sessions.server.ts).
import { randomBytes } from "node:crypto";
import { addDays } from "date-fns";
import { type Kysely, sql } from "kysely";
import type { DB } from "../../db/schema";
import { hashPassword, verifyPassword } from "../accounts/passwords.server";
import { sessionIdHash } from "../accounts/sessions.server";
import { EmailTakenError, toUser, type User } from "../accounts/users.server";
import { DomainError, NotFoundError } from "../errors";
import { PERSONAL_TOKEN_DAYS, SETTINGS_TEXTS } from "./constants";

/** Which session or token the request came with, so it is marked and kept. */
export type Current = { sessionId?: string; token?: string };

async function checkPassword(db: Kysely<DB>, userId: number, password: string | undefined, field: string) {
  const row = await db
    .selectFrom("users")
    .select("password_hash")
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!row) throw new NotFoundError("User not found.");
  if (!password) throw new DomainError(SETTINGS_TEXTS.currentPasswordRequired, field);
  if (!(await verifyPassword(row.password_hash, password)))
    throw new DomainError(SETTINGS_TEXTS.currentPasswordWrong, field);
}

/** Name and email. A changed email needs the current password, on the page and in the API alike. */
export async function updateAccount(
  db: Kysely<DB>,
  user: User,
  input: { name: string; email: string; current_password?: string | undefined },
  now: Date,
): Promise<User> {
  const email = input.email.toLowerCase();
  if (email !== user.email.toLowerCase()) {
    // A taken address is refused first: registration tells anyone as much, so it gives nothing away.
    const taken = await db
      .selectFrom("users")
      .select("id")
      .where(sql<string>`lower(email)`, "=", email)
      .where("id", "<>", user.id)
      .executeTakeFirst();
    if (taken) throw new EmailTakenError();
    await checkPassword(db, user.id, input.current_password, "current_password");
  }
  const row = await db
    .updateTable("users")
    .set({ name: input.name, email, updated_at: now })
    .where("id", "=", user.id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new NotFoundError("User not found.");
  return toUser(row);
}

/**
 * A new password after the current one is checked. Every other session is signed out and every other
 * API token revoked, in the same transaction; the counts tell the person what happened.
 */
export async function changePassword(
  db: Kysely<DB>,
  user: User,
  input: { current_password: string; password: string },
  current: Current,
  now: Date,
): Promise<{ sessions: number; tokens: number }> {
  await checkPassword(db, user.id, input.current_password, "current_password");
  const passwordHash = await hashPassword(input.password);
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable("users")
      .set({ password_hash: passwordHash, updated_at: now })
      .where("id", "=", user.id)
      .execute();
    let sessions = trx.deleteFrom("sessions").where("user_id", "=", user.id);
    if (current.sessionId) sessions = sessions.where("id_hash", "<>", sessionIdHash(current.sessionId));
    const signedOut = await sessions.executeTakeFirst();
    let tokens = trx
      .updateTable("api_tokens")
      .set({ revoked_at: now })
      .where("user_id", "=", user.id)
      .where("revoked_at", "is", null)
      .where("expires_at", ">", now);
    if (current.token) tokens = tokens.where("token_hash", "<>", sessionIdHash(current.token));
    const revoked = await tokens.executeTakeFirst();
    return { sessions: Number(signedOut.numDeletedRows), tokens: Number(revoked.numUpdatedRows) };
  });
}

export type SessionView = {
  id: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  userAgent: string | null;
  remember: boolean;
  current: boolean;
};

/** The person's signed-in browsers. The id shown is the stored digest, which signs nobody in. */
export async function listSessions(
  db: Kysely<DB>,
  user: User,
  current: Current,
  now: Date,
): Promise<SessionView[]> {
  const rows = await db
    .selectFrom("sessions")
    .select(["id_hash", "created_at", "last_seen_at", "expires_at", "user_agent", "remember"])
    .where("user_id", "=", user.id)
    .where("expires_at", ">", now)
    .orderBy("created_at", "desc")
    .execute();
  const mine = current.sessionId ? sessionIdHash(current.sessionId) : null;
  return rows.map((r) => ({
    id: r.id_hash,
    createdAt: r.created_at,
    lastSeenAt: r.last_seen_at,
    expiresAt: r.expires_at,
    userAgent: r.user_agent,
    remember: r.remember,
    current: r.id_hash === mine,
  }));
}

export async function revokeSession(db: Kysely<DB>, user: User, id: string): Promise<void> {
  const done = await db
    .deleteFrom("sessions")
    .where("id_hash", "=", id)
    .where("user_id", "=", user.id)
    .executeTakeFirst();
  if (Number(done.numDeletedRows) === 0) throw new NotFoundError("Session not found.");
}

export type TokenView = {
  id: number;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  expiresAt: Date;
  current: boolean;
};

export async function listTokens(
  db: Kysely<DB>,
  user: User,
  current: Current,
  now: Date,
): Promise<TokenView[]> {
  const rows = await db
    .selectFrom("api_tokens")
    .select(["id", "name", "created_at", "last_used_at", "expires_at", "token_hash"])
    .where("user_id", "=", user.id)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", now)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  const mine = current.token ? sessionIdHash(current.token) : null;
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    createdAt: r.created_at,
    lastUsedAt: r.last_used_at,
    expiresAt: r.expires_at,
    current: r.token_hash === mine,
  }));
}

export async function revokeToken(db: Kysely<DB>, user: User, id: number, now: Date): Promise<void> {
  const done = await db
    .updateTable("api_tokens")
    .set({ revoked_at: now })
    .where("id", "=", id)
    .where("user_id", "=", user.id)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) === 0) throw new NotFoundError("API token not found.");
}

/** A personal API token for a script or another app: shown once, stored only as its digest. */
export async function createPersonalToken(
  db: Kysely<DB>,
  user: User,
  name: string,
  now: Date,
): Promise<{ id: number; token: string; name: string; expiresAt: Date }> {
  const token = `fmp_${randomBytes(32).toString("base64url")}`;
  const expiresAt = addDays(now, PERSONAL_TOKEN_DAYS);
  const row = await db
    .insertInto("api_tokens")
    .values({ user_id: user.id, name, token_hash: sessionIdHash(token), expires_at: expiresAt })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: row.id, token, name, expiresAt };
}
