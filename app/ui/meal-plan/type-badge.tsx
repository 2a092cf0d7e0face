// A meal's type as a coloured badge (docs/product.md#meal-planner). A module of its own so the dashboard,
// which shows only the badge, does not load the planner's views.
import { MEAL_TYPE_BADGES, type MealType } from "~/domain/meal-plan/constants";
import * as css from "./planner.css";
import { typeLabel } from "./planner-format";

/** A coloured meal-type badge: the letter (B, Br, L…) on screen, the full name for screen readers. */
export function TypeBadge({ type, short = false }: { type: MealType; short?: boolean }) {
  if (!short) return <span className={css.typeBadge[type]}>{typeLabel(type)}</span>;
  return (
    <span className={css.typeBadge[type]}>
      <span aria-hidden="true">{MEAL_TYPE_BADGES[type]}</span>
      <span className={css.visuallyHidden}>{typeLabel(type)}</span>
    </span>
  );
}
