// The recipe's instructions: a text box a step, each with its Remove button, and 'Add step'. The
// buttons also work without JavaScript (they post the form with an intent).
import { RECIPE_LIMITS } from "~/domain/recipes/constants";
import { FieldErrors, formStyles } from "~/ui/kit/form";
import * as css from "./recipe.css";
import { RowList } from "./recipe-form-row-list";
import type { RecipeRows } from "./recipe-form-rows";

export function StepsSection(props: { rows: RecipeRows; errorsOf: (name: string) => string[] | undefined }) {
  const { errorsOf } = props;
  const { setStep } = props.rows;
  return (
    <RowList
      what="step"
      rows={props.rows}
      errorsOf={errorsOf}
      itemClassName={css.stepRow}
      renderRow={({ key, value: step }, index, removeButton) => {
        const name = `instructions[${index}]`;
        const err = errorsOf(name);
        return (
          <>
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
            {removeButton}
          </>
        );
      }}
    />
  );
}
