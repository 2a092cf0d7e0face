// A list's name and budget (docs/product.md#shopping-list): the budget card's 'Edit budget'.
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { SHOPPING_FLAG, SHOPPING_NOTICES, SHOPPING_TEXTS } from "~/domain/shopping/constants";
import { updateList } from "~/domain/shopping/lists.server";
import { ListFormSchema } from "~/domain/shopping/schemas";
import { RouteErrorBoundary } from "~/ui/kit/route-error";
import { ListForm } from "~/ui/shopping/list-form";
import * as css from "~/ui/shopping/shopping.css";
import { db } from "~/web/database.server";
import { redirectWithFlash } from "~/web/flash.server";
import { readForm, requireFlag } from "~/web/guards.server";
import { invalidForm, replyToError } from "~/web/page-action.server";
import { requireShoppingList } from "~/web/require.server";

export const meta: MetaFunction = () => [{ title: "Edit List | Family Meal Planner" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireFlag(request, SHOPPING_FLAG);
  const list = await requireShoppingList(user.householdId, params.id);
  return { constraint: getZodConstraint(ListFormSchema), list };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireFlag(request, SHOPPING_FLAG);
  const list = await requireShoppingList(user.householdId, params.id);
  const submission = parseWithZod(await readForm(request), { schema: ListFormSchema });
  if (submission.status !== "success") return invalidForm(submission);
  try {
    await updateList(await db(), user.householdId, list.id, submission.value);
  } catch (error) {
    return replyToError(submission, error, { notFound: SHOPPING_TEXTS.listNotFound });
  }
  return redirectWithFlash(request, "/shopping-list", SHOPPING_NOTICES.listUpdated);
}

export default function EditShoppingList() {
  const { list } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <section aria-labelledby="list-form-title" className={css.formPage}>
      <h1 id="list-form-title" className={css.title}>
        Edit List
      </h1>
      <ListForm
        constraint={useLoaderData<typeof loader>().constraint}
        id="edit-list"
        action={`/shopping-list/lists/${list.id}/edit`}
        submitLabel="Save list"
        defaults={{ name: list.name, budget: list.budget }}
        lastResult={actionData?.result}
      />
    </section>
  );
}

export function ErrorBoundary() {
  return RouteErrorBoundary({
    notFound: {
      title: "List not found",
      message: SHOPPING_TEXTS.listNotFound,
      back: { to: "/shopping-list", label: "Back to your shopping list" },
    },
    fallback: { title: "The list could not be saved" },
  });
}
