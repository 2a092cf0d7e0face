// Page revisions for every table a cached page reads (ADR 049, amending ADR 012). The planner's pages
// were the only ones kept; the dashboard, the recipe list, the meal history and the family page join
// them, and those read recipes (their ingredients, steps, pictures, saves, ratings, notes, reports),
// the pantry, the shopping lists, nutrition goals and invitations. Triggers count every change of
// those in page_revisions, in the writing transaction, like the first ones:
//   - a row that belongs to a household counts for that household;
//   - a row that belongs to a user counts for the user's household;
//   - a recipe every household can see (shared with the community, or a starter recipe) also counts
//     for every page (scope 0), and so do a saves or rating of one (their counts show to everybody).
// Frozen: migrations use Kysely<any> and import no app code.
import { type Kysely, sql } from "kysely";

const HOUSEHOLD_ROWS = [
  "inventory_items",
  "shopping_lists",
  "shopping_items",
  "pantry_changes",
  "household_invites",
  "recipe_images",
] as const;
/** Tables whose rows are a user's, by the column naming the user; `recipe` when saves or ratings show to all. */
const USER_ROWS = [
  ["recipe_favorites", "user_id", true],
  ["recipe_ratings", "user_id", true],
  ["recipe_user_notes", "user_id", false],
  ["community_reports", "reporter_id", false],
  ["nutrition_goals", "user_id", false],
  ["ai_preferences", "user_id", false],
] as const;
const RECIPE_PARTS = ["recipe_ingredients", "recipe_steps"] as const;

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen against an untyped schema.
export async function up(db: Kysely<any>): Promise<void> {
  // A recipe's readers: its household, and everybody when it is shared or a starter recipe.
  await sql`
    create function bump_recipe_page_revisions(owner bigint, everyone boolean) returns void
    language plpgsql as $$
    begin
      if owner is not null then perform bump_page_revision(owner); end if;
      if everyone or owner is null then perform bump_page_revision(0); end if;
    end
    $$`.execute(db);

  await sql`
    create function page_revision_of_recipe() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'DELETE' then perform bump_recipe_page_revisions(new.household_id, new.is_public); end if;
      if tg_op <> 'INSERT' then perform bump_recipe_page_revisions(old.household_id, old.is_public); end if;
      return null;
    end
    $$`.execute(db);

  // A part of a recipe (or a save or rating of one) counts for the recipe's readers. A part deleted
  // with its recipe finds no recipe: the recipe's own trigger counted.
  await sql`
    create function page_revision_of_recipe_id(recipe bigint) returns void language plpgsql as $$
    declare
      owner bigint;
      everyone boolean;
    begin
      select household_id, is_public into owner, everyone from recipes where id = recipe;
      if found then perform bump_recipe_page_revisions(owner, everyone); end if;
    end
    $$`.execute(db);

  await sql`
    create function page_revision_of_recipe_part() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'DELETE' then perform page_revision_of_recipe_id(new.recipe_id); end if;
      if tg_op <> 'INSERT' and (tg_op = 'DELETE' or old.recipe_id is distinct from new.recipe_id) then
        perform page_revision_of_recipe_id(old.recipe_id);
      end if;
      return null;
    end
    $$`.execute(db);

  // A user's row counts for the user's household (a user deleted with the row: the users trigger
  // counted); tg_argv[1] = 'recipe' also counts for the recipe's readers.
  await sql`
    create function page_revision_of_user_row() returns trigger language plpgsql as $$
    declare
      column_name text := tg_argv[0];
      with_recipe boolean := tg_argv[1] = 'recipe';
      row_data jsonb;
      household bigint;
    begin
      foreach row_data in array (
        case tg_op when 'INSERT' then array[to_jsonb(new)] when 'DELETE' then array[to_jsonb(old)]
        else array[to_jsonb(new), to_jsonb(old)] end
      ) loop
        select household_id into household from users where id = (row_data ->> column_name)::bigint;
        if household is not null then perform bump_page_revision(household); end if;
        if with_recipe then perform page_revision_of_recipe_id((row_data ->> 'recipe_id')::bigint); end if;
      end loop;
      return null;
    end
    $$`.execute(db);

  await sql`
    create trigger recipes_page_revision after insert or update or delete on recipes
    for each row execute function page_revision_of_recipe()`.execute(db);
  for (const table of RECIPE_PARTS) {
    await sql`
      create trigger ${sql.raw(`${table}_page_revision`)}
      after insert or update or delete on ${sql.table(table)}
      for each row execute function page_revision_of_recipe_part()`.execute(db);
  }
  for (const table of HOUSEHOLD_ROWS) {
    await sql`
      create trigger ${sql.raw(`${table}_page_revision`)}
      after insert or update or delete on ${sql.table(table)}
      for each row execute function page_revision_of_row('household_id')`.execute(db);
  }
  for (const [table, column, withRecipe] of USER_ROWS) {
    await sql`
      create trigger ${sql.raw(`${table}_page_revision`)}
      after insert or update or delete on ${sql.table(table)}
      for each row execute function page_revision_of_user_row(${sql.lit(column)}, ${sql.lit(withRecipe ? "recipe" : "")})`.execute(
      db,
    );
  }
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen against an untyped schema.
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["recipes", ...RECIPE_PARTS, ...HOUSEHOLD_ROWS, ...USER_ROWS.map(([t]) => t)])
    await sql`drop trigger ${sql.raw(`${table}_page_revision`)} on ${sql.table(table)}`.execute(db);
  await sql`drop function page_revision_of_user_row()`.execute(db);
  await sql`drop function page_revision_of_recipe_part()`.execute(db);
  await sql`drop function page_revision_of_recipe_id(bigint)`.execute(db);
  await sql`drop function page_revision_of_recipe()`.execute(db);
  await sql`drop function bump_recipe_page_revisions(bigint, boolean)`.execute(db);
}
