// GET /api/debug-family-access/{id} (also /debug-family-access/{id}): for admins diagnosing family
// access (docs/product.md#admin) → {success, data: {family_id, exists, users, members, caller_household_id}}:
// counts only, never names, emails or secrets. Everyone else gets 403.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { NotFoundError } from "~/domain/errors";
import { getHousehold, listHouseholdUsers } from "~/domain/household/household.server";
import { listMembers } from "~/domain/household/members.server";
import { ApiError, api, apiOk, idParam, requireApiAdmin } from "~/web/api.server";
import { db } from "~/web/database.server";

export const loader = api(async ({ request, params }: LoaderFunctionArgs) => {
  const { user } = await requireApiAdmin(request);
  const id = idParam(params.id);
  const database = await db();
  const exists = await getHousehold(database, id).then(
    () => true,
    (error) => {
      if (error instanceof NotFoundError) return false;
      throw error;
    },
  );
  return apiOk({
    data: {
      family_id: id,
      exists,
      users: exists ? (await listHouseholdUsers(database, id)).length : 0,
      members: exists ? (await listMembers(database, id)).length : 0,
      caller_household_id: user.householdId,
    },
  });
});

export const action = api(async () => {
  throw new ApiError(405, "Method not allowed. Use GET.");
});
