// POST /api/register {name, email, password, password_confirmation} → {success, message, data: {token, user}}
import type { ActionFunctionArgs } from "@remix-run/node";
import { userJson } from "~/domain/accounts/present";
import { RegisterApiSchema } from "~/domain/accounts/schemas";
import { issueApiToken } from "~/domain/accounts/sessions.server";
import { registerUser } from "~/domain/accounts/users.server";
import { ApiError, api, apiOk, assertAnonymousCsrf, readBody } from "~/web/api.server";
import { db } from "~/web/database.server";
import { limitRegistration } from "~/web/rate-limits.server";

export const action = api(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== "POST") throw new ApiError(405, "Method not allowed.");
  await assertAnonymousCsrf(request);
  await limitRegistration(context);
  const input = RegisterApiSchema.parse(await readBody(request));
  const database = await db();
  const now = new Date();
  const user = await registerUser(database, { ...input, now });
  const { token, expiresAt } = await issueApiToken(database, {
    userId: user.id,
    remember: false,
    name: "api-register",
    now,
  });
  return apiOk(
    {
      message: "Registration successful",
      data: { token, token_type: "Bearer", expires_at: expiresAt.toISOString(), user: userJson(user) },
    },
    { status: 201 },
  );
});

export const loader = api(async () => {
  throw new ApiError(405, "Method not allowed. Use POST.");
});
