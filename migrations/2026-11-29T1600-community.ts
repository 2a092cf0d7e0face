// Community recipes (docs/product.md#community; docs/decisions/042-community-recipes.md): when a recipe
// was shared and whether an admin features it, a short review beside each rating (one per user and
// recipe, as the rating), and the reports people make about a public recipe. Saves are the existing
// favourites (recipe_favorites): a saved recipe is one row, counted per recipe.
// Frozen: migrations use Kysely<any> and import no app code.
import { type Kysely, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen against an untyped schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("recipes")
    .addColumn("shared_at", "timestamptz")
    .addColumn("featured_at", "timestamptz")
    .execute();
  await db.schema
    .createIndex("recipes_featured")
    .on("recipes")
    .column("featured_at")
    .where(sql.ref("featured_at"), "is not", null)
    .execute();

  await db.schema
    .alterTable("recipe_ratings")
    .addColumn("review", "text", (c) => c.notNull().defaultTo("").check(sql`length(review) <= 500`))
    .execute();

  await db.schema
    .createTable("community_reports")
    .addColumn("id", "bigint", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("recipe_id", "bigint", (c) => c.notNull().references("recipes.id").onDelete("cascade"))
    .addColumn("reporter_id", "bigint", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("reason", "text", (c) => c.notNull().defaultTo("").check(sql`length(reason) <= 500`))
    .addColumn("status", "text", (c) =>
      c.notNull().defaultTo("open").check(sql`status in ('open', 'dismissed', 'unshared')`),
    )
    .addColumn("resolved_by", "bigint", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("resolved_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    // One report per person and recipe: reporting again changes nothing.
    .addUniqueConstraint("community_reports_once", ["reporter_id", "recipe_id"])
    .execute();
  await db.schema
    .createIndex("community_reports_status")
    .on("community_reports")
    .columns(["status", "created_at"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen against an untyped schema.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("community_reports").execute();
  await db.schema.alterTable("recipe_ratings").dropColumn("review").execute();
  await db.schema.dropIndex("recipes_featured").execute();
  await db.schema.alterTable("recipes").dropColumn("shared_at").dropColumn("featured_at").execute();
}
