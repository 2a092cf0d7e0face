// Import a recipe from a web page (docs/product.md#recipes, 'Import'; texts: #messages): the page is
// read through the safe outbound client and saved as a new private recipe
// (app/domain/recipes/import-recipe.server.ts); success opens it with 'Recipe imported successfully!' as
// the flash message, which also says when its picture could not be had. The original ignores an empty
// address; a page form says what it needs instead.
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { z } from "zod";
import { RECIPE_TEXTS } from "~/domain/recipes/constants";
import { importRecipeFromUrl } from "~/domain/recipes/import-recipe.server";
import { RECIPE_NOTICES } from "~/domain/recipes/notices";
import { RecipeImportSchema as ImportSchema } from "~/domain/recipes/schemas";
import { CsrfField } from "~/ui/kit/csrf-field";
import { Field, FormErrors, formStyles } from "~/ui/kit/form";
import * as css from "~/ui/recipes/recipe.css";
import { RecipeRouteError } from "~/ui/recipes/recipe-bits";
import { db } from "~/web/database.server";
import { redirectWithFlash } from "~/web/flash.server";
import { readForm, requireUser } from "~/web/guards.server";
import { type FormAnswer, invalidForm, replyToError } from "~/web/page-action.server";

export const meta: MetaFunction = () => [{ title: "Import Recipe | Family Meal Planner" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return { constraint: getZodConstraint(ImportSchema) };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const submission = parseWithZod(await readForm(request), { schema: ImportSchema });
  if (submission.status !== "success") return invalidForm(submission);
  let outcome: Awaited<ReturnType<typeof importRecipeFromUrl>>;
  try {
    outcome = await importRecipeFromUrl(await db(), user, submission.value.url, new Date(), request.signal);
  } catch (error) {
    return replyToError(submission, error);
  }
  // A page that cannot be read or holds no recipe: the address is what the cook can change. A recipe the
  // rules refuse says which of its fields (the message names it) over the form.
  if (!outcome.ok) {
    const message = RECIPE_TEXTS.importFailed(outcome.message);
    return invalidForm(
      submission,
      outcome.field === "url" ? { fieldErrors: { url: [message] } } : { formErrors: [message] },
    );
  }
  // The message says whether the picture came too and what was shortened (RECIPE_NOTICES.imported).
  return redirectWithFlash(
    request,
    `/recipes/${outcome.id}`,
    RECIPE_NOTICES.imported(outcome.pictureProblem, outcome.shortened),
  );
}

export default function ImportRecipe() {
  const actionData = useActionData<FormAnswer>();
  const { constraint } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const [form, fields] = useForm<z.input<typeof ImportSchema>>({
    constraint,
    id: "import-recipe",
    lastResult: actionData?.result,
    shouldValidate: "onSubmit",
  });
  const busy = navigation.state !== "idle" && navigation.formAction === "/recipes/import";
  return (
    <section aria-labelledby="import-title" className={css.page}>
      <h1 id="import-title" className={css.title}>
        Import Recipe
      </h1>
      <p className={css.muted}>
        Paste the address of a recipe page. Pages that describe their recipe with schema.org data (most recipe
        sites do) import best; the recipe is saved as a private recipe of your family.
      </p>
      <Form method="post" action="/recipes/import" {...getFormProps(form)} className={formStyles.form}>
        <CsrfField />
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field
          label="Recipe page address"
          id={fields.url.id}
          errorId={fields.url.errorId}
          errors={fields.url.errors}
        >
          <input
            className={formStyles.input}
            {...getInputProps(fields.url, { type: "url" })}
            required
            placeholder="https://example.com/recipes/pancakes"
            autoComplete="url"
            inputMode="url"
          />
        </Field>
        <div className={css.actions}>
          <button type="submit" className={css.primaryButton} disabled={busy}>
            {busy ? "Importing…" : "Import"}
          </button>
          <Link to="/recipes" className={css.secondaryButton}>
            Cancel
          </Link>
        </div>
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  return <RecipeRouteError title={RECIPE_TEXTS.importError} />;
}
