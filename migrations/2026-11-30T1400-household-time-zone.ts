// A household's time zone (ADR 037, amended): the IANA name its "today" is computed in, or null for
// the server's own zone. The app checks the name against the runtime's list when it is saved; the
// column only keeps it short. The households table already has a page-revision trigger
// (2026-11-24T1000-page-revisions), so a change of zone makes the household's kept pages miss.
// Frozen: migrations use Kysely<any> and import no app code.
import { type Kysely, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen against an untyped schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("households")
    .addColumn("time_zone", "text", (c) => c.check(sql`char_length(time_zone) between 1 and 64`))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen against an untyped schema.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("households").dropColumn("time_zone").execute();
}
