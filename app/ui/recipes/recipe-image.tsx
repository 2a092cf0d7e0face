// A recipe's picture, or the drawn placeholder: its own module so that what shows a picture (the AI
// chat's recipe dialog, on every page) does not bring the recipe pages' other pieces along.
import { recipeImageUrl } from "~/domain/recipes/present";
import * as css from "./recipe.css";
import { RecipePlaceholder } from "./recipe-placeholder";

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
