// A shopping list's name and budget: the New list form and the Edit budget page share it.
import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { LIMITS } from "~/domain/shopping/constants";
import type { FormConstraint } from "~/ui/kit/form";
import { CsrfField } from "../kit/csrf-field";
import { Field, FormErrors, formStyles } from "../kit/form";
import * as css from "./shopping.css";

export function ListForm(props: {
  /** The form's native constraints, from the page's loader (ADR 035). */
  constraint: FormConstraint;
  id: string;
  action: string;
  intent?: string;
  submitLabel: string;
  defaults: { name: string; budget: number | null };
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useForm({
    id: props.id,
    lastResult: props.lastResult,
    defaultValue: {
      name: props.defaults.name,
      budget: props.defaults.budget === null ? "" : String(props.defaults.budget),
    },
    constraint: props.constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" action={props.action} {...getFormProps(form)} className={formStyles.form}>
      <CsrfField />
      {props.intent ? <input type="hidden" name="intent" value={props.intent} /> : null}
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field label="List name" id={fields.name.id} errorId={fields.name.errorId} errors={fields.name.errors}>
        <input
          className={formStyles.input}
          {...getInputProps(fields.name, { type: "text" })}
          maxLength={LIMITS.listNameMax}
          autoComplete="off"
        />
      </Field>
      <Field
        label="Budget"
        id={fields.budget.id}
        errorId={fields.budget.errorId}
        errors={fields.budget.errors}
        hint="Leave empty for no budget."
      >
        <input
          className={formStyles.input}
          {...getInputProps(fields.budget, { type: "number" })}
          min={0}
          step={0.01}
          inputMode="decimal"
        />
      </Field>
      <div className={css.buttonRow}>
        <button type="submit" className={css.primaryButton}>
          {props.submitLabel}
        </button>
        <Link to="/shopping-list" className={css.secondaryButton}>
          Cancel
        </Link>
      </div>
    </Form>
  );
}
