// A way back in without a mail server (docs/product.md#settings): an admin issues a one-time, expiring
// link for a user, shown once like an invitation; following it sets a new password and signs the
// account out everywhere. Only the SHA-256 of the link's token is stored.
import { randomBytes } from "node:crypto";
import { addHours } from "date-fns";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import { hashPassword } from "../accounts/passwords.server";
import { sessionIdHash } from "../accounts/sessions.server";
import type { User } from "../accounts/users.server";
import { DomainError, NotFoundError } from "../errors";
import { RESET_LINK_HOURS, SETTINGS_TEXTS } from "./constants";

export const resetPath = (token: string) => `/reset-password/${token}`;

/** A new link for the user; earlier unused ones stop working. The token is returned once. */
export async function issueResetLink(
  db: Kysely<DB>,
  admin: User,
  userId: number,
  now: Date,
): Promise<{ token: string; expiresAt: Date; user: { id: number; name: string; email: string } }> {
  const target = await db
    .selectFrom("users")
    .select(["id", "name", "email"])
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!target) throw new NotFoundError("User not found.");
  const token = randomBytes(32).toString("base64url");
  const expiresAt = addHours(now, RESET_LINK_HOURS);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("password_resets")
      .set({ used_at: now })
      .where("user_id", "=", userId)
      .where("used_at", "is", null)
      .execute();
    await trx
      .insertInto("password_resets")
      .values({
        user_id: userId,
        token_hash: sessionIdHash(token),
        created_by: admin.id,
        expires_at: expiresAt,
      })
      .execute();
  });
  return { token, expiresAt, user: target };
}

/** The account a link is for, or null when it is unknown, used or expired. */
export async function findResetLink(
  db: Kysely<DB>,
  token: string,
  now: Date,
): Promise<{ name: string; email: string } | null> {
  const row = await db
    .selectFrom("password_resets")
    .innerJoin("users", "users.id", "password_resets.user_id")
    .select(["users.name", "users.email"])
    .where("password_resets.token_hash", "=", sessionIdHash(token))
    .where("password_resets.used_at", "is", null)
    .where("password_resets.expires_at", ">", now)
    .executeTakeFirst();
  return row ?? null;
}

/** Sets the new password once; every session and API token of the account ends. */
export async function redeemResetLink(
  db: Kysely<DB>,
  token: string,
  password: string,
  now: Date,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    const link = await trx
      .updateTable("password_resets")
      .set({ used_at: now })
      .where("token_hash", "=", sessionIdHash(token))
      .where("used_at", "is", null)
      .where("expires_at", ">", now)
      .returning("user_id")
      .executeTakeFirst();
    if (!link) throw new DomainError(SETTINGS_TEXTS.resetLinkInvalid);
    await trx
      .updateTable("users")
      .set({ password_hash: passwordHash, updated_at: now })
      .where("id", "=", link.user_id)
      .execute();
    await trx.deleteFrom("sessions").where("user_id", "=", link.user_id).execute();
    await trx
      .updateTable("api_tokens")
      .set({ revoked_at: now })
      .where("user_id", "=", link.user_id)
      .where("revoked_at", "is", null)
      .execute();
  });
}
