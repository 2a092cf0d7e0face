// /ai-meal-planner/plans/:id/add — Add Meal Plan to Calendar (docs/product.md#ai-assistant): a start date
// (required; the plan's first date, else its first label, else today), an end date (start + 6 days),
// and a checkbox per meal with Select All / Deselect All and Select Day / Deselect Day. Without
// JavaScript those are submit buttons that re-render the form with the new choice; with it they tick
// the boxes in place. Add writes every chosen meal in one command (source 'ai'; notes and servings as
// the product says), then shows the count and a link to the planner.
import { randomUUID } from "node:crypto";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { format, parseISO } from "date-fns";
import { useRef } from "react";
import { addPlanToCalendar } from "~/domain/assistant/add-to-calendar.server";
import { defaultEndDate, planStartDate } from "~/domain/assistant/calendar";
import { getPlan } from "~/domain/assistant/chat.server";
import { AI_FLAG, AI_TEXTS } from "~/domain/assistant/constants";
import { AddToCalendarSchema } from "~/domain/assistant/schemas";
import { MEAL_TYPE_LABELS } from "~/domain/meal-plan/constants";
import * as css from "~/ui/assistant/assistant.css";
import { primaryButton, secondaryButton } from "~/ui/kit/button.css";
import { CsrfField } from "~/ui/kit/csrf-field";
import { FieldErrors, FormErrors } from "~/ui/kit/form";
import { Notice } from "~/ui/kit/notice";
import { PageHeader } from "~/ui/kit/page-title";
import { RouteErrorBoundary } from "~/ui/kit/route-error";
import { db } from "~/web/database.server";
import { readForm, requireFlag } from "~/web/guards.server";
import { invalidForm, orNotFound, pageContext, replyToError } from "~/web/page-action.server";
import { requireId } from "~/web/require.server";

export const meta: MetaFunction = () => [{ title: "Add Meal Plan to Calendar | Family Meal Planner" }];

const ISO = /^\d{4}-\d{2}-\d{2}$/;

async function loadPlan(request: Request, param: string | undefined) {
  const user = await requireFlag(request, AI_FLAG);
  const id = requireId(param, AI_TEXTS.planNotFound);
  const plan = await orNotFound(async () => getPlan(await db(), user, id), AI_TEXTS.planNotFound);
  return { user, plan };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { plan } = await loadPlan(request, params.id);
  const url = new URL(request.url);
  const today = format(new Date(), "yyyy-MM-dd");
  const askedStart = url.searchParams.get("start_date") ?? "";
  const start = ISO.test(askedStart) ? askedStart : planStartDate(plan, today);
  const askedEnd = url.searchParams.get("end_date") ?? "";
  const chosen = plan.days.flatMap((day, d) => day.meals.flatMap((m, i) => (m.include ? [`${d}:${i}`] : [])));
  // A double click on Add writes the meals once (the command remembers the key).
  return {
    plan,
    start,
    end: ISO.test(askedEnd) ? askedEnd : defaultEndDate(start),
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
    return data({ chosen: current, added, result: null });
  } catch (error) {
    const answer = replyToError(submission, error);
    return data(
      { chosen: current, added: null, result: answer.data.result },
      { status: answer.init?.status ?? 422 },
    );
  }
}

