// /shopping-list (flag shopping_list_enabled; docs/product.md#shopping-list): the household's current
// list, made on the first visit when there is none. Open items sorted by ?sort=category|name|priority,
// the purchased ones in a <details> section without edit. Every check-off is a small form post carrying
// an idempotency key; with JavaScript the tap shows at once and goes to the API, retried with the same
// key and queued while offline (docs/decisions/038-shopping-lists.md).
import { randomUUID } from "node:crypto";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useEffect, useMemo } from "react";
import { INVENTORY_FLAG } from "~/domain/inventory/constants";
import { RESTOCKED_PARAM, restockToUndo } from "~/domain/pantry/changes.server";
import {
  DEFAULT_SORT,
  SHOPPING_FLAG,
  SHOPPING_TEXTS,
  SORT_LABELS,
  SORT_MODES,
  type SortMode,
} from "~/domain/shopping/constants";
import { listItems, setPurchased } from "~/domain/shopping/items.server";
import { currentList, listLists } from "~/domain/shopping/lists.server";
import { SortSchema, ToggleFormSchema } from "~/domain/shopping/schemas";
import { budgetCard, groupByCategory, listSummary, sortItems } from "~/domain/shopping/summary";
import { RouteErrorBoundary } from "~/ui/kit/route-error";
import { useHydrated } from "~/ui/kit/use-hydrated";
import { UndoPantryChange } from "~/ui/pantry/pantry-forms";
import { useCheckOffs } from "~/ui/shopping/check-offs";
import { AddShoppingItemLink } from "~/ui/shopping/item-dialogs";
import { BudgetCard, ItemRow, type ItemView, ListSummary } from "~/ui/shopping/list-view";
import * as css from "~/ui/shopping/shopping.css";
import { db } from "~/web/database.server";
import { flagsOn, readForm, requireFlag } from "~/web/guards.server";
import { badRequest, invalidForm, pageContext, replyToError } from "~/web/page-action.server";

export const meta: MetaFunction = () => [{ title: "Shopping List | Family Meal Planner" }];

const SERVICE_WORKER = "/shopping-sw.js";

const here = (sort: SortMode) => (sort === DEFAULT_SORT ? "/shopping-list" : `/shopping-list?sort=${sort}`);

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireFlag(request, SHOPPING_FLAG);
  const url = new URL(request.url);
  const sort = SortSchema.parse(url.searchParams.get("sort") ?? undefined);
  const database = await db();
  // 'Purchased → pantry' stands behind the pantry's flag as its route does; without it a tap only marks
  // the item purchased.
  const toPantry = (await flagsOn(request, user)).includes(INVENTORY_FLAG);
  const list = await currentList(database, user.householdId, user.id);
  const [items, lists, undo] = await Promise.all([
    listItems(database, user.householdId, list.id),
    listLists(database, user.householdId),
    // Back from 'Purchased → pantry': that restock can be undone here while it is the newest change.
    toPantry ? restockToUndo(database, user.householdId, url.searchParams.get(RESTOCKED_PARAM)) : null,
  ]);
  return {
    toPantry,
    undo,
    list,
    otherLists: lists.length - 1,
    items: sortItems(items, sort),
    sort,
    units: user.units,
    // One key per rendered page: a resent toggle post of this page is applied once (ADR 038).
    toggleKey: randomUUID(),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireFlag(request, SHOPPING_FLAG);
  const form = await readForm(request);
  if (form.get("intent") !== "toggle") throw badRequest("Unknown action.");
  const submission = parseWithZod(form, { schema: ToggleFormSchema });
  if (submission.status !== "success") return invalidForm(submission);
  const context = pageContext(request, user, form);
  const { id, purchased } = submission.value;
  try {
    await setPurchased(await db(), user.householdId, id, purchased, {
      // The page's key is per render; with the item and the state it names one tap.
      ...(context.idempotencyKey ? { idempotencyKey: `${context.idempotencyKey}:${id}:${purchased}` } : {}),
      now: context.now,
    });
  } catch (error) {
    return replyToError(submission, error, { notFound: SHOPPING_TEXTS.itemNotFound });
  }
  return redirect(here(SortSchema.parse(form.get("sort") ?? undefined)));
}

