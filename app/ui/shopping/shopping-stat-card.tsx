// The dashboard's Shopping List Items card (docs/product.md#dashboard): the current list's items still to
// buy, linking to the list. A count that could not be read shows as a dash, never a broken page.
import { Link } from "@remix-run/react";
import * as css from "../meal-plan/planner.css";

export function ShoppingStatCard({ openItems }: { openItems: number | null }) {
  return (
    <li>
      <Link to="/shopping-list" className={css.statCard}>
        <span className={css.muted}>Shopping List Items</span>
        <span className={css.bigNumber}>{openItems ?? "–"}</span>
        <span className={css.muted}>still to buy</span>
      </Link>
    </li>
  );
}
