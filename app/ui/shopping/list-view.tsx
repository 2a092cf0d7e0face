// The shopping list's parts (docs/product.md#shopping-list): the summary, the budget card, an item row
// with its check-off form. Presentational: the route gives the data and the toggle handler.
import { Form } from "@remix-run/react";
import type { FormEvent } from "react";
import type { UnitSystem } from "~/domain/settings/constants";
import { listAmount, listUnitWord } from "~/domain/settings/units";
import { DEFAULT_SORT, priorityOf } from "~/domain/shopping/constants";
import { type BudgetCard as Budget, money } from "~/domain/shopping/summary";
import { AppLink } from "~/ui/kit/app-link";
import { PurchasedToPantry } from "~/ui/pantry/pantry-forms";
import { CsrfField } from "../kit/csrf-field";
import { EditShoppingItemLink } from "./item-dialogs";
import * as css from "./shopping.css";

export type ItemView = {
  id: number;
  name: string;
  quantity: number;
  unit: string | null;
  category: string;
  estimatedPrice: number | null;
  actualPrice: number | null;
  purchased: boolean;
  priority: number;
  notes: string | null;
};

export function ListSummary(props: {
  name: string;
  count: number;
  percentComplete: number;
  estimatedTotal: number;
}) {
  return (
    <section aria-labelledby="summary-title" className={css.section}>
      <h2 id="summary-title" className={css.subtitle}>
        {props.name}
      </h2>
      <dl className={css.summary}>
        <div className={css.figure}>
          <dt className={css.muted}>Items</dt>
          <dd className={css.figureValue}>{props.count}</dd>
        </div>
        <div className={css.figure}>
          <dt className={css.muted}>Complete</dt>
          <dd className={css.figureValue}>{props.percentComplete}%</dd>
        </div>
        <div className={css.figure}>
          <dt className={css.muted}>Estimated total</dt>
          <dd className={css.figureValue}>{money(props.estimatedTotal)}</dd>
        </div>
      </dl>
    </section>
  );
}

export function BudgetCard(props: { budget: Budget | null; editTo: string }) {
  const { budget } = props;
  return (
    <section
      aria-labelledby="budget-title"
      className={css.section}
      data-low={budget?.low ? "true" : undefined}
    >
      <div className={css.header}>
        <h2 id="budget-title" className={css.subtitle}>
          Budget
        </h2>
        <AppLink to={props.editTo} className={css.smallLink}>
          {budget ? "Edit budget" : "Set a budget"}
        </AppLink>
      </div>
      {budget ? (
        <>
          <dl className={css.summary}>
            <div className={css.figure}>
              <dt className={css.muted}>Budget</dt>
              <dd className={css.figureValue}>{money(budget.budget)}</dd>
            </div>
            <div className={css.figure}>
              <dt className={css.muted}>Spent</dt>
              <dd className={css.figureValue}>{money(budget.spent)}</dd>
            </div>
            <div className={css.figure}>
              <dt className={css.muted}>Remaining</dt>
              <dd className={css.figureValue}>{money(budget.remaining)}</dd>
            </div>
          </dl>
          <div
            className={css.bar}
            role="progressbar"
            aria-label="Budget spent"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={budget.percentUsed}
          >
            <div
              className={budget.low ? css.barFillLow : css.barFill}
              style={{ width: `${budget.percentUsed}%` }}
            />
          </div>
          {budget.low ? <p className={css.lowText}>20% or less of the budget is left.</p> : null}
        </>
      ) : (
        <p className={css.muted}>No budget set for this list.</p>
      )}
    </section>
  );
}

// The amount in the reader's measurement system; the item itself keeps what was typed (ADR 044).
const amount = (item: ItemView, units: UnitSystem | undefined) => {
  const shown = listAmount(item.quantity, item.unit, units);
  const unit = listUnitWord(shown.quantity, shown.unit);
  return `${shown.quantity}${unit ? ` ${unit}` : ""}`;
};

const describe = (item: ItemView, units: UnitSystem | undefined) =>
  [
    amount(item, units),
    item.category,
    item.purchased && item.actualPrice !== null
      ? `paid ${money(item.actualPrice)}`
      : item.estimatedPrice !== null
        ? `est. ${money(item.estimatedPrice)}`
        : null,
  ]
    .filter(Boolean)
    .join(" · ");

export function ItemRow(props: {
  item: ItemView;
  /** The key a plain form post carries, so a resent post is applied once. */
  toggleKey: string;
  sort: string;
  /** With JavaScript: the tap is handled here instead of posting the form. */
  onToggle?: (id: number, purchased: boolean) => void;
  editable: boolean;
  /** The reader's measurement system (docs/product.md#settings). */
  units?: UnitSystem;
  /** 'Purchased → pantry' is offered (the pantry's flag is on for the reader). */
  toPantry?: boolean;
}) {
  const { item, onToggle } = props;
  const next = !item.purchased;
  const submit = onToggle
    ? (event: FormEvent) => {
        event.preventDefault();
        onToggle(item.id, next);
      }
    : undefined;
  const titleId = `shopping-item-${item.id}`;
  return (
    <li className={css.row} aria-labelledby={titleId}>
      <Form method="post" action="/shopping-list" onSubmit={submit}>
        <CsrfField />
        <input type="hidden" name="intent" value="toggle" />
        <input type="hidden" name="id" value={item.id} />
        <input type="hidden" name="purchased" value={String(next)} />
        <input type="hidden" name="idempotency_key" value={props.toggleKey} />
        <input type="hidden" name="sort" value={props.sort} />
        <button
          type="submit"
          className={item.purchased ? css.checkDone : css.check}
          aria-pressed={item.purchased}
        >
          <span aria-hidden="true">{item.purchased ? "✓" : ""}</span>
          <span className={css.visuallyHidden}>
            {item.purchased ? `Mark ${item.name} as not purchased` : `Mark ${item.name} as purchased`}
          </span>
        </button>
      </Form>
      <div className={css.rowBody}>
        <p id={titleId} className={item.purchased ? css.itemNameDone : css.itemName}>
          {item.name}
          {priorityOf(item.priority) === "high" ? <span className={css.highBadge}>High</span> : null}
        </p>
        <p className={css.itemMeta}>{describe(item, props.units)}</p>
        {item.notes ? <p className={css.itemMeta}>{item.notes}</p> : null}
      </div>
      <div className={css.rowActions}>
        {/* Bought: one tap puts it in the pantry too (ADR 039), while the pantry is on for the reader. */}
        {props.toPantry && !item.purchased ? (
          <PurchasedToPantry
            itemId={item.id}
            name={item.name}
            returnTo={props.sort === DEFAULT_SORT ? "/shopping-list" : `/shopping-list?sort=${props.sort}`}
          />
        ) : null}
        {props.editable ? (
          <EditShoppingItemLink id={item.id} className={css.smallLink}>
            Edit<span className={css.visuallyHidden}> {item.name}</span>
          </EditShoppingItemLink>
        ) : null}
        <AppLink to={`/shopping-list/items/${item.id}/remove`} className={css.smallLink}>
          Remove<span className={css.visuallyHidden}> {item.name}</span>
        </AppLink>
      </div>
    </li>
  );
}
