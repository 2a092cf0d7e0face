// The Move form (the assign-meal-type dialog: docs/product.md#meal-planner, 'Move') and the leftovers
// form (the assign-leftovers modal: docs/product.md#meal-planner, 'Leftovers'), as their pages and the
// planner's dialogs show them. Used by routes/meal-plan/meal-planner.meals.$id.move.tsx and .leftovers.tsx, and
// loaded lazily by planner-dialogs.tsx.
import { Form, Link, useNavigation } from "@remix-run/react";
import { useState } from "react";
import {
  LEFTOVER_SERVINGS,
  MEAL_TEXTS,
  MEAL_TYPES,
  type MealType,
  TITLE_MAX,
} from "~/domain/meal-plan/constants";
import { CsrfField } from "~/ui/kit/csrf-field";
import { Field, FormErrors, formStyles } from "~/ui/kit/form";
import type { DialogHost } from "~/ui/kit/route-dialog";
import { type FormAnswer, refusal } from "./form-answer";
import * as css from "./planner.css";
import { formatTime, longDate, shortDate, typeLabel } from "./planner-format";

function CancelButton({ host, to }: { host?: DialogHost<unknown>; to: string }) {
  return host ? (
    <button type="button" className={css.secondaryButton} onClick={host.close}>
      Cancel
    </button>
  ) : (
    <Link to={to} className={css.secondaryButton}>
      Cancel
    </Link>
  );
}

/** The date and meal type a meal (or its leftovers) goes to, with their messages. */
function DateAndTypeFields(props: {
  idPrefix: string;
  labels: [string, string];
  values: { date: string; meal_type: string };
  errors: { date?: string[]; meal_type?: string[] };
}) {
  const { idPrefix: id, values, errors } = props;
  return (
    <>
      <Field label={props.labels[0]} id={`${id}-date`} errorId={`${id}-date-error`} errors={errors.date}>
        <input
          id={`${id}-date`}
          name="date"
          type="date"
          required
          defaultValue={values.date}
          className={formStyles.input}
          aria-invalid={errors.date?.length ? true : undefined}
          aria-describedby={`${id}-date-error`}
        />
      </Field>
      <Field label={props.labels[1]} id={`${id}-type`} errorId={`${id}-type-error`} errors={errors.meal_type}>
        <select
          id={`${id}-type`}
          name="meal_type"
          required
          defaultValue={values.meal_type}
          className={formStyles.input}
          aria-invalid={errors.meal_type?.length ? true : undefined}
          aria-describedby={`${id}-type-error`}
        >
          {MEAL_TYPES.map((t) => (
            <option key={t} value={t}>
              {typeLabel(t)}
            </option>
          ))}
        </select>
      </Field>
    </>
  );
}

/** The fields a refused form shows again, as they were posted. */
function postedValues<K extends string>(
  posted: Record<string, unknown>,
  keys: readonly K[],
): Record<K, string> {
  return Object.fromEntries(keys.map((k) => [k, typeof posted[k] === "string" ? posted[k] : ""])) as Record<
    K,
    string
  >;
}

// --- move ------------------------------------------------------------------------------------------

const MOVE_FIELDS = ["date", "meal_type", "time"] as const;
export type MoveValues = Record<(typeof MOVE_FIELDS)[number], string>;
/** What /meal-planner/meals/{id}/move's loader answers. */
export type MovePageData = {
  meal: { id: number; title: string; date: string; time: string; mealType: MealType; version: number };
};

export function MoveMealForm(props: {
  loaded: MovePageData;
  answer: FormAnswer | undefined;
  host?: DialogHost<unknown>;
}) {
  const { loaded, answer, host } = props;
  const { meal } = loaded;
  const navigation = useNavigation();
  const path = `/meal-planner/meals/${meal.id}/move`;
  const busy = host ? host.busy : navigation.state !== "idle" && navigation.formAction === path;
  const FormElement = host ? host.Form : Form;
  const failed = refusal(answer);
  const values = failed
    ? postedValues(failed.values, MOVE_FIELDS)
    : { date: meal.date, meal_type: meal.mealType, time: "" };
  const errors: Partial<Record<keyof MoveValues, string[]>> = failed?.fieldErrors ?? {};
  const invalid = (key: keyof MoveValues) => (errors[key]?.length ? true : undefined);
  return (
    <section aria-labelledby={host ? undefined : "move-title"} className={host ? undefined : css.panel}>
      {host ? null : (
        <h1 id="move-title" className={css.title}>
          Move {meal.title}
        </h1>
      )}
      <p>
        Now: {typeLabel(meal.mealType)} on {longDate(meal.date)} at {formatTime(meal.time)} (
        {shortDate(meal.date)}).
      </p>
      {failed?.conflict ? (
        <div role="alert" className={css.errorNotice}>
          <p className={css.errorText}>{failed.text}</p>
          <p>
            <a href={path}>Reload</a>
          </p>
        </div>
      ) : failed ? (
        <FormErrors errors={[`${MEAL_TEXTS.moveFailed} ${failed.text}`]} />
      ) : null}
      <FormElement method="post" action={path} className={css.form}>
        <CsrfField />
        <input type="hidden" name="version" value={meal.version} />
        <DateAndTypeFields
          idPrefix="move"
          labels={["New date", "New meal type"]}
          values={values}
          errors={errors}
        />
        <Field label="Time (optional)" id="move-time" errorId="move-time-error" errors={errors.time}>
          <input
            id="move-time"
            name="time"
            type="time"
            defaultValue={values.time}
            className={formStyles.input}
            aria-invalid={invalid("time")}
            aria-describedby="move-time-hint move-time-error"
          />
          <p id="move-time-hint" className={formStyles.hint}>
            Leave empty to keep the time, or to use the new meal type's default time.
          </p>
        </Field>
        <div className={css.actions}>
          <button type="submit" className={css.primaryButton} disabled={busy}>
            {busy ? "Moving…" : "Move Meal"}
          </button>
          <CancelButton host={host} to={`/meal-planner?date=${meal.date}`} />
        </div>
      </FormElement>
    </section>
  );
}

