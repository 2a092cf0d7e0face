// Edit a feature flag's name, key, description and whether members have it.
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { getFlag, updateFlag } from "~/domain/admin/feature-flags.server";
import { adminNotice } from "~/domain/admin/notices";
import { FeatureFlagSchema, parseId } from "~/domain/admin/schemas";
import { DomainError, NotFoundError } from "~/domain/errors";
import * as admin from "~/ui/admin/admin.css";
import { AdminRouteError } from "~/ui/admin/admin-error";
import { FeatureFlagFields } from "~/ui/admin/feature-flag-fields";
import { CsrfField } from "~/ui/kit/csrf-field";
import { formStyles as css, FormErrors } from "~/ui/kit/form";
import { db } from "~/web/database.server";
import { redirectWithFlash } from "~/web/flash.server";
import { readForm, requireAdmin } from "~/web/guards.server";
import { notFound as pageNotFound } from "~/web/page-action.server";

export const meta: MetaFunction = () => [{ title: "Edit Feature | Admin Panel | Family Meal Planner" }];

const UPDATE_FAILED = "Failed to update feature.";

const notFound = () => pageNotFound("Feature flag not found.");

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const id = parseId(params.id);
  if (id === null) throw notFound();
  try {
    const flag = await getFlag(await db(), id);
    return {
      flag: {
        id: flag.id,
        name: flag.name,
        key: flag.key,
        description: flag.description,
        enabledFor: flag.enabledFor,
      },
    };
  } catch (error) {
    if (error instanceof NotFoundError) throw notFound();
    throw error;
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request);
  const form = await readForm(request);
  const id = parseId(params.id);
  if (id === null) throw notFound();
  const submission = parseWithZod(form, { schema: FeatureFlagSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 422 });
  }
  const { name, key, description, enabled_for } = submission.value;
  try {
    await updateFlag(await db(), id, { name, key, description, enabledFor: enabled_for });
  } catch (error) {
    if (error instanceof NotFoundError) throw notFound();
    if (error instanceof DomainError) {
      const reply = error.field
        ? { fieldErrors: { [error.field]: [error.message] } }
        : { formErrors: [error.message] };
      return data({ result: submission.reply(reply) }, { status: 422 });
    }
    console.error("[admin] updating a feature flag failed:", error);
    return data({ result: submission.reply({ formErrors: [UPDATE_FAILED] }) }, { status: 500 });
  }
  const notice = adminNotice("/admin/features", "feature-updated", name);
  return redirectWithFlash(request, notice.href, notice.text);
}

export default function EditFeature() {
  const { flag } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const path = `/admin/features/${flag.id}/edit`;
  const [form, fields] = useForm({
    id: `edit-feature-${flag.id}`,
    lastResult: actionData?.result,
    defaultValue: {
      name: flag.name,
      key: flag.key,
      description: flag.description ?? "",
      enabled_for: flag.enabledFor,
    },
    constraint: getZodConstraint(FeatureFlagSchema),
    // Not on blur: a message appearing as the last field loses focus shifts the submit button away
    // from under the pointer, and the click is lost. Errors show on submit, then update as you type.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: FeatureFlagSchema }),
  });
  const busy = navigation.state !== "idle" && navigation.formAction === path;
  return (
    <section aria-labelledby="edit-feature-title" className={admin.panel}>
      <h2 id="edit-feature-title" className={admin.heading}>
        Edit Feature
      </h2>
      <Form method="post" action={path} {...getFormProps(form)} className={css.form}>
        <CsrfField />
        <FormErrors id={form.errorId} errors={form.errors} />
        <FeatureFlagFields fields={fields} />
        <div className={admin.formActions}>
          <button type="submit" className={css.button} disabled={busy}>
            {busy ? "Saving…" : "Update Feature"}
          </button>
          <Link to="/admin/features" className={admin.secondaryButton}>
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
      title="Error loading the feature flag"
      back={{ to: "/admin/features", label: "Back to the feature flags" }}
    />
  );
}
