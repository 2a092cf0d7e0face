// Small pieces shared by the recipe pages: the picture (or a drawn placeholder), the five-star rating,
// the favourite toggle and the error pages. Ingredient lines are written by domain/recipes/ingredient-text.
import { useFetcher } from "@remix-run/react";
import type { FormEvent } from "react";
import { RECIPE_TEXTS } from "~/domain/recipes/constants";
import { recipeImageUrl } from "~/domain/recipes/present";
import { CsrfField } from "~/ui/kit/csrf-field";
import { RouteErrorBoundary } from "~/ui/kit/route-error";
import * as css from "./recipe.css";
import { RecipePlaceholder } from "./recipe-placeholder";

// The stars and the minutes live in their own module so the dashboard's community cards load only them.
export { minutesText, Stars } from "./recipe-stars";

/**
 * A recipe's picture; without one, a drawn placeholder named by the recipe's title (name, else alt),
 * coloured by its cuisine, meal type or category.
 */
export function RecipeImage(props: {
  imageId: number | null;
  alt: string;
  variant: "card" | "hero";
  name?: string;
  cuisine?: string;
  mealType?: string;
  category?: string;
}) {
  const src = recipeImageUrl(props.imageId);
  if (!src) {
    return (
      <RecipePlaceholder
        name={props.name ?? props.alt}
        cuisine={props.cuisine}
        mealType={props.mealType}
        category={props.category}
        variant={props.variant}
      />
    );
  }
  return (
    <img
      src={src}
      alt={props.alt}
      className={props.variant === "hero" ? css.heroImage : css.cardImage}
      loading={props.variant === "card" ? "lazy" : undefined}
    />
  );
}

/**
 * The favourite toggle: a POST form to the recipe's own page that works without JavaScript (the action
 * redirects back to `returnTo`, on the list or the recipe). With JavaScript it posts through a fetcher and the button keeps showing the saved state
 * until the server has answered and the page data is reloaded (docs/product.md#recipes: flips on success).
 */
export function FavoriteToggle(props: {
  recipeId: number;
  name: string;
  isFavorite: boolean;
  returnTo: string;
  variant: "heart" | "save";
}) {
  const fetcher = useFetcher();
  const action = `/recipes/${props.recipeId}?index`;
  const busy = fetcher.state !== "idle";
  const on = props.isFavorite;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    form.delete("returnTo");
    fetcher.submit(form, { method: "post", action });
  };
  const label =
    props.variant === "heart"
      ? on
        ? `Remove ${props.name} from favourites`
        : `Save ${props.name} to favourites`
      : undefined;
  return (
    <fetcher.Form method="post" action={action} onSubmit={onSubmit}>
      <CsrfField />
      <input type="hidden" name="intent" value="favorite" />
      <input type="hidden" name="favorite" value={on ? "off" : "on"} />
      <input type="hidden" name="returnTo" value={props.returnTo} />
      {props.variant === "heart" ? (
        <button
          type="submit"
          className={css.heartButton}
          aria-pressed={on}
          aria-label={label}
          aria-busy={busy || undefined}
          title={on ? "Remove from favourites" : "Save to favourites"}
        >
          <span aria-hidden="true">{on ? "♥" : "♡"}</span>
        </button>
      ) : (
        <button
          type="submit"
          className={on ? css.primaryButton : css.secondaryButton}
          aria-pressed={on}
          aria-busy={busy || undefined}
        >
          <span aria-hidden="true">{on ? "♥" : "♡"}</span> {on ? "Saved" : "Save"}
        </button>
      )}
    </fetcher.Form>
  );
}

/** Not found (also another household's private recipe, ADR 017), not allowed, an expired form, anything else. */
export function RecipeRouteError({ title }: { title: string }) {
  const back = { to: "/recipes", label: "Go to Recipes" };
  return (
    <RouteErrorBoundary
      notFound={{ title: RECIPE_TEXTS.notFoundTitle, message: RECIPE_TEXTS.notFound, back }}
      forbidden={{ title: "Access denied", message: RECIPE_TEXTS.notEditable, back }}
      badRequest="The request could not be read."
      fallback={{ title }}
    />
  );
}
