// The dashboard's inventory parts (docs/product.md#dashboard): the Expiring Items stat card and the
// Inventory Status cards, one per storage location with its item count, low-stock count and a bar of the
// low-stock share that turns yellow above 50 %. Given nothing (the flag is off, or the data could not be
// read) they draw nothing: a section that cannot be read is empty, never a broken page.
import { Link } from "@remix-run/react";
import { EXPIRING_SOON_DAYS, STATUS_BAR_YELLOW_ABOVE } from "~/domain/inventory/constants";
import * as css from "./inventory.css";

export type InventoryDashboardData = {
  expiringSoon: number;
  locations: { location: string; items: number; lowStock: number; lowStockPercent: number }[];
};

/** A stat card for the dashboard's 'At a glance' list; `cardClass` and the text classes are the list's. */
export function ExpiringItemsCard(props: {
  data: InventoryDashboardData | null;
  cardClass: string;
  labelClass: string;
  numberClass: string;
}) {
  if (!props.data) return null;
  return (
    <li>
      <Link to="/inventory?expiration=expiring-soon" className={props.cardClass}>
        <span className={props.labelClass}>Expiring Items</span>
        <span className={props.numberClass}>{props.data.expiringSoon}</span>
        <span className={props.labelClass}>expiring in the next {EXPIRING_SOON_DAYS} days</span>
      </Link>
    </li>
  );
}

export function InventoryStatus({ data }: { data: InventoryDashboardData | null }) {
  if (!data) return null;
  return (
    <section aria-labelledby="inventory-status-title" className={css.page}>
      <h2 id="inventory-status-title" className={css.subtitle}>
        Inventory Status
      </h2>
      {data.locations.length === 0 ? (
        <p className={css.muted}>
          Nothing stocked yet. <Link to="/inventory/new">Add an item</Link>
        </p>
      ) : (
        <ul className={css.statusCards}>
          {data.locations.map((group) => (
            <li key={group.location}>
              <Link to="/inventory" className={css.statusCard}>
                <strong>{group.location}</strong>
                <span>
                  {group.items} {group.items === 1 ? "item" : "items"}
                </span>
                <span className={css.muted}>{group.lowStock} low on stock</span>
                <span className={css.bar} role="img" aria-label={`${group.lowStockPercent}% low on stock`}>
                  <span
                    className={
                      group.lowStockPercent > STATUS_BAR_YELLOW_ABOVE ? css.barFillHigh : css.barFill
                    }
                    style={{ width: `${group.lowStockPercent}%`, display: "block" }}
                  />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
