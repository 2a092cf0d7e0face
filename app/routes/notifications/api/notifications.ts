// GET /api/notifications → {success, data: {groups}}: the dashboard's Notifications for the caller
// (docs/api.md#notifications, ADR 056): only the kinds they have on in their preferences and may see by
// the feature flags, their household's data only.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getNotifications } from "~/domain/notifications/notifications.server";
import { api, apiOk, requireApiAuth } from "~/web/api.server";
import { db } from "~/web/database.server";

export const loader = api(async ({ request }: LoaderFunctionArgs) => {
  const { user } = await requireApiAuth(request);
  return apiOk({ data: await getNotifications(await db(), user, new Date()) });
});
