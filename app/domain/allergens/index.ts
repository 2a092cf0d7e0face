// The allergen module (docs/decisions/067-allergens.md): one reading of allergens for recipes, members,
// the planner and the assistant. Pure TypeScript with no database, zod or React, so the server and the
// browser read a line the same way. Other areas import only this file.
import { type AllergenClass, type ClassMask, classesOf, maskOf } from "./classes";
import { readLine, textMask } from "./read-line";
import { type AllergyReading, allergyLiterals, readDislikeName } from "./read-name";
import { tokenize } from "./text";

export {
  ALLERGEN_CLASSES,
  ALLERGEN_LABELS,
  type AllergenClass,
  isAllergenClass,
  recipeAllergenLabel,
} from "./classes";
export { type LineReading, readIngredientLine } from "./read-line";
export {
  type AllergyReading,
  allergyLiterals,
  readAllergyName,
  readDislikeName,
  unrecognisedAllergyText,
} from "./read-name";

/**
 * The revision of the reading. Recipes keep their reading with this number (recipes.allergens_revision)
 * and are read again at start when it changes, so raise it whenever a line or a name reads differently;
 * revision.test.ts fails until it is raised (it records a fingerprint of the corpus's readings).
 */
export const ALLERGEN_READER_REVISION = 1;

type Checkable = { title: string; ingredients: readonly string[] };

/** A recipe's reading: the union of its lines' classes (the title is read too, e.g. "Shrimp and grits"),
 *  and which lines are "check the label". */
export type RecipeAllergens = { contains: AllergenClass[]; checkLabel: string[] };

export function readRecipeAllergens(recipe: Checkable): RecipeAllergens {
  let mask = textMask(recipe.title);
  const checkLabel: string[] = [];
  for (const line of recipe.ingredients) {
    const read = readLine(line);
    mask |= read.mask;
    if (read.label) checkLabel.push(line);
  }
  return { contains: classesOf(mask), checkLabel };
}

/** The canonical words of each text (title and lines), split at separators: where a literal is looked for. */
function wordRuns(recipe: Checkable): string[][] {
  const runs: string[][] = [];
  for (const text of [recipe.title, ...recipe.ingredients]) {
    let run: string[] = [];
    for (const t of tokenize(text)) {
      if (t.kind === "word") run.push(t.key);
      else if (run.length > 0) {
        runs.push(run);
        run = [];
      }
    }
    if (run.length > 0) runs.push(run);
  }
  return runs;
}

/** Whether a phrase's words appear in a row (whole words, plural-tolerant, case and accents folded). */
function mentions(runs: readonly string[][], phrase: string): boolean {
  const keys = tokenize(phrase)
    .filter((t) => t.kind === "word")
    .map((t) => t.key);
  if (keys.length === 0) return false;
  for (const run of runs)
    for (let i = 0; i + keys.length <= run.length; i++) {
      let j = 0;
      while (j < keys.length && run[i + j] === keys[j]) j++;
      if (j === keys.length) return true;
    }
  return false;
}

/** Which of a person's allergies a recipe meets: each allergy reading whose classes intersect `contains`,
 *  or whose literal word appears (whole word, plural-tolerant, case/accent-folded) in the title or an
 *  ingredient line. */
export type AllergyHit = { allergy: AllergyReading; classes: AllergenClass[] };

export function allergyHits(
  recipe: Checkable,
  allergies: readonly AllergyReading[],
  reading?: RecipeAllergens,
): AllergyHit[] {
  if (allergies.length === 0) return [];
  const contains: ClassMask = maskOf((reading ?? readRecipeAllergens(recipe)).contains);
  let runs: string[][] | null = null;
  const hits: AllergyHit[] = [];
  for (const allergy of allergies) {
    const shared = maskOf(allergy.classes) & contains;
    if (shared !== 0) {
      hits.push({ allergy, classes: classesOf(shared) });
      continue;
    }
    const literals = allergyLiterals(allergy);
    if (literals.length === 0) continue;
    runs ??= wordRuns(recipe);
    if (literals.some((word) => mentions(runs!, word))) hits.push({ allergy, classes: [] });
  }
  return hits;
}

/** Dislikes keep their softer handling on the same name reading: a dislike names classes ("dairy") or a
 *  literal word ("coriander", "mushrooms"). Answers the dislikes the recipe meets, as given. */
export function dislikeHits(recipe: Checkable, dislikes: readonly string[]): string[] {
  if (dislikes.length === 0) return [];
  let contains: ClassMask | null = null;
  let runs: string[][] | null = null;
  const out: string[] = [];
  for (const dislike of dislikes) {
    const reading = readDislikeName(dislike);
    if (reading.classes.length > 0) {
      contains ??= maskOf(readRecipeAllergens(recipe).contains);
      if (maskOf(reading.classes) & contains) {
        out.push(dislike);
        continue;
      }
    }
    const literals = allergyLiterals(reading);
    if (literals.length === 0) continue;
    runs ??= wordRuns(recipe);
    if (literals.some((word) => mentions(runs!, word))) out.push(dislike);
  }
  return out;
}
