// DELETE /api/settings/tokens/{id}: revokes one of the caller's API tokens; another's is a 404.
import type { ActionFunctionArgs } from "@remix-run/node";
import { revokeToken } from "~/domain/settings/account.server";
import { SETTINGS_TEXTS } from "~/domain/settings/constants";
import { ApiError, api, apiOk, idParam, requireApiAuth } from "~/web/api.server";
import { db } from "~/web/database.server";

export const loader = api(async () => {
  throw new ApiError(405, "Method not allowed. Use DELETE.");
});

export const action = api(async ({ request, params }: ActionFunctionArgs) => {
  if (request.method !== "DELETE") throw new ApiError(405, "Method not allowed. Use DELETE.");
  const { user } = await requireApiAuth(request);
  await revokeToken(await db(), user, idParam(params.id), new Date());
  return apiOk({ message: SETTINGS_TEXTS.tokenRevoked });
});
