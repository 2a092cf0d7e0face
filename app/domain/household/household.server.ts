// A household: its name, family-wide options, default meal times, who may do what, its user
// accounts and invitations. Household roles: owner, admin, member (docs/decisions/005).
import { createHash, randomBytes } from "node:crypto";
import { addDays } from "date-fns";
import { type Kysely, type Selectable, sql } from "kysely";
import type { DB, FamilyMembersTable, HouseholdsTable } from "../../db/schema";
import type { User } from "../accounts/users.server";
import { DomainError, ForbiddenError, NotFoundError } from "../errors";
import {
  DEFAULT_MEAL_TIMES,
  familyNameFor,
  INVITE_DAYS,
  type MealTimes,
  OTHER_MEAL_TIME,
  UNKNOWN_MEAL_TIME,
} from "./constants";
import { MEMBER_ORDER, type Member, toMember } from "./members.server";
import { householdToday, isTimeZone, TIME_ZONE_INVALID } from "./time-zone";

export type FamilyOptions = {
  allergies: string[];
  dietaryPreferences: string[];
  dislikes: string[];
  healthConditions: string[];
  favoriteMeals: string[];
};

export type Household = {
  id: number;
  name: string;
  mealTimes: MealTimes;
  options: FamilyOptions;
  membersCanEdit: boolean;
  /** IANA zone of the household's "today"; null: the server's zone (./time-zone.ts). */
  timeZone: string | null;
};

export type HouseholdRole = User["householdRole"];

export const MEMBER_EDIT_DENIED =
  "You do not have permission to edit this family member. Contact the family administrator.";

const toHousehold = (row: Selectable<HouseholdsTable>): Household => ({
  id: row.id,
  name: row.name,
  mealTimes: { ...DEFAULT_MEAL_TIMES, ...row.meal_times },
  options: {
    allergies: row.allergies ?? [],
    dietaryPreferences: row.dietary_preferences ?? [],
    dislikes: row.dislikes ?? [],
    healthConditions: row.health_conditions ?? [],
    favoriteMeals: row.favorite_meals ?? [],
  },
  membersCanEdit: row.members_can_edit,
  timeZone: row.time_zone,
});

export async function getHousehold(db: Kysely<DB>, id: number): Promise<Household> {
  const row = await db.selectFrom("households").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw new NotFoundError("Family not found.");
  return toHousehold(row);
}

export type HouseholdAndMembers = { household: Household; members: Member[] };

/**
 * The household and its members (in listMembers' order) in one statement: for the pages and tools that
 * need both (the planner, the family page, the meal form and its warnings, the assistant's constraints).
 * The members come as JSON rows; `toMember` reads every column it needs from them as from a table row.
 */
export async function getHouseholdAndMembers(db: Kysely<DB>, id: number): Promise<HouseholdAndMembers> {
  const row = await db
    .selectFrom("households as h")
    .selectAll("h")
    .select(
      sql<Selectable<FamilyMembersTable>[]>`coalesce((select jsonb_agg(to_jsonb(m) order by ${MEMBER_ORDER})
        from family_members m where m.household_id = h.id), '[]'::jsonb)`.as("member_rows"),
    )
    .where("h.id", "=", id)
    .executeTakeFirst();
  if (!row) throw new NotFoundError("Family not found.");
  const { member_rows, ...household } = row;
  return { household: toHousehold(household), members: member_rows.map(toMember) };
}

// --- permissions ---------------------------------------------------------------------------------

export type Permissions = {
  role: HouseholdRole;
  canRename: boolean;
  canManageMembers: boolean;
  canChangeSettings: boolean;
  canInvite: boolean;
  canManageUsers: boolean;
};

/** Owners and admins run the household; members may edit people and settings unless the owner turned that off. */
export function permissionsOf(
  user: Pick<User, "householdRole">,
  household: Pick<Household, "membersCanEdit">,
): Permissions {
  const runs = user.householdRole === "owner" || user.householdRole === "admin";
  return {
    role: user.householdRole,
    canRename: runs,
    canManageMembers: runs || household.membersCanEdit,
    canChangeSettings: runs || household.membersCanEdit,
    canInvite: runs,
    canManageUsers: user.householdRole === "owner",
  };
}

