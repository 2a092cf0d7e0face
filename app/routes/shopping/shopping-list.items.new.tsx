// Add Shopping Item (docs/product.md#shopping-list): a page of its own so it works without JavaScript;
// it adds to the current list. The form carries an idempotency key, so a double submit adds one item.
import { randomUUID } from "node:crypto";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { SHOPPING_FLAG, SHOPPING_NOTICES, SHOPPING_TEXTS } from "~/domain/shopping/constants";
import { addItem } from "~/domain/shopping/items.server";
import { currentList } from "~/domain/shopping/lists.server";
import { ItemFormSchema } from "~/domain/shopping/schemas";
import { RouteErrorBoundary } from "~/ui/kit/route-error";
import { ItemForm, NEW_ITEM } from "~/ui/shopping/item-form";
import * as css from "~/ui/shopping/shopping.css";
import { db } from "~/web/database.server";
import { redirectWithFlash } from "~/web/flash.server";
import { readForm, requireFlag } from "~/web/guards.server";
import { invalidForm, pageContext, replyToError } from "~/web/page-action.server";

export const meta: MetaFunction = () => [{ title: `${SHOPPING_TEXTS.addTitle} | Family Meal Planner` }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireFlag(request, SHOPPING_FLAG);
  return { constraint: getZodConstraint(ItemFormSchema), idempotencyKey: randomUUID() };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireFlag(request, SHOPPING_FLAG);
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: ItemFormSchema });
  if (submission.status !== "success") return invalidForm(submission);
  const context = pageContext(request, user, form);
  const database = await db();
  try {
    const list = await currentList(database, user.householdId, user.id);
    await addItem(database, user.householdId, user.id, list.id, submission.value, {
      idempotencyKey: context.idempotencyKey,
      now: context.now,
    });
  } catch (error) {
    return replyToError(submission, error);
  }
  return redirectWithFlash(request, "/shopping-list", SHOPPING_NOTICES.itemAdded(submission.value.name));
}

export default function NewShoppingItem() {
  const { idempotencyKey } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <section aria-labelledby="item-form-title" className={css.formPage}>
      <h1 id="item-form-title" className={css.title}>
        {SHOPPING_TEXTS.addTitle}
      </h1>
      <ItemForm
        constraint={useLoaderData<typeof loader>().constraint}
        mode="add"
        action="/shopping-list/items/new"
        item={NEW_ITEM}
        idempotencyKey={idempotencyKey}
        lastResult={actionData?.result}
      />
    </section>
  );
}

export function ErrorBoundary() {
  return RouteErrorBoundary({
    fallback: { title: "The item could not be added", retryTo: "/shopping-list/items/new" },
  });
}
