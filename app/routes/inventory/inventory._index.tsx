// The household's pantry (docs/product.md#inventory): the filters are query parameters the server
// applies, the banner counts what expires soon, each row links to its edit and remove pages. Behind the
// inventory flag: with it off the user is sent home.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { todayForHousehold } from "~/domain/household/household.server";
import { INVENTORY_FLAG, INVENTORY_TEXTS } from "~/domain/inventory/constants";
import { countExpiringSoon, listItems } from "~/domain/inventory/inventory.server";
import { readFilters } from "~/domain/inventory/schemas";
import * as css from "~/ui/inventory/inventory.css";
import { AddInventoryItemLink } from "~/ui/inventory/inventory-dialogs";
import { InventoryRouteError } from "~/ui/inventory/inventory-error";
import { AttentionBanner, InventoryFilterBar, InventoryList } from "~/ui/inventory/inventory-list";
import { PageHeader } from "~/ui/kit/page-title";
import { db } from "~/web/database.server";
import { requireFlag } from "~/web/guards.server";
import { cleanSearchParams } from "~/web/input-gate.server";

export const meta: MetaFunction = () => [{ title: "Inventory | Family Meal Planner" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireFlag(request, INVENTORY_FLAG);
  const filters = readFilters(cleanSearchParams(request));
  const database = await db();
  const today = await todayForHousehold(database, user.householdId, new Date());
  const [items, expiringSoon] = await Promise.all([
    listItems(database, user.householdId, today, filters),
    countExpiringSoon(database, user.householdId, today),
  ]);
  return {
    filters,
    expiringSoon,
    units: user.units,
    items: items.map((item) => ({
      id: item.id,
      name: item.name,
      category: item.category,
      quantity: item.quantity,
      unit: item.unit,
      location: item.location,
      brand: item.brand,
      expirationDate: item.expirationDate,
      expirationStatus: item.expirationStatus,
      expirationText: item.expirationText,
      isLowStock: item.isLowStock,
    })),
  };
}

export default function Inventory() {
  const { filters, expiringSoon, items, units } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="inventory-title" className={css.page}>
      <PageHeader id="inventory-title" title={INVENTORY_TEXTS.title}>
        <AddInventoryItemLink className={css.primaryButton}>{INVENTORY_TEXTS.addItem}</AddInventoryItemLink>
      </PageHeader>
      <InventoryFilterBar filters={filters} />
      <AttentionBanner count={expiringSoon} />
      <InventoryList items={items} units={units} />
    </section>
  );
}

export function ErrorBoundary() {
  return <InventoryRouteError title="The inventory could not be shown" />;
}
