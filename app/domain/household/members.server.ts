// Family members: people profiles of a household (not logins). Every call is scoped to the household;
// another household's member is "not found". The primary member (relationship Self) cannot be removed.
import { type Kysely, type Selectable, sql } from "kysely";
import type { DB, FamilyMembersTable } from "../../db/schema";
import { DomainError, NotFoundError } from "../errors";
import type { MemberInput } from "./schemas";

export type Member = {
  id: number;
  householdId: number;
  userId: number | null;
  name: string;
  age: number | null;
  avatar: string | null;
  gender: "male" | "female" | "other";
  relationship: string;
  activityLevel: string;
  defaultPortionSize: number;
  dietaryPreferences: string[];
  allergies: string[];
  dislikedIngredients: string[];
  healthConditions: string[];
  favoriteMeals: string[];
  isPrimary: boolean;
  height: number | null;
  weight: number | null;
};

export const toMember = (row: Selectable<FamilyMembersTable>): Member => ({
  id: row.id,
  householdId: row.household_id,
  userId: row.user_id,
  name: row.name,
  age: row.age,
  avatar: row.avatar,
  gender: row.gender,
  relationship: row.relationship,
  activityLevel: row.activity_level,
  defaultPortionSize: row.default_portion_size,
  dietaryPreferences: row.dietary_preferences ?? [],
  allergies: row.allergies ?? [],
  dislikedIngredients: row.disliked_ingredients ?? [],
  healthConditions: row.health_conditions ?? [],
  favoriteMeals: row.favorite_meals ?? [],
  isPrimary: row.is_primary,
  height: row.height === null ? null : Number(row.height),
  weight: row.weight === null ? null : Number(row.weight),
});

export class PrimaryMemberError extends DomainError {}

/** A household's members in the order every list shows them: the primary first, then oldest added. */
export const MEMBER_ORDER = sql`m.is_primary desc, m.created_at, m.id`;

export async function listMembers(db: Kysely<DB>, householdId: number): Promise<Member[]> {
  const rows = await db
    .selectFrom("family_members as m")
    .selectAll()
    .where("m.household_id", "=", householdId)
    .orderBy(MEMBER_ORDER)
    .execute();
  return rows.map(toMember);
}

export async function getMember(db: Kysely<DB>, householdId: number, id: number): Promise<Member> {
  const row = await db
    .selectFrom("family_members")
    .selectAll()
    .where("household_id", "=", householdId)
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw new NotFoundError("Family member not found.");
  return toMember(row);
}

function columns(input: MemberInput) {
  return {
    name: input.name,
    age: input.age,
    gender: input.gender,
    relationship: input.is_primary ? "Self" : input.relationship,
    activity_level: input.activity_level,
    default_portion_size: input.default_portion_size,
    dietary_preferences: JSON.stringify(input.dietary_preferences),
    allergies: JSON.stringify(input.allergies),
    disliked_ingredients: JSON.stringify(input.disliked_ingredients),
    health_conditions: JSON.stringify(input.health_conditions),
    favorite_meals: JSON.stringify(input.favorite_meals),
    height: input.height === undefined ? null : String(input.height),
    weight: input.weight === undefined ? null : String(input.weight),
    avatar: input.avatar ?? null,
  };
}

/** "Self" belongs to the primary member alone: nobody else may claim it without taking over primary. */
function checkRelationship(input: MemberInput) {
  if (input.relationship === "Self" && !input.is_primary) {
    throw new DomainError("Only the primary account holder can have the relationship Self.", "relationship");
  }
}

// Making someone primary moves the role (and "Self") from the current primary member.
async function demoteCurrentPrimary(trx: Kysely<DB>, householdId: number, exceptId?: number) {
  let q = trx
    .updateTable("family_members")
    .set({ is_primary: false, relationship: "Other", updated_at: new Date() })
    .where("household_id", "=", householdId)
    .where("is_primary", "=", true);
  if (exceptId !== undefined) q = q.where("id", "<>", exceptId);
  await q.execute();
}

export async function createMember(db: Kysely<DB>, householdId: number, input: MemberInput): Promise<Member> {
  checkRelationship(input);
  return db.transaction().execute(async (trx) => {
    if (input.is_primary) await demoteCurrentPrimary(trx, householdId);
    const row = await trx
      .insertInto("family_members")
      .values({ household_id: householdId, ...columns(input), is_primary: input.is_primary })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toMember(row);
  });
}

export async function updateMember(
  db: Kysely<DB>,
  householdId: number,
  id: number,
  input: MemberInput,
): Promise<Member> {
  const current = await getMember(db, householdId, id);
  // The primary member stays primary and Self (its checkbox is disabled); primary moves only by
  // making another member primary.
  const effective = current.isPrimary ? { ...input, is_primary: true, relationship: "Self" as const } : input;
  checkRelationship(effective);
  return db.transaction().execute(async (trx) => {
    if (effective.is_primary && !current.isPrimary) await demoteCurrentPrimary(trx, householdId, id);
    const row = await trx
      .updateTable("family_members")
      .set({ ...columns(effective), is_primary: effective.is_primary, updated_at: new Date() })
      .where("household_id", "=", householdId)
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toMember(row);
  });
}

export async function removeMember(db: Kysely<DB>, householdId: number, id: number): Promise<Member> {
  const member = await getMember(db, householdId, id);
  if (member.isPrimary) throw new PrimaryMemberError("The primary family member cannot be removed.");
  await db
    .deleteFrom("family_members")
    .where("household_id", "=", householdId)
    .where("id", "=", id)
    .execute();
  return member;
}
