// The Family Settings dialog (docs/product.md#family, 'Family Settings'): family-wide dietary lists and the
// default meal times, each its own form told apart by `intent`; for the owner, whether members may
// edit. It is the /family/settings page without JavaScript and a dialog over the Family page with it;
// in the dialog a saved form stays open and says 'Settings saved successfully!'.
import {
  getFormProps,
  getInputProps,
  getSelectProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { Form, Link, type Navigation, useLocation, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { MEAL_TIME_TYPES, PRESETS } from "~/domain/household/constants";
import { CsrfField } from "~/ui/kit/csrf-field";
import { Field, type FormConstraint, FormErrors, formStyles } from "~/ui/kit/form";
import type { DialogHost } from "~/ui/kit/route-dialog";
import * as css from "./family.css";
import { asList, listErrors, TagPicker } from "./family-tag-picker";

const SETTINGS_PATH = "/family/settings";

export const OPTION_FIELDS = ["allergies", "dietary_preferences", "dislikes"] as const;
export const SAVED = "Settings saved successfully!";
export const SETTINGS_DENIED =
  "You do not have permission to change the family settings. Contact the family administrator.";

export type SettingsIntent = "options" | "meal-times" | "time-zone" | "members-can-edit";
/** What /family/settings's loader answers. */
export type SettingsPageData = {
  options: Record<(typeof OPTION_FIELDS)[number], string[]>;
  mealTimes: Record<(typeof MEAL_TIME_TYPES)[number], string>;
  membersCanEdit: boolean;
  canChange: boolean;
  isOwner: boolean;
  /** The meal times form's native constraints, from the loader. */
  mealTimesConstraint: FormConstraint;
  /** The household's IANA zone, null for the server's; the zones to choose from; the server's zone. */
  timeZone: string | null;
  timeZones: readonly string[];
  serverTimeZone: string;
};
/**
 * What its action answers instead of redirecting: the kit's answer for a refused form, or for a save
 * from the dialog with `saved`. The form it is about is the `intent` among the fields it sends back.
 */
export type SettingsAnswer = { result: SubmissionResult<string[]>; conflict?: true; saved?: true };
/** The field a dialog's forms carry so that a save answers `saved` rather than a redirect. */
export const STAY_FIELD = "_stay";

type SectionProps = { host?: DialogHost<unknown>; answer?: SettingsAnswer };

function StayField({ host }: { host?: DialogHost<unknown> }) {
  return host ? <input type="hidden" name={STAY_FIELD} value="1" /> : null;
}

function sending(host: DialogHost<unknown> | undefined, navigation: Navigation, intent: SettingsIntent) {
  if (host) return host.busy && host.formData?.get("intent") === intent;
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
}

const mealLabel = (type: string) => type.charAt(0).toUpperCase() + type.slice(1);

export function FamilySettingsView(props: {
  loaded: SettingsPageData;
  answer: SettingsAnswer | undefined;
  /** The page after a save (its flash message is 'saved'). */
  saved?: boolean;
  host?: DialogHost<unknown>;
}) {
  const { options, mealTimes, membersCanEdit, canChange, isOwner } = props.loaded;
  const { answer, host } = props;
  // A save answered in the dialog keeps the form as it was typed: only a refusal goes back into it.
  const resultFor = (intent: SettingsIntent) =>
    answer && !answer.saved && answer.result.initialValue?.intent === intent ? answer.result : undefined;
  // 'Saved' stands until the next change is typed: beside a new mistake it would mislead. Each answer
  // (the dialog's) or each page after a save's redirect (a new location, with JavaScript the same
  // component) is a new one, so a later save shows 'Saved' again.
  const location = useLocation();
  const [typedAfter, setTypedAfter] = useState<unknown>(null);
  const shownAnswer = answer ?? location.key;
  const saved = (answer ? answer.saved === true : props.saved === true) && typedAfter !== shownAnswer;
  const sections = { host, answer };
  return (
    <section
      aria-labelledby={host ? undefined : "settings-title"}
      className={css.page}
      onInput={() => setTypedAfter(shownAnswer)}
    >
      {host ? null : (
        <div className={css.header}>
          <h1 id="settings-title" className={css.title}>
            Family Settings
          </h1>
          <Link to="/family" className={css.secondaryButton}>
            Close
          </Link>
        </div>
      )}
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
          <li>
            <a href="#time-zone" className={css.secondaryButton}>
              Time Zone
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
      <OptionsSection
        {...sections}
        options={options}
        canChange={canChange}
        lastResult={resultFor("options")}
      />
      <MealTimesSection
        {...sections}
        mealTimes={mealTimes}
        constraint={props.loaded.mealTimesConstraint}
        canChange={canChange}
        lastResult={resultFor("meal-times")}
      />
      <TimeZoneSection
        {...sections}
        timeZone={props.loaded.timeZone}
        timeZones={props.loaded.timeZones}
        serverTimeZone={props.loaded.serverTimeZone}
        canChange={canChange}
        lastResult={resultFor("time-zone")}
      />
      {isOwner ? (
        <MembersCanEditSection
          {...sections}
          allowed={membersCanEdit}
          lastResult={resultFor("members-can-edit")}
        />
      ) : null}
    </section>
  );
}

function OptionsSection(
  props: SectionProps & {
    options: Record<(typeof OPTION_FIELDS)[number], string[]>;
    canChange: boolean;
    lastResult?: SubmissionResult<string[]>;
  },
) {
  const navigation = useNavigation();
  const FormElement = props.host ? props.host.Form : Form;
  const [form, fields] = useForm({
    id: "family-options",
    lastResult: props.lastResult,
    defaultValue: props.options,
    // The server validates (the schema stays out of the browser); its answer shows the errors.
    shouldValidate: "onSubmit",
  });
  const busy = sending(props.host, navigation, "options");
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
      <FormElement method="post" action={SETTINGS_PATH} {...getFormProps(form)} className={css.form}>
        <CsrfField />
        <input type="hidden" name="intent" value="options" />
        <StayField host={props.host} />
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
      </FormElement>
    </section>
  );
}

function MealTimesSection(
  props: SectionProps & {
    mealTimes: Record<(typeof MEAL_TIME_TYPES)[number], string>;
    canChange: boolean;
    lastResult?: SubmissionResult<string[]>;
    constraint: FormConstraint;
  },
) {
  const navigation = useNavigation();
  const FormElement = props.host ? props.host.Form : Form;
  const [form, fields] = useForm({
    id: "meal-times",
    lastResult: props.lastResult,
    defaultValue: props.mealTimes,
    constraint: props.constraint,
    // The server validates (the schema stays out of the browser); its answer shows the errors.
    shouldValidate: "onSubmit",
  });
  const busy = sending(props.host, navigation, "meal-times");
  return (
    <section id="meal-planning" aria-labelledby="meal-planning-title" className={css.section}>
      <h2 id="meal-planning-title" className={css.subtitle}>
        Meal Planning Settings
      </h2>
      <p className={css.muted}>The time the planner suggests when a meal of each type is added.</p>
      <FormElement method="post" action={SETTINGS_PATH} {...getFormProps(form)} className={css.form}>
        <CsrfField />
        <input type="hidden" name="intent" value="meal-times" />
        <StayField host={props.host} />
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
      </FormElement>
    </section>
  );
}

function TimeZoneSection(
  props: SectionProps & {
    timeZone: string | null;
    timeZones: readonly string[];
    serverTimeZone: string;
    canChange: boolean;
    lastResult?: SubmissionResult<string[]>;
  },
) {
  const navigation = useNavigation();
  const FormElement = props.host ? props.host.Form : Form;
  const [form, fields] = useForm({
    id: "time-zone-form",
    lastResult: props.lastResult,
    defaultValue: { time_zone: props.timeZone ?? "" },
    // The server validates (the schema stays out of the browser); its answer shows the errors.
    shouldValidate: "onSubmit",
  });
  const field = fields.time_zone;
  const busy = sending(props.host, navigation, "time-zone");
  return (
    <section id="time-zone" aria-labelledby="time-zone-title" className={css.section}>
      <h2 id="time-zone-title" className={css.subtitle}>
        Time Zone
      </h2>
      <p className={css.muted}>
        The family&apos;s &quot;today&quot;: when food expires, today&apos;s meals and the coming week.
      </p>
      <FormElement method="post" action={SETTINGS_PATH} {...getFormProps(form)} className={css.form}>
        <CsrfField />
        <input type="hidden" name="intent" value="time-zone" />
        <StayField host={props.host} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field label="Time zone" id={field.id} errorId={field.errorId} errors={field.errors}>
          <select
            className={`${formStyles.input} ${css.fullWidth}`}
            {...getSelectProps(field)}
            disabled={!props.canChange}
          >
            <option value="">Server default ({props.serverTimeZone})</option>
            {props.timeZones.map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </select>
        </Field>
        {props.canChange ? (
          <div className={css.actions}>
            <button type="submit" className={css.primaryButton} disabled={busy}>
              {busy ? "Saving…" : "Save time zone"}
            </button>
          </div>
        ) : null}
      </FormElement>
    </section>
  );
}

function MembersCanEditSection({
  allowed,
  lastResult,
  host,
}: SectionProps & {
  allowed: boolean;
  lastResult?: SubmissionResult<string[]>;
}) {
  const navigation = useNavigation();
  const FormElement = host ? host.Form : Form;
  const busy = sending(host, navigation, "members-can-edit");
  const errors = lastResult?.error?.[""] ?? undefined;
  return (
    <section aria-labelledby="permissions-title" className={css.section}>
      <h2 id="permissions-title" className={css.subtitle}>
        Permissions
      </h2>
      <FormElement method="post" action={SETTINGS_PATH} className={css.form}>
        <CsrfField />
        <input type="hidden" name="intent" value="members-can-edit" />
        <StayField host={host} />
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
      </FormElement>
    </section>
  );
}
