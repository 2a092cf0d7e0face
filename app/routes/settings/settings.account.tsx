// Settings › Account (docs/product.md#settings): name and email (a new email needs the current password),
// the password change that signs out every other session and token, the sessions and API tokens with
// their revoke buttons, and a personal API token, shown once. Forms are told apart by `intent`.
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { z } from "zod";
import {
  changePassword,
  createPersonalToken,
  listSessions,
  listTokens,
  revokeSession,
  revokeToken,
  updateAccount,
} from "~/domain/settings/account.server";
import { passwordChangedMessage, SETTINGS_TEXTS } from "~/domain/settings/constants";
import { AccountSchema, PasswordChangeSchema, TokenNameSchema } from "~/domain/settings/schemas";
import { InputField } from "~/ui/accounts/user-fields";
import { primaryButton, secondaryButton } from "~/ui/kit/button.css";
import { CsrfField } from "~/ui/kit/csrf-field";
import { FormErrors, formStyles } from "~/ui/kit/form";
import * as css from "~/ui/settings/settings.css";
import { SettingsRouteError } from "~/ui/settings/settings-error";
import { db } from "~/web/database.server";
import { redirectWithFlash } from "~/web/flash.server";
import { readForm, requireUser } from "~/web/guards.server";
import { badRequest, invalidForm, replyToError } from "~/web/page-action.server";
import { currentCredential } from "~/web/settings.server";

export const meta: MetaFunction = () => [{ title: "Account | Settings | Family Meal Planner" }];

const HERE = "/settings/account";
const SECRETS = ["current_password", "password", "password_confirmation"];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const database = await db();
  const current = await currentCredential(request);
  const now = new Date();
  const [sessions, tokens] = await Promise.all([
    listSessions(database, user, current, now),
    listTokens(database, user, current, now),
  ]);
  return {
    constraints: {
      AccountSchema: getZodConstraint(AccountSchema),
      PasswordChangeSchema: getZodConstraint(PasswordChangeSchema),
      TokenNameSchema: getZodConstraint(TokenNameSchema),
    },
    account: { name: user.name, email: user.email },
    sessions: sessions.map((s) => ({
      id: s.id,
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      userAgent: s.userAgent,
      current: s.current,
    })),
    tokens: tokens.map((t) => ({
      id: t.id,
      name: t.name,
      createdAt: t.createdAt.toISOString(),
      lastUsedAt: t.lastUsedAt?.toISOString() ?? null,
      expiresAt: t.expiresAt.toISOString(),
    })),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const intent = form.get("intent");
  const database = await db();
  const now = new Date();
  if (intent === "account") {
    const submission = parseWithZod(form, { schema: AccountSchema });
    if (submission.status !== "success") return invalidForm(submission, { hideFields: SECRETS });
    try {
      await updateAccount(database, user, submission.value, now);
    } catch (error) {
      return replyToError(submission, error, { hideFields: SECRETS });
    }
    return redirectWithFlash(request, HERE, SETTINGS_TEXTS.accountUpdated);
  }
  if (intent === "password") {
    const submission = parseWithZod(form, { schema: PasswordChangeSchema });
    if (submission.status !== "success") return invalidForm(submission, { hideFields: SECRETS });
    let ended: { sessions: number; tokens: number };
    try {
      ended = await changePassword(database, user, submission.value, await currentCredential(request), now);
    } catch (error) {
      return replyToError(submission, error, { hideFields: SECRETS });
    }
    return redirectWithFlash(request, HERE, passwordChangedMessage(ended.sessions, ended.tokens));
  }
  if (intent === "revoke-session") {
    const id = form.get("id");
    if (typeof id !== "string" || !/^[0-9a-f]{64}$/.test(id)) throw badRequest("Unknown session.");
    try {
      await revokeSession(database, user, id);
    } catch {
      // Already gone: what the person wanted.
    }
    return redirectWithFlash(request, HERE, SETTINGS_TEXTS.sessionRevoked);
  }
  if (intent === "revoke-token") {
    const id = Number(form.get("id"));
    if (!Number.isSafeInteger(id) || id < 1) throw badRequest("Unknown API token.");
    try {
      await revokeToken(database, user, id, now);
    } catch {
      // Already revoked.
    }
    return redirectWithFlash(request, HERE, SETTINGS_TEXTS.tokenRevoked);
  }
  if (intent === "create-token") {
    const submission = parseWithZod(form, { schema: TokenNameSchema });
    if (submission.status !== "success") return invalidForm(submission);
    const created = await createPersonalToken(database, user, submission.value.name, now);
    // Shown once, in this answer; only its digest is stored.
    return data({
      result: submission.reply({ resetForm: true }),
      created: { name: created.name, token: created.token, expiresAt: created.expiresAt.toISOString() },
    });
  }
  throw badRequest("Unknown action.");
}

// One formatter for the module: toLocaleString with options builds a new one on every call.
const WHEN = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });
const when = (iso: string) => WHEN.format(new Date(iso));

