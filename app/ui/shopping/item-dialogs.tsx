// The shopping list's Add Item and Edit links: the form pages without JavaScript, the same form in a
// dialog over the list with it, titled 'Add Shopping Item' and 'Edit Item' (docs/product.md#shopping-list,
// ADR 013). The add page's loader writes a fresh idempotency key at each opening, so one dialog adds one
// item however often it is sent. The form's code (and the form library) is loaded when a dialog first
// opens, so the list page's scripts stay small.
import { type ComponentProps, lazy, type ReactNode, Suspense } from "react";
import { SHOPPING_TEXTS } from "~/domain/shopping/constants";
import type { FormConstraint } from "~/ui/kit/form";
import { RouteDialogLink } from "~/ui/kit/route-dialog";
import type { ItemDefaults, ItemFormAnswer } from "./item-form";

const ItemForm = lazy(() => import("./item-form").then((m) => ({ default: m.ItemForm })));
// The add form's starting values come with its module.
const AddItemForm = lazy(() =>
  import("./item-form").then((m) => ({
    default: (props: Omit<ComponentProps<typeof m.ItemForm>, "item" | "mode">) => (
      <m.ItemForm {...props} mode="add" item={m.NEW_ITEM} />
    ),
  })),
);
const Loading = () => <p>Loading…</p>;

/** What /shopping-list/items/new's loader answers (the dialog loads the same data). */
export type NewItemPageData = { constraint: FormConstraint; idempotencyKey: string };
/** What /shopping-list/items/{id}/edit's loader answers. */
export type EditItemPageData = { constraint: FormConstraint; id: number; item: ItemDefaults };

export function AddShoppingItemLink({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <RouteDialogLink<NewItemPageData, ItemFormAnswer>
      to="/shopping-list/items/new"
      title={SHOPPING_TEXTS.addTitle}
      className={className}
      render={(data, host) => (
        <Suspense fallback={<Loading />}>
          <AddItemForm
            constraint={data.constraint}
            action="/shopping-list/items/new"
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

export function EditShoppingItemLink(props: { id: number; className?: string; children: ReactNode }) {
  const action = `/shopping-list/items/${props.id}/edit`;
  return (
    <RouteDialogLink<EditItemPageData, ItemFormAnswer>
      to={action}
      title={SHOPPING_TEXTS.editTitle}
      className={props.className}
      render={(data, host) => (
        <Suspense fallback={<Loading />}>
          <ItemForm constraint={data.constraint} mode="edit" action={action} item={data.item} host={host} />
        </Suspense>
      )}
    >
      {props.children}
    </RouteDialogLink>
  );
}
