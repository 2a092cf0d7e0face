import { sql } from "kysely";
import { expect, test } from "vitest";
import { describeEachBackend } from "../../tests/support/db";
import { connect } from "./database.server";
import { PREPARED, PREPARED_MARK } from "./prepared";

describeEachBackend("connections", (ctx) => {
  test("a marked statement is prepared once per connection and then only executed; others are not", async () => {
    const db = connect(ctx().url, { max: 1 });
    try {
      for (let i = 1; i <= 3; i++) {
        const { rows } = await sql<{ n: number }>`${PREPARED}select ${i}::int + 1 as n`.execute(db);
        expect(rows[0]!.n).toBe(i + 1);
      }
      await sql`select 41 + 1 as unmarked`.execute(db);
      const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(
        db,
      );
      expect(rows.map((r) => r.statement)).toEqual([`${PREPARED_MARK}select $1::int + 1 as n`]);
    } finally {
      await db.destroy();
    }
  });

  test("past 50 marked texts on one connection, the others still run, unprepared", async () => {
    const db = connect(ctx().url, { max: 1 });
    try {
      for (let i = 0; i < 60; i++) {
        const { rows } = await sql<{ n: number }>`${PREPARED}select ${sql.lit(i)}::int as n`.execute(db);
        expect(rows[0]!.n).toBe(i);
      }
      const { rows } = await sql<{
        count: number;
      }>`select count(*)::int as count from pg_prepared_statements`.execute(db);
      expect(rows[0]!.count).toBe(50);
    } finally {
      await db.destroy();
    }
  });
});
