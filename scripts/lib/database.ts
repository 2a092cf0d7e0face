// Opens the app's database for a command-line script, the same way the server does (DATABASE_URL,
// else the embedded PostgreSQL in DATA_DIR, which must not be in use by a running app).
import type { Kysely } from "kysely";
import { openDatabase } from "../../app/db/database.server";
import { DataDirInUseError } from "../../app/db/embedded-postgres.server";
import { migrateToLatest } from "../../app/db/migrate.server";
import type { DB } from "../../app/db/schema";
import { env } from "../../app/web/env.server";

export async function withAppDatabase<T>(
  work: (db: Kysely<DB>) => Promise<T>,
  options: { migrate?: boolean } = {},
): Promise<T> {
  const config = env();
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      log: () => {},
    });
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  try {
    if (options.migrate !== false) await migrateToLatest(database.db);
    return await work(database.db);
  } finally {
    await database.close();
  }
}
