// GET /api/family-members → {success, data: [member]}; POST the member payload (part two §7, with the
// client-shape aliases) → 201 {success, message, data: member}. The caller's household only: a
// family_id of another household answers 404.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type { User } from "~/domain/accounts/users.server";
import { NotFoundError } from "~/domain/errors";
import { assertCan } from "~/domain/household/household.server";
import { createMember, listMembers } from "~/domain/household/members.server";
import { memberJson } from "~/domain/household/present";
import { MemberSchema } from "~/domain/household/schemas";
import { ApiError, api, apiOk, readBody, requireApiAuth } from "~/web/api.server";
import { db } from "~/web/database.server";

/** The client shape's names (part two §3) → the server shape's; the server name wins when both are sent. */
const ALIASES = {
  familyId: "family_id",
  dietaryPreferences: "dietary_preferences",
  dislikes: "disliked_ingredients",
  healthConditions: "health_conditions",
  favoriteMeals: "favorite_meals",
  isPrimary: "is_primary",
  activityLevel: "activity_level",
  defaultPortionSize: "default_portion_size",
} as const;

function serverShape(body: Record<string, unknown>): Record<string, unknown> {
  const out = { ...body };
  for (const [alias, key] of Object.entries(ALIASES)) {
    if (out[key] === undefined && out[alias] !== undefined) out[key] = out[alias];
  }
  return out;
}

function assertOwnFamily(user: User, familyId: unknown) {
  if (familyId === undefined || familyId === null || familyId === "") return;
  if (Number(familyId) !== user.householdId) throw new NotFoundError("Family not found.");
}

export const loader = api(async ({ request }: LoaderFunctionArgs) => {
  const { user } = await requireApiAuth(request);
  const members = await listMembers(await db(), user.householdId);
  return apiOk({ data: members.map(memberJson) });
});

export const action = api(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== "POST") throw new ApiError(405, "Method not allowed. Use POST.");
  const { user } = await requireApiAuth(request);
  const body = serverShape(await readBody(request));
  assertOwnFamily(user, body.family_id);
  const database = await db();
  await assertCan(database, user, "canManageMembers");
  const member = await createMember(database, user.householdId, MemberSchema.parse(body));
  return apiOk({ message: "Family member created successfully", data: memberJson(member) }, { status: 201 });
});
