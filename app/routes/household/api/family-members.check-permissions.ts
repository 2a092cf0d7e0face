// GET /api/family-members/check-permissions?family_id=N (a diagnostic call of the spec's client) →
// {success, permissions: {is_member_of_family, user_role, can_manage_members, can_rename, can_invite,
// can_manage_users}}, from the same rules that guard the changes (ADR 005). For a family that is not
// the caller's, the caller has no role and may do nothing there.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { permissionsFor } from "~/domain/household/household.server";
import { ApiError, api, apiOk, requireApiAuth } from "~/web/api.server";
import { db } from "~/web/database.server";

export const loader = api(async ({ request }: LoaderFunctionArgs) => {
  const { user } = await requireApiAuth(request);
  const familyId = new URL(request.url).searchParams.get("family_id") ?? "";
  const isMember = /^\d+$/.test(familyId) && Number(familyId) === user.householdId;
  const p = await permissionsFor(await db(), user);
  return apiOk({
    permissions: {
      is_member_of_family: isMember,
      user_role: isMember ? p.role : null,
      can_manage_members: isMember && p.canManageMembers,
      can_rename: isMember && p.canRename,
      can_invite: isMember && p.canInvite,
      can_manage_users: isMember && p.canManageUsers,
    },
  });
});

export const action = api(async () => {
  throw new ApiError(405, "Method not allowed. Use GET.");
});
