// POST /api/login {email, password, remember} → {success, message, data: {token, user}}
import type { ActionFunctionArgs } from "@remix-run/node";
import { INVALID_CREDENTIALS } from "~/domain/accounts/messages";
import { userJson } from "~/domain/accounts/present";
import { LoginSchema } from "~/domain/accounts/schemas";
import { issueApiToken } from "~/domain/accounts/sessions.server";
import { verifyCredentials } from "~/domain/accounts/users.server";
import { ApiError, api, apiOk, assertAnonymousCsrf, readBody } from "~/web/api.server";
import { db } from "~/web/database.server";
import { limitLogin, recordLoginFailure } from "~/web/rate-limits.server";

export const action = api(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== "POST") throw new ApiError(405, "Method not allowed.");
  await assertAnonymousCsrf(request);
  const body = await readBody(request);
  const email = typeof body.email === "string" ? body.email.trim() : null;
  await limitLogin(context, email);
  const input = LoginSchema.parse(body);
  const database = await db();
  const user = await verifyCredentials(database, input.email, input.password);
  if (!user) {
    await recordLoginFailure(context, input.email);
    throw new ApiError(401, INVALID_CREDENTIALS);
  }
  const { token, expiresAt } = await issueApiToken(database, {
    userId: user.id,
    remember: input.remember,
    name: "api-login",
    now: new Date(),
  });
  return apiOk({
    message: "Login successful",
    data: { token, token_type: "Bearer", expires_at: expiresAt.toISOString(), user: userJson(user) },
  });
});

export const loader = api(async () => {
  throw new ApiError(405, "Method not allowed. Use POST.");
});
