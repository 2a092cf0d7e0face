// A one-time password reset link an admin issued (docs/product.md#settings): the page asks for a new
// password twice; saving it uses the link up and signs the account out everywhere. An unknown, used or
// expired link answers 410 with a plain message.
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { z } from "zod";
import { DomainError } from "~/domain/errors";
import { SETTINGS_TEXTS } from "~/domain/settings/constants";
import { findResetLink, redeemResetLink } from "~/domain/settings/password-resets.server";
import { ResetPasswordSchema } from "~/domain/settings/schemas";
import { InputField } from "~/ui/accounts/user-fields";
import { primaryButton } from "~/ui/kit/button.css";
import { CsrfField } from "~/ui/kit/csrf-field";
import { FormErrors, formStyles } from "~/ui/kit/form";
import { PageHeader } from "~/ui/kit/page-title";
import * as css from "~/ui/settings/settings.css";
import { SettingsRouteError } from "~/ui/settings/settings-error";
import { endSession } from "~/web/auth.server";
import { db } from "~/web/database.server";
import { flashCookie } from "~/web/flash.server";
import { readForm } from "~/web/guards.server";
import { type FormAnswer, invalidForm } from "~/web/page-action.server";

export const meta: MetaFunction = () => [{ title: "Reset your password | Family Meal Planner" }];

const SECRETS = ["password", "password_confirmation"];

export async function loader({ params }: LoaderFunctionArgs) {
  const link = params.token ? await findResetLink(await db(), params.token, new Date()) : null;
  if (!link)
    return data(
      {
        constraints: { ResetPasswordSchema: getZodConstraint(ResetPasswordSchema) },
        valid: false as const,
        email: null,
      },
      { status: 410 },
    );
  return {
    constraints: { ResetPasswordSchema: getZodConstraint(ResetPasswordSchema) },
    valid: true as const,
    email: link.email,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: ResetPasswordSchema });
  if (submission.status !== "success") return invalidForm(submission, { hideFields: SECRETS });
  try {
    await redeemResetLink(await db(), params.token ?? "", submission.value.password, new Date());
  } catch (error) {
    if (error instanceof DomainError)
      return data<FormAnswer>(
        { result: submission.reply({ formErrors: [error.message], hideFields: SECRETS }) },
        { status: 410 },
      );
    throw error;
  }
  // Whoever was signed in in this browser is signed out: the next page is the sign-in form.
  const headers = new Headers();
  headers.append("Set-Cookie", await endSession(request));
  headers.append("Set-Cookie", await flashCookie(request, SETTINGS_TEXTS.passwordReset));
  return redirect("/login", { headers });
}

export default function ResetPassword() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm<z.input<typeof ResetPasswordSchema>>({
    id: "reset-password",
    lastResult: answer?.result,
    constraint: useLoaderData<typeof loader>().constraints.ResetPasswordSchema,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <section aria-labelledby="reset-title" className={css.panel}>
      <PageHeader id="reset-title" title="Reset your password" />
      {loaded.valid ? (
        <Form method="post" {...getFormProps(form)} className={formStyles.form}>
          <CsrfField />
          <p>
            New password for <strong>{loaded.email}</strong>
          </p>
          <FormErrors id={form.errorId} errors={form.errors} />
          <InputField
            field={fields.password}
            label="New password"
            type="password"
            autoComplete="new-password"
          />
          <InputField
            field={fields.password_confirmation}
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
          />
          <button type="submit" className={primaryButton} disabled={navigation.state !== "idle"}>
            Set New Password
          </button>
        </Form>
      ) : (
        <>
          <p>{SETTINGS_TEXTS.resetLinkInvalid}</p>
          <p>
            <Link to="/login">Back to sign in</Link>
          </p>
        </>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <SettingsRouteError title="Error resetting your password" retryTo="/login" />;
}
