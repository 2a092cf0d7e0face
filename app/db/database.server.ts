// One Kysely instance over a pg.Pool: a PostgreSQL server when DATABASE_URL is set, otherwise the
// embedded PostgreSQL in DATA_DIR (docs/decisions/002-embedded-postgres.md). The same migrations,
// queries and concurrency semantics run on both.
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { startEmbeddedPostgres } from "./embedded-postgres.server";
import { PREPARED_MARK } from "./prepared";
import type { DB } from "./schema";
import { isConnectionLost } from "./unavailable";

export type Database = {
  db: Kysely<DB>;
  kind: "embedded" | "postgres";
  /** The connection URL (with its password): what server.js hands its cluster workers. Never log it. */
  url?: string;
  close(): Promise<void>;
};

// int8 ids and positions come back as numbers (all ours stay far below 2^53), so do numeric amounts
// (quantities, nutrition: a double is precise enough for a kitchen); dates stay
// 'YYYY-MM-DD' strings so a calendar day never shifts with the server's time zone. An int8 array (a
// shopping item's meals) is a list of numbers for the same reason.
const INT8 = 20;
const INT8_ARRAY = 1016;
const DATE = 1082;
const NUMERIC = 1700;
const types = {
  getTypeParser(oid: number, format?: "text" | "binary") {
    if (oid === INT8) return (value: string) => Number(value);
    if (oid === INT8_ARRAY) {
      // pg's own parser of the array literal gives each number as text.
      const strings = (pg.types.getTypeParser as (oid: number, format: "text") => unknown)(
        INT8_ARRAY,
        "text",
      ) as (value: string) => (string | null)[] | null;
      return (value: string) => (strings(value) ?? []).map((v) => (v === null ? null : Number(v)));
    }
    if (oid === DATE) return (value: string) => value;
    if (oid === NUMERIC) return (value: string) => Number(value);
    // biome-ignore lint/suspicious/noExplicitAny: pg's overloads do not accept a union format.
    return pg.types.getTypeParser(oid, format as any);
  },
};

/**
 * Named statements per connection: hot texts are a few dozen; past this, texts run unprepared, so a
 * text built from varying input can never grow the server's memory (docs/decisions/062).
 */
const MAX_PREPARED_PER_CONNECTION = 200;
/** Unmarked texts seen once are counted until this many, then the count starts again. */
const MAX_COUNTED_TEXTS = 1_000;
/** What may be prepared: a query or a data change, perhaps after a comment; never BEGIN, SET or DDL. */
const PREPARABLE = /^\s*(?:\/\*[^*]*\*\/\s*)?(?:select|insert|update|delete|with)\b/i;
/** `on conflict (columns) where condition`: the arbiter is a partial index, chosen at planning. */
const CONFLICT_ON_PARTIAL_INDEX = /\bon\s+conflict\s*\([^)]*\)\s*where\b/i;

/**
 * Whether to prepare `text` now: a marked text at once (ADR 014); another query the second time this
 * connection sees it (a text seen once, such as one built from varying input, is never prepared). A
 * prepared text is only bound and executed from then on: PostgreSQL skips parsing and, once it settles on
 * a generic plan, planning (docs/decisions/062-prepared-statements-for-repeated-queries.md).
 */
export function shouldPrepare(text: string, seen: Map<string, number>): boolean {
  if (text.startsWith(PREPARED_MARK)) return true;
  // Named statements go through the extended protocol, which takes one statement per text.
  if (!PREPARABLE.test(text) || text.includes(";")) return false;
  // An insert naming a partial unique index by its condition: PostgreSQL matches the index when it
  // plans, and a generic plan (from the sixth run) with a parameter in the condition matches none
  // ("no unique or exclusion constraint matching the ON CONFLICT specification").
  if (CONFLICT_ON_PARTIAL_INDEX.test(text)) return false;
  if (seen.has(text)) {
    seen.delete(text);
    return true;
  }
  if (seen.size >= MAX_COUNTED_TEXTS) seen.clear();
  seen.set(text, 1);
  return false;
}

export class PreparingClient extends pg.Client {
  #names = new Map<string, string>();
  #seen = new Map<string, number>();
  #lost = false;

  constructor(config?: string | pg.ClientConfig) {
    super(config);
    // pg-pool listens for errors only while a client is idle; one checked out by a request would
    // otherwise raise an unhandled 'error' event and end the process.
    this.on("error", (error) => this.#discard(error));
  }

  #discard(error: Error) {
    if (this.#lost) return;
    this.#lost = true;
    console.warn(`[db] discarding a broken connection: ${error.message}`);
    // end() marks the client as ending (pg-pool then drops it on release instead of handing it to the
    // next request) and destroys the socket at once when a statement hangs on it.
    this.end().catch(() => {});
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg's query() has a dozen overloads; we only name some texts.
  override query(...args: any[]): any {
    const result = this.#send(args);
    // Registered before the caller's handlers, so the client is ending before Kysely releases it.
    if (result && typeof result.then === "function") {
      result.then(undefined, (error: Error) => {
        if (isConnectionLost(error)) this.#discard(error);
      });
    }
    return result;
  }

  // biome-ignore lint/suspicious/noExplicitAny: see above.
  #send(args: any[]): any {
    const [text, values] = args;
    if (typeof text === "string" && args.length === 2) {
      let name = this.#names.get(text);
      if (!name && this.#names.size < MAX_PREPARED_PER_CONNECTION && shouldPrepare(text, this.#seen)) {
        name = `fmp_${this.#names.size + 1}`;
        this.#names.set(text, name);
      }
      if (name) return super.query({ name, text, values });
    }
    // biome-ignore lint/suspicious/noExplicitAny: see above.
    return (super.query as any)(...args);
  }
}

/**
 * How long the web app waits for its database (docs/decisions/018-database-faults.md). Scripts and
 * migrations connect without them: a rebuild or a migration may run one statement for minutes.
 * A missing or zero value means no limit.
 */
export type ConnectionLimits = {
  /** Opening a connection, or waiting for a free one in the pool. */
  connectTimeoutMs?: number;
  /** The server cancels a longer statement; the client gives up a second later (a hung server). */
  statementTimeoutMs?: number;
  /** The server ends a session left idle inside a transaction this long, releasing its locks. */
  idleInTransactionTimeoutMs?: number;
};

/** How much longer than statement_timeout the client waits before it takes the server for hung. */
const READ_TIMEOUT_MARGIN_MS = 1_000;

export function connect(url: string, options: { max?: number; limits?: ConnectionLimits } = {}): Kysely<DB> {
  const { connectTimeoutMs, statementTimeoutMs, idleInTransactionTimeoutMs } = options.limits ?? {};
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    types,
    Client: PreparingClient,
    ...(connectTimeoutMs ? { connectionTimeoutMillis: connectTimeoutMs } : {}),
    ...(statementTimeoutMs
      ? { statement_timeout: statementTimeoutMs, query_timeout: statementTimeoutMs + READ_TIMEOUT_MARGIN_MS }
      : {}),
    ...(idleInTransactionTimeoutMs
      ? { idle_in_transaction_session_timeout: idleInTransactionTimeoutMs }
      : {}),
  });
  // pg-pool re-emits an idle client's error here and drops that client; PreparingClient has logged it.
  pool.on("error", () => {});
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
}

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  max?: number;
  limits?: ConnectionLimits;
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
