// The AI planning preferences form (docs/product.md#ai-assistant): diet type, cuisines, restrictions,
// allergies, dislikes, meal types, meals per day, inventory and leftovers, complexity; Save ('Saving...'
// while it posts) and, as a second form, Reset to defaults (confirmed first when JavaScript runs). Both
// are plain forms that work without JavaScript.
import { Form, useNavigation } from "@remix-run/react";
import {
  AI_PREFERENCE_MESSAGES,
  COMPLEXITY_LEVELS,
  CUISINE_CHOICES,
  DIET_TYPE_LABELS,
  DIET_TYPES,
  MEAL_TYPE_CHOICES,
  MEALS_PER_DAY,
  RESTRICTION_CHOICES,
} from "~/domain/ai-preferences/constants";
import { asList, TagPicker } from "../household/family-tag-picker";
import { primaryButton, secondaryButton } from "../kit/button.css";
import { CsrfField } from "../kit/csrf-field";
import { ControlField, FieldErrors, FormErrors, formStyles } from "../kit/form";
import * as css from "./ai-preferences.css";

export const SAVE_INTENT = "save";
export const RESET_INTENT = "reset";

/** The form's values: the saved preferences, or what the user just sent when it was refused. */
export type PreferenceValues = Record<string, unknown>;
type Errors = Record<string, string[] | null> | undefined;

/** A field's messages, its own and its entries' ("preferred_cuisines[2]"). */
const errorsOf = (errors: Errors, field: string) => {
  const messages = Object.entries(errors ?? {})
    .filter(([key]) => key === field || key.startsWith(`${field}[`))
    .flatMap(([, list]) => list ?? []);
  return messages.length ? messages : undefined;
};

const isOn = (value: unknown) => value === true || value === "on" || value === "true";

