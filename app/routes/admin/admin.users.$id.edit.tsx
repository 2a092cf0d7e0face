// Edit a user: name, email and role; a new password only when one is given. Nobody changes their own role.
// Without a mail server, an admin can also issue a one-time, expiring password reset link for the user,
// shown once in the answer (docs/product.md#settings).
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { z } from "zod";
import { SECRET_FIELDS } from "~/domain/accounts/schemas";
import { getUser, updateUserAsAdmin } from "~/domain/accounts/users.server";
import { ADMIN_FAILURES, ADMIN_NOTICES } from "~/domain/admin/notices";
import { AdminUserEditSchema, parseId } from "~/domain/admin/schemas";
import { RESET_LINK_HOURS } from "~/domain/settings/constants";
import { issueResetLink, resetPath } from "~/domain/settings/password-resets.server";
import { resetLinkMail } from "~/domain/settings/reset-mail";
import { UserFields } from "~/ui/accounts/user-fields";
import * as admin from "~/ui/admin/admin.css";
import { AdminRouteError } from "~/ui/admin/admin-error";
import { UserRoleField } from "~/ui/admin/user-role-field";
import { CsrfField } from "~/ui/kit/csrf-field";
import { formStyles as css, FormErrors } from "~/ui/kit/form";
import * as settings from "~/ui/settings/settings.css";
import { db } from "~/web/database.server";
import { redirectWithFlash } from "~/web/flash.server";
import { readForm, requireAdmin } from "~/web/guards.server";
import { mailConfig, trySendMail } from "~/web/mail.server";
import { invalidForm, orNotFound, notFound as pageNotFound, replyToError } from "~/web/page-action.server";

export const meta: MetaFunction = () => [{ title: "Edit User | Admin Panel | Family Meal Planner" }];

const USER_NOT_FOUND = "User not found.";
const notFound = () => pageNotFound(USER_NOT_FOUND);

export async function loader({ request, params }: LoaderFunctionArgs) {
  const me = await requireAdmin(request);
  const id = parseId(params.id);
  const user = id === null ? null : await getUser(await db(), id);
  if (!user) throw notFound();
  return {
    constraint: getZodConstraint(AdminUserEditSchema),
    user: { id: user.id, name: user.name, email: user.email, role: user.role },
    isSelf: user.id === me.id,
    mailConfigured: mailConfig().configured,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const me = await requireAdmin(request);
  const form = await readForm(request);
  const id = parseId(params.id);
  if (id === null) throw notFound();
  if (form.get("intent") === "reset-link") {
    const database = await db();
    const issued = await orNotFound(() => issueResetLink(database, me, id, new Date()), USER_NOT_FOUND);
    // Shown once, in this answer (only the token's digest is stored), and mailed to the user when a mail
    // server is configured (ADR 050).
    const url = new URL(resetPath(issued.token), request.url).toString();
    const mail = await trySendMail({ to: issued.user.email, ...resetLinkMail(issued.user.name, url) });
    return data({ resetLink: { url, email: issued.user.email, ...mail } });
  }
  const submission = parseWithZod(form, { schema: AdminUserEditSchema });
  if (submission.status !== "success") return invalidForm(submission, { hideFields: SECRET_FIELDS });
  const { name, email, role, password } = submission.value;
  try {
    await updateUserAsAdmin(await db(), me, id, { name, email, role, password });
  } catch (error) {
    return replyToError(submission, error, { notFound: USER_NOT_FOUND, hideFields: SECRET_FIELDS });
  }
  return redirectWithFlash(request, "/admin/users", ADMIN_NOTICES.userUpdated(name));
}

export default function EditUser() {
  const { user, isSelf, constraint, mailConfigured } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const path = `/admin/users/${user.id}/edit`;
  const [form, fields] = useForm<z.input<typeof AdminUserEditSchema>>({
    id: `edit-user-${user.id}`,
    lastResult: actionData && "result" in actionData ? actionData.result : undefined,
    defaultValue: { name: user.name, email: user.email, role: user.role },
    constraint,
    // Not on blur: a message appearing as the last field loses focus shifts the submit button away
    // from under the pointer, and the click is lost. Errors show on submit, then update as you type.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
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
        <UserFields fields={fields} passwordHint="Leave empty to keep the current password." />
        <UserRoleField field={fields.role} />
        <div className={admin.formActions}>
          <button type="submit" className={css.button} disabled={busy}>
            {busy ? "Saving…" : "Update User"}
          </button>
          <Link to="/admin/users" className={admin.secondaryButton}>
            Cancel
          </Link>
        </div>
      </Form>
      <h3 className={admin.heading}>Password reset link</h3>
      {actionData && "resetLink" in actionData ? (
        <div role="status">
          {actionData.resetLink.mailed ? (
            <p>
              Mailed a one-time link to {actionData.resetLink.email}, valid for {RESET_LINK_HOURS} hours. It
              is also shown here, only this once:
            </p>
          ) : (
            <p>
              {mailConfigured ? `The link could not be mailed: ${actionData.resetLink.reason} ` : null}A
              one-time link for {actionData.resetLink.email}, valid for {RESET_LINK_HOURS} hours. Copy it now:
              it is shown only this once.
            </p>
          )}
          <p className={settings.secret} data-testid="reset-link">
            {actionData.resetLink.url}
          </p>
        </div>
      ) : (
        <p className={admin.muted}>
          {mailConfigured
            ? "Mail the user a one-time link to set a new password. Issuing a new link cancels earlier ones."
            : "No mail server is configured: give the user a one-time link to set a new password. Issuing a new link cancels earlier ones."}
        </p>
      )}
      <Form method="post" action={path}>
        <CsrfField />
        <input type="hidden" name="intent" value="reset-link" />
        <button type="submit" className={admin.secondaryButton}>
          Create Password Reset Link
        </button>
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  return (
    <AdminRouteError
      title={ADMIN_FAILURES.updateUser}
      back={{ to: "/admin/users", label: "Back to the users" }}
    />
  );
}
