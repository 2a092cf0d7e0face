// Pasted lines as ingredient rows, through the one ingredient parser. A module of its own: the browser
// loads it (and the parser) only when 'Add lines' is first used (docs/decisions/057).
import { parseIngredientLines } from "~/domain/recipes/ingredient-parser";
import { type IngredientRowValue, quantityText } from "./recipe-form-values";

/** Pasted lines (one ingredient per line) as form rows, through the one ingredient parser. */
export function rowsFromLines(lines: string): IngredientRowValue[] {
  return parseIngredientLines(lines.split(/\r?\n/)).map((parsed) => ({
    quantity: quantityText(parsed.quantity),
    quantity_max: quantityText(parsed.quantity_max),
    unit: parsed.unit ?? "",
    name: parsed.name,
    notes: parsed.note ?? "",
    category: "",
    food: "",
  }));
}
