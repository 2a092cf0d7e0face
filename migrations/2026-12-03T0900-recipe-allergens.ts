// What each recipe holds by the allergen module's reading (docs/decisions/067-allergens.md): the classes
// ('milk', 'gluten', …) and the lines to check on the label, kept with the recipe so a list can be filtered
// for a person ("Safe for") before it is paged. `allergens` null: not read yet, which every reader treats
// as unknown, never as safe. `allergens_revision` is the module's revision that read it: the server reads
// again, at start, every recipe an older revision read.
// Frozen: migrations use Kysely<any> and import no app code.
import { type Kysely, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen against an untyped schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("recipes")
    .addColumn("allergens", sql`text[]`)
    .addColumn("allergen_check_lines", sql`text[]`)
    .addColumn("allergens_revision", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`create index recipes_allergens_stale on recipes (allergens_revision)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see above.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("recipes")
    .dropColumn("allergens")
    .dropColumn("allergen_check_lines")
    .dropColumn("allergens_revision")
    .execute();
}
