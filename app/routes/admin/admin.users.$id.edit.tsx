// Edit a user: name, email and role; a new password only when one is given. Nobody changes their own role.
import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { getUser, updateUserAsAdmin } from "~/domain/accounts/users.server";
import { adminNotice } from "~/domain/admin/notices";
import { AdminUserEditSchema, parseId } from "~/domain/admin/schemas";
import { DomainError, NotFoundError } from "~/domain/errors";
import * as admin from "~/ui/admin/admin.css";
import { AdminRouteError } from "~/ui/admin/admin-error";
import { CsrfField } from "~/ui/kit/csrf-field";
import { formStyles as css, Field, FormErrors } from "~/ui/kit/form";
import { db } from "~/web/database.server";
import { redirectWithFlash } from "~/web/flash.server";
import { readForm, requireAdmin } from "~/web/guards.server";
import { notFound as pageNotFound } from "~/web/page-action.server";

export const meta: MetaFunction = () => [{ title: "Edit User | Admin Panel | Family Meal Planner" }];

const UPDATE_FAILED = "Failed to update user.";
const SECRET_FIELDS = ["password", "password_confirmation"];

const notFound = () => pageNotFound("User not found.");

export async function loader({ request, params }: LoaderFunctionArgs) {
  const me = await requireAdmin(request);
  const id = parseId(params.id);
  const user = id === null ? null : await getUser(await db(), id);
  if (!user) throw notFound();
  return {
    user: { id: user.id, name: user.name, email: user.email, role: user.role },
    isSelf: user.id === me.id,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const me = await requireAdmin(request);
  const form = await readForm(request);
  const id = parseId(params.id);
  if (id === null) throw notFound();
  const submission = parseWithZod(form, { schema: AdminUserEditSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: SECRET_FIELDS }) }, { status: 422 });
  }
  const { name, email, role, password } = submission.value;
  try {
    await updateUserAsAdmin(await db(), me, id, { name, email, role, password });
  } catch (error) {
    if (error instanceof NotFoundError) throw notFound();
    if (error instanceof DomainError) {
      const reply = error.field
        ? { fieldErrors: { [error.field]: [error.message] } }
        : { formErrors: [error.message] };
      return data({ result: submission.reply({ ...reply, hideFields: SECRET_FIELDS }) }, { status: 422 });
    }
    console.error("[admin] updating a user failed:", error);
    return data(
      { result: submission.reply({ formErrors: [UPDATE_FAILED], hideFields: SECRET_FIELDS }) },
      { status: 500 },
    );
  }
  const notice = adminNotice("/admin/users", "user-updated", name);
  return redirectWithFlash(request, notice.href, notice.text);
}

export default function EditUser() {
  const { user, isSelf } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const path = `/admin/users/${user.id}/edit`;
  const [form, fields] = useForm({
    id: `edit-user-${user.id}`,
    lastResult: actionData?.result,
    defaultValue: { name: user.name, email: user.email, role: user.role },
    constraint: getZodConstraint(AdminUserEditSchema),
    // Not on blur: a message appearing as the last field loses focus shifts the submit button away
    // from under the pointer, and the click is lost. Errors show on submit, then update as you type.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AdminUserEditSchema }),
  });
  const busy = navigation.state !== "idle" && navigation.formAction === path;
  return (
    <section aria-labelledby="edit-user-title" className={admin.panel}>
      <h2 id="edit-user-title" className={admin.heading}>
        Edit User
      </h2>
      {isSelf ? <p className={admin.muted}>This is your own account.</p> : null}
      <Form method="post" action={path} {...getFormProps(form)} className={css.form}>
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
          hint="Leave empty to keep the current password."
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
            {busy ? "Saving…" : "Update User"}
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
    <AdminRouteError
      title="Error loading the user"
      back={{ to: "/admin/users", label: "Back to the users" }}
    />
  );
}