export function AiPreferencesForm(props: {
  values: PreferenceValues;
  errors?: Errors;
  presets: { allergies: readonly string[]; disliked_ingredients: readonly string[] };
  /** What is stored now, so a custom allergy or dislike keeps its own checkbox. */
  saved: { allergies: readonly string[]; disliked_ingredients: readonly string[] };
}) {
  const { values, errors } = props;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  return (
    <>
      <Form method="post" className={css.form} aria-labelledby="ai-preferences-title">
        <CsrfField />
        <input type="hidden" name="intent" value={SAVE_INTENT} />
        <FormErrors id="ai-preferences-errors" errors={errors?.[""] ?? undefined} />
        <ControlField
          id="default-diet-type"
          name="default_diet_type"
          label="Diet type"
          errors={errorsOf(errors, "default_diet_type")}
        >
          {(control) => (
            <select
              {...control}
              className={formStyles.input}
              defaultValue={String(values.default_diet_type ?? "")}
            >
              {DIET_TYPES.map((type) => (
                <option key={type} value={type}>
                  {DIET_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          )}
        </ControlField>
        <ChoiceGroup
          legend="Preferred cuisines"
          name="preferred_cuisines"
          choices={CUISINE_CHOICES}
          selected={asList(values.preferred_cuisines)}
          errors={errorsOf(errors, "preferred_cuisines")}
        />
        <ChoiceGroup
          legend="Dietary restrictions"
          name="dietary_restrictions"
          choices={RESTRICTION_CHOICES}
          selected={asList(values.dietary_restrictions)}
          errors={errorsOf(errors, "dietary_restrictions")}
        />
        <TagPicker
          legend="Allergies"
          name="allergies"
          id="allergies"
          errorId="allergies-error"
          presets={props.presets.allergies}
          saved={props.saved.allergies}
          selected={asList(values.allergies)}
          errors={errorsOf(errors, "allergies")}
        />
        <TagPicker
          legend="Disliked ingredients"
          name="disliked_ingredients"
          id="disliked-ingredients"
          errorId="disliked-ingredients-error"
          presets={props.presets.disliked_ingredients}
          saved={props.saved.disliked_ingredients}
          selected={asList(values.disliked_ingredients)}
          errors={errorsOf(errors, "disliked_ingredients")}
        />
        <ChoiceGroup
          legend="Preferred meal types"
          name="preferred_meal_types"
          choices={MEAL_TYPE_CHOICES}
          selected={asList(values.preferred_meal_types)}
          errors={errorsOf(errors, "preferred_meal_types")}
        />
        <ControlField
          id="meals-per-day"
          name="meals_per_day"
          label="Meals per day"
          hint={`From ${MEALS_PER_DAY.min} to ${MEALS_PER_DAY.max}.`}
          errors={errorsOf(errors, "meals_per_day")}
        >
          {(control) => (
            <input
              {...control}
              className={`${formStyles.input} ${css.numberInput}`}
              type="number"
              inputMode="numeric"
              min={MEALS_PER_DAY.min}
              max={MEALS_PER_DAY.max}
              step={1}
              required
              defaultValue={String(values.meals_per_day ?? "")}
            />
          )}
        </ControlField>
        <Switch
          name="use_inventory"
          label="Use what is in my inventory"
          on={isOn(values.use_inventory)}
          errors={errorsOf(errors, "use_inventory")}
        />
        <Switch
          name="consider_leftovers"
          label="Consider leftovers"
          on={isOn(values.consider_leftovers)}
          errors={errorsOf(errors, "consider_leftovers")}
        />
        <fieldset className={css.fieldset} aria-describedby="complexity-level-error">
          <legend className={css.legend}>Complexity</legend>
          <ul className={css.choices}>
            {COMPLEXITY_LEVELS.map((level) => (
              <li key={level.value} className={css.choice}>
                <input
                  type="radio"
                  id={`complexity-level-${level.value}`}
                  name="complexity_level"
                  value={level.value}
                  defaultChecked={String(values.complexity_level) === String(level.value)}
                />
                <label htmlFor={`complexity-level-${level.value}`}>{level.label}</label>
              </li>
            ))}
          </ul>
          <FieldErrors id="complexity-level-error" errors={errorsOf(errors, "complexity_level")} />
        </fieldset>
        <div className={css.actions}>
          <button type="submit" className={primaryButton} disabled={busy === SAVE_INTENT}>
            {busy === SAVE_INTENT ? "Saving..." : "Save"}
          </button>
        </div>
      </Form>
      <Form
        method="post"
        className={css.actions}
        onSubmit={(event) => {
          if (!window.confirm(AI_PREFERENCE_MESSAGES.resetConfirm)) event.preventDefault();
        }}
      >
        <CsrfField />
        <input type="hidden" name="intent" value={RESET_INTENT} />
        <button type="submit" className={secondaryButton} disabled={busy === RESET_INTENT}>
          Reset to defaults
        </button>
      </Form>
    </>
  );
}

function ChoiceGroup(props: {
  legend: string;
  name: string;
  choices: readonly string[];
  selected: readonly string[];
  errors?: string[];
}) {
  const id = props.name.replaceAll("_", "-");
  const chosen = new Set(props.selected.map((s) => s.toLowerCase()));
  return (
    <fieldset className={css.fieldset} aria-describedby={`${id}-error`}>
      <legend className={css.legend}>{props.legend}</legend>
      <ul className={css.choices}>
        {props.choices.map((choice, index) => (
          <li key={choice} className={css.choice}>
            <input
              type="checkbox"
              id={`${id}-${index}`}
              name={props.name}
              value={choice}
              defaultChecked={chosen.has(choice.toLowerCase())}
            />
            <label htmlFor={`${id}-${index}`}>{choice}</label>
          </li>
        ))}
      </ul>
      <FieldErrors id={`${id}-error`} errors={props.errors} />
    </fieldset>
  );
}

function Switch(props: { name: string; label: string; on: boolean; errors?: string[] }) {
  const id = props.name.replaceAll("_", "-");
  return (
    <div className={formStyles.field}>
      <div className={formStyles.checkRow}>
        <input
          type="checkbox"
          id={id}
          name={props.name}
          defaultChecked={props.on}
          aria-describedby={`${id}-error`}
          aria-invalid={props.errors ? true : undefined}
        />
        <label htmlFor={id}>{props.label}</label>
      </div>
      <FieldErrors id={`${id}-error`} errors={props.errors} />
    </div>
  );
}
