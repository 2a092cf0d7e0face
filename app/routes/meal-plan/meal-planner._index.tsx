// The meal planner (docs/product.md#meal-planner): month, week and day views of the
// household's meals from the calendar read model, a nutrition summary from those same meals (unknown
// values stay unknown, so the daily sums of rm_daily_nutrition, where unknown counts as 0, are not used
// here; ADR 010), and links to every change (each a form that works without JavaScript). JavaScript adds drag
// and drop in the week view, removing from a dialog, printing and a background refresh every 30 s.
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation, useRouteLoaderData } from "@remix-run/react";
import { useState } from "react";
import { defaultMealTime, getHouseholdAndMembers } from "~/domain/household/household.server";
import { householdToday } from "~/domain/household/time-zone";
import { MEAL_TEXTS, MEAL_TYPES, type MealType } from "~/domain/meal-plan/constants";
import { formatDay } from "~/domain/meal-plan/dates";
import {
  GenerateNutritionSchema,
  generateMissingNutrition,
  generateNutritionMessage,
} from "~/domain/meal-plan/generate-nutrition.server";
import { listMeals } from "~/domain/meal-plan/meals.server";
import { isPlannerView, plannerViewOf } from "~/domain/meal-plan/preferences.server";
import { parseMealDate } from "~/domain/meal-plan/schemas";
import { SHOPPING_FLAG } from "~/domain/shopping/constants";
import { useFlashMessage } from "~/ui/kit/flash-message";
import { refusal } from "~/ui/meal-plan/form-answer";
import { GENERATE_INTENT, GenerateNutritionForm } from "~/ui/meal-plan/generate-nutrition-form";
import * as css from "~/ui/meal-plan/planner.css";
import {
  PrintButton,
  RemoveMealProvider,
  useBackgroundRefresh,
  useRemovedMealIds,
} from "~/ui/meal-plan/planner-client";
import { PlannerControls } from "~/ui/meal-plan/planner-controls";
import { AddMealLink } from "~/ui/meal-plan/planner-dialogs";
import { PlannerRouteError } from "~/ui/meal-plan/planner-error";
import {
  memberCalories,
  monthGrid,
  plannerHref,
  rangeLabel,
  shortDate,
  summarize,
  toMonthMeal,
  toPlannerMeal,
  totalsFromMeals,
  viewRange,
  weekDays,
} from "~/ui/meal-plan/planner-format";
import { ChosenDay, DayView, MonthView, NutritionSummaryPanel } from "~/ui/meal-plan/planner-views";
import { WeekView } from "~/ui/meal-plan/planner-week";
import { AddDayToList, PlannerShoppingLinks } from "~/ui/pantry/pantry-forms";
import { db } from "~/web/database.server";
import { redirectWithFlash } from "~/web/flash.server";
import { readForm, requireUser } from "~/web/guards.server";
import { cleanSearchParams } from "~/web/input-gate.server";
import { badRequest, invalidForm, pageContext, replyToError, webCommand } from "~/web/page-action.server";
import { rememberedView, rememberView } from "~/web/planner-view.server";

export const meta: MetaFunction = () => [{ title: "Meal Planner | Family Meal Planner" }];

