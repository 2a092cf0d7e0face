// GET /api/debug-auth-status (also /debug-auth-status and /user-debug): how the caller is signed in,
// for admins diagnosing sign-in problems. Answers 403 to everyone else; never shows a secret.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { userJson } from "~/domain/accounts/present";
import { ApiError, api, apiOk, requireApiAuth } from "~/web/api.server";
import { bearerToken, readSessionId } from "~/web/auth.server";

export const loader = api(async ({ request }: LoaderFunctionArgs) => {
  const auth = await requireApiAuth(request);
  if (auth.user.role !== "admin") {
    console.warn(
      `[access] user ${auth.user.id} (${auth.user.role}) was refused ${new URL(request.url).pathname}`,
    );
    throw new ApiError(403, "This action is unauthorized.");
  }
  return apiOk({
    data: {
      authenticated: true,
      via: auth.via,
      user: userJson(auth.user),
      has_session_cookie: (await readSessionId(request)) !== null,
      has_bearer_token: bearerToken(request) !== null,
      has_csrf_header: request.headers.has("X-CSRF-TOKEN") || request.headers.has("X-XSRF-TOKEN"),
      server_time: new Date().toISOString(),
    },
  });
});
