// POST /api/community/recipes/{id}/report {reason?} → {success, message}. The recipe is hidden for the
// caller at once and waits on the admins' list (/admin/reports). Reporting it again changes nothing.
import type { ActionFunctionArgs } from "@remix-run/node";
import { reportRecipe } from "~/domain/community/commands.server";
import { COMMUNITY_TEXTS } from "~/domain/community/constants";
import { ReportSchema } from "~/domain/community/schemas";
import { ApiError, api, apiOk, idParam, readBody } from "~/web/api.server";
import { requireCommunityApi } from "~/web/community-api.server";
import { db } from "~/web/database.server";

export const loader = api(async () => {
  throw new ApiError(405, "Method not allowed. Use POST.");
});

export const action = api(async ({ request, params }: ActionFunctionArgs) => {
  if (request.method !== "POST") throw new ApiError(405, "Method not allowed. Use POST.");
  const { user } = await requireCommunityApi(request);
  const id = idParam(params.id);
  const { reason } = ReportSchema.parse(await readBody(request));
  await reportRecipe(await db(), user, id, reason, new Date());
  return apiOk({ message: COMMUNITY_TEXTS.reported });
});