export default function AccountTab() {
  const { account, sessions, tokens } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const lastFor = (intent: string) =>
    answer?.result.initialValue?.intent === intent ? answer.result : undefined;
  const [accountForm, accountFields] = useForm<z.input<typeof AccountSchema>>({
    id: "account",
    lastResult: lastFor("account"),
    defaultValue: { ...account, current_password: "" },
    constraint: useLoaderData<typeof loader>().constraints.AccountSchema,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const [passwordForm, passwordFields] = useForm<z.input<typeof PasswordChangeSchema>>({
    id: "password",
    lastResult: lastFor("password"),
    constraint: useLoaderData<typeof loader>().constraints.PasswordChangeSchema,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const [tokenForm, tokenFields] = useForm<z.input<typeof TokenNameSchema>>({
    id: "token",
    lastResult: lastFor("create-token"),
    constraint: useLoaderData<typeof loader>().constraints.TokenNameSchema,
    shouldValidate: "onSubmit",
  });
  const created = answer && "created" in answer ? answer.created : null;
  return (
    <div className={css.panel}>
      <section aria-labelledby="personal-title" className={css.card}>
        <h2 id="personal-title" className={css.cardTitle}>
          Personal Information
        </h2>
        <Form method="post" {...getFormProps(accountForm)} className={formStyles.form}>
          <CsrfField />
          <input type="hidden" name="intent" value="account" />
          <FormErrors id={accountForm.errorId} errors={accountForm.errors} />
          <InputField field={accountFields.name} label="Name" type="text" autoComplete="name" />
          <InputField field={accountFields.email} label="Email address" type="email" autoComplete="email" />
          <InputField
            field={accountFields.current_password}
            label="Current password"
            type="password"
            autoComplete="current-password"
            hint="Needed only to change your email address."
          />
          <button type="submit" className={primaryButton} disabled={busy("account")}>
            {busy("account") ? "Saving…" : "Save Changes"}
          </button>
        </Form>
      </section>

      <section aria-labelledby="password-title" className={css.card}>
        <h2 id="password-title" className={css.cardTitle}>
          Change Password
        </h2>
        <p className={formStyles.hint}>
          Changing it signs you out on every other device and revokes your API tokens.
        </p>
        <Form method="post" {...getFormProps(passwordForm)} className={formStyles.form}>
          <CsrfField />
          <input type="hidden" name="intent" value="password" />
          <FormErrors id={passwordForm.errorId} errors={passwordForm.errors} />
          <InputField
            field={passwordFields.current_password}
            label="Current password"
            type="password"
            autoComplete="current-password"
          />
          <InputField
            field={passwordFields.password}
            label="New password"
            type="password"
            autoComplete="new-password"
          />
          <InputField
            field={passwordFields.password_confirmation}
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
          />
          <button type="submit" className={primaryButton} disabled={busy("password")}>
            {busy("password") ? "Updating…" : "Update Password"}
          </button>
        </Form>
      </section>

      <section aria-labelledby="sessions-title" className={css.card}>
        <h2 id="sessions-title" className={css.cardTitle}>
          Active Sessions
        </h2>
        <ul className={css.list}>
          {sessions.map((s) => (
            <li key={s.id} className={css.listRow}>
              <span>
                {s.userAgent ? s.userAgent.slice(0, 80) : "Unknown browser"} · signed in {when(s.createdAt)}
                {s.current ? " · this browser" : ""}
              </span>
              {s.current ? null : (
                <Form method="post">
                  <CsrfField />
                  <input type="hidden" name="intent" value="revoke-session" />
                  <input type="hidden" name="id" value={s.id} />
                  <button
                    type="submit"
                    className={secondaryButton}
                    aria-label={`Sign out the session from ${when(s.createdAt)}`}
                  >
                    Sign out
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="tokens-title" className={css.card}>
        <h2 id="tokens-title" className={css.cardTitle}>
          API Tokens
        </h2>
        {created ? (
          <div role="status">
            <p>{SETTINGS_TEXTS.tokenCreated}</p>
            <p>
              <strong>{created.name}</strong>
            </p>
            <p className={css.secret} data-testid="new-token">
              {created.token}
            </p>
          </div>
        ) : null}
        {tokens.length === 0 ? (
          <p className={formStyles.hint}>No API tokens.</p>
        ) : (
          <ul className={css.list}>
            {tokens.map((t) => (
              <li key={t.id} className={css.listRow}>
                <span>
                  {t.name} · created {when(t.createdAt)} ·{" "}
                  {t.lastUsedAt ? `last used ${when(t.lastUsedAt)}` : "never used"}
                </span>
                <Form method="post">
                  <CsrfField />
                  <input type="hidden" name="intent" value="revoke-token" />
                  <input type="hidden" name="id" value={t.id} />
                  <button type="submit" className={secondaryButton} aria-label={`Revoke ${t.name}`}>
                    Revoke
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
        <Form method="post" {...getFormProps(tokenForm)} className={formStyles.form}>
          <CsrfField />
          <input type="hidden" name="intent" value="create-token" />
          <InputField field={tokenFields.name} label="Token name" type="text" autoComplete="off" />
          <button type="submit" className={primaryButton} disabled={busy("create-token")}>
            Create API Token
          </button>
        </Form>
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <SettingsRouteError title="Error loading your account" retryTo={HERE} />;
}
