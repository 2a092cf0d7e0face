// The meal's optional parts: nutrition per serving (only without a recipe: a recipe brings its own),
// a description and notes, and a reminder some minutes before the meal.
import { MEAL_NUTRIENTS, type MealNutrient, REMINDER, TEXT_MAX } from "~/domain/meal-plan/constants";
import { NUTRIENT_LABELS, NUTRIENT_UNITS } from "~/domain/nutrition/constants";
import { FieldErrors, formStyles } from "~/ui/kit/form";
import * as css from "./meal-form.css";
import { MealField } from "./meal-form-field";
import type { MealFormSectionProps } from "./meal-form-state";

/** 'Calories (kcal)', 'Protein (g)': the field's name with its unit. */
const labelOf = (n: MealNutrient) => `${NUTRIENT_LABELS[n]} (${NUTRIENT_UNITS[n]})`;

export function MealNutrition(props: MealFormSectionProps) {
  const { form, values, errorsOf, hydrated } = props;
  const { state } = form;
  return (
    <fieldset
      className={css.section}
      hidden={hydrated && state.recipeId !== ""}
      aria-describedby="meal-nutrition-hint meal-nutrition-error"
    >
      <legend className={css.legend}>Nutrition per serving</legend>
      <p id="meal-nutrition-hint" className={formStyles.hint}>
        {hydrated
          ? "Optional. Leave a value empty when you do not know it."
          : "Only used when no recipe is chosen (a recipe brings its own). Optional."}
      </p>
      <div className={css.nutritionGrid}>
        {MEAL_NUTRIENTS.map((n) => (
          <MealField key={n} name={`nutrition.${n}`} label={labelOf(n)} errors={errorsOf(`nutrition.${n}`)}>
            {(a) => (
              <input
                {...a}
                type="number"
                inputMode="decimal"
                min={0}
                step="any"
                className={formStyles.input}
                defaultValue={values.nutrition[n]}
              />
            )}
          </MealField>
        ))}
      </div>
      <FieldErrors id="meal-nutrition-error" errors={errorsOf("nutrition")} />
    </fieldset>
  );
}

export function MealDetails(props: Pick<MealFormSectionProps, "values" | "errorsOf">) {
  const { values, errorsOf } = props;

  return (
    <fieldset className={css.section}>
      <legend className={css.legend}>Details</legend>
      <MealField name="description" label="Description" errors={errorsOf("description")}>
        {(a) => (
          <textarea
            {...a}
            rows={2}
            maxLength={TEXT_MAX}
            className={formStyles.input}
            defaultValue={values.description}
          />
        )}
      </MealField>
      <MealField name="notes" label="Notes" errors={errorsOf("notes")}>
        {(a) => (
          <textarea
            {...a}
            rows={3}
            maxLength={TEXT_MAX}
            className={formStyles.input}
            defaultValue={values.notes}
          />
        )}
      </MealField>
    </fieldset>
  );
}

export function MealReminder(props: MealFormSectionProps) {
  const { form, values, errorsOf, hydrated } = props;
  const { state, set } = form;
  return (
    <fieldset className={css.section}>
      <legend className={css.legend}>Reminder</legend>
      <span className={formStyles.checkRow}>
        <input
          type="checkbox"
          id="meal-reminder"
          name="reminder"
          value="on"
          checked={state.reminder}
          onChange={(e) => set({ reminder: e.currentTarget.checked })}
        />
        <label htmlFor="meal-reminder">Remind me before the meal</label>
      </span>
      <div hidden={hydrated && !state.reminder}>
        <MealField
          name="reminder_minutes"
          label="Minutes before"
          errors={errorsOf("reminder_minutes")}
          hint={`At least ${REMINDER.min} minutes${hydrated ? "" : "; used when the reminder is on"}.`}
        >
          {(a) => (
            <input
              {...a}
              type="number"
              inputMode="numeric"
              min={REMINDER.min}
              max={REMINDER.max}
              step={1}
              className={formStyles.input}
              defaultValue={values.reminder_minutes}
            />
          )}
        </MealField>
      </div>
    </fieldset>
  );
}
