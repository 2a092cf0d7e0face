// Recipes: the household's collection and the public starter library, their ingredients as rows,
// steps, pictures (bytes outside the recipe row), favourites, ratings and personal notes per user.
// Frozen: migrations use Kysely<any> and import no app code.
import { type Kysely, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen against an untyped schema.
export async function up(db: Kysely<any>): Promise<void> {
  // Pictures are immutable: a new upload is a new row, so they can be cached for a year by id.
  await db.schema
    .createTable("recipe_images")
    .addColumn("id", "bigint", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("household_id", "bigint", (c) => c.references("households.id").onDelete("cascade"))
    .addColumn("content_type", "text", (c) =>
      c.notNull().check(sql`content_type in ('image/png', 'image/jpeg', 'image/gif', 'image/webp')`),
    )
    .addColumn("byte_size", "integer", (c) => c.notNull().check(sql`byte_size > 0 and byte_size <= 10485760`))
    .addColumn("sha256", "text", (c) => c.notNull())
    .addColumn("bytes", "bytea", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("recipes")
    .addColumn("id", "bigint", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    // null for the starter library (a system author): public, read-only for everyone.
    .addColumn("household_id", "bigint", (c) => c.references("households.id").onDelete("cascade"))
    .addColumn("author_id", "bigint", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("author_name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("name", "text", (c) => c.notNull().check(sql`length(btrim(name)) > 0`))
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("prep_minutes", "integer", (c) => c.notNull().defaultTo(0).check(sql`prep_minutes >= 0`))
    .addColumn("cook_minutes", "integer", (c) => c.notNull().defaultTo(0).check(sql`cook_minutes >= 0`))
    .addColumn("servings", "integer", (c) => c.notNull().defaultTo(4).check(sql`servings >= 1`))
    .addColumn("difficulty", "text", (c) =>
      c.notNull().defaultTo("Medium").check(sql`difficulty in ('Easy', 'Medium', 'Hard')`),
    )
    .addColumn("cuisine", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("meal_type", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("category", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("notes", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("tags", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("is_public", "boolean", (c) => c.notNull().defaultTo(false))
    // Nutrition per serving; null = unknown (never silently zero).
    .addColumn("calories", "numeric")
    .addColumn("protein", "numeric")
    .addColumn("carbs", "numeric")
    .addColumn("fat", "numeric")
    .addColumn("fiber", "numeric")
    .addColumn("sugar", "numeric")
    .addColumn("nutrition_source", "text", (c) =>
      c.check(sql`nutrition_source in ('manual', 'computed', 'ai')`),
    )
    .addColumn("image_id", "bigint", (c) => c.references("recipe_images.id").onDelete("set null"))
    .addColumn("source_url", "text")
    .addColumn("licence", "text")
    // The starter file's source link: seeding twice adds nothing.
    .addColumn("starter_key", "text", (c) => c.unique())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("recipes_household").on("recipes").columns(["household_id", "name"]).execute();
  await db.schema.createIndex("recipes_public").on("recipes").column("is_public").execute();

  await db.schema
    .createTable("recipe_ingredients")
    .addColumn("recipe_id", "bigint", (c) => c.notNull().references("recipes.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("quantity", "numeric", (c) => c.check(sql`quantity >= 0`))
    .addColumn("quantity_max", "numeric")
    .addColumn("unit", "text")
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("category", "text")
    .addColumn("notes", "text")
    .addColumn("original", "text", (c) => c.notNull().defaultTo(""))
    .addPrimaryKeyConstraint("recipe_ingredients_pk", ["recipe_id", "position"])
    .execute();

  await db.schema
    .createTable("recipe_steps")
    .addColumn("recipe_id", "bigint", (c) => c.notNull().references("recipes.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("recipe_steps_pk", ["recipe_id", "position"])
    .execute();

  for (const table of ["recipe_favorites", "recipe_ratings", "recipe_user_notes"]) {
    let create = db.schema
      .createTable(table)
      .addColumn("user_id", "bigint", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("recipe_id", "bigint", (c) => c.notNull().references("recipes.id").onDelete("cascade"));
    if (table === "recipe_ratings")
      create = create.addColumn("rating", "smallint", (c) => c.notNull().check(sql`rating between 1 and 5`));
    if (table === "recipe_user_notes") create = create.addColumn("notes", "text", (c) => c.notNull());
    await create
      .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint(`${table}_pk`, ["user_id", "recipe_id"])
      .execute();
    await db.schema.createIndex(`${table}_recipe`).on(table).column("recipe_id").execute();
  }

  // Per-user screen choices (recipe card/list view now, the planner's view later).
  await db.schema
    .alterTable("users")
    .addColumn("ui_preferences", "jsonb", (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen against an untyped schema.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("ui_preferences").execute();
  for (const table of [
    "recipe_user_notes",
    "recipe_ratings",
    "recipe_favorites",
    "recipe_steps",
    "recipe_ingredients",
  ])
    await db.schema.dropTable(table).execute();
  await db.schema.dropTable("recipes").execute();
  await db.schema.dropTable("recipe_images").execute();
}
