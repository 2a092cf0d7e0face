// The Add/Edit Family Member form (docs/product.md#family). It is a multipart form (the avatar is a file)
// that works without JavaScript (and opens in a dialog over the Family page with it); the helpers
// below turn its body into what MemberSchema reads.
import {
  getFormProps,
  getInputProps,
  getSelectProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useState } from "react";
import {
  ACTIVITY_LEVELS,
  AVATAR_MAX_BYTES,
  DEFAULT_PORTION,
  GENDERS,
  PORTION_MAX,
  PORTION_MIN,
  PORTION_STEP,
  PRESETS,
  RELATIONSHIPS,
} from "~/domain/household/constants";
import type { MemberInput } from "~/domain/household/schemas";
import { PICTURE_LIMIT_TEXT } from "~/domain/pictures";
import { CsrfField } from "~/ui/kit/csrf-field";
import { Field, FieldErrors, type FormConstraint, FormErrors, formStyles } from "~/ui/kit/form";
import type { DialogHost } from "~/ui/kit/route-dialog";
import * as css from "./family.css";
import { MemberAvatar } from "./family-avatar";
import { asList, listErrors, splitTagFields, TagPicker } from "./family-tag-picker";

export const MEMBER_TAG_FIELDS = [
  "health_conditions",
  "dietary_preferences",
  "allergies",
  "disliked_ingredients",
  "favorite_meals",
] as const;

export const AVATAR_ACCEPT = "image/png,image/jpeg,image/webp,image/gif";

/** The posted form as MemberSchema reads it: tag lists split, the file replaced by `avatar` (a data
 * URL, or nothing to clear it). `remove_avatar` stays, so a failed submission keeps the tick. */
export function normalizeMemberForm(form: FormData, avatar?: string | null): FormData {
  const copy = splitTagFields(form, MEMBER_TAG_FIELDS);
  copy.delete("avatar");
  if (avatar) copy.set("avatar", avatar);
  return copy;
}

export type MemberFormDefaults = {
  /** For a saved member: "We don't recognise 'X' as an allergen; …" per allergy matched by name only. */
  unrecognisedAllergies?: string[];
  name: string;
  age: number | null;
  avatar: string | null;
  gender: string;
  relationship: string;
  activityLevel: string;
  defaultPortionSize: number;
  healthConditions: string[];
  dietaryPreferences: string[];
  allergies: string[];
  dislikedIngredients: string[];
  favoriteMeals: string[];
  isPrimary: boolean;
};

export const NEW_MEMBER: MemberFormDefaults = {
  name: "",
  age: null,
  avatar: null,
  gender: "other",
  relationship: "Other",
  activityLevel: "moderate",
  defaultPortionSize: DEFAULT_PORTION,
  healthConditions: [],
  dietaryPreferences: [],
  allergies: [],
  dislikedIngredients: [],
  favoriteMeals: [],
  isPrimary: false,
};

// The form's fields as posted (every value text; the tag lists repeated).
type MemberFields = {
  name: string;
  age: string;
  avatar: string;
  gender: string;
  relationship: string;
  activity_level: string;
  default_portion_size: string;
  health_conditions: string[];
  dietary_preferences: string[];
  allergies: string[];
  disliked_ingredients: string[];
  favorite_meals: string[];
  is_primary: string;
  remove_avatar?: string;
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).replace(/_/g, " ");

/** What the add and edit actions answer when they refuse a form. */
export type MemberFormAnswer = { result: SubmissionResult<string[]> };

