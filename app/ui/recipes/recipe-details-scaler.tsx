// The servings scaler: minus and plus links and a small GET form, so it needs no JavaScript; the
// quantities on the page are shown for the chosen servings.
import { Form, Link } from "@remix-run/react";
import { MAX_SERVINGS } from "~/domain/recipes/constants";
import { formStyles } from "~/ui/kit/form";
import * as css from "./recipe.css";

export function Scaler(props: { recipeId: number; recipeServings: number; servings: number }) {
  const { servings } = props;
  const link = (n: number) => `/recipes/${props.recipeId}?servings=${n}#ingredients`;
  return (
    <div className={css.scaler} data-print="hide">
      {servings > 1 ? (
        <Link
          to={link(servings - 1)}
          className={css.stepLink}
          preventScrollReset
          replace
          aria-label="Fewer servings"
        >
          −
        </Link>
      ) : (
        <button type="button" className={css.stepLink} disabled aria-label="Fewer servings">
          −
        </button>
      )}
      <Form
        method="get"
        action={`/recipes/${props.recipeId}`}
        className={css.scaler}
        preventScrollReset
        replace
      >
        <div className={css.filterField}>
          <label className={formStyles.label} htmlFor="scale-servings">
            Servings
          </label>
          <input
            id="scale-servings"
            name="servings"
            type="number"
            min={1}
            max={MAX_SERVINGS}
            step={1}
            key={servings}
            defaultValue={servings}
            className={`${formStyles.input} ${css.scalerInput}`}
            aria-describedby="scale-hint"
          />
        </div>
        <button type="submit" className={css.secondaryButton}>
          Update
        </button>
      </Form>
      {servings < MAX_SERVINGS ? (
        <Link
          to={link(servings + 1)}
          className={css.stepLink}
          preventScrollReset
          replace
          aria-label="More servings"
        >
          +
        </Link>
      ) : null}
      <p id="scale-hint" className={css.muted}>
        The recipe makes {props.recipeServings}; quantities are shown for {servings}.
      </p>
    </div>
  );
}
