// GET/PUT /api/user/profile (also at /user/profile): the caller's name and email.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { userJson } from "~/domain/accounts/present";
import { ProfileSchema } from "~/domain/accounts/schemas";
import { updateProfile } from "~/domain/accounts/users.server";
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
  const input = ProfileSchema.parse(await readBody(request));
  const updated = await updateProfile(await db(), user.id, input);
  return apiOk({ message: "Profile updated", data: userJson(updated) });
});
