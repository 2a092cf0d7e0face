// GET /api/nutrition/weekly-report?start_date[&member_id] → {success, data}: the summary's answer for the
// seven days from start_date (app/routes/nutrition/api/nutrition.summary.ts). A bad date: 422.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { readDate } from "~/domain/nutrition/report-range";
import { analysisFor, readMemberId, summaryJson } from "~/domain/nutrition/reports.server";
import { addDays } from "~/domain/shared/calendar-date";
import { api, apiOk } from "~/web/api.server";
import { db } from "~/web/database.server";
import { requireNutritionAnalysisApi } from "~/web/feature-api.server";
import { methodNotAllowed } from "~/web/meal-api.server";

export const loader = api(async ({ request }: LoaderFunctionArgs) => {
  const user = await requireNutritionAnalysisApi(request);
  const url = new URL(request.url);
  const from = readDate(url.searchParams.get("start_date"), "start_date");
  const database = await db();
  const memberId = await readMemberId(database, user, url.searchParams.get("member_id"));
  const period = { from, to: addDays(from, 6) };
  const { analysis, targets } = await analysisFor(database, user, period, memberId);
  return apiOk({ data: summaryJson(analysis, targets, memberId) });
});

export const action = api(async () => {
  throw methodNotAllowed(["GET"]);
});
