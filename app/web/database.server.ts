// The app's database handle: opened once per process (embedded PostgreSQL in DATA_DIR, or
// DATABASE_URL), migrated at start, closed cleanly on SIGINT/SIGTERM. In a cluster (server.js,
// docs/decisions/004) the primary opens, migrates and seeds; its workers only connect.
import { type Kysely, sql } from "kysely";
import { type ConnectionLimits, connect, type Database, openDatabase } from "../db/database.server";
import { DataDirInUseError } from "../db/embedded-postgres.server";
import { migrateToLatest } from "../db/migrate.server";
import type { DB } from "../db/schema";
import { DatabaseUnavailableError } from "../db/unavailable";
import { loginBox, type SeedOptions, seedIfEmpty } from "../domain/accounts/seed.server";
import { refreshRecipeAllergens } from "../domain/recipes/allergens.server";
import { refreshStarterRecipes, seedStarterRecipes } from "../domain/recipes/starter.server";
import { env } from "./env.server";

export function seedOptionsFromEnv(): SeedOptions {
  const e = (name: string) => process.env[name] || undefined;
  return {
    adminEmail: e("SEED_ADMIN_EMAIL"),
    adminPassword: e("SEED_ADMIN_PASSWORD"),
    demoEmail: e("SEED_DEMO_EMAIL"),
    demoPassword: e("SEED_DEMO_PASSWORD"),
    now: new Date(),
  };
}

type Holder = {
  __fmpDatabase?: Promise<Database>;
  __fmpShutdownByServer?: boolean;
  __fmpStartNotice?: string;
};
const holder = globalThis as Holder; // survives dev-server module reloads

export function getDatabase(): Promise<Database> {
  holder.__fmpDatabase ??= start();
  return holder.__fmpDatabase;
}

export async function db(): Promise<Kysely<DB>> {
  return (await getDatabase()).db;
}

/** What server.js prints once it listens (the first start's logins), once; null when nothing. */
export function takeStartNotice(): string | null {
  const notice = holder.__fmpStartNotice ?? null;
  holder.__fmpStartNotice = undefined;
  return notice;
}

/** The URL of this process's database (the embedded server's own URL when embedded). */
export async function databaseUrl(): Promise<string> {
  const { url } = await getDatabase();
  if (!url) throw new Error("This database handle has no URL to share.");
  return url;
}

/**
 * Set by server.js in its cluster workers: the primary's database URL. A worker connects to it and
 * does nothing else: the primary holds the data-folder lock and the embedded server, and has migrated
 * and seeded before forking.
 */
export const CLUSTER_DATABASE_URL = "FMP_CLUSTER_DATABASE_URL";

/** The requests' limits: a database that is down or hung costs a request seconds, not forever. */
export function connectionLimitsFromEnv(): ConnectionLimits {
  const config = env();
  return {
    connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
    idleInTransactionTimeoutMs: config.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
  };
}

async function start(): Promise<Database> {
  const config = env();
  const limits = connectionLimitsFromEnv();
  const primaryUrl = process.env[CLUSTER_DATABASE_URL];
  if (primaryUrl) {
    const database = await openDatabase({ databaseUrl: primaryUrl, dataDir: config.DATA_DIR, limits });
    if (!holder.__fmpShutdownByServer) installShutdown(database);
    return database;
  }
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, limits });
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      console.error(`\n${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  // Migrations and seeding may run long statements: on a connection of their own, without the limits.
  const setup = connect(database.url ?? "", { max: 1 });
  try {
    await migrateAndSeed(setup);
  } finally {
    await setup.destroy();
  }
  console.log(
    database.kind === "embedded"
      ? `[db] embedded PostgreSQL in ${config.DATA_DIR}`
      : "[db] PostgreSQL from DATABASE_URL",
  );
  // server.js closes the database after its last request; elsewhere (vite dev) we do it on the signal.
  if (!holder.__fmpShutdownByServer) installShutdown(database);
  return database;
}

async function migrateAndSeed(db: Kysely<DB>) {
  const migrated = await migrateToLatest(db);
  for (const r of migrated.results ?? []) console.log(`[db] migration ${r.migrationName}: ${r.status}`);
  // The starter library first: the demo household's meals are planned from it.
  // An install loaded by older rules gets the starter library's facts re-derived (docs/recipe-facts.md).
  const refreshed = await refreshStarterRecipes(db, { now: new Date() });
  if (refreshed > 0) console.log(`[seed] brought ${refreshed} starter recipes up to date`);
  if (process.env.SEED_STARTER_RECIPES !== "0") {
    const added = await seedStarterRecipes(db, { now: new Date() });
    if (added > 0) console.log(`[seed] loaded ${added} public-domain starter recipes`);
  }
  // Recipes read by an older revision of the allergen module (or never) are read again (ADR 067).
  const read = await refreshRecipeAllergens(db);
  if (read > 0) console.log(`[seed] read the allergens of ${read} recipes`);
  if (process.env.SEED_DEMO !== "0") {
    const logins = await seedIfEmpty(db, seedOptionsFromEnv());
    if (logins.length > 0) {
      console.log("[seed] created an admin and a demo household");
      // server.js prints the box last, after its URL, where it is not scrolled away; elsewhere
      // (vite dev) there is no such moment, so now.
      if (holder.__fmpShutdownByServer) holder.__fmpStartNotice = loginBox(logins);
      else console.log(loginBox(logins));
    }
  }
}

/**
 * Whether the database answers a trivial statement within `timeoutMs`, whatever state it is in
 * (down, restarting, hung, the pool exhausted): the health check's question. A check that is given
 * up on goes on in the background until the pool's own limits end it.
 */
export async function databaseAnswers(
  timeoutMs: number,
): Promise<{ ok: true } | { ok: false; error: unknown }> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new DatabaseUnavailableError(`The database did not answer within ${timeoutMs} ms.`)),
      timeoutMs,
    );
  });
  try {
    await Promise.race([(async () => sql`select 1`.execute(await db()))(), deadline]);
    return { ok: true };
  } catch (error) {
    return { ok: false, error };
  } finally {
    clearTimeout(timer);
  }
}

/** Closes the database (and stops the embedded server) if it was opened. */
export async function closeDatabase(): Promise<void> {
  const opened = holder.__fmpDatabase;
  holder.__fmpDatabase = undefined;
  if (opened) await (await opened).close();
}

function installShutdown(database: Database) {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    console.log(`[db] ${signal}: closing the database`);
    database
      .close()
      .then(() => process.exit(0))
      .catch((error) => {
        console.error("[db] shutdown failed:", error);
        process.exit(1);
      });
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}
