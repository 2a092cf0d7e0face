import type { Kysely, Transaction } from "kysely";

/**
 * Runs `work` in a transaction: the caller's when `db` already is one (so a use case can put several
 * saves into one transaction), else a new one. Kysely does not nest transactions by itself.
 */
export function inTransaction<DB, T>(db: Kysely<DB>, work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db as Transaction<DB>);
  return db.transaction().execute(work);
}
