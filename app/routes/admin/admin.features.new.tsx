// Add a feature flag: on for admins, and for members when the box is ticked.
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { z } from "zod";
import { createFlag } from "~/domain/admin/feature-flags.server";
import { ADMIN_FAILURES, ADMIN_NOTICES } from "~/domain/admin/notices";
import { FeatureFlagSchema } from "~/domain/admin/schemas";
import * as admin from "~/ui/admin/admin.css";
import { AdminRouteError } from "~/ui/admin/admin-error";
import { FeatureFlagFields } from "~/ui/admin/feature-flag-fields";
import { CsrfField } from "~/ui/kit/csrf-field";
import { formStyles as css, FormErrors } from "~/ui/kit/form";
import { db } from "~/web/database.server";
import { redirectWithFlash } from "~/web/flash.server";
import { readForm, requireAdmin } from "~/web/guards.server";
import { invalidForm, replyToError } from "~/web/page-action.server";

export const meta: MetaFunction = () => [{ title: "Add Feature | Admin Panel | Family Meal Planner" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return { constraint: getZodConstraint(FeatureFlagSchema) };
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: FeatureFlagSchema });
  if (submission.status !== "success") return invalidForm(submission);
  const { name, key, description, enabled_for } = submission.value;
  try {
    await createFlag(await db(), { name, key, description, enabledFor: enabled_for });
  } catch (error) {
    return replyToError(submission, error);
  }
  return redirectWithFlash(request, "/admin/features", ADMIN_NOTICES.featureCreated(name));
}

export default function AddFeature() {
  const actionData = useActionData<typeof action>();
  const { constraint } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const [form, fields] = useForm<z.input<typeof FeatureFlagSchema>>({
    id: "add-feature",
    lastResult: actionData?.result,
    constraint,
    // Not on blur: a message appearing as the last field loses focus shifts the submit button away
    // from under the pointer, and the click is lost. Errors show on submit, then update as you type.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const busy = navigation.state !== "idle" && navigation.formAction === "/admin/features/new";
  return (
    <section aria-labelledby="add-feature-title" className={admin.panel}>
      <h2 id="add-feature-title" className={admin.heading}>
        Add Feature
      </h2>
      <Form method="post" {...getFormProps(form)} className={css.form}>
        <CsrfField />
        <FormErrors id={form.errorId} errors={form.errors} />
        <FeatureFlagFields fields={fields} />
        <div className={admin.formActions}>
          <button type="submit" className={css.button} disabled={busy}>
            {busy ? "Creating…" : "Create Feature"}
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
      title={ADMIN_FAILURES.createFeature}
      back={{ to: "/admin/features", label: "Back to the feature flags" }}
    />
  );
}
