// GET /api/families → {success, data: [{id, name}]} (the caller's one household); POST {name} → 409:
// an account has exactly one household (docs/decisions/005-household-roles-and-invites.md): none to create.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { getHousehold } from "~/domain/household/household.server";
import { FamilyNameSchema } from "~/domain/household/schemas";
import { ApiError, api, apiOk, readBody, requireApiAuth } from "~/web/api.server";
import { db } from "~/web/database.server";

export const loader = api(async ({ request }: LoaderFunctionArgs) => {
  const { user } = await requireApiAuth(request);
  const household = await getHousehold(await db(), user.householdId);
  return apiOk({ data: [{ id: household.id, name: household.name }] });
});

export const action = api(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== "POST") throw new ApiError(405, "Method not allowed. Use POST.");
  await requireApiAuth(request);
  FamilyNameSchema.parse(await readBody(request));
  throw new ApiError(409, "You already belong to a family.");
});
