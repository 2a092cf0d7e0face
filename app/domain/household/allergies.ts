// Who in the household is allergic to what, read by the allergen module (docs/decisions/067-allergens.md):
// each member's allergies, the family-wide ones (Family settings), and "everyone" — all of them. Every
// place a recipe meets a person asks this, so a name is read the same way on the recipe list, the meal
// form, the assistant and Add to Calendar.
import {
  ALLERGEN_CLASSES,
  type AllergenClass,
  type AllergyReading,
  readAllergyName,
  unrecognisedAllergyText,
} from "../allergens";
import type { HouseholdAndMembers } from "./household.server";

export type AllergyProfile = {
  /** A member's id; null: the family-wide list. */
  memberId: number | null;
  name: string;
  allergies: AllergyReading[];
};

/** Each member with allergies and the family-wide list (when it has any), in the members' order. */
export function allergyProfiles({ household, members }: HouseholdAndMembers): AllergyProfile[] {
  const profiles: AllergyProfile[] = members.map((m) => ({
    memberId: m.id,
    name: m.name,
    allergies: readAll(m.allergies),
  }));
  profiles.push({ memberId: null, name: "Your family", allergies: readAll(household.options.allergies) });
  return profiles.filter((p) => p.allergies.length > 0);
}

/** Everyone's allergies together, each name once. */
export function everyonesAllergies(profiles: readonly AllergyProfile[]): AllergyReading[] {
  const seen = new Map<string, AllergyReading>();
  for (const p of profiles) for (const a of p.allergies) seen.set(a.name.toLowerCase(), a);
  return [...seen.values()];
}

function readAll(names: readonly string[]): AllergyReading[] {
  const seen = new Set<string>();
  const out: AllergyReading[] = [];
  for (const name of names) {
    const key = name.trim().toLowerCase();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(readAllergyName(name));
  }
  return out;
}

/** The allergy names the module does not read as an allergen: matched by name only, and said so. */
export const unrecognisedAllergies = (names: readonly string[]): string[] =>
  readAll(names).flatMap((a) => (a.literal !== null ? [a.name] : []));

/** The sentences the member form and card show for them. */
export const unrecognisedAllergyNotes = (names: readonly string[]): string[] =>
  unrecognisedAllergies(names).map(unrecognisedAllergyText);

/** The classes a list of allergy names stands for, in the module's order. */
export function allergenClassesOf(names: readonly string[]): AllergenClass[] {
  const classes = new Set(readAll(names).flatMap((a) => a.classes));
  return ALLERGEN_CLASSES.filter((c) => classes.has(c));
}
