import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirectDocument,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { RegisterFormSchema } from "~/domain/accounts/schemas";
import { EmailTakenError, registerUser } from "~/domain/accounts/users.server";
import { DomainError } from "~/domain/errors";
import { acceptInvite, findInvite } from "~/domain/household/household.server";
import { CsrfField } from "~/ui/kit/csrf-field";
import { formStyles as css, Field, FormErrors } from "~/ui/kit/form";
import { RouteErrorBoundary } from "~/ui/kit/route-error";
import { startSession } from "~/web/auth.server";
import { db } from "~/web/database.server";
import { isDatabaseUnavailable, logUnavailable, unavailableHeaders } from "~/web/database-faults.server";
import { readForm, requireGuest } from "~/web/guards.server";
import { cleanSearchParams } from "~/web/input-gate.server";
import { REGISTER_FAILED, UNAVAILABLE_MESSAGE } from "~/web/messages";
import { limitRegistration, RateLimitedError } from "~/web/rate-limits.server";
import { passRetryAfter } from "~/web/retry-after";

export const meta: MetaFunction = () => [{ title: "Start your free trial | Family Meal Planner" }];

export const headers = passRetryAfter;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireGuest(request);
  const token = cleanSearchParams(request).get("invite");
  const invite = token ? await findInvite(await db(), token, new Date()) : null;
  return {
    invite: invite ? { familyName: invite.householdName } : null,
    inviteInvalid: Boolean(token && !invite),
  };
}

const SECRET_FIELDS = ["password", "password_confirmation"];

export async function action({ request, context }: ActionFunctionArgs) {
  await requireGuest(request);
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: RegisterFormSchema });
  if (submission.status !== "success") {
    return Response.json({ result: submission.reply({ hideFields: SECRET_FIELDS }) }, { status: 422 });
  }
  const inviteToken = form.get("invite");
  try {
    await limitRegistration(context);
    const database = await db();
    const now = new Date();
    if (typeof inviteToken === "string" && inviteToken && !(await findInvite(database, inviteToken, now))) {
      throw new DomainError("This invitation link is invalid, used or expired. Ask for a new one.");
    }
    const user = await registerUser(database, { ...submission.value, now });
    // Joining by invitation: the new account moves into the inviting family.
    if (typeof inviteToken === "string" && inviteToken) await acceptInvite(database, user, inviteToken, now);
    // A full page load of /, as the spec's client does after registering.
    return redirectDocument("/", { headers: { "Set-Cookie": await startSession(request, user, false) } });
  } catch (error) {
    if (error instanceof EmailTakenError) {
      return Response.json(
        { result: submission.reply({ fieldErrors: { email: [error.message] }, hideFields: SECRET_FIELDS }) },
        { status: 422 },
      );
    }
    if (error instanceof RateLimitedError) {
      return Response.json(
        { result: submission.reply({ formErrors: [error.message], hideFields: SECRET_FIELDS }) },
        { status: 429, headers: { "Retry-After": String(error.retryAfterSeconds) } },
      );
    }
    if (error instanceof DomainError) {
      return Response.json(
        { result: submission.reply({ formErrors: [error.message], hideFields: SECRET_FIELDS }) },
        { status: 422 },
      );
    }
    if (isDatabaseUnavailable(error)) {
      logUnavailable(error, request);
      return Response.json(
        { result: submission.reply({ formErrors: [UNAVAILABLE_MESSAGE], hideFields: SECRET_FIELDS }) },
        { status: 503, headers: unavailableHeaders() },
      );
    }
    console.error("[register] unexpected failure:", error);
    return Response.json(
      { result: submission.reply({ formErrors: [REGISTER_FAILED], hideFields: SECRET_FIELDS }) },
      { status: 500 },
    );
  }
}

export default function Register() {
  const actionData = useActionData<typeof action>();
  const { invite, inviteInvalid } = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "register",
    lastResult: actionData?.result,
    constraint: getZodConstraint(RegisterFormSchema),
    // Not on blur: a message appearing as the last field loses focus shifts the submit button away
    // from under the pointer, and the click is lost. Errors show on submit, then update as you type.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RegisterFormSchema }),
  });
  const busy = navigation.state !== "idle" && navigation.formAction === "/register";
  return (
    <section aria-labelledby="register-title">
      <h1 id="register-title">Start your 7-day free trial</h1>
      {invite ? (
        <p>You have been invited to join {invite.familyName}. Your account will belong to that family.</p>
      ) : null}
      {inviteInvalid ? (
        <p role="alert">
          This invitation link is invalid, used or expired. You can still create an account of your own.
        </p>
      ) : null}
      <p>
        7-day free trial, then $9.99/month unless you cancel. Your plan includes up to 5 family members; each
        extra member costs $1.99/month.
      </p>
      <p className={css.hint}>
        No card is needed: no payment provider is connected yet, so nothing is charged.
      </p>
      <Form method="post" {...getFormProps(form)} className={css.form}>
        <CsrfField />
        {invite ? <input type="hidden" name="invite" value={searchParams.get("invite") ?? ""} /> : null}
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field
          label="Full name"
          id={fields.name.id}
          errorId={fields.name.errorId}
          errors={fields.name.errors}
        >
          <input
            className={css.input}
            {...getInputProps(fields.name, { type: "text" })}
            autoComplete="name"
          />
        </Field>
        <Field label="Email" id={fields.email.id} errorId={fields.email.errorId} errors={fields.email.errors}>
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
          hint="At least 8 characters."
        >
          <input
            className={css.input}
            {...getInputProps(fields.password, { type: "password" })}
            autoComplete="new-password"
          />
        </Field>
        <Field
          label="Confirm Password"
          id={fields.password_confirmation.id}
          errorId={fields.password_confirmation.errorId}
          errors={fields.password_confirmation.errors}
        >
          <input
            className={css.input}
            {...getInputProps(fields.password_confirmation, { type: "password" })}
            autoComplete="new-password"
          />
        </Field>
        <div>
          <div className={css.checkRow}>
            <input {...getInputProps(fields.terms, { type: "checkbox" })} />
            <label htmlFor={fields.terms.id}>I agree to the Terms and Conditions</label>
          </div>
          <p id={fields.terms.errorId} className={css.error} hidden={!fields.terms.errors?.length}>
            {fields.terms.errors?.join("\n")}
          </p>
        </div>
        <button type="submit" className={css.button} disabled={busy}>
          {busy ? "Starting your trial…" : "Start free trial"}
        </button>
      </Form>
      <p>
        Already have an account? <Link to="/login">Sign in</Link>
      </p>
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
