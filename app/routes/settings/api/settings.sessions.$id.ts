// DELETE /api/settings/sessions/{id}: signs out one of the caller's sessions; another's is a 404.
import type { ActionFunctionArgs } from "@remix-run/node";
import { revokeSession } from "~/domain/settings/account.server";
import { SETTINGS_TEXTS } from "~/domain/settings/constants";
import { ApiError, api, apiOk, requireApiAuth } from "~/web/api.server";
import { db } from "~/web/database.server";

export const loader = api(async () => {
  throw new ApiError(405, "Method not allowed. Use DELETE.");
});

export const action = api(async ({ request, params }: ActionFunctionArgs) => {
  if (request.method !== "DELETE") throw new ApiError(405, "Method not allowed. Use DELETE.");
  const { user } = await requireApiAuth(request);
  const id = params.id ?? "";
  if (!/^[0-9a-f]{64}$/.test(id)) throw new ApiError(404, "Session not found.");
  await revokeSession(await db(), user, id);
  return apiOk({ message: SETTINGS_TEXTS.sessionRevoked });
});
