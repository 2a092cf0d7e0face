// Create a recipe (docs/product.md#recipes, 'Form', create mode): a multipart form that works without
// JavaScript; on success the new recipe's page.
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { useMemo } from "react";
import { RECIPE_NOTICES } from "~/domain/recipes/notices";
import { createRecipe, saveRecipeImage } from "~/domain/recipes/recipes.server";
import type { RecipeInput } from "~/domain/recipes/schemas";
import * as css from "~/ui/recipes/recipe.css";
import { RecipeRouteError } from "~/ui/recipes/recipe-bits";
import {
  formValuesFromPayload,
  NEW_RECIPE,
  RecipeForm,
  type RecipeFormAnswer,
} from "~/ui/recipes/recipe-form";
import { applyDraft } from "~/ui/recipes/recipe-form-draft";
import { db } from "~/web/database.server";
import { redirectWithFlash } from "~/web/flash.server";
import { requireUser } from "~/web/guards.server";
import { invalidForm, replyToError } from "~/web/page-action.server";
import { draftExtras, readRecipeForm, withImageDropped } from "~/web/recipe-form.server";

export const meta: MetaFunction = () => [{ title: "Create Recipe | Family Meal Planner" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
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
  let id: number;
  try {
    const imageId = post.image ? await saveRecipeImage(database, user.householdId, post.image) : null;
    id = await createRecipe(database, user, submission.value as RecipeInput, {
      now: new Date(),
      imageId,
      computeNutrition: true,
    });
  } catch (error) {
    return replyToError(submission, error, { hideFields: post.refusal.hideFields });
  }
  return redirectWithFlash(request, `/recipes/${id}`, RECIPE_NOTICES.saved);
}

export default function NewRecipe() {
  const actionData = useActionData<RecipeFormAnswer>();
  const values = useMemo(
    () =>
      actionData?.draft ??
      (actionData?.result?.initialValue ? formValuesFromPayload(actionData.result.initialValue) : NEW_RECIPE),
    [actionData],
  );
  return (
    <section aria-labelledby="recipe-form-title" className={css.page}>
      <h1 id="recipe-form-title" className={css.title}>
        Create Recipe
      </h1>
      <RecipeForm
        mode="new"
        action="/recipes/new"
        values={values}
        lastResult={actionData?.result}
        imageDropped={actionData?.imageDropped}
        cancelTo="/recipes"
        foodChoices={actionData?.foodChoices}
        foodSearch={actionData?.foodSearch}
      />
    </section>
  );
}

export function ErrorBoundary() {
  return <RecipeRouteError title="Error saving recipe" />;
}
