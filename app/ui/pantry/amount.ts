// An amount as a list shows it: '1.5 cup', '3' (a bare count), '' (no amount).
import { formatQuantity } from "~/domain/recipes/ingredient-parser";

export function amountText(quantity: number | null, unit: string | null): string {
  if (quantity === null) return "";
  return [formatQuantity(quantity), unit].filter(Boolean).join(" ");
}
