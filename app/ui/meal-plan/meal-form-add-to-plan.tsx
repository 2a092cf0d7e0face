// The recipe page's 'Add to Meal Plan' menu: today's and tomorrow's meals of a type in one click, or
// the full meal form (docs/product.md).
import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { MEAL_TYPE_LABELS } from "~/domain/meal-plan/constants";
import { QUICK_ADD, type QuickAddDay } from "~/domain/meal-plan/quick-add";
import { CsrfField } from "~/ui/kit/csrf-field";
import * as css from "./meal-form.css";

// The quick-add meals are a rule of the domain.
export { QUICK_ADD, type QuickAddDay } from "~/domain/meal-plan/quick-add";

/** 'Added to Dinner on today' for `dinner-today`; null for anything else. */
export function quickAddNotice(added: string | null): string | null {
  const m = /^([a-z]+)-(today|tomorrow)$/.exec(added ?? "");
  if (!m) return null;
  const day = m[2] as QuickAddDay;
  const type = QUICK_ADD[day].find((t) => t === m[1]);
  return type ? `Added to ${MEAL_TYPE_LABELS[type]} on ${day}` : null;
}

/**
 * A <details> menu of small POST forms, one per day and type, each with its own idempotency key; it
 * works without JavaScript. With it, a click outside or Escape closes the menu.
 */
export function AddToPlanMenu(props: { recipeId: number; action: string; keyBase: string }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const navigation = useNavigation();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const el = menu.current;
      if (el?.open && event.target instanceof Node && !el.contains(event.target)) el.open = false;
    };
    const onKey = (event: KeyboardEvent) => {
      const el = menu.current;
      if (event.key === "Escape" && el?.open) {
        el.open = false;
        el.querySelector("summary")?.focus();
      }
    };
    document.addEventListener("click", onClick);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("keydown", onKey);
    };
  }, []);
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "add-to-plan";
  const days = Object.keys(QUICK_ADD) as QuickAddDay[];
  return (
    <details ref={menu} className={css.menu} data-print="hide">
      <summary className={css.menuSummary}>Add to Meal Plan</summary>
      <div className={css.menuPanel}>
        {days.map((day) => {
          const label = day === "today" ? "Today" : "Tomorrow";
          return (
            <fieldset key={day} className={css.menuGroup}>
              <legend className={css.menuHeading}>{label}</legend>
              {QUICK_ADD[day].map((type) => (
                <Form
                  key={type}
                  method="post"
                  action={props.action}
                  className={css.menuForm}
                  preventScrollReset
                  onSubmit={() => {
                    if (menu.current) menu.current.open = false;
                  }}
                >
                  <CsrfField />
                  <input type="hidden" name="intent" value="add-to-plan" />
                  <input type="hidden" name="day" value={day} />
                  <input type="hidden" name="type" value={type} />
                  <input type="hidden" name="idempotency_key" value={`${props.keyBase}-${day}-${type}`} />
                  <button type="submit" className={css.menuItem} disabled={busy}>
                    <span className={css.visuallyHidden}>{label}: </span>
                    {MEAL_TYPE_LABELS[type]}
                  </button>
                </Form>
              ))}
            </fieldset>
          );
        })}
        <Link to={`/meal-planner/new?recipe_id=${props.recipeId}`} className={css.menuItem}>
          Custom...
        </Link>
      </div>
    </details>
  );
}
