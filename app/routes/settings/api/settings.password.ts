// POST /api/settings/password {current_password, password, password_confirmation}: a new password; every
// other session and API token of the account ends (the calling token stays).
import type { ActionFunctionArgs } from "@remix-run/node";
import { changePassword } from "~/domain/settings/account.server";
import { passwordChangedMessage } from "~/domain/settings/constants";
import { PasswordChangeSchema } from "~/domain/settings/schemas";
import { ApiError, api, apiOk, readBody, requireApiAuth } from "~/web/api.server";
import { db } from "~/web/database.server";
import { currentCredential } from "~/web/settings.server";

export const loader = api(async () => {
  throw new ApiError(405, "Method not allowed. Use POST.");
});

export const action = api(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== "POST") throw new ApiError(405, "Method not allowed. Use POST.");
  const { user } = await requireApiAuth(request);
  const input = PasswordChangeSchema.parse(await readBody(request));
  const ended = await changePassword(await db(), user, input, await currentCredential(request), new Date());
  return apiOk({
    message: passwordChangedMessage(ended.sessions, ended.tokens),
    data: { sessions_signed_out: ended.sessions, tokens_revoked: ended.tokens },
  });
});
