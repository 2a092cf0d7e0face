// 'You might also like': cards of similar recipes under the recipe (not printed).
import { Link } from "@remix-run/react";
import * as css from "./recipe.css";
import { minutesText, RecipeImage, Stars } from "./recipe-bits";
import type { SimilarRecipe } from "./recipe-details-types";

export function SimilarRecipes({ similar }: { similar: SimilarRecipe[] }) {
  if (!similar.length) return null;
  return (
    <section aria-labelledby="similar-title" className={css.page} data-print="hide">
      <h2 id="similar-title" className={css.subtitle}>
        You might also like
      </h2>
      <ul className={css.similar}>
        {similar.map((s) => (
          <li key={s.id}>
            <article className={css.card} aria-labelledby={`similar-${s.id}`}>
              <RecipeImage
                imageId={s.imageId}
                alt=""
                variant="card"
                name={s.name}
                cuisine={s.cuisine}
                mealType={s.mealType}
              />
              <div className={css.cardBody}>
                <h3 id={`similar-${s.id}`} className={css.cardName}>
                  {s.name}
                </h3>
                <Stars rating={s.averageRating} count={s.ratingCount} />
                {s.totalMinutes === null ? null : (
                  <p className={css.cardLine}>{minutesText(s.totalMinutes)}</p>
                )}
                <Link to={`/recipes/${s.id}`} className={css.secondaryButton}>
                  View Recipe<span className={css.visuallyHidden}>: {s.name}</span>
                </Link>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
