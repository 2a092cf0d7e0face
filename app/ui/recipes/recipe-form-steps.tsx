// The recipe's instructions: a text box a step, each with its Remove button, and 'Add step'. The
// buttons also work without JavaScript (they post the form with an intent).
import { RECIPE_LIMITS } from "~/domain/recipes/constants";
import { FieldErrors, formStyles } from "~/ui/kit/form";
import * as css from "./recipe.css";
import type { RecipeRows } from "./recipe-form-rows";

export function StepsSection(props: { rows: RecipeRows; errorsOf: (name: string) => string[] | undefined }) {
  const { errorsOf } = props;
  const { steps, setStep, addStep, removeStep, local } = props.rows;
  return (
    <fieldset className={css.formSection} aria-describedby="instructions-error">
      <legend className={css.formLegend}>Instructions</legend>
      <ol className={css.rowList}>
        {steps.map(({ key, value: step }, index) => {
          const name = `instructions[${index}]`;
          const err = errorsOf(name);
          return (
            <li key={key} className={css.stepRow}>
              <div className={formStyles.field}>
                <label className={formStyles.label} htmlFor={`${key}-text`}>
                  Step {index + 1}
                </label>
                <textarea
                  id={`${key}-text`}
                  name={name}
                  rows={2}
                  maxLength={RECIPE_LIMITS.text}
                  className={formStyles.input}
                  value={step}
                  onChange={(e) => setStep(key, e.currentTarget.value)}
                  aria-invalid={err ? true : undefined}
                  aria-describedby={`${key}-error`}
                />
                <FieldErrors id={`${key}-error`} errors={err} />
              </div>
              <button
                type="submit"
                name="intent"
                value={`remove-step:${index}`}
                formNoValidate
                className={css.rowButton}
                onClick={local(() => removeStep(key))}
              >
                Remove<span className={css.visuallyHidden}> step {index + 1}</span>
              </button>
            </li>
          );
        })}
      </ol>
      <FieldErrors id="instructions-error" errors={errorsOf("instructions")} />
      <div className={css.actions}>
        <button
          type="submit"
          id="add-step"
          name="intent"
          value="add-step"
          formNoValidate
          className={css.secondaryButton}
          onClick={local(addStep)}
        >
          Add step
        </button>
      </div>
    </fieldset>
  );
}
