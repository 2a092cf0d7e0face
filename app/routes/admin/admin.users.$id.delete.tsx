// Confirm and delete a user; their sessions and tokens go with them. Nobody deletes their own account.
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { deleteUserAsAdmin, getUser } from "~/domain/accounts/users.server";
import { adminNotice } from "~/domain/admin/notices";
import { parseId } from "~/domain/admin/schemas";
import { DomainError, NotFoundError } from "~/domain/errors";
import * as admin from "~/ui/admin/admin.css";
import { AdminRouteError } from "~/ui/admin/admin-error";
import { CsrfField } from "~/ui/kit/csrf-field";
import { FormErrors } from "~/ui/kit/form";
import { db } from "~/web/database.server";
import { redirectWithFlash } from "~/web/flash.server";
import { readForm, requireAdmin } from "~/web/guards.server";
import { notFound as pageNotFound } from "~/web/page-action.server";

export const meta: MetaFunction = () => [{ title: "Delete User | Admin Panel | Family Meal Planner" }];

const DELETE_FAILED = "Failed to delete user.";

const notFound = () => pageNotFound("User not found.");

export async function loader({ request, params }: LoaderFunctionArgs) {
  const me = await requireAdmin(request);
  const id = parseId(params.id);
  const user = id === null ? null : await getUser(await db(), id);
  if (!user) throw notFound();
  return { user: { id: user.id, name: user.name }, isSelf: user.id === me.id };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const me = await requireAdmin(request);
  await readForm(request);
  const id = parseId(params.id);
  if (id === null) throw notFound();
  const user = await getUser(await db(), id);
  if (!user) throw notFound();
  try {
    await deleteUserAsAdmin(await db(), me, id);
  } catch (error) {
    if (error instanceof NotFoundError) throw notFound();
    if (error instanceof DomainError) return data({ errors: [error.message] }, { status: 422 });
    console.error("[admin] deleting a user failed:", error);
    return data({ errors: [DELETE_FAILED] }, { status: 500 });
  }
  const notice = adminNotice("/admin/users", "user-deleted", user.name);
  return redirectWithFlash(request, notice.href, notice.text);
}

export default function DeleteUser() {
  const { user, isSelf } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const path = `/admin/users/${user.id}/delete`;
  const busy = navigation.state !== "idle" && navigation.formAction === path;
  return (
    <section aria-labelledby="delete-user-title" className={admin.confirmPanel}>
      <h2 id="delete-user-title" className={admin.heading}>
        Delete User
      </h2>
      <p>
        Are you sure you want to delete the user <strong>{user.name}</strong>? This action cannot be undone.
      </p>
      {isSelf ? <p className={admin.muted}>You cannot delete your own account.</p> : null}
      <FormErrors errors={actionData?.errors} />
      <Form method="post" action={path} className={admin.formActions}>
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
      title="Error deleting the user"
      back={{ to: "/admin/users", label: "Back to the users" }}
    />
  );
}
