// The meal form's warnings (docs/product.md#meal-form): which recipes hold an ingredient that a family
// member is allergic to or dislikes, so the form can say so when such a recipe is chosen for them. The
// same reading as the assistant's allergen check (safety.ts, on the allergen module: ADR 067).
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import type { User } from "../accounts/users.server";
import { ALLERGEN_LABELS } from "../allergens";
import { getHouseholdAndMembers, type HouseholdAndMembers } from "../household/household.server";
import { type AllergyHit, allergenIn, hasDislike, labelDoubt } from "./safety";
import { loadCandidates } from "./tools.server";

export type RecipeConflict = {
  recipeId: number;
  /** The member it concerns; null: a family-wide allergy or dislike (everyone). */
  memberId: number | null;
  text: string;
};

type Person = { id: number | null; name: string; allergies: string[]; dislikes: string[] };

/** The meal form's sentence for an allergy hit or doubt (ADR 067): never silent, never "safe". */
function allergyWarning(title: string, person: Person, hit: AllergyHit): string {
  const who = person.id === null ? "your family" : person.name;
  if (hit.doubt === "unknown") return `${title} has no ingredient list to check for ${who}'s allergies.`;
  const what = hit.classes.length
    ? hit.classes.map((c) => ALLERGEN_LABELS[c].toLowerCase()).join(" and ")
    : hit.term.toLowerCase();
  return `${title} may contain ${what}: ${person.name} ${person.id === null ? "avoids" : "is allergic to"} ${hit.term.toLowerCase() === what ? "it" : hit.term}.`;
}

export async function recipeConflicts(
  db: Kysely<DB>,
  user: Pick<User, "id" | "householdId">,
  /** The household and its members, when the caller has read them already. */
  known?: HouseholdAndMembers,
) {
  const { members, household } = known ?? (await getHouseholdAndMembers(db, user.householdId));
  const people: Person[] = [
    ...members.map((m) => ({
      id: m.id,
      name: m.name,
      allergies: m.allergies,
      dislikes: m.dislikedIngredients,
    })),
    {
      id: null,
      name: "Your family",
      allergies: household.options.allergies,
      dislikes: household.options.dislikes,
    },
  ].filter((p) => p.allergies.length || p.dislikes.length);
  if (people.length === 0) return [];
  const recipes = await loadCandidates(db, user);
  const conflicts: RecipeConflict[] = [];
  for (const recipe of recipes)
    for (const person of people) {
      const allergy = allergenIn(recipe, { allergies: person.allergies.map((term) => ({ term, who: [] })) });
      if (allergy) {
        conflicts.push({
          recipeId: recipe.id,
          memberId: person.id,
          text: allergyWarning(recipe.title, person, allergy),
        });
        continue;
      }
      const lines = labelDoubt(recipe, { allergies: [{ term: person.allergies.join(", "), who: [] }] });
      if (lines) {
        const who = person.id === null ? "your family" : person.name;
        conflicts.push({
          recipeId: recipe.id,
          memberId: person.id,
          // Short: the form holds one per recipe and person; the recipe page names the lines.
          text: `${recipe.title}: check the labels for ${who}'s allergies.`,
        });
        continue;
      }
      const disliked = person.dislikes.find((d) => hasDislike(recipe, [d]));
      if (disliked)
        conflicts.push({
          recipeId: recipe.id,
          memberId: person.id,
          text: `${recipe.title} contains ${disliked.toLowerCase()}, which ${person.name} ${person.id === null ? "dislike" : "dislikes"}.`,
        });
    }
  return conflicts;
}
