// Edit a feature flag's name, key, description and whether members have it.
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { z } from "zod";
import { getFlag, updateFlag } from "~/domain/admin/feature-flags.server";
import { ADMIN_FAILURES, ADMIN_NOTICES } from "~/domain/admin/notices";
import { FeatureFlagSchema, parseId } from "~/domain/admin/schemas";
import * as admin from "~/ui/admin/admin.css";
import { AdminRouteError } from "~/ui/admin/admin-error";
import { FeatureFlagFields } from "~/ui/admin/feature-flag-fields";
import { CsrfField } from "~/ui/kit/csrf-field";
import { formStyles as css, FormErrors } from "~/ui/kit/form";
import { db } from "~/web/database.server";
import { redirectWithFlash } from "~/web/flash.server";
import { readForm, requireAdmin } from "~/web/guards.server";
import { invalidForm, orNotFound, notFound as pageNotFound, replyToError } from "~/web/page-action.server";

export const meta: MetaFunction = () => [{ title: "Edit Feature | Admin Panel | Family Meal Planner" }];

const FLAG_NOT_FOUND = "Feature flag not found.";
const notFound = () => pageNotFound(FLAG_NOT_FOUND);

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const id = parseId(params.id);
  if (id === null) throw notFound();
  const flag = await orNotFound(async () => getFlag(await db(), id), FLAG_NOT_FOUND);
  return {
    constraint: getZodConstraint(FeatureFlagSchema),
    flag: {
      id: flag.id,
      name: flag.name,
      key: flag.key,
      description: flag.description,
      enabledFor: flag.enabledFor,
    },
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request);
  const form = await readForm(request);
  const id = parseId(params.id);
  if (id === null) throw notFound();
  const submission = parseWithZod(form, { schema: FeatureFlagSchema });
  if (submission.status !== "success") return invalidForm(submission);
  const { name, key, description, enabled_for } = submission.value;
  try {
    await updateFlag(await db(), id, { name, key, description, enabledFor: enabled_for });
  } catch (error) {
    return replyToError(submission, error, { notFound: FLAG_NOT_FOUND });
  }
  return redirectWithFlash(request, "/admin/features", ADMIN_NOTICES.featureUpdated(name));
}

export default function EditFeature() {
  const { flag, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const path = `/admin/features/${flag.id}/edit`;
  const [form, fields] = useForm<z.input<typeof FeatureFlagSchema>>({
    id: `edit-feature-${flag.id}`,
    lastResult: actionData?.result,
    defaultValue: {
      name: flag.name,
      key: flag.key,
      description: flag.description ?? "",
      enabled_for: flag.enabledFor,
    },
    constraint,
    // Not on blur: a message appearing as the last field loses focus shifts the submit button away
    // from under the pointer, and the click is lost. Errors show on submit, then update as you type.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
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
      title={ADMIN_FAILURES.updateFeature}
      back={{ to: "/admin/features", label: "Back to the feature flags" }}
    />
  );
}
