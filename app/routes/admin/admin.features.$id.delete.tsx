// Confirm and delete a feature flag.
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { deleteFlag, getFlag } from "~/domain/admin/feature-flags.server";
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

export const meta: MetaFunction = () => [{ title: "Delete Feature | Admin Panel | Family Meal Planner" }];

const DELETE_FAILED = "Failed to delete feature.";

const notFound = () => pageNotFound("Feature flag not found.");

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const id = parseId(params.id);
  if (id === null) throw notFound();
  try {
    const flag = await getFlag(await db(), id);
    return { flag: { id: flag.id, name: flag.name } };
  } catch (error) {
    if (error instanceof NotFoundError) throw notFound();
    throw error;
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request);
  await readForm(request);
  const id = parseId(params.id);
  if (id === null) throw notFound();
  let name: string;
  try {
    name = (await getFlag(await db(), id)).name;
    await deleteFlag(await db(), id);
  } catch (error) {
    if (error instanceof NotFoundError) throw notFound();
    if (error instanceof DomainError) return data({ errors: [error.message] }, { status: 422 });
    console.error("[admin] deleting a feature flag failed:", error);
    return data({ errors: [DELETE_FAILED] }, { status: 500 });
  }
  const notice = adminNotice("/admin/features", "feature-deleted", name);
  return redirectWithFlash(request, notice.href, notice.text);
}

export default function DeleteFeature() {
  const { flag } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const path = `/admin/features/${flag.id}/delete`;
  const busy = navigation.state !== "idle" && navigation.formAction === path;
  return (
    <section aria-labelledby="delete-feature-title" className={admin.confirmPanel}>
      <h2 id="delete-feature-title" className={admin.heading}>
        Delete Feature
      </h2>
      <p>
        Are you sure you want to delete the feature flag <strong>"{flag.name}"</strong>? This action cannot be
        undone.
      </p>
      <FormErrors errors={actionData?.errors} />
      <Form method="post" action={path} className={admin.formActions}>
        <CsrfField />
        <button type="submit" className={admin.dangerButton} disabled={busy}>
          {busy ? "Deleting…" : "Delete"}
        </button>
        <Link to="/admin/features" className={admin.secondaryButton}>
          Cancel
        </Link>
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  return (
    <AdminRouteError
      title="Error deleting the feature flag"
      back={{ to: "/admin/features", label: "Back to the feature flags" }}
    />
  );
}
