// Edit Item (docs/product.md#shopping-list): the actual price shows only for a purchased item, the
// Purchased box always here. Another household's item is the page's 404.
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { priorityOf, SHOPPING_FLAG, SHOPPING_NOTICES, SHOPPING_TEXTS } from "~/domain/shopping/constants";
import { updateItem } from "~/domain/shopping/items.server";
import { ItemFormSchema } from "~/domain/shopping/schemas";
import { RouteErrorBoundary } from "~/ui/kit/route-error";
import { ItemForm } from "~/ui/shopping/item-form";
import * as css from "~/ui/shopping/shopping.css";
import { db } from "~/web/database.server";
import { redirectWithFlash } from "~/web/flash.server";
import { readForm, requireFlag } from "~/web/guards.server";
import { invalidForm, pageContext, replyToError } from "~/web/page-action.server";
import { requireShoppingItem } from "~/web/require.server";

export const meta: MetaFunction = () => [{ title: `${SHOPPING_TEXTS.editTitle} | Family Meal Planner` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireFlag(request, SHOPPING_FLAG);
  const item = await requireShoppingItem(user.householdId, params.id);
  return {
    constraint: getZodConstraint(ItemFormSchema),
    id: item.id,
    item: {
      name: item.name,
      quantity: item.quantity,
      unit: item.unit ?? "",
      category: item.category,
      estimatedPrice: item.estimatedPrice,
      actualPrice: item.actualPrice,
      purchased: item.purchased,
      priority: priorityOf(item.priority),
      notes: item.notes ?? "",
    },
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireFlag(request, SHOPPING_FLAG);
  const item = await requireShoppingItem(user.householdId, params.id);
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: ItemFormSchema });
  if (submission.status !== "success") return invalidForm(submission);
  const context = pageContext(request, user, form);
  try {
    await updateItem(await db(), user.householdId, item.id, submission.value, context.now);
  } catch (error) {
    return replyToError(submission, error, { notFound: SHOPPING_TEXTS.itemNotFound });
  }
  return redirectWithFlash(request, "/shopping-list", SHOPPING_NOTICES.itemUpdated(submission.value.name));
}

export default function EditShoppingItem() {
  const { id, item } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <section aria-labelledby="item-form-title" className={css.formPage}>
      <h1 id="item-form-title" className={css.title}>
        {SHOPPING_TEXTS.editTitle}
      </h1>
      <ItemForm
        constraint={useLoaderData<typeof loader>().constraint}
        mode="edit"
        action={`/shopping-list/items/${id}/edit`}
        item={item}
        lastResult={actionData?.result}
      />
    </section>
  );
}

export function ErrorBoundary() {
  return RouteErrorBoundary({
    notFound: {
      title: "Item not found",
      message: SHOPPING_TEXTS.itemNotFound,
      back: { to: "/shopping-list", label: "Back to your shopping list" },
    },
    fallback: { title: "The item could not be saved" },
  });
}