export default function ShoppingList() {
  const { list, otherLists, items, sort, toggleKey, units, toPantry, undo } = useLoaderData<typeof loader>();
  const hydrated = useHydrated();
  const checkOffs = useCheckOffs(items);
  useEffect(() => {
    // The saved copy for the shop: only this page registers the worker (public/shopping-sw.js).
    if ("serviceWorker" in navigator)
      navigator.serviceWorker.register(SERVICE_WORKER, { scope: "/shopping-list" }).catch(() => {});
  }, []);
  const shown: ItemView[] = useMemo(
    () => items.map((i) => ({ ...i, purchased: checkOffs.pending[i.id] ?? i.purchased })),
    [items, checkOffs.pending],
  );
  const open = shown.filter((i) => !i.purchased);
  const bought = shown.filter((i) => i.purchased);
  // Shown at once with a tap: a purchased item without a price paid counts its estimate, as the server does.
  const figures = shown.map((i) => ({
    ...i,
    actualPrice: i.purchased ? (i.actualPrice ?? i.estimatedPrice) : i.actualPrice,
  }));
  const summary = listSummary(figures);
  const budget = budgetCard(list.budget, figures);
  const onToggle = hydrated ? checkOffs.toggle : undefined;
  const row = (item: ItemView, editable: boolean) => (
    <ItemRow
      key={item.id}
      item={item}
      toggleKey={toggleKey}
      sort={sort}
      onToggle={onToggle}
      editable={editable}
      units={units}
      toPantry={toPantry}
    />
  );

  return (
    <section aria-labelledby="shopping-title" className={css.page}>
      <div className={css.header}>
        <h1 id="shopping-title" className={css.title}>
          {SHOPPING_TEXTS.title}
        </h1>
        <div className={css.toolbar}>
          <AddShoppingItemLink className={css.primaryButton}>Add Item</AddShoppingItemLink>
          <Link to="/shopping-list/lists" className={css.secondaryButton}>
            {otherLists > 0 ? "Switch list" : "Lists"}
          </Link>
        </div>
      </div>

      {undo ? <UndoPantryChange batch={undo.batch} summary={undo.summary} returnTo={here(sort)} /> : null}

      {checkOffs.offline ? (
        <p role="status" className={css.offline}>
          {SHOPPING_TEXTS.savedCopy}
          {checkOffs.queued > 0 ? ` ${SHOPPING_TEXTS.queued(checkOffs.queued)}` : ""}
        </p>
      ) : null}
      {checkOffs.refused ? (
        <p role="alert" className={css.offline}>
          A check-off could not be saved; the list shows what was saved.
        </p>
      ) : null}

      <ListSummary
        name={list.name}
        count={summary.count}
        percentComplete={summary.percentComplete}
        estimatedTotal={summary.estimatedTotal}
      />
      <BudgetCard budget={budget} editTo={`/shopping-list/lists/${list.id}/edit`} />

      {shown.length === 0 ? (
        <div className={css.empty}>
          <p>{SHOPPING_TEXTS.empty}</p>
          <AddShoppingItemLink className={css.primaryButton}>Add Item</AddShoppingItemLink>
        </div>
      ) : (
        <>
          <Form method="get" action="/shopping-list" className={css.sortForm}>
            <div>
              <label htmlFor="shopping-sort" className={css.muted}>
                Sort by
              </label>
              <br />
              <select id="shopping-sort" name="sort" defaultValue={sort} className={css.select}>
                {SORT_MODES.map((m) => (
                  <option key={m} value={m}>
                    {SORT_LABELS[m]}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className={css.secondaryButton}>
              Sort
            </button>
          </Form>

          <section aria-labelledby="to-buy-title" className={css.page}>
            <h2 id="to-buy-title" className={css.subtitle}>
              To buy ({open.length})
            </h2>
            {sort === "category" ? (
              groupByCategory(open).map((group) => (
                <div key={group.category}>
                  <h3 className={css.groupTitle}>{group.category}</h3>
                  <ul className={css.list}>{group.items.map((i) => row(i, true))}</ul>
                </div>
              ))
            ) : (
              <ul className={css.list}>{open.map((i) => row(i, true))}</ul>
            )}
          </section>

          {bought.length > 0 ? (
            <details className={css.details}>
              <summary className={css.detailsSummary}>
                {SHOPPING_TEXTS.purchasedTitle} ({bought.length})
              </summary>
              <ul className={css.list} aria-label={SHOPPING_TEXTS.purchasedTitle}>
                {bought.map((i) => row(i, false))}
              </ul>
            </details>
          ) : null}
        </>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return RouteErrorBoundary({
    notFound: {
      title: "Item not found",
      message: SHOPPING_TEXTS.itemNotFound,
      back: { to: "/shopping-list", label: "Back to your shopping list" },
    },
    fallback: { title: "The shopping list could not be shown", retryTo: "/shopping-list" },
  });
}
