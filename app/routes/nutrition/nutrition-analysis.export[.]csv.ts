// GET /nutrition-analysis/export.csv?period&from&to&member: the analysis screen's Export Report — one
// row per day of the period, then the daily averages (per day with entries) and the goals they were
// measured against (docs/decisions/033-nutrition-analysis-screen.md).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { todayForHousehold } from "~/domain/household/household.server";
import { readAnalysisScreen } from "~/domain/nutrition/analysis-screen.server";
import { NUTRIENTS, NUTRITION_ANALYSIS_FLAG } from "~/domain/nutrition/constants";
import { csvRow } from "~/integrations/formats/csv";
import { db } from "~/web/database.server";
import { downloadHeaders } from "~/web/downloads";
import { requireFlag } from "~/web/guards.server";
import { cleanSearchParams } from "~/web/input-gate.server";

const round = (n: number) => Math.round(n * 10) / 10;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireFlag(request, NUTRITION_ANALYSIS_FLAG);
  const params = cleanSearchParams(request);
  const database = await db();
  const today = await todayForHousehold(database, user.householdId, new Date());
  const screen = await readAnalysisScreen(database, user, params, today);
  if (!screen.query.ok || !screen.analysis)
    return new Response(`${Object.values(screen.query.ok ? {} : screen.query.errors).join("\n")}\n`, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  const a = screen.analysis;
  const who = screen.member ? screen.member.name : "Whole household";
  const body = [
    csvRow(["date", ...NUTRIENTS, "meals_missing_nutrition"]),
    ...a.days.map((d) => csvRow([d.date, ...NUTRIENTS.map((n) => round(d[n])), d.missing ? "yes" : "no"])),
    csvRow([]),
    csvRow([
      `daily average (${a.daysWithEntries} days with meals)`,
      ...NUTRIENTS.map((n) => round(a.average[n])),
    ]),
    csvRow(["goal", ...NUTRIENTS.map((n) => screen.targets[n])]),
    csvRow(["who", who]),
  ].join("");
  const slug = screen.member ? `-member-${screen.member.id}` : "";
  return new Response(body, {
    headers: downloadHeaders(
      "text/csv; charset=utf-8",
      `nutrition-${a.period.from}-to-${a.period.to}${slug}.csv`,
    ),
  });
}
