// Family settings (part two §2 'Family Settings dialog'): family-wide dietary lists and the default
// meal times, each its own form told apart by `intent`; for the owner, whether members may edit.
import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { DomainError, ForbiddenError } from "~/domain/errors";
import { MEAL_TIME_TYPES, PRESETS } from "~/domain/household/constants";
import {
  getHousehold,
  permissionsOf,
  saveFamilyOptions,
  saveMealTimes,
  setMembersCanEdit,
} from "~/domain/household/household.server";
import { FamilyOptionsSchema, MealTimesSchema } from "~/domain/household/schemas";
import { CsrfField } from "~/ui/csrf-field";
import * as css from "~/ui/family.css";
import { FamilyRouteError } from "~/ui/family-error";
import { asList, listErrors, splitTagFields, TagPicker } from "~/ui/family-tag-picker";
import { Field, FormErrors, formStyles } from "~/ui/form";
import { db } from "~/web/database.server";
import { readForm, requireUser } from "~/web/guards.server";

export const meta: MetaFunction = () => [{ title: "Family Settings | Family Meal Planner" }];

const OPTION_FIELDS = ["allergies", "dietary_preferences", "dislikes"] as const;
const SAVED = "Settings saved successfully!";
const SETTINGS_DENIED =
  "You do not have permission to change the family settings. Contact the family administrator.";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const household = await getHousehold(await db(), user.householdId);
  const permissions = permissionsOf(user, household);
  return {
    options: {
      allergies: household.options.allergies,
      dietary_preferences: household.options.dietaryPreferences,
      dislikes: household.options.dislikes,
    },
    mealTimes: household.mealTimes,
    membersCanEdit: household.membersCanEdit,
    canChange: permissions.canChangeSettings,
    isOwner: permissions.role === "owner",
  };
}

type Intent = "options" | "meal-times" | "members-can-edit";

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const intent = form.get("intent");
  const database = await db();
  const fail = (which: Intent, result: SubmissionResult<string[]>, status: number) =>
    data({ intent: which, result }, { status });
  if (intent === "options") {
    const submission = parseWithZod(splitTagFields(form, OPTION_FIELDS), { schema: FamilyOptionsSchema });
    if (submission.status !== "success") return fail(intent, submission.reply(), 422);
    try {
      await saveFamilyOptions(database, user, {
        allergies: submission.value.allergies,
        dietaryPreferences: submission.value.dietary_preferences,
        dislikes: submission.value.dislikes,
      });
    } catch (error) {
      if (error instanceof ForbiddenError || error instanceof DomainError) {
        return fail(intent, submission.reply({ formErrors: [error.message] }), 403);
      }
      throw error;
    }
    return redirect("/family/settings?saved=1");
  }
  if (intent === "meal-times") {
    const submission = parseWithZod(form, { schema: MealTimesSchema });
    if (submission.status !== "success") return fail(intent, submission.reply(), 422);
    try {
      await saveMealTimes(database, user, submission.value);
    } catch (error) {
      if (error instanceof ForbiddenError || error instanceof DomainError) {
        return fail(intent, submission.reply({ formErrors: [error.message] }), 403);
      }
      throw error;
    }
    return redirect("/family/settings?saved=1");
  }
  if (intent === "members-can-edit") {
    try {
      await setMembersCanEdit(database, user, form.get("members_can_edit") === "on");
    } catch (error) {
      if (error instanceof ForbiddenError) {
        return fail(intent, { status: "error", error: { "": [error.message] } }, 403);
      }
      throw error;
    }
    return redirect("/family/settings?saved=1");
  }
  throw new Response("Unknown action.", { status: 400, statusText: "Bad Request" });
}

const mealLabel = (type: string) => type.charAt(0).toUpperCase() + type.slice(1);

export default function FamilySettings() {
  const { options, mealTimes, membersCanEdit, canChange, isOwner } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const resultFor = (intent: Intent) => (actionData?.intent === intent ? actionData.result : undefined);
  const saved = searchParams.get("saved") === "1" && !actionData;
  return (
    <section aria-labelledby="settings-title" className={css.page}>
      <div className={css.header}>
        <h1 id="settings-title" className={css.title}>
          Family Settings
        </h1>
        <Link to="/family" className={css.secondaryButton}>
          Close
        </Link>
      </div>
      <nav aria-label="Settings sections">
        <ul className={css.tabs}>
          <li>
            <a href="#dietary-preferences" className={css.secondaryButton}>
              Dietary Preferences
            </a>
          </li>
          <li>
            <a href="#meal-planning" className={css.secondaryButton}>
              Meal Planning
            </a>
          </li>
        </ul>
      </nav>
      {saved ? (
        <p className={css.success} role="status">
          {SAVED}
        </p>
      ) : null}
      {canChange ? null : <p className={css.notice}>{SETTINGS_DENIED}</p>}
      <OptionsSection options={options} canChange={canChange} lastResult={resultFor("options")} />
      <MealTimesSection mealTimes={mealTimes} canChange={canChange} lastResult={resultFor("meal-times")} />
      {isOwner ? (
        <MembersCanEditSection allowed={membersCanEdit} lastResult={resultFor("members-can-edit")} />
      ) : null}
    </section>
  );
}

