// A recipe's allergens as the allergen module reads them (docs/decisions/067-allergens.md), kept with the
// recipe (recipes.allergens, allergen_check_lines) so every place a recipe meets a person reads the same
// answer, and a list can be filtered for a person before it is paged. The reading is made when a recipe is
// saved and, for recipes an older revision of the module read (or none), again at start.
import { type Kysely, type SqlBool, sql } from "kysely";
import type { DB } from "../../db/schema";
import {
  ALLERGEN_CLASSES,
  ALLERGEN_READER_REVISION,
  type AllergenClass,
  type AllergyReading,
  allergyHits,
  allergyLiterals,
  readIngredientLine,
  readRecipeAllergens,
} from "../allergens";
import { type FoodIndex, foodById, matchFood } from "../nutrition/food-matching";
import { getFoodIndex } from "../nutrition/food-table.server";

/** The revision of the reading kept in the rows: a recipe an older one read is read again at start. */
export const ALLERGEN_REVISION = ALLERGEN_READER_REVISION;

/** One ingredient line as the reading takes it: the line as written, and the food chosen for it. */
export type AllergenLine = { original: string; name: string; food_ndb_no?: string | null };

export type StoredAllergens = { contains: AllergenClass[]; checkLabel: string[] };

const ORDER = new Map<string, number>(ALLERGEN_CLASSES.map((c, i) => [c, i]));
const ordered = (classes: Iterable<AllergenClass>) =>
  [...new Set(classes)].sort((a, b) => (ORDER.get(a) ?? 99) - (ORDER.get(b) ?? 99));

/**
 * What a recipe holds: every line read by the module, with the food table's match of the line as a second
 * signal (the food the user chose, else the matcher's), and the title read too.
 */
export function readAllergens(
  title: string,
  lines: readonly AllergenLine[],
  index?: FoodIndex | null,
): StoredAllergens {
  const classes = new Set<AllergenClass>(readRecipeAllergens({ title, ingredients: [] }).contains);
  const checkLabel: string[] = [];
  for (const line of lines) {
    const text = line.original.trim() || line.name;
    const match = index
      ? ((line.food_ndb_no ? foodById(index, line.food_ndb_no) : null) ?? matchFood(index, line.name))
      : null;
    const reading = readIngredientLine(
      text,
      match ? { description: match.food.description, group: match.food.food_group } : null,
    );
    for (const c of reading.classes) classes.add(c);
    if (reading.checkLabel) checkLabel.push(text);
  }
  return { contains: ordered(classes), checkLabel };
}

/** The columns a recipe row keeps of its reading. */
export const allergenColumns = (reading: StoredAllergens) => ({
  allergens: reading.contains,
  allergen_check_lines: reading.checkLabel,
  allergens_revision: ALLERGEN_REVISION,
});

/** A stored reading, or null when the recipe was never read (unknown: never shown or treated as safe). */
export function storedAllergens(row: {
  allergens: string[] | null;
  allergen_check_lines: string[] | null;
}): StoredAllergens | null {
  if (row.allergens === null) return null;
  return {
    contains: ordered(row.allergens.filter((c): c is AllergenClass => ORDER.has(c))),
    checkLabel: row.allergen_check_lines ?? [],
  };
}

/**
 * Reads again every recipe an older revision read, or none did (rows written before the module, or by a
 * path that does not read), a few hundred at a time. Answers how many it read.
 */
export async function refreshRecipeAllergens(db: Kysely<DB>, batch = 500): Promise<number> {
  let done = 0;
  let index: FoodIndex | undefined;
  for (;;) {
    const stale = await db
      .selectFrom("recipes")
      .select(["id", "name"])
      .where("allergens_revision", "<>", ALLERGEN_REVISION)
      .orderBy("id")
      .limit(batch)
      .execute();
    if (stale.length === 0) return done;
    index ??= await getFoodIndex(db);
    const lines = await db
      .selectFrom("recipe_ingredients")
      .select(["recipe_id", "original", "name", "food_ndb_no"])
      .where(
        "recipe_id",
        "in",
        stale.map((r) => r.id),
      )
      .orderBy("recipe_id")
      .orderBy("position")
      .execute();
    const byRecipe = new Map<number, AllergenLine[]>();
    for (const line of lines) {
      const list = byRecipe.get(line.recipe_id) ?? [];
      list.push(line);
      byRecipe.set(line.recipe_id, list);
    }
    await db.transaction().execute(async (trx) => {
      for (const recipe of stale) {
        const reading = readAllergens(recipe.name, byRecipe.get(recipe.id) ?? [], index);
        await trx.updateTable("recipes").set(allergenColumns(reading)).where("id", "=", recipe.id).execute();
      }
    });
    done += stale.length;
  }
}

/**
 * Whether a recipe (the table as `r`) may be offered to people with these allergies: read at all, no line
 * to check on the label, none of their classes, none of their unrecognised names as a word. The SQL
 * condition for lists filtered "Safe for".
 */
export function safeForCondition(allergies: readonly AllergyReading[]) {
  const classes = [...new Set(allergies.flatMap((a) => a.classes))];
  const literals = [...new Set(allergies.flatMap((a) => allergyLiterals(a)))];
  const parts = [
    sql<boolean>`r.allergens is not null`,
    sql<boolean>`coalesce(cardinality(r.allergen_check_lines), 0) = 0`,
  ];
  if (classes.length > 0) parts.push(sql<boolean>`not (r.allergens && ${classes}::text[])`);
  for (const word of literals) {
    // From the start of a word, on the name's stem, so 'strawberries' also finds 'strawberry' (\m: a
    // word's start). It may find more than the module's own match, never less: the safe direction.
    const pattern = `\\m${stem(word).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;
    parts.push(sql<boolean>`r.name !~* ${pattern}`);
    parts.push(
      sql<boolean>`not exists (select 1 from recipe_ingredients ri where ri.recipe_id = r.id and (ri.original ~* ${pattern} or ri.name ~* ${pattern}))`,
    );
  }
  return sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}

/** A plural's stem: 'strawberries' → 'strawberr', 'tomatoes' → 'tomato', 'kiwis' → 'kiwi'. */
const stem = (word: string) => word.replace(/(ies|es|s)$/u, "") || word;

/** A recipe's hits for a set of people, from its stored reading (unknown when never read). */
export function hitsOf(
  recipe: { title: string; ingredients: readonly string[] },
  stored: StoredAllergens | null,
  allergies: readonly AllergyReading[],
) {
  return allergyHits(recipe, allergies, stored ?? undefined);
}
