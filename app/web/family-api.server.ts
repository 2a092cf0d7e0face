// Shared by the family-member API routes: the client shape's aliases and the own-family check.
import type { User } from "~/domain/accounts/users.server";
import { NotFoundError } from "~/domain/errors";

/** The client shape's names (part two §3) → the server shape's; the server name wins when both are sent. */
const ALIASES = {
  familyId: "family_id",
  dietaryPreferences: "dietary_preferences",
  dislikes: "disliked_ingredients",
  healthConditions: "health_conditions",
  favoriteMeals: "favorite_meals",
  isPrimary: "is_primary",
  activityLevel: "activity_level",
  defaultPortionSize: "default_portion_size",
} as const;

export function memberServerShape(body: Record<string, unknown>): Record<string, unknown> {
  const out = { ...body };
  for (const [alias, key] of Object.entries(ALIASES)) {
    if (out[key] === undefined && out[alias] !== undefined) out[key] = out[alias];
  }
  return out;
}

/** A family_id in a body must be the caller's own household (any other answers 404, D5). */
export function assertOwnFamily(user: User, familyId: unknown) {
  if (familyId === undefined || familyId === null || familyId === "") return;
  const id = typeof familyId === "string" && /^\d+$/.test(familyId.trim()) ? Number(familyId) : familyId;
  if (id !== user.householdId) throw new NotFoundError("Family not found.");
}
