// Confirm and delete a feature flag.
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { deleteFlag, getFlag } from "~/domain/admin/feature-flags.server";
import { ADMIN_FAILURES, ADMIN_NOTICES } from "~/domain/admin/notices";
import { ConfirmSchema, parseId } from "~/domain/admin/schemas";
import * as admin from "~/ui/admin/admin.css";
import { AdminRouteError } from "~/ui/admin/admin-error";
import { CsrfField } from "~/ui/kit/csrf-field";
import { FormErrors } from "~/ui/kit/form";
import { db } from "~/web/database.server";
import { redirectWithFlash } from "~/web/flash.server";
import { readForm, requireAdmin } from "~/web/guards.server";
import { invalidForm, orNotFound, notFound as pageNotFound, replyToError } from "~/web/page-action.server";

export const meta: MetaFunction = () => [{ title: "Delete Feature | Admin Panel | Family Meal Planner" }];

const FLAG_NOT_FOUND = "Feature flag not found.";
const notFound = () => pageNotFound(FLAG_NOT_FOUND);

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const id = parseId(params.id);
  if (id === null) throw notFound();
  const flag = await orNotFound(async () => getFlag(await db(), id), FLAG_NOT_FOUND);
  return { flag: { id: flag.id, name: flag.name } };
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request);
  const form = await readForm(request);
  const id = parseId(params.id);
  if (id === null) throw notFound();
  const submission = parseWithZod(form, { schema: ConfirmSchema });
  if (submission.status !== "success") return invalidForm(submission);
  let name: string;
  try {
    name = (await getFlag(await db(), id)).name;
    await deleteFlag(await db(), id);
  } catch (error) {
    return replyToError(submission, error, { notFound: FLAG_NOT_FOUND });
  }
  return redirectWithFlash(request, "/admin/features", ADMIN_NOTICES.featureDeleted(name));
}

export default function DeleteFeature() {
  const { flag } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const path = `/admin/features/${flag.id}/delete`;
  const [form] = useForm({ id: "confirm-delete", lastResult: actionData?.result });
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
      <FormErrors id={form.errorId} errors={form.errors} />
      <Form method="post" action={path} {...getFormProps(form)} className={admin.formActions}>
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
      title={ADMIN_FAILURES.deleteFeature}
      back={{ to: "/admin/features", label: "Back to the feature flags" }}
    />
  );
}