export async function permissionsFor(db: Kysely<DB>, user: User): Promise<Permissions> {
  return permissionsOf(user, await getHousehold(db, user.householdId));
}

export async function assertCan(
  db: Kysely<DB>,
  user: User,
  what: keyof Omit<Permissions, "role">,
): Promise<void> {
  const permissions = await permissionsFor(db, user);
  if (!permissions[what]) {
    throw new ForbiddenError(
      what === "canManageMembers" ? MEMBER_EDIT_DENIED : "Only the family's owner or an admin can do that.",
    );
  }
}

// --- name, options, meal times -------------------------------------------------------------------

export async function renameHousehold(db: Kysely<DB>, user: User, name: string): Promise<Household> {
  await assertCan(db, user, "canRename");
  await db
    .updateTable("households")
    .set({ name, updated_at: new Date() })
    .where("id", "=", user.householdId)
    .execute();
  return getHousehold(db, user.householdId);
}

export async function saveFamilyOptions(
  db: Kysely<DB>,
  user: User,
  options: Partial<FamilyOptions>,
): Promise<Household> {
  await assertCan(db, user, "canChangeSettings");
  const set: Record<string, string> = {};
  if (options.allergies) set.allergies = JSON.stringify(options.allergies);
  if (options.dietaryPreferences) set.dietary_preferences = JSON.stringify(options.dietaryPreferences);
  if (options.dislikes) set.dislikes = JSON.stringify(options.dislikes);
  if (options.healthConditions) set.health_conditions = JSON.stringify(options.healthConditions);
  if (options.favoriteMeals) set.favorite_meals = JSON.stringify(options.favoriteMeals);
  await db
    .updateTable("households")
    .set({ ...set, updated_at: new Date() })
    .where("id", "=", user.householdId)
    .execute();
  return getHousehold(db, user.householdId);
}

export async function saveMealTimes(db: Kysely<DB>, user: User, mealTimes: MealTimes): Promise<Household> {
  await assertCan(db, user, "canChangeSettings");
  await db
    .updateTable("households")
    .set({ meal_times: JSON.stringify(mealTimes), updated_at: new Date() })
    .where("id", "=", user.householdId)
    .execute();
  return getHousehold(db, user.householdId);
}

/** Sets the household's time zone (null: the server's); a name the runtime does not list is refused. */
export async function saveTimeZone(db: Kysely<DB>, user: User, timeZone: string | null): Promise<Household> {
  await assertCan(db, user, "canChangeSettings");
  if (timeZone !== null && !isTimeZone(timeZone)) throw new DomainError(TIME_ZONE_INVALID, "time_zone");
  await db
    .updateTable("households")
    .set({ time_zone: timeZone, updated_at: new Date() })
    .where("id", "=", user.householdId)
    .execute();
  return getHousehold(db, user.householdId);
}

/**
 * The household's calendar day at `now`, in its time zone (docs/decisions/037-inventory.md): what every
 * page and API call means by "today" and "this week" for the household.
 */
export async function todayForHousehold(db: Kysely<DB>, householdId: number, now: Date): Promise<string> {
  return householdToday(await householdTimeZone(db, householdId), now);
}

/** The household's own time zone, or null for the server's. */
export async function householdTimeZone(db: Kysely<DB>, householdId: number): Promise<string | null> {
  const row = await db
    .selectFrom("households")
    .select("time_zone")
    .where("id", "=", householdId)
    .executeTakeFirst();
  return row?.time_zone ?? null;
}

/**
 * The household's time zone, or null (the server's) when it cannot be read: for pages whose parts
 * each fail (or not) on their own reads, so an unreadable zone never fails the page.
 */
