// Accounts: registration (user + household + Self member), sign-in, profile, and the admin's user list.
import { addDays } from "date-fns";
import { type Kysely, type Selectable, sql } from "kysely";
import type { DB, Role, UiPreferences, UsersTable } from "../../db/schema";
import { DomainError, NotFoundError } from "../errors";
import { familyNameFor } from "../household/constants";
import type { NotificationKey, ThemeChoice, UnitSystem } from "../settings/constants";
import { OWN_ACCOUNT_UNDELETABLE } from "./messages";
import { burnVerification, hashPassword, needsRehash, verifyPassword } from "./passwords.server";

export const TRIAL_DAYS = 7;

export type User = {
  id: number;
  name: string;
  email: string;
  role: Role;
  householdId: number;
  householdRole: "owner" | "admin" | "member";
  subscriptionStatus: "trial" | "active" | "canceled";
  trialEndsAt: Date | null;
  /** The person's display preferences (docs/product.md#settings), read with the session at no extra cost. */
  units: UnitSystem;
  theme: ThemeChoice;
  /** What the person asked to be told about (Settings › Preferences; shown on the dashboard, ADR 056). */
  notifications: Record<NotificationKey, boolean>;
  /** The views the person last chose (recipe cards or list, the planner's view), read with the session. */
  uiPreferences: UiPreferences;
  createdAt: Date;
};

export function toUser(row: Selectable<UsersTable>): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    householdId: row.household_id,
    householdRole: row.household_role,
    subscriptionStatus: row.subscription_status,
    trialEndsAt: row.trial_ends_at,
    units: row.units,
    theme: row.theme,
    notifications: {
      recipes: row.notify_recipes,
      meal_plans: row.notify_meal_plans,
      inventory: row.notify_inventory,
    },
    uiPreferences: row.ui_preferences ?? {},
    createdAt: row.created_at,
  };
}

export class EmailTakenError extends DomainError {
  constructor() {
    super("The email has already been taken.", "email");
  }
}

