// 'View Details' on a recipe the assistant suggested (docs/product.md#ai-assistant): the recipe page
// without JavaScript; with it the recipe details dialog over the chat, loaded from the same page's
// loader (ADR 013): the picture (or 'No Image Available'), description, ingredients, instructions,
// Close, and the card's own 'Add to My Recipes'.
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { recipeImageUrl } from "~/domain/recipes/present";
import { secondaryButton } from "../kit/button.css";
import { RouteDialogLink } from "../kit/route-dialog";
import * as css from "./assistant.css";

/** The part of the recipe page's loader data the dialog shows. */
type RecipePageData = {
  recipe: {
    id: number;
    name: string;
    description: string;
    imageId: number | null;
    /** The ingredient lines as written at the recipe's servings. */
    ingredientLines: string[];
    instructions: string[];
  };
};

export function ViewDetailsLink(props: {
  recipeId: number;
  title: string;
  /** The card's 'Add to My Recipes' form, shown again in the dialog. */
  save: ReactNode;
}) {
  return (
    <RouteDialogLink<RecipePageData>
      to={`/recipes/${props.recipeId}`}
      title={props.title}
      className={secondaryButton}
      aria-label={`View Details: ${props.title}`}
      render={({ recipe }, host) => (
        <div className={css.details}>
          {recipe.imageId !== null ? (
            <img
              src={recipeImageUrl(recipe.imageId) ?? undefined}
              alt={recipe.name}
              className={css.detailsImage}
            />
          ) : (
            <p className={css.muted}>No Image Available</p>
          )}
          {recipe.description ? <p>{recipe.description}</p> : null}
          <h3 className={css.cardTitle}>Ingredients</h3>
          {recipe.ingredientLines.length ? (
            <ul>
              {recipe.ingredientLines.map((line, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed while the dialog is open.
                <li key={i}>{line}</li>
              ))}
            </ul>
          ) : (
            <p className={css.muted}>No ingredients listed.</p>
          )}
          <h3 className={css.cardTitle}>Instructions</h3>
          {recipe.instructions.length ? (
            <ol>
              {recipe.instructions.map((step, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed while the dialog is open.
                <li key={i}>{step}</li>
              ))}
            </ol>
          ) : (
            <p className={css.muted}>No instructions listed.</p>
          )}
          <div className={css.toolbar}>
            <button type="button" className={secondaryButton} onClick={host.close}>
              Close
            </button>
            {props.save}
            <Link to={`/recipes/${recipe.id}`}>Open the recipe page</Link>
          </div>
        </div>
      )}
    >
      View Details
    </RouteDialogLink>
  );
}
