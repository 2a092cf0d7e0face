// The goals form ('Nutrition Goals', 'Set your daily nutrition targets'): six number fields within the
// form's ranges, six presets and Save Goals. Without JavaScript a preset is a submit of its own small form
// (intent=preset) that shows this form again filled with the preset, not saved; with JavaScript it fills
// the fields in place. The preset whose every target matches is pressed (docs/product.md#nutrition).
import { Form, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { NUTRIENT_UNITS, NUTRIENTS, type Nutrient } from "~/domain/nutrition/constants";
import type { GOAL_RANGES, PresetName, Targets } from "~/domain/nutrition/goals";
import { CsrfField } from "../kit/csrf-field";
import { ControlField, FormErrors, formStyles } from "../kit/form";
import * as css from "./analysis.css";

/**
 * The goals' rules as the loader hands them over (goals.ts: PRESETS, PRESET_LABELS, GOAL_RANGES,
 * CALORIES_HINT, NUTRIENT_LABELS). Not imported here: goals.ts brings zod, ~20 KiB of this page's JS.
 */
export type GoalRules = {
  presets: Record<PresetName, Targets>;
  presetLabels: Record<PresetName, string>;
  ranges: typeof GOAL_RANGES;
  caloriesHint: string;
  labels: Record<Nutrient, string>;
};

/** The preset the fields match in every target (the same rule as activePreset in goals.ts), or null. */
const pressedPreset = (rules: GoalRules, values: Targets | null) =>
  values === null
    ? null
    : ((Object.keys(rules.presets) as PresetName[]).find((name) =>
        NUTRIENTS.every((n) => rules.presets[name][n] === values[n]),
      ) ?? null);

export const PRESET_FORM_ID = "nutrition-presets";

type Values = Record<Nutrient, string>;

const asValues = (targets: Partial<Record<Nutrient, unknown>>): Values =>
  Object.fromEntries(NUTRIENTS.map((n) => [n, targets[n] == null ? "" : String(targets[n])])) as Values;

/** The targets the fields hold, when every one is a number (for the pressed preset). */
const asTargets = (values: Values): Targets | null => {
  const out: Partial<Targets> = {};
  for (const n of NUTRIENTS) {
    const v = Number(values[n]);
    if (values[n].trim() === "" || !Number.isFinite(v)) return null;
    out[n] = v;
  }
  return out as Targets;
};

export function GoalsForm(props: {
  rules: GoalRules;
  /** What the fields start with: the saved goals, a preset just applied, or the refused input. */
  initial: Partial<Record<Nutrient, unknown>>;
  errors?: Partial<Record<string, string[] | null>>;
  formErrors?: string[];
}) {
  const [values, setValues] = useState<Values>(() => asValues(props.initial));
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save-goals";
  const { rules } = props;
  const pressed = pressedPreset(rules, asTargets(values));
  return (
    <section aria-labelledby="goals-title" className={css.section} data-print="hide">
      <div>
        <h2 id="goals-title" className={css.subtitle}>
          Nutrition Goals
        </h2>
        <p className={css.muted}>Set your daily nutrition targets</p>
      </div>
      <Form method="post" id={PRESET_FORM_ID} preventScrollReset>
        <CsrfField />
        <input type="hidden" name="intent" value="preset" />
      </Form>
      <fieldset className={css.presets}>
        <legend className={css.visuallyHidden}>Presets</legend>
        {(Object.keys(rules.presets) as PresetName[]).map((name) => (
          <button
            key={name}
            type="submit"
            form={PRESET_FORM_ID}
            name="preset"
            value={name}
            className={css.presetButton}
            aria-pressed={pressed === name}
            onClick={(event) => {
              event.preventDefault();
              setValues(asValues(rules.presets[name]));
            }}
          >
            {rules.presetLabels[name]}
          </button>
        ))}
      </fieldset>
      <Form method="post" className={formStyles.form} preventScrollReset noValidate={false}>
        <CsrfField />
        <FormErrors errors={props.formErrors} />
        <div className={css.goalsGrid}>
          {NUTRIENTS.map((n) => {
            const range = rules.ranges[n];
            return (
              <ControlField
                key={n}
                id={`goal-${n}`}
                name={n}
                label={`${rules.labels[n]} (${NUTRIENT_UNITS[n]}${n === "sugar" ? ", maximum" : ""})`}
                hint={n === "calories" ? rules.caloriesHint : undefined}
                errors={props.errors?.[n] ?? undefined}
              >
                {(control) => (
                  // The spec's step is the arrows' step only: the presets are off it (goals.ts).
                  <input
                    {...control}
                    className={formStyles.input}
                    type="number"
                    inputMode="decimal"
                    min={range.min}
                    max={range.max}
                    step="any"
                    required
                    value={values[n]}
                    onChange={(event) => setValues({ ...values, [n]: event.target.value })}
                  />
                )}
              </ControlField>
            );
          })}
        </div>
        <div className={css.toolbar}>
          <button type="submit" name="intent" value="save-goals" className={css.primaryButton}>
            {saving ? "Saving..." : "Save Goals"}
          </button>
        </div>
      </Form>
    </section>
  );
}