// The flash message after a change is shown in the planner, above its controls.
export const handle = { flash: "inline" };

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  cleanSearchParams(request);
  const database = await db();

  // A view in the address is remembered for the user (a cookie in the answer: this GET writes
  // nothing); otherwise the remembered one (week at first).
  const asked = url.searchParams.get("view");
  const remembered = (await rememberedView(request, user.id)) ?? plannerViewOf(user);
  const view = isPlannerView(asked) ? asked : remembered;
  const headers = new Headers();
  if (view !== remembered) headers.set("Set-Cookie", await rememberView(request, user.id, view));

  const { household, members } = await getHouseholdAndMembers(database, user.householdId);
  // Today's highlight and the default date: the household's day, in its zone (ADR 037).
  const today = householdToday(household.timeZone, new Date());
  const date = parseMealDate(url.searchParams.get("date") ?? "") ?? today;

  // members=1,2 (a link) or members=1&members=2 (the filter form); all members is no filter.
  const known = new Set(members.map((m) => m.id));
  const asked_members = url.searchParams
    .getAll("members")
    .flatMap((v) => v.split(","))
    .map((v) => Number(v.trim()))
    .filter((id) => known.has(id));
  let selected = [...new Set(asked_members)].sort((a, b) => a - b);
  if (selected.length === members.length) selected = [];

  const range = viewRange(view, date);
  // A meal for everyone is every member's meal (listMeals filters in SQL).
  const calendar = await listMeals(database, user.householdId, {
    from: range.from,
    to: range.to,
    memberIds: selected,
  });
  const meals = calendar.map(toPlannerMeal);

  // One serving of every shown meal per day, and calories per member over the summary's days.
  const totals = totalsFromMeals(meals);
  const inSummary = (d: string) => d >= range.summaryFrom && d <= range.summaryTo;
  const perMember = memberCalories(
    meals.filter((m) => inSummary(m.date)),
    members.filter((m) => selected.length === 0 || selected.includes(m.id)),
  );
  const summary = summarize(
    view === "day" ? "total" : "average",
    totals.filter((t) => inSummary(t.date)),
    perMember,
  );

  const typeTimes = Object.fromEntries(
    MEAL_TYPES.map((t) => [t, defaultMealTime(household.mealTimes, t)]),
  ) as Record<MealType, string>;
  const page = {
    date,
    today,
    label: rangeLabel(view, date),
    days: view === "month" ? monthGrid(date) : view === "week" ? weekDays(date) : [date],
    members: members.map((m) => ({ id: m.id, name: m.name })),
    selected,
    totals,
    summary,
    typeTimes,
    range: { from: range.from, to: range.to },
    print: url.searchParams.get("print") === "1",
  };
  // The month sends only what its grid and its chosen day draw of each meal (toMonthMeal).
  return data(
    view === "month" ? { ...page, view, meals: meals.map(toMonthMeal) } : { ...page, view, meals },
    { headers },
  );
}

/**
 * The planner's one form of its own: 'Generate Missing Nutrition Data' over the range it shows (the
 * whole household's meals, whoever the filter shows). Back to the same view with the outcome as the flash.
 */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  if (form.get("intent") !== GENERATE_INTENT) throw badRequest("Unknown intent.");
  const submission = parseWithZod(form, { schema: GenerateNutritionSchema });
  if (submission.status !== "success") return invalidForm(submission);
  const context = pageContext(request, user, form);
  let message: string;
  try {
    const result = await generateMissingNutrition(
      await db(),
      user,
      { from: submission.value.start_date, to: submission.value.end_date },
      webCommand(context),
    );
    message = generateNutritionMessage(result);
  } catch (error) {
    return replyToError(submission, error);
  }
  const view = form.get("view");
  const date = parseMealDate(form.get("date") ?? "");
  const members = String(form.get("members") ?? "")
    .split(",")
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  const back = plannerHref({
    view: isPlannerView(view) ? view : undefined,
    date: date ?? undefined,
    members,
  });
  return redirectWithFlash(request, back, message);
}

