// GET/PUT /api/user/profile (also at /user/profile): the caller's name and email. A new email needs the
// caller's `current_password` (422 with the reason otherwise), as on the Settings page.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { userJson } from "~/domain/accounts/present";
import { updateAccount } from "~/domain/settings/account.server";
import { AccountSchema } from "~/domain/settings/schemas";
import { ApiError, api, apiOk, readBody, requireApiAuth } from "~/web/api.server";
import { db } from "~/web/database.server";

export const loader = api(async ({ request }: LoaderFunctionArgs) => {
  const { user } = await requireApiAuth(request);
  return apiOk({ data: userJson(user) });
});

export const action = api(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== "PUT" && request.method !== "PATCH")
    throw new ApiError(405, "Method not allowed. Use PUT.");
  const { user } = await requireApiAuth(request);
  const input = AccountSchema.parse(await readBody(request));
  const updated = await updateAccount(await db(), user, input, new Date());
  return apiOk({ message: "Profile updated", data: userJson(updated) });
});
