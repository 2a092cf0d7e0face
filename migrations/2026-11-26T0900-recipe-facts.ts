// Recipe times may be unknown (null), not a silent 0, and the starter library remembers which revision
// of its derived facts (cuisine, meal type, difficulty, times, plain-text descriptions) it was loaded
// with, so a start can bring an older install's copy up to date (docs/recipe-facts.md).
// Frozen: migrations use Kysely<any> and import no app code.
import { type Kysely, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen against an untyped schema.
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of ["prep_minutes", "cook_minutes"]) {
    await db.schema
      .alterTable("recipes")
      .alterColumn(column, (c) => c.dropNotNull())
      .execute();
    await db.schema
      .alterTable("recipes")
      .alterColumn(column, (c) => c.dropDefault())
      .execute();
  }
  // The starter file never says "0 minutes": a 0 there was a missing time.
  await sql`update recipes set prep_minutes = nullif(prep_minutes, 0), cook_minutes = nullif(cook_minutes, 0)
    where starter_key is not null`.execute(db);
  await db.schema
    .alterTable("recipes")
    .addColumn("starter_revision", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen against an untyped schema.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("recipes").dropColumn("starter_revision").execute();
  await sql`update recipes set prep_minutes = coalesce(prep_minutes, 0), cook_minutes = coalesce(cook_minutes, 0)`.execute(
    db,
  );
  for (const column of ["prep_minutes", "cook_minutes"]) {
    await db.schema
      .alterTable("recipes")
      .alterColumn(column, (c) => c.setDefault(0))
      .execute();
    await db.schema
      .alterTable("recipes")
      .alterColumn(column, (c) => c.setNotNull())
      .execute();
  }
}