export default function MealPlanner() {
  const data = useLoaderData<typeof loader>();
  const failed = refusal(useActionData<typeof action>());
  const notice = useFlashMessage();
  const navigation = useNavigation();
  const removed = useRemovedMealIds();
  const [dragging, setDragging] = useState(false);
  useBackgroundRefresh(dragging);
  // The shopping list's actions only while it is on for the user (the root read the flags).
  const shopping = (useRouteLoaderData<{ flags: string[] }>("root")?.flags ?? []).includes(SHOPPING_FLAG);
  const addDay = (text?: string) =>
    shopping
      ? (day: string) => <AddDayToList date={day} dayName={formatDay(day, "EEEE, MMMM d")} text={text} />
      : undefined;

  // A meal removed here is hidden at once, before the planner is read again (RemoveMealProvider).
  const shown = <Meal extends { id: number }>(meals: readonly Meal[]) =>
    meals.filter((m) => !removed.has(m.id));
  const none = !data.meals.some((m) => !removed.has(m.id));
  const here = plannerHref({ view: data.view, date: data.date, members: data.selected });
  const loading = navigation.state === "loading" && navigation.location.pathname === "/meal-planner";
  const summaryTitle =
    data.view === "day"
      ? `Nutrition for ${shortDate(data.date)}`
      : data.view === "week"
        ? "Weekly average"
        : "Monthly daily average";
  const summary = <NutritionSummaryPanel summary={data.summary} title={summaryTitle} />;
  const generate = (
    <GenerateNutritionForm
      from={data.range.from}
      to={data.range.to}
      view={data.view}
      date={data.date}
      members={data.selected}
    />
  );

  return (
    <section
      aria-labelledby="planner-title"
      className={`${css.page} ${css.printable} ${data.print ? css.printMode : ""}`}
    >
      <div className={css.header}>
        <h1 id="planner-title" className={css.title}>
          Meal Planner
        </h1>
        <div className={css.toolbar} data-print="hide">
          {generate}
          {shopping ? (
            <PlannerShoppingLinks from={data.range.from} to={data.range.to} className={css.secondaryButton} />
          ) : null}
          <PrintButton printHref={`${here}${here.includes("?") ? "&" : "?"}print=1`} />
          <AddMealLink to={`/meal-planner/new?date=${data.date}&type=dinner`} className={css.primaryButton}>
            Add Meal
          </AddMealLink>
        </div>
      </div>

      {data.print ? (
        <div className={css.notice} data-print-note>
          <p>This is the print version. Use your browser's Print command (Ctrl+P or ⌘P) to print it.</p>
          <p>
            <a href={here}>Back to the planner</a>
          </p>
        </div>
      ) : null}
      {failed ? (
        <p role="alert" className={css.notice} data-print="hide">
          {failed.text}
        </p>
      ) : null}
      {notice ? (
        <p role="status" className={css.notice} data-print="hide">
          {notice}
        </p>
      ) : null}

      <PlannerControls
        view={data.view}
        date={data.date}
        today={data.today}
        label={data.label}
        members={data.members}
        selected={data.selected}
      />

      {loading ? (
        <p role="status" className={css.muted}>
          {MEAL_TEXTS.loading}
        </p>
      ) : null}

      <RemoveMealProvider>
        {data.view === "day" ? (
          <div className={css.layout}>
            <DayView
              date={data.date}
              meals={shown(data.meals)}
              typeTimes={data.typeTimes}
              dayAction={addDay("Add day to shopping list")}
            />
            <aside aria-label="Nutrition summary">{summary}</aside>
          </div>
        ) : data.view === "week" ? (
          <div className={css.wideLayout}>
            <WeekView
              days={data.days}
              today={data.today}
              meals={shown(data.meals)}
              typeTimes={data.typeTimes}
              totals={data.totals}
              members={data.selected}
              label={data.label}
              onDragging={setDragging}
              dayAction={addDay()}
            />
            <div>
              {summary}
              {data.summary.mealsMissing > 0 ? (
                <section aria-label="Missing nutrition" className={css.muted}>
                  {generate}
                </section>
              ) : null}
            </div>
          </div>
        ) : (
          <div className={css.wideLayout}>
            <MonthView
              date={data.date}
              today={data.today}
              days={data.days}
              meals={shown(data.meals)}
              totals={data.totals}
              members={data.selected}
              label={data.label}
            />
            <ChosenDay
              date={data.date}
              meals={shown(data.meals).filter((m) => m.date === data.date)}
              members={data.selected}
            />
            {summary}
          </div>
        )}
      </RemoveMealProvider>
      {none ? (
        <p className={css.muted}>
          No meals planned for {data.view === "day" ? shortDate(data.date) : data.label}.{" "}
          <AddMealLink to={`/meal-planner/new?date=${data.date}&type=dinner`} data-print="hide">
            Add a meal
          </AddMealLink>
        </p>
      ) : null}
    </section>
  );
}

export function ErrorBoundary() {
  return <PlannerRouteError title={MEAL_TEXTS.loadFailed} />;
}
