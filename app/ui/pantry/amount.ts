// An amount as a list shows it: '1.5 cup', '2 cups', '3' (a bare count), '' (no amount); in the reader's
// measurement system when one is given ('470 ml' for 2 cups in metric; ADR 044).
import { formatQuantity } from "~/domain/recipes/units";
import type { UnitSystem } from "~/domain/settings/constants";
import { listAmount, listUnitWord } from "~/domain/settings/units";

export function amountText(quantity: number | null, unit: string | null, units?: UnitSystem): string {
  if (quantity === null) return "";
  const shown = listAmount(quantity, unit, units);
  return [formatQuantity(shown.quantity), listUnitWord(shown.quantity, shown.unit)].filter(Boolean).join(" ");
}

/**
 * The recipe page's word after one ingredient went onto the shopping list: the amount as the list shows
 * it to this reader ('Added 470 ml flour to shopping list' for 2 cups in metric), not the recipe's unit.
 */
export function addedToListText(
  item: { quantity: number | null; unit: string | null; name: string },
  units: UnitSystem | undefined,
): string {
  return `Added ${[amountText(item.quantity, item.unit, units), item.name].filter(Boolean).join(" ")} to shopping list`;
}