export function householdTimeZoneOrServer(db: Kysely<DB>, householdId: number): Promise<string | null> {
  return householdTimeZone(db, householdId).catch(() => null);
}

export async function setMembersCanEdit(db: Kysely<DB>, user: User, allowed: boolean): Promise<Household> {
  if (user.householdRole !== "owner") throw new ForbiddenError("Only the family's owner can change this.");
  await db
    .updateTable("households")
    .set({ members_can_edit: allowed })
    .where("id", "=", user.householdId)
    .execute();
  return getHousehold(db, user.householdId);
}

/** A type's default time (docs/product.md#meal-form): household setting, 'other' 20:00, unknown 12:00. */
export function defaultMealTime(mealTimes: MealTimes, mealType: string): string {
  const type = mealType.toLowerCase();
  if (type in mealTimes) return mealTimes[type as keyof MealTimes];
  return type === "other" ? OTHER_MEAL_TIME : UNKNOWN_MEAL_TIME;
}

export async function getDefaultMealTime(
  db: Kysely<DB>,
  householdId: number,
  mealType: string,
): Promise<string> {
  return defaultMealTime((await getHousehold(db, householdId)).mealTimes, mealType);
}

// --- user accounts of the household and invitations ----------------------------------------------

export type HouseholdUser = { id: number; name: string; email: string; householdRole: HouseholdRole };

export async function listHouseholdUsers(db: Kysely<DB>, householdId: number): Promise<HouseholdUser[]> {
  const rows = await db
    .selectFrom("users")
    .select(["id", "name", "email", "household_role"])
    .where("household_id", "=", householdId)
    .orderBy("created_at")
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, email: r.email, householdRole: r.household_role }));
}

const digest = (token: string) => createHash("sha256").update(token).digest("hex");

export async function createInvite(
  db: Kysely<DB>,
  user: User,
  role: "admin" | "member",
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  await assertCan(db, user, "canInvite");
  if (role === "admin" && user.householdRole !== "owner") {
    throw new ForbiddenError("Only the family's owner can invite an admin.");
  }
  const token = randomBytes(24).toString("base64url");
  const expiresAt = addDays(now, INVITE_DAYS);
  await db
    .insertInto("household_invites")
    .values({
      household_id: user.householdId,
      token_hash: digest(token),
      household_role: role,
      created_by: user.id,
      expires_at: expiresAt,
    })
    .execute();
  return { token, expiresAt };
}

export type InviteView = {
  householdId: number;
  householdName: string;
  role: "admin" | "member";
  expiresAt: Date;
};

/** An open invitation (unused, unexpired), or null. */
export async function findInvite(db: Kysely<DB>, token: string, now: Date): Promise<InviteView | null> {
  const row = await db
    .selectFrom("household_invites")
    .innerJoin("households", "households.id", "household_invites.household_id")
    .select([
      "household_invites.household_id",
      "households.name",
      "household_invites.household_role",
      "household_invites.expires_at",
    ])
    .where("household_invites.token_hash", "=", digest(token))
    .where("household_invites.used_at", "is", null)
    .where("household_invites.expires_at", ">", now)
    .executeTakeFirst();
  return row
    ? {
        householdId: row.household_id,
        householdName: row.name,
        role: row.household_role,
        expiresAt: row.expires_at,
      }
    : null;
}

export async function listOpenInvites(db: Kysely<DB>, householdId: number, now: Date) {
  return db
    .selectFrom("household_invites")
    .select(["id", "household_role", "expires_at", "created_at"])
    .where("household_id", "=", householdId)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .orderBy("created_at", "desc")
    .execute();
}

export async function revokeInvite(db: Kysely<DB>, user: User, inviteId: number): Promise<void> {
  await assertCan(db, user, "canInvite");
  const result = await db
    .deleteFrom("household_invites")
    .where("id", "=", inviteId)
    .where("household_id", "=", user.householdId)
    .where("used_at", "is", null)
    .executeTakeFirst();
  if (result.numDeletedRows === 0n) throw new NotFoundError("Invitation not found.");
}

