// Settings › Advanced (docs/product.md#settings): Data Management — the export of everything the
// household keeps (a JSON download), clearing it (typed confirmation; the account stays) and deleting
// the account (typed confirmation and the password; the household and its meal log go with its last
// account). Third-party connections are not available on this install, and the page says so.
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { z } from "zod";
import { CLEAR_CONFIRM_WORD, DELETE_CONFIRM_WORD, SETTINGS_TEXTS } from "~/domain/settings/constants";
import { clearAllData, deleteAccount } from "~/domain/settings/household-data.server";
import { confirmationSchema, deleteAccountSchema } from "~/domain/settings/schemas";
import { InputField } from "~/ui/accounts/user-fields";
import { dangerButton, primaryButton } from "~/ui/kit/button.css";
import { CsrfField } from "~/ui/kit/csrf-field";
import { Field, FormErrors, formStyles } from "~/ui/kit/form";
import * as css from "~/ui/settings/settings.css";
import { SettingsRouteError } from "~/ui/settings/settings-error";
import { endSession } from "~/web/auth.server";
import { db } from "~/web/database.server";
import { flashCookie, redirectWithFlash } from "~/web/flash.server";
import { readForm, requireUser } from "~/web/guards.server";
import { badRequest, invalidForm, replyToError } from "~/web/page-action.server";

export const meta: MetaFunction = () => [{ title: "Advanced | Settings | Family Meal Planner" }];

const HERE = "/settings/advanced";
const ClearSchema = confirmationSchema(CLEAR_CONFIRM_WORD);
const DeleteSchema = deleteAccountSchema(DELETE_CONFIRM_WORD);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return {
    constraints: { ClearSchema: getZodConstraint(ClearSchema), DeleteSchema: getZodConstraint(DeleteSchema) },
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const intent = form.get("intent");
  const database = await db();
  if (intent === "clear") {
    const submission = parseWithZod(form, { schema: ClearSchema });
    if (submission.status !== "success") return invalidForm(submission);
    try {
      await clearAllData(database, user, new Date());
    } catch (error) {
      return replyToError(submission, error);
    }
    return redirectWithFlash(request, HERE, SETTINGS_TEXTS.dataCleared);
  }
  if (intent === "delete") {
    const submission = parseWithZod(form, { schema: DeleteSchema });
    if (submission.status !== "success") return invalidForm(submission, { hideFields: ["current_password"] });
    try {
      await deleteAccount(database, user, submission.value.current_password);
    } catch (error) {
      return replyToError(submission, error, { hideFields: ["current_password"] });
    }
    const headers = new Headers();
    headers.append("Set-Cookie", await endSession(request));
    headers.append("Set-Cookie", await flashCookie(request, SETTINGS_TEXTS.accountDeleted));
    return redirect("/login", { headers });
  }
  throw badRequest("Unknown action.");
}

export default function AdvancedTab() {
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const lastFor = (intent: string) =>
    answer?.result.initialValue?.intent === intent ? answer.result : undefined;
  const [clearForm, clearFields] = useForm<z.input<typeof ClearSchema>>({
    id: "clear",
    lastResult: lastFor("clear"),
    constraint: useLoaderData<typeof loader>().constraints.ClearSchema,
    shouldValidate: "onSubmit",
  });
  const [deleteForm, deleteFields] = useForm<z.input<typeof DeleteSchema>>({
    id: "delete",
    lastResult: lastFor("delete"),
    constraint: useLoaderData<typeof loader>().constraints.DeleteSchema,
    shouldValidate: "onSubmit",
  });
  return (
    <div className={css.panel}>
      <section aria-labelledby="data-title" className={css.card}>
        <h2 id="data-title" className={css.cardTitle}>
          Data Management
        </h2>
        <h3>Export all data</h3>
        <p className={formStyles.hint}>
          A JSON file with your family's recipes, meal plans with their full history, family members,
          inventory, shopping lists, the ratings, reviews and reports your family wrote in the community, and
          settings.
        </p>
        <p>
          <a href="/settings/export.json" download className={primaryButton}>
            Export Data
          </a>
        </p>

        <h3>Clear all data</h3>
        <p>{SETTINGS_TEXTS.confirmClear} Your account stays.</p>
        <Form method="post" {...getFormProps(clearForm)} className={formStyles.form}>
          <CsrfField />
          <input type="hidden" name="intent" value="clear" />
          <FormErrors id={clearForm.errorId} errors={clearForm.errors} />
          <Field
            label={SETTINGS_TEXTS.typeToConfirm(CLEAR_CONFIRM_WORD)}
            id={clearFields.confirmation.id}
            errorId={clearFields.confirmation.errorId}
            errors={clearFields.confirmation.errors}
          >
            <input
              className={formStyles.input}
              {...getInputProps(clearFields.confirmation, { type: "text" })}
              autoComplete="off"
            />
          </Field>
          <button type="submit" className={dangerButton} disabled={busy("clear")}>
            Clear All Data
          </button>
        </Form>

        <h3>Delete account</h3>
        <p>
          {SETTINGS_TEXTS.confirmDelete} When you are the last account of your family, the family goes too,
          with its recipes, meal plans and their history.
        </p>
        <Form method="post" {...getFormProps(deleteForm)} className={formStyles.form}>
          <CsrfField />
          <input type="hidden" name="intent" value="delete" />
          <FormErrors id={deleteForm.errorId} errors={deleteForm.errors} />
          <Field
            label={SETTINGS_TEXTS.typeToConfirm(DELETE_CONFIRM_WORD)}
            id={deleteFields.confirmation.id}
            errorId={deleteFields.confirmation.errorId}
            errors={deleteFields.confirmation.errors}
          >
            <input
              className={formStyles.input}
              {...getInputProps(deleteFields.confirmation, { type: "text" })}
              autoComplete="off"
            />
          </Field>
          <InputField
            field={deleteFields.current_password}
            label="Current password"
            type="password"
            autoComplete="current-password"
          />
          <button type="submit" className={dangerButton} disabled={busy("delete")}>
            Delete Account
          </button>
        </Form>
      </section>

      <section aria-labelledby="connections-title" className={css.card}>
        <h2 id="connections-title" className={css.cardTitle}>
          Third-Party Connections
        </h2>
        <p>{SETTINGS_TEXTS.noConnections}</p>
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <SettingsRouteError title="Error in data management" retryTo={HERE} />;
}
