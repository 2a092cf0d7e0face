// A recipe's stars and cooking time, as the recipe cards show them (docs/product.md#recipes). A module of
// their own: the dashboard's community cards need only these, not the rest of the recipe pieces.
import { formatQuantity } from "~/domain/recipes/units";
import * as css from "./recipe.css";

/** Five stars, the average in words for screen readers, and 'N reviews'. */
export function Stars({ rating, count }: { rating: number; count: number }) {
  const filled = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span className={css.stars}>
      <span aria-hidden="true" className={css.starGlyphs}>
        {"★".repeat(filled)}
        {"☆".repeat(5 - filled)}
      </span>
      <span className={css.visuallyHidden}>Rated {formatQuantity(rating)} out of 5,</span>
      <span>
        {count} {count === 1 ? "review" : "reviews"}
      </span>
    </span>
  );
}

/** '25 min', or '—' when the time is unknown (never a made-up 0). */
export const minutesText = (minutes: number | null) => (minutes === null ? "—" : `${minutes} min`);
