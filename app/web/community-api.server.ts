// Shared by the community API routes: the caller, signed in, with the community turned on for their role
// (a flag that is off answers 403, as the page sends them home; docs/product.md#navigation-and-feature-flags).
import { isFlagEnabled } from "~/domain/admin/feature-flags.server";
import { COMMUNITY_FLAG } from "~/domain/community/constants";
import { ApiError, requireApiAuth } from "./api.server";
import { db } from "./database.server";

export const COMMUNITY_OFF = "The community is turned off for your account.";

export async function requireCommunityApi(request: Request) {
  const auth = await requireApiAuth(request);
  if (!(await isFlagEnabled(await db(), COMMUNITY_FLAG, auth.user.role)))
    throw new ApiError(403, COMMUNITY_OFF);
  return auth;
}
