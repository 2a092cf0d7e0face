// The viewer's own notes on a recipe and their rating: two small POST forms that work without
// JavaScript. They carry the scaled servings, so their redirects come back to the same scaled page.
import { Form, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { CsrfField } from "~/ui/kit/csrf-field";
import { FieldErrors, formStyles } from "~/ui/kit/form";
import * as css from "./recipe.css";
import type { ShownReview } from "./recipe-details-types";

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

export function RatingForm(
  props: FeedbackProps & { myRating: number | null; myReview?: string; reviewMaxLength?: number },
) {
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
        <label className={formStyles.label} htmlFor="rating-review">
          Short review (optional)
        </label>
        <textarea
          id="rating-review"
          name="review"
          rows={3}
          className={formStyles.input}
          defaultValue={props.myReview ?? ""}
          maxLength={props.reviewMaxLength}
          aria-describedby="rating-review-hint"
        />
        <p id="rating-review-hint" className={formStyles.hint}>
          Others who can see this recipe read your review with your name.
        </p>
        <div>
          <button type="submit" className={css.primaryButton} disabled={pending("rate")}>
            {pending("rate") ? "Saving…" : "Rate"}
          </button>
        </div>
      </Form>
    </section>
  );
}

/** The recipe's reviews: stars, the reviewer's name, the text and when; the viewer's own first. */
export function ReviewList({ reviews }: { reviews: ShownReview[] }) {
  return (
    <section className={css.section} aria-labelledby="reviews-title" id="reviews">
      <h2 id="reviews-title" className={css.subtitle}>
        Reviews
      </h2>
      {reviews.length === 0 ? (
        <p className={css.muted}>No reviews yet.</p>
      ) : (
        <ul className={css.reviewList}>
          {reviews.map((r) => (
            <li key={`${r.userName}-${r.updatedAt}`} className={css.reviewItem}>
              <p className={css.cardLine}>
                <strong>{r.isMine ? `${r.userName} (you)` : r.userName}</strong>{" "}
                <span aria-hidden="true" className={css.starGlyphs}>
                  {"★".repeat(r.rating)}
                  {"☆".repeat(5 - r.rating)}
                </span>
                <span className={css.visuallyHidden}>
                  {r.rating} {r.rating === 1 ? "star" : "stars"}
                </span>{" "}
                <time className={css.muted} dateTime={r.updatedAt}>
                  {r.updatedAt.slice(0, 10)}
                </time>
              </p>
              <p className={css.prose}>{r.review}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
