// Edit a recipe (docs/product.md#recipes, 'Form', edit mode). Only the family that owns it may: another
// family's private recipe is 'Recipe not found' (ADR 017), a public one says only its family can change it.
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useMemo } from "react";
import { parseId } from "~/domain/admin/schemas";
import { ForbiddenError, NotFoundError } from "~/domain/errors";
import { foodChoicesFor } from "~/domain/nutrition/food-choices.server";
import { RECIPE_TEXTS } from "~/domain/recipes/constants";
import { RECIPE_NOTICES } from "~/domain/recipes/notices";
import { getRecipe, saveRecipeImage, updateRecipe } from "~/domain/recipes/recipes.server";
import type { RecipeInput } from "~/domain/recipes/schemas";
import * as css from "~/ui/recipes/recipe.css";
import { RecipeRouteError } from "~/ui/recipes/recipe-bits";
import {
  formValuesFromPayload,
  RecipeForm,
  type RecipeFormAnswer,
  recipeFormValues,
} from "~/ui/recipes/recipe-form";
import { applyDraft } from "~/ui/recipes/recipe-form-draft";
import { db } from "~/web/database.server";
import { redirectWithFlash } from "~/web/flash.server";
import { requireUser } from "~/web/guards.server";
import { invalidForm, notFound as pageNotFound, replyToError } from "~/web/page-action.server";
import { draftExtras, readRecipeForm, withImageDropped } from "~/web/recipe-form.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Edit ${data.recipe.name} | Family Meal Planner` : "Edit Recipe | Family Meal Planner" },
];

const notFound = () => pageNotFound(RECIPE_TEXTS.notFound);

/** Not found (missing or another family's private recipe) is a 404 page; another family's public one a 403. */
function asResponse(error: unknown): unknown {
  if (error instanceof NotFoundError) return notFound();
  if (error instanceof ForbiddenError)
    return new Response(error.message, { status: 403, statusText: "Forbidden" });
  return error;
}

async function editableRecipe(request: Request, idParam: string | undefined) {
  const user = await requireUser(request);
  const id = parseId(idParam);
  if (id === null) throw notFound();
  try {
    const recipe = await getRecipe(await db(), user, id);
    if (!recipe.canEdit) throw new ForbiddenError(RECIPE_TEXTS.notEditable);
    return { user, recipe };
  } catch (error) {
    throw asResponse(error);
  }
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { recipe } = await editableRecipe(request, params.id);
  return {
    recipe: { id: recipe.id, name: recipe.name, imageId: recipe.imageId },
    values: recipeFormValues(recipe),
    foodChoices: await foodChoicesFor(await db(), recipe.ingredients),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, recipe } = await editableRecipe(request, params.id);
  const post = await readRecipeForm(request);
  if (post.kind === "draft") {
    // A row button, 'Find food' or 'Calculate' (which fills the nutrition fields); nothing is saved.
    const database = await db();
    const { draft, foodChoices, foodSearch } = await applyDraft(
      post.payload,
      post.intent,
      (values, calculate, search) => draftExtras(database, values, calculate, search),
    );
    return data<RecipeFormAnswer>({
      result: null,
      draft,
      foodChoices,
      foodSearch,
      imageDropped: post.imageDropped,
    });
  }
  const { submission } = post;
  if (submission.status !== "success" || post.refusal.fieldErrors)
    return withImageDropped(invalidForm(submission, post.refusal), post.imageDropped);
  const database = await db();
  try {
    const imageId = post.image ? await saveRecipeImage(database, user.householdId, post.image) : undefined;
    await updateRecipe(database, user, recipe.id, submission.value as RecipeInput, {
      now: new Date(),
      imageId,
      removeImage: post.removeImage,
      computeNutrition: true,
    });
  } catch (error) {
    return replyToError(submission, error, {
      notFound: RECIPE_TEXTS.notFound,
      hideFields: post.refusal.hideFields,
    });
  }
  return redirectWithFlash(request, `/recipes/${recipe.id}`, RECIPE_NOTICES.saved);
}

export default function EditRecipe() {
  const { recipe, values: saved, foodChoices } = useLoaderData<typeof loader>();
  const actionData = useActionData<RecipeFormAnswer>();
  const values = useMemo(
    () =>
      actionData?.draft ??
      (actionData?.result?.initialValue ? formValuesFromPayload(actionData.result.initialValue) : saved),
    [actionData, saved],
  );
  return (
    <section aria-labelledby="recipe-form-title" className={css.page}>
      <h1 id="recipe-form-title" className={css.title}>
        Edit Recipe
      </h1>
      <RecipeForm
        key={recipe.id}
        mode="edit"
        action={`/recipes/${recipe.id}/edit`}
        values={values}
        lastResult={actionData?.result}
        currentImageId={recipe.imageId}
        imageDropped={actionData?.imageDropped}
        cancelTo={`/recipes/${recipe.id}`}
        foodChoices={actionData?.foodChoices ?? foodChoices}
        foodSearch={actionData?.foodSearch}
      />
    </section>
  );
}

export function ErrorBoundary() {
  return <RecipeRouteError title="Error loading recipe" />;
}
