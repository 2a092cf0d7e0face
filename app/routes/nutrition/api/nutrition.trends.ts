// GET /api/nutrition/trends?start_date&end_date&nutrient[&member_id] → {success, data: {start_date,
// end_date, nutrient, unit, target, average, days: [{date, value, missing}]}}: one nutrient per day of
// the period (calories when none is named) with the caller's daily goal. An unknown nutrient: 422.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { readRange } from "~/domain/nutrition/report-range";
import { analysisFor, readMemberId, readNutrient, trendJson } from "~/domain/nutrition/reports.server";
import { api, apiOk } from "~/web/api.server";
import { db } from "~/web/database.server";
import { requireNutritionAnalysisApi } from "~/web/feature-api.server";
import { methodNotAllowed } from "~/web/meal-api.server";

export const loader = api(async ({ request }: LoaderFunctionArgs) => {
  const user = await requireNutritionAnalysisApi(request);
  const url = new URL(request.url);
  const period = readRange(url.searchParams.get("start_date"), url.searchParams.get("end_date"));
  const nutrient = readNutrient(url.searchParams.get("nutrient"));
  const database = await db();
  const memberId = await readMemberId(database, user, url.searchParams.get("member_id"));
  const { analysis, targets } = await analysisFor(database, user, period, memberId);
  return apiOk({ data: { member_id: memberId ?? null, ...trendJson(analysis, targets, nutrient) } });
});

export const action = api(async () => {
  throw methodNotAllowed(["GET"]);
});
