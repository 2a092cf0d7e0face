// GET /api/family-members/{id}/check-permissions (also /api/family-members/check-family-member-permissions/{id}),
// a diagnostic call of the spec's client → {success, permissions: {is_member_of_family, can_edit,
// user_role}}. It answers for any id (false for another household's member or a malformed id), never 404.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { isMemberOfHousehold, permissionsFor } from "~/domain/household/household.server";
import { ApiError, api, apiOk, requireApiAuth } from "~/web/api.server";
import { db } from "~/web/database.server";

export const loader = api(async ({ request, params }: LoaderFunctionArgs) => {
  const { user } = await requireApiAuth(request);
  const database = await db();
  const raw = params.id ?? "";
  const id = /^\d+$/.test(raw) ? Number(raw) : 0;
  const isMember =
    Number.isSafeInteger(id) && id > 0 && (await isMemberOfHousehold(database, user.householdId, id));
  const p = await permissionsFor(database, user);
  return apiOk({
    permissions: {
      is_member_of_family: isMember,
      can_edit: isMember && p.canManageMembers,
      user_role: p.role,
    },
  });
});

export const action = api(async () => {
  throw new ApiError(405, "Method not allowed. Use GET.");
});
