// The recipe page (docs/product.md#recipes): the recipe with a servings scaler that works as plain
// links, the ingredient checklist, nutrition per serving, the viewer's own notes and rating, similar
// recipes and 'Add to Meal Plan'. The print layout is recipe-details-print.tsx.
import { Link } from "@remix-run/react";
import type { AllergenFacts } from "~/domain/recipes/allergen-facts";
import { ingredientText } from "~/domain/recipes/ingredient-text";
import { FormErrors } from "~/ui/kit/form";
import { Notice } from "~/ui/kit/notice";
import { PageHeader } from "~/ui/kit/page-title";
import { AddToPlanMenu } from "~/ui/meal-plan/meal-form-add-to-plan";
import { AddAllToList, AddIngredientToList } from "~/ui/pantry/pantry-forms";
import * as css from "./recipe.css";
import { FavoriteToggle, RecipeImage, Stars } from "./recipe-bits";
import { Facts, NutritionSection, SourceLine, Steps } from "./recipe-details-facts";
import { PersonalNotesForm, RatingForm, ReviewList } from "./recipe-details-feedback";
import { PrintButton } from "./recipe-details-print";
import { Scaler } from "./recipe-details-scaler";
import { SimilarRecipes } from "./recipe-details-similar";
import type { RecipePageErrors, ShownRecipe, SimilarRecipe } from "./recipe-details-types";

