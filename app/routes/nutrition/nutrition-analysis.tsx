// /nutrition-analysis (flag nutrition_analysis_enabled; docs/product.md#nutrition): a household's or one
// member's intake over a period against daily goals. The period, the member and the trend's nutrient
// are in the address (?period=week|month|custom&from&to&member&nutrient), so every view is a link and
// works without JavaScript; the goals form posts here (intent=save-goals, or intent=preset to fill the
// form with a preset unsaved). Charts are static SVG drawn on the server, once per distinct picture
// (docs/decisions/033-nutrition-analysis-screen.md).
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { format, parseISO } from "date-fns";
import { todayForHousehold } from "~/domain/household/household.server";
import { MEAL_TYPE_LABELS, type MealType } from "~/domain/meal-plan/constants";
import { NO_DATA } from "~/domain/nutrition/analysis";
import { type AnalysisScreen, readAnalysisScreen } from "~/domain/nutrition/analysis-screen.server";
import { NUTRIENT_UNITS, NUTRITION_ANALYSIS_FLAG } from "~/domain/nutrition/constants";
import {
  CALORIES_HINT,
  GOAL_RANGES,
  GoalTargetsSchema,
  NUTRIENT_LABELS,
  PRESET_LABELS,
  PRESET_NAMES,
  PRESETS,
  type PresetName,
} from "~/domain/nutrition/goals";
import { saveNutritionGoals } from "~/domain/nutrition/goals.server";
import { RouteErrorBoundary } from "~/ui/kit/route-error";
import { type AnalysisData, AnalysisView, type ScreenData } from "~/ui/nutrition/analysis-view";
import { dailyCaloriesSvg, macroDoughnutSvg, trendSvg } from "~/ui/nutrition/charts.server";
import { GoalsForm } from "~/ui/nutrition/goals-form";
import { db } from "~/web/database.server";
import { redirectWithFlash } from "~/web/flash.server";
import { readForm, requireFlag } from "~/web/guards.server";
import { cleanSearchParams } from "~/web/input-gate.server";
import { invalidForm } from "~/web/page-action.server";

export const meta: MetaFunction = () => [{ title: "Nutrition Analysis | Family Meal Planner" }];

const GOALS_SAVED = "Nutrition goals saved";

const dayLabel = (iso: string) => format(parseISO(iso), "EEE d MMM");
const periodLabel = (from: string, to: string) =>
  from === to
    ? format(parseISO(from), "d MMM yyyy")
    : `${format(parseISO(from), "d MMM yyyy")} – ${format(parseISO(to), "d MMM yyyy")}`;

/** Whose goals the numbers are measured against, in words. */
function memberNote(screen: AnalysisScreen): string {
  const whose = screen.member ? screen.member.name : "Whole household (one serving of every meal)";
  if (screen.targetsSource === "saved") return `${whose}, against your goals`;
  if (screen.targetsSource === "default") return `${whose}, against the default goals`;
  const m = screen.member;
  const about =
    m?.age == null ? "no age given: the default goals" : `age ${m.age}, ${m.activityLevel.replace("_", " ")}`;
  return `${whose}, against goals estimated from the Dietary Guidelines (${about})`;
}

