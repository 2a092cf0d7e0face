// Add Meal Plan to Calendar (docs/product.md#ai-assistant): a start date (required), an end date, and a
// checkbox per meal with Select All / Deselect All and Select Day / Deselect Day. The page
// /ai-meal-planner/plans/:id/add without JavaScript; with it, the plan cards' and Planning Tools' links
// open the same form in a dialog over the chat (ADR 013), whose submit is disabled with a spinner while
// saving and which turns into the success message and the 'view your meal plan' prompt. Opened from the
// dashboard, the planner follows a second later (docs/product.md#ai-assistant).
import { Link, useLocation, useNavigate } from "@remix-run/react";
import { type FormEvent, type MouseEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { AI_TEXTS } from "~/domain/assistant/constants";
import type { MealPlan } from "~/domain/assistant/schemas";
import { MEAL_TYPE_LABELS } from "~/domain/meal-plan/constants";
import * as noticeCss from "~/ui/kit/notice.css";
import { primaryButton, secondaryButton } from "../kit/button.css";
import { CsrfField } from "../kit/csrf-field";
import { FieldErrors, FormErrors } from "../kit/form";
import { Notice } from "../kit/notice";
import { type DialogHost, RouteDialog, RouteDialogLink } from "../kit/route-dialog";
import * as css from "./assistant.css";

export const ADD_TITLE = "Add Meal Plan to Calendar";

/** What the add page's loader answers (the dialog loads the same). */
export type AddPlanData = { plan: MealPlan; start: string; end: string; chosen: string[]; key: string };
/** What its action answers: the choice (after a Select/Deselect button without JavaScript), the result. */
export type AddPlanAnswer = {
  chosen: string[];
  /** `date`: the start date as the message writes it ('Friday, November 27, 2026'). */
  added: { count: number; startDate: string; date: string } | null;
  result: { error?: Record<string, string[] | null> | null } | null;
};

export const addPlanHref = (planId: number) => `/ai-meal-planner/plans/${planId}/add`;

export function AddToCalendarForm(props: {
  data: AddPlanData;
  answer: AddPlanAnswer | undefined;
  /** The page's Remix form, or the dialog's fetcher form. */
  FormElement: DialogHost["Form"];
  saving: boolean;
  /** In a dialog: Cancel closes it; on the page Cancel goes back to the AI Meal Planner. */
  onCancel?: () => void;
  /** On the page, the heading that names the form (a dialog is named by its title). */
  labelledBy?: string;
}) {
  const { plan, start, end, key } = props.data;
  const { FormElement, answer, saving } = props;
  const chosen = new Set(answer?.chosen ?? props.data.chosen);
  const form = useRef<HTMLFormElement>(null);
  const errors = answer?.result?.error;
  // With JavaScript the Select/Deselect buttons tick the boxes in place instead of posting.
  const tick = (on: boolean, day?: number) => (event: MouseEvent) => {
    event.preventDefault();
    for (const box of form.current?.querySelectorAll<HTMLInputElement>('input[name="meal"]') ?? [])
      if (day === undefined || box.value.startsWith(`${day}:`)) box.checked = on;
  };
  const choiceButton = (
    intent: string,
    label: string,
    onClick: (event: MouseEvent) => void,
    aria?: string,
  ) => (
    <button
      type="submit"
      name="intent"
      value={intent}
      className={secondaryButton}
      onClick={onClick}
      formNoValidate
      aria-label={aria}
    >
      {label}
    </button>
  );
  return (
    <>
      <p className={css.muted}>
        {plan.name}: {plan.days.length} days{plan.accepted ? ` · ${AI_TEXTS.accepted}` : ""}
      </p>
      <FormElement
        method="post"
        action={addPlanHref(plan.id)}
        ref={form}
        className={css.section}
        aria-labelledby={props.labelledBy}
        // A new choice from the no-JavaScript buttons draws the boxes afresh.
        key={[...chosen].sort().join(",")}
      >
        <CsrfField />
        {/* A double click on Add writes the meals once (the command remembers the key). */}
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
          {choiceButton("select-all", "Select All", tick(true))}
          {choiceButton("deselect-all", "Deselect All", tick(false))}
        </div>
        {plan.days.map((day, d) => (
          <fieldset key={day.label} className={css.dayGroup}>
            <legend>{day.label}</legend>
            <div className={css.toolbar}>
              {choiceButton(`select-day-${d}`, "Select Day", tick(true, d), `Select Day: ${day.label}`)}
              {choiceButton(
                `deselect-day-${d}`,
                "Deselect Day",
                tick(false, d),
                `Deselect Day: ${day.label}`,
              )}
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
            {saving ? <span className={css.spinner} aria-hidden="true" /> : null}
            {saving ? "Adding…" : "Add to Calendar"}
          </button>
          {props.onCancel ? (
            <button type="button" className={secondaryButton} onClick={props.onCancel}>
              Cancel
            </button>
          ) : (
            <Link to="/ai-meal-planner" className={secondaryButton}>
              Cancel
            </Link>
          )}
        </div>
      </FormElement>
    </>
  );
}

/**
 * The meals are in the calendar: how many from when, and the prompt to see them. In a dialog opened on
 * the dashboard the planner follows a second later (docs/product.md#ai-assistant).
 */
export function AddedToCalendar(props: {
  added: {
    count: number;
    startDate: string;
    date: string;
    leftOut?: { title: string; reason: string }[];
    checks?: string[];
  };
  onClose?: () => void;
}) {
  const planner = `/meal-planner?date=${props.added.startDate}`;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const leftOut = props.added.leftOut ?? [];
  const checks = props.added.checks ?? [];
  // A meal left out for an allergy is read before anyone moves on: no hop to the planner then.
  const fromDashboard =
    props.onClose !== undefined && pathname === "/" && leftOut.length === 0 && checks.length === 0;
  useEffect(() => {
    if (!fromDashboard) return;
    const timer = setTimeout(() => navigate(planner), 1000);
    return () => clearTimeout(timer);
  }, [fromDashboard, navigate, planner]);
  return (
    <>
      <Notice tone="success">{AI_TEXTS.calendarAdded(props.added.count, props.added.date)}</Notice>
      {leftOut.length > 0 ? (
        <div role="alert" className={noticeCss.errorNotice}>
          {AI_TEXTS.leftOutForAllergies(leftOut.length)}
          <ul>
            {leftOut.map((m) => (
              <li key={`${m.title}-${m.reason}`}>{m.reason}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {checks.length > 0 ? (
        <ul className={noticeCss.notice}>
          {checks.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      <p>
        {AI_TEXTS.viewPlanner} <Link to={planner}>Yes, view your meal plan</Link>
      </p>
      {props.onClose ? (
        <button type="button" className={secondaryButton} onClick={props.onClose}>
          Close
        </button>
      ) : (
        <p>
          <Link to="/ai-meal-planner">Back to the AI Meal Planner</Link>
        </p>
      )}
    </>
  );
}

/** The form in the dialog: the success once added, else the form with the fetcher's answer. */
function renderInDialog(data: AddPlanData, host: DialogHost<AddPlanAnswer>) {
  const added = host.answer?.added;
  if (added) return <AddedToCalendar added={added} onClose={host.close} />;
  return (
    <AddToCalendarForm
      data={data}
      answer={host.answer}
      FormElement={host.Form}
      saving={host.busy && host.formData?.get("intent") === "add"}
      onCancel={host.close}
    />
  );
}

/** 'Add to Calendar' on a plan card or in Planning Tools: the page without JavaScript, a dialog with it. */
export function AddToCalendarLink(props: {
  planId: number;
  planName: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <RouteDialogLink<AddPlanData, AddPlanAnswer>
      to={addPlanHref(props.planId)}
      title={ADD_TITLE}
      className={props.className}
      aria-label={`Add to Calendar: ${props.planName}`}
      render={renderInDialog}
    >
      {props.children}
    </RouteDialogLink>
  );
}

/**
 * Planning Tools' 'Add meal plan to calendar' block: the latest plan from the chosen dates. Without
 * JavaScript it asks for the add page with them; with it the page opens in a dialog.
 */
export function ChooseMealsForm(props: { planId: number; start: string; end: string }) {
  const [href, setHref] = useState<string | null>(null);
  const action = addPlanHref(props.planId);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) query.set(name, String(value));
    setHref(`${action}?${query}`);
  };
  return (
    <>
      <form method="get" action={action} className={css.toolbar} onSubmit={onSubmit}>
        <label className={css.check}>
          Start Date
          <input type="date" name="start_date" defaultValue={props.start} required className={css.input} />
        </label>
        <label className={css.check}>
          End Date
          <input type="date" name="end_date" defaultValue={props.end} className={css.input} />
        </label>
        <button type="submit" className={secondaryButton} aria-haspopup="dialog">
          Choose meals
        </button>
      </form>
      {href ? (
        <RouteDialog<AddPlanData, AddPlanAnswer>
          href={href}
          title={ADD_TITLE}
          render={renderInDialog}
          onClose={() => setHref(null)}
        />
      ) : null}
    </>
  );
}