async function emailTaken(db: Kysely<DB>, email: string, exceptUserId?: number): Promise<boolean> {
  let query = db.selectFrom("users").select("id").where(sql<string>`lower(email)`, "=", email.toLowerCase());
  if (exceptUserId !== undefined) query = query.where("id", "<>", exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}

/**
 * Creates the user, their household (named after them, "Alex's family", unless named) and the
 * household's Self member, and starts the 7-day trial. The first account of an install with no admin becomes admin.
 */
export async function registerUser(
  db: Kysely<DB>,
  input: { name: string; email: string; password: string; householdName?: string; role?: Role; now: Date },
): Promise<User> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction().execute(async (trx) => {
    // Serialises registrations, so two first sign-ups cannot both become admin.
    await sql`select pg_advisory_xact_lock(hashtext('fmp-register'))`.execute(trx);
    if (await emailTaken(trx, input.email)) throw new EmailTakenError();
    const hasAdmin = await trx
      .selectFrom("users")
      .select("id")
      .where("role", "=", "admin")
      .executeTakeFirst();
    const household = await trx
      .insertInto("households")
      .values({
        name: input.householdName?.trim() || familyNameFor(input.name),
        trial_ends_at: addDays(input.now, TRIAL_DAYS),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const row = await trx
      .insertInto("users")
      .values({
        name: input.name,
        email: input.email.toLowerCase(),
        password_hash: passwordHash,
        role: input.role ?? (hasAdmin ? "member" : "admin"),
        household_id: household.id,
        household_role: "owner",
        trial_ends_at: addDays(input.now, TRIAL_DAYS),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("family_members")
      .values({
        household_id: household.id,
        user_id: row.id,
        name: input.name,
        relationship: "Self",
        is_primary: true,
        dietary_preferences: "[]",
        allergies: "[]",
        disliked_ingredients: "[]",
        health_conditions: "[]",
        favorite_meals: "[]",
      })
      .execute();
    return toUser(row);
  });
}

/** The user for these credentials, or null. Unknown emails cost as much time as wrong passwords. */
export async function verifyCredentials(
  db: Kysely<DB>,
  email: string,
  password: string,
): Promise<User | null> {
  const row = await db
    .selectFrom("users")
    .selectAll()
    .where(sql<string>`lower(email)`, "=", email.toLowerCase())
    .executeTakeFirst();
  if (!row) {
    await burnVerification(password);
    return null;
  }
  if (!(await verifyPassword(row.password_hash, password))) return null;
  if (needsRehash(row.password_hash)) {
    await db
      .updateTable("users")
      .set({ password_hash: await hashPassword(password) })
      .where("id", "=", row.id)
      .execute();
  }
  return toUser(row);
}

/**
 * Gives the account with this email a new password and signs it out everywhere (sessions deleted, API
 * tokens revoked). Null when there is no such account.
 */
export async function resetPassword(
  db: Kysely<DB>,
  input: { email: string; password: string; now: Date },
): Promise<User | null> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("users")
      .set({ password_hash: passwordHash, updated_at: input.now })
      .where(sql<string>`lower(email)`, "=", input.email.toLowerCase())
      .returningAll()
      .executeTakeFirst();
    if (!row) return null;
    await trx.deleteFrom("sessions").where("user_id", "=", row.id).execute();
    await trx
      .updateTable("api_tokens")
      .set({ revoked_at: input.now })
      .where("user_id", "=", row.id)
      .where("revoked_at", "is", null)
      .execute();
    return toUser(row);
  });
}

export async function getUser(db: Kysely<DB>, id: number): Promise<User | null> {
  const row = await db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toUser(row) : null;
}

// --- administration ------------------------------------------------------------------------------

export async function listUsers(db: Kysely<DB>): Promise<User[]> {
  const rows = await db.selectFrom("users").selectAll().orderBy("name").orderBy("id").execute();
  return rows.map(toUser);
}

export async function countUsers(db: Kysely<DB>): Promise<{ total: number; admins: number }> {
  const row = await db
    .selectFrom("users")
    .select([
      sql<number>`count(*)::int`.as("total"),
      sql<number>`count(*) filter (where role = 'admin')::int`.as("admins"),
    ])
    .executeTakeFirstOrThrow();
  return row;
}

export async function updateUserAsAdmin(
  db: Kysely<DB>,
  actor: User,
  userId: number,
  input: { name: string; email: string; role: Role; password?: string },
): Promise<User> {
  const current = await getUser(db, userId);
  if (!current) throw new NotFoundError("User not found.");
  if (userId === actor.id && input.role !== current.role) {
    throw new DomainError("You cannot change your own role.", "role");
  }
  if (await emailTaken(db, input.email, userId)) throw new EmailTakenError();
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("users")
      .set({
        name: input.name,
        email: input.email.toLowerCase(),
        role: input.role,
        updated_at: new Date(),
        ...(passwordHash ? { password_hash: passwordHash } : {}),
      })
      .where("id", "=", userId)
      .returningAll()
      .executeTakeFirstOrThrow();
    // A new password signs the user out everywhere else.
    if (passwordHash) {
      await trx.deleteFrom("sessions").where("user_id", "=", userId).execute();
      await trx
        .updateTable("api_tokens")
        .set({ revoked_at: new Date() })
        .where("user_id", "=", userId)
        .execute();
    }
    return toUser(row);
  });
}

/** Deletes a user with their sessions and tokens; a household left without users goes too. */
export async function deleteUserAsAdmin(db: Kysely<DB>, actor: User, userId: number): Promise<void> {
  if (userId === actor.id) throw new DomainError(OWN_ACCOUNT_UNDELETABLE);
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom("users")
      .where("id", "=", userId)
      .returning("household_id")
      .executeTakeFirst();
    if (!row) throw new NotFoundError("User not found.");
    const left = await trx
      .selectFrom("users")
      .select("id")
      .where("household_id", "=", row.household_id)
      .executeTakeFirst();
    if (!left) await trx.deleteFrom("households").where("id", "=", row.household_id).execute();
  });
}
