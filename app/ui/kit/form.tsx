// Form building blocks: every field has a visible label, its errors under it linked by
// aria-describedby, and the same markup with or without JavaScript.
import type { SubmissionResult, useForm } from "@conform-to/react";
import type { ReactNode } from "react";
import * as css from "./form.css";

export function Field(props: {
  label: string;
  id: string;
  errors?: string[];
  errorId: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className={css.field}>
      <label className={css.label} htmlFor={props.id}>
        {props.label}
      </label>
      {props.children}
      {props.hint ? <p className={css.hint}>{props.hint}</p> : null}
      <FieldErrors id={props.errorId} errors={props.errors} />
    </div>
  );
}

export function FieldErrors({ id, errors }: { id: string; errors?: string[] }) {
  return (
    <p id={id} className={css.error} hidden={!errors?.length}>
      {errors?.join("\n")}
    </p>
  );
}

/** Form-level messages (a broken rule, wrong credentials), announced to screen readers. */
export function FormErrors({ id, errors }: { id?: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className={css.formError} role="alert">
      {errors.join("\n")}
    </p>
  );
}

export { css as formStyles };

/**
 * A form's native constraints (required, min, max, pattern…) as conform reads them. The loader builds
 * them from the domain's schema on the server (`getZodConstraint`) and sends them as data, so the
 * schema and zod never reach the browser (docs/decisions/035-pages-without-zod-in-the-browser.md).
 */
export type FormConstraint = NonNullable<Parameters<typeof useForm>[0]["constraint"]>;

/** What a control inside `ControlField` is given: its id and name, and what describes it. */
export type ControlProps = {
  id: string;
  name: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string;
};

/**
 * A labelled field whose control the caller draws (an input, a select, a textarea, or a control with
 * a hidden companion): the control gets the id, the name and the ids of its hint and errors.
 */
export function ControlField(props: {
  id: string;
  name: string;
  label: string;
  errors?: string[];
  hint?: string;
  hidden?: boolean;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const { id } = props;
  const describedBy = [props.hint ? `${id}-hint` : null, `${id}-error`].filter(Boolean).join(" ");
  return (
    <div className={props.className ? `${css.field} ${props.className}` : css.field} hidden={props.hidden}>
      <label className={css.label} htmlFor={id}>
        {props.label}
      </label>
      {props.children({
        id,
        name: props.name,
        "aria-invalid": props.errors ? true : undefined,
        "aria-describedby": describedBy,
      })}
      {props.hint ? (
        <p id={`${id}-hint`} className={css.hint}>
          {props.hint}
        </p>
      ) : null}
      <FieldErrors id={`${id}-error`} errors={props.errors} />
    </div>
  );
}

/**
 * A form validated by the server alone, drawn without the form library in the browser
 * (docs/decisions/057): its errors are read from the action's answer (conform's reply), with conform's
 * ids (`{form}-error`, `{form}-{field}`, `{form}-{field}-error`), so the markup is the same as with
 * `useForm`. For forms that need nothing else from it; the others keep `useForm`.
 */
export function serverAnswer(formId: string, lastResult?: SubmissionResult<string[]> | null) {
  const error = lastResult?.error ?? {};
  const formErrors = error[""] ?? undefined;
  const errorsOf = (name: string) => {
    const errors = error[name];
    return errors?.length ? errors : undefined;
  };
  return {
    /** The form element's id, the server's validation, and its own errors described. */
    formProps: {
      id: formId,
      noValidate: true,
      "aria-describedby": formErrors?.length ? `${formId}-error` : undefined,
    },
    formErrorId: `${formId}-error`,
    formErrors: formErrors?.length ? formErrors : undefined,
    errorsOf,
    /** A field's id, its error paragraph's id, its errors and the typed value the server sent back. */
    field(name: string) {
      const id = `${formId}-${name}`;
      const errors = errorsOf(name);
      const typed = (lastResult?.initialValue as Record<string, unknown> | undefined)?.[name];
      return {
        id,
        errorId: `${id}-error`,
        errors,
        typed: typeof typed === "string" ? typed : undefined,
        "aria-invalid": errors ? (true as const) : undefined,
        "aria-describedby": errors ? `${id}-error` : undefined,
      };
    },
  };
}
