// 'Add to Meal Plan' on a recipe (docs/product.md#recipes): today's or tomorrow's meal of a type,
// in one click. Shared by the recipe page's menu (ui) and the use case that plans it (domain).
import { type MealType, SERVINGS } from "./constants";

/** The meals one can quick-add: today's four, tomorrow's three main ones. */
export const QUICK_ADD = {
  today: ["breakfast", "lunch", "dinner", "snack"],
  tomorrow: ["breakfast", "lunch", "dinner"],
} as const satisfies Record<string, readonly MealType[]>;
export type QuickAddDay = keyof typeof QUICK_ADD;
export type QuickAddChoice = { day: QuickAddDay; type: (typeof QUICK_ADD)[QuickAddDay][number] };

/** A posted day and type as a quick add; null when they are not one of QUICK_ADD's. */
export function quickAddChoice(day: unknown, type: unknown): QuickAddChoice | null {
  const chosenDay = day === "tomorrow" ? "tomorrow" : day === "today" ? "today" : null;
  if (!chosenDay) return null;
  const chosenType = QUICK_ADD[chosenDay].find((t) => t === String(type ?? "").toLowerCase());
  return chosenType ? { day: chosenDay, type: chosenType } : null;
}

/** Servings of a recipe as the meal form takes them: whole, 1 to 12, 4 when unknown. */
export const mealServings = (servings: number | null | undefined) =>
  servings && Number.isFinite(servings)
    ? Math.min(SERVINGS.max, Math.max(SERVINGS.min, Math.round(servings)))
    : SERVINGS.default;