/** The screen's data: the analysis in plain numbers, its charts as SVG strings. */
function screenData(screen: AnalysisScreen, params: URLSearchParams): ScreenData {
  const { query, analysis: a, targets, nutrient } = screen;
  const base: Record<string, string> = { period: query.mode };
  if (query.mode === "custom") Object.assign(base, query.ok ? query.period : query.input);
  if (screen.member) base.member = String(screen.member.id);
  if (nutrient !== "calories") base.nutrient = nutrient;
  let analysis: AnalysisData | null = null;
  if (a) {
    const days = a.days.map((d) => ({ ...d, label: dayLabel(d.date) }));
    const short = days.map((d) => ({
      date: d.date,
      label: format(parseISO(d.date), days.length > 7 ? "d/M" : "EEE d"),
    }));
    const macroKcal = a.macroCalories;
    analysis = {
      label: periodLabel(a.period.from, a.period.to),
      daysWithEntries: a.daysWithEntries,
      entries: a.entries,
      days,
      average: a.average,
      macro: macroKcal,
      progress: a.progress.map((p) => ({ ...p, maximum: p.limit })),
      sources: a.topSources[nutrient],
      insights: a.insights,
      mealTypes: a.mealTypes.map((t) => ({
        ...t,
        label: MEAL_TYPE_LABELS[t.mealType as MealType] ?? t.mealType,
      })),
      charts: {
        macro:
          macroKcal.protein + macroKcal.carbs + macroKcal.fat > 0
            ? macroDoughnutSvg([
                { label: "Protein", kcal: macroKcal.protein },
                { label: "Carbs", kcal: macroKcal.carbs },
                { label: "Fat", kcal: macroKcal.fat },
              ])
            : null,
        daily: dailyCaloriesSvg(
          a.days.map((d, i) => ({ label: short[i]!.label, value: d.calories })),
          targets.calories,
        ),
        trend: trendSvg(
          a.days.map((d, i) => ({ label: short[i]!.label, value: d[nutrient] })),
          targets[nutrient],
          NUTRIENT_UNITS[nutrient],
        ),
      },
    };
  }
  return {
    mode: query.mode,
    input: query.ok ? query.period : query.input,
    errors: query.ok ? {} : query.errors,
    members: screen.members.map((m) => ({ id: m.id, name: m.name })),
    memberId: screen.member?.id ?? null,
    memberNote: memberNote(screen),
    nutrient,
    targets,
    goalsOpen: params.get("goals") === "1",
    print: params.get("print") === "1",
    base,
    analysis,
    labels: NUTRIENT_LABELS,
    noData: NO_DATA,
  };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireFlag(request, NUTRITION_ANALYSIS_FLAG);
  const params = cleanSearchParams(request);
  const database = await db();
  // "This Week" and "This Month" end on the household's today, the day the page cache keys (ADR 054).
  const today = await todayForHousehold(database, user.householdId, new Date());
  const screen = await readAnalysisScreen(database, user, params, today);
  return data(
    {
      screen: screenData(screen, params),
      goals: screen.goals.targets,
      rules: {
        presets: PRESETS,
        presetLabels: PRESET_LABELS,
        ranges: GOAL_RANGES,
        caloriesHint: CALORIES_HINT,
        labels: NUTRIENT_LABELS,
      },
    },
    { status: screen.query.ok ? 200 : 400 },
  );
}

type PresetAnswer = { intent: "preset"; preset: PresetName; values: Record<string, number> };

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireFlag(request, NUTRITION_ANALYSIS_FLAG);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "preset") {
    const preset = form.get("preset");
    if (!PRESET_NAMES.includes(preset as PresetName))
      throw new Response("Unknown preset.", { status: 400, statusText: "Bad Request" });
    const name = preset as PresetName;
    return data<PresetAnswer>({ intent: "preset", preset: name, values: PRESETS[name] });
  }
  if (intent === "save-goals") {
    const submission = parseWithZod(form, { schema: GoalTargetsSchema });
    if (submission.status !== "success") return invalidForm(submission);
    await saveNutritionGoals(await db(), user.id, submission.value, new Date());
    const url = new URL(request.url);
    return redirectWithFlash(request, `${url.pathname}${url.search}`, GOALS_SAVED);
  }
  throw new Response("Unknown action.", { status: 400, statusText: "Bad Request" });
}

export default function NutritionAnalysis() {
  const { screen, goals, rules } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const preset = answer && "intent" in answer ? answer.values : null;
  const refused = answer && "result" in answer ? answer.result : null;
  const initial = preset ?? (refused?.initialValue as Record<string, unknown> | undefined) ?? goals;
  const open = screen.goalsOpen || answer !== undefined;
  return (
    <AnalysisView
      data={{ ...screen, goalsOpen: open }}
      goals={
        <GoalsForm
          rules={rules}
          key={JSON.stringify(initial)}
          initial={initial}
          errors={refused?.error ?? undefined}
          formErrors={refused?.error?.[""] ?? undefined}
        />
      }
    />
  );
}

export function ErrorBoundary() {
  return RouteErrorBoundary({
    fallback: { title: "Failed to load nutrition data", retryTo: "/nutrition-analysis" },
  });
}
