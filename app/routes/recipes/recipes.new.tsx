// Create a recipe (docs/product.md#recipes, 'Form', create mode): a multipart form that works without
// JavaScript; on success the new recipe's page.
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { useMemo } from "react";
import { RECIPE_NOTICES } from "~/domain/recipes/notices";
import { createRecipe, saveRecipeImage } from "~/domain/recipes/recipes.server";
import * as css from "~/ui/recipes/recipe.css";
import { RecipeRouteError } from "~/ui/recipes/recipe-bits";
import {
  applyFormIntent,
  formValuesFromPayload,
  NEW_RECIPE,
  RecipeForm,
  readFormIntent,
} from "~/ui/recipes/recipe-form";
import { db } from "~/web/database.server";
import { redirectWithFlash } from "~/web/flash.server";
import { requireUser } from "~/web/guards.server";
import { readRecipeForm } from "~/web/recipe-form.server";

export const meta: MetaFunction = () => [{ title: "Create Recipe | Family Meal Planner" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const post = await readRecipeForm(request);
  if (post.kind === "draft") {
    const draft = applyFormIntent(formValuesFromPayload(post.payload), readFormIntent(post.intent));
    return data({ result: null, draft, imageDropped: post.imageDropped });
  }
  if (post.kind === "invalid") {
    return data({ result: post.result, draft: null, imageDropped: post.imageDropped }, { status: 422 });
  }
  const database = await db();
  const now = new Date();
  const imageId = post.image ? await saveRecipeImage(database, user.householdId, post.image) : null;
  const id = await createRecipe(database, user, post.value, { now, imageId });
  // The message travels as a flash; the address keeps its old marker, unread, because browser stories
  // still assert it (docs/decisions/026-page-action-kit.md).
  return redirectWithFlash(request, `/recipes/${id}?saved=recipe`, RECIPE_NOTICES.saved);
}

export default function NewRecipe() {
  const actionData = useActionData<typeof action>();
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
      />
    </section>
  );
}

export function ErrorBoundary() {
  return <RecipeRouteError title="Error saving recipe" />;
}
