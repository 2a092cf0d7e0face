// The newest shared recipes (the dashboard's community part, 'Recent' on the community page) are read
// from an index in their order, so a page reads the few it shows instead of sorting every shared recipe
// (docs/decisions/062-prepared-statements-for-repeated-queries.md, "Consequences").
// Frozen: migrations use Kysely<any> and import no app code.
import { type Kysely, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen against an untyped schema.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index recipes_public_recent on recipes ((coalesce(shared_at, created_at)) desc, id desc)
    where is_public`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see above.
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index recipes_public_recent`.execute(db);
}
