// Edit an inventory item (docs/product.md#inventory): the item is replaced by the form's fields. Another
// household's item is not found (ADR 017).
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { INVENTORY_FLAG, INVENTORY_TEXTS } from "~/domain/inventory/constants";
import { updateItem } from "~/domain/inventory/inventory.server";
import { InventoryItemSchema } from "~/domain/inventory/schemas";
import * as css from "~/ui/inventory/inventory.css";
import { InventoryRouteError } from "~/ui/inventory/inventory-error";
import { InventoryForm } from "~/ui/inventory/inventory-form";
import { PageHeader } from "~/ui/kit/page-title";
import { db } from "~/web/database.server";
import { redirectWithFlash } from "~/web/flash.server";
import { readForm, requireFlag } from "~/web/guards.server";
import { invalidForm, replyToError } from "~/web/page-action.server";
import { requireInventoryItem } from "~/web/require.server";

export const meta: MetaFunction = () => [{ title: "Edit Item | Inventory | Family Meal Planner" }];

const text = (value: string | number | null) => (value === null ? "" : String(value));

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireFlag(request, INVENTORY_FLAG);
  const item = await requireInventoryItem(user.householdId, params.id);
  return {
    constraint: getZodConstraint(InventoryItemSchema),
    id: item.id,
    defaults: {
      name: item.name,
      category: item.category,
      quantity: text(item.quantity),
      unit: text(item.unit),
      location: text(item.location),
      purchaseDate: text(item.purchaseDate),
      expiryDate: text(item.expiryDate),
      brand: text(item.brand),
      price: item.price === null ? "" : item.price.toFixed(2),
      enableLowStockAlert: item.enableLowStockAlert,
      lowStockThreshold: text(item.lowStockThreshold),
      notes: text(item.notes),
      barcode: text(item.barcode),
    },
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireFlag(request, INVENTORY_FLAG);
  const item = await requireInventoryItem(user.householdId, params.id);
  const submission = parseWithZod(await readForm(request), { schema: InventoryItemSchema });
  if (submission.status !== "success") return invalidForm(submission);
  try {
    await updateItem(await db(), user.householdId, item.id, submission.value);
  } catch (error) {
    return replyToError(submission, error, { notFound: INVENTORY_TEXTS.notFound });
  }
  return redirectWithFlash(request, "/inventory", INVENTORY_TEXTS.saved(submission.value.name));
}

export default function EditInventoryItem() {
  const { id, defaults } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <section aria-labelledby="edit-item-title" className={css.page}>
      <PageHeader id="edit-item-title" title={INVENTORY_TEXTS.editItem} />
      <InventoryForm
        constraint={useLoaderData<typeof loader>().constraint}
        id={`edit-inventory-item-${id}`}
        action={`/inventory/${id}/edit`}
        submitLabel="Save Changes"
        busyLabel="Saving…"
        defaults={defaults}
        lastResult={actionData?.result}
      />
    </section>
  );
}

export function ErrorBoundary() {
  return <InventoryRouteError title="The item could not be saved" />;
}
