// GET /api/auth-check → {success, authenticated}
import type { LoaderFunctionArgs } from "@remix-run/node";
import { api, apiOk } from "~/web/api.server";
import { getAuth } from "~/web/auth.server";

export const loader = api(async ({ request }: LoaderFunctionArgs) => {
  const auth = await getAuth(request);
  return apiOk({ authenticated: auth !== null, data: { authenticated: auth !== null } });
});
