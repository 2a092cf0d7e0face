// Feature flags: which roles may use a feature. Admin is always included; an unknown flag is off.
import { type Kysely, type RawBuilder, type Selectable, sql } from "kysely";
import type { DB, FeatureFlagsTable, Role } from "../../db/schema";
import { DomainError, NotFoundError } from "../errors";

export const ROLES: readonly Role[] = ["admin", "member"];

export type FeatureFlag = {
  id: number;
  name: string;
  key: string;
  description: string | null;
  enabledFor: Role[];
};

const toFlag = (row: Selectable<FeatureFlagsTable>): FeatureFlag => ({
  id: row.id,
  name: row.name,
  key: row.key,
  description: row.description,
  enabledFor: row.enabled_for,
});

/** Admin always first; other roles in a stable order, no duplicates. */
export function normaliseRoles(roles: readonly string[]): Role[] {
  return ROLES.filter((r) => r === "admin" || roles.includes(r));
}

export async function listFlags(db: Kysely<DB>): Promise<FeatureFlag[]> {
  return (await db.selectFrom("feature_flags").selectAll().orderBy("name").execute()).map(toFlag);
}

export async function isFlagEnabled(db: Kysely<DB>, key: string, role: Role): Promise<boolean> {
  const row = await db
    .selectFrom("feature_flags")
    .select("enabled_for")
    .where("key", "=", key)
    .executeTakeFirst();
  return row ? row.enabled_for.includes(role) : false;
}

/**
 * The keys on for the role in `roleColumn` (a column of the caller's query), as one subquery: the session
 * lookups read them in the statement that finds the caller, so a page asks the database once less.
 */
export function enabledFlagKeysOf(roleColumn: RawBuilder<unknown>): RawBuilder<string[]> {
  return sql<string[]>`(select coalesce(array_agg(f.key order by f.key), '{}') from feature_flags f
    where f.enabled_for ? (${roleColumn})::text)`;
}

export async function enabledFlagKeys(db: Kysely<DB>, role: Role): Promise<string[]> {
  const rows = await db.selectFrom("feature_flags").select(["key", "enabled_for"]).execute();
  return rows.filter((r) => r.enabled_for.includes(role)).map((r) => r.key);
}

export type FlagInput = {
  name: string;
  key: string;
  description: string | null;
  enabledFor: readonly string[];
};

async function assertKeyFree(db: Kysely<DB>, key: string, exceptId?: number) {
  let q = db.selectFrom("feature_flags").select("id").where("key", "=", key);
  if (exceptId !== undefined) q = q.where("id", "<>", exceptId);
  if (await q.executeTakeFirst()) throw new DomainError("The key has already been taken.", "key");
}

export async function createFlag(db: Kysely<DB>, input: FlagInput): Promise<FeatureFlag> {
  await assertKeyFree(db, input.key);
  const row = await db
    .insertInto("feature_flags")
    .values({
      name: input.name,
      key: input.key,
      description: input.description,
      enabled_for: JSON.stringify(normaliseRoles(input.enabledFor)),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toFlag(row);
}

export async function updateFlag(db: Kysely<DB>, id: number, input: FlagInput): Promise<FeatureFlag> {
  await assertKeyFree(db, input.key, id);
  const row = await db
    .updateTable("feature_flags")
    .set({
      name: input.name,
      key: input.key,
      description: input.description,
      enabled_for: JSON.stringify(normaliseRoles(input.enabledFor)),
      updated_at: new Date(),
    })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new NotFoundError("Feature flag not found.");
  return toFlag(row);
}

export async function getFlag(db: Kysely<DB>, id: number): Promise<FeatureFlag> {
  const row = await db.selectFrom("feature_flags").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw new NotFoundError("Feature flag not found.");
  return toFlag(row);
}

export async function deleteFlag(db: Kysely<DB>, id: number): Promise<void> {
  const result = await db.deleteFrom("feature_flags").where("id", "=", id).executeTakeFirst();
  if (result.numDeletedRows === 0n) throw new NotFoundError("Feature flag not found.");
}
