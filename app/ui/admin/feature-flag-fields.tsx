// The fields of the feature flag form (add and edit). Admin is always on, so its box is fixed; the
// member box is the one choice, sent as enabled_for=member.
import { type FieldMetadata, getInputProps, getTextareaProps } from "@conform-to/react";
import { formStyles as css, Field, FieldErrors } from "~/ui/kit/form";
import * as admin from "./admin.css";

type AnyField = FieldMetadata<unknown>;

export function FeatureFlagFields({
  fields,
}: {
  fields: { name: AnyField; key: AnyField; description: AnyField; enabled_for: AnyField };
}) {
  const roles = fields.enabled_for;
  return (
    <>
      <Field label="Name" id={fields.name.id} errorId={fields.name.errorId} errors={fields.name.errors}>
        <input className={css.input} {...getInputProps(fields.name, { type: "text" })} autoComplete="off" />
      </Field>
      <Field
        label="Key"
        id={fields.key.id}
        errorId={fields.key.errorId}
        errors={fields.key.errors}
        hint="Lowercase letters, digits and underscores, e.g. meal_swaps_enabled."
      >
        <input
          className={css.input}
          {...getInputProps(fields.key, { type: "text" })}
          autoComplete="off"
          spellCheck={false}
        />
      </Field>
      <Field
        label="Description"
        id={fields.description.id}
        errorId={fields.description.errorId}
        errors={fields.description.errors}
      >
        <textarea className={css.input} rows={3} {...getTextareaProps(fields.description)} />
      </Field>
      <fieldset
        className={admin.fieldset}
        aria-describedby={roles.errors?.length ? roles.errorId : undefined}
      >
        <legend className={css.label}>Enabled For</legend>
        <div className={css.checkRow}>
          <input type="checkbox" id={`${roles.id}-admin`} checked disabled readOnly />
          <label htmlFor={`${roles.id}-admin`}>Admin (always enabled)</label>
        </div>
        <div className={css.checkRow}>
          <input {...getInputProps(roles, { type: "checkbox", value: "member" })} id={`${roles.id}-member`} />
          <label htmlFor={`${roles.id}-member`}>Member</label>
        </div>
        <FieldErrors id={roles.errorId} errors={roles.errors} />
      </fieldset>
    </>
  );
}
