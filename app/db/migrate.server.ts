import { type Kysely, type MigrationResultSet, Migrator } from "kysely";
import { migrations } from "../../migrations/index";

// Migrations are listed in migrations/index.ts (not read from the folder at run time) so that the
// server bundle, the scripts and the tests all carry the same, complete set.
// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema.
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResultSet> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === "Error")?.migrationName ?? "unknown";
    throw new Error(`Migration ${failed} failed: ${String(result.error)}`, { cause: result.error });
  }
  return result;
}
