// GET /api/user/family (also at /user/family) → {success, data: {id, name, user_role, family, …}}: the
// caller's household. Every account has exactly one (docs/decisions/005-household-roles-and-invites.md).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getHousehold, permissionsOf } from "~/domain/household/household.server";
import { familyJson } from "~/domain/household/present";
import { ApiError, api, apiOk, requireApiAuth } from "~/web/api.server";
import { db } from "~/web/database.server";

export const loader = api(async ({ request }: LoaderFunctionArgs) => {
  const { user } = await requireApiAuth(request);
  const household = await getHousehold(await db(), user.householdId);
  return apiOk({ data: familyJson(household, permissionsOf(user, household)) });
});

export const action = api(async () => {
  throw new ApiError(405, "Method not allowed. Use GET.");
});
