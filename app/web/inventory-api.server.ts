// The inventory API's guard: a signed-in caller (bearer token or cookie session with its CSRF header)
// whose role has the inventory flag on, as the page requires (docs/product.md#navigation-and-feature-flags).
// With the flag off the API answers 403 rather than sending anyone home.

import type { User } from "~/domain/accounts/users.server";
import { isFlagEnabled } from "~/domain/admin/feature-flags.server";
import { INVENTORY_FLAG } from "~/domain/inventory/constants";
import { ApiError, requireApiAuth } from "./api.server";
import { db } from "./database.server";

export const FEATURE_OFF_MESSAGE = "This feature is not enabled for your account.";

export async function requireInventoryApi(request: Request): Promise<User> {
  const { user } = await requireApiAuth(request);
  if (!(await isFlagEnabled(await db(), INVENTORY_FLAG, user.role)))
    throw new ApiError(403, FEATURE_OFF_MESSAGE);
  return user;
}
