// The inventory list (docs/product.md#inventory): the filters as a GET form (the server filters, so it
// works without JavaScript and the address can be shared), the Attention banner, and a card per item
// with its expiry badge, quantity, location, and Edit and Remove links.
import { Form, Link } from "@remix-run/react";
import {
  CATEGORY_FILTERS,
  EXPIRATION_BADGES,
  EXPIRATION_FILTER_LABELS,
  type ExpirationStatus,
  INVENTORY_TEXTS,
  LOCATION_FILTERS,
} from "~/domain/inventory/constants";
import type { InventoryFilters } from "~/domain/inventory/schemas";
import type { UnitSystem } from "~/domain/settings/constants";
import { listAmount, listUnitWord } from "~/domain/settings/units";
import * as css from "./inventory.css";
import { EditInventoryItemLink } from "./inventory-dialogs";

/** What a row shows (the loader's plain data). */
export type InventoryRow = {
  id: number;
  name: string;
  category: string;
  quantity: number;
  unit: string | null;
  location: string | null;
  brand: string | null;
  expirationStatus: ExpirationStatus;
  expirationText: string;
  expirationDate: string | null;
  isLowStock: boolean;
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function InventoryFilterBar({ filters }: { filters: InventoryFilters }) {
  const selects = [
    {
      name: "location",
      label: "Location",
      value: filters.location,
      options: Object.keys(LOCATION_FILTERS).map((v) => [v, capitalise(v)]),
    },
    {
      name: "category",
      label: "Category",
      value: filters.category,
      options: Object.keys(CATEGORY_FILTERS).map((v) => [v, capitalise(v)]),
    },
    {
      name: "expiration",
      label: "Expiration",
      value: filters.expiration,
      options: (["expiring-soon", "expired", "valid"] as const).map((v) => [v, EXPIRATION_FILTER_LABELS[v]]),
    },
  ];
  return (
    <Form method="get" action="/inventory" className={css.filters} aria-label="Filter the inventory">
      {selects.map((select) => (
        <div key={select.name} className={css.filterField}>
          <label className={css.formStyles.label} htmlFor={`filter-${select.name}`}>
            {select.label}
          </label>
          <select
            id={`filter-${select.name}`}
            name={select.name}
            defaultValue={select.value}
            className={css.formStyles.input}
          >
            <option value="all">All</option>
            {select.options.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      ))}
      <button type="submit" className={css.secondaryButton}>
        Apply filters
      </button>
    </Form>
  );
}

export function AttentionBanner({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <div className={css.banner} role="status">
      <strong>{INVENTORY_TEXTS.attention}</strong> {INVENTORY_TEXTS.banner(count)}
    </div>
  );
}

/** The amount in the reader's measurement system; the row itself keeps what was typed (ADR 044). */
function amountText(item: InventoryRow, units: UnitSystem | undefined) {
  const shown = listAmount(item.quantity, item.unit, units);
  const unit = listUnitWord(shown.quantity, shown.unit);
  return `${formatQuantity(shown.quantity)}${unit ? ` ${unit}` : ""}`;
}

export function InventoryList({ items, units }: { items: InventoryRow[]; units?: UnitSystem }) {
  if (items.length === 0) return <p className={css.empty}>{INVENTORY_TEXTS.empty}</p>;
  return (
    <ul className={css.list} aria-label="Inventory items">
      {items.map((item) => (
        <li key={item.id} className={css.row} aria-labelledby={`item-${item.id}`}>
          <div className={css.rowMain}>
            <h2 id={`item-${item.id}`} className={css.rowTitle}>
              {item.name}
              <span className={css.badge[item.expirationStatus]}>
                {EXPIRATION_BADGES[item.expirationStatus]}
              </span>
              {item.isLowStock ? (
                <span className={css.badge.lowStock}>{INVENTORY_TEXTS.lowStock}</span>
              ) : null}
            </h2>
            <p className={css.muted}>
              {amountText(item, units)} · {item.location ?? INVENTORY_TEXTS.noLocation} · {item.category}
              {item.brand ? ` · ${item.brand}` : ""}
            </p>
            <p className={css.muted}>
              {item.expirationDate ? (
                <time dateTime={item.expirationDate}>{item.expirationText}</time>
              ) : (
                item.expirationText
              )}
            </p>
          </div>
          <div className={css.rowActions}>
            <EditInventoryItemLink id={item.id} className={css.secondaryButton}>
              Edit<span className={css.visuallyHidden}> {item.name}</span>
            </EditInventoryItemLink>
            <Link to={`/inventory/${item.id}/remove`} className={css.dangerButton}>
              Remove<span className={css.visuallyHidden}> {item.name}</span>
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** A quantity without a float's tail: 1.5, not 1.5000000001. */
export const formatQuantity = (quantity: number) => String(Math.round(quantity * 1000) / 1000);