export default function AddPlanToCalendar() {
  const { plan, start, end, chosen: initial, key } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "add";
  const chosen = new Set(answer?.chosen ?? initial);
  const form = useRef<HTMLFormElement>(null);
  const errors = answer?.result?.error;
  // With JavaScript the Select/Deselect buttons tick the boxes in place instead of posting.
  const tick = (on: boolean, day?: number) => (event: React.MouseEvent) => {
    event.preventDefault();
    for (const box of form.current?.querySelectorAll<HTMLInputElement>('input[name="meal"]') ?? [])
      if (day === undefined || box.value.startsWith(`${day}:`)) box.checked = on;
  };
  if (answer?.added) {
    const date = format(parseISO(answer.added.startDate), "EEEE, MMMM d, yyyy");
    return (
      <div className={css.page}>
        <PageHeader id="add-title" title="Add Meal Plan to Calendar" />
        <Notice tone="success">{AI_TEXTS.calendarAdded(answer.added.count, date)}</Notice>
        <p>
          {AI_TEXTS.viewPlanner}{" "}
          <Link to={`/meal-planner?date=${answer.added.startDate}`}>Yes, view your meal plan</Link>
        </p>
        <p>
          <Link to="/ai-meal-planner">Back to the AI Meal Planner</Link>
        </p>
      </div>
    );
  }
  return (
    <div className={css.page}>
      <PageHeader id="add-title" title="Add Meal Plan to Calendar" />
      <p className={css.muted}>
        {plan.name}: {plan.days.length} days{plan.accepted ? ` · ${AI_TEXTS.accepted}` : ""}
      </p>
      <Form
        method="post"
        ref={form}
        className={css.section}
        aria-labelledby="add-title"
        // A new choice from the no-JavaScript buttons draws the boxes afresh.
        key={[...chosen].sort().join(",")}
      >
        <CsrfField />
        <input type="hidden" name="idempotency_key" value={key} />
        {/* Enter in a date field submits the form's first button: make that Add, not Select All. */}
        <button type="submit" name="intent" value="add" hidden tabIndex={-1} aria-hidden="true" />
        <FormErrors errors={errors?.[""] ?? undefined} />
        <div className={css.toolbar}>
          <label className={css.check}>
            Start Date
            <input
              type="date"
              name="start_date"
              required
              defaultValue={start}
              className={css.input}
              aria-describedby="start-error"
              aria-invalid={errors?.start_date ? true : undefined}
            />
          </label>
          <label className={css.check}>
            End Date
            <input
              type="date"
              name="end_date"
              defaultValue={end}
              className={css.input}
              aria-describedby="end-error"
              aria-invalid={errors?.end_date ? true : undefined}
            />
          </label>
        </div>
        <FieldErrors id="start-error" errors={errors?.start_date ?? undefined} />
        <FieldErrors id="end-error" errors={errors?.end_date ?? undefined} />
        <div className={css.toolbar}>
          <button
            type="submit"
            name="intent"
            value="select-all"
            className={secondaryButton}
            onClick={tick(true)}
            formNoValidate
          >
            Select All
          </button>
          <button
            type="submit"
            name="intent"
            value="deselect-all"
            className={secondaryButton}
            onClick={tick(false)}
            formNoValidate
          >
            Deselect All
          </button>
        </div>
        {plan.days.map((day, d) => (
          <fieldset key={day.label} className={css.dayGroup}>
            <legend>{day.label}</legend>
            <div className={css.toolbar}>
              <button
                type="submit"
                name="intent"
                value={`select-day-${d}`}
                className={secondaryButton}
                onClick={tick(true, d)}
                formNoValidate
                aria-label={`Select Day: ${day.label}`}
              >
                Select Day
              </button>
              <button
                type="submit"
                name="intent"
                value={`deselect-day-${d}`}
                className={secondaryButton}
                onClick={tick(false, d)}
                formNoValidate
                aria-label={`Deselect Day: ${day.label}`}
              >
                Deselect Day
              </button>
            </div>
            {day.meals.map((meal, m) => (
              <label key={`${meal.mealType}-${meal.title}`} className={css.check}>
                <input
                  type="checkbox"
                  name="meal"
                  value={`${d}:${m}`}
                  defaultChecked={chosen.has(`${d}:${m}`)}
                />
                {MEAL_TYPE_LABELS[meal.mealType]}: {meal.title}
                {meal.time ? ` (${meal.time})` : ""}
              </label>
            ))}
          </fieldset>
        ))}
        <FieldErrors id="meal-error" errors={errors?.meal ?? undefined} />
        <div className={css.toolbar}>
          <button type="submit" name="intent" value="add" className={primaryButton} disabled={saving}>
            {saving ? "Adding…" : "Add to Calendar"}
          </button>
          <Link to="/ai-meal-planner" className={secondaryButton}>
            Cancel
          </Link>
        </div>
      </Form>
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
