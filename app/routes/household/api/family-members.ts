// GET /api/family-members → {success, data: [member]}; POST the member payload (docs/api.md, with the
// client-shape aliases) → 201 {success, message, data: member}. The caller's household only: a
// family_id of another household answers 404.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { assertCan } from "~/domain/household/household.server";
import { createMember, listMembers } from "~/domain/household/members.server";
import { assertOwnFamily } from "~/domain/household/ownership";
import { memberJson } from "~/domain/household/present";
import { MemberSchema } from "~/domain/household/schemas";
import { ApiError, api, apiOk, readBody, requireApiAuth } from "~/web/api.server";
import { db } from "~/web/database.server";
import { memberServerShape } from "~/web/family-api.server";

export const loader = api(async ({ request }: LoaderFunctionArgs) => {
  const { user } = await requireApiAuth(request);
  const members = await listMembers(await db(), user.householdId);
  return apiOk({ data: members.map(memberJson) });
});

export const action = api(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== "POST") throw new ApiError(405, "Method not allowed. Use POST.");
  const { user } = await requireApiAuth(request);
  const body = memberServerShape(await readBody(request));
  assertOwnFamily(user, body.family_id);
  const database = await db();
  await assertCan(database, user, "canManageMembers");
  const member = await createMember(database, user.householdId, MemberSchema.parse(body));
  return apiOk({ message: "Family member created successfully", data: memberJson(member) }, { status: 201 });
});
