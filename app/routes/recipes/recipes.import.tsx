// Import a recipe from a web page (docs/product.md#recipes, 'Import'; texts: #messages): the page is
// read through the safe outbound client and saved as a new private recipe
// (app/domain/recipes/import-recipe.server.ts); success opens it with 'Recipe imported successfully!'. The spec ignores an empty address; a
// page form says what it needs instead.
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
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

export const meta: MetaFunction = () => [{ title: "Import Recipe | Family Meal Planner" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: ImportSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 422 });
  let outcome: Awaited<ReturnType<typeof importRecipeFromUrl>>;
  try {
    outcome = await importRecipeFromUrl(await db(), user, submission.value.url, new Date(), request.signal);
  } catch (error) {
    console.error("[recipes] import failed:", error);
    return data(
      { result: submission.reply({ fieldErrors: { url: [RECIPE_TEXTS.importError] } }) },
      { status: 500 },
    );
  }
  if (!outcome.ok) {
    return data(
      { result: submission.reply({ fieldErrors: { url: [RECIPE_TEXTS.importFailed(outcome.message)] } }) },
      { status: outcome.status },
    );
  }
  const picture = outcome.pictureProblem ? `&picture=${encodeURIComponent(outcome.pictureProblem)}` : "";
  // The message travels as a flash; the address keeps its old marker, unread, because browser stories
  // still assert it (docs/decisions/026-page-action-kit.md).
  return redirectWithFlash(
    request,
    `/recipes/${outcome.id}?imported=1${picture}`,
    RECIPE_NOTICES.imported(outcome.pictureProblem),
  );
}

export default function ImportRecipe() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "import-recipe",
    lastResult: actionData?.result,
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ImportSchema }),
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