export function MemberForm(props: {
  mode: "new" | "edit";
  action: string;
  member: MemberFormDefaults;
  lastResult?: SubmissionResult<string[]>;
  /** The household's recipe titles, offered as favourite meals (any other meal can be typed). */
  recipeTitles?: readonly string[];
  /** Set when the form is shown in a dialog over the Family page (JavaScript only). */
  host?: DialogHost<MemberFormAnswer>;
  /** The form's native constraints, from the page's loader. */
  constraint: FormConstraint;
}) {
  const { host } = props;
  const { member, mode } = props;
  const navigation = useNavigation();
  const [form, fields] = useForm<MemberFields, MemberInput>({
    id: "member-form",
    lastResult: host ? host.answer?.result : props.lastResult,
    defaultValue: {
      name: member.name,
      age: member.age === null ? "" : String(member.age),
      gender: member.gender,
      relationship: member.relationship,
      activity_level: member.activityLevel,
      default_portion_size: String(member.defaultPortionSize),
      health_conditions: member.healthConditions,
      dietary_preferences: member.dietaryPreferences,
      allergies: member.allergies,
      disliked_ingredients: member.dislikedIngredients,
      favorite_meals: member.favoriteMeals,
      is_primary: member.isPrimary ? "on" : undefined,
    },
    constraint: props.constraint,
    // The server validates (the schema stays out of the browser); its answer shows the errors.
    shouldValidate: "onSubmit",
  });
  const initialPortion = Number(fields.default_portion_size.initialValue ?? member.defaultPortionSize);
  const [portion, setPortion] = useState(Number.isFinite(initialPortion) ? initialPortion : DEFAULT_PORTION);
  const busy = host ? host.busy : navigation.state !== "idle" && navigation.formAction === props.action;
  const FormElement = host ? host.Form : Form;
  const lockedPrimary = mode === "edit" && member.isPrimary;
  const pickers = [
    { name: "health_conditions", legend: "Health conditions", saved: member.healthConditions },
    { name: "dietary_preferences", legend: "Dietary preferences", saved: member.dietaryPreferences },
    { name: "allergies", legend: "Allergies", saved: member.allergies },
    { name: "disliked_ingredients", legend: "Dislikes", saved: member.dislikedIngredients },
  ] as const;

  return (
    <FormElement
      method="post"
      action={props.action}
      encType="multipart/form-data"
      {...getFormProps(form)}
      className={css.form}
    >
      <CsrfField />
      <FormErrors id={form.errorId} errors={form.errors} />
      <div className={css.twoColumns}>
        <Field label="Name" id={fields.name.id} errorId={fields.name.errorId} errors={fields.name.errors}>
          <input
            className={formStyles.input}
            {...getInputProps(fields.name, { type: "text" })}
            maxLength={100}
            autoComplete="off"
          />
        </Field>
        <Field label="Age" id={fields.age.id} errorId={fields.age.errorId} errors={fields.age.errors}>
          <input
            className={formStyles.input}
            {...getInputProps(fields.age, { type: "number" })}
            min={0}
            max={120}
            step={1}
            inputMode="numeric"
          />
        </Field>
      </div>

      <div className={css.cardHead}>
        <MemberAvatar name={member.name || "?"} avatar={member.avatar} size="large" />
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={fields.avatar.id}>
            Avatar
          </label>
          <input
            id={fields.avatar.id}
            name="avatar"
            type="file"
            accept={AVATAR_ACCEPT}
            aria-invalid={fields.avatar.errors?.length ? true : undefined}
            aria-describedby={`${fields.avatar.id}-hint ${fields.avatar.errorId}`}
          />
          <p id={`${fields.avatar.id}-hint`} className={formStyles.hint}>
            PNG, JPEG, WebP or GIF, up to {Math.round(AVATAR_MAX_BYTES / 1024)} KB and {PICTURE_LIMIT_TEXT}.
            {member.avatar
              ? " Leave empty to keep the current photo."
              : " Without one, the initials are shown."}
          </p>
          <FieldErrors id={fields.avatar.errorId} errors={fields.avatar.errors} />
          {member.avatar ? (
            <div className={formStyles.checkRow}>
              <input
                type="checkbox"
                id="remove-avatar"
                name="remove_avatar"
                value="on"
                defaultChecked={form.initialValue?.remove_avatar === "on"}
              />
              <label htmlFor="remove-avatar">Remove photo</label>
            </div>
          ) : null}
        </div>
      </div>

      <div className={css.twoColumns}>
        <Field
          label="Gender"
          id={fields.gender.id}
          errorId={fields.gender.errorId}
          errors={fields.gender.errors}
        >
          <select className={formStyles.input} {...getSelectProps(fields.gender)}>
            {GENDERS.map((g) => (
              <option key={g} value={g}>
                {capitalise(g)}
              </option>
            ))}
          </select>
        </Field>
        <Field
          label="Relationship"
          id={fields.relationship.id}
          errorId={fields.relationship.errorId}
          errors={fields.relationship.errors}
          hint={lockedPrimary ? "The primary account holder's relationship is always Self." : undefined}
        >
          {lockedPrimary ? (
            <>
              <select
                className={formStyles.input}
                id={fields.relationship.id}
                defaultValue="Self"
                disabled
                aria-describedby={fields.relationship.errorId}
              >
                <option value="Self">Self</option>
              </select>
              <input type="hidden" name="relationship" value="Self" />
            </>
          ) : (
            <select className={formStyles.input} {...getSelectProps(fields.relationship)}>
              {RELATIONSHIPS.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label="Activity level"
          id={fields.activity_level.id}
          errorId={fields.activity_level.errorId}
          errors={fields.activity_level.errors}
        >
          <select className={formStyles.input} {...getSelectProps(fields.activity_level)}>
            {ACTIVITY_LEVELS.map((level) => (
              <option key={level} value={level}>
                {capitalise(level)}
              </option>
            ))}
          </select>
        </Field>
      </div>

      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor={fields.default_portion_size.id}>
          Default portion size
        </label>
        <div className={css.rangeRow}>
          <input
            className={css.range}
            {...getInputProps(fields.default_portion_size, { type: "range" })}
            min={PORTION_MIN}
            max={PORTION_MAX}
            step={PORTION_STEP}
            onChange={(event) => setPortion(Number(event.currentTarget.value))}
            aria-describedby={`${fields.default_portion_size.id}-hint ${fields.default_portion_size.errorId}`}
          />
          <output htmlFor={fields.default_portion_size.id} className={css.rangeValue}>
            {portion}%
          </output>
        </div>
        <p id={`${fields.default_portion_size.id}-hint`} className={formStyles.hint}>
          100% is a standard portion, 200% a double one.
        </p>
        <FieldErrors id={fields.default_portion_size.errorId} errors={fields.default_portion_size.errors} />
      </div>

      {pickers.map((picker) => {
        const field = fields[picker.name];
        return (
          <TagPicker
            key={picker.name}
            legend={picker.legend}
            name={picker.name}
            id={field.id}
            errorId={field.errorId}
            presets={PRESETS[picker.name]}
            saved={picker.saved}
            selected={asList(field.initialValue)}
            errors={listErrors(field.allErrors)}
            notes={picker.name === "allergies" ? member.unrecognisedAllergies : undefined}
          />
        );
      })}

      <TagPicker
        legend="Favourite meals"
        name="favorite_meals"
        id={fields.favorite_meals.id}
        errorId={fields.favorite_meals.errorId}
        presets={props.recipeTitles ?? []}
        saved={member.favoriteMeals}
        selected={asList(fields.favorite_meals.initialValue)}
        errors={listErrors(fields.favorite_meals.allErrors)}
      />

      {lockedPrimary ? (
        <div>
          <div className={formStyles.checkRow}>
            <input type="checkbox" id={fields.is_primary.id} defaultChecked disabled />
            <label htmlFor={fields.is_primary.id}>Primary Account Holder</label>
            <input type="hidden" name="is_primary" value="on" />
          </div>
          <p className={formStyles.hint}>The primary role moves only by making another member primary.</p>
        </div>
      ) : (
        <div className={formStyles.checkRow}>
          <input
            type="checkbox"
            id={fields.is_primary.id}
            name="is_primary"
            value="on"
            defaultChecked={fields.is_primary.initialValue === "on"}
          />
          <label htmlFor={fields.is_primary.id}>Primary Account Holder</label>
        </div>
      )}

      <div className={css.actions}>
        <button type="submit" className={css.primaryButton} disabled={busy}>
          {busy ? "Saving…" : mode === "new" ? "Add Family Member" : "Update Family Member"}
        </button>
        {host ? (
          <button type="button" className={css.secondaryButton} onClick={host.close}>
            Cancel
          </button>
        ) : (
          <Link to="/family" className={css.secondaryButton}>
            Cancel
          </Link>
        )}
      </div>
    </FormElement>
  );
}
