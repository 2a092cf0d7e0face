import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirectDocument,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import type { z } from "zod";
import { REGISTER_FAILED } from "~/domain/accounts/messages";
import { RegisterFormSchema, SECRET_FIELDS } from "~/domain/accounts/schemas";
import { registerUser } from "~/domain/accounts/users.server";
import { DomainError } from "~/domain/errors";
import { acceptInvite, findInvite } from "~/domain/household/household.server";
import { UserFields } from "~/ui/accounts/user-fields";
import { CsrfField } from "~/ui/kit/csrf-field";
import { formStyles as css, FormErrors } from "~/ui/kit/form";
import { RouteErrorBoundary } from "~/ui/kit/route-error";
import { startSession } from "~/web/auth.server";
import { db } from "~/web/database.server";
import { isDatabaseUnavailable, logUnavailable, unavailableHeaders } from "~/web/database-faults.server";
import { readForm, requireGuest } from "~/web/guards.server";
import { cleanSearchParams } from "~/web/input-gate.server";
import { UNAVAILABLE_MESSAGE } from "~/web/messages";
import { type FormAnswer, invalidForm, replyToError } from "~/web/page-action.server";
import { limitRegistration, RateLimitedError } from "~/web/rate-limits.server";
import { passRetryAfter } from "~/web/retry-after";

export const meta: MetaFunction = () => [{ title: "Start your free trial | Family Meal Planner" }];

export const headers = passRetryAfter;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireGuest(request);
  const token = cleanSearchParams(request).get("invite");
  const invite = token ? await findInvite(await db(), token, new Date()) : null;
  return {
    constraint: getZodConstraint(RegisterFormSchema),
    invite: invite ? { familyName: invite.householdName } : null,
    inviteInvalid: Boolean(token && !invite),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireGuest(request);
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: RegisterFormSchema });
  if (submission.status !== "success") return invalidForm(submission, { hideFields: SECRET_FIELDS });
  const inviteToken = form.get("invite");
  // Registration's own refusals keep their statuses (429 with Retry-After, 503 with the form kept);
  // anything else is the kit's (docs/decisions/030-page-form-answers.md).
  const refuse = (message: string, status: number, headers?: HeadersInit) =>
    data<FormAnswer>(
      { result: submission.reply({ formErrors: [message], hideFields: SECRET_FIELDS }) },
      { status, headers },
    );
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
    if (error instanceof RateLimitedError)
      return refuse(error.message, 429, { "Retry-After": String(error.retryAfterSeconds) });
    if (isDatabaseUnavailable(error)) {
      logUnavailable(error, request);
      return refuse(UNAVAILABLE_MESSAGE, 503, unavailableHeaders());
    }
    return replyToError(submission, error, { hideFields: SECRET_FIELDS });
  }
}

export default function Register() {
  const actionData = useActionData<typeof action>();
  const { invite, inviteInvalid, constraint } = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const [form, fields] = useForm<z.input<typeof RegisterFormSchema>>({
    id: "register",
    lastResult: actionData?.result,
    constraint,
    // Not on blur: a message appearing as the last field loses focus shifts the submit button away
    // from under the pointer, and the click is lost. Errors show on submit, then update as you type.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
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
        <UserFields fields={fields} nameLabel="Full name" passwordHint="At least 8 characters." own />
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

// A failure that is not the person's to fix: registration's own words, the request id to quote.
export function ErrorBoundary() {
  return <RouteErrorBoundary fallback={{ title: REGISTER_FAILED }} />;
}
