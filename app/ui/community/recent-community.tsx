// The dashboard's 'Recent Community Recipes' (docs/product.md#dashboard): picture or 'No Image
// Available', the author, stars, title, description, cook time and Save / Saved (a small POST form,
// persisted), with 'View all' to /community. Nothing when the community is off; an empty section when
// there is nothing to show or it could not be read.

import { AppLink } from "~/ui/kit/app-link";
import * as recipeCss from "~/ui/recipes/recipe.css";
import { minutesText, Stars } from "~/ui/recipes/recipe-stars";
import { AuthorLine, type CommunityCardData, CommunityPicture, SaveToggle } from "./community-card";

export function RecentCommunityRecipes({ recipes }: { recipes: CommunityCardData[] | null }) {
  if (recipes === null) return null;
  return (
    <section aria-labelledby="recent-community-title" className={recipeCss.section}>
      <div className={recipeCss.header}>
        <h2 id="recent-community-title" className={recipeCss.subtitle}>
          Recent Community Recipes
        </h2>
        <AppLink to="/community" className={recipeCss.secondaryButton}>
          View all<span className={recipeCss.visuallyHidden}> community recipes</span>
        </AppLink>
      </div>
      {recipes.length === 0 ? (
        <p className={recipeCss.muted}>No community recipes yet.</p>
      ) : (
        <ul className={recipeCss.grid} aria-label="Recent Community Recipes">
          {recipes.map((recipe) => (
            <li key={recipe.id}>
              <article className={recipeCss.card} aria-labelledby={`recent-community-${recipe.id}`}>
                <CommunityPicture imageId={recipe.imageId} title={recipe.title} />
                <div className={recipeCss.cardBody}>
                  <AuthorLine name={recipe.userName} initials={recipe.userAvatar} />
                  <Stars rating={recipe.rating} count={recipe.ratingCount} />
                  <h3 id={`recent-community-${recipe.id}`} className={recipeCss.cardName}>
                    <AppLink to={`/recipes/${recipe.id}`}>{recipe.title}</AppLink>
                  </h3>
                  {recipe.description ? <p className={recipeCss.cardLine}>{recipe.description}</p> : null}
                  <p className={recipeCss.cardLine}>Cook time: {minutesText(recipe.cookMinutes)}</p>
                  <div className={recipeCss.cardActions}>
                    <SaveToggle
                      recipeId={recipe.id}
                      title={recipe.title}
                      isSaved={recipe.isSaved}
                      saves={recipe.saves}
                      returnTo="/"
                      showCount={false}
                    />
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