function OptionsSection(props: {
  options: Record<(typeof OPTION_FIELDS)[number], string[]>;
  canChange: boolean;
  lastResult?: SubmissionResult<string[]>;
}) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "family-options",
    lastResult: props.lastResult,
    defaultValue: props.options,
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) =>
      parseWithZod(splitTagFields(formData, OPTION_FIELDS), { schema: FamilyOptionsSchema }),
  });
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "options";
  const pickers = [
    { name: "allergies", legend: "Allergies", presets: PRESETS.allergies },
    { name: "dietary_preferences", legend: "Dietary preferences", presets: PRESETS.dietary_preferences },
    { name: "dislikes", legend: "Dislikes", presets: PRESETS.disliked_ingredients },
  ] as const;
  return (
    <section id="dietary-preferences" aria-labelledby="dietary-title" className={css.section}>
      <h2 id="dietary-title" className={css.subtitle}>
        Dietary Preferences
      </h2>
      <p className={css.muted}>
        Family-wide allergies, dietary preferences and dislikes. Untick an entry to remove it.
      </p>
      <Form method="post" {...getFormProps(form)} className={css.form}>
        <CsrfField />
        <input type="hidden" name="intent" value="options" />
        <FormErrors id={form.errorId} errors={form.errors} />
        {pickers.map((picker) => {
          const field = fields[picker.name];
          return (
            <TagPicker
              key={picker.name}
              legend={picker.legend}
              name={picker.name}
              id={field.id}
              errorId={field.errorId}
              presets={picker.presets}
              saved={props.options[picker.name]}
              selected={asList(field.initialValue)}
              errors={listErrors(field.allErrors)}
              disabled={!props.canChange}
            />
          );
        })}
        {props.canChange ? (
          <div className={css.actions}>
            <button type="submit" className={css.primaryButton} disabled={busy}>
              {busy ? "Saving…" : "Save dietary preferences"}
            </button>
          </div>
        ) : null}
      </Form>
    </section>
  );
}

function MealTimesSection(props: {
  mealTimes: Record<(typeof MEAL_TIME_TYPES)[number], string>;
  canChange: boolean;
  lastResult?: SubmissionResult<string[]>;
}) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "meal-times",
    lastResult: props.lastResult,
    defaultValue: props.mealTimes,
    constraint: getZodConstraint(MealTimesSchema),
    // Not on blur: a message appearing as the last field loses focus shifts the submit button away
    // from under the pointer, and the click is lost. Errors show on submit, then update as you type.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: MealTimesSchema }),
  });
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "meal-times";
  return (
    <section id="meal-planning" aria-labelledby="meal-planning-title" className={css.section}>
      <h2 id="meal-planning-title" className={css.subtitle}>
        Meal Planning Settings
      </h2>
      <p className={css.muted}>The time the planner suggests when a meal of each type is added.</p>
      <Form method="post" {...getFormProps(form)} className={css.form}>
        <CsrfField />
        <input type="hidden" name="intent" value="meal-times" />
        <FormErrors id={form.errorId} errors={form.errors} />
        <fieldset className={css.fieldset} disabled={!props.canChange}>
          <legend className={css.legend}>Default meal times</legend>
          <div className={css.timeGrid}>
            {MEAL_TIME_TYPES.map((type) => {
              const field = fields[type];
              return (
                <Field
                  key={type}
                  label={mealLabel(type)}
                  id={field.id}
                  errorId={field.errorId}
                  errors={field.errors}
                >
                  <input className={formStyles.input} {...getInputProps(field, { type: "time" })} />
                </Field>
              );
            })}
          </div>
        </fieldset>
        {props.canChange ? (
          <div className={css.actions}>
            <button type="submit" className={css.primaryButton} disabled={busy}>
              {busy ? "Saving…" : "Save meal times"}
            </button>
          </div>
        ) : null}
      </Form>
    </section>
  );
}

function MembersCanEditSection({
  allowed,
  lastResult,
}: {
  allowed: boolean;
  lastResult?: SubmissionResult<string[]>;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "members-can-edit";
  const errors = lastResult?.error?.[""] ?? undefined;
  return (
    <section aria-labelledby="permissions-title" className={css.section}>
      <h2 id="permissions-title" className={css.subtitle}>
        Permissions
      </h2>
      <Form method="post" className={css.form}>
        <CsrfField />
        <input type="hidden" name="intent" value="members-can-edit" />
        <FormErrors errors={errors} />
        <div className={formStyles.checkRow}>
          <input
            type="checkbox"
            id="members-can-edit"
            name="members_can_edit"
            value="on"
            defaultChecked={allowed}
          />
          <label htmlFor="members-can-edit">Members can edit family members and settings</label>
        </div>
        <p className={css.muted}>
          Owners and admins can always edit. When this is off, members can only look.
        </p>
        <div className={css.actions}>
          <button type="submit" className={css.secondaryButton} disabled={busy}>
            {busy ? "Saving…" : "Save permissions"}
          </button>
        </div>
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  return <FamilyRouteError title="Error loading family settings" retryTo="/family/settings" />;
}
