// Confirm and remove an inventory item (docs/product.md#inventory): a page of its own, so removal asks
// first without JavaScript too.
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { INVENTORY_FLAG, INVENTORY_TEXTS } from "~/domain/inventory/constants";
import { removeItem } from "~/domain/inventory/inventory.server";
import { ConfirmRemoveSchema } from "~/domain/inventory/schemas";
import * as css from "~/ui/inventory/inventory.css";
import { InventoryRouteError } from "~/ui/inventory/inventory-error";
import { CsrfField } from "~/ui/kit/csrf-field";
import { FormErrors } from "~/ui/kit/form";
import { PageHeader } from "~/ui/kit/page-title";
import { db } from "~/web/database.server";
import { redirectWithFlash } from "~/web/flash.server";
import { readForm, requireFlag } from "~/web/guards.server";
import { invalidForm, replyToError } from "~/web/page-action.server";
import { requireInventoryItem } from "~/web/require.server";

export const meta: MetaFunction = () => [{ title: "Remove Item | Inventory | Family Meal Planner" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireFlag(request, INVENTORY_FLAG);
  const item = await requireInventoryItem(user.householdId, params.id);
  return { id: item.id, name: item.name };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireFlag(request, INVENTORY_FLAG);
  const submission = parseWithZod(await readForm(request), { schema: ConfirmRemoveSchema });
  if (submission.status !== "success") return invalidForm(submission);
  const item = await requireInventoryItem(user.householdId, params.id);
  try {
    await removeItem(await db(), user.householdId, item.id);
  } catch (error) {
    return replyToError(submission, error, { notFound: INVENTORY_TEXTS.notFound });
  }
  return redirectWithFlash(request, "/inventory", INVENTORY_TEXTS.removed(item.name));
}

export default function RemoveInventoryItem() {
  const { id, name } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const path = `/inventory/${id}/remove`;
  const busy = navigation.state !== "idle" && navigation.formAction === path;
  return (
    <section aria-labelledby="remove-item-title" className={css.page}>
      <PageHeader id="remove-item-title" title={INVENTORY_TEXTS.removeItem} />
      <p>{INVENTORY_TEXTS.confirmRemove(name)}</p>
      <FormErrors errors={actionData?.result.error?.[""] ?? undefined} />
      <Form method="post" action={path} className={css.toolbar}>
        <CsrfField />
        <button type="submit" className={css.dangerButton} disabled={busy}>
          {busy ? "Removing…" : "Remove"}
        </button>
        <Link to="/inventory" className={css.secondaryButton}>
          Cancel
        </Link>
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  return <InventoryRouteError title="The item could not be removed" />;
}
