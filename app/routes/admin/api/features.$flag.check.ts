// GET /api/features/{flag}/check → {success, enabled, data: {enabled}} for the caller's role.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { isFlagEnabled } from "~/domain/admin/feature-flags.server";
import { api, apiOk, requireApiAuth } from "~/web/api.server";
import { db } from "~/web/database.server";

export const loader = api(async ({ request, params }: LoaderFunctionArgs) => {
  const { user } = await requireApiAuth(request);
  const enabled = await isFlagEnabled(await db(), params.flag ?? "", user.role);
  return apiOk({ enabled, data: { enabled, flag: params.flag } });
});
