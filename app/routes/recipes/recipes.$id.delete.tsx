// Confirm and delete a recipe (its family only). A plain POST form: works without JavaScript.
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { parseId } from "~/domain/admin/schemas";
import { ForbiddenError, NotFoundError } from "~/domain/errors";
import { RECIPE_TEXTS } from "~/domain/recipes/constants";
import { RECIPE_NOTICES } from "~/domain/recipes/notices";
import { deleteRecipe, getRecipe } from "~/domain/recipes/recipes.server";
import { ConfirmSchema } from "~/domain/recipes/schemas";
import { CsrfField } from "~/ui/kit/csrf-field";
import { FormErrors } from "~/ui/kit/form";
import * as css from "~/ui/recipes/recipe.css";
import { RecipeRouteError } from "~/ui/recipes/recipe-bits";
import { db } from "~/web/database.server";
import { redirectWithFlash } from "~/web/flash.server";
import { readForm, requireUser } from "~/web/guards.server";
import {
  type FormAnswer,
  invalidForm,
  notFound as pageNotFound,
  replyToError,
} from "~/web/page-action.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data ? `Delete ${data.recipe.name} | Family Meal Planner` : "Delete recipe | Family Meal Planner",
  },
];

const notFound = () => pageNotFound(RECIPE_TEXTS.notFound);

function asResponse(error: unknown): unknown {
  if (error instanceof NotFoundError) return notFound();
  if (error instanceof ForbiddenError)
    return new Response(error.message, { status: 403, statusText: "Forbidden" });
  return error;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const id = parseId(params.id);
  if (id === null) throw notFound();
  try {
    const recipe = await getRecipe(await db(), user, id);
    if (!recipe.canEdit) throw new ForbiddenError(RECIPE_TEXTS.notEditable);
    return { recipe: { id: recipe.id, name: recipe.name } };
  } catch (error) {
    throw asResponse(error);
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const id = parseId(params.id);
  if (id === null) throw notFound();
  const submission = parseWithZod(await readForm(request), { schema: ConfirmSchema });
  if (submission.status !== "success") return invalidForm(submission);
  try {
    await deleteRecipe(await db(), user, id);
  } catch (error) {
    return replyToError(submission, error, { notFound: RECIPE_TEXTS.notFound });
  }
  // The recipe's own page is gone, so the list says it.
  return redirectWithFlash(request, "/recipes", RECIPE_NOTICES.deleted);
}

export default function DeleteRecipe() {
  const { recipe } = useLoaderData<typeof loader>();
  const answer = useActionData<FormAnswer>();
  const navigation = useNavigation();
  const path = `/recipes/${recipe.id}/delete`;
  const busy = navigation.state !== "idle" && navigation.formAction === path;
  return (
    <section aria-labelledby="delete-recipe-title" className={css.section}>
      <h1 id="delete-recipe-title" className={css.title}>
        Delete {recipe.name}?
      </h1>
      <p className={css.cardLine}>
        The recipe is removed for everyone in your family. This cannot be undone.
      </p>
      <FormErrors errors={answer?.result.error?.[""] ?? undefined} />
      <Form method="post" action={path} className={css.actions}>
        <CsrfField />
        <button type="submit" className={css.dangerButton} disabled={busy}>
          {busy ? "Deleting…" : "Delete recipe"}
        </button>
        <Link to={`/recipes/${recipe.id}`} className={css.secondaryButton}>
          Cancel
        </Link>
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  return <RecipeRouteError title="Error deleting the recipe" />;
}
