// The role of a user an admin adds or edits, under the account's own fields.
import { type FieldMetadata, getSelectProps } from "@conform-to/react";
import { formStyles as css, Field } from "~/ui/kit/form";

export function UserRoleField({ field }: { field: FieldMetadata<unknown> }) {
  return (
    <Field label="Role" id={field.id} errorId={field.errorId} errors={field.errors}>
      <select className={css.input} {...getSelectProps(field)}>
        <option value="member">Member</option>
        <option value="admin">Admin</option>
      </select>
    </Field>
  );
}
