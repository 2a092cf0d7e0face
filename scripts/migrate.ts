// npm run db:migrate — applies pending migrations (the server also does this at start).
import { migrateToLatest } from "../app/db/migrate.server";
import { withAppDatabase } from "./lib/database";

await withAppDatabase(
  async (db) => {
    const result = await migrateToLatest(db);
    const applied = result.results ?? [];
    if (applied.length === 0) console.log("The database is up to date.");
    for (const r of applied) console.log(`${r.migrationName}: ${r.status}`);
  },
  { migrate: false },
);
