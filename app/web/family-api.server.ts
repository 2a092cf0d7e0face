// Shared by the family-member API routes: the client shape's aliases (the own-family check is
// app/domain/household/ownership.ts).

/** Client names → server names (docs/product.md#api-conventions); the server name wins when both are sent. */
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
