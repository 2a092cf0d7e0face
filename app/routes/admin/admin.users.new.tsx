// Add a user (as admin or member): they get their own household and Self member, like a sign-up.
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { z } from "zod";
import { SECRET_FIELDS } from "~/domain/accounts/schemas";
import { registerUser } from "~/domain/accounts/users.server";
import { ADMIN_FAILURES, ADMIN_NOTICES } from "~/domain/admin/notices";
import { AdminUserCreateSchema } from "~/domain/admin/schemas";
import { UserFields } from "~/ui/accounts/user-fields";
import * as admin from "~/ui/admin/admin.css";
import { AdminRouteError } from "~/ui/admin/admin-error";
import { UserRoleField } from "~/ui/admin/user-role-field";
import { CsrfField } from "~/ui/kit/csrf-field";
import { formStyles as css, FormErrors } from "~/ui/kit/form";
import { db } from "~/web/database.server";
import { redirectWithFlash } from "~/web/flash.server";
import { readForm, requireAdmin } from "~/web/guards.server";
import { invalidForm, replyToError } from "~/web/page-action.server";

export const meta: MetaFunction = () => [{ title: "Add User | Admin Panel | Family Meal Planner" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return { constraint: getZodConstraint(AdminUserCreateSchema) };
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: AdminUserCreateSchema });
  if (submission.status !== "success") return invalidForm(submission, { hideFields: SECRET_FIELDS });
  const { name, email, password, role } = submission.value;
  try {
    await registerUser(await db(), { name, email, password, role, now: new Date() });
  } catch (error) {
    return replyToError(submission, error, { hideFields: SECRET_FIELDS });
  }
  return redirectWithFlash(request, "/admin/users", ADMIN_NOTICES.userCreated(name));
}

export default function AddUser() {
  const actionData = useActionData<typeof action>();
  const { constraint } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const [form, fields] = useForm<z.input<typeof AdminUserCreateSchema>>({
    id: "add-user",
    lastResult: actionData?.result,
    defaultValue: { role: "member" },
    constraint,
    // Not on blur: a message appearing as the last field loses focus shifts the submit button away
    // from under the pointer, and the click is lost. Errors show on submit, then update as you type.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
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
        <UserFields fields={fields} passwordHint="At least 8 characters." />
        <UserRoleField field={fields.role} />
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
    <AdminRouteError
      title={ADMIN_FAILURES.createUser}
      back={{ to: "/admin/users", label: "Back to the users" }}
    />
  );
}
