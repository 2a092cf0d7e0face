// /ai-meal-planner/plans/:id/add — Add Meal Plan to Calendar (docs/product.md#ai-assistant): a start date
// (required; the plan's first date, else its first label, else today), an end date (start + 6 days),
// and a checkbox per meal with Select All / Deselect All and Select Day / Deselect Day. Without
// JavaScript those are submit buttons that re-render the form with the new choice; with it they tick
// the boxes in place. Add writes every chosen meal in one command (source 'ai'; notes and servings as
// the product says), then shows the count and a link to the planner. The form itself is
// ui/assistant/add-to-calendar.tsx, which also opens it in a dialog with JavaScript.
import { randomUUID } from "node:crypto";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { format, parseISO } from "date-fns";
import { addPlanToCalendar } from "~/domain/assistant/add-to-calendar.server";
import { defaultEndDate, planStartDate } from "~/domain/assistant/calendar";
import { getPlan } from "~/domain/assistant/chat.server";
import { AI_FLAG, AI_TEXTS } from "~/domain/assistant/constants";
import { AddToCalendarSchema } from "~/domain/assistant/schemas";
import { todayForHousehold } from "~/domain/household/household.server";
import { parseCalendarDate } from "~/domain/shared/calendar-date";
import { ADD_TITLE, AddedToCalendar, AddToCalendarForm } from "~/ui/assistant/add-to-calendar";
import * as css from "~/ui/assistant/assistant.css";
import { PageHeader } from "~/ui/kit/page-title";
import { RouteErrorBoundary } from "~/ui/kit/route-error";
import { db } from "~/web/database.server";
import { readForm, requireFlag } from "~/web/guards.server";
import { invalidForm, orNotFound, pageContext, replyToError } from "~/web/page-action.server";
import { requireId } from "~/web/require.server";

export const meta: MetaFunction = () => [{ title: `${ADD_TITLE} | Family Meal Planner` }];

async function loadPlan(request: Request, param: string | undefined) {
  const user = await requireFlag(request, AI_FLAG);
  const id = requireId(param, AI_TEXTS.planNotFound);
  const plan = await orNotFound(async () => getPlan(await db(), user, id), AI_TEXTS.planNotFound);
  return { user, plan };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, plan } = await loadPlan(request, params.id);
  const url = new URL(request.url);
  const today = await todayForHousehold(await db(), user.householdId, new Date());
  const askedStart = url.searchParams.get("start_date") ?? "";
  const start = parseCalendarDate(askedStart) ?? planStartDate(plan, today);
  const askedEnd = url.searchParams.get("end_date") ?? "";
  const chosen = plan.days.flatMap((day, d) => day.meals.flatMap((m, i) => (m.include ? [`${d}:${i}`] : [])));
  // A double click on Add writes the meals once (the command remembers the key).
  return {
    plan,
    start,
    end: parseCalendarDate(askedEnd) ?? defaultEndDate(start),
    chosen,
    key: randomUUID(),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, plan } = await loadPlan(request, params.id);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "add");
  // The no-JavaScript Select/Deselect buttons: answer the form again with the new choice.
  const all = plan.days.flatMap((day, d) => day.meals.map((_, i) => `${d}:${i}`));
  const current = form.getAll("meal").map(String);
  const select = /^(select|deselect)-(all|day-(\d+))$/.exec(intent);
  if (select) {
    const day = select[3];
    const scope = day === undefined ? all : all.filter((k) => k.startsWith(`${day}:`));
    const chosen =
      select[1] === "select"
        ? [...new Set([...current, ...scope])]
        : current.filter((k) => !scope.includes(k));
    return data({ chosen, added: null, result: null });
  }
  const submission = parseWithZod(form, { schema: AddToCalendarSchema });
  if (submission.status !== "success")
    return data(
      { chosen: current, added: null, result: invalidForm(submission).data.result },
      { status: 422 },
    );
  try {
    const context = pageContext(request, user, form);
    const added = await addPlanToCalendar(
      await db(),
      user,
      {
        planId: plan.id,
        startDate: submission.value.start_date,
        endDate: submission.value.end_date,
        chosen: new Set(submission.value.meal),
      },
      { now: context.now, requestId: context.requestId, idempotencyKey: context.idempotencyKey },
    );
    // The date as the message writes it, made here so the browser needs no date library for it.
    const date = format(parseISO(added.startDate), "EEEE, MMMM d, yyyy");
    return data({ chosen: current, added: { ...added, date }, result: null });
  } catch (error) {
    const answer = replyToError(submission, error);
    return data(
      { chosen: current, added: null, result: answer.data.result },
      { status: answer.init?.status ?? 422 },
    );
  }
}

export default function AddPlanToCalendar() {
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "add";
  return (
    <div className={css.page}>
      <PageHeader id="add-title" title={ADD_TITLE} />
      {answer?.added ? (
        <AddedToCalendar added={answer.added} />
      ) : (
        <AddToCalendarForm
          data={data}
          answer={answer}
          FormElement={Form}
          saving={saving}
          labelledBy="add-title"
        />
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return RouteErrorBoundary({
    notFound: {
      title: "Meal plan not found",
      message: AI_TEXTS.planNotFound,
      back: { to: "/ai-meal-planner", label: "Back to the AI Meal Planner" },
    },
    fallback: { title: "Add Meal Plan to Calendar" },
  });
}
