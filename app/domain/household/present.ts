// JSON shapes of the family area: the server shape (snake_case) with the camelCase names the spec's
// client reads (docs/product.md#api-conventions), so both readings work.
import { allergenClassesOf, unrecognisedAllergies } from "./allergies";
import type { Household, Permissions } from "./household.server";
import type { Member } from "./members.server";

export function memberJson(m: Member) {
  return {
    id: m.id,
    family_id: m.householdId,
    user_id: m.userId,
    name: m.name,
    age: m.age,
    avatar: m.avatar,
    gender: m.gender,
    relationship: m.relationship,
    activity_level: m.activityLevel,
    default_portion_size: m.defaultPortionSize,
    dietary_preferences: m.dietaryPreferences,
    allergies: m.allergies,
    // The allergies as the allergen module reads them (ADR 067): the classes they name, and the names it
    // does not recognise as an allergen (matched by name only).
    allergen_classes: allergenClassesOf(m.allergies),
    unrecognised_allergies: unrecognisedAllergies(m.allergies),
    disliked_ingredients: m.dislikedIngredients,
    health_conditions: m.healthConditions,
    favorite_meals: m.favoriteMeals,
    is_primary: m.isPrimary,
    height: m.height,
    weight: m.weight,
    familyId: m.householdId,
    isPrimary: m.isPrimary,
    dietaryPreferences: m.dietaryPreferences,
    dislikes: m.dislikedIngredients,
    favoriteMeals: m.favoriteMeals,
    healthConditions: m.healthConditions,
    activityLevel: m.activityLevel,
    defaultPortionSize: m.defaultPortionSize,
  };
}

export function optionsJson(h: Household) {
  return {
    allergies: h.options.allergies,
    dietaryPreferences: h.options.dietaryPreferences,
    dislikes: h.options.dislikes,
    healthConditions: h.options.healthConditions,
    favoriteMeals: h.options.favoriteMeals,
    /** null: the server's zone. */
    timeZone: h.timeZone,
    dietary_preferences: h.options.dietaryPreferences,
    health_conditions: h.options.healthConditions,
    favorite_meals: h.options.favoriteMeals,
    time_zone: h.timeZone,
  };
}

export function familyJson(h: Household, p: Permissions) {
  return {
    id: h.id,
    name: h.name,
    user_role: p.role,
    owns_family: p.role === "owner",
    can_manage_members: p.canManageMembers,
    members_can_edit: h.membersCanEdit,
    meal_times: h.mealTimes,
    family: { id: h.id, name: h.name },
  };
}

/** Initials for the default avatar (shown on a green background). */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]![0], parts.at(-1)![0]] : [parts[0]?.[0], parts[0]?.[1]];
  return letters.filter(Boolean).join("").toUpperCase() || "?";
}
