// What the recipe page says of a recipe's allergens (docs/decisions/067-allergens.md): a "Contains" line
// like a food label, the lines to check on the label, and for whom in the household it is not safe. Pure:
// the stored reading and the household's allergy profiles are given.
import {
  ALLERGEN_CLASSES,
  ALLERGEN_LABELS,
  type AllergenClass,
  type AllergyReading,
  allergyHits,
  allergyLiterals,
} from "../allergens";
import type { AllergyProfile } from "../household/allergies";
import type { StoredAllergens } from "./allergens.server";

export type AllergenFacts = {
  /** The classes it holds, as a label names them ("Milk", "Gluten"), in the module's order. */
  contains: string[];
  /** Lines the reading is unsure of: "check the label". */
  checkLabel: string[];
  /** Never read (a recipe saved before the reading, not yet read again): nothing is known. */
  unread: boolean;
  /** One sentence per person it is not safe for, or whose allergies a line to check may concern. */
  warnings: string[];
};

const list = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;

export function allergenFacts(
  recipe: { name: string; lines: readonly string[]; allergens: StoredAllergens | null },
  profiles: readonly AllergyProfile[],
): AllergenFacts {
  const stored = recipe.allergens;
  const warnings: string[] = [];
  for (const person of profiles) {
    const hits = allergyHits(
      { title: recipe.name, ingredients: recipe.lines },
      person.allergies,
      stored ?? undefined,
    );
    const who = person.memberId === null ? "your family" : person.name;
    if (hits.length > 0) {
      const what = hits.map((h) =>
        h.classes.length > 0
          ? h.classes.map((c: AllergenClass) => ALLERGEN_LABELS[c].toLowerCase()).join(" and ")
          : `"${h.allergy.name}"`,
      );
      warnings.push(`Not safe for ${who}: it contains ${list([...new Set(what)])}.`);
    } else if (!stored) {
      warnings.push(`Not checked for ${who}'s allergies yet: read the ingredients before serving it.`);
    } else if (stored.checkLabel.length > 0) {
      warnings.push(`Check the label before serving it to ${who}: some ingredients may hide an allergen.`);
    }
  }
  return {
    contains: (stored?.contains ?? []).map((c) => ALLERGEN_LABELS[c]),
    checkLabel: stored?.checkLabel ?? [],
    unread: stored === null,
    warnings,
  };
}

/** What the recipe list's "Safe for" filter checked, in words (ADR 067). */
export function safeForNote(allergies: readonly AllergyReading[]): string {
  const classes = new Set(allergies.flatMap((a) => a.classes));
  const names = [
    ...ALLERGEN_CLASSES.filter((c) => classes.has(c)).map((c) => ALLERGEN_LABELS[c].toLowerCase()),
    ...allergies.flatMap((a) => allergyLiterals(a)).map((w) => `"${w}"`),
  ];
  const any = names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
  return `Showing recipes whose ingredients hold no ${any}. A recipe with an ingredient to check on the label (a stock, a sauce, a packaged product) or not yet checked is not listed as safe.`;
}
