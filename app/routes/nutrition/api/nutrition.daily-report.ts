// GET /api/nutrition/daily-report?date[&member_id] → {success, data}: the summary's answer for one day
// (app/routes/nutrition/api/nutrition.summary.ts). A missing or impossible date: 422.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { readDate } from "~/domain/nutrition/report-range";
import { analysisFor, readMemberId, summaryJson } from "~/domain/nutrition/reports.server";
import { api, apiOk } from "~/web/api.server";
import { db } from "~/web/database.server";
import { requireNutritionAnalysisApi } from "~/web/feature-api.server";
import { methodNotAllowed } from "~/web/meal-api.server";

export const loader = api(async ({ request }: LoaderFunctionArgs) => {
  const user = await requireNutritionAnalysisApi(request);
  const url = new URL(request.url);
  const date = readDate(url.searchParams.get("date"), "date");
  const database = await db();
  const memberId = await readMemberId(database, user, url.searchParams.get("member_id"));
  const { analysis, targets } = await analysisFor(database, user, { from: date, to: date }, memberId);
  return apiOk({ data: { date, ...summaryJson(analysis, targets, memberId) } });
});

export const action = api(async () => {
  throw methodNotAllowed(["GET"]);
});
