// POST /api/logout — revokes the bearer token, or ends the cookie session.
import type { ActionFunctionArgs } from "@remix-run/node";
import { revokeApiToken } from "~/domain/accounts/sessions.server";
import { ApiError, api, apiOk, requireApiAuth } from "~/web/api.server";
import { endSession } from "~/web/auth.server";
import { db } from "~/web/database.server";

export const action = api(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== "POST") throw new ApiError(405, "Method not allowed.");
  const auth = await requireApiAuth(request);
  if (auth.via === "token") {
    await revokeApiToken(await db(), auth.token, new Date());
    return apiOk({ message: "Logged out" });
  }
  return apiOk({ message: "Logged out" }, { headers: { "Set-Cookie": await endSession(request) } });
});

export const loader = api(async () => {
  throw new ApiError(405, "Method not allowed. Use POST.");
});
