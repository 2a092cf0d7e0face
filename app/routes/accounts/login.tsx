import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { z } from "zod";
import { INVALID_CREDENTIALS, LOGIN_FAILED } from "~/domain/accounts/messages";
import { LoginSchema } from "~/domain/accounts/schemas";
import { InputField } from "~/ui/accounts/user-fields";
import { CsrfField } from "~/ui/kit/csrf-field";
import { formStyles as css, FormErrors } from "~/ui/kit/form";
import { RouteErrorBoundary } from "~/ui/kit/route-error";
import { authenticator, InvalidCredentialsError, startSession } from "~/web/auth.server";
import { isDatabaseUnavailable, logUnavailable, unavailableHeaders } from "~/web/database-faults.server";
import { readForm, requireGuest } from "~/web/guards.server";
import { UNAVAILABLE_MESSAGE } from "~/web/messages";
import { type FormAnswer, invalidForm, replyToError } from "~/web/page-action.server";
import { limitLogin, RateLimitedError, recordLoginFailure } from "~/web/rate-limits.server";
import { safeRedirect } from "~/web/redirects";
import { passRetryAfter } from "~/web/retry-after";

export const meta: MetaFunction = () => [{ title: "Sign in | Family Meal Planner" }];

export const headers = passRetryAfter;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireGuest(request);
  return { constraint: getZodConstraint(LoginSchema) };
}

const HIDDEN = ["password"];

export async function action({ request, context }: ActionFunctionArgs) {
  await requireGuest(request);
  const form = await readForm(request.clone());
  const submission = parseWithZod(form, { schema: LoginSchema });
  if (submission.status !== "success") return invalidForm(submission, { hideFields: HIDDEN });
  const { email } = submission.value;
  // The sign-in's own refusals keep their statuses (401, 429 with Retry-After, 503 with the form kept);
  // anything else is the kit's (docs/decisions/030-page-form-answers.md).
  const refuse = (message: string, status: number, headers?: HeadersInit) =>
    data<FormAnswer>(
      { result: submission.reply({ formErrors: [message], hideFields: HIDDEN }) },
      { status, headers },
    );
  try {
    await limitLogin(context, email);
    const { user, remember } = await authenticator.authenticate("user-pass", request);
    const cookie = await startSession(request, user, remember);
    return redirect(safeRedirect(form.get("redirectTo")), { headers: { "Set-Cookie": cookie } });
  } catch (error) {
    if (error instanceof RateLimitedError)
      return refuse(error.message, 429, { "Retry-After": String(error.retryAfterSeconds) });
    if (error instanceof InvalidCredentialsError) {
      await recordLoginFailure(context, email);
      return refuse(INVALID_CREDENTIALS, 401);
    }
    if (isDatabaseUnavailable(error)) {
      logUnavailable(error, request);
      return refuse(UNAVAILABLE_MESSAGE, 503, unavailableHeaders());
    }
    return replyToError(submission, error, { hideFields: HIDDEN });
  }
}

export default function Login() {
  const actionData = useActionData<typeof action>();
  const { constraint } = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const [form, fields] = useForm<z.input<typeof LoginSchema>>({
    id: "login",
    lastResult: actionData?.result,
    constraint,
    // Not on blur: a message appearing as the last field loses focus shifts the submit button away
    // from under the pointer, and the click is lost. Errors show on submit, then update as you type.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const busy = navigation.state !== "idle" && navigation.formAction === "/login";
  const password = useRef<HTMLInputElement>(null);
  // After a failed attempt the password box starts empty again (without JavaScript the server does it).
  useEffect(() => {
    if (actionData && password.current) password.current.value = "";
  }, [actionData]);
  return (
    <section aria-labelledby="login-title">
      <h1 id="login-title">Sign in to your account</h1>
      <p>
        Or <Link to="/register">start your 7-day free trial</Link>
      </p>
      <Form method="post" {...getFormProps(form)} className={css.form}>
        <CsrfField />
        <input type="hidden" name="redirectTo" value={safeRedirect(searchParams.get("redirectTo"))} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <InputField field={fields.email} label="Email address" type="email" autoComplete="email" />
        <InputField
          field={fields.password}
          label="Password"
          type="password"
          autoComplete="current-password"
          inputRef={password}
        />
        <div className={css.checkRow}>
          <input {...getInputProps(fields.remember, { type: "checkbox" })} />
          <label htmlFor={fields.remember.id}>Remember me</label>
        </div>
        {/* The ways back in without a mail server (docs/decisions/043-settings.md, README "Passwords and mail"). */}
        <p className={css.hint}>
          Forgot your password? Ask an administrator of this site for a one-time reset link. If you are the
          administrator, whoever runs the server can print a new admin password on its console with{" "}
          <code>npm run seed -- --reset-admin</code>.
        </p>
        <button type="submit" className={css.button} disabled={busy}>
          {busy ? "Signing in…" : "Sign in"}
        </button>
      </Form>
    </section>
  );
}

// A failure that is not the person's to fix: the sign-in's own words, the request id to quote.
export function ErrorBoundary() {
  return <RouteErrorBoundary fallback={{ title: LOGIN_FAILED }} />;
}
