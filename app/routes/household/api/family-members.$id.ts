// GET /api/family-members/{id} → {success, data: member}; PUT the member payload (as POST) → {success,
// message, data}; DELETE → {success, message} (the primary member: 422). Another household's member
// answers 404. The spec's client falls back to PUT {name, family_name} here when renaming the family
// fails: a body with family_name and no age renames the family instead.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { assertCan, permissionsOf, renameHousehold } from "~/domain/household/household.server";
import { getMember, removeMember, updateMember } from "~/domain/household/members.server";
import { assertOwnFamily } from "~/domain/household/ownership";
import { familyJson, memberJson } from "~/domain/household/present";
import { FamilyNameSchema, MemberSchema } from "~/domain/household/schemas";
import { ApiError, api, apiOk, idParam, readBody, requireApiAuth } from "~/web/api.server";
import { db } from "~/web/database.server";
import { memberServerShape } from "~/web/family-api.server";

const FamilyNameFallbackSchema = z.object({ family_name: FamilyNameSchema.shape.name });

export const loader = api(async ({ request, params }: LoaderFunctionArgs) => {
  const { user } = await requireApiAuth(request);
  const member = await getMember(await db(), user.householdId, idParam(params.id));
  return apiOk({ data: memberJson(member) });
});

export const action = api(async ({ request, params }: ActionFunctionArgs) => {
  if (!["PUT", "PATCH", "DELETE"].includes(request.method))
    throw new ApiError(405, "Method not allowed. Use PUT or DELETE.");
  const { user } = await requireApiAuth(request);
  const database = await db();
  const id = idParam(params.id);
  await getMember(database, user.householdId, id);

  if (request.method === "DELETE") {
    await assertCan(database, user, "canManageMembers");
    await removeMember(database, user.householdId, id);
    return apiOk({ message: "Family member removed successfully" });
  }

  const body = memberServerShape(await readBody(request));
  assertOwnFamily(user, body.family_id);
  if (body.family_name !== undefined && body.age === undefined) {
    await assertCan(database, user, "canRename");
    const { family_name } = FamilyNameFallbackSchema.parse(body);
    const household = await renameHousehold(database, user, family_name);
    return apiOk({
      message: "Family name updated",
      data: familyJson(household, permissionsOf(user, household)),
    });
  }
  await assertCan(database, user, "canManageMembers");
  const member = await updateMember(database, user.householdId, id, MemberSchema.parse(body));
  return apiOk({ message: "Family member updated successfully", data: memberJson(member) });
});
