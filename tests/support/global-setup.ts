// Starts the database backends for the DB tests once per `vitest run`: always the embedded
// PostgreSQL (in a temp folder), and the server in TEST_DATABASE_URL when it is set. Each gets a
// migrated template database; every test file clones its own database from it (tests/support/db.ts).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { connect } from "../../app/db/database.server";
import { startEmbeddedPostgres } from "../../app/db/embedded-postgres.server";
import { migrateToLatest } from "../../app/db/migrate.server";

export type DbBackend = { name: "embedded" | "postgres"; url: string; template: string };

declare module "vitest" {
  export interface ProvidedContext {
    dbBackends: DbBackend[];
  }
}

export default async function setup(project: TestProject) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "fmp-vitest-"));
  fs.chmodSync(tmp, 0o755); // the embedded server may run as the postgres user
  const embedded = await startEmbeddedPostgres({ dataDir: path.join(tmp, "data"), log: () => {} });
  const template = `fmp_template_${process.pid}_${Date.now()}`;
  const servers: { name: DbBackend["name"]; url: string }[] = [{ name: "embedded", url: embedded.url }];
  if (process.env.TEST_DATABASE_URL) servers.push({ name: "postgres", url: process.env.TEST_DATABASE_URL });

  const backends: DbBackend[] = [];
  for (const server of servers) {
    await admin(server.url, `create database ${template}`);
    const db = connect(withDatabase(server.url, template), { max: 1 });
    await migrateToLatest(db);
    await db.destroy();
    backends.push({ ...server, template });
  }
  project.provide("dbBackends", backends);

  return async () => {
    for (const backend of backends) {
      // Drops the template and every clone this run made (their names start with the template's).
      const client = new pg.Client({ connectionString: backend.url });
      await client.connect();
      const { rows } = await client.query<{ datname: string }>(
        "select datname from pg_database where datname like $1",
        [`${template}%`],
      );
      for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
      await client.end();
    }
    await embedded.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  };
}

export async function admin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
