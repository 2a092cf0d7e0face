// GET /api/nutrition/summary?start_date&end_date[&member_id] → {success, data: {start_date, end_date,
// member_id, days_with_entries, entries, average, macro_calories, progress, top_sources, insights,
// meal_types, days, goals, preset}}: the analysis screen's figures for the period, against the caller's
// goals (docs/product.md#nutrition-analysis). Bad dates, a start after the end or more than 366 days: 422.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { readRange } from "~/domain/nutrition/report-range";
import { analysisFor, readMemberId, summaryJson } from "~/domain/nutrition/reports.server";
import { api, apiOk } from "~/web/api.server";
import { db } from "~/web/database.server";
import { requireNutritionAnalysisApi } from "~/web/feature-api.server";
import { methodNotAllowed } from "~/web/meal-api.server";

export const loader = api(async ({ request }: LoaderFunctionArgs) => {
  const user = await requireNutritionAnalysisApi(request);
  const url = new URL(request.url);
  const period = readRange(url.searchParams.get("start_date"), url.searchParams.get("end_date"));
  const database = await db();
  const memberId = await readMemberId(database, user, url.searchParams.get("member_id"));
  const { analysis, targets } = await analysisFor(database, user, period, memberId);
  return apiOk({ data: summaryJson(analysis, targets, memberId) });
});

export const action = api(async () => {
  throw methodNotAllowed(["GET"]);
});
