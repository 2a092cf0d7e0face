// Confirm and delete a user; their sessions and tokens go with them. Nobody deletes their own account.
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { OWN_ACCOUNT_UNDELETABLE } from "~/domain/accounts/messages";
import { deleteUserAsAdmin, getUser } from "~/domain/accounts/users.server";
import { ADMIN_FAILURES, ADMIN_NOTICES } from "~/domain/admin/notices";
import { ConfirmSchema, parseId } from "~/domain/admin/schemas";
import * as admin from "~/ui/admin/admin.css";
import { AdminRouteError } from "~/ui/admin/admin-error";
import { CsrfField } from "~/ui/kit/csrf-field";
import { FormErrors } from "~/ui/kit/form";
import { db } from "~/web/database.server";
import { redirectWithFlash } from "~/web/flash.server";
import { readForm, requireAdmin } from "~/web/guards.server";
import { invalidForm, notFound as pageNotFound, replyToError } from "~/web/page-action.server";

export const meta: MetaFunction = () => [{ title: "Delete User | Admin Panel | Family Meal Planner" }];

const USER_NOT_FOUND = "User not found.";
const notFound = () => pageNotFound(USER_NOT_FOUND);

export async function loader({ request, params }: LoaderFunctionArgs) {
  const me = await requireAdmin(request);
  const id = parseId(params.id);
  const user = id === null ? null : await getUser(await db(), id);
  if (!user) throw notFound();
  return { user: { id: user.id, name: user.name }, isSelf: user.id === me.id };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const me = await requireAdmin(request);
  const form = await readForm(request);
  const id = parseId(params.id);
  if (id === null) throw notFound();
  const submission = parseWithZod(form, { schema: ConfirmSchema });
  if (submission.status !== "success") return invalidForm(submission);
  const user = await getUser(await db(), id);
  if (!user) throw notFound();
  try {
    await deleteUserAsAdmin(await db(), me, id);
  } catch (error) {
    return replyToError(submission, error, { notFound: USER_NOT_FOUND });
  }
  return redirectWithFlash(request, "/admin/users", ADMIN_NOTICES.userDeleted(user.name));
}

export default function DeleteUser() {
  const { user, isSelf } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const path = `/admin/users/${user.id}/delete`;
  const [form] = useForm({ id: "confirm-delete", lastResult: actionData?.result });
  const busy = navigation.state !== "idle" && navigation.formAction === path;
  return (
    <section aria-labelledby="delete-user-title" className={admin.confirmPanel}>
      <h2 id="delete-user-title" className={admin.heading}>
        Delete User
      </h2>
      <p>
        Are you sure you want to delete the user <strong>{user.name}</strong>? This action cannot be undone.
      </p>
      {isSelf ? <p className={admin.muted}>{OWN_ACCOUNT_UNDELETABLE}</p> : null}
      <FormErrors id={form.errorId} errors={form.errors} />
      <Form method="post" action={path} {...getFormProps(form)} className={admin.formActions}>
        <CsrfField />
        <button type="submit" className={admin.dangerButton} disabled={busy || isSelf}>
          {busy ? "Deleting…" : "Delete"}
        </button>
        <Link to="/admin/users" className={admin.secondaryButton}>
          Cancel
        </Link>
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  return (
    <AdminRouteError
      title={ADMIN_FAILURES.deleteUser}
      back={{ to: "/admin/users", label: "Back to the users" }}
    />
  );
}
