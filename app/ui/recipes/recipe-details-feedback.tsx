// The viewer's own notes on a recipe and their rating: two small POST forms that work without
// JavaScript. They carry the scaled servings, so their redirects come back to the same scaled page.
import { Form, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { CsrfField } from "~/ui/kit/csrf-field";
import { FieldErrors, formStyles } from "~/ui/kit/form";
import * as css from "./recipe.css";

type FeedbackProps = {
  /** The page's own address (the forms post to its index route). */
  here: string;
  /** A hidden `servings` field when the scaler changed them, else nothing. */
  servingsField: ReactNode;
  errors?: string[];
};

const usePending = () => {
  const navigation = useNavigation();
  return (intent: string) => navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
};

export function PersonalNotesForm(props: FeedbackProps & { notes: string; maxLength: number }) {
  const pending = usePending();
  return (
    <section className={css.section} aria-labelledby="personal-notes-title" id="personal-notes">
      <h2 id="personal-notes-title" className={css.subtitle}>
        Personal notes
      </h2>
      <Form method="post" action={`${props.here}?index`} className={css.inlineForm} preventScrollReset>
        <CsrfField />
        <input type="hidden" name="intent" value="notes" />
        {props.servingsField}
        <label className={formStyles.label} htmlFor="personal-notes-text">
          Your notes on this recipe
        </label>
        <textarea
          id="personal-notes-text"
          name="notes"
          rows={4}
          className={formStyles.input}
          defaultValue={props.notes}
          maxLength={props.maxLength}
          aria-invalid={props.errors ? true : undefined}
          aria-describedby="personal-notes-hint personal-notes-error"
        />
        <p id="personal-notes-hint" className={formStyles.hint}>
          Only you can see these notes.
        </p>
        <FieldErrors id="personal-notes-error" errors={props.errors} />
        <div>
          <button type="submit" className={css.primaryButton} disabled={pending("notes")}>
            {pending("notes") ? "Saving…" : "Save Notes"}
          </button>
        </div>
      </Form>
    </section>
  );
}

export function RatingForm(props: FeedbackProps & { myRating: number | null }) {
  const pending = usePending();
  return (
    <section className={css.section} aria-labelledby="rating-title" id="rating">
      <h2 id="rating-title" className={css.subtitle}>
        Rate this recipe
      </h2>
      <Form method="post" action={`${props.here}?index`} className={css.inlineForm} preventScrollReset>
        <CsrfField />
        <input type="hidden" name="intent" value="rate" />
        {props.servingsField}
        <fieldset className={css.ratingGroup} aria-describedby="rating-error">
          <legend className={formStyles.label}>Your rating</legend>
          {[1, 2, 3, 4, 5].map((n) => (
            <span key={n} className={css.ratingOption}>
              <input
                type="radio"
                name="rating"
                id={`rating-${n}`}
                value={n}
                defaultChecked={props.myRating === n}
              />
              <label htmlFor={`rating-${n}`}>
                {n} {n === 1 ? "star" : "stars"}
              </label>
            </span>
          ))}
        </fieldset>
        <FieldErrors id="rating-error" errors={props.errors} />
        <div>
          <button type="submit" className={css.primaryButton} disabled={pending("rate")}>
            {pending("rate") ? "Saving…" : "Rate"}
          </button>
        </div>
      </Form>
    </section>
  );
}
