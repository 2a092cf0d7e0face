// GET /api/user → {success, id, name, email, role, user: {...}} (both readings the spec's client uses)
import type { LoaderFunctionArgs } from "@remix-run/node";
import { userJson } from "~/domain/accounts/present";
import { api, apiOk, requireApiAuth } from "~/web/api.server";

export const loader = api(async ({ request }: LoaderFunctionArgs) => {
  const { user } = await requireApiAuth(request);
  const shown = userJson(user);
  return apiOk({
    id: shown.id,
    name: shown.name,
    email: shown.email,
    role: shown.role,
    user: shown,
    data: shown,
  });
});
