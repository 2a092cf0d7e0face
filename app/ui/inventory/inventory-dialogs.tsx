// The inventory's Add Item and Edit links: the form pages without JavaScript, the same form in a dialog
// over the list with it (docs/product.md#inventory, ADR 013). The add page's loader writes a fresh
// idempotency key at each opening, so one dialog adds one item however often it is sent. The form's code
// (and the form library) is loaded when a dialog first opens, so the list page's scripts stay small.
import { type ComponentProps, lazy, type ReactNode, Suspense } from "react";
import { INVENTORY_TEXTS } from "~/domain/inventory/constants";
import type { FormConstraint } from "~/ui/kit/form";
import { RouteDialogLink } from "~/ui/kit/route-dialog";
import type { InventoryFormAnswer, InventoryFormDefaults } from "./inventory-form";

const InventoryForm = lazy(() => import("./inventory-form").then((m) => ({ default: m.InventoryForm })));
// The add form's starting values come with its module.
const AddInventoryForm = lazy(() =>
  import("./inventory-form").then((m) => ({
    default: (props: Omit<ComponentProps<typeof m.InventoryForm>, "defaults"> & { today: string }) => (
      <m.InventoryForm {...props} defaults={m.newItemDefaults(props.today)} />
    ),
  })),
);
const Loading = () => <p>Loading…</p>;

/** What /inventory/new's loader answers (the dialog loads the same data). */
export type NewItemPageData = { constraint: FormConstraint; today: string; idempotencyKey: string };
/** What /inventory/{id}/edit's loader answers. */
export type EditItemPageData = { constraint: FormConstraint; id: number; defaults: InventoryFormDefaults };

export function AddInventoryItemLink({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <RouteDialogLink<NewItemPageData, InventoryFormAnswer>
      to="/inventory/new"
      title={INVENTORY_TEXTS.addItem}
      className={className}
      render={(data, host) => (
        <Suspense fallback={<Loading />}>
          <AddInventoryForm
            constraint={data.constraint}
            id="add-inventory-item"
            action="/inventory/new"
            submitLabel={INVENTORY_TEXTS.addItem}
            busyLabel="Adding…"
            today={data.today}
            idempotencyKey={data.idempotencyKey}
            host={host}
          />
        </Suspense>
      )}
    >
      {children}
    </RouteDialogLink>
  );
}

export function EditInventoryItemLink(props: { id: number; className?: string; children: ReactNode }) {
  const action = `/inventory/${props.id}/edit`;
  return (
    <RouteDialogLink<EditItemPageData, InventoryFormAnswer>
      to={action}
      title={INVENTORY_TEXTS.editItem}
      className={props.className}
      render={(data, host) => (
        <Suspense fallback={<Loading />}>
          <InventoryForm
            constraint={data.constraint}
            id={`edit-inventory-item-${data.id}`}
            action={action}
            submitLabel="Save Changes"
            busyLabel="Saving…"
            defaults={data.defaults}
            host={host}
          />
        </Suspense>
      )}
    >
      {props.children}
    </RouteDialogLink>
  );
}
