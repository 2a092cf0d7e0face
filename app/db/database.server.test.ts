import { sql } from "kysely";
import { describe, expect, test } from "vitest";
import { describeEachBackend } from "../../tests/support/db";
import { connect, shouldPrepare } from "./database.server";
import { PREPARED, PREPARED_MARK } from "./prepared";

describeEachBackend("connections", (ctx) => {
  const preparedTexts = async (db: ReturnType<typeof connect>) =>
    (
      await sql<{ statement: string }>`select statement from pg_prepared_statements
        where statement not like '%pg_prepared_statements%' order by prepare_time`.execute(db)
    ).rows.map((r) => r.statement);

  test("a marked statement is prepared at its first run, an unmarked query at its second, and each is then only executed", async () => {
    const db = connect(ctx().url, { max: 1 });
    try {
      const { rows } = await sql<{ n: number }>`${PREPARED}select ${1}::int + 1 as n`.execute(db);
      expect(rows[0]!.n).toBe(2);
      expect(await preparedTexts(db)).toEqual([`${PREPARED_MARK}select $1::int + 1 as n`]);
      const once = await sql<{ n: number }>`select ${40}::int + 2 as n`.execute(db);
      expect(once.rows[0]!.n).toBe(42);
      expect(await preparedTexts(db)).toHaveLength(1);
      for (let i = 1; i <= 3; i++) {
        const { rows } = await sql<{ n: number }>`select ${i}::int + 2 as n`.execute(db);
        expect(rows[0]!.n).toBe(i + 2);
        const { rows: marked } = await sql<{ n: number }>`${PREPARED}select ${i}::int + 1 as n`.execute(db);
        expect(marked[0]!.n).toBe(i + 1);
      }
      expect(await preparedTexts(db)).toEqual([
        `${PREPARED_MARK}select $1::int + 1 as n`,
        "select $1::int + 2 as n",
      ]);
    } finally {
      await db.destroy();
    }
  });

  test("transaction control, settings, schema changes and texts of several statements are never prepared", async () => {
    const db = connect(ctx().url, { max: 1 });
    try {
      for (let i = 0; i < 2; i++) {
        await db.transaction().execute(async (trx) => {
          await sql`set local statement_timeout = 5000`.execute(trx);
          await sql`create temporary table if not exists prep_probe (n int) on commit drop`.execute(trx);
          await sql`insert into prep_probe values (1); insert into prep_probe values (2)`.execute(trx);
        });
      }
      expect(await preparedTexts(db)).toEqual([]);
    } finally {
      await db.destroy();
    }
  });

  test("an insert naming a partial unique index by a condition with a parameter runs again and again", async () => {
    // Prepared, its sixth run would be planned generically, and `where flag = $3` then matches no index.
    const db = connect(ctx().url, { max: 1 });
    try {
      await sql`create temporary table conflict_probe (k int not null, flag boolean not null)`.execute(db);
      await sql`create unique index conflict_probe_one on conflict_probe (k) where flag`.execute(db);
      for (let i = 0; i < 8; i++)
        await sql`insert into conflict_probe (k, flag) values (${1}, ${true})
          on conflict (k) where flag = ${true} do nothing`.execute(db);
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from conflict_probe`.execute(db);
      expect(rows[0]!.n).toBe(1);
      expect((await preparedTexts(db)).filter((text) => text.includes("conflict_probe ("))).toEqual([]);
    } finally {
      await db.destroy();
    }
  });

  test("past 200 named texts on one connection, the others still run, unprepared", async () => {
    const db = connect(ctx().url, { max: 1 });
    try {
      for (let i = 0; i < 210; i++) {
        for (let run = 0; run < 2; run++) {
          const { rows } = await sql<{ n: number }>`select ${sql.lit(i)}::int as n`.execute(db);
          expect(rows[0]!.n).toBe(i);
        }
      }
      const { rows } = await sql<{
        count: number;
      }>`select count(*)::int as count from pg_prepared_statements`.execute(db);
      expect(rows[0]!.count).toBe(200);
    } finally {
      await db.destroy();
    }
  });
});

describe("shouldPrepare", () => {
  test("a query is prepared the second time it is seen, a marked one at once", () => {
    const seen = new Map<string, number>();
    expect(shouldPrepare("select * from users where id = $1", seen)).toBe(false);
    expect(shouldPrepare("select * from users where id = $1", seen)).toBe(true);
    expect(shouldPrepare(`${PREPARED_MARK}insert into t values ($1)`, seen)).toBe(true);
    expect(shouldPrepare("  /* note */ WITH x as (select 1) select * from x", seen)).toBe(false);
    expect(shouldPrepare("  /* note */ WITH x as (select 1) select * from x", seen)).toBe(true);
  });

  test("utility statements and texts of several statements never are", () => {
    const seen = new Map<string, number>();
    for (const text of ["begin", "commit", "set local x = 1", "create table t (n int)", "select 1; select 2"])
      for (let i = 0; i < 3; i++) expect(shouldPrepare(text, seen)).toBe(false);
  });

  test("an insert whose conflict target is a partial index's condition never is", () => {
    const seen = new Map<string, number>();
    const text = `insert into "shopping_lists" ("household_id") values ($1) on conflict ("household_id") where "is_current" = $2 do nothing`;
    for (let i = 0; i < 3; i++) expect(shouldPrepare(text, seen)).toBe(false);
    const plain = `insert into "t" ("k") values ($1) on conflict ("k") do update set "n" = "t"."n" + 1 where "t"."n" < $2`;
    expect(shouldPrepare(plain, seen)).toBe(false);
    expect(shouldPrepare(plain, seen)).toBe(true);
  });

  test("the count of texts seen once is bounded", () => {
    const seen = new Map<string, number>();
    for (let i = 0; i < 5_000; i++) shouldPrepare(`select ${i}`, seen);
    expect(seen.size).toBeLessThanOrEqual(1_000);
  });
});
