// The assistant's chat answers a message once (docs/decisions/046-chat-once-busy-leftovers-modify.md):
// the chat form carries an idempotency key, stored on both rows of the turn; a second post with the same
// key finds the turn instead of asking the provider again. The intent the turn was read as is kept with
// the answer, so a replayed turn answers the API with the same fields.
// Frozen: migrations use Kysely<any> and import no app code.
import { type Kysely, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen against an untyped schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("ai_messages")
    .addColumn("idempotency_key", "text")
    .addColumn("intent", "jsonb")
    .execute();
  await db.schema
    .createIndex("ai_messages_user_key")
    .unique()
    .on("ai_messages")
    .columns(["user_id", "idempotency_key", "role"])
    .where(sql.ref("idempotency_key"), "is not", null)
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("ai_messages_user_key").execute();
  await db.schema.alterTable("ai_messages").dropColumn("intent").dropColumn("idempotency_key").execute();
}
