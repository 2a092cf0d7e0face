// Printing a recipe: the toolbar's Print button (with JavaScript the browser's print dialog, without
// it the print-friendly page, ?print=1) and that page: the recipe without buttons, forms or suggestions.
import { Link } from "@remix-run/react";
import { ingredientText } from "~/domain/recipes/ingredient-text";
import { useHydrated } from "~/ui/kit/use-hydrated";
import * as css from "./recipe.css";
import { RecipeImage } from "./recipe-bits";
import { Facts, NutritionSection, SourceLine, Steps } from "./recipe-details-facts";
import type { ShownRecipe } from "./recipe-details-types";

export function PrintButton({ href }: { href: string }) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <Link to={href} className={css.secondaryButton}>
        Print
      </Link>
    );
  }
  return (
    <button type="button" className={css.secondaryButton} onClick={() => window.print()}>
      Print
    </button>
  );
}

export function RecipePrintView({ recipe, servings }: { recipe: ShownRecipe; servings: number }) {
  const back = `/recipes/${recipe.id}${servings !== recipe.servings ? `?servings=${servings}` : ""}`;
  return (
    <article className={css.printPage} aria-labelledby="recipe-title">
      <p className={`${css.actions} ${css.printOnlyHidden}`}>
        <Link to={back}>Back to the recipe</Link>
        <PrintNowButton />
      </p>
      <h1 id="recipe-title">{recipe.name}</h1>
      <RecipeImage imageId={recipe.imageId} alt={recipe.name} variant="hero" />
      <Facts recipe={recipe} />
      {recipe.description ? <p className={css.prose}>{recipe.description}</p> : null}
      <h2 className={css.subtitle}>Ingredients ({servings} servings)</h2>
      <ul>
        {recipe.ingredients.map((ingredient, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for the page's life.
          <li key={index}>{ingredientText(ingredient, recipe.servings, servings, recipe.units)}</li>
        ))}
      </ul>
      <h2 className={css.subtitle}>Instructions</h2>
      <Steps instructions={recipe.instructions} />
      <NutritionSection
        nutrition={recipe.nutrition}
        source={recipe.nutritionSource}
        unmatched={recipe.nutritionUnmatched}
        check={recipe.nutritionCheck}
      />
      {recipe.notes ? (
        <>
          <h2 className={css.subtitle}>Notes</h2>
          <p className={css.prose}>{recipe.notes}</p>
        </>
      ) : null}
      {recipe.myNotes ? (
        <>
          <h2 className={css.subtitle}>Personal notes</h2>
          <p className={css.prose}>{recipe.myNotes}</p>
        </>
      ) : null}
      <SourceLine recipe={recipe} />
    </article>
  );
}

function PrintNowButton() {
  const hydrated = useHydrated();
  if (!hydrated)
    return <span className={css.muted}>Use your browser's print command to print this page.</span>;
  return (
    <button type="button" className={css.primaryButton} onClick={() => window.print()}>
      Print
    </button>
  );
}
