// One list of the recipe form's rows (its ingredients, its steps): the rows in order, each with its
// Remove button, the list's own error and its 'Add …' button. Without JavaScript the buttons post the
// form with an intent (the action answers the rows changed); with it they change the rows in the
// browser at once (recipe-form-rows.ts).
import type { ReactNode } from "react";
import { FieldErrors } from "~/ui/kit/form";
import * as css from "./recipe.css";
import type { Keyed, RecipeRows } from "./recipe-form-rows";
import type { IngredientRowValue } from "./recipe-form-values";

/** The two lists: what their rows hold, their legends and field names. */
type RowOf = { ingredient: IngredientRowValue; step: string };
const LISTS = {
  ingredient: { legend: "Ingredients", name: "ingredients" },
  step: { legend: "Instructions", name: "instructions" },
} as const;

export function RowList<W extends keyof RowOf>(props: {
  /** What a row is: the buttons' intents ('add-step', 'remove-step:2'), the Add button's id and words. */
  what: W;
  rows: RecipeRows;
  errorsOf: (name: string) => string[] | undefined;
  itemClassName?: string;
  /** A row's fields, with its Remove button placed among them. */
  renderRow: (row: Keyed<RowOf[W]>, index: number, removeButton: ReactNode) => ReactNode;
  /** What follows the Add button (the ingredients' box of pasted lines). */
  children?: ReactNode;
}) {
  const { what, rows } = props;
  const { local } = rows;
  const { legend, name } = LISTS[what];
  const steps = what === "step";
  const items = (steps ? rows.steps : rows.ingredients) as Keyed<RowOf[W]>[];
  const add = steps ? rows.addStep : rows.addIngredient;
  const remove = steps ? rows.removeStep : rows.removeIngredient;
  return (
    <fieldset className={css.formSection} aria-describedby={`${name}-error`}>
      <legend className={css.formLegend}>{legend}</legend>
      <ol className={css.rowList}>
        {items.map((row, index) => (
          <li key={row.key} className={props.itemClassName}>
            {props.renderRow(
              row,
              index,
              <button
                type="submit"
                name="intent"
                value={`remove-${what}:${index}`}
                formNoValidate
                className={css.rowButton}
                onClick={local(() => remove(row.key))}
              >
                Remove
                <span className={css.visuallyHidden}>
                  {" "}
                  {what} {index + 1}
                </span>
              </button>,
            )}
          </li>
        ))}
      </ol>
      <FieldErrors id={`${name}-error`} errors={props.errorsOf(name)} />
      <div className={css.actions}>
        <button
          type="submit"
          id={`add-${what}`}
          name="intent"
          value={`add-${what}`}
          formNoValidate
          className={css.secondaryButton}
          onClick={local(add)}
        >
          Add {what}
        </button>
      </div>
      {props.children}
    </fieldset>
  );
}
