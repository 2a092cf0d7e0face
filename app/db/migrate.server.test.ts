import { Migrator, NO_MIGRATIONS, sql } from "kysely";
import { expect, test } from "vitest";
import { migrations } from "../../migrations/index";
import { describeEachBackend } from "../../tests/support/db";
import { migrateToLatest } from "./migrate.server";

describeEachBackend("migrations", (ctx) => {
  test("every migration goes down and up again, and the latest is a no-op", async () => {
    const { db } = ctx();
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const down = await migrator.migrateTo(NO_MIGRATIONS);
    expect(down.error).toBeUndefined();
    const tables = await sql<{ n: number }>`select count(*)::int as n from information_schema.tables
      where table_schema = 'public' and table_name = 'events'`.execute(db);
    expect(tables.rows[0]!.n).toBe(0);
    const up = await migrateToLatest(db);
    expect(up.results?.map((r) => r.status)).toEqual(Object.keys(migrations).map(() => "Success"));
    expect((await migrateToLatest(db)).results).toEqual([]);
  });
});
