// A write to ordinary tables that runs once per idempotency key (ADR 038): the shop's weak connection
// retries check-offs, and a retry must never flip an item back or add it twice; a create form sent twice
// (the shopping list's and the pantry's Add Item, ADR 037) adds one thing. The key is claimed in the household's
// idempotency_keys row inside the write's transaction, as the event store's command handler does; a
// repeat with the same request answers the first result, one with another request is refused.
import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { DB } from "../db/schema";
import { inTransaction } from "../db/transaction";
import { IdempotencyKeyReusedError } from "./errors";

export async function once<Result>(
  db: Kysely<DB>,
  householdId: number,
  key: string | undefined,
  request: unknown,
  work: (trx: Kysely<DB>) => Promise<Result>,
  /**
   * How a repeat reads its answer when the result need not be stored (a check-off answers the item as it
   * is now): one statement fewer in the first request's transaction.
   */
  replay?: (trx: Kysely<DB>) => Promise<Result>,
): Promise<Result> {
  if (!key) return inTransaction(db, work);
  const requestHash = createHash("sha256")
    .update(JSON.stringify(request ?? null))
    .digest("hex");
  return inTransaction(db, async (trx) => {
    // The insert waits for a concurrent holder of the same key, then sees its committed row.
    const claimed = await trx
      .insertInto("idempotency_keys")
      .values({ household_id: householdId, key, request_hash: requestHash, result: null })
      .onConflict((oc) => oc.columns(["household_id", "key"]).doNothing())
      .returning("key")
      .executeTakeFirst();
    if (!claimed) {
      const earlier = await trx
        .selectFrom("idempotency_keys")
        .select(["request_hash", "result"])
        .where("household_id", "=", householdId)
        .where("key", "=", key)
        .executeTakeFirstOrThrow();
      if (earlier.request_hash !== requestHash) throw new IdempotencyKeyReusedError(key);
      return replay ? replay(trx) : (earlier.result as Result);
    }
    const result = await work(trx);
    if (replay) return result;
    await trx
      .updateTable("idempotency_keys")
      .set({ result: JSON.stringify(result) })
      .where("household_id", "=", householdId)
      .where("key", "=", key)
      .execute();
    return result;
  });
}
