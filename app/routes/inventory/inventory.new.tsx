// Add an inventory item (docs/product.md#inventory): a page form that works without JavaScript; the
// purchase date starts at the household's today. The form carries an idempotency key written when it is
// rendered, so a double submit or a resent post adds one item (ADR 037).
import { randomUUID } from "node:crypto";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { todayForHousehold } from "~/domain/household/household.server";
import { INVENTORY_FLAG, INVENTORY_TEXTS } from "~/domain/inventory/constants";
import { addItem } from "~/domain/inventory/inventory.server";
import { InventoryItemSchema } from "~/domain/inventory/schemas";
import * as css from "~/ui/inventory/inventory.css";
import { InventoryRouteError } from "~/ui/inventory/inventory-error";
import { InventoryForm, newItemDefaults } from "~/ui/inventory/inventory-form";
import { PageHeader } from "~/ui/kit/page-title";
import { db } from "~/web/database.server";
import { redirectWithFlash } from "~/web/flash.server";
import { readForm, requireFlag } from "~/web/guards.server";
import { invalidForm, pageContext, replyToError } from "~/web/page-action.server";

export const meta: MetaFunction = () => [{ title: "Add Item | Inventory | Family Meal Planner" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireFlag(request, INVENTORY_FLAG);
  return {
    constraint: getZodConstraint(InventoryItemSchema),
    today: await todayForHousehold(await db(), user.householdId, new Date()),
    idempotencyKey: randomUUID(),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireFlag(request, INVENTORY_FLAG);
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: InventoryItemSchema });
  if (submission.status !== "success") return invalidForm(submission);
  const context = pageContext(request, user, form);
  try {
    const database = await db();
    await addItem(
      database,
      user.householdId,
      user.id,
      submission.value,
      await todayForHousehold(database, user.householdId, context.now),
      context.idempotencyKey,
    );
  } catch (error) {
    return replyToError(submission, error);
  }
  return redirectWithFlash(request, "/inventory", INVENTORY_TEXTS.added(submission.value.name));
}

export default function NewInventoryItem() {
  const { today, idempotencyKey } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <section aria-labelledby="add-item-title" className={css.page}>
      <PageHeader id="add-item-title" title={INVENTORY_TEXTS.addItem} />
      <InventoryForm
        constraint={useLoaderData<typeof loader>().constraint}
        id="add-inventory-item"
        action="/inventory/new"
        submitLabel={INVENTORY_TEXTS.addItem}
        busyLabel="Adding…"
        defaults={newItemDefaults(today)}
        idempotencyKey={idempotencyKey}
        lastResult={actionData?.result}
      />
    </section>
  );
}

export function ErrorBoundary() {
  return <InventoryRouteError title="The item could not be added" />;
}
