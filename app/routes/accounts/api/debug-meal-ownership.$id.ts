// GET /api/debug-meal-ownership/{id} (also /debug-meal-ownership/{id}): for admins diagnosing "No meal plan
// found for current user" (docs/product.md#admin) → {success, data: {meal_id, exists, removed,
// household_id, caller_household_id, owned_by_caller}}: ids only, never titles, names or secrets. Everyone
// else gets 403.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { mealOwnership } from "~/domain/meal-plan/ownership.server";
import { api, apiOk, requireApiAdmin } from "~/web/api.server";
import { db } from "~/web/database.server";
import { mealIdParam, methodNotAllowed } from "~/web/meal-api.server";

export const loader = api(async ({ request, params }: LoaderFunctionArgs) => {
  const { user } = await requireApiAdmin(request);
  const id = mealIdParam(params.id);
  const owner = await mealOwnership(await db(), id);
  return apiOk({
    data: {
      meal_id: id,
      exists: owner.exists,
      removed: owner.removed,
      household_id: owner.householdId,
      caller_household_id: user.householdId,
      owned_by_caller: owner.exists && owner.householdId === user.householdId,
    },
  });
});

export const action = api(async () => {
  throw methodNotAllowed(["GET"]);
});
