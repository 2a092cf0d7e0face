import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { Form, Link, useActionData, useNavigation, useSearchParams } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { LoginSchema } from "~/domain/accounts/schemas";
import { CsrfField } from "~/ui/kit/csrf-field";
import { formStyles as css, Field, FormErrors } from "~/ui/kit/form";
import { RouteErrorBoundary } from "~/ui/kit/route-error";
import { authenticator, InvalidCredentialsError, startSession } from "~/web/auth.server";
import { isDatabaseUnavailable, logUnavailable, unavailableHeaders } from "~/web/database-faults.server";
import { readForm, requireGuest } from "~/web/guards.server";
import { INVALID_CREDENTIALS, LOGIN_FAILED, UNAVAILABLE_MESSAGE } from "~/web/messages";
import { limitLogin, RateLimitedError, recordLoginFailure } from "~/web/rate-limits.server";
import { safeRedirect } from "~/web/redirects";
import { passRetryAfter } from "~/web/retry-after";

export const meta: MetaFunction = () => [{ title: "Sign in | Family Meal Planner" }];

export const headers = passRetryAfter;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireGuest(request);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireGuest(request);
  const form = await readForm(request.clone());
  const submission = parseWithZod(form, { schema: LoginSchema });
  if (submission.status !== "success") {
    return Response.json({ result: submission.reply({ hideFields: ["password"] }) }, { status: 422 });
  }
  const { email } = submission.value;
  try {
    await limitLogin(context, email);
    const { user, remember } = await authenticator.authenticate("user-pass", request);
    const cookie = await startSession(request, user, remember);
    return redirect(safeRedirect(form.get("redirectTo")), { headers: { "Set-Cookie": cookie } });
  } catch (error) {
    if (error instanceof RateLimitedError) {
      return Response.json(
        { result: submission.reply({ formErrors: [error.message], hideFields: ["password"] }) },
        { status: 429, headers: { "Retry-After": String(error.retryAfterSeconds) } },
      );
    }
    if (error instanceof InvalidCredentialsError) {
      await recordLoginFailure(context, email);
      return Response.json(
        { result: submission.reply({ formErrors: [INVALID_CREDENTIALS], hideFields: ["password"] }) },
        { status: 401 },
      );
    }
    if (isDatabaseUnavailable(error)) {
      logUnavailable(error, request);
      return Response.json(
        { result: submission.reply({ formErrors: [UNAVAILABLE_MESSAGE], hideFields: ["password"] }) },
        { status: 503, headers: unavailableHeaders() },
      );
    }
    console.error("[login] unexpected failure:", error);
    return Response.json(
      { result: submission.reply({ formErrors: [LOGIN_FAILED], hideFields: ["password"] }) },
      { status: 500 },
    );
  }
}

export default function Login() {
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "login",
    lastResult: actionData?.result,
    constraint: getZodConstraint(LoginSchema),
    // Not on blur: a message appearing as the last field loses focus shifts the submit button away
    // from under the pointer, and the click is lost. Errors show on submit, then update as you type.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LoginSchema }),
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
        <Field
          label="Email address"
          id={fields.email.id}
          errorId={fields.email.errorId}
          errors={fields.email.errors}
        >
          <input
            className={css.input}
            {...getInputProps(fields.email, { type: "email" })}
            autoComplete="email"
          />
        </Field>
        <Field
          label="Password"
          id={fields.password.id}
          errorId={fields.password.errorId}
          errors={fields.password.errors}
        >
          <input
            className={css.input}
            {...getInputProps(fields.password, { type: "password" })}
            ref={password}
            autoComplete="current-password"
          />
        </Field>
        <div className={css.checkRow}>
          <input {...getInputProps(fields.remember, { type: "checkbox" })} />
          <label htmlFor={fields.remember.id}>Remember me</label>
        </div>
        <p className={css.hint}>Forgot your password? Ask an administrator of this site to set a new one.</p>
        <button type="submit" className={css.button} disabled={busy}>
          {busy ? "Signing in…" : "Sign in"}
        </button>
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