export function RecipeDetailView(props: {
  recipe: ShownRecipe;
  /** The servings the quantities are shown for (the scaler's). */
  servings: number;
  /** What the last change did (saved notes, a rating, a quick add), once. */
  flash: string | null;
  similar: SimilarRecipe[];
  /** Each quick-add form's idempotency key starts with this (one per page load). */
  quickAddKey: string;
  errors: RecipePageErrors;
  notesMaxLength: number;
  reviewMaxLength?: number;
}) {
  const { recipe, servings, flash, similar, quickAddKey, errors } = props;
  const here = `/recipes/${recipe.id}`;
  // The forms below keep the chosen servings: their redirects come back to the same scaled page.
  const scaled = servings !== recipe.servings;
  const servingsField = scaled ? <input type="hidden" name="servings" value={servings} /> : null;

  return (
    <article className={css.detail} aria-labelledby="recipe-title">
      {flash ? <Notice tone="success">{flash}</Notice> : null}
      <FormErrors errors={errors.plan} />
      <PageHeader id="recipe-title" title={recipe.name} toolbarHiddenInPrint>
        <PrintButton href={`${here}?print=1${scaled ? `&servings=${servings}` : ""}`} />
        <FavoriteToggle
          recipeId={recipe.id}
          name={recipe.name}
          isFavorite={recipe.isFavorite}
          returnTo={scaled ? `${here}?servings=${servings}` : here}
          variant="save"
        />
        <AddToPlanMenu recipeId={recipe.id} action={`${here}?index`} keyBase={quickAddKey} />
        {recipe.canEdit ? (
          <>
            <Link to={`${here}/edit`} className={css.secondaryButton}>
              Edit
            </Link>
            <Link to={`${here}/delete`} className={css.secondaryButton}>
              Delete
            </Link>
          </>
        ) : null}
      </PageHeader>

      <RecipeImage
        imageId={recipe.imageId}
        alt={recipe.name}
        variant="hero"
        cuisine={recipe.cuisine}
        mealType={recipe.mealType}
        category={recipe.category}
      />
      <Facts recipe={recipe} />
      {recipe.description ? <p className={css.prose}>{recipe.description}</p> : null}
      {recipe.tags.length ? (
        <ul className={css.tags} aria-label="Tags">
          {recipe.tags.map((t) => (
            <li key={t} className={css.tag}>
              {t}
            </li>
          ))}
        </ul>
      ) : null}
      <dl className={css.meta}>
        <dt>Category</dt>
        <dd>{recipe.category || "—"}</dd>
        <dt>Cuisine</dt>
        <dd>{recipe.cuisine || "—"}</dd>
        {recipe.mealType ? (
          <>
            <dt>Meal type</dt>
            <dd>{recipe.mealType.charAt(0).toUpperCase() + recipe.mealType.slice(1)}</dd>
          </>
        ) : null}
        <dt>Shared</dt>
        <dd>{recipe.isPublic ? "Public (shared with the community)" : "Private to your family"}</dd>
      </dl>
      <div className={css.author}>
        <span className={css.avatar} aria-hidden="true">
          {(recipe.authorName || "?").charAt(0).toUpperCase()}
        </span>
        <div>
          <p className={css.cardLine}>
            <span className={css.muted}>By </span>
            <strong>{recipe.authorName || "Unknown cook"}</strong>
          </p>
          <Stars rating={recipe.averageRating} count={recipe.ratingCount} />
        </div>
      </div>

      <div className={css.twoColumns}>
        <section className={css.section} aria-labelledby="ingredients-title" id="ingredients">
          <h2 id="ingredients-title" className={css.subtitle}>
            Ingredients
          </h2>
          <Scaler recipeId={recipe.id} recipeServings={recipe.servings} servings={servings} />
          <ul className={css.checklist} aria-label={`Ingredients for ${servings} servings`}>
            {recipe.ingredients.map((ingredient, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for the page's life.
              <li key={index} className={css.checkItem}>
                <input type="checkbox" id={`ingredient-${index}`} />
                <label htmlFor={`ingredient-${index}`}>
                  {ingredientText(ingredient, recipe.servings, servings, recipe.units)}
                </label>
                <AddIngredientToList
                  recipeId={recipe.id}
                  position={index}
                  servings={scaled ? servings : undefined}
                  name={ingredient.name}
                />
              </li>
            ))}
          </ul>
          {recipe.allergens ? <AllergenLabel facts={recipe.allergens} /> : null}
          {recipe.ingredients.length ? (
            <AddAllToList recipeId={recipe.id} servings={scaled ? servings : undefined} />
          ) : null}
        </section>
        <section className={css.section} aria-labelledby="instructions-title">
          <h2 id="instructions-title" className={css.subtitle}>
            Instructions
          </h2>
          <Steps instructions={recipe.instructions} />
        </section>
      </div>

      <NutritionSection
        nutrition={recipe.nutrition}
        source={recipe.nutritionSource}
        unmatched={recipe.nutritionUnmatched}
        check={recipe.nutritionCheck}
      />

      {recipe.notes ? (
        <section className={css.section} aria-labelledby="notes-title">
          <h2 id="notes-title" className={css.subtitle}>
            Notes
          </h2>
          <p className={css.prose}>{recipe.notes}</p>
        </section>
      ) : null}

      <div className={css.twoColumns}>
        <PersonalNotesForm
          here={here}
          servingsField={servingsField}
          errors={errors.notes}
          notes={recipe.myNotes}
          maxLength={props.notesMaxLength}
        />
        <RatingForm
          here={here}
          servingsField={servingsField}
          errors={errors.rating}
          myRating={recipe.myRating}
          myReview={recipe.myReview}
          reviewMaxLength={props.reviewMaxLength}
        />
      </div>
      {recipe.reviews ? <ReviewList reviews={recipe.reviews} /> : null}

      <SimilarRecipes similar={similar} />
      <SourceLine recipe={recipe} />
    </article>
  );
}

/**
 * What the recipe holds for people with allergies, as a food label says it: "Contains: Milk, Gluten.",
 * the lines to check on the label, and for whom in the family it is not safe. Never "safe" by default:
 * an unread recipe says it was not checked (ADR 067).
 */
function AllergenLabel({ facts }: { facts: AllergenFacts }) {
  return (
    <section className={css.allergenLabel} aria-label="Allergens">
      <p className={css.cardLine}>
        <strong>Contains: </strong>
        {facts.unread
          ? "not checked yet."
          : facts.contains.length > 0
            ? `${facts.contains.join(", ")}.`
            : "none of the 14 major allergens found in the ingredients."}
      </p>
      {facts.checkLabel.length > 0 ? (
        <p className={css.cardLine}>
          <strong>Check the label: </strong>
          {facts.checkLabel.join("; ")}
        </p>
      ) : null}
      {facts.warnings.length > 0 ? (
        <ul className={css.allergenWarnings}>
          {facts.warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
