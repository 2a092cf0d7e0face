// A fresh, migrated database per test file, on every backend of the run (embedded PostgreSQL, and
// the server in TEST_DATABASE_URL when set): `describeEachBackend` runs a suite once per backend.
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, inject } from "vitest";
import { connect } from "../../app/db/database.server";
import type { DB } from "../../app/db/schema";
import { admin, type DbBackend, withDatabase } from "./global-setup";

export type TestDb = { db: Kysely<DB>; url: string; backend: DbBackend["name"] };

export function describeEachBackend(name: string, suite: (ctx: () => TestDb) => void) {
  for (const backend of inject("dbBackends")) {
    describe(`${name} [${backend.name}]`, () => {
      let current: TestDb | undefined;
      beforeAll(async () => {
        current = await cloneDatabase(backend);
      });
      afterAll(async () => {
        await current?.db.destroy();
      });
      suite(() => {
        if (!current) throw new Error("The test database is not ready.");
        return current;
      });
    });
  }
}

async function cloneDatabase(backend: DbBackend): Promise<TestDb> {
  const name = `${backend.template}_${randomBytes(4).toString("hex")}`;
  for (let attempt = 1; ; attempt++) {
    try {
      await admin(backend.url, `create database ${name} template ${backend.template}`);
      break;
    } catch (error) {
      // Two files cloning the same template at once: PostgreSQL refuses the second; try again.
      if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
      await new Promise((r) => setTimeout(r, 100 * attempt));
    }
  }
  const url = withDatabase(backend.url, name);
  return { db: connect(url, { max: 12 }), url, backend: backend.name };
}

/** A household id no other test uses. */
let nextHousehold = Math.floor(Math.random() * 1_000_000) * 1000;
export function newHouseholdId(): number {
  nextHousehold += 1;
  return nextHousehold;
}

/**
 * Points the web layer's database handle (app/web/database.server.ts) at this suite's database for
 * the suite's tests, and back afterwards. Call inside describeEachBackend.
 */
export function useAppDatabase(ctx: () => TestDb) {
  const holder = globalThis as { __fmpDatabase?: Promise<unknown> };
  let previous: Promise<unknown> | undefined;
  beforeAll(() => {
    previous = holder.__fmpDatabase;
    holder.__fmpDatabase = Promise.resolve({ db: ctx().db, kind: "postgres", close: async () => {} });
  });
  afterAll(() => {
    holder.__fmpDatabase = previous;
  });
}

// For tests of routes, which may not import app/db themselves (the layers run downward): the raw
// connection and the table types.
export { connect } from "../../app/db/database.server";
export type { DB } from "../../app/db/schema";
