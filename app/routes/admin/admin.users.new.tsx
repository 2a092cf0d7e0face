// Add a user (as admin or member): they get their own household and Self member, like a sign-up.
import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { registerUser } from "~/domain/accounts/users.server";
import { adminNotice } from "~/domain/admin/notices";
import { AdminUserCreateSchema } from "~/domain/admin/schemas";
import { DomainError } from "~/domain/errors";
import * as admin from "~/ui/admin/admin.css";
import { AdminRouteError } from "~/ui/admin/admin-error";
import { CsrfField } from "~/ui/kit/csrf-field";
import { formStyles as css, Field, FormErrors } from "~/ui/kit/form";
import { db } from "~/web/database.server";
import { redirectWithFlash } from "~/web/flash.server";
import { readForm, requireAdmin } from "~/web/guards.server";

export const meta: MetaFunction = () => [{ title: "Add User | Admin Panel | Family Meal Planner" }];

const CREATE_FAILED = "Failed to create user.";
const SECRET_FIELDS = ["password", "password_confirmation"];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: AdminUserCreateSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: SECRET_FIELDS }) }, { status: 422 });
  }
  const { name, email, password, role } = submission.value;
  try {
    await registerUser(await db(), { name, email, password, role, now: new Date() });
  } catch (error) {
    if (error instanceof DomainError) {
      const reply = error.field
        ? { fieldErrors: { [error.field]: [error.message] } }
        : { formErrors: [error.message] };
      return data({ result: submission.reply({ ...reply, hideFields: SECRET_FIELDS }) }, { status: 422 });
    }
    console.error("[admin] creating a user failed:", error);
    return data(
      { result: submission.reply({ formErrors: [CREATE_FAILED], hideFields: SECRET_FIELDS }) },
      { status: 500 },
    );
  }
  const notice = adminNotice("/admin/users", "user-created", name);
  return redirectWithFlash(request, notice.href, notice.text);
}

export default function AddUser() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "add-user",
    lastResult: actionData?.result,
    defaultValue: { role: "member" },
    constraint: getZodConstraint(AdminUserCreateSchema),
    // Not on blur: a message appearing as the last field loses focus shifts the submit button away
    // from under the pointer, and the click is lost. Errors show on submit, then update as you type.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AdminUserCreateSchema }),
  });
  const busy = navigation.state !== "idle" && navigation.formAction === "/admin/users/new";
  return (
    <section aria-labelledby="add-user-title" className={admin.panel}>
      <h2 id="add-user-title" className={admin.heading}>
        Add User
      </h2>
      <Form method="post" {...getFormProps(form)} className={css.form}>
        <CsrfField />
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field label="Name" id={fields.name.id} errorId={fields.name.errorId} errors={fields.name.errors}>
          <input className={css.input} {...getInputProps(fields.name, { type: "text" })} autoComplete="off" />
        </Field>
        <Field label="Email" id={fields.email.id} errorId={fields.email.errorId} errors={fields.email.errors}>
          <input
            className={css.input}
            {...getInputProps(fields.email, { type: "email" })}
            autoComplete="off"
          />
        </Field>
        <Field
          label="Password"
          id={fields.password.id}
          errorId={fields.password.errorId}
          errors={fields.password.errors}
          hint="At least 8 characters."
        >
          <input
            className={css.input}
            {...getInputProps(fields.password, { type: "password" })}
            autoComplete="new-password"
          />
        </Field>
        <Field
          label="Confirm Password"
          id={fields.password_confirmation.id}
          errorId={fields.password_confirmation.errorId}
          errors={fields.password_confirmation.errors}
        >
          <input
            className={css.input}
            {...getInputProps(fields.password_confirmation, { type: "password" })}
            autoComplete="new-password"
          />
        </Field>
        <Field label="Role" id={fields.role.id} errorId={fields.role.errorId} errors={fields.role.errors}>
          <select className={css.input} {...getSelectProps(fields.role)}>
            <option value="member">Member</option>
            <option value="admin">Admin</option>
          </select>
        </Field>
        <div className={admin.formActions}>
          <button type="submit" className={css.button} disabled={busy}>
            {busy ? "Creating…" : "Create User"}
          </button>
          <Link to="/admin/users" className={admin.secondaryButton}>
            Cancel
          </Link>
        </div>
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  return (
    <AdminRouteError title="Error adding a user" back={{ to: "/admin/users", label: "Back to the users" }} />
  );
}
