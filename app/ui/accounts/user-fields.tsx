// The fields of an account: name, email, a password and its confirmation. Registering and an admin's
// add and edit forms show the same fields with the same rules (docs/product.md#accounts-and-sessions); only the
// labels of the name, the password's hint and whether the browser may fill them in differ.
import { type FieldMetadata, getInputProps } from "@conform-to/react";
import type { Ref } from "react";
import { formStyles as css, Field } from "~/ui/kit/form";

type AnyField = FieldMetadata<unknown>;

export function UserFields({
  fields,
  nameLabel = "Name",
  passwordHint,
  own = false,
}: {
  fields: { name: AnyField; email: AnyField; password: AnyField; password_confirmation: AnyField };
  nameLabel?: string;
  passwordHint: string;
  /** The person's own account: the browser may fill in their name and email. */
  own?: boolean;
}) {
  return (
    <>
      <InputField field={fields.name} label={nameLabel} type="text" autoComplete={own ? "name" : "off"} />
      <InputField field={fields.email} label="Email" type="email" autoComplete={own ? "email" : "off"} />
      <InputField
        field={fields.password}
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={passwordHint}
      />
      <InputField
        field={fields.password_confirmation}
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}

/** One labelled input of an account form (the sign-in form uses it for its email and password). */
export function InputField({
  field,
  label,
  type,
  autoComplete,
  hint,
  inputRef,
}: {
  field: AnyField;
  label: string;
  type: "text" | "email" | "password";
  autoComplete: string;
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <Field label={label} id={field.id} errorId={field.errorId} errors={field.errors} hint={hint}>
      <input
        className={css.input}
        {...getInputProps(field, { type })}
        ref={inputRef}
        autoComplete={autoComplete}
      />
    </Field>
  );
}
