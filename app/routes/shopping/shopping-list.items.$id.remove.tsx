// Remove an item, after the question the product asks (docs/product.md#shopping-list): a confirmation
// page, so it works without JavaScript.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { SHOPPING_FLAG, SHOPPING_NOTICES, SHOPPING_TEXTS } from "~/domain/shopping/constants";
import { removeItem } from "~/domain/shopping/items.server";
import { CsrfField } from "~/ui/kit/csrf-field";
import { RouteErrorBoundary } from "~/ui/kit/route-error";
import * as css from "~/ui/shopping/shopping.css";
import { db } from "~/web/database.server";
import { redirectWithFlash } from "~/web/flash.server";
import { readForm, requireFlag } from "~/web/guards.server";
import { orNotFound } from "~/web/page-action.server";
import { requireShoppingItem } from "~/web/require.server";

export const meta: MetaFunction = () => [{ title: "Remove Item | Family Meal Planner" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireFlag(request, SHOPPING_FLAG);
  const item = await requireShoppingItem(user.householdId, params.id);
  return { id: item.id, name: item.name };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireFlag(request, SHOPPING_FLAG);
  await readForm(request);
  const item = await requireShoppingItem(user.householdId, params.id);
  const database = await db();
  await orNotFound(() => removeItem(database, user.householdId, item.id), SHOPPING_TEXTS.itemNotFound);
  return redirectWithFlash(request, "/shopping-list", SHOPPING_NOTICES.itemRemoved(item.name));
}

export default function RemoveShoppingItem() {
  const { id, name } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const path = `/shopping-list/items/${id}/remove`;
  const busy = navigation.state !== "idle" && navigation.formAction === path;
  return (
    <section aria-labelledby="remove-item-title" className={css.formPage}>
      <h1 id="remove-item-title" className={css.title}>
        Remove Item
      </h1>
      <p>{SHOPPING_TEXTS.removeQuestion(name)}</p>
      <Form method="post" action={path} className={css.buttonRow}>
        <CsrfField />
        <button type="submit" className={css.dangerButton} disabled={busy}>
          {busy ? "Removing…" : "Remove"}
        </button>
        <Link to="/shopping-list" className={css.secondaryButton}>
          Cancel
        </Link>
      </Form>
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
    fallback: { title: "The item could not be removed" },
  });
}
