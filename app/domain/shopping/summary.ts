// The list's figures, pure so they are tested table by table (docs/product.md#shopping-list): the
// summary line, the budget card's spent/remaining/colour, and the three sort modes.
import { LOW_BUDGET_SHARE, SHOPPING_CATEGORIES, type SortMode } from "./constants";

export type Priced = { purchased: boolean; estimatedPrice: number | null; actualPrice: number | null };
export type Sortable = { name: string; category: string; priority: number; id: number };

const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;

/** Item count, percent complete (purchased ÷ all, rounded; 0 for an empty list), estimated total. */
export function listSummary(items: readonly Priced[]) {
  const count = items.length;
  const purchased = items.filter((i) => i.purchased).length;
  const percentComplete = count === 0 ? 0 : Math.round((purchased / count) * 100);
  const estimatedTotal = round2(items.reduce((sum, i) => sum + (i.estimatedPrice ?? 0), 0));
  return { count, purchased, percentComplete, estimatedTotal };
}

/** The estimated total as the page shows it: always 2 decimals. */
export const money = (n: number) => n.toFixed(2);

export type BudgetCard = {
  budget: number;
  spent: number;
  remaining: number;
  percentUsed: number;
  low: boolean;
};

/**
 * Spent is the purchased items' actual price, else their estimate; remaining is budget − spent, never
 * below 0; the card is low (red) when what is left is 20 % of the budget or less. No budget: no card.
 */
export function budgetCard(budget: number | null, items: readonly Priced[]): BudgetCard | null {
  if (budget === null) return null;
  const spent = round2(
    items.filter((i) => i.purchased).reduce((sum, i) => sum + (i.actualPrice ?? i.estimatedPrice ?? 0), 0),
  );
  const remaining = round2(Math.max(0, budget - spent));
  const percentUsed = budget > 0 ? Math.min(100, Math.round((spent / budget) * 100)) : spent > 0 ? 100 : 0;
  const low = remaining <= budget * LOW_BUDGET_SHARE;
  return { budget, spent, remaining, percentUsed, low };
}

const byName = (a: Sortable, b: Sortable) =>
  a.name.localeCompare(b.name, "en", { sensitivity: "base" }) || a.id - b.id;
const categoryRank = (c: string) => {
  const i = (SHOPPING_CATEGORIES as readonly string[]).indexOf(c);
  return i === -1 ? SHOPPING_CATEGORIES.length : i;
};

/** A sorted copy: by category (in the form's order) then name, by name, or high priority first then name. */
export function sortItems<T extends Sortable>(items: readonly T[], mode: SortMode): T[] {
  const copy = [...items];
  if (mode === "name") return copy.sort(byName);
  if (mode === "priority")
    return copy.sort((a, b) => Number(b.priority > 0) - Number(a.priority > 0) || byName(a, b));
  return copy.sort((a, b) => categoryRank(a.category) - categoryRank(b.category) || byName(a, b));
}

/** The open items grouped by category in display order (for the category sort's headings). */
export function groupByCategory<T extends Sortable>(
  sorted: readonly T[],
): { category: string; items: T[] }[] {
  const groups: { category: string; items: T[] }[] = [];
  for (const item of sorted) {
    const last = groups.at(-1);
    if (last && last.category === item.category) last.items.push(item);
    else groups.push({ category: item.category, items: [item] });
  }
  return groups;
}