// --- leftovers -------------------------------------------------------------------------------------

const LEFTOVER_FIELDS = ["title", "date", "meal_type", "servings"] as const;
export type LeftoverValues = Record<(typeof LEFTOVER_FIELDS)[number], string>;
/** What /meal-planner/meals/{id}/leftovers's loader answers. */
export type LeftoverPageData = {
  original: { id: number; title: string; date: string; time: string; mealType: MealType; servings: number };
  defaults: LeftoverValues;
  idempotencyKey: string;
};

export function LeftoverForm(props: {
  loaded: LeftoverPageData;
  answer: FormAnswer | undefined;
  host?: DialogHost<unknown>;
}) {
  const { loaded, answer, host } = props;
  const { original, defaults, idempotencyKey } = loaded;
  const navigation = useNavigation();
  const path = `/meal-planner/meals/${original.id}/leftovers`;
  const busy = host ? host.busy : navigation.state !== "idle" && navigation.formAction === path;
  const FormElement = host ? host.Form : Form;
  const failed = refusal(answer);
  const values = failed ? postedValues(failed.values, LEFTOVER_FIELDS) : defaults;
  const errors: Partial<Record<keyof LeftoverValues, string[]>> = failed?.fieldErrors ?? {};
  const [servings, setServings] = useState(values.servings);
  const percent = Math.round((Number(servings) / original.servings) * 100);
  const invalid = (key: keyof LeftoverValues) => (errors[key]?.length ? true : undefined);
  return (
    <section aria-labelledby={host ? undefined : "leftover-title"} className={host ? undefined : css.panel}>
      {host ? null : (
        <h1 id="leftover-title" className={css.title}>
          Mark as having leftovers
        </h1>
      )}
      <p>
        Leftovers of <strong>{original.title}</strong> ({typeLabel(original.mealType)} on{" "}
        {longDate(original.date)} at {formatTime(original.time)}, {original.servings} servings).
      </p>
      {failed ? (
        <FormErrors
          errors={[
            failed.formErrors.length
              ? `${MEAL_TEXTS.leftoverFailed} ${failed.formErrors.join(" ")}`
              : MEAL_TEXTS.leftoverFailed,
          ]}
        />
      ) : null}
      <FormElement method="post" action={path} className={css.form}>
        <CsrfField />
        <input type="hidden" name="idempotency_key" value={idempotencyKey} />
        <Field label="Title" id="leftover-title-input" errorId="leftover-title-error" errors={errors.title}>
          <input
            id="leftover-title-input"
            name="title"
            type="text"
            required
            maxLength={TITLE_MAX}
            defaultValue={values.title}
            className={formStyles.input}
            aria-invalid={invalid("title")}
            aria-describedby="leftover-title-error"
          />
        </Field>
        <DateAndTypeFields
          idPrefix="leftover"
          labels={["Date", "Meal type"]}
          values={values}
          errors={errors}
        />
        <Field
          label="Servings"
          id="leftover-servings"
          errorId="leftover-servings-error"
          errors={errors.servings}
        >
          <input
            id="leftover-servings"
            name="servings"
            type="number"
            required
            step={LEFTOVER_SERVINGS.step}
            min={LEFTOVER_SERVINGS.min}
            max={LEFTOVER_SERVINGS.max}
            value={servings}
            onChange={(e) => setServings(e.currentTarget.value)}
            className={formStyles.input}
            aria-invalid={invalid("servings")}
            aria-describedby="leftover-servings-share leftover-servings-error"
          />
          <p id="leftover-servings-share" className={formStyles.hint} aria-live="polite">
            {Number.isFinite(percent) ? `${percent}% of the original ${original.servings} servings` : ""}
          </p>
        </Field>
        <div className={css.actions}>
          <button type="submit" className={css.primaryButton} disabled={busy}>
            {busy ? "Saving…" : "Assign Leftovers"}
          </button>
          <CancelButton host={host} to={`/meal-planner/meals/${original.id}`} />
        </div>
      </FormElement>
    </section>
  );
}
