// The Add/Edit Meal form and its parts (docs/product.md). One page form that works without
// JavaScript: every field is shown, 'For Who' is a radio choice plus a checkbox and a portion per
// member, and the server reads it (app/web/meal-form.server.ts). With JavaScript the form behaves like
// a modal over the planner: the recipe's title replaces the title input until 'Customize title', the
// time follows the meal type, a recipe sets the servings, 'Just Me' and 'Whole Family' tick the boxes,
// and the nutrition, reminder and repeat details show only when they apply. The server is the one
// validator, so the messages are the same with JavaScript on and off.
//
// The parts: the values (meal-form-values.ts), what the form remembers (meal-form-state.ts), its
// sections (meal-form-basics, -people, -details, -series) and the recipe page's menu
// (meal-form-add-to-plan.tsx). The pages import the form and its values from here.
import type { SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { CsrfField } from "~/ui/kit/csrf-field";
import { FormErrors } from "~/ui/kit/form";
import type { DialogHost } from "~/ui/kit/route-dialog";
import { useHydrated } from "~/ui/kit/use-hydrated";
import * as css from "./meal-form.css";
import { MealBasics } from "./meal-form-basics";
import { MealDetails, MealNutrition, MealReminder } from "./meal-form-details";
import { MealPeople } from "./meal-form-people";
import { MealSeries } from "./meal-form-series";
import { mealFormErrors, useMealFormState } from "./meal-form-state";
import { type FormMember, type MealFormValues, type RecipeOption, SERIES_HINT } from "./meal-form-values";

// What the pages' loaders and actions read (the recipe page's quick add, the new and edit pages).
export { QUICK_ADD, quickAddNotice } from "./meal-form-add-to-plan";
export { ALREADY_SUBMITTED, editMealValues, mealServings, newMealValues } from "./meal-form-values";

/** A recipe that holds an ingredient a member (null: the whole family) is allergic to or dislikes. */
export type RecipeConflict = { recipeId: number; memberId: number | null; text: string };

/** A link or a message shown above the form (a conflict, a form already submitted). */
export type MealFormAlert = { message: string; links: { href: string; label: string }[] };

export function MealForm(props: {
  mode: "add" | "edit";
  action: string;
  values: MealFormValues;
  lastResult?: SubmissionResult<string[]> | null;
  recipes: RecipeOption[];
  members: FormMember[];
  meId: number | null;
  typeTimes: Record<string, string>;
  conflicts?: RecipeConflict[];
  idempotencyKey?: string;
  version?: number;
  /** A leftover meal takes half servings (0.5 to 12). */
  leftover?: boolean;
  inSeries?: boolean;
  alert?: MealFormAlert | null;
  cancelTo: string;
  /** Set when the form is shown in a dialog over the planner (JavaScript only). */
  host?: DialogHost<unknown>;
}) {
  const { values, recipes, members, typeTimes, host } = props;
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const { errorsOf, peopleErrors } = mealFormErrors(props.lastResult);
  const form = useMealFormState({ values, recipes, members, meId: props.meId, typeTimes, peopleErrors });
  const busy = host ? host.busy : navigation.state !== "idle" && navigation.formAction === props.action;
  const FormElement = host ? host.Form : Form;
  const formErrors = errorsOf("");
  const section = { form, values, errorsOf, hydrated };
  // The chosen recipe against the people it is for (everyone when no one is ticked).
  const eaters = form.state.members.length ? form.state.members.map(Number) : members.map((m) => m.id);
  const warnings = (props.conflicts ?? []).filter(
    (c) => String(c.recipeId) === form.state.recipeId && (c.memberId === null || eaters.includes(c.memberId)),
  );

  return (
    <section className={css.page} aria-labelledby={host ? undefined : "meal-form-title"}>
      {host ? null : (
        <h1 id="meal-form-title" className={css.title}>
          {props.mode === "add" ? "Add Meal" : "Edit Meal"}
        </h1>
      )}
      {props.alert ? (
        <div role="alert" className={css.alert}>
          <p>{props.alert.message}</p>
          {props.alert.links.map((link) => (
            <p key={link.href}>
              <a href={link.href}>{link.label}</a>
            </p>
          ))}
        </div>
      ) : null}
      {props.inSeries ? <p className={css.notice}>{SERIES_HINT}</p> : null}

      <FormElement method="post" action={props.action} className={css.form} noValidate>
        <CsrfField />
        {props.idempotencyKey ? (
          <input type="hidden" name="idempotency_key" value={props.idempotencyKey} />
        ) : null}
        {props.version !== undefined ? <input type="hidden" name="version" value={props.version} /> : null}
        {props.alert ? null : <FormErrors id="meal-form-error" errors={formErrors} />}

        <MealBasics {...section} recipes={recipes} leftover={props.leftover} />
        <MealPeople {...section} members={members} meId={props.meId} />
        {warnings.length ? (
          <div role="status" className={css.alert}>
            {warnings.map((w) => (
              <p key={`${w.memberId}-${w.text}`}>Warning: {w.text}</p>
            ))}
          </div>
        ) : null}
        <MealNutrition {...section} />
        <MealDetails values={values} errorsOf={errorsOf} />
        <MealReminder {...section} />
        {props.mode === "add" ? <MealSeries {...section} /> : null}

        <div className={css.actions}>
          <button type="submit" className={css.primaryButton} disabled={busy}>
            {busy ? "Saving…" : props.mode === "add" ? "Add Meal" : "Update Meal"}
          </button>
          {host ? (
            <button type="button" className={css.secondaryButton} onClick={host.close}>
              Cancel
            </button>
          ) : (
            <Link to={props.cancelTo} className={css.secondaryButton}>
              Cancel
            </Link>
          )}
        </div>
      </FormElement>
    </section>
  );
}