/**
 * Moves the user into the invitation's household with its role; the invitation is used up. The
 * user's previous household is deleted when nobody else uses it (its people go with it).
 */
export async function acceptInvite(
  db: Kysely<DB>,
  user: User,
  token: string,
  now: Date,
): Promise<InviteView> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable("household_invites")
      .set({ used_at: now, used_by: user.id })
      .where("token_hash", "=", digest(token))
      .where("used_at", "is", null)
      .where("expires_at", ">", now)
      .returning(["household_id", "household_role", "expires_at"])
      .executeTakeFirst();
    if (!claimed)
      throw new DomainError("This invitation link is invalid, used or expired. Ask for a new one.");
    if (claimed.household_id === user.householdId) throw new DomainError("You are already in this family.");
    if (user.householdRole === "owner") {
      // An owner who left would strand the other accounts in a family nobody may manage.
      const others = await trx
        .selectFrom("users")
        .select("id")
        .where("household_id", "=", user.householdId)
        .where("id", "!=", user.id)
        .executeTakeFirst();
      if (others)
        throw new DomainError(
          "You own a family that other people's accounts use. Remove their accounts first, then accept this invitation.",
        );
    }
    await trx
      .updateTable("users")
      .set({ household_id: claimed.household_id, household_role: claimed.household_role, updated_at: now })
      .where("id", "=", user.id)
      .execute();
    await deleteIfUnused(trx, user.householdId);
    const household = await trx
      .selectFrom("households")
      .select("name")
      .where("id", "=", claimed.household_id)
      .executeTakeFirstOrThrow();
    return {
      householdId: claimed.household_id,
      householdName: household.name,
      role: claimed.household_role,
      expiresAt: claimed.expires_at,
    };
  });
}

async function deleteIfUnused(trx: Kysely<DB>, householdId: number) {
  const left = await trx
    .selectFrom("users")
    .select("id")
    .where("household_id", "=", householdId)
    .executeTakeFirst();
  if (!left) await trx.deleteFrom("households").where("id", "=", householdId).execute();
}

/** The owner removes another account from the household; that account gets a new household of its own. */
export async function removeHouseholdUser(
  db: Kysely<DB>,
  owner: User,
  userId: number,
  now: Date,
): Promise<void> {
  if (owner.householdRole !== "owner")
    throw new ForbiddenError("Only the family's owner can remove people's accounts.");
  if (userId === owner.id) throw new DomainError("You cannot remove yourself from your own family.");
  await db.transaction().execute(async (trx) => {
    const target = await trx
      .selectFrom("users")
      .select(["id", "name"])
      .where("id", "=", userId)
      .where("household_id", "=", owner.householdId)
      .executeTakeFirst();
    if (!target) throw new NotFoundError("That account is not in your family.");
    const fresh = await trx
      .insertInto("households")
      .values({ name: familyNameFor(target.name) })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .updateTable("users")
      .set({ household_id: fresh.id, household_role: "owner", updated_at: now })
      .where("id", "=", userId)
      .execute();
    await trx.updateTable("family_members").set({ user_id: null }).where("user_id", "=", userId).execute();
    await trx
      .insertInto("family_members")
      .values({
        household_id: fresh.id,
        user_id: userId,
        name: target.name,
        relationship: "Self",
        is_primary: true,
        dietary_preferences: "[]",
        allergies: "[]",
        disliked_ingredients: "[]",
        health_conditions: "[]",
        favorite_meals: "[]",
      })
      .execute();
  });
}

/** Whether a member id belongs to the user's household (the diagnostic permission calls). */
export async function isMemberOfHousehold(
  db: Kysely<DB>,
  householdId: number,
  memberId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom("family_members")
    .select(sql<number>`1`.as("one"))
    .where("id", "=", memberId)
    .where("household_id", "=", householdId)
    .executeTakeFirst();
  return row !== undefined;
}
