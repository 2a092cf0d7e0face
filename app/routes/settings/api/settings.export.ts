// GET /api/settings/export: everything the caller's household keeps, as one JSON answer (the page's
// download at /settings/export.json has the same content).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportHouseholdData } from "~/domain/settings/household-data.server";
import { api, apiOk, requireApiAuth } from "~/web/api.server";
import { db } from "~/web/database.server";

export const loader = api(async ({ request }: LoaderFunctionArgs) => {
  const { user } = await requireApiAuth(request);
  return apiOk({ data: await exportHouseholdData(await db(), user, new Date()) });
});
