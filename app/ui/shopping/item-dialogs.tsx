// The shopping list's Add Item and Edit links: the form pages without JavaScript, the same form in a
// dialog over the list with it, titled 'Add Shopping Item' and 'Edit Item' (docs/product.md#shopping-list,
// ADR 013). The add page's loader writes a fresh idempotency key at each opening, so one dialog adds one
// item however often it is sent.
import type { ReactNode } from "react";
import { SHOPPING_TEXTS } from "~/domain/shopping/constants";
import type { FormConstraint } from "~/ui/kit/form";
import { RouteDialogLink } from "~/ui/kit/route-dialog";
import { type ItemDefaults, ItemForm, type ItemFormAnswer, NEW_ITEM } from "./item-form";

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
        <ItemForm
          constraint={data.constraint}
          mode="add"
          action="/shopping-list/items/new"
          item={NEW_ITEM}
          idempotencyKey={data.idempotencyKey}
          host={host}
        />
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
        <ItemForm constraint={data.constraint} mode="edit" action={action} item={data.item} host={host} />
      )}
    >
      {props.children}
    </RouteDialogLink>
  );
}
