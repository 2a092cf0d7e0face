// The guard of an API behind a feature flag (the inventory, the shopping list, the nutrition analysis): a
// signed-in caller (bearer token or cookie session with its CSRF header) whose role has the flag on, as the
// pages require (docs/product.md#navigation-and-feature-flags). With the flag off the API answers a JSON
// 403 rather than sending anyone home, so a client tells "not for you" from "not there". Which routes
// belong to which flagged area, and so call which guard: app/web/feature-areas.ts.

import type { User } from "~/domain/accounts/users.server";
import { isFlagEnabled } from "~/domain/admin/feature-flags.server";
import { INVENTORY_FLAG } from "~/domain/inventory/constants";
import { NUTRITION_ANALYSIS_FLAG } from "~/domain/nutrition/constants";
import { SHOPPING_FLAG } from "~/domain/shopping/constants";
import { ApiError, requireApiAuth } from "./api.server";
import { db } from "./database.server";

export const FEATURE_OFF_MESSAGE = "This feature is not enabled for your account.";

export async function requireFeatureApi(request: Request, flag: string): Promise<User> {
  const { user } = await requireApiAuth(request);
  if (!(await isFlagEnabled(await db(), flag, user.role))) throw new ApiError(403, FEATURE_OFF_MESSAGE);
  return user;
}

export const requireInventoryApi = (request: Request) => requireFeatureApi(request, INVENTORY_FLAG);
export const requireShoppingApi = (request: Request) => requireFeatureApi(request, SHOPPING_FLAG);
export const requireNutritionAnalysisApi = (request: Request) =>
  requireFeatureApi(request, NUTRITION_ANALYSIS_FLAG);
