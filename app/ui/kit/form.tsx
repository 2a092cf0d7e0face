// Form building blocks: every field has a visible label, its errors under it linked by
// aria-describedby, and the same markup with or without JavaScript.
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
